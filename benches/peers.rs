//! linebloom against peer crates, side by side in one run, from L1-sized filters to DRAM.
//!
//! ```text
//! cargo bench --bench peers                         # 16 KiB .. 500 MB (a few minutes)
//! cargo bench --bench peers -- --quick              # up to 16 MiB, fewer keys (seconds)
//! cargo bench --bench peers -- --max-size 128M --json --fpr-table
//! cargo bench --bench peers -- --side-by-side       # single-key and MultiGet, interleaved
//! ```
//!
//! `--side-by-side [--sizes 25KB,1.25MB] [--rounds 15] [--queries 200000] [--layouts
//! blocked,split-block,split-block:6]` (`:k` fixes the bits per key) is the one to quote
//! ratios from on a shared machine: it pins itself to a core and runs every contender once per
//! round, in turn, in short passes (linebloom's `contains` and `contains_hash` on every SIMD back
//! end and in both layouts, `contains_hash` through a view pinned to the back end
//! (`FilterRef::pin`), `contains` through a `FilterRef` of an embedded image, `contains_batch`, and sbbf-rs-safe's
//! `contains_hash` of the same xxh3, with the hash computed in the loop and precomputed), so load
//! from other processes falls on all of them alike; it prints each one's median and minimum ns/key and
//! the median over rounds of sbbf-rs-safe's time divided by its own (above 1: faster than
//! sbbf-rs-safe; the `contains_hash` rows against sbbf-rs-safe given the same precomputed
//! hashes, the others against it hashing in the loop). Then `MultiGet`: one key against seven filters of each size, against a loop
//! of seven single `contains` calls.
//!
//! For every size (filters of `size` bytes at 10 bits/key, holding `n = size * 8 / 10` random u64
//! keys) and every filter (each linebloom back end this CPU has, forced through the builder, and
//! each peer) it prints: build ns/key, ns/key of batched absent-key lookups (linebloom only: no
//! peer has a batch lookup), a loop of single absent-key lookups, present-key lookups, the bytes
//! and bits/key actually used, and the measured false-positive rate. Beside them, the random
//! cache-line read floor of that size (as `linebloom bench` measures it: independent random loads
//! of 64-byte lines, many in flight) over our filter's own memory (huge pages advised from 4 MiB)
//! and over a plain `Vec` (what the peers allocate). Each figure is the median of `--reps` timed
//! passes over `--queries` keys after one warm-up pass. The thread is not pinned (std only): pin
//! it from outside (`taskset -c 1 ...`; `benches/record.sh` does).
//!
//! Each filter hashes the key its own way: linebloom xxh3-64 (seed 0) of the 8 little-endian
//! bytes; sbbf-rs-safe takes a hash, and is given the same xxh3-64; fastbloom its default
//! SipHash-1-3 (seeded); bloomfilter two SipHash-1-3; xorf BinaryFuse8 a murmur3 finaliser of key
//! plus seed. Build times include generating the keys (~1 ns/key, the same for every filter);
//! linebloom builds with `insert_batch`, the peers with their insert loop (BinaryFuse8 from an
//! iterator, which needs ~25 bytes/key of scratch: it is skipped when memory is short of that).
//!
//! Every answer is checked: present keys must all be found, and every pass of one filter (every
//! back end and both modes, for linebloom) must report the same number of absent-key hits.
//! Ratios between filters measured in one run are what to quote; absolute figures vary from day
//! to day on a shared machine.

use linebloom::{expected_fpr, Backend, Filter, Layout};
use std::hint::black_box;
use std::time::Instant;
use xorf::Filter as _;

// The machine helpers `linebloom bench` uses too (CPU model, random-read floor, median): the same
// figures.
use linebloom_support::{
    cache_sizes, cores, cpu_model, human_size, line_floor, median, mem_available, parse_size,
    thp_mode,
};

const BITS_PER_KEY: f64 = 10.0;
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
/// Scratch bytes per key that building a BinaryFuse8 allocates (xorf 0.13, rounded up).
const XORF_SCRATCH_PER_KEY: u64 = 28;
const ALL_FILTERS: [&str; 5] = [
    "linebloom",
    "sbbf-rs-safe",
    "fastbloom",
    "bloomfilter",
    "xorf",
];

struct Args {
    side_by_side: bool,
    rounds: usize,
    json: bool,
    sizes: Vec<usize>,
    queries: usize,
    reps: usize,
    fpr_table: bool,
    fpr_keys: u64,
    filters: Vec<String>,
    /// The layouts the side-by-side run measures (both by default), each with the `k` it fixes
    /// (none: the layout's default).
    layouts: Vec<(Layout, Option<u32>)>,
}

const USAGE: &str = "usage: peers [--side-by-side [--rounds N]] [--quick] [--json] [--max-size SIZE] [--sizes S1,S2,..] \
                     [--queries N] [--reps N] [--fpr-table] [--layouts blocked,split-block] [--filters linebloom,sbbf-rs-safe,\
                     fastbloom,bloomfilter,xorf]   (sizes like 16K, 1.25MB, 16M, 500MB, 1G)";

fn parse_args() -> Result<Args, String> {
    let mut json = false;
    let mut side_by_side = false;
    let mut rounds = 15;
    let mut quick = false;
    let mut max_size = None;
    let mut sizes = None;
    let mut queries = None;
    let mut reps = None;
    let mut fpr_table = false;
    let mut filters: Vec<String> = ALL_FILTERS.iter().map(|s| s.to_string()).collect();
    let mut layouts = vec![(Layout::Blocked, None), (Layout::SplitBlock, None)];
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("{a} needs a value\n{USAGE}"))
        };
        match a.as_str() {
            "--json" => json = true,
            "--side-by-side" => side_by_side = true,
            "--rounds" => rounds = count_arg(&value()?)?,
            "--quick" => quick = true,
            "--fpr-table" => fpr_table = true,
            "--max-size" => max_size = Some(size_arg(&value()?)?),
            "--sizes" => {
                let list = value()?;
                sizes = Some(
                    list.split(',')
                        .map(size_arg)
                        .collect::<Result<Vec<_>, _>>()?,
                );
            }
            "--queries" => queries = Some(count_arg(&value()?)?),
            "--reps" => reps = Some(count_arg(&value()?)?),
            "--filters" => {
                filters = value()?.split(',').map(|s| s.trim().to_string()).collect();
                if let Some(bad) = filters.iter().find(|f| !ALL_FILTERS.contains(&f.as_str())) {
                    return Err(format!("unknown filter {bad:?}\n{USAGE}"));
                }
            }
            "--layouts" => {
                layouts = value()?
                    .split(',')
                    .map(|s| {
                        let (name, k) = match s.trim().split_once(':') {
                            Some((name, k)) => (name, Some(count_arg(k)? as u32)),
                            None => (s.trim(), None),
                        };
                        let layout = name
                            .parse::<Layout>()
                            .map_err(|e| format!("{e}\n{USAGE}"))?;
                        Ok::<_, String>((layout, k))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--bench" => {} // passed by `cargo bench`
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ => return Err(format!("unknown argument {a:?}\n{USAGE}")),
        }
    }
    let default_sizes: &[usize] = if side_by_side {
        &[25_000, 1_250_000]
    } else if quick {
        &[16 << 10, 256 << 10, 1_250_000, 16 << 20]
    } else {
        &[
            16 << 10,
            256 << 10,
            1_250_000,
            16 << 20,
            128 << 20,
            500_000_000,
        ]
    };
    let mut sizes = sizes.unwrap_or_else(|| default_sizes.to_vec());
    if let Some(max) = max_size {
        sizes.retain(|&s| s <= max);
    }
    if sizes.is_empty() {
        return Err("no sizes left to measure (check --max-size)".into());
    }
    Ok(Args {
        side_by_side,
        rounds,
        json,
        sizes,
        queries: queries.unwrap_or(if quick || side_by_side {
            200_000
        } else {
            1_000_000
        }),
        reps: reps.unwrap_or(if quick { 3 } else { 5 }),
        fpr_table,
        fpr_keys: if quick { 200_000 } else { 1_000_000 },
        filters,
        layouts,
    })
}

fn count_arg(s: &str) -> Result<usize, String> {
    s.parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("{s:?} is not a positive count"))
}

/// A filter size: `512`, `32K`, `1.25M`, `1G`, `500MB`, `1GiB` (as `linebloom bench --sizes`), at
/// least 64 bytes.
fn size_arg(s: &str) -> Result<usize, String> {
    parse_size(s)
        .filter(|&b| (64..10_000_000_000_000).contains(&b))
        .ok_or_else(|| {
            format!("{s:?} is not a size of at least 64 bytes: use e.g. 16K, 1.25MB, 1G")
        })
}

/// The `i`-th key: a bijection of `i` (a SplitMix64 stream), so distinct indices give distinct
/// keys and any key can be recomputed from its index.
#[inline]
fn key_at(i: u64) -> u64 {
    linebloom_support::key_at(0x5eed, i)
}

/// The hash handed to sbbf-rs-safe (which takes hashes only): xxh3-64 of the key's 8
/// little-endian bytes, equal to linebloom's own hash at seed 0.
#[inline]
fn xxh3(key: u64) -> u64 {
    xxhash_rust::xxh3::xxh3_64(&key.to_le_bytes())
}

/// Median ns/key of `reps` passes of `pass` over `keys` (after a warm-up pass), and the hit
/// count, which every pass must repeat.
fn measure(keys: &[u64], reps: usize, mut pass: impl FnMut(&[u64]) -> usize) -> (f64, usize) {
    let hits = pass(black_box(keys));
    let mut times = Vec::with_capacity(reps);
    for _ in 0..reps {
        let t = Instant::now();
        let h = pass(black_box(keys));
        times.push(t.elapsed().as_secs_f64() * 1e9 / keys.len() as f64);
        assert_eq!(h, hits, "a pass gave a different hit count");
    }
    (median(&mut times), hits)
}

/// This process's anonymous memory backed by transparent huge pages, in bytes (Linux).
fn thp_bytes() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/smaps_rollup").ok()?;
    let line = s.lines().find(|l| l.starts_with("AnonHugePages:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<u64>().ok()? * 1024)
}

/// One filter (and back end) at one size. ns/key figures; `None` where the filter has no such
/// mode (no peer has a batch lookup).
struct Row {
    filter: &'static str,
    backend: Option<&'static str>,
    hash: &'static str,
    bytes: usize,
    k: Option<u32>,
    build_ns: f64,
    batch_absent: Option<f64>,
    single_absent: f64,
    batch_present: Option<f64>,
    single_present: f64,
    fpr: f64,
    /// Growth of the process's huge-page-backed memory while the filter was built.
    thp_bytes: Option<u64>,
}

struct SizeResult {
    requested: usize,
    keys: u64,
    floor_filter: f64,
    floor_vec: f64,
    rows: Vec<Row>,
}

/// What a size's query sets and checks share.
struct Ctx<'a> {
    args: &'a Args,
    n: u64,
    absent: &'a [u64],
    present: &'a [u64],
}

impl Ctx<'_> {
    fn check_present(&self, name: &str, hits: usize) -> Result<(), String> {
        if hits == self.present.len() {
            Ok(())
        } else {
            Err(format!(
                "{name}: {} of {} inserted keys not found",
                self.present.len() - hits,
                self.present.len()
            ))
        }
    }

    /// A peer's row: single lookups of absent and present keys with its own loop.
    fn peer_row(
        &self,
        filter: &'static str,
        hash: &'static str,
        bytes: usize,
        build_ns: f64,
        thp: Option<u64>,
        count: impl Fn(&[u64]) -> usize,
    ) -> Result<Row, String> {
        let reps = self.args.reps;
        let (single_absent, absent_hits) = measure(self.absent, reps, &count);
        let (single_present, present_hits) = measure(self.present, reps, &count);
        self.check_present(filter, present_hits)?;
        Ok(Row {
            filter,
            backend: None,
            hash,
            bytes,
            k: None,
            build_ns,
            batch_absent: None,
            single_absent,
            batch_present: None,
            single_present,
            fpr: absent_hits as f64 / self.absent.len() as f64,
            thp_bytes: thp,
        })
    }
}

/// Times `build` (ns per key of `n`) and the huge-page memory it added.
fn timed_build<T>(n: u64, build: impl FnOnce() -> T) -> (T, f64, Option<u64>) {
    let thp0 = thp_bytes();
    let t = Instant::now();
    let f = build();
    let ns = t.elapsed().as_secs_f64() * 1e9 / n as f64;
    let thp = thp_bytes().zip(thp0).map(|(a, b)| a.saturating_sub(b));
    (f, ns, thp)
}

fn build_ours(n: u64, backend: Backend) -> Result<Filter, String> {
    build_ours_in(n, backend, (Layout::Blocked, None))
}

fn build_ours_in(
    n: u64,
    backend: Backend,
    (layout, k): (Layout, Option<u32>),
) -> Result<Filter, String> {
    let b = Filter::builder()
        .expected_items(n)
        .bits_per_key(BITS_PER_KEY)
        .backend(backend)
        .layout(layout);
    let b = match k {
        Some(k) => b.num_hashes(k),
        None => b,
    };
    let mut f = b
        .build()
        .map_err(|e| format!("linebloom {layout} on {backend}, {n} keys: {e}"))?;
    let mut chunk = Vec::with_capacity(1 << 16);
    let mut start = 0;
    while start < n {
        let end = n.min(start + (1 << 16));
        chunk.clear();
        chunk.extend((start..end).map(key_at));
        f.insert_batch(&chunk);
        start = end;
    }
    Ok(f)
}

fn run_size(args: &Args, requested: usize, log: &dyn Fn(String)) -> Result<SizeResult, String> {
    let n = (requested as f64 * 8.0 / BITS_PER_KEY) as u64;
    let n = n.max(1);
    let q = args.queries;
    let absent: Vec<u64> = (0..q as u64).map(|i| key_at(ABSENT_BASE + i)).collect();
    // Inserted keys at random indices below n.
    let present = linebloom_support::keys_below(0x5eed ^ requested as u64, n, q);
    let present: Vec<u64> = present.into_iter().map(key_at).collect();
    let ctx = Ctx {
        args,
        n,
        absent: &absent,
        present: &present,
    };
    let wants = |name: &str| args.filters.iter().any(|f| f == name);
    let mut rows = Vec::new();
    let mut floor_filter = f64::NAN;
    let mut absent_ref: Option<usize> = None;
    log(format!("{}: {n} keys", human_size(requested)));

    // linebloom: every back end, each built fresh through the builder.
    let mut backends = Backend::available();
    if !wants("linebloom") {
        backends.clear();
    }
    for (i, &backend) in backends.iter().enumerate() {
        let (f, build_ns, thp) = timed_build(n, || build_ours(n, backend));
        let f = f?;
        if i == 0 {
            floor_filter = line_floor(f.as_bytes(), q, args.reps);
        }
        let out = std::cell::RefCell::new(vec![false; q]);
        let batch = |keys: &[u64]| {
            let mut out = out.borrow_mut();
            let out = &mut out[..keys.len()];
            f.contains_batch(keys, out);
            out.iter().filter(|&&x| x).count()
        };
        let single = |keys: &[u64]| keys.iter().filter(|k| f.contains(*k)).count();
        let (batch_absent, h1) = measure(&absent, args.reps, batch);
        let (single_absent, h2) = measure(&absent, args.reps, single);
        let (batch_present, h3) = measure(&present, args.reps, batch);
        let (single_present, h4) = measure(&present, args.reps, single);
        let name = backend.name();
        ctx.check_present(&format!("linebloom batch on {name}"), h3)?;
        ctx.check_present(&format!("linebloom single on {name}"), h4)?;
        let reference = *absent_ref.get_or_insert(h1);
        if h1 != reference || h2 != reference {
            return Err(format!(
                "linebloom on {name}: {h1} (batch) and {h2} (single) absent-key hits, expected \
                 {reference} as on {}",
                backends[0].name()
            ));
        }
        log(format!(
            "  linebloom {name:<7} built {build_ns:.1} ns/key, batch absent {batch_absent:.2} ns"
        ));
        rows.push(Row {
            filter: "linebloom",
            backend: Some(name),
            hash: "xxh3-64",
            bytes: f.size_bytes(),
            k: Some(f.num_hashes()),
            build_ns,
            batch_absent: Some(batch_absent),
            single_absent,
            batch_present: Some(batch_present),
            single_present,
            fpr: h1 as f64 / q as f64,
            thp_bytes: thp,
        });
    }

    // The same floor over a plain Vec (global allocator): the memory the peers get. Filled with
    // ones so that every page is really backed (zeroed pages could all map the shared zero page).
    let floor_vec = {
        let buf = vec![1u8; requested.next_multiple_of(64)];
        line_floor(&buf, q, args.reps)
    };
    if floor_filter.is_nan() {
        floor_filter = floor_vec;
    }

    let bits = (n as f64 * BITS_PER_KEY).round() as usize;
    if wants("sbbf-rs-safe") {
        let (f, build_ns, thp) = timed_build(n, || {
            let mut f = sbbf_rs_safe::Filter::new(BITS_PER_KEY as usize, n as usize);
            for i in 0..n {
                f.insert_hash(xxh3(key_at(i)));
            }
            f
        });
        let bytes = f.as_bytes().len();
        let row = ctx.peer_row("sbbf-rs-safe", "xxh3-64", bytes, build_ns, thp, |keys| {
            keys.iter().filter(|&&k| f.contains_hash(xxh3(k))).count()
        })?;
        log(format!("  sbbf-rs-safe built {build_ns:.1} ns/key"));
        rows.push(row);
    }
    if wants("fastbloom") {
        let (f, build_ns, thp) = timed_build(n, || {
            let mut f = fastbloom::BloomFilter::with_num_bits(bits)
                .seed(&0x5eed)
                .expected_items(n as usize);
            for i in 0..n {
                f.insert(&key_at(i));
            }
            f
        });
        let mut row = ctx.peer_row(
            "fastbloom",
            "SipHash-1-3",
            f.as_slice().len() * 8,
            build_ns,
            thp,
            |keys| keys.iter().filter(|&k| f.contains(k)).count(),
        )?;
        row.k = Some(f.num_hashes());
        log(format!("  fastbloom built {build_ns:.1} ns/key"));
        rows.push(row);
    }
    if wants("bloomfilter") {
        let (f, build_ns, thp) = timed_build(n, || {
            let mut f =
                bloomfilter::Bloom::<u64>::new_with_seed(bits / 8, n as usize, &BLOOMFILTER_SEED)
                    .expect("bloomfilter sizes");
            for i in 0..n {
                f.set(&key_at(i));
            }
            f
        });
        let mut row = ctx.peer_row(
            "bloomfilter",
            "2x SipHash-1-3",
            f.as_slice().len(),
            build_ns,
            thp,
            |keys| keys.iter().filter(|&k| f.check(k)).count(),
        )?;
        row.k = Some(f.number_of_hash_functions());
        log(format!("  bloomfilter built {build_ns:.1} ns/key"));
        rows.push(row);
    }
    if wants("xorf") {
        let need = n.saturating_mul(XORF_SCRATCH_PER_KEY);
        if mem_available().is_some_and(|avail| need >= avail / 10 * 7) {
            log(format!(
                "  xorf-bfuse8 skipped: its build needs ~{} of scratch",
                human_size(need as usize)
            ));
        } else {
            let (f, build_ns, thp) = timed_build(n, || {
                let keys = (0..n as usize).map(|i| key_at(i as u64));
                xorf::BinaryFuse8::try_from_iterator(keys)
            });
            let f = f.map_err(|e| format!("xorf BinaryFuse8, {n} keys: {e}"))?;
            let mut row = ctx.peer_row(
                "xorf-bfuse8",
                "murmur3 mix",
                f.len(),
                build_ns,
                thp,
                |keys| keys.iter().filter(|&k| f.contains(k)).count(),
            )?;
            row.k = Some(3);
            log(format!("  xorf-bfuse8 built {build_ns:.1} ns/key"));
            rows.push(row);
        }
    }
    Ok(SizeResult {
        requested,
        keys: ctx.n,
        floor_filter,
        floor_vec,
        rows,
    })
}

/// One row of the FPR-against-bits/key table: linebloom's model and measured rate, and
/// sbbf-rs-safe's measured rate, on `n` keys.
struct FprRow {
    bits_per_key: u32,
    k: u32,
    model: f64,
    measured: f64,
    sbbf_measured: f64,
}

fn fpr_table(n: u64) -> Result<Vec<FprRow>, String> {
    let queries: Vec<u64> = (0..4 * n).map(|i| key_at(ABSENT_BASE + i)).collect();
    let mut out = vec![false; queries.len()];
    let mut rows = Vec::new();
    for b in 4..=20u32 {
        let mut f = Filter::with_bits_per_key(n, f64::from(b)).map_err(|e| e.to_string())?;
        let keys: Vec<u64> = (0..n).map(key_at).collect();
        f.insert_batch(&keys);
        f.contains_batch(&keys, &mut out[..keys.len()]);
        if !out[..keys.len()].iter().all(|&x| x) {
            return Err(format!("linebloom at {b} bits/key: false negative"));
        }
        f.contains_batch(&queries, &mut out);
        let hits = out.iter().filter(|&&x| x).count();
        let actual_bits = f.size_bytes() as f64 * 8.0 / n as f64;
        let mut s = sbbf_rs_safe::Filter::new(b as usize, n as usize);
        for &k in &keys {
            s.insert_hash(xxh3(k));
        }
        let sbbf_hits = queries
            .iter()
            .filter(|&&k| s.contains_hash(xxh3(k)))
            .count();
        rows.push(FprRow {
            bits_per_key: b,
            k: f.num_hashes(),
            model: expected_fpr(actual_bits, f.num_hashes()),
            measured: hits as f64 / queries.len() as f64,
            sbbf_measured: sbbf_hits as f64 / queries.len() as f64,
        });
    }
    Ok(rows)
}

fn opt(v: Option<f64>, digits: usize) -> String {
    v.map_or("-".into(), |x| format!("{x:.digits$}"))
}

fn print_text(args: &Args, results: &[SizeResult], fpr: Option<&[FprRow]>) {
    println!(
        "{} ({}), {} cores, default back end {}, THP {}; {} keys per pass, median of {} passes, \
         {} bits/key requested; ns/key",
        cpu_model(),
        std::env::consts::ARCH,
        cores(),
        Backend::detect(),
        thp_mode(),
        args.queries,
        args.reps,
        BITS_PER_KEY
    );
    for s in results {
        println!(
            "\n{} ({} keys): floor {:.2} ns/line (filter memory), {:.2} ns/line (Vec)",
            human_size(s.requested),
            s.keys,
            s.floor_filter,
            s.floor_vec
        );
        println!(
            "{:<13} {:<7} {:>8} {:>8} {:>9} {:>9} {:>9} {:>12} {:>8} {:>8} {:>9}",
            "filter",
            "backend",
            "build",
            "batch abs",
            "single abs",
            "batch pres",
            "single pres",
            "bytes",
            "bits/key",
            "FPR %",
            "vs floor"
        );
        for r in &s.rows {
            let best_absent = r.batch_absent.unwrap_or(r.single_absent);
            println!(
                "{:<13} {:<7} {:>8.1} {:>9} {:>10.2} {:>10} {:>11.2} {:>12} {:>8.3} {:>8.4} {:>8.2}x",
                r.filter,
                r.backend.unwrap_or("-"),
                r.build_ns,
                opt(r.batch_absent, 2),
                r.single_absent,
                opt(r.batch_present, 2),
                r.single_present,
                r.bytes,
                r.bytes as f64 * 8.0 / s.keys as f64,
                100.0 * r.fpr,
                best_absent / s.floor_filter
            );
        }
    }
    if let Some(fpr) = fpr {
        println!("\nbits/key  k  linebloom model  linebloom measured  sbbf-rs-safe measured");
        for r in fpr {
            println!(
                "{:>8} {:>2} {:>15.4}% {:>17.4}% {:>21.4}%",
                r.bits_per_key,
                r.k,
                100.0 * r.model,
                100.0 * r.measured,
                100.0 * r.sbbf_measured
            );
        }
    }
}

fn json_str(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn json_num(v: Option<f64>) -> String {
    match v {
        Some(x) if x.is_finite() => format!("{x:.4}"),
        _ => "null".into(),
    }
}

fn print_json(args: &Args, results: &[SizeResult], fpr: Option<&[FprRow]>, fpr_keys: u64) {
    let [l1, l2, l3] = cache_sizes();
    let mut out = format!(
        "{{\"cpu\":{},\"arch\":{},\"cores\":{},\"default_backend\":{},\"backends\":[{}],\
         \"thp\":{},\"caches\":{{\"l1d\":{l1},\"l2\":{l2},\"l3\":{l3}}},\"bits_per_key\":{},\
         \"queries\":{},\"reps\":{},\"unit\":\"ns/key\",\"sizes\":[",
        json_str(&cpu_model()),
        json_str(std::env::consts::ARCH),
        cores(),
        json_str(Backend::detect().name()),
        Backend::available()
            .iter()
            .map(|b| json_str(b.name()))
            .collect::<Vec<_>>()
            .join(","),
        json_str(&thp_mode()),
        BITS_PER_KEY,
        args.queries,
        args.reps
    );
    for (i, s) in results.iter().enumerate() {
        let rows: Vec<String> = s
            .rows
            .iter()
            .map(|r| {
                format!(
                    "{{\"filter\":{},\"backend\":{},\"hash\":{},\"bytes\":{},\"bits_per_key\":{:.4},\
                     \"k\":{},\"build_ns\":{},\"batch_absent\":{},\"single_absent\":{},\
                     \"batch_present\":{},\"single_present\":{},\"fpr\":{:.6e},\"thp_bytes\":{}}}",
                    json_str(r.filter),
                    r.backend.map_or("null".into(), json_str),
                    json_str(r.hash),
                    r.bytes,
                    r.bytes as f64 * 8.0 / s.keys as f64,
                    r.k.map_or("null".into(), |k| k.to_string()),
                    json_num(Some(r.build_ns)),
                    json_num(r.batch_absent),
                    json_num(Some(r.single_absent)),
                    json_num(r.batch_present),
                    json_num(Some(r.single_present)),
                    r.fpr,
                    r.thp_bytes.map_or("null".into(), |b| b.to_string()),
                )
            })
            .collect();
        out += &format!(
            "{}{{\"bytes\":{},\"keys\":{},\"floor_ns\":{},\"floor_vec_ns\":{},\"results\":[{}]}}",
            if i > 0 { "," } else { "" },
            s.requested,
            s.keys,
            json_num(Some(s.floor_filter)),
            json_num(Some(s.floor_vec)),
            rows.join(",")
        );
    }
    out += "]";
    if let Some(fpr) = fpr {
        let rows: Vec<String> = fpr
            .iter()
            .map(|r| {
                format!(
                    "{{\"bits_per_key\":{},\"k\":{},\"model\":{:.6e},\"measured\":{:.6e},\
                     \"sbbf_measured\":{:.6e}}}",
                    r.bits_per_key, r.k, r.model, r.measured, r.sbbf_measured
                )
            })
            .collect();
        out += &format!(
            ",\"fpr_table\":{{\"keys\":{fpr_keys},\"queries\":{},\"rows\":[{}]}}",
            4 * fpr_keys,
            rows.join(",")
        );
    }
    out += "}";
    println!("{out}");
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let log = |msg: String| eprintln!("peers: {msg}");
    if args.side_by_side {
        if let Err(e) = side_by_side(&args) {
            eprintln!("peers: error: {e}");
            std::process::exit(1);
        }
        return;
    }
    let mut results = Vec::new();
    for &size in &args.sizes {
        match run_size(&args, size, &log) {
            Ok(r) => results.push(r),
            Err(e) => {
                eprintln!("peers: error: {e}");
                std::process::exit(1);
            }
        }
    }
    let fpr = if args.fpr_table {
        log(format!("FPR table, {} keys per density", args.fpr_keys));
        match fpr_table(args.fpr_keys) {
            Ok(t) => Some(t),
            Err(e) => {
                eprintln!("peers: error: {e}");
                std::process::exit(1);
            }
        }
    } else {
        None
    };
    if args.json {
        print_json(&args, &results, fpr.as_deref(), args.fpr_keys);
    } else {
        print_text(&args, &results, fpr.as_deref());
    }
}

/// One contender of the side-by-side run: a name and a pass over the keys (returns the hits).
type Pass<'a> = (String, PassFn<'a>);

/// A pass over the keys (and their precomputed hashes); returns the hits.
type PassFn<'a> = Box<dyn Fn(&[u64], &[u64]) -> usize + 'a>;

/// Runs every pass once per round, in turn, over the same keys (and their precomputed hashes);
/// returns each pass's per-round ns/key.
fn rounds(passes: &[Pass<'_>], keys: &[u64], hashes: &[u64], rounds: usize) -> Vec<Vec<f64>> {
    let mut times = vec![Vec::with_capacity(rounds); passes.len()];
    let mut hits = vec![None; passes.len()];
    for round in 0..=rounds {
        for (i, (name, pass)) in passes.iter().enumerate() {
            let t = Instant::now();
            let h = pass(black_box(keys), black_box(hashes));
            let ns = t.elapsed().as_secs_f64() * 1e9 / keys.len() as f64;
            assert_eq!(
                *hits[i].get_or_insert(h),
                h,
                "{name}: a pass gave a different count"
            );
            if round > 0 {
                times[i].push(ns); // round 0 warms caches, TLB and branch predictors
            }
        }
    }
    times
}

/// Median and minimum ns/key of each pass, and the median over rounds of `times[base] /
/// times[i]`, where `base` is pass 1 (sbbf-rs-safe given precomputed hashes) for the passes
/// named `contains_hash` and pass 0 (sbbf-rs-safe hashing in the loop) for the others.
fn summarise(passes: &[Pass<'_>], times: &[Vec<f64>]) {
    println!(
        "{:<46} {:>8} {:>8} {:>12}",
        "contender", "median", "min", "sbbf ÷ it"
    );
    for (i, (name, _)) in passes.iter().enumerate() {
        let base = usize::from(name.contains("contains_hash(h)"));
        let mut t = times[i].clone();
        let mut ratio: Vec<f64> = times[base]
            .iter()
            .zip(&times[i])
            .map(|(b, x)| b / x)
            .collect();
        let min = t.iter().copied().fold(f64::INFINITY, f64::min);
        println!(
            "{name:<46} {:>8.3} {min:>8.3} {:>11.3}x",
            median(&mut t),
            median(&mut ratio)
        );
    }
}

fn side_by_side(args: &Args) -> Result<(), String> {
    let pinned = linebloom_support::pin_to_a_core();
    let backends: Vec<Backend> = Backend::available()
        .into_iter()
        .filter(|b| *b != Backend::Scalar)
        .collect();
    println!(
        "{} ({}), default back end {}, pinned to core {:?}; {} keys per pass, {} rounds, medians; \
         {} bits/key, absent u64 keys",
        cpu_model(),
        std::env::consts::ARCH,
        Backend::detect(),
        pinned,
        args.queries,
        args.rounds,
        BITS_PER_KEY
    );
    for &size in &args.sizes {
        let n = ((size as f64 * 8.0 / BITS_PER_KEY) as u64).max(1);
        let keys: Vec<u64> = (0..args.queries as u64)
            .map(|i| key_at(ABSENT_BASE + i))
            .collect();
        let hashes: Vec<u64> = keys.iter().map(|&k| xxh3(k)).collect();
        // Each back end with each layout: (back end, layout, filter).
        let ours: Vec<(Backend, (Layout, Option<u32>), Filter)> = backends
            .iter()
            .flat_map(|&b| args.layouts.iter().map(move |&l| (b, l)))
            .map(|(b, l)| build_ours_in(n, b, l).map(|f| (b, l, f)))
            .collect::<Result<_, _>>()?;
        let images: Vec<linebloom::AlignedBytes> = ours
            .iter()
            .map(|(_, _, f)| linebloom::AlignedBytes::copy_from(&f.to_image()))
            .collect();
        let views: Vec<linebloom::FilterRef<'_>> = images
            .iter()
            .zip(&ours)
            .map(|(img, (b, _, _))| {
                linebloom::FilterRef::from_image(img)
                    .and_then(|v| v.with_backend(*b))
                    .map_err(|e| e.to_string())
            })
            .collect::<Result<_, String>>()?;
        let mut sbbf = sbbf_rs_safe::Filter::new(BITS_PER_KEY as usize, n as usize);
        for i in 0..n {
            sbbf.insert_hash(xxh3(key_at(i)));
        }
        let out = std::cell::RefCell::new(vec![false; keys.len()]);
        let mut passes: Vec<Pass<'_>> = vec![
            (
                "sbbf-rs-safe contains_hash(xxh3(key))".into(),
                Box::new(|k: &[u64], _: &[u64]| {
                    k.iter().filter(|&&k| sbbf.contains_hash(xxh3(k))).count()
                }),
            ),
            (
                "sbbf-rs-safe contains_hash(h)".into(),
                Box::new(|_: &[u64], h: &[u64]| {
                    h.iter().filter(|&&h| sbbf.contains_hash(h)).count()
                }),
            ),
        ];
        for ((b, l, f), v) in ours.iter().zip(&views) {
            let out = &out;
            let l = match *l {
                (Layout::Blocked, None) => String::new(),
                (Layout::Blocked, Some(k)) => format!(" k={k}"),
                (Layout::SplitBlock, None) => " split".into(),
                (Layout::SplitBlock, Some(k)) => format!(" split k={k}"),
            };
            passes.push((
                format!("linebloom {b}{l} contains(&key)"),
                Box::new(move |k: &[u64], _: &[u64]| k.iter().filter(|k| f.contains(*k)).count()),
            ));
            passes.push((
                format!("linebloom {b}{l} contains_hash(h)"),
                Box::new(move |_: &[u64], h: &[u64]| {
                    h.iter().filter(|&&h| f.contains_hash(h)).count()
                }),
            ));
            passes.push((
                format!("linebloom {b}{l} pinned contains_hash(h)"),
                pinned_pass(*b, f.view()),
            ));
            #[cfg(target_arch = "x86_64")]
            if let Some(pass) = feature_loop_pass(*b, f.view()) {
                passes.push((
                    format!("linebloom {b}{l} pinned contains_hash(h), loop for {b}"),
                    pass,
                ));
            }
            passes.push((
                format!("linebloom {b}{l} image FilterRef contains(&key)"),
                Box::new(move |k: &[u64], _: &[u64]| k.iter().filter(|k| v.contains(*k)).count()),
            ));
            passes.push((
                format!("linebloom {b}{l} contains_batch"),
                Box::new(move |k: &[u64], _: &[u64]| {
                    let mut out = out.borrow_mut();
                    f.contains_batch(k, &mut out[..k.len()]);
                    out[..k.len()].iter().filter(|&&x| x).count()
                }),
            ));
        }
        println!(
            "\n{} ({n} keys), filter {} bytes",
            human_size(size),
            ours[0].2.size_bytes()
        );
        let times = rounds(&passes, &keys, &hashes, args.rounds);
        summarise(&passes, &times);
        drop(passes);
        multi_get_rounds(args, size, n, &backends)?;
    }
    Ok(())
}

/// A pass of single-key lookups through `view` pinned to back end `b` (`FilterRef::pin`): a
/// direct call of that back end's kernel per key.
fn pinned_pass(b: Backend, view: linebloom::FilterRef<'_>) -> PassFn<'_> {
    use linebloom::isa;
    macro_rules! pass {
        ($isa:ty) => {{
            let p = view
                .pin::<$isa>()
                .expect("the back end was listed as available");
            Box::new(move |_: &[u64], h: &[u64]| h.iter().filter(|&&h| p.contains_hash(h)).count())
        }};
    }
    match b {
        Backend::Avx512 => pass!(isa::Avx512),
        Backend::Avx2 => pass!(isa::Avx2),
        Backend::Neon => pass!(isa::Neon),
        _ => pass!(isa::Scalar),
    }
}

/// A pass of single-key lookups through `view` pinned to back end `b`, in a loop compiled for
/// `b`'s features (`#[target_feature]`) in a default build: the kernel inlines into the loop, as
/// an engine gets by compiling its own lookup function for the back end it picked at start-up.
#[cfg(target_arch = "x86_64")]
fn feature_loop_pass(b: Backend, view: linebloom::FilterRef<'_>) -> Option<PassFn<'_>> {
    use linebloom::{isa, Pinned};

    #[target_feature(enable = "avx2")]
    fn count_avx2(p: &Pinned<'_, isa::Avx2>, hashes: &[u64]) -> usize {
        let mut hits = 0;
        for &h in hashes {
            hits += usize::from(p.contains_hash(h));
        }
        hits
    }

    #[target_feature(enable = "avx512f")]
    fn count_avx512(p: &Pinned<'_, isa::Avx512>, hashes: &[u64]) -> usize {
        let mut hits = 0;
        for &h in hashes {
            hits += usize::from(p.contains_hash(h));
        }
        hits
    }

    match b {
        Backend::Avx2 => {
            let p = view.pin::<isa::Avx2>()?;
            // SAFETY: `pin` returned a handle, so this CPU has AVX2.
            Some(Box::new(move |_: &[u64], h: &[u64]| unsafe {
                count_avx2(&p, h)
            }))
        }
        Backend::Avx512 => {
            let p = view.pin::<isa::Avx512>()?;
            // SAFETY: `pin` returned a handle, so this CPU has AVX-512F.
            Some(Box::new(move |_: &[u64], h: &[u64]| unsafe {
                count_avx512(&p, h)
            }))
        }
        _ => None,
    }
}

/// One key against seven filters of `size` (seven SSTable levels): `MultiGet` against a loop of
/// seven single `contains` calls, per back end, interleaved.
fn multi_get_rounds(args: &Args, size: usize, n: u64, backends: &[Backend]) -> Result<(), String> {
    const LEVELS: u64 = 7;
    let keys: Vec<u64> = (0..args.queries as u64 / 4)
        .map(|i| key_at(ABSENT_BASE + i))
        .collect();
    let mut sets = Vec::new();
    for &b in backends {
        let mut fs = Vec::new();
        for level in 0..LEVELS {
            let mut f = Filter::builder()
                .expected_items(n)
                .bits_per_key(BITS_PER_KEY)
                .backend(b)
                .build()
                .map_err(|e| e.to_string())?;
            let level_keys: Vec<u64> = (0..n).map(|i| key_at(i * LEVELS + level)).collect();
            f.insert_batch(&level_keys);
            fs.push(f);
        }
        sets.push((b, fs));
    }
    let gets: Vec<linebloom::MultiGet<'_>> = sets
        .iter()
        .map(|(_, fs)| linebloom::MultiGet::new(fs.iter().map(|f| f.view())))
        .collect();
    let mut passes: Vec<Pass<'_>> = Vec::new();
    for ((b, fs), get) in sets.iter().zip(&gets) {
        passes.push((
            format!("linebloom {b} 7 x contains(&key)"),
            Box::new(move |k: &[u64], _: &[u64]| {
                k.iter()
                    .map(|k| fs.iter().filter(|f| f.contains(k)).count())
                    .sum()
            }),
        ));
        passes.push((
            format!("linebloom {b} MultiGet::contains(&key)"),
            Box::new(move |k: &[u64], _: &[u64]| {
                k.iter()
                    .map(|k| get.contains(k).count_ones() as usize)
                    .sum()
            }),
        ));
    }
    println!(
        "MultiGet: 1 key against {LEVELS} filters of {} ({} keys per pass); time per key (all {LEVELS} filters)",
        human_size(size),
        keys.len()
    );
    let times = rounds(&passes, &keys, &keys, args.rounds);
    for pair in 0..passes.len() / 2 {
        let (single, multi) = (2 * pair, 2 * pair + 1);
        let mut ratio: Vec<f64> = times[single]
            .iter()
            .zip(&times[multi])
            .map(|(s, m)| s / m)
            .collect();
        let (mut s, mut m) = (times[single].clone(), times[multi].clone());
        println!(
            "{:<44} {:>9.3}\n{:<44} {:>9.3}  speed-up {:.3}x (median of per-round ratios)",
            passes[single].0,
            median(&mut s),
            passes[multi].0,
            median(&mut m),
            median(&mut ratio)
        );
    }
    Ok(())
}
