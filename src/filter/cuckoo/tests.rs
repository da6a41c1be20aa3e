//! The cuckoo filter's behaviour: every kernel against the scalar reference, the load reached
//! before the first `Full`, no false negatives under random insert/remove, and the documented
//! contracts (a failed insert changes nothing, duplicates, removing a never-added key).

use super::*;
use crate::layout::block::SplitMix as Rng;
use crate::layout::buckets::{self, SLOTS};
use crate::probe::all_ops;
use crate::probe::pipeline::GROUP;
use std::collections::HashMap;

fn filter(buckets: usize, fp_bits: u32, seed: u64) -> CuckooFilter {
    CuckooFilter::from_shape(buckets, fp_bits, seed, None).unwrap()
}

/// Inserts random hashes until the first `Full`; returns them and the load just before it.
fn fill_until_full(f: &mut CuckooFilter, rng: &mut Rng) -> (Vec<u64>, f64) {
    let mut inserted = Vec::new();
    loop {
        let h = rng.next();
        // Snapshots only near the end (copying the table per insert would dominate the test).
        let before = (f.load_factor() > 0.9).then(|| f.as_bytes().to_vec());
        match f.insert_hash(h) {
            Ok(()) => inserted.push(h),
            Err(e) => {
                assert_eq!(e.kind(), ErrorKind::Full);
                let before = before.expect("no Full below load 0.9");
                assert_eq!(
                    f.as_bytes(),
                    &before[..],
                    "a failed insert changed the table"
                );
                return (inserted, f.load_factor());
            }
        }
    }
}

/// A bucket word whose slots are drawn so that matches, near-matches and empties all occur.
fn word16(rng: &mut Rng, fp: u16) -> u64 {
    (0..SLOTS).fold(0, |w, s| {
        let slot = match rng.next() % 4 {
            0 => fp,
            1 => 0,
            2 => fp ^ 1 << (rng.next() % 16),
            _ => rng.next() as u16,
        };
        w | u64::from(slot) << (16 * s)
    })
}

#[test]
fn every_kernel_compares_like_the_reference() {
    let mut rng = Rng(11);
    let ops = all_ops();
    for _ in 0..20_000 {
        let fps: [u16; GROUP] = core::array::from_fn(|_| rng.next() as u16);
        let b1: [u64; GROUP] = core::array::from_fn(|j| word16(&mut rng, fps[j]));
        let b2: [u64; GROUP] = core::array::from_fn(|j| word16(&mut rng, fps[j]));
        let fps8 = fps.map(|f| f & 0xff);
        let c1 = b1.map(|w| (w as u32) ^ (w >> 32) as u32);
        let c2 = b2.map(|w| (w >> 8) as u32);
        let mut want16 = 0;
        let mut want8 = 0;
        for j in 0..GROUP {
            want16 |= u32::from(buckets::holds16(b1[j], b2[j], fps[j])) << j;
            want8 |= u32::from(buckets::holds8(c1[j], c2[j], fps8[j])) << j;
        }
        for o in &ops {
            assert_eq!(
                o.buckets_test16(&b1, &b2, &fps),
                want16,
                "{} test16",
                o.label()
            );
            assert_eq!(
                o.buckets_test8(&c1, &c2, &fps8),
                want8,
                "{} test8",
                o.label()
            );
        }
    }
}

#[test]
fn every_pipeline_answers_like_the_reference() {
    // 2^13 buckets stay under the prefetch cut-over; 2^16 16-bit buckets (512 KiB) are past it.
    for (buckets, fp_bits) in [(16, 8), (1 << 13, 8), (1 << 13, 16), (1 << 16, 16)] {
        let mut f = filter(buckets, fp_bits, 3);
        let mut rng = Rng(buckets as u64);
        let (keys, _) = fill_until_full(&mut f, &mut rng);
        let mut probe: Vec<u64> = keys.iter().step_by(3).copied().collect();
        probe.extend((0..5000).map(|_| rng.next()));
        for len in [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 129, probe.len()] {
            let hashes = &probe[..len];
            let want: Vec<bool> = hashes
                .iter()
                .map(|&h| buckets::contains(f.shape, f.as_bytes(), h))
                .collect();
            for ops in all_ops() {
                f.ops = ops;
                let mut got = vec![false; len];
                f.contains_hash_batch(hashes, &mut got);
                assert_eq!(got, want, "{} {buckets}x{fp_bits} len {len}", ops.label());
                let count = want.iter().filter(|&&w| w).count();
                assert_eq!(f.count_hash_batch(hashes), count, "{} count", ops.label());
            }
        }
    }
}

#[test]
fn load_before_the_first_full_is_at_least_94_percent() {
    for seed in 0..10 {
        let mut f = filter(1 << 13, 16, seed);
        let (keys, load) = fill_until_full(&mut f, &mut Rng(seed * 7 + 1));
        assert!(load >= 0.94, "seed {seed}: first Full at load {load:.4}");
        assert!(
            keys.iter().all(|&h| f.contains_hash(h)),
            "seed {seed}: a key was lost"
        );
    }
}

#[test]
fn eight_bit_fingerprints_fill_small_tables_too() {
    // With 8 bits the alternate bucket takes one of 255 offsets, which limits large tables; at
    // 2^10 buckets the load still passes 0.9.
    for seed in 0..4 {
        let mut f = filter(1 << 10, 8, seed);
        let (keys, load) = fill_until_full(&mut f, &mut Rng(seed + 100));
        assert!(load >= 0.9, "seed {seed}: first Full at load {load:.4}");
        assert!(keys.iter().all(|&h| f.contains_hash(h)));
    }
}

#[test]
fn no_false_negatives_after_a_million_random_inserts_and_removes() {
    let mut f = filter(1 << 12, 16, 5); // 16384 slots
    let mut rng = Rng(77);
    let mut model: HashMap<u64, u32> = HashMap::new();
    let mut present: Vec<u64> = Vec::new();
    let pool = 12_000u64;
    for op in 0..1_000_000u32 {
        let r = rng.next();
        if r.is_multiple_of(2) || present.is_empty() {
            let key = rng.next() % pool;
            match f.insert(&key) {
                Ok(()) => {
                    *model.entry(key).or_default() += 1;
                    present.push(key);
                }
                Err(e) => assert_eq!(e.kind(), ErrorKind::Full),
            }
        } else {
            let i = (rng.next() % present.len() as u64) as usize;
            let key = present.swap_remove(i);
            assert!(
                f.remove(&key),
                "op {op}: inserted key {key} not found to remove"
            );
            let c = model.get_mut(&key).unwrap();
            *c -= 1;
            if *c == 0 {
                model.remove(&key);
            }
        }
        if op % 100_000 == 0 {
            assert!(
                model.keys().all(|k| f.contains(k)),
                "op {op}: a false negative"
            );
        }
    }
    assert!(
        model.keys().all(|k| f.contains(k)),
        "a false negative at the end"
    );
    assert_eq!(f.insert_count(), present.len() as u64);
    assert_eq!(
        buckets::occupied(f.shape, f.as_bytes()),
        present.len() as u64
    );
}

#[test]
fn duplicates_take_a_slot_each_up_to_eight() {
    let mut f = filter(1 << 10, 16, 9);
    // A key whose two buckets differ.
    let key = (0u64..)
        .find(|k| {
            let (i1, fp) = f.shape.place(f.hash(k));
            f.shape.alt(i1, fp) != i1
        })
        .unwrap();
    for i in 0..8 {
        f.insert(&key).unwrap_or_else(|e| panic!("copy {i}: {e}"));
    }
    assert_eq!(f.insert_count(), 8);
    let before = f.as_bytes().to_vec();
    assert_eq!(f.insert(&key).unwrap_err().kind(), ErrorKind::Full);
    assert_eq!(f.as_bytes(), &before[..]);
    for i in 0..8 {
        assert!(f.contains(&key), "after {i} removals");
        assert!(f.remove(&key));
    }
    assert!(!f.contains(&key) && !f.remove(&key) && f.is_empty());
}

#[test]
fn removing_a_never_added_key_can_remove_another_keys_fingerprint() {
    let mut f = filter(1 << 10, 16, 0);
    let a = 0xabcd_0000_0000_0123u64; // fingerprint 0xabcd, bucket 0x123
    let b = a | 1 << 40; // another key's hash with the same fingerprint and bucket
    f.insert_hash(a).unwrap();
    assert!(f.contains_hash(b), "b collides with a");
    assert!(
        f.remove_hash(b),
        "removing b (never added) deletes a's fingerprint"
    );
    assert!(
        !f.contains_hash(a),
        "a is now a false negative, as documented"
    );
}

#[test]
fn batch_outputs_agree_with_contains() {
    let mut f = CuckooFilter::with_capacity(5000).unwrap();
    for k in 0..5000u64 {
        f.insert(&(k * 2)).unwrap();
    }
    let keys: Vec<u64> = (0..3000).collect();
    let want: Vec<bool> = keys.iter().map(|k| f.contains(k)).collect();
    let mut got = vec![false; keys.len()];
    f.contains_batch(&keys, &mut got);
    assert_eq!(got, want);
    let hashes: Vec<u64> = keys.iter().map(|k| f.hash(k)).collect();
    f.contains_hash_batch(&hashes, &mut got);
    assert_eq!(got, want);
    let mut sel = Vec::new();
    f.select(&keys, &mut sel);
    let want_sel: Vec<u32> = (0..keys.len() as u32)
        .filter(|&i| want[i as usize])
        .collect();
    assert_eq!(sel, want_sel);
    f.select_hashes(&hashes, &mut sel);
    assert_eq!(sel, want_sel);
    let mut bits = vec![u64::MAX; keys.len().div_ceil(64)];
    f.contains_batch_bitmap(&keys, &mut bits);
    for (i, &w) in want.iter().enumerate() {
        assert_eq!(bits[i / 64] >> (i % 64) & 1 == 1, w);
    }
    assert_eq!(f.count_batch(&keys), want_sel.len());
    assert_eq!(f.count_hash_batch(&hashes), want_sel.len());
    assert!(want.iter().step_by(2).all(|&w| w), "an even key is missing");
}

#[test]
fn sixteen_bit_fpr_at_95_percent_load_is_near_eight_in_65536() {
    let mut f = filter(1 << 14, 16, 21);
    let mut rng = Rng(4);
    while f.load_factor() < 0.95 {
        f.insert_hash(rng.next()).unwrap();
    }
    let absent = 1_000_000;
    let hits = (0..absent).filter(|_| f.contains_hash(rng.next())).count();
    let fpr = hits as f64 / absent as f64;
    // Expected 1 - (1 - 1/65535)^7.6 = 1.16e-4; 2e-4 is seven standard deviations above.
    assert!(fpr <= 2e-4, "FPR {fpr:.2e}");
    assert!((f.estimated_fpr() - 1.16e-4).abs() < 1e-5);
}

#[test]
fn sizing_clear_and_errors() {
    let f = CuckooFilter::with_capacity(1_000_000).unwrap();
    assert!(f.num_buckets().is_power_of_two());
    assert!(1_000_000.0 / f.num_slots() as f64 <= 0.95);
    assert_eq!(f.size_bytes(), f.num_buckets() * 8);
    let f8 = CuckooFilter::builder()
        .capacity(10)
        .fingerprint_bits(8)
        .build()
        .unwrap();
    assert_eq!((f8.num_buckets(), f8.size_bytes()), (16, 64));
    for bad in [0, 4, 12, 32] {
        let e = CuckooFilter::builder()
            .capacity(10)
            .fingerprint_bits(bad)
            .build();
        assert_eq!(
            e.unwrap_err().kind(),
            ErrorKind::InvalidParameter,
            "{bad} bits"
        );
    }
    assert_eq!(
        CuckooFilter::with_capacity(0).unwrap_err().kind(),
        ErrorKind::InvalidParameter
    );
    assert!(CuckooFilter::builder().build().is_err());
    let mut g = CuckooFilter::with_capacity(100).unwrap();
    g.insert(&1u8).unwrap();
    g.clear();
    assert!(g.is_empty() && !g.contains(&1u8) && g.as_bytes().iter().all(|&b| b == 0));
}

#[test]
fn same_inserts_give_the_same_table() {
    let build = || {
        let mut f = CuckooFilter::builder()
            .capacity(3000)
            .seed(8)
            .build()
            .unwrap();
        for k in 0..4000u64 {
            let _ = f.insert(&k);
        }
        f
    };
    assert_eq!(build().as_bytes(), build().as_bytes());
}
