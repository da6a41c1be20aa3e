//! Containers (FORMAT.md, "Containers"): ScalableFilter and RotatingFilter saved, loaded and
//! mapped, and every corruption refused with a typed error.

use linebloom::{ContainerKind, ErrorKind, Filter, MmapContainer, RotatingFilter, ScalableFilter};
use linebloom_support::Scratch;
use xxhash_rust::xxh3::xxh3_64;

fn scalable() -> ScalableFilter {
    let mut f = ScalableFilter::builder()
        .initial_capacity(200)
        .fpr(0.01)
        .expansion(3)
        .tightening(0.6)
        .seed(42)
        .build()
        .unwrap();
    for k in 0..5000u64 {
        f.insert(&k).unwrap();
    }
    f
}

fn rotating() -> RotatingFilter {
    let mut f = RotatingFilter::builder()
        .capacity_per_generation(1000)
        .generations(3)
        .seed(5)
        .build()
        .unwrap();
    for k in 0..3500u64 {
        f.insert(&k);
    }
    f
}

fn bytes<F: Fn(&mut Vec<u8>)>(write: F) -> Vec<u8> {
    let mut v = Vec::new();
    write(&mut v);
    v
}

#[test]
fn scalable_round_trips_through_bytes_files_and_mappings() {
    let f = scalable();
    assert!(f.num_filters() >= 4);
    let data = bytes(|v| f.write_to(v).unwrap());
    let back = ScalableFilter::read_from(&mut &data[..]).unwrap();
    assert_eq!(back.num_filters(), f.num_filters());
    assert_eq!(back.insert_count(), f.insert_count());
    assert_eq!(back.max_fpr(), f.max_fpr());
    for ((a, ca, la), (b, cb, lb)) in back.filters().zip(f.filters()) {
        assert_eq!((a.as_bytes(), ca, la), (b.as_bytes(), cb, lb));
    }
    assert_eq!(
        bytes(|v| back.write_to(v).unwrap()),
        data,
        "re-serialised bytes differ"
    );

    let dir = Scratch::new("test-containers-scalable").unwrap();
    let path = dir.join("s.lbs");
    f.save(&path).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), data);
    let mut loaded = ScalableFilter::load(&path).unwrap();
    // It keeps growing where it left off.
    for k in 5000..20_000u64 {
        loaded.insert(&k).unwrap();
    }
    assert!(loaded.num_filters() > f.num_filters());
    assert!((0..20_000u64).all(|k| loaded.contains(&k)));

    // SAFETY: the test's own file; nothing changes it while it is mapped.
    let m = unsafe { MmapContainer::open(&path) }.unwrap();
    m.verify().unwrap();
    assert_eq!(m.kind(), ContainerKind::Scalable);
    assert_eq!(
        (m.num_filters(), m.seed(), m.size_bytes()),
        (f.num_filters(), 42, f.size_bytes())
    );
    let probe: Vec<u64> = (0..10_000u64).collect();
    let (mut a, mut b) = (vec![false; probe.len()], vec![false; probe.len()]);
    m.contains_batch(&probe, &mut a);
    f.contains_batch(&probe, &mut b);
    assert_eq!(a, b);
    assert!(probe.iter().all(|k| m.contains(k) == f.contains(k)));
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(leftovers.len(), 1, "a temp file was left behind");
}

#[test]
fn rotating_round_trips_with_its_ring_order() {
    let f = rotating();
    assert_eq!(f.rotations(), 3);
    let data = bytes(|v| f.write_to(v).unwrap());
    let mut back = RotatingFilter::read_from(&mut &data[..]).unwrap();
    assert_eq!(back.rotations(), f.rotations());
    assert_eq!(back.current_len(), f.current_len());
    let order = |r: &RotatingFilter| {
        r.generations()
            .map(|g| g.as_bytes().to_vec())
            .collect::<Vec<_>>()
    };
    assert_eq!(order(&back), order(&f));
    // The next rotation forgets the same generation in both.
    let mut g = f.clone();
    g.rotate();
    back.rotate();
    assert_eq!(order(&back), order(&g));

    let dir = Scratch::new("test-containers-rotating").unwrap();
    let path = dir.join("r.lbs");
    f.save(&path).unwrap();
    // SAFETY: the test's own file; nothing changes it while it is mapped.
    let m = unsafe { MmapContainer::open(&path) }.unwrap();
    assert_eq!((m.kind(), m.num_filters()), (ContainerKind::Rotating, 3));
    assert!((1000..3500u64).all(|k| m.contains(&k)));
    assert_eq!(RotatingFilter::load(&path).unwrap().rotations(), 3);
    let err = ScalableFilter::load(&path).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Incompatible);
    assert!(err.to_string().contains("r.lbs"), "{err}");
    assert_eq!(Filter::load(&path).unwrap_err().kind(), ErrorKind::BadMagic);
}

/// Reseals the container header's checksum after an edit, so the edit reaches the later checks.
fn reseal(data: &mut [u8]) {
    data[72..80].fill(0);
    let sum = xxh3_64(&data[..4096]);
    data[72..80].copy_from_slice(&sum.to_le_bytes());
}

#[test]
fn corrupt_containers_are_refused_with_typed_errors() {
    let good = bytes(|v| scalable().write_to(v).unwrap());
    let read = |d: &[u8]| {
        ScalableFilter::read_from(&mut &d[..])
            .map(|_| ())
            .map_err(|e| e.kind())
    };
    assert_eq!(read(&good), Ok(()));
    let mut cases: Vec<(&str, Vec<u8>, ErrorKind)> = Vec::new();
    let mut d = good.clone();
    d[0] ^= 1;
    cases.push(("magic", d, ErrorKind::BadMagic));
    let mut d = good.clone();
    d[8] = 2;
    cases.push(("version", d, ErrorKind::Unsupported));
    let mut d = good.clone();
    d[40] ^= 1;
    cases.push(("unsealed edit", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[12] = 9;
    reseal(&mut d);
    cases.push(("kind", d, ErrorKind::Unsupported));
    let mut d = good.clone();
    d[20] = 4;
    reseal(&mut d);
    cases.push(("flags", d, ErrorKind::Unsupported));
    let mut d = good.clone();
    d[16] = 0;
    reseal(&mut d);
    cases.push(("no members", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[4000] = 1;
    reseal(&mut d);
    cases.push(("reserved", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[80] ^= 0x10; // member 0's offset
    reseal(&mut d);
    cases.push(("offset", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[96] ^= 1; // member 0's capacity
    reseal(&mut d);
    cases.push(("capacity", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[64] ^= 1; // insert count
    reseal(&mut d);
    cases.push(("insert count", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[56..64].copy_from_slice(&1.5f64.to_bits().to_le_bytes()); // tightening
    reseal(&mut d);
    cases.push(("tightening", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    d[4096 + 24] ^= 1; // member 0's own header (its seed), caught by its checksum
    cases.push(("member header", d, ErrorKind::CorruptHeader));
    let mut d = good.clone();
    let last = d.len() - 1;
    d[last] ^= 1;
    cases.push(("member blocks", d, ErrorKind::CorruptBlocks));
    let mut d = good.clone();
    d.truncate(good.len() - 64);
    cases.push(("truncated", d, ErrorKind::Truncated));
    let mut d = good.clone();
    d.push(0);
    cases.push(("trailing byte", d, ErrorKind::CorruptHeader));
    for (what, d, kind) in &cases {
        assert_eq!(read(d), Err(*kind), "{what}");
    }
    // The same through files and mappings.
    let dir = Scratch::new("test-containers-corrupt").unwrap();
    for (what, d, kind) in cases {
        let path = dir.join("c.lbs");
        std::fs::write(&path, &d).unwrap();
        assert_eq!(
            ScalableFilter::load(&path).unwrap_err().kind(),
            kind,
            "load: {what}"
        );
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        let mapped = unsafe { MmapContainer::open(&path) }.and_then(|m| m.verify());
        assert!(mapped.is_err(), "mmap accepted: {what}");
    }
}
