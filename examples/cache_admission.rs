//! Cache on the second hit, over a synthetic CDN trace: an object enters the cache only when it
//! is requested again while a `RotatingFilter` still remembers its first request, so one-hit
//! wonders never take cache space. Akamai reported that about 74% of the objects in their logs
//! were requested only once; this trace draws each object's request count from a zeta
//! distribution with exponent 2.5, under which 74.6% of objects get exactly one request, and
//! shuffles all requests into one stream.
//!
//! ```text
//! cargo run --release --example cache_admission [-- OBJECTS [CAPACITY_PER_GENERATION]]
//! ```
//!
//! It reports the share of one-hit wonders kept out, the one-hit wonders wrongly admitted (false
//! positives) against the model's expectation (the filter's estimated false-positive rate at each
//! one-hit wonder's request, summed), memory per tracked object, and ns per request, beside an
//! exact admission by `HashSet` (which never forgets and needs far more memory).

use linebloom::RotatingFilter;
use linebloom_support::SplitMix;
use std::collections::HashSet;
use std::time::Instant;

/// Zeta(2.5) request counts: P(c) = c^-2.5 / zeta(2.5), drawn by inverting the CDF over a table.
fn request_counts(objects: usize, rng: &mut SplitMix) -> Vec<u32> {
    let s = 2.5f64;
    let max = 100_000u32;
    let weights: Vec<f64> = (1..=max).map(|c| (c as f64).powf(-s)).collect();
    let total: f64 = weights.iter().sum();
    let mut cdf = Vec::with_capacity(weights.len());
    let mut acc = 0.0;
    for w in &weights {
        acc += w / total;
        cdf.push(acc);
    }
    (0..objects)
        .map(|_| {
            let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
            cdf.partition_point(|&p| p < u) as u32 + 1
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let objects: usize = args
        .first()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2_000_000);
    let mut rng = SplitMix(0xcd0a_4a11);
    let counts = request_counts(objects, &mut rng);
    let mut trace: Vec<u64> = counts
        .iter()
        .enumerate()
        .flat_map(|(o, &c)| std::iter::repeat_n(o as u64, c as usize))
        .collect();
    for i in (1..trace.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        trace.swap(i, j);
    }
    let one_hit = counts.iter().filter(|&&c| c == 1).count();
    // Two generations, each sized for the distinct objects of half the trace: an object is
    // remembered for between one and two halves of the stream.
    let capacity: u64 = args
        .get(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or((objects / 2) as u64);
    let fpr = 0.01;
    println!(
        "trace: {} requests for {objects} objects, {one_hit} ({:.1}%) requested once",
        trace.len(),
        100.0 * one_hit as f64 / objects as f64
    );

    // Filter admission.
    let mut seen = RotatingFilter::builder()
        .capacity_per_generation(capacity)
        .fpr(fpr)
        .generations(2)
        .build()
        .expect("filter");
    let mut admitted = vec![false; objects];
    let t = Instant::now();
    for &o in &trace {
        if !seen.insert(&o) {
            admitted[o as usize] = true;
        }
    }
    let filter_ns = t.elapsed().as_secs_f64() * 1e9 / trace.len() as f64;

    // The model: replay, summing the estimated false-positive rate at each one-hit wonder's
    // request (sampled every 4096 requests; each generation's rate from its own bits).
    let mut replay = RotatingFilter::builder()
        .capacity_per_generation(capacity)
        .fpr(fpr)
        .generations(2)
        .build()
        .expect("filter");
    let mut expected = 0.0;
    let mut p_now = 0.0;
    for (i, &o) in trace.iter().enumerate() {
        if i % 4096 == 0 {
            p_now = 1.0
                - replay
                    .generations()
                    .map(|g| 1.0 - g.estimated_fpr())
                    .product::<f64>();
        }
        if counts[o as usize] == 1 {
            expected += p_now;
        }
        replay.insert(&o);
    }
    let wrongly = counts
        .iter()
        .zip(&admitted)
        .filter(|(&c, &a)| c == 1 && a)
        .count();

    // Exact admission: a HashSet of every object seen.
    let mut exact = HashSet::with_capacity(objects);
    let mut exact_admitted = vec![false; objects];
    let t = Instant::now();
    for &o in &trace {
        if !exact.insert(o) {
            exact_admitted[o as usize] = true;
        }
    }
    let exact_admitted = exact_admitted.iter().filter(|&&a| a).count();
    let exact_ns = t.elapsed().as_secs_f64() * 1e9 / trace.len() as f64;
    let exact_bytes = exact.capacity() * (std::mem::size_of::<u64>() + 1);

    let multi = objects - one_hit;
    let multi_admitted = counts
        .iter()
        .zip(&admitted)
        .filter(|(&c, &a)| c > 1 && a)
        .count();
    println!(
        "RotatingFilter, 2 generations of {capacity} objects at {:.1}% FPR:",
        100.0 * fpr
    );
    println!(
        "  one-hit wonders kept out: {:.3}% ({} of {one_hit} wrongly admitted; model expects {:.0}, ratio {:.3})",
        100.0 * (one_hit - wrongly) as f64 / one_hit as f64,
        wrongly,
        expected,
        wrongly as f64 / expected.max(1e-9)
    );
    println!(
        "  multi-hit objects admitted: {multi_admitted} of {multi} ({:.2}%; the rest had their hits a window apart)",
        100.0 * multi_admitted as f64 / multi as f64
    );
    println!(
        "  memory: {} bytes, {:.2} bytes per tracked object ({:.1} bits), {filter_ns:.1} ns per request",
        seen.size_bytes(),
        seen.size_bytes() as f64 / (2 * capacity) as f64,
        8.0 * seen.size_bytes() as f64 / (2 * capacity) as f64
    );
    println!(
        "HashSet<u64>, every object ever seen: {exact_admitted} objects admitted (every multi-hit object, no one-hit wonder), about {exact_bytes} bytes ({:.1} bytes per object), {exact_ns:.1} ns per request",
        exact_bytes as f64 / objects as f64
    );
}
