//! Differential tests: every back end against the scalar reference, on masks, block words and
//! answers; plus the filter-level properties (no false negatives, FPR against the model, union,
//! fold, estimates, errors).

use crate::layout::block::{self, lane_subset, Block, LANE_SUBSETS};
use crate::layout::split::{self, Layout, SPLIT_K};
use crate::probe::pipeline::CHUNK;
use crate::{expected_fpr, Backend, ErrorKind, Filter, MAX_HASHES};

/// The crate's SplitMix64 stream, under the name the tests use.
pub(crate) use crate::layout::block::SplitMix as Rng;

fn backends() -> Vec<Backend> {
    let b = Backend::available();
    assert!(b.contains(&Backend::Scalar));
    b
}

fn filter(blocks: usize, k: u32, backend: Backend) -> Filter {
    Filter::from_parts(blocks, k, 7, Some(backend)).unwrap()
}

/// A split-block filter of `lines` 64-byte lines (`2 * lines` split blocks), `k` bits per key.
fn split_filter(lines: usize, k: u32, backend: Backend) -> Filter {
    Filter::from_parts_in(Layout::SplitBlock, lines, k, 7, Some(backend)).unwrap()
}

/// The shapes the differential tests cover: every `k` of the blocked layout given, then the
/// split-block layout at Parquet's `k` = 8 and at each given `k` below 8.
fn shapes(ks: &[u32]) -> Vec<(Layout, u32)> {
    let mut v: Vec<(Layout, u32)> = ks.iter().map(|&k| (Layout::Blocked, k)).collect();
    v.push((Layout::SplitBlock, SPLIT_K));
    v.extend(
        ks.iter()
            .filter(|&&k| k < SPLIT_K)
            .map(|&k| (Layout::SplitBlock, k)),
    );
    v
}

fn filter_in(layout: Layout, blocks: usize, k: u32, backend: Backend) -> Filter {
    match layout {
        Layout::Blocked => filter(blocks, k, backend),
        Layout::SplitBlock => split_filter(blocks, k, backend),
    }
}

/// Hashes that hit the first and last block and the extremes of the low 32 bits.
fn edge_hashes() -> Vec<u64> {
    let mut v = vec![
        0,
        1,
        u64::MAX,
        u64::MAX - 1,
        1 << 63,
        (1 << 63) - 1,
        0xffff_ffff,
        1 << 32,
    ];
    v.extend((0..32).map(|i| 1u64 << i | u64::MAX << 60));
    v
}

#[test]
fn every_backend_computes_the_reference_masks() {
    let mut rng = Rng(1);
    for b in backends() {
        for k in 1..=MAX_HASHES {
            let row = &LANE_SUBSETS[k as usize - 1];
            let f = filter(1, k, b);
            for h in edge_hashes()
                .into_iter()
                .chain((0..2000).map(|_| rng.next()))
            {
                let h32 = h as u32;
                let expect = block::mask(h32, lane_subset(h32, row));
                assert_eq!(f.mask_of(h), expect, "{b} k={k} h={h:#x}");
                assert_eq!(expect.0.iter().map(|l| l.count_ones()).sum::<u32>(), k);
            }
        }
    }
}

#[test]
fn every_backend_computes_the_reference_split_masks() {
    let mut rng = Rng(11);
    for ops in crate::probe::all_ops() {
        for h in edge_hashes()
            .into_iter()
            .chain((0..5000).map(|_| rng.next()))
        {
            let h32 = h as u32;
            let expect = split::split_mask(h32);
            assert_eq!(ops.split_mask(h32), expect, "{} h={h:#x}", ops.label());
            for (i, lane) in expect.iter().enumerate() {
                let bit = h32.wrapping_mul(split::SPLIT_SALTS[i]) >> 27;
                assert_eq!(*lane, 1 << bit);
            }
        }
    }
}

#[test]
fn every_backend_sets_the_same_block_words() {
    let mut rng = Rng(2);
    for blocks in [1usize, 2, 3, 17, 1000, 1001] {
        for (layout, k) in shapes(&[1, 2, 5, 6, 8, 9, 15, 16]) {
            let filter = |blocks, k, b| filter_in(layout, blocks, k, b);
            let hashes: Vec<u64> = edge_hashes()
                .into_iter()
                .chain((0..blocks * 8).map(|_| rng.next()))
                .collect();
            let mut reference = filter(blocks, k, Backend::Scalar);
            for &h in &hashes {
                reference.insert_hash(h);
            }
            for b in backends() {
                let mut single = filter(blocks, k, b);
                for &h in &hashes {
                    single.insert_hash(h);
                }
                let mut batched = filter(blocks, k, b);
                batched.insert_hash_batch(&hashes);
                assert_eq!(
                    single.blocks(),
                    reference.blocks(),
                    "{b} single, {blocks} blocks k={k}"
                );
                assert_eq!(
                    batched.blocks(),
                    reference.blocks(),
                    "{b} batch, {blocks} blocks k={k}"
                );
            }
        }
    }
}

#[test]
fn every_backend_gives_the_same_answers() {
    let mut rng = Rng(3);
    let ks: Vec<u32> = (1..=MAX_HASHES).collect();
    for blocks in [1usize, 5, 64, 333] {
        for (layout, k) in shapes(&ks) {
            let mut reference = filter_in(layout, blocks, k, Backend::Scalar);
            for _ in 0..blocks * 40 {
                reference.insert_hash(rng.next());
            }
            let queries: Vec<u64> = edge_hashes()
                .into_iter()
                .chain((0..3000).map(|_| rng.next()))
                .collect();
            let expect: Vec<bool> = queries
                .iter()
                .map(|&h| reference_contains(&reference, h))
                .collect();
            assert!(expect.iter().any(|&x| x) && expect.iter().any(|&x| !x) || blocks == 1);
            for b in backends() {
                let mut f = reference.clone();
                f.set_backend(b).unwrap();
                let single: Vec<bool> = queries.iter().map(|&h| f.contains_hash(h)).collect();
                assert_eq!(single, expect, "{b} single, {blocks} blocks {layout} k={k}");
                let mut batch = vec![false; queries.len()];
                f.contains_hash_batch(&queries, &mut batch);
                assert_eq!(batch, expect, "{b} batch, {blocks} blocks {layout} k={k}");
            }
        }
    }
}

/// The answer computed from the specification alone: mask ⊆ block (for the split layout,
/// Parquet's block index and mask, written out here again).
fn reference_contains(f: &Filter, h: u64) -> bool {
    let h32 = h as u32;
    if f.layout() == Layout::SplitBlock {
        let s = (((h >> 32) * (2 * f.num_blocks()) as u64) >> 32) as usize;
        let lanes = &f.blocks()[s / 2].0[8 * (s % 2)..8 * (s % 2) + 8];
        // Below k = 8, the lanes of entry `(h32 * 0x9e3779b1) >> 22` of the k-of-8 table.
        let k = f.num_hashes() as usize;
        let entry = (h32.wrapping_mul(0x9e37_79b1) >> 22) as usize;
        let chosen = split::SPLIT_SUBSETS[k - 1][entry];
        assert_eq!(chosen.count_ones() as usize, k);
        return lanes
            .iter()
            .zip(split::SPLIT_SALTS)
            .enumerate()
            .filter(|(i, _)| chosen >> i & 1 != 0)
            .all(|(_, (l, salt))| l >> (h32.wrapping_mul(salt) >> 27) & 1 != 0);
    }
    let m = block::mask(
        h32,
        lane_subset(h32, &LANE_SUBSETS[f.num_hashes() as usize - 1]),
    );
    let b: &Block = &f.blocks()[block::block_index(h, f.num_blocks())];
    b.0.iter().zip(m.0).all(|(l, m)| l & m == m)
}

#[test]
fn batch_lengths_around_the_chunk_size() {
    let mut rng = Rng(4);
    for b in backends() {
        let mut f = filter(97, 6, b);
        let keys: Vec<u64> = (0..(4 * CHUNK + 3) as u64).map(|_| rng.next()).collect();
        f.insert_batch(&keys[..keys.len() / 2]);
        for len in [
            0,
            1,
            CHUNK - 1,
            CHUNK,
            CHUNK + 1,
            2 * CHUNK - 1,
            2 * CHUNK,
            2 * CHUNK + 1,
            keys.len(),
        ] {
            let mut out = vec![false; len];
            f.contains_batch(&keys[..len], &mut out);
            let single: Vec<bool> = keys[..len].iter().map(|k| f.contains(k)).collect();
            assert_eq!(out, single, "{b} len={len}");
            assert!(
                out.iter().take(keys.len() / 2).all(|&x| x),
                "false negative, {b} len={len}"
            );
        }
    }
}

#[test]
fn key_types_and_batches_agree_with_single_inserts() {
    for b in backends() {
        let mut f = Filter::builder()
            .expected_items(1000)
            .seed(11)
            .backend(b)
            .build()
            .unwrap();
        let words: Vec<String> = (0..500).map(|i| format!("key-{i}")).collect();
        f.insert_batch(&words);
        f.insert(&42u64);
        f.insert(&7i32);
        f.insert(&[1u8, 2, 3]);
        assert!(words
            .iter()
            .all(|w| f.contains(w) && f.contains(w.as_str())));
        assert!(
            f.contains(&42u64.to_le_bytes()) && f.contains(&7u32) && f.contains(&vec![1u8, 2, 3])
        );
        let refs: Vec<&str> = words.iter().map(|w| w.as_str()).collect();
        let mut out = vec![false; refs.len()];
        f.contains_batch(&refs, &mut out);
        assert!(out.iter().all(|&x| x));
        assert_eq!(f.hash("key-3"), crate::Key::key_hash("key-3", 11));
    }
}

fn measured_fpr(bits_per_key: f64, n: u64, queries: u64) -> (f64, f64, u32) {
    let mut f = Filter::with_bits_per_key(n, bits_per_key).unwrap();
    let keys: Vec<u64> = (0..n).collect();
    f.insert_batch(&keys);
    let mut out = vec![false; 1 << 16];
    let mut positives = 0u64;
    let mut next = n;
    while next < n + queries {
        let len = out.len().min((n + queries - next) as usize);
        let probe: Vec<u64> = (next..next + len as u64).collect();
        f.contains_batch(&probe, &mut out[..len]);
        positives += out[..len].iter().filter(|&&x| x).count() as u64;
        next += len as u64;
    }
    let actual_bits = f.size_bytes() as f64 * 8.0 / n as f64;
    let k = f.num_hashes();
    (
        positives as f64 / queries as f64,
        expected_fpr(actual_bits, k),
        k,
    )
}

#[test]
fn fpr_on_ten_million_absent_keys_meets_the_targets_and_the_model() {
    // The targets of the core-engine issue: at most 1.00% at 10 bits/key and 0.100% at 16.
    for (bits, target) in [(10.0, 0.0100), (16.0, 0.00100)] {
        let (measured, model, k) = measured_fpr(bits, 10_000_000, 10_000_000);
        let sd = (model / 1e7).sqrt();
        eprintln!(
            "{bits} bits/key, k={k}: measured {:.4}%, model {:.4}%",
            100.0 * measured,
            100.0 * model
        );
        assert!(measured <= target, "{bits} bits/key: {measured} > {target}");
        assert!(
            (measured - model).abs() < 5.0 * sd + 0.01 * model,
            "{measured} vs model {model}"
        );
    }
}

#[test]
fn fpr_follows_the_model_across_densities() {
    for bits in [4.0, 6.0, 8.0, 12.0, 20.0] {
        let (measured, model, _) = measured_fpr(bits, 200_000, 1_000_000);
        let sd = (model / 1e6).sqrt();
        assert!(
            (measured - model).abs() < 5.0 * sd + 0.02 * model,
            "{bits}: {measured} vs {model}"
        );
    }
}

#[test]
fn no_false_negatives_at_any_k() {
    for k in 1..=MAX_HASHES {
        let mut f = Filter::builder()
            .expected_items(5000)
            .bits_per_key(8.0)
            .num_hashes(k)
            .build()
            .unwrap();
        let keys: Vec<u64> = (0..5000u64).map(|i| i * 7919).collect();
        f.insert_batch(&keys);
        assert!(keys.iter().all(|x| f.contains(x)), "k={k}");
    }
}

#[test]
fn union_equals_inserting_both_and_intersect_keeps_common_keys() {
    let (a_keys, b_keys): (Vec<u64>, Vec<u64>) = ((0..3000).collect(), (2000..5000).collect());
    let mk = || Filter::with_bits_per_key(5000, 10.0).unwrap();
    let (mut a, mut b, mut both) = (mk(), mk(), mk());
    a.insert_batch(&a_keys);
    b.insert_batch(&b_keys);
    both.insert_batch(&a_keys);
    both.insert_batch(&b_keys);
    let mut u = a.clone();
    u.union(&b).unwrap();
    assert_eq!(u, both);
    let mut i = a.clone();
    i.intersect(&b).unwrap();
    assert!((2000..3000u64).all(|x| i.contains(&x)));
    assert!(i.fill_ratio() < a.fill_ratio());

    let other_seed = Filter::builder()
        .expected_items(5000)
        .bits_per_key(10.0)
        .seed(1)
        .build()
        .unwrap();
    assert_eq!(
        a.union(&other_seed).unwrap_err().kind(),
        ErrorKind::Incompatible
    );
    let other_size = Filter::with_bits_per_key(6000, 10.0).unwrap();
    assert_eq!(
        a.intersect(&other_size).unwrap_err().kind(),
        ErrorKind::Incompatible
    );
    let other_k = Filter::builder()
        .expected_items(5000)
        .bits_per_key(10.0)
        .num_hashes(3)
        .build()
        .unwrap();
    assert_eq!(
        a.union(&other_k).unwrap_err().kind(),
        ErrorKind::Incompatible
    );
}

#[test]
fn fold_keeps_every_key_and_equals_a_half_size_build() {
    let keys: Vec<u64> = (0..20_000).collect();
    let mut f = Filter::from_parts(1000, 6, 3, None).unwrap();
    f.insert_batch(&keys);
    let half = f.fold().unwrap();
    assert_eq!(half.num_blocks(), 500);
    assert!(keys.iter().all(|x| half.contains(x)));
    let mut direct = Filter::from_parts(500, 6, 3, None).unwrap();
    direct.insert_batch(&keys);
    assert_eq!(half, direct);
    assert_eq!(half.insert_count(), 20_000, "fold kept the insert count");
    let odd = Filter::from_parts(999, 6, 3, None).unwrap();
    assert_eq!(odd.fold().unwrap_err().kind(), ErrorKind::NotFoldable);
}

#[test]
fn estimates_track_the_truth() {
    let n = 200_000u64;
    let mut f = Filter::with_bits_per_key(n, 10.0).unwrap();
    assert_eq!(
        (f.fill_ratio(), f.estimated_fpr(), f.estimated_len()),
        (0.0, 0.0, 0.0)
    );
    assert!(f.is_empty());
    let keys: Vec<u64> = (0..n).collect();
    f.insert_batch(&keys);
    let len = f.estimated_len();
    assert!((len / n as f64 - 1.0).abs() < 0.02, "estimated_len {len}");
    let (measured, model, _) = measured_fpr(10.0, n, 1_000_000);
    let est = f.estimated_fpr();
    assert!(
        (est / measured - 1.0).abs() < 0.05,
        "estimated {est} measured {measured}"
    );
    assert!(
        (est / model - 1.0).abs() < 0.05,
        "estimated {est} model {model}"
    );
    // The naive (mean fill)^k estimate is biased low for a blocked filter.
    let naive = f.fill_ratio().powi(f.num_hashes() as i32);
    assert!(naive < est * 0.97, "naive {naive} vs per-block {est}");
    f.clear();
    assert!(f.is_empty());
}

#[test]
fn bad_parameters_are_typed_errors() {
    let invalid = [
        Filter::with_fpr(0, 0.01),
        Filter::with_fpr(u64::MAX, 0.01),
        Filter::with_fpr(100, 0.0),
        Filter::with_fpr(100, 1.0),
        Filter::with_fpr(100, f64::NAN),
        Filter::with_fpr(100, 1e-200),
        Filter::with_bits_per_key(100, 0.0),
        Filter::with_bits_per_key(100, f64::INFINITY),
        Filter::with_bits_per_key(100, 1000.0),
        Filter::builder().bits_per_key(10.0).build(),
        Filter::builder()
            .expected_items(10)
            .fpr(0.1)
            .bits_per_key(10.0)
            .build(),
        Filter::builder().expected_items(10).num_hashes(0).build(),
        Filter::builder().expected_items(10).num_hashes(17).build(),
    ];
    for r in invalid {
        let e = r.unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidParameter, "{e}");
        assert!(!e.to_string().is_empty());
    }
    // 2^48 keys at 256 bits/key: 2 PiB, refused as too large rather than attempted.
    let e = Filter::with_bits_per_key(1 << 48, 256.0).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::TooLarge, "{e}");
}

#[test]
fn forcing_a_missing_backend_is_an_error() {
    for b in Backend::all() {
        let r = Filter::builder().expected_items(10).backend(b).build();
        match r {
            Ok(f) => assert!(b.is_available() && f.backend() == b),
            Err(e) => {
                assert!(!b.is_available());
                assert_eq!(e.kind(), ErrorKind::BackendUnavailable);
            }
        }
    }
    #[cfg(target_arch = "x86_64")]
    assert!(!Backend::Neon.is_available());
    #[cfg(target_arch = "aarch64")]
    assert!(!Backend::Avx2.is_available() && Backend::Neon.is_available());
}

#[test]
fn default_dispatch_picks_the_best_available_backend() {
    let f = Filter::with_fpr(100, 0.01).unwrap();
    assert_eq!(f.backend(), Backend::detect());
    assert_eq!(Backend::available()[0], Backend::detect());
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        assert_eq!(f.backend_name(), "avx512");
    }
}

mod counting;
mod grow;
#[cfg(feature = "parallel")]
mod parallel;
mod pipeline;
