//! What the run-time dispatch costs single-key `contains` (asm-notes/README.md, "Dispatch cost of
//! single-key contains").
//!
//! `dispatch/<size>/<path>`: one loop of single-key lookups over the same random u64 keys (almost
//! all absent) in a filter of `<size>` bytes at 10 bits/key, small enough to stay in L1 or L2, so
//! that the cost is instructions, not memory. Throughput is in keys per iteration. Paths:
//!
//! * `fn-pointer/avx2`: `Filter::view().contains`, xxh3 inlined, then the indirect call of the
//!   back end's `contains_one` through its `Ops` table: what the crate does. The filter is on the
//!   AVX2 back end, so the kernel is the same as in the next two.
//! * `inlined/avx2`: `dispatch_bench::count_inlined_avx2`, hashing and the AVX2 kernel inlined into
//!   one loop compiled with `#[target_feature(enable = "avx2")]`: no call per key.
//! * `branch/avx2`: `dispatch_bench::contains_branch`, a branch on the cached AVX2 feature flag and
//!   a direct call of the AVX2 entry point.
//! * `fn-pointer/<default>`: the fn-pointer path on the back end the default dispatch chooses
//!   (`avx512` where the CPU has it), for reference; skipped when that is AVX2 already.
//!
//! On a CPU without AVX2 only the fn-pointer path on the default back end runs.
//!
//! Every path must give the same hit count (the false positives among the keys) as the scalar back
//! end, before timing and on the last timed iteration, so a wrong answer cannot pass for a fast one.
//!
//! Sizes default to 16 KiB and 512 KiB; set `LINEBLOOM_BENCH_SIZES` to a comma-separated list of
//! byte counts to choose others.

use criterion::{BenchmarkId, Criterion, Throughput};
use linebloom::dispatch_bench::{contains_branch, count_inlined_avx2, Avx2Token};
use linebloom::{Backend, Filter};
use std::hint::black_box;
use std::time::Duration;

#[path = "common/mod.rs"]
mod common;
use common::size_label;
use linebloom_support::SplitMix;

const BITS_PER_KEY: f64 = 10.0;
const DEFAULT_SIZES: [usize; 2] = [16 << 10, 512 << 10];
/// Keys looked up per iteration: enough that the loop, not the call into it, is what is timed.
const QUERIES: usize = 16 << 10;

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
}

fn sizes() -> Vec<usize> {
    common::sizes("LINEBLOOM_BENCH_SIZES", &DEFAULT_SIZES)
}

/// A filter of about `bytes` bytes at 10 bits/key holding the keys `0..n`, on the scalar back
/// end (the reference for the hit counts; the paths switch it with `set_backend`).
fn build(bytes: usize) -> Filter {
    let n = (bytes as u64 * 8 / 10).max(1);
    let mut f = Filter::builder()
        .expected_items(n)
        .bits_per_key(BITS_PER_KEY)
        .backend(Backend::Scalar)
        .build()
        .unwrap_or_else(|e| panic!("cannot build a {bytes}-byte filter: {e}"));
    let keys: Vec<u64> = (0..n).collect();
    f.insert_batch(&keys);
    f
}

/// Path (1): what the crate does, through the filter's `Ops` function pointer.
fn count_fn_pointer(f: &Filter, keys: &[u64]) -> usize {
    let v = f.view();
    keys.iter().filter(|k| v.contains(*k)).count()
}

/// Path (3): branch on the cached AVX2 flag, direct call.
fn count_branch(f: &Filter, keys: &[u64]) -> usize {
    let v = f.view();
    keys.iter().filter(|&&k| contains_branch(v, k)).count()
}

/// Times `count(filter, keys)` as `group/path/backend` after checking it answers `want`, and checks the
/// answer of the last timed iteration too (`None`: criterion skipped it, e.g. a name filter).
fn bench_path(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    path: &str,
    backend: &str,
    f: &Filter,
    keys: &[u64],
    want: usize,
    count: impl Fn(&Filter, &[u64]) -> usize,
) {
    let what = format!("{path}/{backend}");
    assert_eq!(
        count(f, keys),
        want,
        "{what}: hit count differs from scalar"
    );
    let mut hits = None;
    group.bench_function(BenchmarkId::new(path, backend), |b| {
        b.iter(|| hits = Some(count(f, black_box(keys))))
    });
    if let Some(hits) = hits {
        assert_eq!(hits, want, "{what}: hit count differs from scalar (timed)");
    }
}

fn dispatch(c: &mut Criterion) {
    let token = Avx2Token::new();
    let default = Backend::detect();
    for bytes in sizes() {
        let label = size_label(bytes);
        let mut filter = build(bytes);
        let mut rng = SplitMix(0xd15b ^ bytes as u64);
        let keys: Vec<u64> = (0..QUERIES).map(|_| rng.next()).collect();
        let want = count_fn_pointer(&filter, &keys);

        let mut group = c.benchmark_group(format!("dispatch/{label}"));
        group.throughput(Throughput::Elements(QUERIES as u64));
        if let Some(token) = token {
            filter.set_backend(Backend::Avx2).unwrap();
            assert_eq!(filter.backend(), Backend::Avx2);
            bench_path(
                &mut group,
                "fn-pointer",
                "avx2",
                &filter,
                &keys,
                want,
                count_fn_pointer,
            );
            bench_path(
                &mut group,
                "inlined",
                "avx2",
                &filter,
                &keys,
                want,
                |f, keys| count_inlined_avx2(token, f.view(), keys),
            );
            bench_path(
                &mut group,
                "branch",
                "avx2",
                &filter,
                &keys,
                want,
                count_branch,
            );
        }
        if token.is_none() || default != Backend::Avx2 {
            filter.set_backend(default).unwrap();
            bench_path(
                &mut group,
                "fn-pointer",
                default.name(),
                &filter,
                &keys,
                want,
                count_fn_pointer,
            );
        }
        group.finish();
    }
}

fn main() {
    let mut c = config().configure_from_args();
    dispatch(&mut c);
    c.final_summary();
}
