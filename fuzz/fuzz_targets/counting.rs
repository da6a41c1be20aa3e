//! Differential fuzzing of `CountingFilter` against an exact multiset: inserts, removals of held
//! keys, removals of keys the filter says are absent, batch lookups and outputs on every back end,
//! file round trips and clear, in fuzzer-chosen order.
//!
//! Held after every operation: a held key answers "maybe" (no false negative, saturation or
//! not), a removal of a held key succeeds, a removal the filter refuses changes no byte,
//! `insert_count` is the multiset's size, every back end's batch answers, selection vector,
//! bitmap and count equal the single-key answers, and a written file reads back equal.
//!
//! Input: a shape byte (1 to 32 lines' worth of keys at 4 to 19 counters per key), a u64 seed,
//! then operations, each an opcode byte and its operands (missing bytes read as zero). Keys are
//! u16s of a small range, so repeats, shared counters and saturation are frequent.

#![no_main]

use libfuzzer_sys::fuzz_target;
use linebloom::{Backend, CountingFilter};
use std::collections::HashMap;

mod input;
use input::Input;

/// The multiset and the filter, side by side.
struct Pair {
    f: CountingFilter,
    model: HashMap<u64, u32>,
    total: u64,
}

impl Pair {
    fn insert(&mut self, key: u64) {
        self.f.insert(&key);
        *self.model.entry(key).or_default() += 1;
        self.total += 1;
        assert!(self.f.contains(&key), "{key} absent right after its insert");
    }

    /// Removes the held key at `pick` (modulo the distinct keys held).
    fn remove_held(&mut self, pick: u16) {
        let Some(&key) = self
            .model
            .keys()
            .nth(usize::from(pick) % self.model.len().max(1))
        else {
            return;
        };
        assert!(self.f.remove(&key), "held key {key} not found by remove");
        let n = self.model.get_mut(&key).expect("drawn from the model");
        *n -= 1;
        if *n == 0 {
            self.model.remove(&key);
        }
        self.total -= 1;
    }

    /// Removes `key` if the filter says it is absent (a key the API allows removing): nothing
    /// may change.
    fn remove_absent(&mut self, key: u64) {
        if self.f.contains(&key) {
            return;
        }
        let before = self.f.as_bytes().to_vec();
        assert!(!self.f.remove(&key), "remove found {key}, contains did not");
        assert_eq!(
            self.f.as_bytes(),
            &before[..],
            "a refused remove changed counters"
        );
    }

    /// Every output of a batch, on every back end, against the single-key answers.
    fn batch(&mut self, keys: &[u64]) {
        let single: Vec<bool> = keys.iter().map(|k| self.f.contains(k)).collect();
        let hits: Vec<u32> = (0..keys.len() as u32)
            .filter(|&i| single[i as usize])
            .collect();
        let hashes: Vec<u64> = keys.iter().map(|k| self.f.hash(k)).collect();
        for b in Backend::available() {
            self.f.set_backend(b).unwrap();
            let (mut by_key, mut by_hash) = (vec![false; keys.len()], vec![false; keys.len()]);
            self.f.contains_batch(keys, &mut by_key);
            self.f.contains_hash_batch(&hashes, &mut by_hash);
            let mut selected = Vec::new();
            self.f.select(keys, &mut selected);
            let mut bits = vec![0u64; keys.len().div_ceil(64)];
            self.f.contains_batch_bitmap(keys, &mut bits);
            let from_bits = (0..keys.len()).map(|i| bits[i / 64] >> (i % 64) & 1 == 1);
            assert!(by_key == single && by_hash == single, "{b}: batch answers");
            assert_eq!(
                (selected, self.f.count_hash_batch(&hashes)),
                (hits.clone(), hits.len())
            );
            assert_eq!(from_bits.collect::<Vec<_>>(), single, "{b}: bitmap");
        }
    }

    fn check(&self) {
        assert_eq!(
            self.f.insert_count(),
            self.total,
            "count against the multiset"
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let shape = input.u8();
    let counters = 4.0 + f64::from(shape % 16);
    let items = 1 + u64::from(shape >> 4) * 256 / counters as u64;
    let f = CountingFilter::builder()
        .expected_items(items)
        .counters_per_key(counters)
        .seed(input.u64())
        .build()
        .unwrap();
    let mut p = Pair {
        f,
        model: HashMap::new(),
        total: 0,
    };
    let span = 64 + u64::from(shape) * 16; // the key range: small, so keys repeat
    while !input.0.is_empty() {
        match input.u8() % 10 {
            0..=3 => p.insert(u64::from(input.u16()) % span),
            4..=6 => p.remove_held(input.u16()),
            7 => p.remove_absent(u64::from(input.u16())),
            8 => {
                let keys: Vec<u64> = (0..input.u8())
                    .map(|_| u64::from(input.u16()) % span)
                    .collect();
                p.batch(&keys);
            }
            _ => match input.u8() {
                0xff => {
                    p.f.clear();
                    p.model.clear();
                    p.total = 0;
                }
                0xfe => {
                    let mut file = Vec::new();
                    p.f.write_to(&mut file).unwrap();
                    assert!(CountingFilter::read_from(&mut &file[..]).unwrap() == p.f);
                }
                _ => {}
            },
        }
        p.check();
    }
    for k in p.model.keys() {
        assert!(p.f.contains(k), "false negative for {k} at the end");
    }
});
