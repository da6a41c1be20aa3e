//! Build throughput (criterion; `cargo bench --bench bulk_build`): allocate a 10 bits/key filter
//! and insert the u64 keys `0..n`.
//!
//! * `build/<n>/insert_batch`: the sequential build (random order, a chunk of loads in flight).
//! * `build/<n>/partitioned-<t>thr`: `par_insert_batch` on a rayon pool of `t` threads pinned to
//!   cores, for `t` = 1, 2, 4, ... and the core count.
//! * `build/<n>/sbbf-rs-safe`: sbbf-rs-safe's insert loop on the same keys hashed with the same
//!   xxh3, at the same bits per key: the peer the build-speed target is set against.
//!
//! Key counts default to 10^6 and 10^7; set `LINEBLOOM_BUILD_KEYS` (e.g. `1e8,4e8`) for others.
//! Throughput is in keys per iteration. Every parallel build is checked bit for bit against the
//! sequential one, and every build (ours and the peer's) must contain a sample of its keys.

use criterion::{BenchmarkId, Criterion, Throughput};
use linebloom::Filter;
use std::hint::black_box;
use std::time::Duration;

const BITS_PER_KEY: f64 = 10.0;

fn counts() -> Vec<usize> {
    match std::env::var("LINEBLOOM_BUILD_KEYS") {
        Ok(list) if !list.trim().is_empty() => list
            .split(',')
            .map(|s| {
                s.trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|&n| n >= 1.0)
                    .unwrap_or_else(|| panic!("LINEBLOOM_BUILD_KEYS: {s:?} is not a key count"))
                    as usize
            })
            .collect(),
        _ => vec![1_000_000, 10_000_000],
    }
}

fn thread_counts() -> Vec<usize> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut t: Vec<usize> = std::iter::successors(Some(1), |&t| Some(t * 2))
        .take_while(|&t| t < cores)
        .collect();
    t.push(cores);
    t
}

fn pool(threads: usize) -> rayon::ThreadPool {
    let cores = core_affinity::get_core_ids().unwrap_or_default();
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .start_handler(move |i| {
            if let Some(&c) = cores.get(i % cores.len().max(1)) {
                core_affinity::set_for_current(c);
            }
        })
        .build()
        .expect("thread pool")
}

fn sequential(keys: &[u64]) -> Filter {
    let mut f = Filter::with_bits_per_key(keys.len() as u64, BITS_PER_KEY).unwrap();
    f.insert_batch(keys);
    f
}

fn assert_holds_a_sample(keys: &[u64], contains: impl Fn(u64) -> bool, who: &str) {
    let step = (keys.len() / 1000).max(1);
    let missing = keys.iter().step_by(step).filter(|&&k| !contains(k)).count();
    assert_eq!(missing, 0, "{who}: inserted keys not found");
}

fn xxh3(k: u64) -> u64 {
    xxhash_rust::xxh3::xxh3_64_with_seed(&k.to_le_bytes(), 0)
}

fn bench_builds(c: &mut Criterion) {
    for n in counts() {
        let keys: Vec<u64> = (0..n as u64).collect();
        let reference = sequential(&keys);
        assert_holds_a_sample(&keys, |k| reference.contains(&k), "insert_batch");
        let mut group = c.benchmark_group(format!("build/{n}"));
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function("insert_batch", |b| b.iter(|| sequential(black_box(&keys))));
        for t in thread_counts() {
            let pool = pool(t);
            let built = pool.install(|| Filter::from_keys_par(&keys, BITS_PER_KEY).unwrap());
            assert!(built == reference, "{t} threads: not the sequential build");
            group.bench_function(BenchmarkId::new("partitioned", format!("{t}thr")), |b| {
                b.iter(|| pool.install(|| Filter::from_keys_par(black_box(&keys), BITS_PER_KEY)))
            });
        }
        let sbbf = |keys: &[u64]| {
            let mut f = sbbf_rs_safe::Filter::new(BITS_PER_KEY as usize, keys.len());
            for &k in keys {
                f.insert_hash(xxh3(k));
            }
            f
        };
        let built = sbbf(&keys);
        assert_holds_a_sample(&keys, |k| built.contains_hash(xxh3(k)), "sbbf-rs-safe");
        drop(built);
        group.bench_function("sbbf-rs-safe", |b| b.iter(|| sbbf(black_box(&keys))));
        group.finish();
    }
}

fn main() {
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    bench_builds(&mut c);
    c.final_summary();
}
