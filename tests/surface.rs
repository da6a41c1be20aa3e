//! One query surface: every filter type answers the same calls with the same names, and the
//! owners of one set of bits (owned, mapped, mapped for writing, borrowed) answer them alike.

use linebloom::{
    Backend, ConcurrentFilter, Filter, FilterRef, MmapFilter, MmapFilterMut, ShardedFilter,
};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("linebloom-surface-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn builder() -> linebloom::FilterBuilder {
    Filter::builder()
        .expected_items(5_000)
        .bits_per_key(8.0)
        .seed(0x5eed)
}

fn members() -> Vec<u64> {
    (0..5_000u64).map(|i| i.wrapping_mul(0x9e37_79b9)).collect()
}

fn probes() -> Vec<u64> {
    (0..20_000u64)
        .map(|i| i.wrapping_mul(0x9e37_79b9))
        .collect()
}

/// Everything a read-only owner answers, as plain values, so two owners can be compared.
#[derive(Debug, PartialEq)]
struct Answers {
    hash: u64,
    single: Vec<bool>,
    batch: Vec<bool>,
    hash_batch: Vec<bool>,
    select: Vec<u32>,
    select_hashes: Vec<u32>,
    bitmap: Vec<u64>,
    hash_bitmap: Vec<u64>,
    count: usize,
    count_hashes: usize,
    shape: (u32, usize, usize, u64, Backend, &'static str, u64, bool),
    bytes: Vec<u8>,
    estimates: (u64, u64, u64),
}

/// Generated for each owner type by one macro, so a method missing on any of them fails to
/// compile here.
macro_rules! answers_of {
    ($f:expr) => {{
        let f = $f;
        let keys = probes();
        let hashes: Vec<u64> = keys.iter().map(|k| f.hash(k)).collect();
        let mut batch = vec![false; keys.len()];
        f.contains_batch(&keys, &mut batch);
        let mut hash_batch = vec![false; keys.len()];
        f.contains_hash_batch(&hashes, &mut hash_batch);
        let (mut select, mut select_hashes) = (Vec::new(), Vec::new());
        f.select(&keys, &mut select);
        f.select_hashes(&hashes, &mut select_hashes);
        let mut bitmap = vec![0u64; keys.len().div_ceil(64)];
        f.contains_batch_bitmap(&keys, &mut bitmap);
        let mut hash_bitmap = vec![0u64; keys.len().div_ceil(64)];
        f.contains_hash_batch_bitmap(&hashes, &mut hash_bitmap);
        Answers {
            hash: f.hash(&42u64),
            single: keys.iter().map(|k| f.contains(k)).collect(),
            batch,
            hash_batch,
            select,
            select_hashes,
            bitmap,
            hash_bitmap,
            count: f.count_batch(&keys),
            count_hashes: f.count_hash_batch(&hashes),
            shape: (
                f.num_hashes(),
                f.num_blocks(),
                f.size_bytes(),
                f.seed(),
                f.backend(),
                f.backend_name(),
                f.insert_count(),
                f.is_empty(),
            ),
            bytes: f.as_bytes().to_vec(),
            estimates: (
                f.fill_ratio().to_bits(),
                f.estimated_fpr().to_bits(),
                f.estimated_len().to_bits(),
            ),
        }
    }};
}

#[test]
fn owned_mapped_writable_and_borrowed_filters_answer_alike() {
    let dir = scratch("alike");
    let path = dir.join("f.lbf");
    let mut owned = builder().build().unwrap();
    owned.insert_batch(&members());
    owned.save(&path).unwrap();

    let mut writable = MmapFilterMut::create(dir.join("w.lbf"), &builder()).unwrap();
    writable.insert_batch(&members());
    // SAFETY: the test's own file; nothing changes it while it is mapped.
    let mapped = unsafe { MmapFilter::open_verified(&path) }.unwrap();
    let view: FilterRef<'_> = owned.view();

    let reference = answers_of!(&owned);
    assert!(reference.single.iter().filter(|&&x| x).count() >= members().len());
    assert_eq!(reference.single, reference.batch);
    assert_eq!(reference.batch, reference.hash_batch);
    assert_eq!(reference.select, reference.select_hashes);
    assert_eq!(reference.count, reference.select.len());
    assert_eq!(answers_of!(&mapped), reference);
    assert_eq!(answers_of!(&writable), reference);
    assert_eq!(answers_of!(&view), reference);

    writable.finish().unwrap();
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
    assert_eq!(
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        answers_of!(&unsafe { MmapFilter::open_verified(dir.join("w.lbf")) }.unwrap()),
        reference
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn concurrent_batches_agree_with_single_lookups_and_the_sealed_filter() {
    let c = builder().build().unwrap().into_concurrent().unwrap();
    c.insert_batch(&members());
    let keys = probes();
    let mut batch = vec![false; keys.len()];
    c.contains_batch(&keys, &mut batch);
    let hashes: Vec<u64> = keys.iter().map(|k| c.hash(k)).collect();
    let mut hash_batch = vec![false; keys.len()];
    c.contains_hash_batch(&hashes, &mut hash_batch);
    let single: Vec<bool> = keys.iter().map(|k| c.contains(k)).collect();
    assert_eq!(batch, single);
    assert_eq!(hash_batch, single);
    assert!(members().iter().all(|k| c.contains(k)));
    let (mut sel, mut sel_h) = (vec![9], vec![9]);
    c.select(&keys, &mut sel);
    c.select_hashes(&hashes, &mut sel_h);
    let want: Vec<u32> = (0..keys.len() as u32)
        .filter(|&i| single[i as usize])
        .collect();
    assert_eq!((&sel, &sel_h), (&want, &want));
    let mut bits = vec![0u64; keys.len().div_ceil(64)];
    c.contains_batch_bitmap(&keys, &mut bits);
    let mut bits_h = vec![u64::MAX; keys.len().div_ceil(64)];
    c.contains_hash_batch_bitmap(&hashes, &mut bits_h);
    assert_eq!(bits, bits_h);
    for (i, &yes) in single.iter().enumerate() {
        assert_eq!(bits[i / 64] >> (i % 64) & 1 == 1, yes, "bit {i}");
    }
    assert_eq!(c.count_batch(&keys), want.len());
    assert_eq!(c.count_hash_batch(&hashes), want.len());
    assert_eq!(c.size_bytes(), 64 * c.num_blocks());
    assert_eq!(c.backend_name(), c.backend().name());
    let sealed = c.into_filter();
    let mut sealed_batch = vec![false; keys.len()];
    sealed.contains_batch(&keys, &mut sealed_batch);
    assert_eq!(sealed_batch, single);
}

#[test]
fn sharded_batch_outputs_agree_with_its_boolean_batch() {
    let mut s = ShardedFilter::new(3, &builder()).unwrap();
    s.insert_batch(&members());
    let keys = probes();
    let hashes: Vec<u64> = keys.iter().map(|k| s.hash(k)).collect();
    let mut answers = vec![false; keys.len()];
    s.contains_batch(&keys, &mut answers);
    let want: Vec<u32> = (0..keys.len() as u32)
        .filter(|&i| answers[i as usize])
        .collect();
    let (mut sel, mut sel_h) = (vec![7], vec![7]);
    s.select(&keys, &mut sel);
    s.select_hashes(&hashes, &mut sel_h);
    assert_eq!(sel, want);
    assert_eq!(sel_h, want);
    let mut bits = vec![u64::MAX; keys.len().div_ceil(64)];
    s.contains_batch_bitmap(&keys, &mut bits);
    let mut bits_h = vec![0u64; keys.len().div_ceil(64)];
    s.contains_hash_batch_bitmap(&hashes, &mut bits_h);
    assert_eq!(bits, bits_h);
    for (i, &yes) in answers.iter().enumerate() {
        assert_eq!(bits[i / 64] >> (i % 64) & 1 == 1, yes, "bit {i}");
    }
    assert_eq!(s.count_batch(&keys), want.len());
    assert_eq!(s.count_hash_batch(&hashes), want.len());
    assert_eq!(s.num_hashes(), s.shards()[0].num_hashes());
}

#[cfg(feature = "parallel")]
#[test]
fn parallel_builds_from_a_builder_keep_its_seed_and_bits() {
    let keys = members();
    let b = builder();
    let par = b.build_from_keys_par(&keys).unwrap();
    let mut seq = b.build().unwrap();
    seq.insert_batch(&keys);
    assert_eq!(par.seed(), 0x5eed);
    assert_eq!(par, seq);
    let hashes: Vec<u64> = keys.iter().map(|k| seq.hash(k)).collect();
    assert_eq!(b.build_from_hashes_par(&hashes).unwrap(), seq);
}

#[test]
fn every_public_type_has_a_debug_form_naming_its_shape() {
    let dir = scratch("debug");
    let f = builder().build().unwrap();
    f.save(dir.join("f.lbf")).unwrap();
    // SAFETY: the test's own file; nothing changes it while it is mapped.
    let m = unsafe { MmapFilter::open(dir.join("f.lbf")) }.unwrap();
    let w = MmapFilterMut::create(dir.join("w.lbf"), &builder()).unwrap();
    let c: ConcurrentFilter = builder().build().unwrap().into_concurrent().unwrap();
    let s = ShardedFilter::new(2, &builder()).unwrap();
    for text in [
        format!("{f:?}"),
        format!("{:?}", f.view()),
        format!("{m:?}"),
        format!("{w:?}"),
        format!("{c:?}"),
        format!("{s:?}"),
    ] {
        assert!(text.contains("num_blocks"), "{text}");
    }
    drop(w);
    std::fs::remove_dir_all(&dir).unwrap();
}
