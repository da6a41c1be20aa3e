//! One operation over `N` keys, for counting instructions under valgrind (asm-notes/instr-count.sh
//! runs it at two key counts and divides the difference, which cancels the setup).
//!
//! ```text
//! cargo build --release --example instr_count
//! valgrind --tool=callgrind target/release/examples/instr_count BACKEND OP N
//! ```
//!
//! `BACKEND` is `scalar`, `avx2`, `avx512`, `neon` or `default`; `OP` one of:
//!
//! * `contains`, `contains_batch`, `insert`, `insert_batch`: the public API on absent keys;
//! * `keys`: only the key loop (`black_box` of each key), the baseline;
//! * `hash`: `black_box(filter.hash(key))`, so `hash - keys` is the cost of xxh3;
//! * `contains_hash`: `contains_hash(key * odd constant)`, the probe without xxh3;
//! * `contains_inlined`, `contains_branch`: dispatch variants (2) and (3) of `benches/dispatch.rs`,
//!   whose (1) is `contains` on `avx2`.
//!
//! Every operation walks the same buffers of [`BATCH`] keys, refilled per buffer, so all of them
//! pay the same loop overhead. The filter holds [`FILL`] keys; the measured keys are never
//! inserted (the inserts add keys that were not there).

use linebloom::dispatch_bench::{contains_branch, count_inlined_avx2, Avx2Token};
use linebloom::{Backend, Filter};
use std::hint::black_box;
use std::process::exit;

/// Keys inserted before the measured operation (a 125 KB filter at 10 bits/key).
const FILL: u64 = 100_000;
/// The first measured key; keys `0..FILL` are the inserted ones.
const FIRST: u64 = 1 << 40;
/// Keys per buffer (a multiple of the batch driver's chunk of 32, and a divisor of 100k and 200k).
const BATCH: usize = 4000;

fn usage() -> ! {
    eprintln!(
        "usage: instr_count BACKEND OP N\n  BACKEND: scalar|avx2|avx512|neon|default\n  OP: contains|contains_batch|insert|insert_batch|keys|hash|contains_hash|contains_inlined|contains_branch"
    );
    exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [backend, op, n] = &args[..] else { usage() };
    let n: u64 = n.parse().unwrap_or_else(|_| usage());

    let mut builder = Filter::builder().expected_items(FILL).bits_per_key(10.0);
    if backend != "default" {
        builder = builder.backend(backend.parse::<Backend>().unwrap_or_else(|e| {
            eprintln!("instr_count: {e}");
            exit(2)
        }));
    }
    let mut f = builder.build().unwrap_or_else(|e| {
        eprintln!("instr_count: {e}");
        exit(3)
    });
    for key in 0..FILL {
        f.insert(&key);
    }
    let token = Avx2Token::new();

    let mut buf = vec![0u64; BATCH];
    let mut out = vec![false; BATCH];
    let mut result = 0u64;
    let mut start = FIRST;
    while start < FIRST + n {
        let len = BATCH.min((FIRST + n - start) as usize);
        let keys = &mut buf[..len];
        for (i, k) in keys.iter_mut().enumerate() {
            *k = start + i as u64;
        }
        let keys = &*keys;
        let hits = match op.as_str() {
            "contains" => keys.iter().filter(|k| f.contains(*k)).count(),
            "contains_batch" => {
                f.contains_batch(keys, &mut out[..len]);
                out[..len].iter().filter(|&&x| x).count()
            }
            "insert" => {
                for k in keys {
                    f.insert(k);
                }
                0
            }
            "insert_batch" => {
                f.insert_batch(keys);
                0
            }
            "keys" => {
                for &k in keys {
                    result ^= black_box(k);
                }
                0
            }
            "hash" => {
                for k in keys {
                    result ^= black_box(f.hash(k));
                }
                0
            }
            "contains_hash" => keys
                .iter()
                .filter(|&&k| f.contains_hash(k.wrapping_mul(0x9e37_79b9_7f4a_7c15)))
                .count(),
            "contains_inlined" => {
                let Some(t) = token else {
                    eprintln!("instr_count: contains_inlined needs AVX2");
                    exit(3)
                };
                count_inlined_avx2(t, f.view(), keys)
            }
            "contains_branch" => {
                let v = f.view();
                keys.iter().filter(|&&k| contains_branch(v, k)).count()
            }
            _ => usage(),
        };
        result += hits as u64;
        start += len as u64;
    }
    println!("{} {op} {n} {result}", f.backend_name());
}
