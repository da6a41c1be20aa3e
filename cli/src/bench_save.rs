//! `linebloom bench`'s machine-readable side: the JSON document `--json` prints and `--save`
//! writes, and `--baseline`, which reads such a file back and prints this run against it.

use super::bench_json::Json;
use super::{BenchArgs, Floor, Row, ThreadRow, MODES};
use linebloom::Backend;
use linebloom_support::{cores, cpu_model};

/// The run as one JSON document (what `--json` prints and `--save` writes; `--baseline` reads
/// it back).
pub(super) fn json(
    args: &BenchArgs,
    default_backend: Backend,
    pinned: Option<usize>,
    rows: &[Row],
    floors: &[Floor],
    thread_rows: &[ThreadRow],
) -> String {
    let esc = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let num = |x: f64| {
        if x.is_finite() {
            format!("{x:.3}")
        } else {
            "null".into()
        }
    };
    let mut out = format!(
        "{{\"cpu\":\"{}\",\"arch\":\"{}\",\"cores\":{},\"default_backend\":\"{}\",\
         \"pinned_core\":{},\"bits_per_key\":{},\"queries\":{},\"reps\":{},\"unit\":\"ns/key\",\
         \"results\":[",
        esc(&cpu_model()),
        std::env::consts::ARCH,
        cores(),
        default_backend,
        pinned.map_or("null".to_string(), |c| c.to_string()),
        args.bits_per_key,
        args.queries,
        args.reps
    );
    for (i, r) in rows.iter().enumerate() {
        let modes: Vec<String> = MODES
            .iter()
            .zip(r.ns)
            .map(|(m, ns)| format!("\"{m}\":{}", num(ns)))
            .collect();
        out += &format!(
            "{}{{\"level\":\"{}\",\"bytes\":{},\"keys\":{},\"key_shape\":\"{}\",\"layout\":\"{}\",\"k\":{},\
             \"backend\":\"{}\",{},\"batch_absent_4k_pages\":{},\"batch_absent_over_floor\":{},\
             \"fpr_measured\":{:.6e},\
             \"fpr_model\":{:.6e}}}",
            if i > 0 { "," } else { "" },
            r.level,
            r.bytes,
            r.keys,
            r.shape.name(),
            r.layout.name(),
            r.k,
            r.backend,
            modes.join(","),
            r.batch_absent_4k.map_or("null".into(), num),
            r.over_floor.map_or("null".into(), num),
            r.fpr_measured,
            r.fpr_model
        );
    }
    out += "],\"floors\":[";
    let floors: Vec<String> = floors
        .iter()
        .map(|f| {
            format!(
                "{{\"bytes\":{},\"ns_per_line\":{}}}",
                f.bytes,
                num(f.ns_per_line)
            )
        })
        .collect();
    out += &floors.join(",");
    out += "],\"threads\":[";
    let threads: Vec<String> = thread_rows
        .iter()
        .map(|r| {
            format!(
                "{{\"level\":\"{}\",\"bytes\":{},\"backend\":\"{}\",\"threads\":{},\
                 \"aggregate_mkeys_per_s\":{},\"per_thread_ns\":[{}]}}",
                r.level,
                r.bytes,
                r.backend,
                r.threads,
                num(r.aggregate_mkeys()),
                r.per_thread_ns
                    .iter()
                    .map(|&t| num(t))
                    .collect::<Vec<_>>()
                    .join(",")
            )
        })
        .collect();
    out += &threads.join(",");
    out += "]}";
    out
}

/// Reads a `--save` file for `--baseline`, refusing one without a `"results"` array.
pub(super) fn read_baseline(path: &std::path::Path) -> Result<Json, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("--baseline {}: {e}", path.display()))?;
    let base = Json::parse(&text).map_err(|e| format!("--baseline {}: {e}", path.display()))?;
    if base.get("results").and_then(Json::as_array).is_none() {
        return Err(format!(
            "--baseline {}: not a `linebloom bench --save` file (no \"results\")",
            path.display()
        ));
    }
    Ok(base)
}

/// Ratios of the earlier run's ns/key to this run's (above 1: faster now), per matching row.
pub(super) fn print_baseline(base: &Json, now: &Json, path: &std::path::Path) {
    let text = |j: &Json, k: &str| j.get(k).and_then(Json::as_str).unwrap_or("?").to_string();
    println!(
        "\nagainst {} ({}, default {}): earlier ns/key ÷ now (above 1: faster now)",
        path.display(),
        text(base, "cpu"),
        text(base, "default_backend")
    );
    println!(
        "{:<5} {:<17} {:<7} {:>19} {:>19} {:>19} {:>19} {:>19}",
        "level", "keys/layout", "backend", MODES[0], MODES[1], MODES[2], MODES[3], MODES[4]
    );
    let rows = |j: &Json| {
        j.get("results")
            .and_then(Json::as_array)
            .unwrap_or(&[])
            .to_vec()
    };
    let key = |r: &Json| {
        let shape = r.get("key_shape").and_then(Json::as_str).unwrap_or("u64");
        // Runs saved before the layout column are of the blocked layout.
        let layout = r.get("layout").and_then(Json::as_str).unwrap_or("blocked");
        (
            text(r, "level"),
            text(r, "backend"),
            format!("{shape}/{layout}"),
        )
    };
    let base_rows = rows(base);
    let mut matched = 0;
    for r in rows(now) {
        let Some(b) = base_rows.iter().find(|b| key(b) == key(&r)) else {
            continue;
        };
        matched += 1;
        let cells: Vec<String> = MODES
            .iter()
            .map(|m| {
                match (
                    b.get(m).and_then(Json::as_f64),
                    r.get(m).and_then(Json::as_f64),
                ) {
                    (Some(then), Some(now)) => {
                        format!("{then:.2}→{now:.2} {:.2}x", then / now)
                    }
                    _ => "-".into(),
                }
            })
            .collect();
        let (level, backend, shape) = key(&r);
        println!(
            "{level:<5} {shape:<17} {backend:<7} {:>19} {:>19} {:>19} {:>19} {:>19}",
            cells[0], cells[1], cells[2], cells[3], cells[4]
        );
    }
    let threads = |j: &Json| {
        j.get("threads")
            .and_then(Json::as_array)
            .unwrap_or(&[])
            .to_vec()
    };
    let base_threads = threads(base);
    for r in threads(now) {
        let id = |t: &Json| (text(t, "level"), t.get("threads").and_then(Json::as_f64));
        if let Some(b) = base_threads.iter().find(|b| id(b) == id(&r)) {
            let agg = |t: &Json| t.get("aggregate_mkeys_per_s").and_then(Json::as_f64);
            if let (Some(then), Some(now)) = (agg(b), agg(&r)) {
                let (level, t) = id(&r);
                println!(
                    "{level:<5} {} threads: aggregate {then:.1} → {now:.1} Mkeys/s, {:.2}x",
                    t.unwrap_or(0.0),
                    now / then
                );
            }
        }
    }
    if matched == 0 {
        println!("(no row of the baseline matches this run's levels, back ends and key shapes)");
    }
}
