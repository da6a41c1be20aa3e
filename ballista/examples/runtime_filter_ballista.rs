//! The pre-shuffle runtime filter (`linebloom.runtime_filter`) where the shuffle is the cost: a
//! forced partitioned join on a Ballista cluster of two executors on this machine, beside the
//! in-join filter (`linebloom.join_filter`), no runtime filter, and the hand-written SQL form of
//! the rewrite; then the same queries on one DataFusion node over the same Parquet files.
//!
//! ```text
//! CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=off \
//!   cargo run --release -p linebloom-ballista --example runtime_filter_ballista -- [SCALE] [REPS] [explain]
//! ```
//!
//! SCALE (default 1) is the TPC-H scale factor of `orders` and `lineitem` (tpchgen, every column,
//! through `linebloom_tpch::tpch22`), written as Parquet (4 files a table) to a temporary
//! directory; each setting runs
//! REPS times (default 3) and the median is printed, with the bytes the probe stage (the stage
//! that reads `lineitem` and writes a hash shuffle) wrote in the last run. Ballista runs with
//! `target_partitions = 2`, both broadcast thresholds at 0, DataFusion's single-partition join
//! thresholds at 0, and `LocalCluster::start(2, 1)`. Every setting of a query must give the
//! same result. `explain` prints the distributed `EXPLAIN ANALYZE` of the semi join with the
//! runtime filter off and on instead.

#[allow(dead_code)] // the tests' helpers, of which this example uses two
#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::{exec_err, Result};
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_ballista::LocalCluster;

use common::{register_tables, write_generated_tables};

const SELECTIVE: &str = "o_orderdate < DATE '1992-02-18'";

fn semi_join() -> String {
    format!(
        "SELECT count(*) AS n, sum(l_quantity) AS q, sum(l_extendedprice) AS p, \
         sum(l_partkey) AS pk, sum(l_suppkey) AS sk FROM lineitem WHERE l_orderkey IN \
         (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
    )
}

fn inner_join() -> String {
    format!(
        "SELECT count(*) AS n, sum(l_quantity) AS q, sum(l_extendedprice) AS p, \
         sum(o_totalprice) AS t FROM lineitem JOIN orders ON l_orderkey = o_orderkey \
         WHERE {SELECTIVE}"
    )
}

/// The semi join with the rewrite written by hand: the filter as a one-row derived table
/// (`linebloom_agg` cast to `BinaryView`) cross-joined to `lineitem`, below the `IN` join.
fn hand_written() -> String {
    format!(
        "SELECT count(*) AS n, sum(l_quantity) AS q, sum(l_extendedprice) AS p, \
         sum(l_partkey) AS pk, sum(l_suppkey) AS sk FROM \
         (SELECT l.* FROM lineitem l CROSS JOIN \
            (SELECT arrow_cast(linebloom_agg(o_orderkey, 1000000, 0.01), 'BinaryView') AS f \
             FROM orders WHERE {SELECTIVE}) b \
          WHERE linebloom_contains(b.f, l.l_orderkey)) x \
         WHERE l_orderkey IN (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
    )
}

/// The median wall time of `reps` runs of `sql` in ms, and its result as text.
async fn time(ctx: &SessionContext, sql: &str, reps: usize) -> Result<(f64, String)> {
    let mut times = Vec::with_capacity(reps);
    let mut text = String::new();
    for _ in 0..reps {
        let start = Instant::now();
        let batches = ctx.sql(sql).await?.collect().await?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
        text = pretty_format_batches(&batches)?.to_string();
    }
    times.sort_by(f64::total_cmp);
    Ok((times[reps / 2], text))
}

async fn set(ctx: &SessionContext, key: &str, value: impl std::fmt::Display) -> Result<()> {
    ctx.sql(&format!("SET {key} = {value}")).await?;
    Ok(())
}

/// `(bytes, rows)` written by the probe stage's tasks (those reading `lineitem` and writing a
/// hash shuffle) since `from` writes had been recorded.
fn probe_stage_writes(cluster: &LocalCluster, from: &[usize]) -> (u64, u64) {
    let mut out = (0, 0);
    for (t, &skip) in cluster.totals().iter().zip(from) {
        let writes = t.writes.lock().unwrap_or_else(|e| e.into_inner());
        for w in writes.iter().skip(skip) {
            if w.hash_shuffle && w.leaves.contains("lineitem") {
                out.0 += w.bytes;
                out.1 += w.rows;
            }
        }
    }
    out
}

fn writes_so_far(cluster: &LocalCluster) -> Vec<usize> {
    cluster
        .totals()
        .iter()
        .map(|t| t.writes.lock().unwrap_or_else(|e| e.into_inner()).len())
        .collect()
}

fn runtime_dropped(cluster: &LocalCluster) -> u64 {
    use std::sync::atomic::Ordering;
    cluster
        .totals()
        .iter()
        .map(|t| t.runtime_rows_dropped.load(Ordering::Relaxed))
        .sum()
}

fn in_join_dropped(cluster: &LocalCluster) -> u64 {
    cluster.totals().iter().map(|t| t.snapshot().2).sum()
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let scale: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1.0);
    let reps: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3).max(1);
    let explain = args.next().is_some_and(|a| a == "explain");
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path();
    let start = Instant::now();
    write_generated_tables(
        dir,
        &["orders", "lineitem"],
        scale,
        4,
        linebloom_tpch::tpch22::generate,
    )?;
    eprintln!(
        "scale {scale}: tables written in {:.1} s",
        start.elapsed().as_secs_f64()
    );

    let cluster = LocalCluster::start(2, 1).await?;
    let ctx = cluster.context().await?;
    register_tables(&ctx, dir).await?;
    for (key, value) in [
        ("datafusion.execution.target_partitions", "2"),
        (
            "datafusion.optimizer.hash_join_single_partition_threshold",
            "0",
        ),
        (
            "datafusion.optimizer.hash_join_single_partition_threshold_rows",
            "0",
        ),
        ("ballista.optimizer.broadcast_join_threshold_bytes", "0"),
        ("ballista.optimizer.broadcast_join_threshold_rows", "0"),
    ] {
        set(&ctx, key, value).await?;
    }

    if explain {
        set(&ctx, "datafusion.optimizer.prefer_hash_join", true).await?;
        for on in [false, true] {
            set(&ctx, "linebloom.runtime_filter", on).await?;
            let plan = ctx.sql(&format!("EXPLAIN ANALYZE {}", semi_join())).await?;
            println!(
                "runtime filter {on}\n{}",
                pretty_format_batches(&plan.collect().await?)?
            );
        }
        // One node, collect-left, Parquet row filters on: the runtime filter inside the scan.
        let single = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
        register_tables(&single, dir).await?;
        set(
            &single,
            "datafusion.execution.parquet.pushdown_filters",
            true,
        )
        .await?;
        set(
            &single,
            "datafusion.optimizer.enable_dynamic_filter_pushdown",
            false,
        )
        .await?;
        let plan = single
            .sql(&format!("EXPLAIN ANALYZE {}", semi_join()))
            .await?;
        println!(
            "one node, parquet pushdown_filters on\n{}",
            pretty_format_batches(&plan.collect().await?)?
        );
        return Ok(());
    }

    println!(
        "scale {scale}, median of {reps}; Ballista: 2 executors x 1 task slot, loopback, \
         target_partitions 2, broadcast off"
    );
    println!("| query | join | filter | ms | probe-stage shuffle bytes | rows written | probe rows dropped |");
    println!("|---|---|---|---|---|---|---|");
    // (label, linebloom.join_filter, linebloom.runtime_filter, hand-written SQL)
    let settings = [
        ("none", false, false, false),
        ("in-join", true, false, false),
        ("pre-shuffle", false, true, false),
        ("hand-written SQL", false, false, true),
    ];
    let mut failed = false;
    for (query, sql) in [("semi 2%", semi_join()), ("inner 2%", inner_join())] {
        for (join, prefer_hash) in [("hash", true), ("sort-merge", false)] {
            set(&ctx, "datafusion.optimizer.prefer_hash_join", prefer_hash).await?;
            let mut results = Vec::new();
            for (label, in_join, runtime, by_hand) in settings {
                if by_hand && query != "semi 2%" {
                    continue;
                }
                set(&ctx, "linebloom.join_filter", in_join).await?;
                set(&ctx, "linebloom.runtime_filter", runtime).await?;
                let text = if by_hand { hand_written() } else { sql.clone() };
                let (runtime_before, in_join_before) =
                    (runtime_dropped(&cluster), in_join_dropped(&cluster));
                let (ms, result) = time(&ctx, &text, reps).await?;
                let dropped = (runtime_dropped(&cluster) - runtime_before
                    + in_join_dropped(&cluster)
                    - in_join_before)
                    / reps as u64;
                // One more run for the probe stage's shuffle figures.
                let before = writes_so_far(&cluster);
                ctx.sql(&text).await?.collect().await?;
                let (bytes, rows) = probe_stage_writes(&cluster, &before);
                println!("| {query} | {join} | {label} | {ms:.1} | {bytes} | {rows} | {dropped} |");
                results.push(result);
            }
            if !results.windows(2).all(|w| w[0] == w[1]) {
                eprintln!("{query}, {join}: the settings gave different results: {results:#?}");
                failed = true;
            }
        }
    }

    // One node over the same Parquet files.
    let single = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
    register_tables(&single, dir).await?;
    println!("\none node, 2 partitions, median of {reps} (the settings in turn)");
    println!("| query | parquet pushdown_filters | filter | ms |");
    println!("|---|---|---|---|");
    // (label, linebloom.runtime_filter, linebloom.join_filter, DataFusion's dynamic filters)
    let settings = [
        ("off", false, false, false),
        ("linebloom runtime filter", true, false, false),
        ("linebloom in-join", false, true, false),
        ("DataFusion dynamic", false, false, true),
        ("linebloom runtime + DataFusion dynamic", true, false, true),
    ];
    for (query, sql) in [("semi 2%", semi_join()), ("inner 2%", inner_join())] {
        for pushdown in [false, true] {
            set(
                &single,
                "datafusion.execution.parquet.pushdown_filters",
                pushdown,
            )
            .await?;
            // The settings take turns within each repetition, so that a slower spell of the
            // machine falls on all of them alike.
            let mut times = vec![Vec::with_capacity(reps); settings.len()];
            let mut results = vec![String::new(); settings.len()];
            for _ in 0..reps {
                for (i, (_, runtime, in_join, dynamic)) in settings.into_iter().enumerate() {
                    set(&single, "linebloom.runtime_filter", runtime).await?;
                    set(&single, "linebloom.join_filter", in_join).await?;
                    set(
                        &single,
                        "datafusion.optimizer.enable_dynamic_filter_pushdown",
                        dynamic,
                    )
                    .await?;
                    let (ms, result) = time(&single, &sql, 1).await?;
                    times[i].push(ms);
                    results[i] = result;
                }
            }
            for ((label, ..), mut t) in settings.into_iter().zip(times) {
                t.sort_by(f64::total_cmp);
                println!("| {query} | {pushdown} | {label} | {:.1} |", t[reps / 2]);
            }
            if !results.windows(2).all(|w| w[0] == w[1]) {
                eprintln!("{query} one node: the settings gave different results: {results:#?}");
                failed = true;
            }
        }
    }
    if failed {
        return exec_err!("the settings gave different results");
    }
    println!("same results in every setting: true");
    Ok(())
}
