//! Build time per key, sequential against parallel, per key count and thread count (what was
//! `linebloom bench --build`). Each figure is the median of `--reps` builds, each build allocating
//! the filter and inserting the keys `0..n` (u64, hashed with xxh3 as every key is). Every build is
//! checked bit for bit against the first one of its size.
//!
//! ```text
//! cargo bench --bench build_table                                   # 1e6, 1e7, 1e8 keys
//! cargo bench --bench build_table -- --build-keys 1e7,1e8,4e8 --with-loop
//! cargo bench --bench build_table -- --billion --threads 1,8 --json
//! ```

use clap::Parser;
use linebloom::Filter;
use linebloom_support::{cpu_model, human_size, median, parse_count};
use std::hint::black_box;
use std::time::Instant;

/// What one build method does.
#[derive(Clone, Copy, PartialEq)]
enum Method {
    /// `insert` in a loop: one random cache miss per key, one at a time.
    Loop,
    /// `insert_batch`: random order, a chunk of block loads in flight.
    Batch,
    /// `par_insert_batch` on a pool of this many threads: partitioned by block range.
    Partitioned(usize),
}

impl Method {
    fn name(self) -> String {
        match self {
            Method::Loop => "insert loop".into(),
            Method::Batch => "insert_batch".into(),
            Method::Partitioned(t) => format!("partitioned, {t} thr"),
        }
    }
}

struct Row {
    keys: usize,
    bytes: usize,
    method: Method,
    ns_per_key: f64,
}

#[derive(Parser)]
#[command(
    name = "build_table",
    about = "Build ns/key: sequential against parallel, per key count and thread count"
)]
struct Args {
    /// Key counts to build, e.g. 1e6,1e7
    #[arg(long, value_delimiter = ',', value_parser = parse_count, default_value = "1e6,1e7,1e8")]
    build_keys: Vec<u64>,
    /// Also build 1e9 keys (about 8 GB of keys and a 1.2 GB filter)
    #[arg(long)]
    billion: bool,
    /// Thread counts for the parallel build (default 1, 2, 4, ... and every core)
    #[arg(long, value_delimiter = ',')]
    threads: Vec<usize>,
    /// Also time a plain loop of single inserts
    #[arg(long)]
    with_loop: bool,
    /// Filter density
    #[arg(long, default_value_t = 10.0)]
    bits_per_key: f64,
    /// Builds per figure (the median is reported)
    #[arg(long, default_value_t = 5)]
    reps: usize,
    /// Do not pin the threads to cores
    #[arg(long)]
    no_pin: bool,
    /// Print the figures as JSON on stdout instead of the table
    #[arg(long)]
    json: bool,
    /// Passed by `cargo bench`; ignored
    #[arg(long, hide = true)]
    bench: bool,
}

struct BuildBenchArgs<'a> {
    counts: &'a [u64],
    threads: &'a [usize],
    bits_per_key: f64,
    reps: usize,
    with_loop: bool,
    pin: bool,
    json: bool,
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    if args.reps == 0 {
        eprintln!("build_table: --reps must be at least 1");
        return std::process::ExitCode::from(2);
    }
    let mut counts = args.build_keys.clone();
    if args.billion {
        counts.push(1_000_000_000);
    }
    let result = run(&BuildBenchArgs {
        counts: &counts,
        threads: &args.threads,
        bits_per_key: args.bits_per_key,
        reps: args.reps,
        with_loop: args.with_loop,
        pin: !args.no_pin,
        json: args.json,
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("build_table: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

fn run(args: &BuildBenchArgs) -> Result<(), String> {
    let cores = core_affinity::get_core_ids().unwrap_or_default();
    let threads: Vec<usize> = if args.threads.is_empty() {
        default_threads(cores.len().max(1))
    } else {
        args.threads.to_vec()
    };
    if threads.contains(&0) {
        return Err("--threads: a thread count must be at least 1".into());
    }
    if !args.json {
        eprintln!(
            "build_table: {} ({} cores), {} bits/key, median of {} builds, threads \
             pinned: {}",
            cpu_model(),
            cores.len(),
            args.bits_per_key,
            args.reps,
            if args.pin && !cores.is_empty() {
                "yes"
            } else {
                "no"
            }
        );
    }
    if args.pin {
        // The calling thread runs the sequential builds.
        if let Some(&c) = cores.first() {
            core_affinity::set_for_current(c);
        }
    }
    let mut rows = Vec::new();
    for &n in args.counts {
        let n = usize::try_from(n).map_err(|_| format!("{n} keys do not fit in memory here"))?;
        if n == 0 {
            return Err("--build-keys: a key count must be at least 1".into());
        }
        let keys: Vec<u64> = (0..n as u64).collect();
        let mut methods = vec![Method::Batch];
        if args.with_loop {
            methods.insert(0, Method::Loop);
        }
        methods.extend(threads.iter().map(|&t| Method::Partitioned(t)));
        let mut reference: Option<Filter> = None;
        for method in methods {
            let pool = match method {
                Method::Partitioned(t) => Some(pool(t, args.pin.then_some(&cores[..]))?),
                _ => None,
            };
            let mut times = Vec::with_capacity(args.reps);
            for _ in 0..args.reps {
                let t = Instant::now();
                let f = build(&keys, args.bits_per_key, method, pool.as_ref())?;
                times.push(t.elapsed().as_secs_f64() * 1e9 / n as f64);
                match &reference {
                    None => reference = Some(f),
                    Some(r) if *r != f => {
                        return Err(format!(
                            "{}: the filter differs from the sequential build's",
                            method.name()
                        ))
                    }
                    Some(_) => drop(black_box(f)),
                }
            }
            let row = Row {
                keys: n,
                bytes: reference.as_ref().map_or(0, Filter::size_bytes),
                method,
                ns_per_key: median(&mut times),
            };
            if !args.json {
                eprintln!(
                    "  {n} keys, {}: {:.2} ns/key",
                    method.name(),
                    row.ns_per_key
                );
            }
            rows.push(row);
        }
    }
    if args.json {
        println!("{}", json(args, &rows));
    } else {
        print_table(&rows);
    }
    Ok(())
}

/// 1, 2, 4, ... up to the core count, and the core count itself.
fn default_threads(cores: usize) -> Vec<usize> {
    let mut t: Vec<usize> = std::iter::successors(Some(1), |&t| Some(t * 2))
        .take_while(|&t| t < cores)
        .collect();
    t.push(cores);
    t
}

fn pool(
    threads: usize,
    pin_to: Option<&[core_affinity::CoreId]>,
) -> Result<rayon::ThreadPool, String> {
    let cores = pin_to.map(<[_]>::to_vec).unwrap_or_default();
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .start_handler(move |i| {
            if !cores.is_empty() {
                core_affinity::set_for_current(cores[i % cores.len()]);
            }
        })
        .build()
        .map_err(|e| format!("cannot start {threads} threads: {e}"))
}

fn build(
    keys: &[u64],
    bits_per_key: f64,
    method: Method,
    pool: Option<&rayon::ThreadPool>,
) -> Result<Filter, String> {
    let mut f =
        Filter::with_bits_per_key(keys.len() as u64, bits_per_key).map_err(|e| e.to_string())?;
    match (method, pool) {
        (Method::Loop, _) => keys.iter().for_each(|k| {
            f.insert(k);
        }),
        (Method::Batch, _) => f.insert_batch(keys),
        (Method::Partitioned(_), Some(pool)) => pool.install(|| f.par_insert_batch(keys)),
        (Method::Partitioned(_), None) => f.par_insert_batch(keys),
    }
    Ok(f)
}

fn print_table(rows: &[Row]) {
    println!(
        "{:>12} {:>10} {:<22} {:>9} {:>12} {:>18}",
        "keys", "filter", "method", "ns/key", "Mkeys/s", "vs insert_batch"
    );
    for r in rows {
        let base = rows
            .iter()
            .find(|b| b.keys == r.keys && b.method == Method::Batch)
            .map_or(f64::NAN, |b| b.ns_per_key);
        println!(
            "{:>12} {:>10} {:<22} {:>9.2} {:>12.1} {:>17.2}x",
            r.keys,
            human_size(r.bytes),
            r.method.name(),
            r.ns_per_key,
            1e3 / r.ns_per_key,
            base / r.ns_per_key
        );
    }
    println!(
        "each build allocates the filter and inserts u64 keys 0..n (xxh3-hashed); insert_batch is \
         the sequential build; speed-up = insert_batch ns/key / this row's"
    );
}

fn json(args: &BuildBenchArgs, rows: &[Row]) -> String {
    let items: Vec<String> = rows
        .iter()
        .map(|r| {
            let threads = match r.method {
                Method::Partitioned(t) => t,
                _ => 1,
            };
            format!(
                "{{\"keys\":{},\"bytes\":{},\"method\":\"{}\",\"threads\":{threads},\
                 \"ns_per_key\":{:.3}}}",
                r.keys,
                r.bytes,
                match r.method {
                    Method::Loop => "loop",
                    Method::Batch => "batch",
                    Method::Partitioned(_) => "partitioned",
                },
                r.ns_per_key
            )
        })
        .collect();
    format!(
        "{{\"cpu\":\"{}\",\"arch\":\"{}\",\"bits_per_key\":{},\"reps\":{},\"unit\":\"ns/key\",\
         \"results\":[{}]}}",
        cpu_model().replace('"', "'"),
        std::env::consts::ARCH,
        args.bits_per_key,
        args.reps,
        items.join(",")
    )
}
