//! The prefetch cut-over: `contains_batch` over absent `u64` keys with the pipeline's prefetch
//! forced off, forced on, and left to the size rule (`PREFETCH_MIN_BYTES`), for filters from
//! L1 to DRAM sizes, side by side in one run. The rule should pick the faster column at every
//! size; asm-notes/README.md ("Prefetch cut-over") records a run.
//!
//! ```text
//! cargo bench --features dispatch-bench --bench prefetch [-- SIZES [REPS]]
//! ```
//! SIZES is a comma list such as `16K,256K,1M,4M,64M` (the default covers 16 KiB to 256 MiB).

use linebloom::dispatch_bench::{force_prefetch, PREFETCH_MIN_BYTES};
use linebloom::{Backend, Filter};
use linebloom_support::{cpu_model, human_size, keys_below, median, parse_size, pin_to_a_core};
use std::hint::black_box;
use std::time::Instant;

const QUERIES: usize = 1 << 20;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let sizes: Vec<usize> = match args.first() {
        Some(list) => list
            .split(',')
            .map(|s| parse_size(s).unwrap_or_else(|| panic!("bad size {s:?}")))
            .collect(),
        None => [16, 64, 128, 256, 512, 1024, 2048, 4096, 16384, 262144]
            .iter()
            .map(|k| k << 10)
            .collect(),
    };
    let reps: usize = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(7);
    let core = pin_to_a_core();
    println!(
        "prefetch cut-over: {} ({}), back end {}, pinned to {:?}; rule: prefetch above {}",
        cpu_model(),
        std::env::consts::ARCH,
        Backend::detect(),
        core,
        human_size(PREFETCH_MIN_BYTES)
    );
    println!("{QUERIES} absent u64 keys per pass, median of {reps} passes, 10 bits/key; ns/key");
    println!(
        "{:>10} {:>8} {:>8} {:>8} {:>7}",
        "size", "off", "on", "rule", "on/off"
    );
    for bytes in sizes {
        let n = (bytes * 8 / 10) as u64;
        let mut f = Filter::with_bits_per_key(n, 10.0).expect("filter");
        f.insert_batch(&(0..n).collect::<Vec<u64>>());
        let keys: Vec<u64> = keys_below(0xab5e, u64::MAX, QUERIES)
            .into_iter()
            .map(|k| k | 1 << 63) // distinct from the members 0..n
            .collect();
        let mut out = vec![false; keys.len()];
        let mut time = |mode: Option<bool>| {
            force_prefetch(mode);
            let mut pass = || {
                let t = Instant::now();
                f.contains_batch(black_box(&keys), &mut out);
                black_box(&out);
                t.elapsed().as_secs_f64() * 1e9 / keys.len() as f64
            };
            pass();
            let mut v: Vec<f64> = (0..reps).map(|_| pass()).collect();
            median(&mut v)
        };
        let (off, on, rule) = (time(Some(false)), time(Some(true)), time(None));
        println!(
            "{:>10} {off:>8.2} {on:>8.2} {rule:>8.2} {:>7.2}",
            human_size(f.size_bytes()),
            on / off
        );
    }
    force_prefetch(None);
}
