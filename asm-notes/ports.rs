//! Throughput of the vector instructions the AVX-512 and AVX2 test loops are made of, alone and
//! in pairs, on this CPU: where the batch lookup's time goes (asm-notes/README.md, "Ports").
//!
//! Each line times a loop whose body is eight independent instructions (no result feeds
//! another), so the figure is how many of them the core starts per cycle, not their latency.
//! Two instructions that share an execution port take as long together as their sum; two that
//! do not, as long as the slower. The cycle time comes from a chain of dependent `imul`s (3
//! cycles each on every x86-64 core of the last decade).
//!
//!     bash asm-notes/ports.sh
//!
//! Rows whose instructions this CPU lacks (AVX-512F/BW/DQ, VBMI, BITALG) are skipped.

use std::arch::asm;
use std::time::Instant;

const TRIPS: u64 = 20_000_000;

/// Best of seven runs of `TRIPS` trips of `body` (eight instructions): ns per instruction.
macro_rules! per_instruction {
    ($($body:literal),+ $(,)?) => {{
        let mut best = f64::INFINITY;
        for _ in 0..7 {
            let t = Instant::now();
            // SAFETY: the caller checked that the CPU has every instruction in `body`; the asm
            // reads and writes only the registers declared as clobbered, and no memory.
            unsafe {
                asm!(
                    "vpxord zmm0, zmm0, zmm0",
                    "vpternlogd zmm9, zmm9, zmm9, 0xff",
                    "2:",
                    $($body,)+
                    "dec {n}",
                    "jnz 2b",
                    n = inout(reg) TRIPS => _,
                    out("zmm0") _, out("zmm1") _, out("zmm2") _, out("zmm3") _,
                    out("zmm4") _, out("zmm5") _, out("zmm6") _, out("zmm7") _,
                    out("zmm9") _, out("k1") _, out("k2") _, out("k3") _, out("k4") _,
                    out("rax") _, out("rcx") _, out("rdx") _, out("r8") _,
                    options(nostack, nomem),
                );
            }
            best = best.min(t.elapsed().as_secs_f64() * 1e9 / (TRIPS * 8) as f64);
        }
        best
    }};
}

/// ns per cycle: a chain of dependent 64-bit `imul`s, 3 cycles each.
fn ns_per_cycle() -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..7 {
        let t = Instant::now();
        let mut x: u64 = 3;
        // SAFETY: general-purpose registers only, no memory.
        unsafe {
            asm!(
                "2:",
                "imul {x}, {x}", "imul {x}, {x}", "imul {x}, {x}", "imul {x}, {x}",
                "dec {n}",
                "jnz 2b",
                x = inout(reg) x,
                n = inout(reg) TRIPS => _,
                options(nostack, nomem),
            );
        }
        std::hint::black_box(x);
        best = best.min(t.elapsed().as_secs_f64() * 1e9 / (TRIPS * 4 * 3) as f64);
    }
    best
}

fn main() {
    let has = |f: &str| match f {
        "avx512f" => std::arch::is_x86_feature_detected!("avx512f"),
        "avx512bw" => std::arch::is_x86_feature_detected!("avx512bw"),
        "avx512dq" => std::arch::is_x86_feature_detected!("avx512dq"),
        "avx512vbmi" => std::arch::is_x86_feature_detected!("avx512vbmi"),
        "avx512bitalg" => std::arch::is_x86_feature_detected!("avx512bitalg"),
        _ => false,
    };
    // The loop zeroes zmm0 and fills zmm9 with AVX-512F instructions.
    if !has("avx512f") {
        println!("ports: this CPU has no AVX-512F; nothing to measure");
        return;
    }
    let cycle = ns_per_cycle();
    println!("{:.2} GHz (dependent imul chain); cycles per instruction, best of 7:", 1.0 / cycle);
    // Closures, so that a row runs only after its features are checked.
    let rows: Vec<(&str, &[&str], fn() -> f64)> = vec![
        ("vpmulld zmm", &["avx512f"], || per_instruction!(
            "vpmulld zmm0, zmm9, zmm9", "vpmulld zmm1, zmm9, zmm9", "vpmulld zmm2, zmm9, zmm9", "vpmulld zmm3, zmm9, zmm9",
            "vpmulld zmm4, zmm9, zmm9", "vpmulld zmm5, zmm9, zmm9", "vpmulld zmm6, zmm9, zmm9", "vpmulld zmm7, zmm9, zmm9")),
        ("vpmulld ymm", &["avx512f"], || per_instruction!(
            "vpmulld ymm0, ymm9, ymm9", "vpmulld ymm1, ymm9, ymm9", "vpmulld ymm2, ymm9, ymm9", "vpmulld ymm3, ymm9, ymm9",
            "vpmulld ymm4, ymm9, ymm9", "vpmulld ymm5, ymm9, ymm9", "vpmulld ymm6, ymm9, ymm9", "vpmulld ymm7, ymm9, ymm9")),
        ("vpsrld zmm, imm", &["avx512f"], || per_instruction!(
            "vpsrld zmm0, zmm9, 27", "vpsrld zmm1, zmm9, 27", "vpsrld zmm2, zmm9, 27", "vpsrld zmm3, zmm9, 27",
            "vpsrld zmm4, zmm9, 27", "vpsrld zmm5, zmm9, 27", "vpsrld zmm6, zmm9, 27", "vpsrld zmm7, zmm9, 27")),
        ("vpsrlvd zmm", &["avx512f"], || per_instruction!(
            "vpsrlvd zmm0, zmm9, zmm9", "vpsrlvd zmm1, zmm9, zmm9", "vpsrlvd zmm2, zmm9, zmm9", "vpsrlvd zmm3, zmm9, zmm9",
            "vpsrlvd zmm4, zmm9, zmm9", "vpsrlvd zmm5, zmm9, zmm9", "vpsrlvd zmm6, zmm9, zmm9", "vpsrlvd zmm7, zmm9, zmm9")),
        ("vptestnmd k, zmm", &["avx512f"], || per_instruction!(
            "vptestnmd k1, zmm9, zmm9", "vptestnmd k2, zmm9, zmm9", "vptestnmd k3, zmm9, zmm9", "vptestnmd k4, zmm9, zmm9",
            "vptestnmd k1, zmm9, zmm9", "vptestnmd k2, zmm9, zmm9", "vptestnmd k3, zmm9, zmm9", "vptestnmd k4, zmm9, zmm9")),
        ("kmovw r32, k", &["avx512f"], || per_instruction!(
            "kmovw eax, k1", "kmovw ecx, k2", "kmovw edx, k3", "kmovw r8d, k4",
            "kmovw eax, k1", "kmovw ecx, k2", "kmovw edx, k3", "kmovw r8d, k4")),
        ("vpandd zmm", &["avx512f"], || per_instruction!(
            "vpandd zmm0, zmm9, zmm9", "vpandd zmm1, zmm9, zmm9", "vpandd zmm2, zmm9, zmm9", "vpandd zmm3, zmm9, zmm9",
            "vpandd zmm4, zmm9, zmm9", "vpandd zmm5, zmm9, zmm9", "vpandd zmm6, zmm9, zmm9", "vpandd zmm7, zmm9, zmm9")),
        ("vpmuludq zmm", &["avx512f"], || per_instruction!(
            "vpmuludq zmm0, zmm9, zmm9", "vpmuludq zmm1, zmm9, zmm9", "vpmuludq zmm2, zmm9, zmm9", "vpmuludq zmm3, zmm9, zmm9",
            "vpmuludq zmm4, zmm9, zmm9", "vpmuludq zmm5, zmm9, zmm9", "vpmuludq zmm6, zmm9, zmm9", "vpmuludq zmm7, zmm9, zmm9")),
        ("vpmullq zmm", &["avx512dq"], || per_instruction!(
            "vpmullq zmm0, zmm9, zmm9", "vpmullq zmm1, zmm9, zmm9", "vpmullq zmm2, zmm9, zmm9", "vpmullq zmm3, zmm9, zmm9",
            "vpmullq zmm4, zmm9, zmm9", "vpmullq zmm5, zmm9, zmm9", "vpmullq zmm6, zmm9, zmm9", "vpmullq zmm7, zmm9, zmm9")),
        ("vprolq zmm", &["avx512f"], || per_instruction!(
            "vprolq zmm0, zmm9, 3", "vprolq zmm1, zmm9, 3", "vprolq zmm2, zmm9, 3", "vprolq zmm3, zmm9, 3",
            "vprolq zmm4, zmm9, 3", "vprolq zmm5, zmm9, 3", "vprolq zmm6, zmm9, 3", "vprolq zmm7, zmm9, 3")),
        ("vpmultishiftqb zmm", &["avx512vbmi"], || per_instruction!(
            "vpmultishiftqb zmm0, zmm9, zmm9", "vpmultishiftqb zmm1, zmm9, zmm9", "vpmultishiftqb zmm2, zmm9, zmm9", "vpmultishiftqb zmm3, zmm9, zmm9",
            "vpmultishiftqb zmm4, zmm9, zmm9", "vpmultishiftqb zmm5, zmm9, zmm9", "vpmultishiftqb zmm6, zmm9, zmm9", "vpmultishiftqb zmm7, zmm9, zmm9")),
        ("vpshufbitqmb k, zmm", &["avx512bitalg"], || per_instruction!(
            "vpshufbitqmb k1, zmm9, zmm9", "vpshufbitqmb k2, zmm9, zmm9", "vpshufbitqmb k3, zmm9, zmm9", "vpshufbitqmb k4, zmm9, zmm9",
            "vpshufbitqmb k1, zmm9, zmm9", "vpshufbitqmb k2, zmm9, zmm9", "vpshufbitqmb k3, zmm9, zmm9", "vpshufbitqmb k4, zmm9, zmm9")),
        ("pair: vpmulld zmm + vpsrld zmm", &["avx512f"], || per_instruction!(
            "vpmulld zmm0, zmm9, zmm9", "vpsrld zmm1, zmm9, 27", "vpmulld zmm2, zmm9, zmm9", "vpsrld zmm3, zmm9, 27",
            "vpmulld zmm4, zmm9, zmm9", "vpsrld zmm5, zmm9, 27", "vpmulld zmm6, zmm9, zmm9", "vpsrld zmm7, zmm9, 27")),
        ("pair: vpmulld zmm + vptestnmd", &["avx512f"], || per_instruction!(
            "vpmulld zmm0, zmm9, zmm9", "vptestnmd k1, zmm9, zmm9", "vpmulld zmm2, zmm9, zmm9", "vptestnmd k2, zmm9, zmm9",
            "vpmulld zmm4, zmm9, zmm9", "vptestnmd k3, zmm9, zmm9", "vpmulld zmm6, zmm9, zmm9", "vptestnmd k4, zmm9, zmm9")),
        ("pair: vpmulld zmm + kmovw", &["avx512f"], || per_instruction!(
            "vpmulld zmm0, zmm9, zmm9", "kmovw eax, k1", "vpmulld zmm2, zmm9, zmm9", "kmovw ecx, k2",
            "vpmulld zmm4, zmm9, zmm9", "kmovw edx, k3", "vpmulld zmm6, zmm9, zmm9", "kmovw r8d, k4")),
        ("pair: vpsrld zmm + vpsrlvd zmm", &["avx512f"], || per_instruction!(
            "vpsrld zmm0, zmm9, 27", "vpsrlvd zmm1, zmm9, zmm9", "vpsrld zmm2, zmm9, 27", "vpsrlvd zmm3, zmm9, zmm9",
            "vpsrld zmm4, zmm9, 27", "vpsrlvd zmm5, zmm9, zmm9", "vpsrld zmm6, zmm9, 27", "vpsrlvd zmm7, zmm9, zmm9")),
        ("pair: vptestnmd + kmovw", &["avx512f"], || per_instruction!(
            "vptestnmd k1, zmm9, zmm9", "kmovw eax, k1", "vptestnmd k2, zmm9, zmm9", "kmovw ecx, k2",
            "vptestnmd k3, zmm9, zmm9", "kmovw edx, k3", "vptestnmd k4, zmm9, zmm9", "kmovw r8d, k4")),
    ];
    for (name, needs, time) in rows {
        if needs.iter().all(|f| has(f)) {
            println!("{name:<34} {:.2}", time() / cycle);
        } else {
            println!("{name:<34} skipped: no {}", needs.join("/"));
        }
    }
}
