//! Two ways to compute a split block's eight one-bit lane masks from a key's 64-bit hash `h`,
//! each used to build and probe a filter of 32-byte blocks (block index from `h >> 32`, as
//! Parquet's), timed side by side on AVX2:
//!
//! * `salt`: Parquet's form, lane `i`'s bit `(h32 * SALT[i]) >> 27`: one `vpmulld` per key.
//! * `shift`: multiply-free in the vector unit: one scalar multiply remixes `h` into `g`, whose
//!   two 32-bit halves are broadcast and shifted by `0, 5, 10, 15` (`vpsrlvd`), so the eight
//!   lanes take eight disjoint 5-bit fields of `g`.
//!
//! Each mode runs in turn, `PASSES` times alternated; the medians and their ratio are printed,
//! with the false-positive rate each form gives at 10 bits per key (the forms must not trade
//! accuracy for speed). "throughput": independent lookups of pre-hashed absent keys; "latency":
//! each key's hash depends on the previous answer, as one lookup per request is.

use std::arch::x86_64::*;
use std::hint::black_box;
use std::time::Instant;

const SALTS: [u32; 8] = [
    0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d, 0x705495c7, 0x2df1424b, 0x9efc4947, 0x5c6bfb31,
];
const SHIFTS: [u32; 8] = [0, 0, 5, 5, 10, 10, 15, 15];
const PASSES: usize = 11;

#[repr(C, align(32))]
#[derive(Clone, Copy, Default)]
struct Block([u32; 8]);

#[derive(Clone, Copy, PartialEq)]
enum Form {
    Salt,
    Shift,
}

/// # Safety
/// The CPU must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn mask(form: Form, h: u64) -> __m256i {
    // SAFETY: AVX2 by the caller; the tables are 8 `u32`s (unaligned 32-byte loads).
    unsafe {
        let pos = match form {
            Form::Salt => {
                let salts = _mm256_loadu_si256(SALTS.as_ptr().cast());
                _mm256_srli_epi32::<27>(_mm256_mullo_epi32(_mm256_set1_epi32(h as i32), salts))
            }
            Form::Shift => {
                let g = h.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                let shifts = _mm256_loadu_si256(SHIFTS.as_ptr().cast());
                _mm256_and_si256(
                    _mm256_srlv_epi32(_mm256_set1_epi64x(g as i64), shifts),
                    _mm256_set1_epi32(31),
                )
            }
        };
        _mm256_sllv_epi32(_mm256_set1_epi32(1), pos)
    }
}

#[inline(always)]
fn block_of(h: u64, n: usize) -> usize {
    (((h >> 32) * n as u64) >> 32) as usize
}

/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
unsafe fn insert(form: Form, blocks: &mut [Block], h: u64) {
    let b = &mut blocks[block_of(h, blocks.len())];
    let p = b.0.as_mut_ptr().cast::<__m256i>();
    // SAFETY: AVX2 by the caller; `p` is a 32-byte-aligned block borrowed mutably.
    unsafe { _mm256_store_si256(p, _mm256_or_si256(_mm256_load_si256(p), mask(form, h))) }
}

/// # Safety
/// The CPU must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn contains(form: Form, blocks: &[Block], h: u64) -> bool {
    let b = &blocks[block_of(h, blocks.len())];
    // SAFETY: AVX2 by the caller; an aligned 32-byte load of a block in bounds.
    unsafe { _mm256_testc_si256(_mm256_load_si256(b.0.as_ptr().cast()), mask(form, h)) != 0 }
}

/// Lookups of `hashes`, independent of each other: the number of "maybe" answers.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
unsafe fn throughput(form: Form, blocks: &[Block], hashes: &[u64]) -> usize {
    // SAFETY: AVX2 by the caller.
    hashes.iter().filter(|&&h| unsafe { contains(form, blocks, h) }).count()
}

/// Lookups where each hash depends on the previous answer.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
unsafe fn latency(form: Form, blocks: &[Block], hashes: &[u64]) -> usize {
    let (mut hits, mut carry) = (0, 0u64);
    for &h in hashes {
        // SAFETY: AVX2 by the caller.
        let hit = unsafe { contains(form, blocks, h ^ carry) };
        carry = hit as u64;
        hits += hit as usize;
    }
    hits
}

fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    if !is_x86_feature_detected!("avx2") {
        eprintln!("mask-forms: this CPU has no AVX2");
        return;
    }
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_default();
    println!("mask-forms: {cpu}; AVX2; {PASSES} alternated passes, medians; 10 bits/key");
    println!("filter     mode        salt ns/key  shift ns/key  salt ÷ shift  FPR salt  FPR shift");
    let mut seed = 7u64;
    for bytes in [24usize << 10, 1200 << 10, 64 << 20] {
        let n_blocks = bytes / 32;
        let keys = bytes * 8 / 10;
        let present: Vec<u64> = (0..keys).map(|_| splitmix(&mut seed)).collect();
        let absent: Vec<u64> = (0..1_000_000).map(|_| splitmix(&mut seed)).collect();
        let mut filters = [vec![Block::default(); n_blocks], vec![Block::default(); n_blocks]];
        let forms = [Form::Salt, Form::Shift];
        for (f, form) in filters.iter_mut().zip(forms) {
            for &h in &present {
                // SAFETY: AVX2 checked above.
                unsafe { insert(form, f, h) };
            }
            // SAFETY: AVX2 checked above.
            assert!(present.iter().all(|&h| unsafe { contains(form, f, h) }));
        }
        let mut fpr = [0.0; 2];
        for (i, form) in forms.into_iter().enumerate() {
            // SAFETY: AVX2 checked above.
            fpr[i] = unsafe { throughput(form, &filters[i], &absent) } as f64 / absent.len() as f64;
        }
        for (mode, run) in [
            ("throughput", throughput as unsafe fn(Form, &[Block], &[u64]) -> usize),
            ("latency", latency),
        ] {
            let mut times = [Vec::new(), Vec::new()];
            for _ in 0..PASSES {
                for (i, form) in forms.into_iter().enumerate() {
                    let t = Instant::now();
                    // SAFETY: AVX2 checked above.
                    black_box(unsafe { run(form, black_box(&filters[i]), black_box(&absent)) });
                    times[i].push(t.elapsed().as_secs_f64() * 1e9 / absent.len() as f64);
                }
            }
            let (salt, shift) = (median(&mut times[0]), median(&mut times[1]));
            println!(
                "{:>7} KiB {mode:<11} {salt:>11.2} {shift:>13.2} {:>12.2}x  {:>7.3}%  {:>8.3}%",
                bytes >> 10,
                salt / shift,
                100.0 * fpr[0],
                100.0 * fpr[1]
            );
        }
    }
}
