//! Lookup and insert throughput, per back end and filter size.
//!
//! * `lookup/<size>/<absent|present>/<single|batch>/<backend>`: a loop of `contains` or one
//!   `contains_batch` over a fixed set of u64 keys, in a filter of `<size>` bytes at 10 bits/key
//!   holding the keys `0..n`. Present keys are drawn at random from `0..n`; absent keys are
//!   `n..n + q`. Throughput is in keys per iteration.
//! * `insert/16MiB/<single|batch>/<backend>`: a loop of `insert` or one `insert_batch` of random
//!   u64 keys into a 16 MiB filter.
//!
//! Sizes default to 16 KiB, 512 KiB, 16 MiB and 256 MiB; set `LINEBLOOM_BENCH_SIZES` to a
//! comma-separated list of byte counts (`LINEBLOOM_BENCH_SIZES=16384,524288`) to choose others.
//!
//! Every benchmark checks its answers, so a wrong result cannot pass for a fast one: present keys
//! must all be found, and absent keys must give exactly as many (false-positive) hits as the scalar
//! back end gives for the same keys. The check runs once before timing and again on the answers
//! of the last timed iteration.

use criterion::{BenchmarkId, Criterion, Throughput};
use linebloom::{Backend, Filter};
use std::hint::black_box;
use std::time::Duration;

#[path = "common/mod.rs"]
mod common;
use common::{bench_batch_checked, count_batch, count_single, size_label};
use linebloom_support::SplitMix;

const BITS_PER_KEY: f64 = 10.0;
const DEFAULT_SIZES: [usize; 4] = [16 << 10, 512 << 10, 16 << 20, 256 << 20];
const INSERT_SIZE: usize = 16 << 20;
/// Fewest and most keys queried per iteration. Between them the query count equals the block
/// count, so the probed lines of a large filter do not fit in the caches between iterations.
const MIN_QUERIES: usize = 4096;
const MAX_QUERIES: usize = 1 << 20;

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

fn sizes() -> Vec<usize> {
    common::sizes("LINEBLOOM_BENCH_SIZES", &DEFAULT_SIZES)
}

/// The back ends to measure: scalar first, since it is the reference for the absent-key counts.
fn backends() -> Vec<Backend> {
    let mut list = Backend::available();
    list.retain(|&b| b != Backend::Scalar);
    list.insert(0, Backend::Scalar);
    list
}

/// Keys (at 10 bits/key) that a filter of `bytes` bytes is sized for.
fn keys_for(bytes: usize) -> u64 {
    (bytes as u64 * 8 / 10).max(1)
}

/// A filter of about `bytes` bytes at 10 bits/key, on `backend`.
fn build(bytes: usize, backend: Backend) -> Filter {
    let f = Filter::builder()
        .expected_items(keys_for(bytes))
        .bits_per_key(BITS_PER_KEY)
        .backend(backend)
        .build()
        .unwrap_or_else(|e| panic!("cannot build a {bytes}-byte filter on {backend}: {e}"));
    assert_eq!(f.backend(), backend);
    assert!(
        f.size_bytes() >= bytes.saturating_sub(64) && f.size_bytes() <= bytes + 64,
        "asked for {bytes} bytes, got {}",
        f.size_bytes()
    );
    f
}

/// Inserts the keys `0..n`, a chunk at a time.
fn fill(f: &mut Filter, n: u64) {
    let mut chunk = Vec::with_capacity(1 << 16);
    let mut start = 0;
    while start < n {
        let end = n.min(start + (1 << 16));
        chunk.clear();
        chunk.extend(start..end);
        f.insert_batch(&chunk);
        start = end;
    }
}

fn lookup(c: &mut Criterion) {
    let backends = backends();
    for bytes in sizes() {
        let label = size_label(bytes);
        let n = keys_for(bytes);
        // One filter per size, switched between back ends with `set_backend`: every back end
        // sets the same bits, and a 256 MiB filter takes seconds to fill.
        let mut filter = build(bytes, Backend::detect());
        fill(&mut filter, n);
        let q = filter.num_blocks().clamp(MIN_QUERIES, MAX_QUERIES);
        let mut rng = SplitMix(0x5eed ^ bytes as u64);
        let present: Vec<u64> = (0..q).map(|_| rng.below(n)).collect();
        let absent: Vec<u64> = (n..n + q as u64).collect();

        filter.set_backend(Backend::Scalar).unwrap();
        let scalar_absent_hits = count_single(&filter, &absent);
        let mut out = vec![false; q];

        for (kind, keys) in [("absent", &absent), ("present", &present)] {
            let want = if kind == "present" {
                q
            } else {
                scalar_absent_hits
            };
            let mut group = c.benchmark_group(format!("lookup/{label}/{kind}"));
            group.throughput(Throughput::Elements(q as u64));
            for &backend in &backends {
                filter.set_backend(backend).unwrap();
                let f = &filter;
                let name = backend.name();

                assert_eq!(
                    count_single(f, keys),
                    want,
                    "{label} {kind} single on {name}"
                );
                // `None` / `ran == false`: criterion skipped the benchmark (a filter, `--list`).
                let mut hits = None;
                group.bench_function(BenchmarkId::new("single", name), |b| {
                    b.iter(|| hits = Some(count_single(f, black_box(keys))))
                });
                if let Some(hits) = hits {
                    assert_eq!(hits, want, "{label} {kind} single on {name} (timed)");
                }

                bench_batch_checked(
                    &mut group,
                    BenchmarkId::new("batch", name),
                    f,
                    keys,
                    &mut out,
                    want,
                    kind == "absent",
                    &format!("{label} {kind} batch on {name}"),
                );
            }
            group.finish();
        }
    }
}

fn insert(c: &mut Criterion) {
    let label = size_label(INSERT_SIZE);
    let n = keys_for(INSERT_SIZE);
    let q = (INSERT_SIZE / 64).clamp(MIN_QUERIES, MAX_QUERIES);
    let mut rng = SplitMix(0x1475);
    let keys: Vec<u64> = (0..q).map(|_| rng.next()).collect();

    // The bits every back end must end with: the keys inserted once, by the scalar back end.
    let mut reference = build(INSERT_SIZE, Backend::Scalar);
    fill(&mut reference, n / 2);
    for k in &keys {
        reference.insert(k);
    }

    let mut group = c.benchmark_group(format!("insert/{label}"));
    group.throughput(Throughput::Elements(q as u64));
    for backend in backends() {
        let name = backend.name();
        // Half full, as a filter being built would be on average. Re-inserting the same keys
        // every iteration costs the same as fresh ones: one random read-modify-write per key.
        let mut single = build(INSERT_SIZE, backend);
        fill(&mut single, n / 2);
        let mut batch = single.clone();

        let (mut single_ran, mut batch_ran) = (false, false);
        group.bench_function(BenchmarkId::new("single", name), |b| {
            single_ran = true;
            b.iter(|| {
                for k in black_box(&keys) {
                    single.insert(k);
                }
            })
        });
        group.bench_function(BenchmarkId::new("batch", name), |b| {
            batch_ran = true;
            b.iter(|| batch.insert_batch(black_box(&keys)))
        });

        // The filters started without the keys, so these fail unless the timed code inserted them.
        for (how, f, ran) in [
            ("single", &single, single_ran),
            ("batch", &batch, batch_ran),
        ] {
            if !ran {
                continue;
            }
            assert!(
                f.as_bytes() == reference.as_bytes(),
                "insert {how} on {name}: bits differ from scalar"
            );
            let mut out = vec![false; q];
            assert_eq!(
                count_batch(f, &keys, &mut out),
                q,
                "insert {how} on {name}: false negative"
            );
        }
    }
    group.finish();
}

fn main() {
    let mut c = config().configure_from_args();
    lookup(&mut c);
    insert(&mut c);
    c.final_summary();
}
