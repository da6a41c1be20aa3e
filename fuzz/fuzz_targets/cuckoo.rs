//! Differential fuzzing of `CuckooFilter` against an exact multiset: insert, remove, contains,
//! batch lookups on every back end this CPU has, and clear, in fuzzer-chosen order.
//!
//! Held after every operation: no false negative for a key the model still holds (removes are
//! only of held keys, as the API requires), `insert_count` equals the model's size, a `Full`
//! insert changes no byte of the table, a remove of a held key succeeds, and every back end's
//! batch answers equal the single-key answers.
//!
//! Input: a shape byte (fingerprint width, 16 to 512 buckets), a u64 seed, then operations, each
//! an opcode byte and its operands (missing bytes read as zero). Keys are u16s, so duplicates and
//! fingerprint collisions are frequent, and small tables fill up.

#![no_main]

use libfuzzer_sys::fuzz_target;
use linebloom::{Backend, CuckooFilter, ErrorKind};
use std::collections::HashMap;

mod input;
use input::Input;

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let shape = input.u8();
    let bits = if shape & 1 == 0 { 8 } else { 16 };
    // Capacity for 16 << (0..6) buckets at the builder's 0.95 sizing.
    let buckets = 16u64 << ((shape >> 1) % 6);
    let seed = input.u64();
    let mut f = CuckooFilter::builder()
        .capacity(buckets * 38 / 10)
        .fingerprint_bits(bits)
        .seed(seed)
        .build()
        .unwrap();
    assert_eq!(f.num_buckets() as u64, buckets);
    let backends = Backend::available();
    let mut model: HashMap<u64, u32> = HashMap::new();
    let mut held: Vec<u64> = Vec::new();
    while !input.0.is_empty() {
        match input.u8() % 8 {
            0..=2 => {
                let key = u64::from(input.u16());
                let before = f.as_bytes().to_vec();
                match f.insert(&key) {
                    Ok(()) => {
                        *model.entry(key).or_default() += 1;
                        held.push(key);
                    }
                    Err(e) => {
                        assert_eq!(e.kind(), ErrorKind::Full, "{e}");
                        assert_eq!(f.as_bytes(), &before[..], "Full changed the table");
                    }
                }
            }
            3 | 4 if !held.is_empty() => {
                let i = usize::from(input.u16()) % held.len();
                let key = held.swap_remove(i);
                assert!(f.remove(&key), "a held key {key} was not found to remove");
                let c = model.get_mut(&key).unwrap();
                *c -= 1;
                if *c == 0 {
                    model.remove(&key);
                }
            }
            5 => {
                let len = usize::from(input.u8());
                let keys: Vec<u64> = (0..len).map(|_| u64::from(input.u16())).collect();
                let want: Vec<bool> = keys.iter().map(|k| f.contains(k)).collect();
                for &b in &backends {
                    f.set_backend(b).unwrap();
                    let mut got = vec![false; len];
                    f.contains_batch(&keys, &mut got);
                    assert_eq!(got, want, "{b} batch differs from single lookups");
                    assert_eq!(f.count_batch(&keys), want.iter().filter(|&&w| w).count());
                }
                for (k, &w) in keys.iter().zip(&want) {
                    assert!(w || !model.contains_key(k), "false negative for {k}");
                }
            }
            6 if input.u8() == 0xff => {
                f.clear();
                model.clear();
                held.clear();
            }
            _ => {}
        }
        assert_eq!(f.insert_count(), held.len() as u64);
    }
    for k in model.keys() {
        assert!(f.contains(k), "false negative for {k} at the end");
    }
});
