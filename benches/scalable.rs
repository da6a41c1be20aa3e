//! ScalableFilter growing from 1e3 to 1e7 keys against a `Filter` sized up front for 1e7, side by
//! side in one run, at fpr 1% and 0.1%: sub-filters, bits/key, measured FPR over 10^7 absent
//! keys, false negatives, `contains_batch` ns/key.
//!
//! ```text
//! cargo bench --bench scalable [-- KEYS]
//! ```

use linebloom::{Filter, ScalableFilter};
use linebloom_support::{key_at, median, pin_to_a_core};
use std::hint::black_box;
use std::time::Instant;

fn batched_ns(reps: usize, keys: &[u64], mut run: impl FnMut(&[u64], &mut [bool])) -> f64 {
    let mut out = vec![false; keys.len()];
    let mut v: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            run(black_box(keys), &mut out);
            black_box(&out);
            t.elapsed().as_secs_f64() * 1e9 / keys.len() as f64
        })
        .collect();
    median(&mut v)
}

fn main() {
    let n: u64 = std::env::args()
        .skip(1)
        .find(|a| a != "--bench")
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000_000);
    pin_to_a_core();
    let members: Vec<u64> = (0..n).map(|i| key_at(0x5ca1, i)).collect();
    let absent: Vec<u64> = (0..10_000_000u64)
        .map(|i| key_at(0xab5e, i) | 1 << 63)
        .collect();
    let members_mod: Vec<u64> = members.iter().map(|k| k & !(1 << 63)).collect();
    println!("{n} keys inserted, 10^7 absent keys probed, median of 3 batched passes over the absent keys");
    println!(
        "{:>6} {:<34} {:>5} {:>9} {:>10} {:>9} {:>8} {:>9}",
        "fpr", "filter", "subs", "bits/key", "FPR %", "max_fpr", "false -", "ns/key"
    );
    for fpr in [0.01, 0.001] {
        let mut s = ScalableFilter::builder()
            .initial_capacity(1000)
            .fpr(fpr)
            .build()
            .expect("scalable");
        for k in &members_mod {
            s.insert(k).expect("insert");
        }
        let mut f = Filter::with_fpr(n, fpr).expect("filter");
        f.insert_batch(&members_mod);
        let mut out = vec![false; members_mod.len()];
        s.contains_batch(&members_mod, &mut out);
        let s_fn = out.iter().filter(|&&x| !x).count();
        f.contains_batch(&members_mod, &mut out);
        let f_fn = out.iter().filter(|&&x| !x).count();
        let mut hits = vec![false; absent.len()];
        s.contains_batch(&absent, &mut hits);
        let s_fpr = hits.iter().filter(|&&x| x).count() as f64 / absent.len() as f64;
        f.contains_batch(&absent, &mut hits);
        let f_fpr = hits.iter().filter(|&&x| x).count() as f64 / absent.len() as f64;
        let s_ns = batched_ns(3, &absent, |k, o| s.contains_batch(k, o));
        let f_ns = batched_ns(3, &absent, |k, o| f.contains_batch(k, o));
        println!(
            "{fpr:>6} {:<34} {:>5} {:>9.2} {:>10.4} {:>9.5} {s_fn:>8} {s_ns:>9.2}",
            "ScalableFilter (1e3, x2, r 0.5)",
            s.num_filters(),
            s.size_bytes() as f64 * 8.0 / n as f64,
            100.0 * s_fpr,
            s.max_fpr(),
        );
        println!(
            "{fpr:>6} {:<34} {:>5} {:>9.2} {:>10.4} {:>9} {f_fn:>8} {f_ns:>9.2}",
            "Filter sized for all keys",
            1,
            f.size_bytes() as f64 * 8.0 / n as f64,
            100.0 * f_fpr,
            "-",
        );
    }
}
