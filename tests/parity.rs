//! Sibling types answer the same questions under the same names (the parity list below):
//! `is_empty`, `insert_count`, `insert_batch`, `Clone`/`try_clone`, whether an insert was new.

use linebloom::{
    ConcurrentFilter, CuckooFilter, ErrorKind, Filter, RotatingFilter, ScalableFilter,
    ShardedFilter,
};

#[test]
fn is_empty_until_the_first_insert() {
    let c = ConcurrentFilter::with_fpr(100, 0.01).unwrap();
    assert!(c.is_empty());
    c.insert(&1u64);
    assert!(!c.is_empty());

    let b = Filter::builder().expected_items(100).fpr(0.01);
    let mut s = ShardedFilter::new(4, &b).unwrap();
    assert!(s.is_empty());
    s.insert(&1u64);
    assert!(!s.is_empty());

    let mut r = RotatingFilter::builder().build().unwrap();
    assert!(r.is_empty() && r.insert_count() == 0);
    r.insert(&1u64);
    r.insert(&1u64);
    assert!(!r.is_empty());
    assert_eq!(r.insert_count(), 1, "a repeat is not new");
    r.rotate();
    r.insert(&1u64);
    assert_eq!(r.insert_count(), 2, "new to the new generation");
    r.rotate();
    r.rotate();
    assert!(r.is_empty(), "every generation forgotten");
}

#[test]
fn insert_batch_answers_as_single_inserts() {
    let keys: Vec<u64> = (0..500).chain(0..10).collect();

    let mut r1 = RotatingFilter::builder()
        .capacity_per_generation(200)
        .build()
        .unwrap();
    let mut r2 = r1_clone_shape();
    let mut firsts = vec![false; keys.len()];
    r1.insert_batch(&keys, &mut firsts);
    let singles: Vec<bool> = keys.iter().map(|k| r2.insert(k)).collect();
    assert_eq!(firsts, singles);
    assert_eq!(r1.rotations(), r2.rotations());

    let mut s1 = ScalableFilter::builder()
        .initial_capacity(50)
        .build()
        .unwrap();
    let mut s2 = ScalableFilter::builder()
        .initial_capacity(50)
        .build()
        .unwrap();
    let mut new = vec![false; keys.len()];
    s1.insert_batch(&keys, &mut new).unwrap();
    let singles: Vec<bool> = keys.iter().map(|k| s2.insert(k).unwrap()).collect();
    assert_eq!(new, singles);
    assert_eq!(s1.insert_count(), s2.insert_count());

    let mut c = CuckooFilter::with_capacity(1000).unwrap();
    assert_eq!(c.insert_batch(&keys[..500]).unwrap(), 500);
    assert!(keys[..500].iter().all(|k| c.contains(k)));
    let mut by_hash = CuckooFilter::with_capacity(1000).unwrap();
    let hashes: Vec<u64> = keys[..500].iter().map(|k| by_hash.hash(k)).collect();
    assert_eq!(by_hash.insert_hash_batch(&hashes).unwrap(), 500);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    c.write_to(&mut a).unwrap();
    by_hash.write_to(&mut b).unwrap();
    assert!(
        a == b,
        "insert_hash_batch builds the same table as insert_batch"
    );
    let mut tiny = CuckooFilter::builder().capacity(1).build().unwrap();
    let err = tiny.insert_batch(&keys).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Full);
}

fn r1_clone_shape() -> RotatingFilter {
    RotatingFilter::builder()
        .capacity_per_generation(200)
        .build()
        .unwrap()
}

#[test]
fn clones_are_equal_and_independent() {
    let mut c = CuckooFilter::with_capacity(1000).unwrap();
    for k in 0..300u64 {
        c.insert(&k).unwrap();
    }
    let mut d = c.clone();
    let bytes = |f: &CuckooFilter| {
        let mut v = Vec::new();
        f.write_to(&mut v).unwrap();
        v
    };
    assert_eq!(bytes(&c), bytes(&d));
    // The same later inserts give the same table (the victim choices continue alike).
    for k in 300..900u64 {
        c.insert(&k).unwrap();
        d.insert(&k).unwrap();
    }
    assert_eq!(bytes(&c), bytes(&d));
    assert!(d.remove(&5u64) && c.contains(&5u64));

    let b = Filter::builder().expected_items(1000).fpr(0.01);
    let mut s = ShardedFilter::new(3, &b).unwrap();
    s.insert_batch(&(0..100u64).collect::<Vec<_>>());
    let t = s.try_clone().unwrap();
    assert_eq!(s, t);
    assert_eq!(s.clone(), t);
}

/// The growing, rotating and mapped-container filters give the same outputs as every other kind:
/// select, bitmaps and counts, by key and by hash, all agreeing with `contains_batch`.
#[test]
fn containers_have_every_batch_output() {
    let dir = linebloom_support::Scratch::new("parity-outputs").unwrap();
    let mut s = ScalableFilter::builder()
        .initial_capacity(300)
        .build()
        .unwrap();
    let mut r = RotatingFilter::builder()
        .capacity_per_generation(500)
        .build()
        .unwrap();
    for k in 0..1500u64 {
        s.insert(&k).unwrap();
        r.insert(&k);
    }
    s.save(dir.join("s.lbf")).unwrap();
    // SAFETY: nothing modifies the file while it is mapped.
    let m = unsafe { linebloom::MmapContainer::open(dir.join("s.lbf")) }.unwrap();
    let probe: Vec<u64> = (0..6000).map(|i| i * 3).collect();
    let hashes: Vec<u64> = probe.iter().map(|k| s.hash(k)).collect();
    macro_rules! check {
        ($f:expr) => {{
            let f = &$f;
            let mut want = vec![false; probe.len()];
            f.contains_batch(&probe, &mut want);
            let idx: Vec<u32> = (0..probe.len() as u32)
                .filter(|&i| want[i as usize])
                .collect();
            let (mut sel, mut sel_h) = (Vec::new(), Vec::new());
            f.select(&probe, &mut sel);
            f.select_hashes(&hashes, &mut sel_h);
            assert_eq!(sel, idx);
            assert_eq!(sel_h, idx);
            let mut bits = vec![0u64; probe.len().div_ceil(64)];
            f.contains_batch_bitmap(&probe, &mut bits);
            let from_bits: Vec<u32> = (0..probe.len() as u32)
                .filter(|&i| bits[i as usize / 64] >> (i % 64) & 1 == 1)
                .collect();
            assert_eq!(from_bits, idx);
            assert_eq!(f.count_batch(&probe), idx.len());
            assert_eq!(f.count_hash_batch(&hashes), idx.len());
            // Scalable: the 500 multiples of 3 below 1500; rotating: those of its last two
            // generations (keys 500..1500, 333 of them).
            assert!(idx.len() >= 333, "{} found", idx.len());
        }};
    }
    check!(s);
    check!(r);
    check!(m);
}

/// Every kind's insert says whether the key was new, and means the same by it: "no copy of the
/// key answered maybe before" (the cuckoo filter through `insert_new`, as its `insert` keeps
/// returning `Result<(), _>`).
#[test]
fn inserts_say_whether_the_key_was_new() {
    let keys: Vec<u64> = (0..400).chain(0..50).collect();
    let mut c = CuckooFilter::with_capacity(1000).unwrap();
    let mut f = Filter::with_fpr(1000, 0.001).unwrap();
    let mut n = linebloom::CountingFilter::with_fpr(1000, 0.001).unwrap();
    for k in &keys {
        let before = (c.contains(k), f.contains(k), n.contains(k));
        assert_eq!(c.insert_new(k).unwrap(), !before.0, "cuckoo, key {k}");
        assert_eq!(f.insert(k), !before.1, "bloom, key {k}");
        assert_eq!(n.insert(k), !before.2, "counting, key {k}");
    }
    assert_eq!(
        c.insert_count(),
        keys.len() as u64,
        "repeats still store a copy"
    );
    // A repeat is not new to any kind.
    assert!(!c.insert_new(&7u64).unwrap() && !f.insert(&7u64) && !n.insert(&7u64));
    assert!(c.insert_hash_new(c.hash(&1_000_000u64)).unwrap() || c.contains(&1_000_000u64));
    // A full table reports the error, not an answer, and changes nothing.
    let mut tiny = CuckooFilter::builder().capacity(1).build().unwrap();
    let full = (0..10_000u64)
        .map(|k| tiny.insert_new(&k))
        .find_map(Result::err)
        .expect("a 16-bucket table fills up");
    assert_eq!(full.kind(), ErrorKind::Full);
}
