//! A runtime join filter (what was `linebloom bench --join`). Probe rows (u64 keys, a fixed
//! fraction of them build keys) are joined against the build keys two ways: an exact hash set
//! alone, and the filter first with only its "maybe" rows checked against the set. Then `select`
//! against `contains_batch` and `count_batch` on a filter larger than the caches. Every figure is
//! the median of `--reps` passes; the joined row counts must agree or the run fails.
//!
//! ```text
//! cargo bench --bench join_table      # 1e8 probe rows, 2% hits, 1e7 build keys
//! cargo bench --bench join_table -- --join-rows 1e7 --join-build 1e6 --hit-rate 0.1
//! ```

use clap::Parser;
use linebloom::{expected_fpr, Filter};
use linebloom_support::{cpu_model, human_size, median, parse_count, pin_to_a_core, SplitMix};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::hint::black_box;
use std::time::Instant;

/// Rows per `select` call in the filtered join: a batch an engine would hand over.
const BATCH: usize = 1 << 16;

#[derive(Parser)]
#[command(
    name = "join_table",
    about = "A runtime join filter: filter then exact set, against the exact set alone; select \
             against contains_batch"
)]
struct Args {
    /// Probe rows
    #[arg(long, value_parser = parse_count, default_value = "1e8")]
    join_rows: u64,
    /// Build keys (the filter and the exact set)
    #[arg(long, value_parser = parse_count, default_value = "1e7")]
    join_build: u64,
    /// Fraction of probe rows whose key is a build key
    #[arg(long, default_value_t = 0.02)]
    hit_rate: f64,
    /// Keys in the larger filter that select and contains_batch are compared on
    #[arg(long, value_parser = parse_count, default_value = "1e8")]
    select_build: u64,
    /// Filter density
    #[arg(long, default_value_t = 10.0)]
    bits_per_key: f64,
    /// Timed passes per figure (the median is reported)
    #[arg(long, default_value_t = 5)]
    reps: usize,
    /// Do not pin the benchmark thread to a core
    #[arg(long)]
    no_pin: bool,
    /// Passed by `cargo bench`; ignored
    #[arg(long, hide = true)]
    bench: bool,
}

struct JoinBenchArgs {
    rows: u64,
    build: u64,
    hit_rate: f64,
    bits_per_key: f64,
    select_build: u64,
    reps: usize,
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    if args.reps == 0 {
        eprintln!("join_table: --reps must be at least 1");
        return std::process::ExitCode::from(2);
    }
    if !args.no_pin {
        pin_to_a_core();
    }
    let result = run(&JoinBenchArgs {
        rows: args.join_rows,
        build: args.join_build,
        hit_rate: args.hit_rate,
        bits_per_key: args.bits_per_key,
        select_build: args.select_build,
        reps: args.reps,
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("join_table: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

/// The exact set's hasher: one multiply-fold per u64 key, a strong baseline (far faster than
/// SipHash), as an engine's own join hash table would use.
#[derive(Default)]
struct MulFold(u64);

impl Hasher for MulFold {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        let m = u128::from(x ^ self.0) * 0x9e37_79b9_7f4a_7c15_u128;
        self.0 = (m as u64) ^ ((m >> 64) as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

type ExactSet = HashSet<u64, BuildHasherDefault<MulFold>>;

/// A bijection on u64 (one SplitMix64 step from state `x`): distinct inputs give distinct keys.
fn mix(x: u64) -> u64 {
    SplitMix(x).next()
}

fn build_key(i: u64) -> u64 {
    mix(i)
}

/// Keys never among the build keys: `mix` of another range of inputs.
fn absent_key(i: u64) -> u64 {
    mix((1 << 62) | i)
}

fn probe_rows(rows: u64, build: u64, hit_rate: f64) -> Vec<u64> {
    let cut = (hit_rate * 2f64.powi(64)) as u64;
    (0..rows)
        .map(|i| {
            let r = mix(i ^ 0x5555_5555_5555_5555);
            if hit_rate > 0.0 && r < cut {
                build_key(mix(r) % build)
            } else {
                absent_key(i)
            }
        })
        .collect()
}

fn median_ns(reps: usize, mut pass: impl FnMut() -> usize) -> (f64, usize) {
    let mut times = Vec::with_capacity(reps);
    let mut result = 0;
    for _ in 0..reps {
        let t = Instant::now();
        result = black_box(pass());
        times.push(t.elapsed().as_nanos() as f64);
    }
    (median(&mut times), result)
}

fn run(a: &JoinBenchArgs) -> Result<(), String> {
    if !(0.0..=1.0).contains(&a.hit_rate) {
        return Err(format!("--hit-rate {}: a fraction from 0 to 1", a.hit_rate));
    }
    eprintln!(
        "join bench: {} probe rows, {} build keys, hit rate {}, {} bits/key; generating...",
        a.rows, a.build, a.hit_rate, a.bits_per_key
    );
    let build: Vec<u64> = (0..a.build).map(build_key).collect();
    let probe = probe_rows(a.rows, a.build, a.hit_rate);
    let mut filter =
        Filter::with_bits_per_key(a.build, a.bits_per_key).map_err(|e| e.to_string())?;
    filter.insert_batch(&build);
    let mut exact = ExactSet::with_capacity_and_hasher(build.len(), Default::default());
    exact.extend(build.iter().copied());
    drop(build);

    let rows = probe.len() as f64;
    let (exact_ns, exact_out) = median_ns(a.reps, || {
        probe.iter().filter(|k| exact.contains(k)).count()
    });
    let mut sel = Vec::with_capacity(BATCH);
    let mut checked = 0;
    let (filtered_ns, filtered_out) = median_ns(a.reps, || {
        let (mut out, mut maybe) = (0, 0);
        for batch in probe.chunks(BATCH) {
            filter.select(batch, &mut sel);
            maybe += sel.len();
            out += sel
                .iter()
                .filter(|&&i| exact.contains(&batch[i as usize]))
                .count();
        }
        checked = maybe;
        out
    });
    if exact_out != filtered_out {
        return Err(format!(
            "the filtered join returned {filtered_out} rows, the exact join {exact_out}: a bug"
        ));
    }
    let p_model = expected_fpr(a.bits_per_key, filter.num_hashes());
    let h = exact_out as f64 / rows;
    println!(
        "# join: {} probe rows, {} build keys, hit rate {:.4}, filter {} at {} bits/key (k={}), \
         back end {}, CPU {}",
        a.rows,
        a.build,
        h,
        human_size(filter.size_bytes()),
        a.bits_per_key,
        filter.num_hashes(),
        filter.backend_name(),
        cpu_model()
    );
    println!(
        "{:<28} {:>10} {:>12} {:>10} {:>14}",
        "method", "ns/row", "Mrows/s", "speed-up", "rows out"
    );
    for (name, ns) in [
        ("exact hash set only", exact_ns),
        ("filter (select), then exact", filtered_ns),
    ] {
        println!(
            "{:<28} {:>10.2} {:>12.1} {:>9.2}x {:>14}",
            name,
            ns / rows,
            rows * 1e3 / ns,
            exact_ns / ns,
            exact_out
        );
    }
    println!(
        "fraction of rows reaching the exact check: {:.5} (model h + (1 - h) p = {:.5}, p = {:.5})",
        checked as f64 / rows,
        h + (1.0 - h) * p_model,
        p_model
    );
    drop(exact);
    drop(filter);

    // `select` against `contains_batch` and `count_batch`, on a filter larger than the caches.
    let mut big =
        Filter::with_bits_per_key(a.select_build, a.bits_per_key).map_err(|e| e.to_string())?;
    let keys: Vec<u64> = (0..a.select_build).map(build_key).collect();
    big.insert_batch(&keys);
    drop(keys);
    let n = probe.len().min(10_000_000);
    let q = &probe[..n];
    let mut answers = vec![false; BATCH];
    // The three calls take turns within each round, so drift on a shared machine hits all alike.
    let mut times: [Vec<f64>; 3] = Default::default();
    let mut hits = [0usize; 3];
    for _ in 0..a.reps {
        for (call, (t, h)) in times.iter_mut().zip(&mut hits).enumerate() {
            let start = Instant::now();
            let mut found = 0;
            for batch in q.chunks(BATCH) {
                found += match call {
                    0 => {
                        let out = &mut answers[..batch.len()];
                        big.contains_batch(batch, out);
                        out.iter().filter(|&&x| x).count()
                    }
                    1 => {
                        big.select(batch, &mut sel);
                        sel.len()
                    }
                    _ => big.count_batch(batch),
                };
            }
            t.push(start.elapsed().as_nanos() as f64);
            *h = black_box(found);
        }
    }
    let [cb_ns, sel_ns, count_ns] = times.each_mut().map(|t| median(t));
    let [cb_hits, sel_hits, count_hits] = hits;
    if cb_hits != sel_hits || cb_hits != count_hits {
        return Err(format!(
            "contains_batch found {cb_hits}, select {sel_hits}, count_batch {count_hits}: a bug"
        ));
    }
    println!(
        "# batch outputs on a {} filter ({} keys), {} probes in batches of {BATCH}",
        human_size(big.size_bytes()),
        a.select_build,
        n
    );
    println!(
        "{:<28} {:>10} {:>14}",
        "call", "ns/key", "vs contains_batch"
    );
    for (name, ns) in [
        ("contains_batch (bool out)", cb_ns),
        ("select (selection vector)", sel_ns),
        ("count_batch", count_ns),
    ] {
        println!("{:<28} {:>10.2} {:>13.3}x", name, ns / n as f64, ns / cb_ns);
    }
    Ok(())
}
