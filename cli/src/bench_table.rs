//! `linebloom bench`'s human-readable output: the per-row table (ns/key and million keys/s per
//! mode, speedup, FPR against the model, the memory floor, the 4 KiB-page column) and the
//! all-core table.

use super::{BenchArgs, Floor, Row, ThreadRow};
use linebloom::Backend;
use linebloom_support::{human_size, median};

/// Prints the rows, their memory floors and the all-core rows as tables.
pub(super) fn print_table(
    args: &BenchArgs,
    default_backend: Backend,
    rows: &[Row],
    floors: &[Floor],
    thread_rows: &[ThreadRow],
) {
    println!(
        "{} keys per pass, median of {} passes, {} bits/key; ns/key (million keys/s)",
        args.queries, args.reps, args.bits_per_key
    );
    println!(
        "{:<5} {:>9} {:<5} {:<11} {:<7} {:>15} {:>15} {:>15} {:>15} {:>15} {:>6} {:>8} {:>8} {:>6} {:>7} {:>8}",
        "level",
        "size",
        "keys",
        "layout",
        "backend",
        "single absent",
        "single present",
        "batch absent",
        "batch present",
        "insert",
        "speedup",
        "FPR %",
        "model %",
        "floor",
        "÷ floor",
        "4K pages"
    );
    let cell = |ns: f64| format!("{ns:.2} ({:.0})", 1e3 / ns);
    for r in rows {
        let floor = floors
            .iter()
            .find(|f| f.bytes == r.bytes)
            .map_or(f64::NAN, |f| f.ns_per_line);
        println!(
            "{:<5} {:>9} {:<5} {:<11} {:<7} {:>15} {:>15} {:>15} {:>15} {:>15} {:>6.2}x {:>8.4} {:>8.4} {:>6.2} {:>7} {:>8}",
            r.level,
            human_size(r.bytes),
            r.shape.name(),
            r.layout.name(),
            r.backend.name(),
            cell(r.ns[0]),
            cell(r.ns[1]),
            cell(r.ns[2]),
            cell(r.ns[3]),
            cell(r.ns[4]),
            r.ns[0] / r.ns[2],
            100.0 * r.fpr_measured,
            100.0 * r.fpr_model,
            floor,
            r.over_floor.map_or("-".into(), |x| format!("{x:.2}x")),
            r.batch_absent_4k.map_or("-".into(), |t| format!("{t:.2}")),
        );
    }
    println!(
        "default dispatch: {default_backend}; speedup = single absent / batch absent; insert = \
         insert_batch; floor = ns per random 64-byte read of the same memory, many in flight; \
         ÷ floor = batch absent ÷ floor, median of per-pass ratios with the two passes \
         alternated (steadier than the ratio of the columns on a machine whose speed drifts); \
         4K pages = batch absent over a copy allocated without the huge-page advice"
    );
    if !thread_rows.is_empty() {
        println!(
            "\nall cores: batched absent u64 lookups on {default_backend}, one pinned thread per \
             core, all at once over one filter"
        );
        println!(
            "{:<5} {:>9} {:>7} {:>16} {:>14} {:>10}   per-thread ns/key",
            "level", "size", "threads", "aggregate Mkeys/s", "ns/key/thread", "scaling"
        );
        for r in thread_rows {
            let one = thread_rows
                .iter()
                .find(|o| o.bytes == r.bytes && o.threads == 1)
                .map_or(f64::NAN, ThreadRow::aggregate_mkeys);
            let mut ns = r.per_thread_ns.clone();
            println!(
                "{:<5} {:>9} {:>7} {:>16.1} {:>14.2} {:>9.2}x   {}",
                r.level,
                human_size(r.bytes),
                r.threads,
                r.aggregate_mkeys(),
                median(&mut ns),
                r.aggregate_mkeys() / one,
                r.per_thread_ns
                    .iter()
                    .map(|t| format!("{t:.2}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        println!(
            "scaling = aggregate throughput / one thread's; where it stops growing with threads, \
             the memory system (not the cores) is the limit"
        );
    }
}
