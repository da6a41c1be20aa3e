//! Prints the table in docs/fpr-model.md: measured false-positive rate of this layout against its model, the
//! classic (unblocked) formula and Parquet's split block filter, at several bits per key.
//!
//! `cargo run --release --example fpr_table [keys] [queries]`

use linebloom::{expected_fpr, Filter};

/// Classic Bloom filter with its best integer k: (1 - e^(-k/c))^k.
fn classic(c: f64) -> (u32, f64) {
    (1..=32)
        .map(|k| (k, (1.0 - (-(k as f64) / c).exp()).powi(k as i32)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap()
}

/// Parquet's split block filter: 256-bit blocks of 8 x 32-bit words, one bit in every word:
/// E[(1 - (31/32)^L)^8] with L ~ Poisson(256 / c).
fn parquet_sbbf(c: f64) -> f64 {
    let lambda = 256.0 / c;
    let mut p = (-lambda).exp();
    let mut sum = 0.0;
    for l in 0..4000 {
        if l > 0 {
            p *= lambda / l as f64;
        }
        sum += p * (1.0 - (31.0f64 / 32.0).powi(l)).powi(8);
    }
    sum
}

fn main() -> Result<(), linebloom::Error> {
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<u64>().expect("a number"));
    let n = args.next().unwrap_or(1_000_000);
    let queries = args.next().unwrap_or(10_000_000);
    println!("| bits/key | k | measured | model | classic (best k) | Parquet SBBF (k=8) |");
    println!("|---|---|---|---|---|---|");
    for c in [6.0, 8.0, 10.0, 12.0, 16.0, 20.0] {
        let mut f = Filter::with_bits_per_key(n, c)?;
        let keys: Vec<u64> = (0..n).collect();
        f.insert_batch(&keys);
        let mut out = vec![false; 1 << 16];
        let mut hits = 0;
        let mut next = n;
        while next < n + queries {
            let len = (out.len() as u64).min(n + queries - next) as usize;
            let probe: Vec<u64> = (next..next + len as u64).collect();
            f.contains_batch(&probe, &mut out[..len]);
            hits += out[..len].iter().filter(|&&x| x).count();
            next += len as u64;
        }
        let bits = f.size_bytes() as f64 * 8.0 / n as f64;
        let (ck, cf) = classic(c);
        println!(
            "| {c} | {} | {:.4}% | {:.4}% | {:.4}% (k={ck}) | {:.4}% |",
            f.num_hashes(),
            100.0 * hits as f64 / queries as f64,
            100.0 * expected_fpr(bits, f.num_hashes()),
            100.0 * cf,
            100.0 * parquet_sbbf(c)
        );
    }
    Ok(())
}
