//! CountingFilter against the Bloom filter: batched lookups of the same absent keys, side by side
//! in one run, each filter built from the same keys and sized for the same false-positive rate.
//!
//! ```text
//! cargo bench --bench counting                          # 2^25 keys at 1%: DRAM-sized, both
//! cargo bench --bench counting -- keys=1e6 reps=5 backends=avx512,avx2,scalar
//! ```
//!
//! Options (`name=value`): `keys` (default 2^25: a 40 MiB Bloom filter, a 177 MiB counting
//! filter), `fpr` (0.01), `queries` (2^23 absent keys per pass), `reps` (9 passes per filter,
//! alternating Bloom and counting so that both see the same machine), `backends` (the detected
//! one). Prints per back end: bytes, k, the FPR measured on the absent keys, and the median
//! ns/key of `contains_batch` over the passes, with min and max, and the counting/Bloom ratio of
//! the medians. The thread pins itself to a core.

use linebloom::{Backend, CountingFilter, Filter};
use linebloom_support::{cpu_model, human_size, key_at, median, pin_to_a_core, thp_mode};
use std::time::Instant;

/// Absent keys are `key_at(1, ABSENT + j)`: never inserted.
const ABSENT: u64 = 1 << 62;

fn option<T: std::str::FromStr>(name: &str, default: T) -> T {
    let given =
        std::env::args().find_map(|a| a.strip_prefix(&format!("{name}=")).map(String::from));
    given.map_or(default, |v| {
        let v = if v.contains('e') {
            format!("{}", v.parse::<f64>().unwrap_or(0.0) as u64)
        } else {
            v
        };
        v.parse()
            .unwrap_or_else(|_| panic!("{name}={v}: not a value"))
    })
}

/// Seconds per key of one `contains_batch` pass over `probe`, and its hits.
fn pass(probe: &[u64], out: &mut [bool], lookup: &dyn Fn(&[u64], &mut [bool])) -> (f64, usize) {
    let t = Instant::now();
    lookup(probe, out);
    let s = t.elapsed().as_secs_f64();
    (s / probe.len() as f64, out.iter().filter(|&&x| x).count())
}

fn main() {
    let keys: u64 = option("keys", 1 << 25);
    let fpr: f64 = option("fpr", 0.01);
    let queries: usize = option("queries", 1 << 23);
    let reps: usize = option("reps", 9);
    let backends: String = option("backends", Backend::detect().name().to_string());
    let core = pin_to_a_core();
    println!(
        "CountingFilter vs Filter, batched absent-key lookups: {} | THP {} | pinned to core {:?}",
        cpu_model(),
        thp_mode(),
        core
    );
    println!("{keys} keys, each filter sized for FPR {fpr}; {queries} absent keys a pass, median of {reps} passes");
    let present: Vec<u64> = (0..keys).map(|i| key_at(1, i)).collect();
    let probe: Vec<u64> = (0..queries as u64).map(|j| key_at(1, ABSENT + j)).collect();
    let mut bloom = Filter::with_fpr(keys, fpr).unwrap();
    bloom.insert_batch(&present);
    let mut counting = CountingFilter::with_fpr(keys, fpr).unwrap();
    counting.insert_batch(&present);
    drop(present);
    let mut out = vec![false; queries];
    for name in backends.split(',') {
        let b: Backend = name.parse().unwrap();
        if !b.is_available() {
            println!("{name}: not on this CPU");
            continue;
        }
        bloom.set_backend(b).unwrap();
        counting.set_backend(b).unwrap();
        let (mut tb, mut tc) = (Vec::new(), Vec::new());
        let (bloom_f, counting_f) = (&bloom, &counting);
        let by_bloom = |p: &[u64], o: &mut [bool]| bloom_f.contains_batch(p, o);
        let by_counting = |p: &[u64], o: &mut [bool]| counting_f.contains_batch(p, o);
        let (_, hb) = pass(&probe, &mut out, &by_bloom); // warm-up passes: page in, train
        let (_, hc) = pass(&probe, &mut out, &by_counting);
        for _ in 0..reps {
            let (s, h) = pass(&probe, &mut out, &by_bloom);
            assert_eq!(h, hb, "a pass answered differently");
            tb.push(s * 1e9);
            let (s, h) = pass(&probe, &mut out, &by_counting);
            assert_eq!(h, hc, "a pass answered differently");
            tc.push(s * 1e9);
        }
        let spread = |v: &[f64]| {
            let (lo, hi) = v
                .iter()
                .fold((f64::MAX, 0.0f64), |(l, h), &x| (l.min(x), h.max(x)));
            format!("(min {lo:.2}, max {hi:.2})")
        };
        for (what, bytes, k, hits, t) in [
            (
                "Filter",
                bloom.size_bytes(),
                bloom.num_hashes(),
                hb,
                &mut tb,
            ),
            (
                "CountingFilter",
                counting.size_bytes(),
                counting.num_hashes(),
                hc,
                &mut tc,
            ),
        ] {
            let shown = spread(t);
            println!(
                "{name:>7} {what:<15} {:>10} k={k:<2} FPR {:.4}%  {:.2} ns/key {shown}",
                human_size(bytes),
                100.0 * hits as f64 / queries as f64,
                median(t),
            );
        }
        println!(
            "{name:>7} ratio counting/Bloom (medians): {:.3}",
            median(&mut tc) / median(&mut tb)
        );
    }
}
