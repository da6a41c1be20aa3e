//! `linebloom bench`: lookup and insert throughput on this CPU, per back end, filter size and key
//! shape, on built-in synthetic keys, then the all-core rows (one pinned thread per core). Every
//! figure is the median of `--reps` timed passes over `--queries` keys.
//!
//! The printed table is in `bench_table.rs`, the JSON output and `--baseline` in `bench_save.rs`
//! (with the JSON reader in `bench_json.rs`).

#[path = "bench_json.rs"]
mod bench_json;
#[path = "bench_save.rs"]
mod bench_save;
#[path = "bench_table.rs"]
mod bench_table;

use crate::args::LayoutArg;
use bench_json::Json;
use bench_save::{json, print_baseline, read_baseline};
use bench_table::print_table;
use linebloom::{expected_fpr, expected_split_fpr, Backend, Filter, FilterRef, Key, Layout};
use linebloom_support::{
    cache_sizes, cores, cpu_model, human_size, median, parse_size, pin_to_a_core, pin_to_core,
    LineReads, SplitMix,
};
use std::hint::black_box;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Barrier;
use std::time::Instant;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Print the figures as JSON on stdout instead of the table
    #[arg(long)]
    json: bool,
    /// Bit layouts to measure, each with its own rows, e.g. blocked,split-block
    #[arg(long, value_enum, value_delimiter = ',', default_value = "blocked")]
    layout: Vec<LayoutArg>,
    /// Size of the largest (DRAM) filter, e.g. 1G, 256M
    #[arg(long, default_value = "1G", value_parser = parse_size_arg)]
    max_size: usize,
    /// Filter sizes to measure instead of the L1/L2/L3/DRAM set, e.g. 1.25MB,500MB
    #[arg(long, value_delimiter = ',', value_parser = parse_size_arg)]
    sizes: Vec<usize>,
    /// Back ends to measure (default: every one this CPU has), e.g. scalar,avx2
    #[arg(long, value_delimiter = ',')]
    backend: Vec<Backend>,
    /// Key shapes: u64 (8-byte integers), str16 and str64 (16- and 64-byte strings)
    #[arg(long, value_delimiter = ',', default_value = "u64")]
    keys: Vec<KeyShape>,
    /// Threads of the all-core rows (default: every core); each is pinned to its own core, and
    /// the rows double from 1 up to N. 1 skips them
    #[arg(long)]
    threads: Option<usize>,
    /// Filter density
    #[arg(long, default_value_t = 10.0)]
    bits_per_key: f64,
    /// Keys per timed pass
    #[arg(long, default_value_t = 1_000_000)]
    queries: usize,
    /// Timed passes per figure (the median is reported)
    #[arg(long, default_value_t = 5)]
    reps: usize,
    /// Do not pin the benchmark thread to a core
    #[arg(long)]
    no_pin: bool,
    /// Also write the figures as JSON to FILE (what --baseline reads)
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Print ratios against an earlier run saved with --save (or --json): another CPU, another
    /// commit. Rows are matched by cache level, back end and key shape
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,
    /// Moved out of the CLI (`cargo bench --bench build_table -- ...`): an error that says so.
    /// It swallows the old mode's flags after it, so that old scripts get that one line.
    #[arg(long, hide = true, num_args = 0.., allow_hyphen_values = true)]
    build: Option<Vec<String>>,
    /// Moved out of the CLI (`cargo bench --bench join_table -- ...`): an error that says so.
    #[arg(long, hide = true, num_args = 0.., allow_hyphen_values = true)]
    join: Option<Vec<String>>,
}

fn parse_size_arg(s: &str) -> Result<usize, String> {
    parse_size(s).ok_or_else(|| format!("{s:?} is not a size: use e.g. 16K, 1.25MB, 1G"))
}

/// The keys a run measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum KeyShape {
    /// 8-byte integers (`u64`): the SIMD hashing path.
    U64,
    /// 16-byte strings, hashed one at a time.
    Str16,
    /// 64-byte strings, hashed one at a time.
    Str64,
}

impl KeyShape {
    fn name(self) -> &'static str {
        match self {
            KeyShape::U64 => "u64",
            KeyShape::Str16 => "str16",
            KeyShape::Str64 => "str64",
        }
    }
}

/// Key `i` of an `N`-byte shape: `i` and SplitMix words of it, so distinct `i` give distinct keys.
fn bytes_key<const N: usize>(i: u64) -> [u8; N] {
    let mut out = [0u8; N];
    let mut rng = SplitMix(i);
    out[..8].copy_from_slice(&i.to_le_bytes());
    for chunk in out[8..].chunks_mut(8) {
        chunk.copy_from_slice(&rng.next().to_le_bytes()[..chunk.len()]);
    }
    out
}

/// Filters of at least this size get the 4 KiB-page column: from here up the filter's own
/// allocation asks for transparent huge pages.
const HUGE_FROM: usize = 4 << 20;

/// One filter size on one back end and key shape.
struct Row {
    level: &'static str,
    bytes: usize,
    keys: u64,
    shape: KeyShape,
    layout: Layout,
    k: u32,
    backend: Backend,
    /// ns/key: single absent, single present, batch absent, batch present, insert (batched).
    ns: [f64; 5],
    /// Batched absent lookups over a copy of the filter in memory allocated without the
    /// huge-page advice (sizes from [`HUGE_FROM`], the default back end).
    batch_absent_4k: Option<f64>,
    /// Batched absent lookups over the floor's line reads of the same memory: the median of
    /// per-pass ratios, the two passes alternated (the default back end, the first key shape).
    over_floor: Option<f64>,
    fpr_measured: f64,
    fpr_model: f64,
}

const MODES: [&str; 5] = [
    "single_absent",
    "single_present",
    "batch_absent",
    "batch_present",
    "insert",
];

/// Random 64-byte-line reads over the filter's own memory, many in flight.
struct Floor {
    bytes: usize,
    ns_per_line: f64,
}

/// Batched absent-key lookups on `threads` pinned threads at once over one filter.
struct ThreadRow {
    level: &'static str,
    bytes: usize,
    backend: Backend,
    threads: usize,
    /// Each thread's median ns/key.
    per_thread_ns: Vec<f64>,
}

impl ThreadRow {
    /// Million keys per second of all threads together.
    fn aggregate_mkeys(&self) -> f64 {
        self.per_thread_ns.iter().map(|ns| 1e3 / ns).sum()
    }
}

pub fn run(args: &BenchArgs) -> Result<(), String> {
    if args.build.is_some() {
        return Err(
            "bench --build moved out of the CLI: run cargo bench --bench build_table -- ...".into(),
        );
    }
    if args.join.is_some() {
        return Err(
            "bench --join moved out of the CLI: run cargo bench --bench join_table -- ...".into(),
        );
    }
    if !(args.queries > 0 && args.reps > 0) {
        return Err("--queries and --reps must be at least 1".into());
    }
    if args.threads == Some(0) {
        return Err("--threads must be at least 1".into());
    }
    // Read the baseline first: a bad file is an error before minutes of measuring.
    let baseline = match &args.baseline {
        Some(path) => Some(read_baseline(path)?),
        None => None,
    };
    let pinned = if args.no_pin { None } else { pin_to_a_core() };
    let default_backend = Backend::detect();
    let backends: Vec<Backend> = if args.backend.is_empty() {
        Backend::available()
    } else {
        for b in &args.backend {
            if !b.is_available() {
                return Err(format!("the {b} back end is not available on this CPU"));
            }
        }
        args.backend.clone()
    };
    let [l1, l2, l3] = cache_sizes();
    let sizes: Vec<(usize, &'static str)> = if args.sizes.is_empty() {
        vec![
            (l1 / 2, "L1"),
            (l2 / 2, "L2"),
            (l3 / 2, "L3"),
            (args.max_size, "DRAM"),
        ]
    } else {
        let level = |b: usize| match b {
            b if b <= l1 => "L1",
            b if b <= l2 => "L2",
            b if b <= l3 => "L3",
            _ => "DRAM",
        };
        args.sizes.iter().map(|&b| (b, level(b))).collect()
    };
    let threads = args.threads.unwrap_or_else(cores).max(1);
    let log = |msg: String| {
        if !args.json {
            eprintln!("{msg}");
        }
    };
    log(format!(
        "linebloom bench: {} ({}), default dispatch: {}, pinned to core {}",
        cpu_model(),
        std::env::consts::ARCH,
        default_backend,
        pinned.map_or("none".to_string(), |c| c.to_string())
    ));

    let mut rows = Vec::new();
    let mut floors = Vec::new();
    let mut thread_rows = Vec::new();
    for &(bytes, level) in &sizes {
        let keys = ((bytes as f64 * 8.0 / args.bits_per_key) as u64).max(1);
        for (s, (l, &shape)) in args
            .layout
            .iter()
            .flat_map(|l| args.keys.iter().map(move |k| (l, k)))
            .enumerate()
        {
            let m = Measure {
                args,
                level,
                keys,
                backends: &backends,
                default_backend,
                layout: l.layout(),
                log: &log,
            };
            let (mut filter, new_rows) = match shape {
                KeyShape::U64 => m.shape(shape, |i| i)?,
                KeyShape::Str16 => m.shape(shape, bytes_key::<16>)?,
                KeyShape::Str64 => m.shape(shape, bytes_key::<64>)?,
            };
            rows.extend(new_rows);
            if s == 0 {
                floors.push(Floor {
                    bytes: filter.size_bytes(),
                    ns_per_line: linebloom_support::line_floor(
                        filter.as_bytes(),
                        args.queries,
                        args.reps,
                    ),
                });
                if threads > 1 {
                    filter
                        .set_backend(default_backend)
                        .map_err(|e| e.to_string())?;
                    for t in thread_counts(threads) {
                        thread_rows.push(ThreadRow {
                            level,
                            bytes: filter.size_bytes(),
                            backend: default_backend,
                            threads: t,
                            per_thread_ns: on_threads(&filter, keys, t, args),
                        });
                    }
                }
            }
        }
    }
    let json = json(args, default_backend, pinned, &rows, &floors, &thread_rows);
    if let Some(path) = &args.save {
        std::fs::write(path, format!("{json}\n"))
            .map_err(|e| format!("--save {}: {e}", path.display()))?;
    }
    if args.json {
        println!("{json}");
    } else {
        print_table(args, default_backend, &rows, &floors, &thread_rows);
    }
    if let Some(base) = &baseline {
        let now = Json::parse(&json).map_err(|e| format!("own JSON: {e}"))?;
        print_baseline(base, &now, args.baseline.as_deref().unwrap_or(".".as_ref()));
    }
    Ok(())
}

/// What measuring one size for one key shape needs.
struct Measure<'a> {
    args: &'a BenchArgs,
    level: &'static str,
    keys: u64,
    backends: &'a [Backend],
    default_backend: Backend,
    layout: Layout,
    log: &'a dyn Fn(String),
}

impl Measure<'_> {
    /// Builds a filter of keys `key(0..n)`, measures every back end on it, and returns it with
    /// its rows.
    fn shape<K: Key + Sync>(
        &self,
        shape: KeyShape,
        key: impl Fn(u64) -> K,
    ) -> Result<(Filter, Vec<Row>), String> {
        let (args, n) = (self.args, self.keys);
        let started = Instant::now();
        let mut filter = Filter::builder()
            .expected_items(n)
            .bits_per_key(args.bits_per_key)
            .layout(self.layout)
            .build()
            .map_err(|e| e.to_string())?;
        fill(&mut filter, n, &key, self.level, !args.json);
        (self.log)(format!(
            "  {} {}: {n} {} keys, {} layout, k={}, built in {:.1} s",
            self.level,
            human_size(filter.size_bytes()),
            shape.name(),
            self.layout,
            filter.num_hashes(),
            started.elapsed().as_secs_f64()
        ));
        let absent: Vec<K> = (n..n + args.queries as u64).map(&key).collect();
        let mut rng = SplitMix(0x5eed);
        let present: Vec<K> = (0..args.queries).map(|_| key(rng.below(n))).collect();
        let mut rows = Vec::new();
        let mut absent_hits = None;
        for &backend in self.backends {
            filter.set_backend(backend).map_err(|e| e.to_string())?;
            let mut ns = [0.0; 5];
            for (mode, slot) in ns.iter_mut().take(4).enumerate() {
                let set = if mode % 2 == 0 { &absent } else { &present };
                let (t, hits) = measure(filter.view(), set, mode >= 2, args.reps);
                *slot = t;
                if mode % 2 == 1 && hits != set.len() {
                    return Err(format!(
                        "{backend}: {} of {} inserted keys not found",
                        set.len() - hits,
                        set.len()
                    ));
                }
                if mode % 2 == 0 && *absent_hits.get_or_insert(hits) != hits {
                    return Err(format!(
                        "{backend} disagrees with another back end on absent keys"
                    ));
                }
            }
            let bits = filter.size_bytes() as f64 * 8.0 / n as f64;
            rows.push(Row {
                level: self.level,
                bytes: filter.size_bytes(),
                keys: n,
                shape,
                layout: self.layout,
                k: filter.num_hashes(),
                backend,
                ns,
                batch_absent_4k: None,
                over_floor: None,
                fpr_measured: absent_hits.unwrap_or(0) as f64 / absent.len() as f64,
                fpr_model: match self.layout {
                    Layout::Blocked => expected_fpr(bits, filter.num_hashes()),
                    Layout::SplitBlock => expected_split_fpr(bits, filter.num_hashes()),
                },
            });
        }
        // Batched absent lookups against the memory floor, side by side: a floor pass, then a
        // lookup pass, `reps` times; the median of the ratios.
        if shape == self.args.keys[0] && self.layout == self.args.layout[0].layout() {
            filter
                .set_backend(self.default_backend)
                .map_err(|e| e.to_string())?;
            let view = filter.view();
            let reads = LineReads::new(view.as_bytes(), args.queries);
            let mut out = vec![false; absent.len()];
            reads.pass();
            pass(view, &absent, true, &mut out);
            let mut ratios: Vec<f64> = (0..args.reps)
                .map(|_| {
                    let floor = reads.pass();
                    pass(view, &absent, true, &mut out).0 / floor
                })
                .collect();
            let ratio = median(&mut ratios);
            for r in rows
                .iter_mut()
                .filter(|r| r.backend == self.default_backend)
            {
                r.over_floor = Some(ratio);
            }
        }
        // The same lookups over a copy in memory without the huge-page advice (an image in a
        // plain aligned heap buffer), on the default back end.
        if filter.size_bytes() >= HUGE_FROM {
            let image = linebloom::AlignedBytes::copy_from(&filter.to_image());
            let view = FilterRef::from_image(&image)
                .and_then(|v| v.with_backend(self.default_backend))
                .map_err(|e| e.to_string())?;
            let (t, hits) = measure(view, &absent, true, args.reps);
            if Some(hits) != absent_hits {
                return Err("the image copy disagrees with the filter".into());
            }
            for r in rows
                .iter_mut()
                .filter(|r| r.backend == self.default_backend)
            {
                r.batch_absent_4k = Some(t);
            }
        }
        // Insert throughput last: inserting the absent keys changes the filter. Each pass
        // inserts the same keys again (the same loads, masks and stores).
        for (row, &backend) in rows.iter_mut().zip(self.backends) {
            filter.set_backend(backend).map_err(|e| e.to_string())?;
            let mut pass = || {
                let t = Instant::now();
                filter.insert_batch(black_box(&absent));
                t.elapsed().as_secs_f64() * 1e9 / absent.len() as f64
            };
            pass();
            let mut times: Vec<f64> = (0..args.reps).map(|_| pass()).collect();
            row.ns[4] = median(&mut times);
        }
        Ok((filter, rows))
    }
}

/// 1, 2, 4, ... below `max`, then `max`.
fn thread_counts(max: usize) -> Vec<usize> {
    let mut v: Vec<usize> = std::iter::successors(Some(1usize), |t| t.checked_mul(2))
        .take_while(|&t| t < max)
        .collect();
    v.push(max);
    v
}

/// Each of `t` threads, pinned to cores `0..t`, runs warm-up and `reps` timed batched passes of
/// its own absent keys, all threads starting each pass together; each thread's median ns/key.
fn on_threads(filter: &Filter, n: u64, t: usize, args: &BenchArgs) -> Vec<f64> {
    let barrier = Barrier::new(t);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..t)
            .map(|i| {
                let barrier = &barrier;
                s.spawn(move || {
                    pin_to_core(i);
                    let q = args.queries as u64;
                    let start = n + (i as u64 + 1) * q;
                    let keys: Vec<u64> = (start..start + q).collect();
                    let mut out = vec![false; keys.len()];
                    let mut times = Vec::with_capacity(args.reps);
                    for rep in 0..=args.reps {
                        barrier.wait();
                        let t0 = Instant::now();
                        filter.contains_batch(black_box(&keys), &mut out);
                        let ns = t0.elapsed().as_secs_f64() * 1e9 / keys.len() as f64;
                        black_box(&out);
                        if rep > 0 {
                            times.push(ns);
                        }
                    }
                    median(&mut times)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a benchmark thread panicked"))
            .collect()
    })
}

/// Inserts the keys `key(0..n)`, a million at a time; on a terminal, a progress line for filters
/// that take a while (the DRAM one).
fn fill<K: Key>(filter: &mut Filter, n: u64, key: &impl Fn(u64) -> K, level: &str, log: bool) {
    let progress = log && n >= 32 << 20 && std::io::stderr().is_terminal();
    let started = Instant::now();
    let mut buf = Vec::with_capacity(1 << 20);
    let mut next = 0;
    while next < n {
        let end = n.min(next + (1 << 20));
        buf.clear();
        buf.extend((next..end).map(key));
        filter.insert_batch(&buf);
        next = end;
        if progress && (next >> 20) % 8 == 0 {
            let done = next as f64 / n as f64;
            let secs = started.elapsed().as_secs_f64();
            let _ = write!(
                std::io::stderr(),
                "\r  building the {level} filter ({}): {:>3.0}%, {:.0} s left ",
                human_size(filter.size_bytes()),
                100.0 * done,
                secs / done - secs
            );
        }
    }
    if progress {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
}

/// Median ns/key over `reps` passes, and the hit count.
fn measure<K: Key>(filter: FilterRef<'_>, keys: &[K], batched: bool, reps: usize) -> (f64, usize) {
    let mut out = vec![false; keys.len()];
    let (_, hits) = pass(filter, keys, batched, &mut out); // warm-up: caches, TLB, predictors
    let mut times: Vec<f64> = (0..reps)
        .map(|_| pass(filter, keys, batched, &mut out).0)
        .collect();
    (median(&mut times), hits)
}

/// One timed pass of lookups of `keys`, batched (answers in `out`) or one at a time: ns/key and
/// the hit count.
fn pass<K: Key>(
    filter: FilterRef<'_>,
    keys: &[K],
    batched: bool,
    out: &mut [bool],
) -> (f64, usize) {
    let t = Instant::now();
    let hits = if batched {
        filter.contains_batch(black_box(keys), out);
        out.iter().filter(|&&x| x).count()
    } else {
        black_box(keys)
            .iter()
            .filter(|k| filter.contains(*k))
            .count()
    };
    (
        t.elapsed().as_secs_f64() * 1e9 / keys.len() as f64,
        black_box(hits),
    )
}
