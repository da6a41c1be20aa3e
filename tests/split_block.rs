//! The split-block layout (`Layout::SplitBlock`): bit compatibility with Parquet's `Sbbf`, files,
//! images and mappings that keep the layout, a golden digest, the false-positive rate against
//! its model, union and fold, and the builder's checks.

use linebloom::{Backend, ErrorKind, Filter, FilterRef, Layout, MmapFilter, HEADER_LEN};
use linebloom_support::Scratch;
use parquet::bloom_filter::Sbbf;
use xxhash_rust::xxh3::xxh3_64;
use xxhash_rust::xxh64::xxh64;

fn split(expected: u64, bits_per_key: f64, backend: Backend) -> Filter {
    split_k(expected, bits_per_key, 8, backend)
}

/// A split-block filter with `k` bits per key (one in each of `k` of a split block's 8 lanes).
fn split_k(expected: u64, bits_per_key: f64, k: u32, backend: Backend) -> Filter {
    Filter::builder()
        .expected_items(expected)
        .bits_per_key(bits_per_key)
        .num_hashes(k)
        .seed(7)
        .layout(Layout::SplitBlock)
        .backend(backend)
        .build()
        .unwrap()
}

/// Parquet's hash of an `i64` value: xxHash64, seed 0, of its 8 little-endian bytes.
fn parquet_hash(v: i64) -> u64 {
    xxh64(&v.to_le_bytes(), 0)
}

fn sbbf_bytes(f: &Sbbf) -> Vec<u8> {
    let mut out = Vec::new();
    f.write_bitset(&mut out).unwrap();
    out
}

/// The same hashes into a linebloom split-block filter and a Parquet `Sbbf` of the same block
/// count give the same bytes, on every back end, single and batched; each answers the other's
/// filter as it answers its own, for 10^5 present and 10^5 absent values.
#[test]
fn split_block_is_bit_compatible_with_parquet_sbbf() {
    let present: Vec<i64> = (0..100_000).map(|i| i * 7919 - 3_000_000).collect();
    let absent: Vec<i64> = (0..100_000).map(|i| i * 7919 + 5_000_000_000).collect();
    let hashes: Vec<u64> = present.iter().map(|&v| parquet_hash(v)).collect();
    for b in Backend::available() {
        // 100_000 keys at 10 bits/key: 1954 lines, 3908 split blocks (not a power of two).
        let mut ours = split(present.len() as u64, 10.0, b);
        let mut batched = ours.clone();
        let mut theirs = Sbbf::new(&vec![0u8; ours.size_bytes()]);
        assert_eq!(theirs.num_blocks(), 2 * ours.num_blocks());
        for (&v, &h) in present.iter().zip(&hashes) {
            ours.insert_hash(h);
            theirs.insert(&v);
        }
        batched.insert_hash_batch(&hashes);
        assert!(
            ours.as_bytes() == &sbbf_bytes(&theirs)[..],
            "{b}: bytes differ"
        );
        assert!(
            batched.as_bytes() == ours.as_bytes(),
            "{b}: batch bytes differ"
        );
        // Each reads the other's bytes.
        let from_parquet = Filter::from_parquet_bitset(&sbbf_bytes(&theirs)).unwrap();
        let to_parquet = Sbbf::new(ours.as_bytes());
        let mut fp = 0;
        for &v in present.iter().chain(&absent) {
            let h = parquet_hash(v);
            let answer = theirs.check(&v);
            assert_eq!(ours.contains_hash(h), answer, "{b}: value {v}");
            assert_eq!(from_parquet.contains_hash(h), answer, "{b}: value {v}");
            assert_eq!(to_parquet.check(&v), answer, "{b}: value {v}");
            fp += usize::from(answer);
        }
        assert!(
            fp >= present.len() && fp < present.len() + 3000,
            "{b}: {fp}"
        );
        let all: Vec<u64> = present
            .iter()
            .chain(&absent)
            .map(|&v| parquet_hash(v))
            .collect();
        let mut got = vec![false; all.len()];
        from_parquet.contains_hash_batch(&all, &mut got);
        let want: Vec<bool> = present
            .iter()
            .chain(&absent)
            .map(|v| theirs.check(v))
            .collect();
        assert_eq!(got, want, "{b}: batch answers");
    }
}

/// Parquet's own sizes (powers of two from 64 bytes) map one to one.
#[test]
fn parquet_sized_filters_round_trip() {
    for bytes in [64usize, 128, 1024, 1 << 16] {
        let mut theirs = Sbbf::new(&vec![0u8; bytes]);
        for v in 0..(bytes as i64 / 4) {
            theirs.insert(&v);
        }
        let ours = Filter::from_parquet_bitset(&sbbf_bytes(&theirs)).unwrap();
        assert_eq!(ours.layout(), Layout::SplitBlock);
        assert_eq!(ours.num_blocks() * 64, bytes);
        assert!((0..(bytes as i64 / 4)).all(|v| ours.contains_hash(parquet_hash(v))));
    }
    for bad in [0usize, 32, 96] {
        let e = Filter::from_parquet_bitset(&vec![0u8; bad]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidParameter, "{bad} bytes");
    }
}

fn golden_split(backend: Backend) -> Filter {
    golden_split_k(8, backend)
}

fn golden_split_k(k: u32, backend: Backend) -> Filter {
    let mut f = split_k(1000, 10.0, k, backend);
    let keys: Vec<u64> = (0..1000).collect();
    f.insert_batch(&keys);
    f.insert("golden");
    f
}

fn bytes_of(f: &Filter) -> Vec<u8> {
    let mut v = Vec::new();
    f.write_to(&mut v).unwrap();
    v
}

/// The split-block file (layout id 4) is the same bytes on every back end, at Parquet's `k` = 8
/// and with six lanes of eight. Changing a digest is a format change.
#[test]
fn golden_split_block_file_digest() {
    for (k, digest) in [(8, 0x69a1_f266_3552_c72c_u64), (6, 0x4f2e_8281_e1cf_cff4)] {
        for b in Backend::available() {
            let bytes = bytes_of(&golden_split_k(k, b));
            assert_eq!(bytes.len(), HEADER_LEN + 64 * 20);
            assert_eq!(u32::from_le_bytes(bytes[12..16].try_into().unwrap()), 4);
            assert_eq!(u32::from_le_bytes(bytes[20..24].try_into().unwrap()), k);
            assert_eq!(
                xxh3_64(&bytes),
                digest,
                "{b} k={k}: digest {:#x}",
                xxh3_64(&bytes)
            );
        }
    }
}

#[test]
fn files_images_and_mappings_keep_the_layout_and_k() {
    for k in [8, 5] {
        files_images_and_mappings_keep(golden_split_k(k, Backend::detect()));
    }
}

fn files_images_and_mappings_keep(f: Filter) {
    let g = Filter::read_from(&mut &bytes_of(&f)[..]).unwrap();
    assert_eq!(g.layout(), Layout::SplitBlock);
    assert_eq!(f, g);
    let dir = Scratch::new("test-split-files").unwrap();
    let path = dir.join("s.lbf");
    f.save(&path).unwrap();
    let h = Filter::load(&path).unwrap();
    assert_eq!(f, h);
    assert!((0..1000u64).all(|k| h.contains(&k)) && h.contains("golden"));
    // SAFETY: nothing modifies the file while it is mapped.
    let m = unsafe { MmapFilter::open_verified(&path) }.unwrap();
    assert_eq!(m.layout(), Layout::SplitBlock);
    assert_eq!(m.num_hashes(), f.num_hashes());
    assert!((0..1000u64).all(|k| m.contains(&k)));
    assert_eq!(m.as_bytes(), f.as_bytes());
    let image = f.to_image();
    let i = Filter::from_image(&image).unwrap();
    assert_eq!(i, f);
    let aligned = linebloom::AlignedBytes::copy_from(&image);
    let v = FilterRef::from_image(&aligned).unwrap();
    assert_eq!(v.layout(), Layout::SplitBlock);
    assert!((0..1000u64).all(|k| v.contains(&k)));
    // A blocked filter of the same shape, seed and bytes is not equal to it.
    let mut blocked = Filter::builder()
        .expected_items(1000)
        .bits_per_key(10.0)
        .num_hashes(8)
        .seed(7)
        .build()
        .unwrap();
    assert_eq!(blocked.layout(), Layout::Blocked);
    assert_ne!(blocked, Filter::from_image(&image).unwrap());
    blocked.insert(&1u64);
}

/// A header with an unknown layout id is refused with a typed error, and a split-block header
/// whose `k` is not 1 to 8 is corrupt.
#[test]
fn unknown_layout_ids_and_bad_split_headers_are_refused() {
    let good = bytes_of(&golden_split(Backend::Scalar));
    let reseal = |b: &mut Vec<u8>| {
        b[64..72].fill(0);
        let sum = xxh3_64(&b[..HEADER_LEN]);
        b[64..72].copy_from_slice(&sum.to_le_bytes());
    };
    let mut unknown = good.clone();
    unknown[12] = 5;
    reseal(&mut unknown);
    let e = Filter::read_from(&mut &unknown[..]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Unsupported, "{e}");
    for k in [0, 9, 16] {
        let mut bad = good.clone();
        bad[20] = k;
        reseal(&mut bad);
        let e = Filter::read_from(&mut &bad[..]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::CorruptHeader, "k={k}: {e}");
    }
    let mut k7 = good.clone();
    k7[20] = 7;
    reseal(&mut k7);
    assert_eq!(Filter::read_from(&mut &k7[..]).unwrap().num_hashes(), 7);
}

/// At 10 bits per key the measured false-positive rate on 10^6 absent keys is within 3% of the
/// split-block model (`expected_split_fpr`), at Parquet's `k` = 8 and at the model's best `k`
/// (6), which measures lower.
#[test]
fn split_fpr_matches_its_model_at_10_bits_per_key() {
    let eight = split_fpr_at_10_bits_per_key(8);
    let six = split_fpr_at_10_bits_per_key(linebloom::optimal_split_hashes(10.0));
    assert!(six < eight * 0.95, "k=6 {six} against k=8 {eight}");
}

fn split_fpr_at_10_bits_per_key(k: u32) -> f64 {
    let n = 1_024_000u64; // 20_000 lines exactly at 10 bits/key
    let mut f = split_k(n, 10.0, k, Backend::detect());
    assert_eq!(f.num_blocks(), 20_000);
    let keys: Vec<u64> = (0..n).collect();
    f.insert_batch(&keys);
    let absent: Vec<u64> = (n..n + 1_000_000).collect();
    let hits = f.count_batch(&absent);
    let measured = hits as f64 / absent.len() as f64;
    let model = linebloom::expected_split_fpr(10.0, k);
    eprintln!("split-block FPR at 10 bits/key, k={k}: measured {measured:.5}, model {model:.5}");
    assert!(
        (measured / model - 1.0).abs() < 0.03,
        "measured {measured} against model {model}"
    );
    // The blocked layout at the same memory is better.
    assert!(linebloom::expected_fpr(10.0, linebloom::optimal_hashes(10.0)) < model);
    // The estimate from the bits agrees too.
    assert!(
        (f.estimated_fpr() / model - 1.0).abs() < 0.03,
        "{}",
        f.estimated_fpr()
    );
    assert!(
        (f.estimated_len() / n as f64 - 1.0).abs() < 0.03,
        "{}",
        f.estimated_len()
    );
    measured
}

#[test]
fn union_and_fold_of_split_block_filters() {
    // 4096 keys at 16 bits/key: 128 lines, so the fold has an even count to halve.
    let keys: Vec<u64> = (0..4096).collect();
    let (a_keys, b_keys) = keys.split_at(1500);
    let mut a = split(4096, 16.0, Backend::detect());
    let mut b = split(4096, 16.0, Backend::Scalar);
    let mut both = split(4096, 16.0, Backend::Scalar);
    a.insert_batch(a_keys);
    b.insert_batch(b_keys);
    both.insert_batch(&keys);
    a.union(&b).unwrap();
    assert!(a.as_bytes() == both.as_bytes());
    // Union with a blocked filter, or another shape, is refused.
    let blocked = Filter::builder()
        .expected_items(4096)
        .bits_per_key(16.0)
        .seed(7)
        .build()
        .unwrap();
    assert_eq!(
        a.union(&blocked).unwrap_err().kind(),
        ErrorKind::Incompatible
    );
    // Fold: every key stays, and the result is the filter of half the size built directly.
    let folded = both.fold().unwrap();
    assert_eq!(folded.layout(), Layout::SplitBlock);
    assert_eq!(folded.num_blocks() * 2, both.num_blocks());
    assert!(keys.iter().all(|k| folded.contains(k)));
    let mut direct = Filter::builder()
        .expected_items(2048)
        .bits_per_key(16.0)
        .seed(7)
        .layout(Layout::SplitBlock)
        .build()
        .unwrap();
    assert_eq!(direct.num_blocks(), folded.num_blocks());
    direct.insert_batch(&keys);
    assert!(direct.as_bytes() == folded.as_bytes());
}

#[test]
fn insert_batch_new_and_parallel_builds_equal_single_inserts() {
    let keys: Vec<u64> = (0..50_000).map(|i| i % 40_000).collect();
    for b in Backend::available() {
        let mut single = split(40_000, 10.0, b);
        let want: Vec<bool> = keys.iter().map(|k| single.insert(k)).collect();
        let mut batch = split(40_000, 10.0, b);
        let mut got = vec![false; keys.len()];
        batch.insert_batch_new(&keys, &mut got);
        assert_eq!(got, want, "{b}");
        assert!(batch.as_bytes() == single.as_bytes(), "{b}");
        #[cfg(feature = "parallel")]
        {
            let par = Filter::builder()
                .expected_items(40_000)
                .bits_per_key(10.0)
                .seed(7)
                .layout(Layout::SplitBlock)
                .backend(b)
                .build_from_keys_par(&keys)
                .unwrap();
            assert!(par.as_bytes() == single.as_bytes(), "{b} parallel");
        }
    }
}

#[test]
fn builder_sizes_split_block_filters_and_checks_k() {
    let f = Filter::builder()
        .expected_items(100_000)
        .fpr(0.01)
        .layout(Layout::SplitBlock)
        .build()
        .unwrap();
    assert_eq!(f.num_hashes(), 8);
    let bits = f.size_bytes() as f64 * 8.0 / 100_000.0;
    assert!(linebloom::expected_split_fpr(bits, 8) <= 0.01, "{bits}");
    assert!(
        linebloom::expected_split_fpr(bits * 0.99, 8) > 0.0099,
        "{bits}"
    );
    for k in [0, 9, 16] {
        let e = Filter::builder()
            .expected_items(100)
            .num_hashes(k)
            .layout(Layout::SplitBlock)
            .build()
            .unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidParameter, "k={k}");
    }
    // Fewer lanes, sized by their own model.
    let f = Filter::builder()
        .expected_items(100_000)
        .fpr(0.01)
        .num_hashes(6)
        .layout(Layout::SplitBlock)
        .build()
        .unwrap();
    let bits6 = f.size_bytes() as f64 * 8.0 / 100_000.0;
    assert_eq!(f.num_hashes(), 6);
    assert!(linebloom::expected_split_fpr(bits6, 6) <= 0.01, "{bits6}");
    assert!(bits6 < bits, "k=6 {bits6} bits/key against k=8 {bits}");
    assert!(Filter::builder()
        .expected_items(100)
        .num_hashes(8)
        .layout(Layout::SplitBlock)
        .build()
        .is_ok());
}

/// A `MultiGet` over filters of both layouts gives each filter's own answers.
#[test]
fn multi_get_mixes_layouts() {
    let mut a = split(1000, 10.0, Backend::detect());
    let mut b = Filter::builder()
        .expected_items(1000)
        .bits_per_key(10.0)
        .seed(7)
        .build()
        .unwrap();
    a.insert_batch(&(0..500u64).collect::<Vec<_>>());
    b.insert_batch(&(500..1000u64).collect::<Vec<_>>());
    let m = linebloom::MultiGet::new([a.view(), b.view()]);
    for k in 0..3000u64 {
        let want = u64::from(a.contains(&k)) | u64::from(b.contains(&k)) << 1;
        assert_eq!(m.contains(&k), want, "{k}");
    }
}

#[test]
fn a_split_block_filter_is_not_made_concurrent() {
    let f = split(1000, 10.0, Backend::detect());
    let err = f.into_concurrent().unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Incompatible);
    assert!(err.to_string().contains("blocked layout"), "{err}");
}
