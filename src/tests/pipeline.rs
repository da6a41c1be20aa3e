//! The batch pipeline against the scalar reference on every compiled pipeline (AVX-512 with and
//! without DQ where the CPU has it): SIMD xxh3 against `Key::key_hash`, SIMD block indices
//! against `block_index`, and every batch output against single-key answers.

use super::Rng;
use crate::filter::view::FilterRef;
use crate::layout::block::block_index;
use crate::layout::split::{Layout, SPLIT_K};
use crate::probe::group::{CHUNK, GROUP};
use crate::probe::source::{Hashes, Words};
use crate::probe::{self, all_ops, Ops};
use crate::{Filter, Key};

/// A scalar filter of `blocks` lines in `shape`'s layout, seed `seed`, with `k` bits per key
/// unless `shape` fixes its own (the split-block layout's 8, and its `k` < 8 form): the pipeline
/// tests run each layout through the same checks.
fn filter_in(shape: (Layout, Option<u32>), blocks: usize, k: u32, seed: u64) -> Filter {
    let (layout, fixed) = shape;
    let k = fixed.unwrap_or(k);
    Filter::from_parts_in(layout, blocks, k, seed, Some(crate::Backend::Scalar)).unwrap()
}

/// The blocked layout at the test's `k`, the split-block layout at Parquet's `k` = 8 and at
/// `k` = 5 (five lanes of eight).
const LAYOUTS: [(Layout, Option<u32>); 3] = [
    (Layout::Blocked, None),
    (Layout::SplitBlock, Some(SPLIT_K)),
    (Layout::SplitBlock, Some(5)),
];

const SEEDS: [u64; 4] = [0, 1, u64::MAX, 0x5eed_1234_abcd_0042];

/// Hashes `keys` with the pipeline's hashing stage of `ops`, in pieces of uneven length so that
/// groups and chunks start at many offsets.
fn pipeline_hashes<W: crate::probe::source::Word>(
    ops: &'static Ops,
    keys: &[W],
    seed: u64,
) -> Vec<u64> {
    let src = Words::new(keys, seed);
    let mut out = vec![0; keys.len()];
    let mut at = 0;
    let mut piece = 1;
    while at < keys.len() {
        let len = piece.min(keys.len() - at);
        probe::hash_batch(ops, &src, at, &mut out[at..at + len]);
        at += len;
        piece = if piece > 5000 { 1 } else { piece * 3 + 1 };
    }
    out
}

fn check_words<W: crate::probe::source::Word + Key>(keys: &[W], what: &str) {
    for seed in SEEDS {
        let expect: Vec<u64> = keys.iter().map(|k| k.key_hash(seed)).collect();
        for ops in all_ops() {
            let got = pipeline_hashes(ops, keys, seed);
            if let Some(i) = (0..keys.len()).find(|&i| got[i] != expect[i]) {
                panic!(
                    "{} {what} key #{i} seed {seed:#x}: {:#x} != {:#x}",
                    ops.label(),
                    got[i],
                    expect[i]
                );
            }
        }
    }
}

/// 10^7 random keys with the edge keys at the front and at a group boundary.
fn keys_u64() -> Vec<u64> {
    let mut rng = Rng(0x4b45_5953);
    let mut keys = vec![0, 1, u64::MAX, 0, 1, u64::MAX, 1 << 32, u32::MAX as u64];
    keys.extend((0..10_000_000).map(|_| rng.next()));
    keys.extend([u64::MAX, 0, 1]);
    keys
}

#[test]
fn simd_xxh3_of_u64_and_i64_keys_is_key_hash() {
    let keys = keys_u64();
    check_words(&keys, "u64");
    let signed: Vec<i64> = keys
        .iter()
        .map(|&k| k as i64)
        .chain([i64::MIN, -1])
        .collect();
    check_words(&signed, "i64");
}

#[test]
fn simd_xxh3_of_u32_and_i32_keys_is_key_hash() {
    let mut rng = Rng(0x3332);
    let mut keys: Vec<u32> = vec![0, 1, u32::MAX, 0, 1, u32::MAX, 1 << 31, 7];
    keys.extend((0..10_000_000).map(|_| rng.next() as u32));
    check_words(&keys, "u32");
    let signed: Vec<i32> = keys
        .iter()
        .map(|&k| k as i32)
        .chain([i32::MIN, -1])
        .collect();
    check_words(&signed, "i32");
}

#[test]
fn hash_batch_is_key_hash_for_every_key_type() {
    let mut rng = Rng(77);
    let n = 1000;
    let u: Vec<u64> = (0..n).map(|_| rng.next()).collect();
    let s: Vec<String> = u.iter().map(|k| format!("{k:x}")).collect();
    let mut out = vec![0; n];
    for seed in SEEDS {
        crate::hash_batch(seed, &u, &mut out);
        assert!(u.iter().zip(&out).all(|(k, &h)| k.key_hash(seed) == h));
        crate::hash_batch(seed, &s, &mut out);
        assert!(s.iter().zip(&out).all(|(k, &h)| k.key_hash(seed) == h));
        let small: Vec<u32> = u.iter().map(|&k| k as u32).collect();
        crate::hash_batch(seed, &small, &mut out);
        assert!(small.iter().zip(&out).all(|(k, &h)| k.key_hash(seed) == h));
    }
}

#[test]
fn simd_block_indices_are_block_index() {
    let mut rng = Rng(0x1d);
    let edges = [
        0,
        1,
        u64::MAX,
        u64::MAX - 1,
        1 << 63,
        (1 << 32) - 1,
        1 << 32,
        (1 << 63) - 1,
    ];
    let sizes = [
        1usize,
        2,
        3,
        7,
        1000,
        65_537,
        (1 << 31) + 11,
        u32::MAX as usize,
        1 << 32,
        (1 << 40) + 3,
    ];
    for ops in all_ops() {
        for &n in &sizes {
            let check = |g: [u64; GROUP]| {
                let got = ops.block_indices(&g, n);
                for (h, b) in g.iter().zip(got) {
                    assert_eq!(b, block_index(*h, n), "{} n={n} h={h:#x}", ops.label());
                    assert!(b < n);
                }
            };
            check(edges);
            for _ in 0..20_000 {
                check(core::array::from_fn(|_| rng.next()));
            }
        }
    }
}

#[test]
fn simd_subset_indices_are_subset_index() {
    let mut rng = Rng(0x5b);
    let edges = [
        0,
        1,
        u64::MAX,
        0xffff_ffff,
        1 << 32,
        0x8000_0000,
        0x7fff_ffff,
        42,
    ];
    for ops in all_ops() {
        let check = |g: [u64; GROUP]| {
            let got = ops.subset_indices(&g);
            for (h, s) in g.iter().zip(got) {
                let want = crate::layout::block::subset_index(*h as u32) as u32;
                assert_eq!(s, want, "{} h={h:#x}", ops.label());
            }
        };
        check(edges);
        for _ in 0..100_000 {
            check(core::array::from_fn(|_| rng.next()));
        }
    }
}

/// The view of `f` with the tables of `ops` (possibly a pipeline `Backend` cannot name).
fn with_ops<'a>(f: &'a Filter, ops: &'static Ops) -> FilterRef<'a> {
    FilterRef {
        ops: ops.for_layout(f.layout()),
        ..f.view()
    }
}

const LENGTHS: [usize; 14] = [
    0,
    1,
    7,
    8,
    9,
    31,
    32,
    33,
    63,
    64,
    65,
    100,
    4 * CHUNK + 5,
    1000,
];

#[test]
fn every_batch_output_equals_single_answers_on_every_pipeline() {
    let mut rng = Rng(99);
    // Below and above the prefetch cut-over, so both variants of the loop run.
    for (layout, blocks) in LAYOUTS
        .into_iter()
        .flat_map(|l| [3usize, 97, (probe::prefetch::PREFETCH_MIN_BYTES / 64) + 1].map(|b| (l, b)))
    {
        let mut f = filter_in(layout, blocks, 7, 5);
        let members: Vec<u64> = (0..blocks as u64 * 6).map(|_| rng.next()).collect();
        f.insert_batch(&members);
        let mut keys: Vec<u64> = members.iter().step_by(3).copied().collect();
        keys.extend((0..1000).map(|_| rng.next()));
        keys.truncate(1000);
        for ops in all_ops() {
            let v = with_ops(&f, ops);
            let label = ops.label();
            for &n in &LENGTHS {
                let keys = &keys[..n];
                let expect: Vec<bool> = keys.iter().map(|k| f.contains(k)).collect();
                check_outputs(
                    &v,
                    keys,
                    &expect,
                    &format!("{label} {layout:?} blocks={blocks} n={n} u64"),
                );
                let hashes: Vec<u64> = keys.iter().map(|k| k.key_hash(5)).collect();
                check_hash_outputs(&v, &hashes, &expect, &format!("{label} n={n} hashes"));
                let signed: Vec<i64> = keys.iter().map(|&k| k as i64).collect();
                check_outputs(&v, &signed, &expect, &format!("{label} n={n} i64"));
                let strings: Vec<String> = keys.iter().map(|k| format!("{k}")).collect();
                let expect_s: Vec<bool> = strings.iter().map(|k| f.contains(k)).collect();
                check_outputs(&v, &strings, &expect_s, &format!("{label} n={n} str"));
                let small: Vec<u32> = keys.iter().map(|&k| k as u32).collect();
                let expect_32: Vec<bool> = small.iter().map(|k| f.contains(k)).collect();
                check_outputs(&v, &small, &expect_32, &format!("{label} n={n} u32"));
                let small_i: Vec<i32> = small.iter().map(|&k| k as i32).collect();
                check_outputs(&v, &small_i, &expect_32, &format!("{label} n={n} i32"));
            }
        }
    }
}

fn selection(expect: &[bool]) -> Vec<u32> {
    (0..expect.len() as u32)
        .filter(|&i| expect[i as usize])
        .collect()
}

fn bitmap(expect: &[bool]) -> Vec<u64> {
    let mut w = vec![0u64; expect.len().div_ceil(64)];
    for (i, &x) in expect.iter().enumerate() {
        w[i / 64] |= u64::from(x) << (i % 64);
    }
    w
}

fn check_outputs<K: Key>(v: &FilterRef<'_>, keys: &[K], expect: &[bool], what: &str) {
    let mut out = vec![true; keys.len()];
    v.contains_batch(keys, &mut out);
    assert_eq!(out, expect, "{what} contains_batch");
    let mut sel = vec![7, 7, 7];
    v.select(keys, &mut sel);
    assert_eq!(sel, selection(expect), "{what} select");
    let words = expect.len().div_ceil(64);
    let mut bits = vec![u64::MAX; words + 1];
    v.contains_batch_bitmap(keys, &mut bits);
    assert_eq!(bits[..words], bitmap(expect)[..], "{what} bitmap");
    assert_eq!(bits[words], u64::MAX, "{what} bitmap wrote past its words");
    assert_eq!(
        v.count_batch(keys),
        expect.iter().filter(|&&x| x).count(),
        "{what} count"
    );
}

fn check_hash_outputs(v: &FilterRef<'_>, hashes: &[u64], expect: &[bool], what: &str) {
    let mut out = vec![true; hashes.len()];
    v.contains_hash_batch(hashes, &mut out);
    assert_eq!(out, expect, "{what} contains_hash_batch");
    let mut sel = Vec::new();
    v.select_hashes(hashes, &mut sel);
    assert_eq!(sel, selection(expect), "{what} select_hashes");
    let mut bits = vec![u64::MAX; hashes.len().div_ceil(64)];
    v.contains_hash_batch_bitmap(hashes, &mut bits);
    assert_eq!(bits, bitmap(expect), "{what} bitmap");
    assert_eq!(
        v.count_hash_batch(hashes),
        expect.iter().filter(|&&x| x).count()
    );
}

#[test]
fn batch_inserts_of_every_key_type_equal_single_inserts_on_every_pipeline() {
    let mut rng = Rng(0x1a5e);
    let u: Vec<u64> = (0..3 * CHUNK as u64 + 11).map(|_| rng.next()).collect();
    let small: Vec<u32> = u.iter().map(|&k| k as u32).collect();
    // The same bits as `small`, but other keys where negative (sign-extended to 64 bits).
    let signed: Vec<i32> = small.iter().map(|&k| k as i32).collect();
    for (layout, blocks) in LAYOUTS
        .into_iter()
        .flat_map(|l| [1usize, 13, (probe::prefetch::PREFETCH_MIN_BYTES / 64) + 3].map(|b| (l, b)))
    {
        let mut expect = filter_in(layout, blocks, 6, 3);
        for k in &u {
            expect.insert(k);
        }
        for k in &small {
            expect.insert(k);
        }
        for k in &signed {
            expect.insert(k);
        }
        for ops in all_ops() {
            let mut f = filter_in(layout, blocks, 6, 3);
            let (p, blocks_mut) = (f.view().probe(), f.blocks_mut());
            probe::insert_batch(ops, p, blocks_mut, &Words::new(&u, 3));
            probe::insert_batch(ops, p, blocks_mut, &Words::new(&small, 3));
            probe::insert_batch(ops, p, blocks_mut, &Words::new(&signed, 3));
            assert_eq!(
                f.blocks(),
                expect.blocks(),
                "{} {layout:?} blocks={blocks}",
                ops.label()
            );
            let hashes: Vec<u64> = u.iter().map(|k| k.key_hash(3)).collect();
            let mut g = filter_in(layout, blocks, 6, 3);
            let (p, blocks_mut) = (g.view().probe(), g.blocks_mut());
            probe::insert_batch(ops, p, blocks_mut, &Hashes(&hashes));
            for k in &small {
                g.insert(k);
            }
            for k in &signed {
                g.insert(k);
            }
            assert_eq!(
                g.blocks(),
                expect.blocks(),
                "{} hashes blocks={blocks}",
                ops.label()
            );
        }
    }
}

#[test]
fn concurrent_batches_equal_single_answers_and_inserts_on_every_pipeline() {
    let mut rng = Rng(0xc0c0);
    let members: Vec<u64> = (0..4 * CHUNK as u64 + 7).map(|_| rng.next()).collect();
    let strings: Vec<String> = members.iter().map(|k| format!("s{k}")).collect();
    let mut probes: Vec<u64> = members.iter().step_by(2).copied().collect();
    probes.extend((0..300).map(|_| rng.next()));
    for blocks in [3usize, 97, (probe::prefetch::PREFETCH_MIN_BYTES / 64) + 1] {
        let mut expect = Filter::from_parts(blocks, 7, 5, Some(crate::Backend::Scalar)).unwrap();
        for k in &members {
            expect.insert(k);
        }
        for k in &strings {
            expect.insert(k);
        }
        for ops in all_ops() {
            let label = format!("{} blocks={blocks}", ops.label());
            let empty = Filter::from_parts(blocks, 7, 5, Some(crate::Backend::Scalar)).unwrap();
            let c = empty.into_concurrent().unwrap().with_ops(ops);
            let (head, tail) = members.split_at(CHUNK + 3);
            c.insert_batch(head);
            let hashes: Vec<u64> = tail.iter().map(|k| k.key_hash(5)).collect();
            c.insert_hash_batch(&hashes);
            c.insert_batch(&strings);
            for &n in &LENGTHS[..LENGTHS.len() - 1] {
                let n = n.min(probes.len());
                let keys = &probes[..n];
                let want: Vec<bool> = keys.iter().map(|k| expect.contains(k)).collect();
                let mut got = vec![false; n];
                c.contains_batch(keys, &mut got);
                assert_eq!(got, want, "{label} n={n}");
                let hashes: Vec<u64> = keys.iter().map(|k| k.key_hash(5)).collect();
                c.contains_hash_batch(&hashes, &mut got);
                assert_eq!(got, want, "{label} n={n} hashes");
                let mut sel = Vec::new();
                c.select(keys, &mut sel);
                assert_eq!(sel, selection(&want), "{label} n={n} select");
            }
            let sealed = c.into_filter();
            assert!(sealed.blocks() == expect.blocks(), "{label} inserts");
        }
    }
}
