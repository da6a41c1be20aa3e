//! Differential fuzzing of the back ends: one filter per back end this CPU has, all with the same
//! shape and seed, fed the same operations. Every back end must set exactly the bits the scalar
//! reference sets, answer every query as it does, and never give a false negative.
//!
//! The input is decoded by hand, a few bytes at a time (missing bytes read as zero):
//!
//! * shape: a sizing mode byte; `k` in 1..=16 (or the builder's choice); then either a block count
//!   (1..=300, exact) or `expected_items` and `bits_per_key` (whose rounded-up block count is
//!   capped at 300); a u64 seed.
//! * then operations until the input runs out, each an opcode byte and its operands; batch lengths
//!   come from a table that straddles the batch driver's chunk (32) and its two-chunk window (64).
//!
//! The batch operations cover every key route into the pipeline: `u64`, `i64`, `u32` and `i32`
//! keys (hashed several per SIMD register), byte strings (hashed one at a time) and hashes; and
//! every output shape: bools, selection vectors, bitmaps and counts, each held to the bools and
//! to single-key answers. `hash_batch` is held to `Key::key_hash` under fuzzer-chosen seeds.

#![no_main]

use libfuzzer_sys::fuzz_target;
use linebloom::{Backend, Filter, Key};

/// Largest block count the fuzzer builds (keeps each iteration cheap).
const MAX_BLOCKS: u64 = 300;

/// Batch lengths worth hitting exactly: empty, one, and either side of 1, 2, 3 and 4 chunks.
const BATCH_LENGTHS: [usize; 16] = [
    0, 1, 2, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 200,
];

/// A cursor over the fuzz input; reads past the end give zeros, so every input decodes.
struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    fn bytes(&mut self, n: usize) -> &'a [u8] {
        let n = n.min(self.data.len());
        let (head, tail) = self.data.split_at(n);
        self.data = tail;
        head
    }

    fn u8(&mut self) -> u8 {
        self.bytes(1).first().copied().unwrap_or(0)
    }

    fn u16(&mut self) -> u16 {
        let mut b = [0u8; 2];
        let got = self.bytes(2);
        b[..got.len()].copy_from_slice(got);
        u16::from_le_bytes(b)
    }

    fn u64(&mut self) -> u64 {
        let mut b = [0u8; 8];
        let got = self.bytes(8);
        b[..got.len()].copy_from_slice(got);
        u64::from_le_bytes(b)
    }

    /// A batch length: mostly from the table, sometimes any length up to 255.
    fn batch_len(&mut self) -> usize {
        let b = self.u8();
        if b & 0x80 == 0 {
            BATCH_LENGTHS[(b & 0x0f) as usize]
        } else {
            self.u8() as usize
        }
    }
}

/// SplitMix64: spreads a fuzzer-chosen base into well-mixed hashes and keys.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A batch of `n` u64 keys from `base`: consecutive, strided, or mixed, as the fuzzer picks.
fn u64_keys(base: u64, style: u8, n: usize) -> Vec<u64> {
    (0..n as u64)
        .map(|i| match style % 3 {
            0 => base.wrapping_add(i),
            1 => base.wrapping_add(i.wrapping_mul(u64::from(style) | 1) << 20),
            _ => splitmix(base ^ i),
        })
        .collect()
}

/// A batch of `n` byte-string keys of lengths 0..=16 derived from `base`.
fn byte_keys(base: u64, n: usize) -> Vec<Vec<u8>> {
    (0..n as u64)
        .map(|i| {
            let h = splitmix(base.wrapping_add(i));
            let len = (h % 17) as usize;
            let mut v = h.to_le_bytes().to_vec();
            v.extend_from_slice(&(!h).to_le_bytes());
            v.truncate(len);
            v
        })
        .collect()
}

/// A key whose presence must survive: never a false negative.
enum Inserted {
    Bytes(Vec<u8>),
    U64(u64),
    U32(u32),
    Hash(u64),
}

/// Checks every batch output of `f` for `keys` (and for their hashes) against `want`, the
/// answers of `contains_batch`.
fn check_outputs<K: Key>(f: &Filter, keys: &[K], want: &[bool]) {
    let name = f.backend_name();
    let n = keys.len();
    let selected: Vec<u32> = (0..n as u32).filter(|&i| want[i as usize]).collect();
    let mut sel = vec![u32::MAX; 3];
    f.select(keys, &mut sel);
    assert_eq!(sel, selected, "select on {name}");
    let words = n.div_ceil(64);
    let mut bits = vec![u64::MAX; words + 1];
    f.contains_batch_bitmap(keys, &mut bits);
    for i in 0..n {
        assert_eq!(bits[i / 64] >> (i % 64) & 1 == 1, want[i], "bitmap[{i}] on {name}");
    }
    if n % 64 != 0 {
        assert_eq!(bits[words - 1] >> (n % 64), 0, "bitmap tail bits on {name}");
    }
    assert_eq!(bits[words], u64::MAX, "bitmap wrote past its words on {name}");
    assert_eq!(f.count_batch(keys), selected.len(), "count_batch on {name}");
    let hashes: Vec<u64> = keys.iter().map(|k| f.hash(k)).collect();
    let mut by_hash = vec![!want.first().copied().unwrap_or(false); n];
    f.contains_hash_batch(&hashes, &mut by_hash);
    assert_eq!(by_hash, want, "contains_hash_batch on {name}");
    f.select_hashes(&hashes, &mut sel);
    assert_eq!(sel, selected, "select_hashes on {name}");
    f.contains_hash_batch_bitmap(&hashes, &mut bits[..words]);
    for i in 0..n {
        assert_eq!(bits[i / 64] >> (i % 64) & 1 == 1, want[i], "hash bitmap[{i}] on {name}");
    }
    assert_eq!(f.count_hash_batch(&hashes), selected.len(), "count_hash_batch on {name}");
}

struct Harness {
    /// `filters[0]` is the scalar reference.
    filters: Vec<Filter>,
    inserted: Vec<Inserted>,
}

impl Harness {
    fn new(builder: &linebloom::FilterBuilder) -> Option<Harness> {
        let mut backends = Backend::available();
        backends.retain(|&b| b != Backend::Scalar);
        backends.insert(0, Backend::Scalar);
        let mut filters = Vec::with_capacity(backends.len());
        for b in backends {
            let f = builder.clone().backend(b).build().ok()?;
            assert_eq!(f.backend(), b);
            filters.push(f);
        }
        let (s, rest) = filters.split_first().unwrap();
        for f in rest {
            assert_eq!(
                (f.num_blocks(), f.num_hashes(), f.seed()),
                (s.num_blocks(), s.num_hashes(), s.seed()),
                "same builder, different shape on {}",
                f.backend_name()
            );
        }
        Some(Harness {
            filters,
            inserted: Vec::new(),
        })
    }

    fn check_bits(&self, what: &str) {
        let reference = self.filters[0].as_bytes();
        for f in &self.filters[1..] {
            if f.as_bytes() != reference {
                let first = f.as_bytes().iter().zip(reference).position(|(a, b)| a != b);
                panic!(
                    "after {what}: {} bits differ from scalar (first differing byte {first:?}, \
                     {} blocks, k = {})",
                    f.backend_name(),
                    f.num_blocks(),
                    f.num_hashes()
                );
            }
        }
    }

    fn insert_each(&mut self, what: &str, op: impl Fn(&mut Filter)) {
        for f in &mut self.filters {
            op(f);
        }
        self.check_bits(what);
    }

    /// Runs a single-key query on every filter; all must agree with scalar.
    fn query_one(&self, what: &str, q: impl Fn(&Filter) -> bool) -> bool {
        let want = q(&self.filters[0]);
        for f in &self.filters[1..] {
            assert_eq!(
                q(f),
                want,
                "{what}: {} disagrees with scalar",
                f.backend_name()
            );
        }
        want
    }

    /// Runs a batched query on every filter; each answer must equal that filter's single-key
    /// answer and the scalar filter's batched answer.
    fn query_batch(
        &self,
        what: &str,
        n: usize,
        batch: impl Fn(&Filter, &mut [bool]),
        single: impl Fn(&Filter, usize) -> bool,
    ) -> Vec<bool> {
        let mut want = vec![false; n];
        batch(&self.filters[0], &mut want);
        for f in &self.filters {
            let mut got = vec![true; n];
            batch(f, &mut got);
            for i in 0..n {
                assert_eq!(
                    got[i],
                    want[i],
                    "{what}[{i}] of {n}: {} vs scalar",
                    f.backend_name()
                );
                assert_eq!(
                    got[i],
                    single(f, i),
                    "{what}[{i}] of {n}: {} batch vs single",
                    f.backend_name()
                );
            }
        }
        want
    }

    fn check_no_false_negatives(&self) {
        for f in &self.filters {
            for key in &self.inserted {
                let found = match key {
                    Inserted::Bytes(b) => f.contains(&b[..]),
                    Inserted::U64(k) => f.contains(k),
                    Inserted::U32(k) => f.contains(k),
                    Inserted::Hash(h) => f.contains_hash(*h),
                };
                assert!(found, "false negative on {}", f.backend_name());
            }
            // The same, through the batch paths.
            let hashes: Vec<u64> = self
                .inserted
                .iter()
                .map(|key| match key {
                    Inserted::Bytes(b) => f.hash(&b[..]),
                    Inserted::U64(k) => f.hash(k),
                    Inserted::U32(k) => f.hash(k),
                    Inserted::Hash(h) => *h,
                })
                .collect();
            let mut out = vec![false; hashes.len()];
            f.contains_hash_batch(&hashes, &mut out);
            assert!(
                out.iter().all(|&x| x),
                "batched false negative on {}",
                f.backend_name()
            );
        }
    }
}

fn shape(input: &mut Input) -> linebloom::FilterBuilder {
    let mode = input.u8();
    let k = input.u8();
    // k in 1..=16, or (k byte 0xff) the builder's own choice for the density.
    let b = if k == 0xff {
        Filter::builder()
    } else {
        Filter::builder().num_hashes(u32::from(k % 16) + 1)
    };
    let b = if mode & 1 == 0 {
        // Exact block count: 2b keys at 256 bits/key is b blocks of 512 bits.
        let blocks = u64::from(input.u16()) % MAX_BLOCKS + 1;
        b.expected_items(2 * blocks).bits_per_key(256.0)
    } else {
        // Free-form sizing, with a fractional bits/key, capped at MAX_BLOCKS blocks.
        let items = u64::from(input.u16()) + 1;
        let bits = 1.0 + f64::from(input.u16()) / 256.0; // 1.0 ..= 256.996
        let bits = bits.min(256.0);
        let blocks = (items as f64 * bits / 512.0).ceil();
        let items = if blocks > MAX_BLOCKS as f64 {
            ((MAX_BLOCKS as f64 * 512.0 / bits).floor() as u64).max(1)
        } else {
            items
        };
        b.expected_items(items).bits_per_key(bits)
    };
    b.seed(input.u64())
}

fn run(data: &[u8]) {
    let mut input = Input { data };
    let builder = shape(&mut input);
    let Some(mut h) = Harness::new(&builder) else {
        return;
    };
    assert!(h.filters[0].num_blocks() as u64 <= MAX_BLOCKS + 1);

    while !input.is_empty() {
        match input.u8() % 16 {
            0 => {
                let len = (input.u8() % 40) as usize;
                let key = input.bytes(len).to_vec();
                h.insert_each("insert(bytes)", |f| f.insert(&key[..]));
                h.inserted.push(Inserted::Bytes(key));
            }
            1 => {
                let k = input.u64();
                h.insert_each("insert(u64)", |f| f.insert(&k));
                h.inserted.push(Inserted::U64(k));
            }
            2 => {
                let hash = input.u64();
                h.insert_each("insert_hash", |f| f.insert_hash(hash));
                h.inserted.push(Inserted::Hash(hash));
            }
            3 => {
                let (n, style, base) = (input.batch_len(), input.u8(), input.u64());
                let keys = u64_keys(base, style, n);
                h.insert_each("insert_batch(u64)", |f| f.insert_batch(&keys));
                h.inserted.extend(keys.into_iter().map(Inserted::U64));
            }
            4 => {
                let (n, base) = (input.batch_len(), input.u64());
                let keys = byte_keys(base, n);
                h.insert_each("insert_batch(bytes)", |f| f.insert_batch(&keys));
                h.inserted.extend(keys.into_iter().map(Inserted::Bytes));
            }
            5 => {
                let (n, base) = (input.batch_len(), input.u64());
                let hashes: Vec<u64> = (0..n as u64).map(|i| splitmix(base ^ (i << 32))).collect();
                h.insert_each("insert_hash_batch", |f| f.insert_hash_batch(&hashes));
                h.inserted.extend(hashes.into_iter().map(Inserted::Hash));
            }
            6 => {
                let len = (input.u8() % 40) as usize;
                let key = input.bytes(len);
                h.query_one("contains(bytes)", |f| f.contains(key));
            }
            7 => {
                let k = input.u64();
                h.query_one("contains(u64)", |f| f.contains(&k));
            }
            8 => {
                let hash = input.u64();
                h.query_one("contains_hash", |f| f.contains_hash(hash));
            }
            9 => {
                // A mix of fresh keys and keys inserted as u64 (which must all be found).
                let (n, style, base) = (input.batch_len(), input.u8(), input.u64());
                let old: Vec<u64> = h
                    .inserted
                    .iter()
                    .filter_map(|k| {
                        if let Inserted::U64(k) = k {
                            Some(*k)
                        } else {
                            None
                        }
                    })
                    .collect();
                let mut keys = u64_keys(base, style, n);
                let mut must = vec![false; n];
                if !old.is_empty() {
                    for (i, key) in keys.iter_mut().enumerate() {
                        let r = splitmix(base.wrapping_add(i as u64));
                        if r & 1 == 0 {
                            *key = old[(r >> 1) as usize % old.len()];
                            must[i] = true;
                        }
                    }
                }
                let got = h.query_batch(
                    "contains_batch(u64)",
                    n,
                    |f, out| f.contains_batch(&keys, out),
                    |f, i| f.contains(&keys[i]),
                );
                for i in 0..n {
                    assert!(got[i] || !must[i], "contains_batch false negative at {i}");
                }
            }
            10 => {
                let (n, base) = (input.batch_len(), input.u64());
                let keys = byte_keys(base, n);
                h.query_batch(
                    "contains_batch(bytes)",
                    n,
                    |f, out| f.contains_batch(&keys, out),
                    |f, i| f.contains(&keys[i][..]),
                );
            }
            12 => {
                // u32 keys in, then i32 keys (the same bits) out: the 4-byte SIMD hashing.
                let (n, style, base) = (input.batch_len(), input.u8(), input.u64());
                let keys: Vec<u32> = u64_keys(base, style, n).iter().map(|&k| k as u32).collect();
                h.insert_each("insert_batch(u32)", |f| f.insert_batch(&keys));
                let signed: Vec<i32> = keys.iter().map(|&k| k as i32).collect();
                let got = h.query_batch(
                    "contains_batch(i32)",
                    n,
                    |f, out| f.contains_batch(&signed, out),
                    |f, i| f.contains(&keys[i]),
                );
                assert!(got.iter().all(|&x| x), "contains_batch(i32) false negative");
                h.inserted.extend(keys.into_iter().map(Inserted::U32));
            }
            13 => {
                // i64 keys in, u64 (the same bits) out: the 8-byte SIMD hashing.
                let (n, style, base) = (input.batch_len(), input.u8(), input.u64());
                let keys = u64_keys(base, style, n);
                let signed: Vec<i64> = keys.iter().map(|&k| k as i64).collect();
                h.insert_each("insert_batch(i64)", |f| f.insert_batch(&signed));
                let got = h.query_batch(
                    "contains_batch(u64 after i64)",
                    n,
                    |f, out| f.contains_batch(&keys, out),
                    |f, i| f.contains(&signed[i]),
                );
                assert!(got.iter().all(|&x| x), "contains_batch(u64) false negative");
                h.inserted.extend(keys.into_iter().map(Inserted::U64));
            }
            14 => {
                // hash_batch against key_hash, any seed, every key width.
                let (n, style, base, seed) = (input.batch_len(), input.u8(), input.u64(), input.u64());
                let keys = u64_keys(base, style, n);
                let mut out = vec![0u64; n];
                linebloom::hash_batch(seed, &keys, &mut out);
                for (k, h) in keys.iter().zip(&out) {
                    assert_eq!(*h, k.key_hash(seed), "hash_batch(u64 {k:#x}, seed {seed:#x})");
                }
                let small: Vec<u32> = keys.iter().map(|&k| (k >> 7) as u32).collect();
                linebloom::hash_batch(seed, &small, &mut out);
                for (k, h) in small.iter().zip(&out) {
                    assert_eq!(*h, k.key_hash(seed), "hash_batch(u32 {k:#x}, seed {seed:#x})");
                }
                let bytes = byte_keys(base, n);
                linebloom::hash_batch(seed, &bytes, &mut out);
                for (k, h) in bytes.iter().zip(&out) {
                    assert_eq!(*h, k.key_hash(seed), "hash_batch(bytes, seed {seed:#x})");
                }
            }
            15 => {
                // Every output shape, for u64, u32 and byte keys, against the bools.
                let (n, style, base) = (input.batch_len(), input.u8(), input.u64());
                let keys = u64_keys(base, style, n);
                let small: Vec<u32> = keys.iter().map(|&k| k as u32).collect();
                let bytes = byte_keys(base, n);
                for f in &h.filters {
                    let mut want = vec![false; n];
                    f.contains_batch(&keys, &mut want);
                    check_outputs(f, &keys, &want);
                    f.contains_batch(&small, &mut want);
                    check_outputs(f, &small, &want);
                    f.contains_batch(&bytes, &mut want);
                    check_outputs(f, &bytes, &want);
                }
            }
            _ => {
                let (n, base) = (input.batch_len(), input.u64());
                let hashes: Vec<u64> = (0..n as u64).map(|i| splitmix(base ^ (i << 32))).collect();
                h.query_batch(
                    "contains_hash_batch",
                    n,
                    |f, out| f.contains_hash_batch(&hashes, out),
                    |f, i| f.contains_hash(hashes[i]),
                );
            }
        }
    }

    h.check_bits("all operations");
    h.check_no_false_negatives();
}

fuzz_target!(|data: &[u8]| run(data));
