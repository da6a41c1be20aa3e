//! CuckooFilter against linebloom's Bloom filter and xorf's BinaryFuse16, side by side in one run.
//!
//! ```text
//! cargo bench --bench cuckoo                  # 1 MiB-class rows and a 256 MiB (DRAM) row
//! cargo bench --bench cuckoo -- --quick       # the small rows only, fewer keys
//! ```
//!
//! Rows, each built from the same `n` random u64 keys (`key_at(1, i)`):
//! * `1MiB`: n = 0.95 × 4 × 2^17, a 16-bit cuckoo table of exactly 1 MiB filled to load 0.95;
//! * `1.25MB`: n = 555,555, for which BinaryFuse16 is 1.25 MB (the cuckoo table is 2 MiB);
//! * `256MiB`: n = 0.95 × 4 × 2^25, a 256 MiB cuckoo table at load 0.95 (DRAM-sized).
//!
//! Filters: CuckooFilter with 16-bit fingerprints (and 8-bit in the small rows), the Bloom
//! `Filter` sized for the 16-bit cuckoo filter's expected FPR at that load (comparable FPR), and
//! xorf BinaryFuse16. For each: bytes, bits/key, the FPR measured over `--fpr-keys` absent keys,
//! build ns/key, batched absent-key lookups (`contains_batch`; xorf has none), a loop of single
//! absent-key `contains`, batched present-key lookups. Each time is the median of `--reps`
//! passes over `--queries` keys after a warm-up pass; every pass's hit count is checked against
//! the first. The ratios printed under each row are from the same run.

use linebloom::{Backend, CuckooFilter, Filter};
use linebloom_support::{cpu_model, human_size, key_at, median, thp_mode};
use std::hint::black_box;
use std::time::Instant;
use xorf::Filter as _;

const SEED: u64 = 1;
/// Absent keys are `key_at(SEED, ABSENT_BASE + j)`: never inserted.
const ABSENT_BASE: u64 = 1 << 62;

struct Args {
    quick: bool,
    reps: usize,
    queries: usize,
    fpr_keys: usize,
}

fn args() -> Args {
    let mut a = Args {
        quick: false,
        reps: 7,
        queries: 1 << 22,
        fpr_keys: 10_000_000,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut num = || it.next().and_then(|v| v.parse().ok()).expect("a number");
        match arg.as_str() {
            "--quick" => {
                a.quick = true;
                a.queries = 1 << 20;
                a.fpr_keys = 1_000_000;
                a.reps = 5;
            }
            "--reps" => a.reps = num(),
            "--queries" => a.queries = num(),
            "--fpr-keys" => a.fpr_keys = num(),
            "--bench" => {}
            other => {
                panic!("unknown argument {other:?}: --quick --reps N --queries N --fpr-keys N")
            }
        }
    }
    a
}

/// Median ns per key of `reps` passes of `pass` (after a warm-up), each over `n` keys; panics if
/// a pass's hit count differs from the warm-up's.
fn time(reps: usize, n: usize, mut pass: impl FnMut() -> usize) -> (f64, usize) {
    let want = pass();
    let mut ns: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            let hits = black_box(pass());
            let e = t.elapsed().as_nanos() as f64 / n as f64;
            assert_eq!(hits, want, "a timed pass answered differently");
            e
        })
        .collect();
    (median(&mut ns), want)
}

struct Row {
    name: String,
    bytes: usize,
    fpr: f64,
    build: f64,
    batch: Option<f64>,
    single: f64,
    present: Option<f64>,
}

fn print(rows: &[Row], n: usize) {
    println!(
        "  {:<14} {:>10} {:>9} {:>10} {:>9} {:>9} {:>9} {:>9}",
        "filter", "bytes", "bits/key", "FPR %", "build", "batch", "single", "present"
    );
    let opt = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{v:.2}"));
    for r in rows {
        println!(
            "  {:<14} {:>10} {:>9.2} {:>10.5} {:>9.1} {:>9} {:>9.2} {:>9}",
            r.name,
            human_size(r.bytes),
            r.bytes as f64 * 8.0 / n as f64,
            100.0 * r.fpr,
            r.build,
            opt(r.batch),
            r.single,
            opt(r.present)
        );
    }
}

fn cuckoo_row(a: &Args, n: usize, bits: u32, absent: &[u64], present: &[u64]) -> (Row, f64) {
    let t = Instant::now();
    let mut f = CuckooFilter::builder()
        .capacity(n as u64)
        .fingerprint_bits(bits)
        .seed(0)
        .build()
        .unwrap();
    let mut placed = n;
    for i in 0..n as u64 {
        if f.insert(&key_at(SEED, i)).is_err() {
            placed = i as usize;
            break;
        }
    }
    let build = t.elapsed().as_nanos() as f64 / n as f64;
    let name = format!("cuckoo{bits}");
    if placed < n {
        println!(
            "  {name}: first Full after {placed} of {n} keys, at load {:.4}",
            f.load_factor()
        );
    }
    let mut out = vec![false; absent.len()];
    let (batch, _) = time(a.reps, absent.len(), || {
        f.contains_batch(absent, &mut out);
        out.iter().filter(|&&x| x).count()
    });
    let (single, _) = time(a.reps, absent.len(), || {
        absent.iter().filter(|k| f.contains(*k)).count()
    });
    let mut pout = vec![false; present.len()];
    let (pres, hits) = time(a.reps, present.len(), || {
        f.contains_batch(present, &mut pout);
        pout.iter().filter(|&&x| x).count()
    });
    // After an early Full some present keys were never inserted; otherwise all must be found.
    assert!(
        placed < n || hits == present.len(),
        "{name}: a present key was missed"
    );
    let fpr = measure_fpr(a.fpr_keys, |keys, out| f.contains_batch(keys, out));
    println!(
        "  {name}: load {:.4}, expected FPR {:.5}%, back end {}",
        f.load_factor(),
        100.0 * f.estimated_fpr(),
        f.backend_name()
    );
    let row = Row {
        name,
        bytes: f.size_bytes(),
        fpr,
        build,
        batch: Some(batch),
        single,
        present: Some(pres),
    };
    (row, f.estimated_fpr())
}

/// The fraction of `count` absent keys `batch` answers "maybe" for, a million at a time.
fn measure_fpr(count: usize, mut batch: impl FnMut(&[u64], &mut [bool])) -> f64 {
    let (mut hits, mut done) = (0usize, 0usize);
    let mut keys = vec![0u64; 1 << 20];
    let mut out = vec![false; 1 << 20];
    while done < count {
        let len = keys.len().min(count - done);
        for (j, k) in keys[..len].iter_mut().enumerate() {
            *k = key_at(SEED, ABSENT_BASE + (1 << 40) + (done + j) as u64);
        }
        batch(&keys[..len], &mut out[..len]);
        hits += out[..len].iter().filter(|&&x| x).count();
        done += len;
    }
    hits as f64 / count as f64
}

fn bloom_row(a: &Args, n: usize, fpr: f64, absent: &[u64], present: &[u64]) -> Row {
    let t = Instant::now();
    let mut f = Filter::with_fpr(n as u64, fpr).unwrap();
    let mut chunk = Vec::with_capacity(1 << 16);
    for start in (0..n as u64).step_by(1 << 16) {
        chunk.clear();
        chunk.extend((start..(start + (1 << 16)).min(n as u64)).map(|i| key_at(SEED, i)));
        f.insert_batch(&chunk);
    }
    let build = t.elapsed().as_nanos() as f64 / n as f64;
    let mut out = vec![false; absent.len()];
    let (batch, _) = time(a.reps, absent.len(), || {
        f.contains_batch(absent, &mut out);
        out.iter().filter(|&&x| x).count()
    });
    let (single, _) = time(a.reps, absent.len(), || {
        absent.iter().filter(|k| f.contains(*k)).count()
    });
    let mut pout = vec![false; present.len()];
    let (pres, hits) = time(a.reps, present.len(), || {
        f.contains_batch(present, &mut pout);
        pout.iter().filter(|&&x| x).count()
    });
    assert_eq!(hits, present.len(), "bloom: a present key was missed");
    let measured = measure_fpr(a.fpr_keys, |keys, out| f.contains_batch(keys, out));
    println!(
        "  bloom: requested FPR {:.5}%, k = {}, back end {}",
        100.0 * fpr,
        f.num_hashes(),
        f.backend_name()
    );
    Row {
        name: "bloom".into(),
        bytes: f.size_bytes(),
        fpr: measured,
        build,
        batch: Some(batch),
        single,
        present: Some(pres),
    }
}

fn xorf_row(a: &Args, n: usize, absent: &[u64], present: &[u64]) -> Row {
    let t = Instant::now();
    let keys: Vec<u64> = (0..n as u64).map(|i| key_at(SEED, i)).collect();
    let f = xorf::BinaryFuse16::try_from(&keys[..]).expect("BinaryFuse16 build");
    drop(keys);
    let build = t.elapsed().as_nanos() as f64 / n as f64;
    let (single, _) = time(a.reps, absent.len(), || {
        absent.iter().filter(|k| f.contains(k)).count()
    });
    let (_, hits) = time(1, present.len(), || {
        present.iter().filter(|k| f.contains(k)).count()
    });
    assert_eq!(hits, present.len(), "xorf: a present key was missed");
    let measured = measure_fpr(a.fpr_keys, |keys, out| {
        for (o, k) in out.iter_mut().zip(keys) {
            *o = f.contains(k);
        }
    });
    Row {
        name: "xorf-bfuse16".into(),
        bytes: f.fingerprints.len() * 2,
        fpr: measured,
        build,
        batch: None,
        single,
        present: None,
    }
}

fn main() {
    let a = args();
    println!(
        "cuckoo bench: {}; THP {}; detected back end {}; {} passes (median) of {} keys, FPR over {} absent keys",
        cpu_model(),
        thp_mode(),
        Backend::detect(),
        a.reps,
        a.queries,
        a.fpr_keys
    );
    println!("  times in ns/key: build, batch = contains_batch of absent keys, single = loop of contains on absent keys, present = contains_batch of present keys");
    let full = |log2: u32| (0.95 * 4.0 * f64::from(1u32 << log2)).floor() as usize;
    let mut sizes = vec![("1MiB", full(17)), ("1.25MB", 555_555)];
    if !a.quick {
        sizes.push(("256MiB", full(25)));
    }
    for (label, n) in sizes {
        println!("\n{label}: n = {n} keys");
        let absent: Vec<u64> = (0..a.queries as u64)
            .map(|j| key_at(SEED, ABSENT_BASE + j))
            .collect();
        let present: Vec<u64> = (0..a.queries as u64)
            .map(|j| key_at(SEED, (j.wrapping_mul(0x9e37_79b9_7f4a_7c15)) % n as u64))
            .collect();
        let mut rows = Vec::new();
        let (c16, expected) = cuckoo_row(&a, n, 16, &absent, &present);
        rows.push(c16);
        if label != "256MiB" {
            rows.push(cuckoo_row(&a, n, 8, &absent, &present).0);
        }
        rows.push(bloom_row(&a, n, expected, &absent, &present));
        rows.push(xorf_row(&a, n, &absent, &present));
        print(&rows, n);
        let (c, b, x) = (
            &rows[0],
            rows.iter().find(|r| r.name == "bloom").unwrap(),
            rows.last().unwrap(),
        );
        println!(
            "  ratios (this run): cuckoo16 batch / bloom batch = {:.2}; xorf single / cuckoo16 batch = {:.2}; cuckoo16 single / cuckoo16 batch = {:.2}",
            c.batch.unwrap() / b.batch.unwrap(),
            x.single / c.batch.unwrap(),
            c.single / c.batch.unwrap()
        );
    }
}
