//! linebloom against peer crates, side by side, on the same u64 keys at 10 bits/key.
//!
//! * `peers/<size>/<absent|present>/<filter>`: one pass of lookups over a fixed set of u64 keys
//!   in filters holding `n = size * 8 / 10` random keys. `<filter>` is `linebloom-batch/<backend>`
//!   (one `contains_batch` call), `linebloom-single/<backend>` (a loop of `contains`), or a peer's
//!   lookup loop: `sbbf-rs-safe`, `fastbloom`, `bloomfilter`, `xorf-bfuse8`. None of the peers has
//!   a batch lookup, so their loop is their best. Throughput is in keys per iteration.
//!
//! Each filter hashes the key its own way (what a user of that crate gets by default):
//!
//! | filter | hash of the u64 key | layout |
//! |---|---|---|
//! | linebloom | xxh3-64 (seed 0) of the 8 little-endian bytes | 512-bit block, k of 16 lanes |
//! | sbbf-rs-safe | xxh3-64 of the 8 bytes (it takes a hash; Parquet uses xxh64) | 256-bit block, k = 8 |
//! | fastbloom | SipHash-1-3 (its default hasher, seeded), then derived hashes | unblocked, k = 7 |
//! | bloomfilter | two SipHash-1-3 (seeded), double hashing, `% bits` | unblocked, k = 7 |
//! | xorf BinaryFuse8 | murmur3 finaliser of key + seed | static, 8-bit fingerprints, 3 probes |
//!
//! Memory: every filter is asked for 10 bits/key as closely as its API allows (linebloom rounds to
//! 64-byte blocks, sbbf to 32-byte buckets, fastbloom to 64-bit words, bloomfilter adds a 45-byte
//! header); BinaryFuse8 cannot be sized and takes ~9 bits/key. The actual bytes, bits/key and
//! measured false-positive rate of each filter are printed once per size.
//!
//! Sizes default to 1.25 MB (in L2/L3) and 64 MiB (DRAM); set `LINEBLOOM_PEERS_SIZES` to a
//! comma-separated list of byte counts (`LINEBLOOM_PEERS_SIZES=1250000,536870912`) for others.
//! Building the peers dominates the start-up time of a large size (SipHash and k random writes per
//! key); the BinaryFuse8 build needs ~25 bytes/key of scratch and is skipped when the machine's
//! available memory is short of that.
//!
//! Every benchmark checks its answers, so a wrong result cannot pass for a fast one: present keys
//! must all be found, and absent keys must give exactly the hit count computed once before timing
//! (for linebloom, the same count on every back end and in both modes). The check runs before
//! timing and again on the answers of the last timed iteration.

use criterion::{BenchmarkId, Criterion, Throughput};
use linebloom::{Backend, Filter};
use std::hint::black_box;
use std::time::Duration;
use xorf::Filter as _;

#[path = "common/mod.rs"]
mod common;
use common::{bench_batch_checked, count_single, size_label, SplitMix};

const BITS_PER_KEY: f64 = 10.0;
const DEFAULT_SIZES: [usize; 2] = [1_250_000, 64 << 20];
/// Fewest and most keys queried per iteration (as in `benches/lookup.rs`): between them the query
/// count equals the block count, so a large filter's probed lines do not stay cached.
const MIN_QUERIES: usize = 4096;
const MAX_QUERIES: usize = 1 << 20;
/// Absent keys used once per size to measure each filter's false-positive rate.
const FPR_QUERIES: u64 = 1 << 20;
/// bloomfilter's seed: its two halves key its two SipHash-1-3 instances and must differ (equal
/// halves give equal hashes, which degrades its double hashing to a ~3.3% FPR at 10 bits/key).
const BLOOMFILTER_SEED: [u8; 32] = {
    let mut s = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        s[i] = (i as u8).wrapping_mul(37).wrapping_add(11);
        i += 1;
    }
    s
};
/// Keys are `key_at(i)`; absent keys start at this index, so they are never inserted.
const ABSENT_BASE: u64 = 1 << 62;
/// Scratch bytes per key that building a BinaryFuse8 allocates (xorf 0.13: alone u32, t2count u8,
/// t2hash u64 per slot at ~1.125 slots/key; reverse_h u8 and reverse_order u64 per key), rounded up.
const XORF_SCRATCH_PER_KEY: u64 = 28;

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
}

/// The `i`-th key of a SplitMix64 stream: a bijection of `i`, so distinct indices give distinct
/// keys, and any key can be recomputed from its index (present keys need not be stored).
fn key_at(i: u64) -> u64 {
    let mut z = 0x5eed_u64.wrapping_add(i.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn sizes() -> Vec<usize> {
    common::sizes("LINEBLOOM_PEERS_SIZES", &DEFAULT_SIZES)
}

/// Available memory in bytes, from /proc/meminfo (`None` where there is none).
fn mem_available() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The xxh3-64 of the key's little-endian bytes: the hash we hand to sbbf-rs-safe, which takes
/// hashes only. It equals linebloom's own hash at seed 0.
#[inline]
fn xxh3(key: u64) -> u64 {
    xxhash_rust::xxh3::xxh3_64(&key.to_le_bytes())
}

/// A peer filter holding the keys `key_at(0..n)`.
enum Peer {
    Sbbf(sbbf_rs_safe::Filter),
    Fast(fastbloom::BloomFilter),
    Classic(bloomfilter::Bloom<u64>),
    Fuse(xorf::BinaryFuse8),
}

impl Peer {
    fn name(&self) -> &'static str {
        match self {
            Peer::Sbbf(_) => "sbbf-rs-safe",
            Peer::Fast(_) => "fastbloom",
            Peer::Classic(_) => "bloomfilter",
            Peer::Fuse(_) => "xorf-bfuse8",
        }
    }

    /// Bytes of the filter's bit or fingerprint array (bloomfilter: with its 45-byte header).
    fn bytes(&self) -> usize {
        match self {
            Peer::Sbbf(f) => f.as_bytes().len(),
            Peer::Fast(f) => f.as_slice().len() * 8,
            Peer::Classic(f) => f.as_slice().len(),
            Peer::Fuse(f) => f.len(),
        }
    }

    /// How many of `keys` the filter reports present: each peer's lookup loop, monomorphised
    /// (the match is outside the loop).
    fn count(&self, keys: &[u64]) -> usize {
        match self {
            Peer::Sbbf(f) => keys.iter().filter(|&&k| f.contains_hash(xxh3(k))).count(),
            Peer::Fast(f) => keys.iter().filter(|&k| f.contains(k)).count(),
            Peer::Classic(f) => keys.iter().filter(|&k| f.check(k)).count(),
            Peer::Fuse(f) => keys.iter().filter(|&k| f.contains(k)).count(),
        }
    }
}

/// Every peer, filled with `key_at(0..n)` at 10 bits/key (BinaryFuse8: its own size).
fn build_peers(n: u64) -> Vec<Peer> {
    let bits = (n as f64 * BITS_PER_KEY).round() as usize;
    let mut sbbf = sbbf_rs_safe::Filter::new(BITS_PER_KEY as usize, n as usize);
    let mut fast = fastbloom::BloomFilter::with_num_bits(bits)
        .seed(&0x5eed)
        .expected_items(n as usize);
    let mut classic =
        bloomfilter::Bloom::<u64>::new_with_seed(bits / 8, n as usize, &BLOOMFILTER_SEED)
            .expect("bloomfilter sizes");
    for i in 0..n {
        let k = key_at(i);
        sbbf.insert_hash(xxh3(k));
        fast.insert(&k);
        classic.set(&k);
    }
    let mut peers = vec![Peer::Sbbf(sbbf), Peer::Fast(fast), Peer::Classic(classic)];
    let need = n.saturating_mul(XORF_SCRATCH_PER_KEY);
    if mem_available().is_none_or(|avail| need < avail / 10 * 7) {
        let keys = (0..n as usize).map(|i| key_at(i as u64));
        peers.push(Peer::Fuse(
            xorf::BinaryFuse8::try_from_iterator(keys).expect("BinaryFuse8 builds"),
        ));
    } else {
        eprintln!("peers: skipping xorf-bfuse8 for {n} keys: its build needs ~{need} bytes");
    }
    peers
}

/// A linebloom filter for `n` keys at 10 bits/key on `backend`, filled with `key_at(0..n)`.
fn build_ours(n: u64, backend: Backend) -> Filter {
    let mut f = Filter::builder()
        .expected_items(n)
        .bits_per_key(BITS_PER_KEY)
        .backend(backend)
        .build()
        .unwrap_or_else(|e| panic!("cannot build a filter for {n} keys on {backend}: {e}"));
    assert_eq!(f.backend(), backend);
    let mut chunk = Vec::with_capacity(1 << 16);
    let mut start = 0;
    while start < n {
        let end = n.min(start + (1 << 16));
        chunk.clear();
        chunk.extend((start..end).map(key_at));
        f.insert_batch(&chunk);
        start = end;
    }
    f
}

/// The back ends to measure: scalar first, the reference for the others' bits.
fn backends() -> Vec<Backend> {
    let mut list = Backend::available();
    list.retain(|&b| b != Backend::Scalar);
    list.insert(0, Backend::Scalar);
    list
}

fn report(name: &str, bytes: usize, n: u64, hits: usize) {
    eprintln!(
        "  {name:<16} {bytes:>11} bytes  {:>6.3} bits/key  FPR {:.4}% ({hits} of {FPR_QUERIES})",
        bytes as f64 * 8.0 / n as f64,
        100.0 * hits as f64 / FPR_QUERIES as f64
    );
}

fn peers(c: &mut Criterion) {
    let fpr_keys: Vec<u64> = (0..FPR_QUERIES)
        .map(|i| key_at(ABSENT_BASE + (1 << 40) + i))
        .collect();
    for bytes in sizes() {
        let label = size_label(bytes);
        let n = (bytes as u64 * 8 / BITS_PER_KEY as u64).max(1);
        let q = (bytes / 64).clamp(MIN_QUERIES, MAX_QUERIES);
        let mut rng = SplitMix(0x5eed ^ bytes as u64);
        let present: Vec<u64> = (0..q).map(|_| key_at(rng.below(n))).collect();
        let absent: Vec<u64> = (0..q as u64).map(|i| key_at(ABSENT_BASE + i)).collect();
        eprintln!("peers {label}: {n} keys, {q} queries per iteration");

        // Our filters, one per back end, built through the builder; kept one at a time.
        let mut reference: Option<(Vec<u8>, usize)> = None;
        for backend in backends() {
            let name = backend.name();
            let f = build_ours(n, backend);
            let absent_hits = count_single(&f, &absent);
            match &reference {
                None => {
                    let fpr_hits = count_single(&f, &fpr_keys);
                    report(
                        &format!("linebloom k={}", f.num_hashes()),
                        f.size_bytes(),
                        n,
                        fpr_hits,
                    );
                    reference = Some((f.as_bytes().to_vec(), absent_hits));
                }
                Some((bits, hits)) => {
                    assert!(f.as_bytes() == &bits[..], "{label}: {name} bits differ");
                    assert_eq!(absent_hits, *hits, "{label}: {name} absent hits differ");
                }
            }
            let mut out = vec![false; q];
            for (kind, keys, want) in [("absent", &absent, absent_hits), ("present", &present, q)] {
                let mut group = c.benchmark_group(format!("peers/{label}/{kind}"));
                group.throughput(Throughput::Elements(q as u64));
                let f = &f;

                bench_batch_checked(
                    &mut group,
                    BenchmarkId::new("linebloom-batch", name),
                    f,
                    keys,
                    &mut out,
                    want,
                    kind == "absent",
                    &format!("{label} {kind} batch on {name}"),
                );

                assert_eq!(count_single(f, keys), want, "{label} {kind} single {name}");
                // `None`: criterion skipped the benchmark (a filter, `--list`).
                let mut hits = None;
                group.bench_function(BenchmarkId::new("linebloom-single", name), |b| {
                    b.iter(|| hits = Some(count_single(f, black_box(keys))))
                });
                if let Some(hits) = hits {
                    assert_eq!(hits, want, "{label} {kind} single on {name} (timed)");
                }
                group.finish();
            }
        }
        drop(reference);

        let peers = build_peers(n);
        for p in &peers {
            report(p.name(), p.bytes(), n, p.count(&fpr_keys));
        }
        for (kind, keys) in [("absent", &absent), ("present", &present)] {
            let mut group = c.benchmark_group(format!("peers/{label}/{kind}"));
            group.throughput(Throughput::Elements(q as u64));
            for p in &peers {
                let name = p.name();
                let want = if kind == "present" { q } else { p.count(keys) };
                assert_eq!(p.count(keys), want, "{label} {kind} {name}");
                let mut hits = None;
                group.bench_function(name, |b| b.iter(|| hits = Some(p.count(black_box(keys)))));
                if let Some(hits) = hits {
                    assert_eq!(hits, want, "{label} {kind} {name} (timed)");
                }
            }
            group.finish();
        }
    }
}

fn main() {
    let mut c = config().configure_from_args();
    peers(&mut c);
    c.final_summary();
}
