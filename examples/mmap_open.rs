//! Open time of a filter file through `MmapFilter::open` against its size, and batched lookups
//! through the mapping against an owned `Filter` of the same size (run side by side).
//!
//! `cargo run --release --example mmap_open [dir] [max_bytes]`

use linebloom::{Filter, MapAdvice, MmapFilter};
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() -> Result<(), linebloom::Error> {
    let mut args = std::env::args().skip(1);
    let dir = std::path::PathBuf::from(args.next().unwrap_or_else(|| "/tmp".into()));
    let max: usize = args.next().map_or(1 << 30, |s| s.parse().expect("bytes"));
    let mut size = 1 << 20;
    println!("| file size | open (median of 101) | open_verified | batch owned ns/key | batch mmap ns/key |");
    println!("|---|---|---|---|---|");
    while size <= max {
        let n = (size * 8 / 10) as u64;
        let mut f = Filter::with_bits_per_key(n, 10.0)?;
        let mut buf = Vec::with_capacity(1 << 20);
        for start in (0..n).step_by(1 << 20) {
            buf.clear();
            buf.extend(start..n.min(start + (1 << 20)));
            f.insert_batch(&buf);
        }
        let path = dir.join(format!("linebloom-open-{size}.lbf"));
        f.save(&path)?;
        let opens: Vec<f64> = (0..101)
            .map(|_| {
                let t = Instant::now();
                // SAFETY: the example's own file in a fresh directory; nothing modifies it while it is mapped.
                let m = unsafe { MmapFilter::open(&path) }.unwrap();
                let e = t.elapsed().as_secs_f64() * 1e6;
                drop(m);
                e
            })
            .collect();
        let t = Instant::now();
        // SAFETY: the example's own file in a fresh directory; nothing modifies it while it is mapped.
        let m = unsafe { MmapFilter::open_verified(&path) }?;
        let verified = t.elapsed().as_secs_f64() * 1e3;
        m.advise(MapAdvice::Random)?;
        let q: Vec<u64> = (0..2_000_000u64).map(|i| i * 7 + n / 2).collect();
        let mut out = vec![false; q.len()];
        let mut time = |g: &dyn Fn(&[u64], &mut [bool])| {
            g(&q, &mut out); // warm: page faults, TLB
            median(
                (0..5)
                    .map(|_| {
                        let t = Instant::now();
                        g(&q, &mut out);
                        t.elapsed().as_secs_f64() * 1e9 / q.len() as f64
                    })
                    .collect(),
            )
        };
        let owned = time(&|k, o| f.contains_batch(k, o));
        let mapped = time(&|k, o| m.contains_batch(k, o));
        println!(
            "| {} MiB | {:.1} µs | {verified:.1} ms | {owned:.2} | {mapped:.2} |",
            size >> 20,
            median(opens)
        );
        drop(m);
        std::fs::remove_file(&path).ok();
        size *= 4;
    }
    Ok(())
}
