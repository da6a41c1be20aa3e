//! `linebloom bench`: lookup throughput on this CPU, per back end and filter size, on built-in
//! synthetic keys. Every figure is the median of `--reps` timed passes over `--queries` keys.

use linebloom::{expected_fpr, Backend, Filter};
use linebloom_support::{
    cache_sizes, cpu_model, human_size, median, parse_size, pin_to_a_core, SplitMix,
};
use std::hint::black_box;
use std::time::Instant;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Print the figures as JSON on stdout instead of the table
    #[arg(long)]
    json: bool,
    /// Size of the largest (DRAM) filter, e.g. 1G, 256M
    #[arg(long, default_value = "1G", value_parser = parse_size_arg)]
    max_size: usize,
    /// Filter sizes to measure instead of the L1/L2/L3/DRAM set, e.g. 1.25MB,500MB
    #[arg(long, value_delimiter = ',', value_parser = parse_size_arg)]
    sizes: Vec<usize>,
    /// Back ends to measure (default: every one this CPU has), e.g. scalar,avx2
    #[arg(long, value_delimiter = ',')]
    backend: Vec<Backend>,
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

/// One filter size on one back end.
struct Row {
    level: &'static str,
    bytes: usize,
    keys: u64,
    k: u32,
    backend: Backend,
    /// ns/key: single absent, single present, batch absent, batch present.
    ns: [f64; 4],
    fpr_measured: f64,
    fpr_model: f64,
}

const MODES: [&str; 4] = [
    "single_absent",
    "single_present",
    "batch_absent",
    "batch_present",
];

/// Random 64-byte-line reads over the filter's own memory, many in flight.
struct Floor {
    bytes: usize,
    ns_per_line: f64,
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
    for &(bytes, level) in &sizes {
        let keys = ((bytes as f64 * 8.0 / args.bits_per_key) as u64).max(1);
        let started = Instant::now();
        let mut filter =
            Filter::with_bits_per_key(keys, args.bits_per_key).map_err(|e| e.to_string())?;
        fill(&mut filter, keys);
        log(format!(
            "  {level} {}: {keys} keys, k={}, built in {:.1} s",
            human_size(filter.size_bytes()),
            filter.num_hashes(),
            started.elapsed().as_secs_f64()
        ));
        let (absent, present) = query_sets(keys, args.queries);
        floors.push(Floor {
            bytes: filter.size_bytes(),
            ns_per_line: line_floor(&filter, args),
        });
        let mut absent_hits = None;
        for &backend in &backends {
            filter.set_backend(backend).map_err(|e| e.to_string())?;
            let mut ns = [0.0; 4];
            for (mode, slot) in ns.iter_mut().enumerate() {
                let set = if mode % 2 == 0 { &absent } else { &present };
                let (t, hits) = measure(&filter, set, mode >= 2, args.reps);
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
            let bits = filter.size_bytes() as f64 * 8.0 / keys as f64;
            rows.push(Row {
                level,
                bytes: filter.size_bytes(),
                keys,
                k: filter.num_hashes(),
                backend,
                ns,
                fpr_measured: absent_hits.unwrap_or(0) as f64 / absent.len() as f64,
                fpr_model: expected_fpr(bits, filter.num_hashes()),
            });
        }
    }
    if args.json {
        println!("{}", json(args, default_backend, pinned, &rows, &floors));
    } else {
        print_table(args, default_backend, &rows, &floors);
    }
    Ok(())
}

/// Inserts the keys `0..n` (as `u64`), a million at a time.
fn fill(filter: &mut Filter, n: u64) {
    let mut buf = Vec::with_capacity(1 << 20);
    let mut next = 0;
    while next < n {
        let end = n.min(next + (1 << 20));
        buf.clear();
        buf.extend(next..end);
        filter.insert_batch(&buf);
        next = end;
    }
}

/// `q` keys never inserted (`n..`) and `q` inserted keys drawn at random from `0..n`.
fn query_sets(n: u64, q: usize) -> (Vec<u64>, Vec<u64>) {
    let absent = (n..n + q as u64).collect();
    let mut rng = SplitMix(0x5eed);
    let present = (0..q).map(|_| rng.below(n)).collect();
    (absent, present)
}

/// Median ns/key over `reps` passes, and the hit count.
fn measure(filter: &Filter, keys: &[u64], batched: bool, reps: usize) -> (f64, usize) {
    let mut out = vec![false; keys.len()];
    let mut pass = || {
        let t = Instant::now();
        let hits = if batched {
            filter.contains_batch(black_box(keys), &mut out);
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
    };
    let (_, hits) = pass(); // warm-up: caches, TLB, branch predictors
    let mut times: Vec<f64> = (0..reps).map(|_| pass().0).collect();
    (median(&mut times), hits)
}

/// ns per random 64-byte line read over the filter's bytes, with independent loads (many in
/// flight): the memory system's floor for a lookup that touches one line.
fn line_floor(filter: &Filter, args: &BenchArgs) -> f64 {
    linebloom_support::line_floor(filter.as_bytes(), args.queries, args.reps)
}

fn print_table(args: &BenchArgs, default_backend: Backend, rows: &[Row], floors: &[Floor]) {
    println!(
        "{} keys per pass, median of {} passes, {} bits/key; ns/key (million keys/s)",
        args.queries, args.reps, args.bits_per_key
    );
    println!(
        "{:<5} {:>9} {:<7} {:>16} {:>16} {:>16} {:>16} {:>6} {:>8} {:>8} {:>7}",
        "level",
        "size",
        "backend",
        "single absent",
        "single present",
        "batch absent",
        "batch present",
        "speedup",
        "FPR %",
        "model %",
        "floor"
    );
    let cell = |ns: f64| format!("{ns:.2} ({:.0})", 1e3 / ns);
    for r in rows {
        let floor = floors
            .iter()
            .find(|f| f.bytes == r.bytes)
            .map_or(f64::NAN, |f| f.ns_per_line);
        println!(
            "{:<5} {:>9} {:<7} {:>16} {:>16} {:>16} {:>16} {:>6.2}x {:>8.4} {:>8.4} {:>7.2}",
            r.level,
            human_size(r.bytes),
            r.backend.name(),
            cell(r.ns[0]),
            cell(r.ns[1]),
            cell(r.ns[2]),
            cell(r.ns[3]),
            r.ns[0] / r.ns[2],
            100.0 * r.fpr_measured,
            100.0 * r.fpr_model,
            floor
        );
    }
    println!(
        "default dispatch: {default_backend}; speedup = single absent / batch absent; floor = ns \
         per random 64-byte read of the same memory, many in flight"
    );
}

fn json(
    args: &BenchArgs,
    default_backend: Backend,
    pinned: Option<usize>,
    rows: &[Row],
    floors: &[Floor],
) -> String {
    let esc = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let mut out = format!(
        "{{\"cpu\":\"{}\",\"arch\":\"{}\",\"default_backend\":\"{}\",\"pinned_core\":{},\
         \"bits_per_key\":{},\"queries\":{},\"reps\":{},\"unit\":\"ns/key\",\"results\":[",
        esc(&cpu_model()),
        std::env::consts::ARCH,
        default_backend,
        pinned.map_or("null".to_string(), |c| c.to_string()),
        args.bits_per_key,
        args.queries,
        args.reps
    );
    for (i, r) in rows.iter().enumerate() {
        let modes: Vec<String> = MODES
            .iter()
            .zip(r.ns)
            .map(|(m, ns)| format!("\"{m}\":{ns:.3}"))
            .collect();
        out += &format!(
            "{}{{\"level\":\"{}\",\"bytes\":{},\"keys\":{},\"k\":{},\"backend\":\"{}\",{},\
             \"fpr_measured\":{:.6e},\"fpr_model\":{:.6e}}}",
            if i > 0 { "," } else { "" },
            r.level,
            r.bytes,
            r.keys,
            r.k,
            r.backend,
            modes.join(","),
            r.fpr_measured,
            r.fpr_model
        );
    }
    out += "],\"floors\":[";
    let floors: Vec<String> = floors
        .iter()
        .map(|f| {
            format!(
                "{{\"bytes\":{},\"ns_per_line\":{:.3}}}",
                f.bytes, f.ns_per_line
            )
        })
        .collect();
    out += &floors.join(",");
    out += "]}";
    out
}
