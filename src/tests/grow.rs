//! ScalableFilter and RotatingFilter: growth, the compound FPR bound, forgetting, and the same
//! bits on every back end.

use super::Rng;
use crate::{Backend, ErrorKind, RotatingFilter, ScalableFilter};

fn absent_fpr(contains: impl Fn(u64) -> bool, n: u64) -> f64 {
    let hits = (0..n).filter(|&i| contains(i | 1 << 63)).count();
    hits as f64 / n as f64
}

#[test]
fn scalable_grows_without_false_negatives_and_keeps_the_fpr_bound() {
    let mut f = ScalableFilter::builder()
        .initial_capacity(1000)
        .fpr(0.01)
        .seed(3)
        .build()
        .unwrap();
    let n = 200_000u64;
    let mut new = 0;
    for k in 0..n {
        new += u64::from(f.insert(&k).unwrap());
    }
    // 1000 * (2^8 - 1) = 255k >= 200k > 1000 * (2^7 - 1): eight sub-filters.
    assert_eq!(f.num_filters(), 8);
    assert_eq!(f.insert_count(), new);
    assert!(new > n - n / 50, "{new} of {n} reported new");
    assert!((0..n).all(|k| f.contains(&k)), "false negative");
    let mut out = vec![false; n as usize];
    f.contains_batch(&(0..n).collect::<Vec<u64>>(), &mut out);
    assert!(out.iter().all(|&x| x), "batched false negative");
    assert!(f.max_fpr() <= 0.01, "max_fpr {}", f.max_fpr());
    let measured = absent_fpr(|k| f.contains(&k), 1_000_000);
    assert!(measured <= 0.01, "measured {measured}");
    assert!(f.capacity() >= n);
}

#[test]
fn scalable_tightens_each_sub_filter_and_batches_agree() {
    let mut f = ScalableFilter::builder()
        .initial_capacity(100)
        .fpr(0.001)
        .expansion(4)
        .tightening(0.8)
        .build()
        .unwrap();
    for k in 0..30_000u64 {
        f.insert(&k).unwrap();
    }
    let subs: Vec<_> = f.filters().collect();
    assert!(subs.len() >= 5);
    for w in subs.windows(2) {
        assert_eq!(w[1].1, 4 * w[0].1, "capacity grows by the expansion");
        assert!(w[0].2 <= w[0].1, "no sub-filter over its capacity");
    }
    assert!(f.max_fpr() <= 0.001);
    let mut rng = Rng(8);
    let probe: Vec<u64> = (0..5000)
        .map(|i| if i % 2 == 0 { i } else { rng.next() })
        .collect();
    let mut out = vec![false; probe.len()];
    f.contains_batch(&probe, &mut out);
    let single: Vec<bool> = probe.iter().map(|k| f.contains(k)).collect();
    assert_eq!(out, single);
}

#[test]
fn scalable_repeat_inserts_are_not_new() {
    let mut f = ScalableFilter::builder()
        .initial_capacity(10)
        .build()
        .unwrap();
    assert!(f.insert("x").unwrap());
    assert!(!f.insert("x").unwrap());
    assert_eq!(f.insert_count(), 1);
}

#[test]
fn nonscaling_filter_is_full_at_capacity() {
    let mut f = ScalableFilter::builder()
        .initial_capacity(100)
        .nonscaling()
        .build()
        .unwrap();
    let mut k = 0u64;
    while f.insert_count() < 100 {
        f.insert(&k).unwrap();
        k += 1;
    }
    let err = loop {
        match f.insert(&k) {
            Ok(true) => panic!("a new key past capacity"),
            Ok(false) => k += 1, // a false positive: nothing added
            Err(e) => break e,
        }
    };
    assert_eq!(err.kind(), ErrorKind::Full);
    assert_eq!(f.num_filters(), 1);
    assert!((0..100u64).all(|k| f.contains(&k)));
}

#[test]
fn scalable_and_rotating_parameters_are_checked() {
    let bad = [
        ScalableFilter::builder().initial_capacity(0).build().err(),
        ScalableFilter::builder().fpr(0.0).build().err(),
        ScalableFilter::builder().fpr(1.0).build().err(),
        ScalableFilter::builder().expansion(0).build().err(),
        ScalableFilter::builder().tightening(1.0).build().err(),
        ScalableFilter::builder().tightening(0.0).build().err(),
    ];
    for e in bad {
        assert_eq!(e.expect("an error").kind(), ErrorKind::InvalidParameter);
    }
    for g in [0, 1, 65] {
        let e = RotatingFilter::builder()
            .generations(g)
            .build()
            .unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidParameter);
    }
    assert!(RotatingFilter::builder().fpr(f64::NAN).build().is_err());
}

#[test]
fn scalable_sets_the_same_bits_on_every_back_end() {
    let build = |b: Backend| {
        let mut f = ScalableFilter::builder()
            .initial_capacity(500)
            .seed(9)
            .backend(b)
            .build()
            .unwrap();
        for k in 0..5000u64 {
            f.insert(&k).unwrap();
        }
        f.filters()
            .map(|(f, _, _)| f.as_bytes().to_vec())
            .collect::<Vec<_>>()
    };
    let reference = build(Backend::Scalar);
    for b in Backend::available() {
        assert_eq!(build(b), reference, "{b}");
    }
}

#[test]
fn rotating_remembers_the_live_generations_and_forgets_older_ones() {
    let n = 20_000u64;
    let mut f = RotatingFilter::builder()
        .capacity_per_generation(n)
        .fpr(0.01)
        .generations(3)
        .manual_rotation()
        .build()
        .unwrap();
    let batch = |g: u64| (g * n..(g + 1) * n).collect::<Vec<u64>>();
    for g in 0..5u64 {
        // Every key is new; only a false positive can make it look seen.
        let seen = batch(g).iter().filter(|k| !f.insert(*k)).count();
        assert!(
            seen as f64 <= 0.015 * n as f64,
            "generation {g}: {seen} keys looked seen"
        );
        if g < 4 {
            f.rotate();
        }
    }
    // Live: generations 2, 3, 4. Every key of them is remembered.
    for g in 2..5 {
        let keys = batch(g);
        let mut out = vec![false; keys.len()];
        f.contains_batch(&keys, &mut out);
        assert!(out.iter().all(|&x| x), "generation {g} forgotten");
    }
    // Generations 0 and 1 are forgotten: their keys come back "maybe" at about the FPR.
    for g in 0..2 {
        let keys = batch(g);
        let fp = keys.iter().filter(|k| f.contains(*k)).count() as f64 / n as f64;
        assert!(fp <= 0.015, "generation {g}: {fp} still present");
    }
    let measured = absent_fpr(|k| f.contains(&k), 200_000);
    assert!(measured <= 0.012, "measured {measured}");
    assert_eq!(f.rotations(), 4);
}

#[test]
fn rotating_rotates_by_itself_at_capacity_without_allocating() {
    let mut f = RotatingFilter::builder()
        .capacity_per_generation(1000)
        .build()
        .unwrap();
    let addresses: Vec<*const u8> = f.generations().map(|g| g.as_bytes().as_ptr()).collect();
    for k in 0..2500u64 {
        f.insert(&k);
    }
    assert_eq!(f.rotations(), 2);
    assert!(f.current_len() <= 1000);
    let mut after: Vec<*const u8> = f.generations().map(|g| g.as_bytes().as_ptr()).collect();
    let mut before = addresses;
    before.sort();
    after.sort();
    assert_eq!(before, after, "rotation reallocated a generation");
    // The last 1000-1500 keys are live; the first 1000 are gone.
    assert!((1500..2500u64).all(|k| f.contains(&k)));
    let old = (0..1000u64).filter(|k| f.contains(k)).count();
    assert!(old < 50, "{old} of the oldest keys still present");
}

#[test]
fn rotating_first_sighting_is_cache_on_second_hit() {
    let mut f = RotatingFilter::builder()
        .capacity_per_generation(10_000)
        .build()
        .unwrap();
    let mut admitted = 0;
    for k in [1u64, 2, 1, 3, 1, 2] {
        if !f.insert(&k) {
            admitted += 1; // second (or later) request: admit
        }
    }
    assert_eq!(admitted, 3);
}

#[test]
fn insert_says_whether_the_key_was_new_on_every_filter_type() {
    let mut f = crate::Filter::with_fpr(10_000, 0.001).unwrap();
    let c = crate::ConcurrentFilter::with_fpr(10_000, 0.001).unwrap();
    let mut s = crate::ShardedFilter::new(
        4,
        &crate::Filter::builder().expected_items(10_000).fpr(0.001),
    )
    .unwrap();
    let mut news = [0u32; 3];
    for k in 0..5000u64 {
        news[0] += u32::from(f.insert(&k));
        news[1] += u32::from(c.insert(&k));
        news[2] += u32::from(s.insert(&k));
        assert!(
            !f.insert(&k) && !c.insert(&k) && !s.insert(&k),
            "repeat of {k} was new"
        );
    }
    // A new key looks old only through a false positive (0.1% here, far less while filling).
    for n in news {
        assert!(n >= 4990, "{n} of 5000 new keys reported new");
    }
}

#[test]
fn insert_batch_new_equals_single_inserts_on_every_pipeline() {
    let mut rng = Rng(0x6e);
    let mut keys: Vec<u64> = (0..3000).map(|_| rng.next()).collect();
    // Repeats inside the batch and keys inserted before it.
    keys.extend_from_within(..300);
    for b in Backend::available() {
        for blocks in [2usize, 50, 5000] {
            let mut single = crate::Filter::from_parts(blocks, 5, 1, Some(b)).unwrap();
            let mut batch = single.clone();
            for k in &keys[..100] {
                single.insert(k);
                batch.insert(k);
            }
            let want: Vec<bool> = keys.iter().map(|k| single.insert(k)).collect();
            let mut got = vec![true; keys.len()];
            batch.insert_batch_new(&keys, &mut got);
            assert_eq!(got, want, "{b} blocks={blocks}");
            assert_eq!(
                batch.as_bytes(),
                single.as_bytes(),
                "{b} blocks={blocks} bits"
            );
            let mut by_hash = crate::Filter::from_parts(blocks, 5, 1, Some(b)).unwrap();
            let hashes: Vec<u64> = keys.iter().map(|k| by_hash.hash(k)).collect();
            let mut got = vec![false; keys.len()];
            by_hash.insert_hash_batch_new(&hashes, &mut got);
            assert!(got[..3000].iter().filter(|&&x| x).count() > 2000 || blocks == 2);
            assert!(got[3000..].iter().all(|&x| !x), "{b}: a repeat was new");
        }
    }
}
