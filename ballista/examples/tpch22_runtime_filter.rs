//! The 22 TPC-H queries with the pre-shuffle runtime filter (`linebloom.runtime_filter`) off and
//! on, on one DataFusion node and on a local Ballista cluster, over the same Parquet files:
//! per-query median times, whether the rule fired, and a check that both settings give the same
//! rows.
//!
//! ```text
//! CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=off \
//!   cargo run --release -p linebloom-ballista --example tpch22_runtime_filter -- [SCALE] [REPS] [ballista|node|both] [QUERIES]
//! ```
//!
//! SCALE (default 1) is the TPC-H scale factor (tpchgen, written as 2 Parquet files a table to a
//! temporary directory); each query runs REPS times (default 3) in each setting, alternating off
//! and on, and the medians are printed. Both sides use DataFusion's and Ballista's defaults apart
//! from `target_partitions = 2` (the machine's cores); Ballista runs 2 executors of one task
//! slot on loopback. "fired" says whether the plan had a runtime filter (one node: the physical
//! plan; Ballista: whether an executor ran one). QUERIES, as `10,21`, runs only those. With
//! `EXPLAIN=1` in the environment, each query's `EXPLAIN ANALYZE` with the rule on is printed too.
//! `SETTINGS="key=value,key=value"` in the environment sets those options in both settings and
//! on both engines, e.g. `SETTINGS=datafusion.execution.parquet.pushdown_filters=true`.

#[allow(dead_code)] // the tests' helpers, of which this example uses two
#[path = "../tests/common/mod.rs"]
mod common;

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::{exec_err, Result};
use datafusion::physical_plan::collect;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_ballista::LocalCluster;
use linebloom_datafusion::runtime_filters;
use linebloom_tpch::tpch22;

use common::{register_parquet_tables, write_tpch22_tables};

/// Rows of a result as printed, sorted (queries without ORDER BY may return rows in any order).
fn sorted_rows(text: &str) -> Vec<String> {
    let mut rows: Vec<String> = text.lines().map(String::from).collect();
    rows.sort();
    rows
}

/// Sets each `key=value` of the `SETTINGS` environment variable (comma-separated) on `ctx`.
async fn apply_settings(ctx: &SessionContext) -> Result<()> {
    let Ok(settings) = std::env::var("SETTINGS") else {
        return Ok(());
    };
    for pair in settings.split(',').filter(|p| !p.trim().is_empty()) {
        let Some((key, value)) = pair.split_once('=') else {
            return exec_err!("SETTINGS: `{pair}` is not key=value");
        };
        ctx.sql(&format!("SET {} = {}", key.trim(), value.trim()))
            .await?
            .collect()
            .await?;
        eprintln!("set {} = {}", key.trim(), value.trim());
    }
    Ok(())
}

/// One run of `sql`: ms, sorted rows, whether a runtime filter ran.
async fn run_once(
    ctx: &SessionContext,
    sql: &str,
    cluster: Option<&LocalCluster>,
) -> Result<(f64, Vec<String>, bool)> {
    let tasks_before: u64 = cluster.map_or(0, runtime_tasks);
    let start = Instant::now();
    let df = ctx.sql(sql).await?;
    let plan = df.create_physical_plan().await?;
    let batches = collect(Arc::clone(&plan), ctx.task_ctx()).await?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let fired = match cluster {
        Some(c) => runtime_tasks(c) > tasks_before,
        None => !runtime_filters(&plan).is_empty(),
    };
    let text = pretty_format_batches(&batches)?.to_string();
    Ok((ms, sorted_rows(&text), fired))
}

fn runtime_tasks(cluster: &LocalCluster) -> u64 {
    cluster
        .totals()
        .iter()
        .map(|t| t.runtime_tasks.load(Ordering::Relaxed))
        .sum()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Runs the 22 queries off and on, `reps` times each, and prints a table; false if a query's
/// rows differed.
async fn bench(
    label: &str,
    ctx: &SessionContext,
    reps: usize,
    only: &[usize],
    cluster: Option<&LocalCluster>,
) -> Result<bool> {
    println!("\n{label}, median of {reps}");
    println!("| query | off ms | on ms | on ÷ off | rule fired |");
    println!("|---|---|---|---|---|");
    let (mut all_same, mut total) = (true, [0.0f64; 2]);
    for (i, sql) in tpch22::QUERIES.iter().enumerate() {
        if !only.is_empty() && !only.contains(&(i + 1)) {
            continue;
        }
        let mut times = [Vec::new(), Vec::new()];
        let mut rows: [Vec<String>; 2] = Default::default();
        let mut fired = false;
        for _ in 0..reps {
            for (setting, on) in [false, true].into_iter().enumerate() {
                ctx.sql(&format!("SET linebloom.runtime_filter = {on}"))
                    .await?;
                let (ms, r, f) = run_once(ctx, sql, cluster).await.map_err(|e| {
                    e.context(format!("Q{} with linebloom.runtime_filter = {on}", i + 1))
                })?;
                times[setting].push(ms);
                rows[setting] = r;
                fired |= on && f;
            }
        }
        if std::env::var_os("EXPLAIN").is_some() {
            // The plan that ran with the rule on, with its metrics (Ballista: every stage).
            let plan = ctx.sql(&format!("EXPLAIN ANALYZE {sql}")).await?;
            println!("{}", pretty_format_batches(&plan.collect().await?)?);
        }
        let (off, on) = (median(times[0].clone()), median(times[1].clone()));
        total[0] += off;
        total[1] += on;
        let same = rows[0] == rows[1];
        all_same &= same;
        println!(
            "| Q{} | {off:.1} | {on:.1} | {:.2} | {}{} |",
            i + 1,
            on / off,
            if fired { "yes" } else { "no" },
            if same { "" } else { " (ROWS DIFFER)" }
        );
    }
    println!(
        "| total | {:.1} | {:.1} | {:.2} | |",
        total[0],
        total[1],
        total[1] / total[0]
    );
    println!("same rows off and on: {all_same}");
    Ok(all_same)
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let scale: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1.0);
    let reps: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3).max(1);
    let which = args.next().unwrap_or_else(|| "both".into());
    // Optionally the queries to run, as `3,10,21` (default: all 22).
    let only: Vec<usize> = args
        .next()
        .map(|a| a.split(',').filter_map(|q| q.trim().parse().ok()).collect())
        .unwrap_or_default();
    let tmp = tempfile::tempdir()?;
    let start = Instant::now();
    write_tpch22_tables(tmp.path(), &tpch22::TABLES, scale, 2)?;
    eprintln!(
        "SF {scale}: tables written in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    let mut ok = true;
    if which == "node" || which == "both" {
        let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
        register_parquet_tables(&ctx, tmp.path(), &tpch22::TABLES).await?;
        apply_settings(&ctx).await?;
        ok &= bench(
            &format!("one node, SF {scale}, 2 partitions"),
            &ctx,
            reps,
            &only,
            None,
        )
        .await?;
    }
    if which == "ballista" || which == "both" {
        let cluster = LocalCluster::start(2, 1).await?;
        let ctx = cluster.context().await?;
        register_parquet_tables(&ctx, tmp.path(), &tpch22::TABLES).await?;
        ctx.sql("SET datafusion.execution.target_partitions = 2")
            .await?;
        apply_settings(&ctx).await?;
        ok &= bench(
            &format!("Ballista, SF {scale}, 2 executors x 1 slot, target_partitions 2"),
            &ctx,
            reps,
            &only,
            Some(&cluster),
        )
        .await?;
    }
    if !ok {
        return exec_err!("a query gave different rows with the runtime filter on and off");
    }
    Ok(())
}
