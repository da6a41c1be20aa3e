//! The counting line on every back end against its scalar spec (`layout/counters.rs`): lookups,
//! inserts and removals on lines of random counters (zeros and saturated ones included), through
//! the per-key entry points and through the batch pipeline.

use super::Rng;
use crate::layout::block::{block_index, lane_subset, Block, LANE_SUBSETS};
use crate::layout::counters;
use crate::probe::pipeline::{Bools, Hashes};
use crate::probe::{self, all_ops, Counters, Geometry};
use crate::{Backend, CountingFilter};

/// A line of random counters, half of them 0 or 15 (the edges every kernel must get right).
fn random_line(rng: &mut Rng) -> Block {
    Block(core::array::from_fn(|_| {
        (0..8).fold(0u32, |lane, s| {
            let r = rng.next();
            let c = match r % 4 {
                0 => 0,
                1 => 15,
                _ => (r >> 8) as u32 % 16,
            };
            lane | c << (4 * s)
        })
    }))
}

#[test]
fn every_backend_counts_like_the_spec() {
    let mut rng = Rng(0xc0_0171);
    for ops in all_ops() {
        for k in 1..=16u32 {
            for _ in 0..300 {
                let lines: Vec<Block> = (0..3).map(|_| random_line(&mut rng)).collect();
                let h = rng.next();
                let (h32, p) = (h as u32, Geometry::new(lines.len(), k));
                let lanes = lane_subset(h32, p.subsets);
                let b = block_index(h, lines.len());
                let label = format!("{} k={k} h={h:#x}", ops.label());

                let present = counters::contains(&lines[b], h32, lanes);
                assert_eq!(ops.count_contains_one(&lines, k, h), present, "{label}");
                let mut answer = [false];
                let src = Hashes(core::slice::from_ref(&h));
                probe::contains_lines(ops, Counters, p, &lines, &src, &mut Bools(&mut answer));
                assert_eq!(answer[0], present, "{label} (pipeline)");

                let (mut got, mut want) = (lines.clone(), lines.clone());
                let new = counters::increment(&mut want[b], h32, lanes);
                assert_eq!(ops.count_insert_one(p, &mut got, h), new, "{label} insert");
                assert_eq!(got, want, "{label} insert");
                let mut piped = lines.clone();
                probe::insert_lines(ops, Counters, p, &mut piped, &src);
                assert_eq!(piped, want, "{label} insert (pipeline)");

                let (mut got, mut want) = (lines.clone(), lines.clone());
                if present {
                    counters::decrement(&mut want[b], h32, lanes);
                }
                assert_eq!(
                    ops.count_remove_one(p, &mut got, h),
                    present,
                    "{label} remove"
                );
                assert_eq!(got, want, "{label} remove");
            }
        }
    }
}

#[test]
fn the_spec_counts_k_counters_and_saturates() {
    let mut rng = Rng(3);
    for k in [1usize, 6, 16] {
        let h32 = rng.next() as u32;
        let lanes = lane_subset(h32, &LANE_SUBSETS[k - 1]);
        let mut line = Block::default();
        for i in 1..=20u32 {
            counters::increment(&mut line, h32, lanes);
            let v = counters::values(&line, h32, lanes);
            assert_eq!(v.iter().sum::<u32>(), k as u32 * i.min(15));
        }
    }
}

#[test]
fn batches_and_outputs_match_single_lookups_on_every_backend() {
    let keys: Vec<u64> = (0..20_000u64).map(|i| i * 3).collect();
    let probe: Vec<u64> = (0..30_000u64).collect();
    let strs: Vec<String> = probe.iter().map(|k| format!("k{k}")).collect();
    let mut reference: Option<CountingFilter> = None;
    for b in Backend::available() {
        let mut f = CountingFilter::builder()
            .expected_items(10_000)
            .counters_per_key(8.0)
            .seed(11)
            .backend(b)
            .build()
            .unwrap();
        f.insert_batch(&keys);
        let mut one = f.clone();
        one.clear();
        for k in &keys {
            one.insert(k);
        }
        assert!(one == f, "{b}: insert_batch differs from single inserts");
        for k in strs.iter().step_by(2) {
            f.insert(k.as_str());
        }
        let single: Vec<bool> = probe.iter().map(|k| f.contains(k)).collect();
        let mut out = vec![false; probe.len()];
        f.contains_batch(&probe, &mut out);
        assert_eq!(out, single, "{b}: contains_batch");
        let hashes: Vec<u64> = probe.iter().map(|k| f.hash(k)).collect();
        f.contains_hash_batch(&hashes, &mut out);
        assert_eq!(out, single, "{b}: contains_hash_batch");
        let str_single: Vec<bool> = strs.iter().map(|k| f.contains(k.as_str())).collect();
        let mut str_out = vec![false; strs.len()];
        f.contains_batch(&strs, &mut str_out);
        assert_eq!(str_out, str_single, "{b}: string keys");

        let mut sel = Vec::new();
        f.select(&probe, &mut sel);
        let want: Vec<u32> = (0..probe.len() as u32)
            .filter(|&i| single[i as usize])
            .collect();
        assert_eq!(sel, want, "{b}: select");
        let mut bits = vec![0u64; probe.len().div_ceil(64)];
        f.contains_hash_batch_bitmap(&hashes, &mut bits);
        assert!((0..probe.len()).all(|i| (bits[i / 64] >> (i % 64) & 1 != 0) == single[i]));
        assert_eq!(f.count_batch(&probe), want.len(), "{b}: count_batch");
        assert!(keys.iter().all(|k| f.contains(k)), "{b}: a false negative");

        // Every back end keeps the same counters.
        if let Some(r) = &reference {
            assert!(r == &f, "{b}: counters differ from the first back end's");
        }
        reference = Some(f);
    }
}
