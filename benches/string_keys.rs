//! 16-byte string keys, side by side in one run: linebloom's `contains_batch` and single
//! `contains` over `[u8; 16]` keys (xxh3-64 stays scalar for byte strings, inside the same
//! per-back-end pipeline) against sbbf-rs-safe handed the same xxh3-64 of the same bytes, at 10
//! bits/key, absent keys, for filters from L1 to DRAM sizes.
//!
//! ```text
//! cargo bench --bench string_keys [-- SIZES [REPS]]     # SIZES e.g. 16K,1.25MB,64M
//! ```

use linebloom::{Backend, Filter};
use linebloom_support::{cpu_model, human_size, key_at, median, parse_size, pin_to_a_core};
use std::hint::black_box;
use std::time::Instant;

const QUERIES: usize = 1 << 20;

/// The `i`-th 16-byte key (distinct for distinct `i`).
fn key(i: u64) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&key_at(0x57, i).to_le_bytes());
    k[8..].copy_from_slice(&key_at(0x58, i).to_le_bytes());
    k
}

fn time(reps: usize, mut pass: impl FnMut() -> usize) -> (f64, usize) {
    let hits = pass();
    let mut v: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            black_box(pass());
            t.elapsed().as_secs_f64() * 1e9 / QUERIES as f64
        })
        .collect();
    (median(&mut v), hits)
}

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
        None => vec![16 << 10, 1_250_000, 64 << 20],
    };
    let reps: usize = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(5);
    let core = pin_to_a_core();
    println!(
        "16-byte string keys: {} ({}), default back end {}, pinned to {core:?}",
        cpu_model(),
        std::env::consts::ARCH,
        Backend::detect()
    );
    println!("{QUERIES} absent keys per pass, median of {reps} passes, 10 bits/key; ns/key");
    println!(
        "{:>10} {:>16} {:>17} {:>18} {:>14}",
        "size", "linebloom batch", "linebloom single", "sbbf-rs-safe single", "sbbf / batch"
    );
    for bytes in sizes {
        let n = (bytes * 8 / 10) as u64;
        let members: Vec<[u8; 16]> = (0..n).map(key).collect();
        let mut f = Filter::with_bits_per_key(n, 10.0).expect("filter");
        f.insert_batch(&members);
        let mut s = sbbf_rs_safe::Filter::new(10, n as usize);
        for k in &members {
            s.insert_hash(xxhash_rust::xxh3::xxh3_64(k));
        }
        drop(members);
        let absent: Vec<[u8; 16]> = (0..QUERIES as u64).map(|i| key(n + i)).collect();
        let mut out = vec![false; QUERIES];
        let (batch, hits_b) = time(reps, || {
            f.contains_batch(black_box(&absent), &mut out);
            out.iter().filter(|&&x| x).count()
        });
        let (single, hits_s) = time(reps, || {
            black_box(&absent).iter().filter(|k| f.contains(*k)).count()
        });
        assert_eq!(hits_b, hits_s, "batch and single answers differ");
        let (sbbf, _) = time(reps, || {
            black_box(&absent)
                .iter()
                .filter(|k| s.contains_hash(xxhash_rust::xxh3::xxh3_64(*k)))
                .count()
        });
        println!(
            "{:>10} {batch:>16.2} {single:>17.2} {sbbf:>18.2} {:>13.2}x",
            human_size(f.size_bytes()),
            sbbf / batch
        );
    }
}
