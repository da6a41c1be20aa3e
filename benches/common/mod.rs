//! Helpers shared by the criterion benches (each bench includes this file with `#[path]`): filter
//! sizes from the environment, size labels, checked batch timings. Keys come from
//! `linebloom_support::SplitMix`. Not every bench uses every helper.
#![allow(dead_code)]

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId};
use linebloom::Filter;
use std::hint::black_box;

/// Filter sizes in bytes from the comma-separated environment variable `var`, else `default`.
pub fn sizes(var: &str, default: &[usize]) -> Vec<usize> {
    match std::env::var(var) {
        Ok(list) if !list.trim().is_empty() => list
            .split(',')
            .map(|s| {
                let s = s.trim();
                s.parse::<usize>()
                    .ok()
                    .filter(|&b| b >= 64)
                    .unwrap_or_else(|| panic!("{var}: {s:?} is not a byte count of at least 64"))
            })
            .collect(),
        _ => default.to_vec(),
    }
}

/// `16KiB`, `64MiB`, `1.25MB` or `1000B`: a short label for a byte count.
pub fn size_label(bytes: usize) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{}MiB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{}KiB", bytes >> 10)
    } else if bytes >= 1_000_000 && bytes.is_multiple_of(10_000) {
        format!("{}MB", bytes as f64 / 1e6)
    } else {
        format!("{bytes}B")
    }
}

/// How many of `keys` a loop of single `contains` finds.
pub fn count_single(f: &Filter, keys: &[u64]) -> usize {
    keys.iter().filter(|k| f.contains(*k)).count()
}

/// How many of `keys` `contains_batch` finds.
pub fn count_batch(f: &Filter, keys: &[u64], out: &mut [bool]) -> usize {
    f.contains_batch(keys, out);
    out.iter().filter(|&&x| x).count()
}

/// Times `contains_batch` as `id`, checking the hit count `want` before timing and again on the
/// answers the timed runs left, so a wrong answer cannot produce a fast number. The answers are
/// poisoned with `poison` first: a batch call that writes nothing fails the second check.
#[allow(clippy::too_many_arguments)]
pub fn bench_batch_checked(
    group: &mut BenchmarkGroup<'_, WallTime>,
    id: BenchmarkId,
    f: &Filter,
    keys: &[u64],
    out: &mut [bool],
    want: usize,
    poison: bool,
    what: &str,
) {
    assert_eq!(count_batch(f, keys, out), want, "{what}");
    out.fill(poison);
    let mut ran = false; // false: criterion skipped the benchmark (a filter, `--list`)
    group.bench_function(id, |b| {
        ran = true;
        b.iter(|| {
            f.contains_batch(black_box(keys), out);
            black_box(&mut *out);
        })
    });
    if ran {
        let hits = out.iter().filter(|&&x| x).count();
        assert_eq!(hits, want, "{what} (timed)");
    }
}
