//! Filters built by workers and put together by a coordinator, the two ways distributed jobs do
//! it.
//!
//! 1. **OR-merge.** Each worker reads its own part of the input and builds a whole-size filter
//!    of it (same size, `k` and seed as every other worker's). It ships the filter as an
//!    embedded image; the coordinator ORs them together with `Filter::union`. The result is the
//!    filter of all the keys, bit for bit, as if one machine had inserted them all. Simple, but
//!    every worker ships a whole filter.
//! 2. **Key-routed shards.** Each worker hashes its keys and routes each hash to the worker that
//!    owns its shard (`ShardedFilter::shard_of_hash`), as a shuffle does; each owner builds one
//!    shard, sized for its share, and saves it as an ordinary filter file. The coordinator loads
//!    the files and assembles them with `ShardedFilter::from_shards`. Each shard is a fraction
//!    of the whole, and a lookup still hashes the key once and reads one cache line.
//!
//! The run checks that both give no false negatives, that the OR-merge equals a single build,
//! and prints the measured false-positive rates and what each way ships.
//!
//! ```text
//! cargo run --release --example sharded_merge [-- KEYS [WORKERS]]
//! ```

use linebloom::{Filter, FilterRef, ShardedFilter};
use std::time::Instant;

/// A small deterministic generator (SplitMix64), so runs are repeatable.
fn splitmix(i: u64) -> u64 {
    let mut z = i.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn main() -> Result<(), linebloom::Error> {
    let mut args = std::env::args().skip(1);
    let n: u64 = args
        .next()
        .map_or(4_000_000, |s| s.parse().expect("a key count"));
    let workers: usize = args
        .next()
        .map_or(4, |s| s.parse().expect("a worker count"));

    // The input, split into one part per worker (as files or partitions would be).
    let keys: Vec<u64> = (0..n).map(splitmix).collect();
    let parts: Vec<&[u64]> = keys.chunks(keys.len().div_ceil(workers).max(1)).collect();
    let absent: Vec<u64> = (n..n + 1_000_000).map(splitmix).collect();
    // Every filter of the job comes from one builder: total size, FPR and seed agreed up front.
    let builder = Filter::builder().expected_items(n).fpr(0.01).seed(2024);

    // 1. OR-merge: each worker builds a whole-size filter of its part and ships its image.
    let start = Instant::now();
    let images: Vec<Vec<u8>> = std::thread::scope(|s| {
        let handles: Vec<_> = parts
            .iter()
            .map(|part| {
                let builder = &builder;
                s.spawn(move || -> Result<Vec<u8>, linebloom::Error> {
                    let mut f = builder.build()?;
                    f.insert_batch(part);
                    Ok(f.to_image())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect::<Result<_, _>>()
    })?;
    let mut merged = builder.build()?;
    for image in &images {
        merged.union(&Filter::from_image(image)?)?;
    }
    let or_s = start.elapsed().as_secs_f64();
    let mut single = builder.build()?;
    single.insert_batch(&keys);
    assert!(
        merged == single,
        "the OR of the parts is the filter of the whole"
    );
    println!(
        "OR-merge: {workers} workers, {:.1} MiB shipped ({:.1} MiB each), merged in {or_s:.2} s; \
         identical to one build of all {n} keys",
        images.iter().map(Vec::len).sum::<usize>() as f64 / (1u64 << 20) as f64,
        images[0].len() as f64 / (1u64 << 20) as f64,
    );
    report("  merged filter", merged.view(), &keys, &absent);

    // 2. Key-routed shards. Map side: every worker hashes its keys (one seed for all shards)
    // and routes each hash to its shard's owner.
    let start = Instant::now();
    let shard_builder = ShardedFilter::shard_builder(workers, &builder)?;
    let hasher = shard_builder.build()?; // any shard hashes as every other
    let routed: Vec<Vec<Vec<u64>>> = std::thread::scope(|s| {
        let handles: Vec<_> = parts
            .iter()
            .map(|part| {
                let hasher = &hasher;
                s.spawn(move || {
                    let mut out = vec![Vec::new(); workers];
                    for key in part.iter() {
                        let h = hasher.hash(key);
                        out[ShardedFilter::shard_of_hash(h, workers)].push(h);
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    // Reduce side: owner `i` builds shard `i` from the hashes routed to it and saves it.
    let dir = std::env::temp_dir().join(format!("linebloom-sharded-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let paths: Vec<std::path::PathBuf> = (0..workers)
        .map(|i| dir.join(format!("shard-{i}.lbf")))
        .collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = paths
            .iter()
            .enumerate()
            .map(|(i, path)| {
                let (shard_builder, routed) = (&shard_builder, &routed);
                s.spawn(move || -> Result<(), linebloom::Error> {
                    let mut shard = shard_builder.build()?;
                    for from_worker in routed {
                        shard.insert_hash_batch(&from_worker[i]);
                    }
                    shard.save(path)
                })
            })
            .collect();
        handles
            .into_iter()
            .try_for_each(|h| h.join().expect("shard owner"))
    })?;
    // The coordinator (or any reader) assembles the shard files.
    let shards = paths
        .iter()
        .map(Filter::load)
        .collect::<Result<Vec<_>, _>>()?;
    let sharded = ShardedFilter::from_shards(shards)?;
    let shard_s = start.elapsed().as_secs_f64();
    let shipped: usize = routed.iter().flatten().map(|v| v.len() * 8).sum();
    println!(
        "key-routed shards: {workers} shards of {:.1} MiB, {:.1} MiB of hashes shuffled, built \
         and saved in {shard_s:.2} s",
        sharded.shards()[0].size_bytes() as f64 / (1u64 << 20) as f64,
        shipped as f64 / (1u64 << 20) as f64,
    );
    let mut found = vec![false; keys.len()];
    sharded.contains_batch(&keys, &mut found);
    assert!(found.iter().all(|&f| f), "no false negatives");
    let mut out = vec![false; absent.len()];
    sharded.contains_batch(&absent, &mut out);
    println!(
        "  sharded filter: {:.1} MiB in all, measured FPR {:.3}% (estimated {:.3}%)",
        sharded.size_bytes() as f64 / (1u64 << 20) as f64,
        100.0 * out.iter().filter(|&&x| x).count() as f64 / absent.len() as f64,
        100.0 * sharded.estimated_fpr()
    );
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}

/// Checks `f` holds every key and prints its measured false-positive rate.
fn report(what: &str, f: FilterRef<'_>, keys: &[u64], absent: &[u64]) {
    assert_eq!(f.count_batch(keys), keys.len(), "no false negatives");
    println!(
        "{what}: {:.1} MiB, measured FPR {:.3}% (estimated {:.3}%)",
        f.size_bytes() as f64 / (1u64 << 20) as f64,
        100.0 * f.count_batch(absent) as f64 / absent.len() as f64,
        100.0 * f.estimated_fpr()
    );
}
