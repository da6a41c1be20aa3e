//! The 22 TPC-H or the 99 TPC-DS queries with the pre-shuffle runtime filter
//! (`linebloom.runtime_filter`) off and on, on one DataFusion node and on a local Ballista
//! cluster, over the same Parquet files: per-query median times, whether the rule fired, the
//! rows, and a check that both settings give the same rows.
//!
//! ```text
//! CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=off \
//!   cargo run --release -p linebloom-ballista --example tpc_runtime_filter -- \
//!   [tpch|tpcds] [SCALE] [REPS] [ballista|node|both] [QUERIES]
//! ```
//!
//! SCALE (default 1) is the scale factor: the tables are generated (tpchgen or tpcdsgen) and
//! written as 2 Parquet files a table to a temporary directory, unless `DATA=dir` in the
//! environment names a directory that has them, as `dir/<table>/*.parquet` or `dir/<table>.parquet`
//! (`tpcgen-cli tpcds parquet --output-dir=dir` writes the latter). Each query runs REPS times
//! (default 3) in each setting, alternating off and on (off first on even repetitions, on first
//! on odd ones), and the medians are printed. Both sides
//! use DataFusion's and Ballista's defaults apart from `target_partitions = 2` (the machine's
//! cores); Ballista runs 2 executors of one task slot on loopback. "fired" says whether the plan
//! had a runtime filter (one node: the physical plan; Ballista: whether an executor ran one).
//! QUERIES, as `10,21`, runs only those. A query DataFusion cannot run is reported as such and
//! the run goes on. With `EXPLAIN=1` in the environment, each query's `EXPLAIN ANALYZE` with the
//! rule on is printed too. `SETTINGS="key=value,key=value"` in the environment sets those options
//! in both settings and on both engines (`ballista.*` keys on Ballista only), e.g.
//! `SETTINGS=ballista.optimizer.broadcast_join_threshold_bytes=0`. `CSV=file` appends one line a
//! query and engine: `suite,scale,engine,query,off_ms,on_ms,fired,rows,same`. A query still
//! running after `QUERY_TIMEOUT` seconds (default 300) is reported as timed out.

#[allow(dead_code)] // the tests' helpers, of which this example uses two
#[path = "../tests/common/mod.rs"]
mod common;

use std::io::Write;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::{exec_err, Result};
use datafusion::physical_plan::collect;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_ballista::LocalCluster;
use linebloom_datafusion::runtime_filters;
use linebloom_tpch::{normalized_rows, tpcds, tpch22};

use common::{register_parquet_tables, write_generated_tables};

/// A benchmark's tables and queries.
struct Suite {
    name: &'static str,
    tables: &'static [&'static str],
    queries: &'static [&'static str],
    generate: common::Generator,
}

const SUITES: [Suite; 2] = [
    Suite {
        name: "tpch",
        tables: &tpch22::TABLES,
        queries: &tpch22::QUERIES,
        generate: tpch22::generate,
    },
    Suite {
        name: "tpcds",
        tables: &tpcds::TABLES,
        queries: &tpcds::QUERIES,
        generate: tpcds::generate,
    },
];

/// Sets each `key=value` of the `SETTINGS` environment variable (comma-separated) on `ctx`;
/// `ballista.*` keys only on Ballista's.
async fn apply_settings(ctx: &SessionContext, ballista: bool) -> Result<()> {
    let Ok(settings) = std::env::var("SETTINGS") else {
        return Ok(());
    };
    for pair in settings.split(',').filter(|p| !p.trim().is_empty()) {
        let Some((key, value)) = pair.split_once('=') else {
            return exec_err!("SETTINGS: `{pair}` is not key=value");
        };
        if !ballista && key.trim().starts_with("ballista.") {
            continue;
        }
        ctx.sql(&format!("SET {} = {}", key.trim(), value.trim()))
            .await?
            .collect()
            .await?;
        eprintln!("set {} = {}", key.trim(), value.trim());
    }
    Ok(())
}

/// One run of `query`'s statements: ms, their normalized rows, whether a runtime filter ran.
async fn run_once(
    ctx: &SessionContext,
    query: &str,
    cluster: Option<&LocalCluster>,
) -> Result<(f64, Vec<Vec<String>>, bool)> {
    let tasks_before: u64 = cluster.map_or(0, runtime_tasks);
    let start = Instant::now();
    let (mut rows, mut planned) = (Vec::new(), false);
    for sql in tpcds::statements(query) {
        let plan = ctx.sql(&sql).await?.create_physical_plan().await?;
        let batches = collect(Arc::clone(&plan), ctx.task_ctx()).await?;
        planned |= !runtime_filters(&plan).is_empty();
        rows.push(normalized_rows(&batches)?);
    }
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let fired = match cluster {
        Some(c) => runtime_tasks(c) > tasks_before,
        None => planned,
    };
    Ok((ms, rows, fired))
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

async fn set_rule(ctx: &SessionContext, on: bool) -> Result<()> {
    ctx.sql(&format!("SET linebloom.runtime_filter = {on}"))
        .await?;
    Ok(())
}

/// Whether `query` gives the same rows off and on, once its last `LIMIT` is taken off (rows
/// that tie on the `ORDER BY` keys at the limit are kept in arrival order).
async fn same_without_limit(ctx: &SessionContext, query: &str) -> Result<bool> {
    let Some(full) = tpcds::without_limit(query) else {
        return Ok(false);
    };
    set_rule(ctx, false).await?;
    let (_, off, _) = run_once(ctx, &full, None).await?;
    set_rule(ctx, true).await?;
    let (_, on, _) = run_once(ctx, &full, None).await?;
    Ok(on == off)
}

/// The run's settings, for the CSV lines.
struct Run<'a> {
    suite: &'a Suite,
    scale: f64,
    reps: usize,
    only: &'a [usize],
    csv: Option<std::fs::File>,
    /// A query still running after this many seconds is reported as timed out.
    timeout_s: u64,
}

/// Runs the queries off and on, `reps` times each, and prints a table; false if a query's rows
/// differed.
async fn bench(
    run: &mut Run<'_>,
    engine: &str,
    label: &str,
    ctx: &SessionContext,
    cluster: Option<&LocalCluster>,
) -> Result<bool> {
    let reps = run.reps;
    println!("\n{label}, median of {reps}");
    println!("| query | off ms | on ms | on ÷ off | rule fired | rows |");
    println!("|---|---|---|---|---|---|");
    let (mut all_same, mut total, mut failed) = (true, [0.0f64; 2], Vec::new());
    'queries: for (i, query) in run.suite.queries.iter().enumerate() {
        let q = i + 1;
        if !run.only.is_empty() && !run.only.contains(&q) {
            continue;
        }
        let mut times = [Vec::new(), Vec::new()];
        let mut rows: [Vec<Vec<String>>; 2] = Default::default();
        let mut fired = false;
        for rep in 0..reps {
            // Off first on even repetitions, on first on odd ones: on Ballista the second of two
            // back-to-back runs of a query can be the slower (TPC-DS SF 3 Q13 and Q48, 1.15-1.25x,
            // with the rule off in both), which a fixed order would charge to one setting.
            let order = if rep % 2 == 0 {
                [false, true]
            } else {
                [true, false]
            };
            for on in order {
                let setting = usize::from(on);
                set_rule(ctx, on).await?;
                eprint!("\r{engine} Q{q}, rule {}  ", if on { "on " } else { "off" });
                let limit = std::time::Duration::from_secs(run.timeout_s);
                let result = match tokio::time::timeout(limit, run_once(ctx, query, cluster)).await
                {
                    Ok(result) => result,
                    Err(_) => exec_err!("timed out after {} s", run.timeout_s),
                };
                match result {
                    Ok((ms, r, f)) => {
                        times[setting].push(ms);
                        rows[setting] = r;
                        fired |= on && f;
                    }
                    Err(e) => {
                        // The same failure in both settings is DataFusion's, not the rule's.
                        let e = e.to_string();
                        let first = e.lines().next().unwrap_or_default();
                        println!("| Q{q} | error (rule {on}): {first} | | | | |");
                        failed.push(q);
                        continue 'queries;
                    }
                }
            }
        }
        if std::env::var_os("EXPLAIN").is_some() {
            // The plan that ran with the rule on, with its metrics (Ballista: every stage).
            set_rule(ctx, true).await?;
            for sql in tpcds::statements(query) {
                let plan = ctx.sql(&format!("EXPLAIN ANALYZE {sql}")).await?;
                println!("{}", pretty_format_batches(&plan.collect().await?)?);
            }
        }
        let (off, on) = (median(times[0].clone()), median(times[1].clone()));
        total[0] += off;
        total[1] += on;
        let same = rows[0] == rows[1] || same_without_limit(ctx, query).await?;
        all_same &= same;
        let count: usize = rows[1].iter().map(Vec::len).sum();
        let fired = if fired { "yes" } else { "no" };
        println!(
            "| Q{q} | {off:.1} | {on:.1} | {:.2} | {fired} | {count}{} |",
            on / off,
            if same { "" } else { " (ROWS DIFFER)" }
        );
        if let Some(csv) = run.csv.as_mut() {
            let (suite, scale) = (run.suite.name, run.scale);
            writeln!(
                csv,
                "{suite},{scale},{engine},{q},{off:.1},{on:.1},{fired},{count},{same}"
            )?;
        }
    }
    println!(
        "| total | {:.1} | {:.1} | {:.2} | | |",
        total[0],
        total[1],
        total[1] / total[0]
    );
    if !failed.is_empty() {
        println!("failed to run: Q{failed:?}");
    }
    println!("same rows off and on: {all_same}");
    Ok(all_same)
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let suite_name = args.next().unwrap_or_else(|| "tpch".into());
    let Some(suite) = SUITES.iter().find(|s| s.name == suite_name) else {
        return exec_err!("the suite is tpch or tpcds, not {suite_name}");
    };
    let scale: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1.0);
    let reps: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3).max(1);
    let which = args.next().unwrap_or_else(|| "both".into());
    // Optionally the queries to run, as `3,10,21` (default: all).
    let only: Vec<usize> = args
        .next()
        .map(|a| a.split(',').filter_map(|q| q.trim().parse().ok()).collect())
        .unwrap_or_default();
    let tmp = tempfile::tempdir()?;
    let dir = match std::env::var_os("DATA") {
        Some(dir) => std::path::PathBuf::from(dir),
        None => {
            let start = Instant::now();
            write_generated_tables(tmp.path(), suite.tables, scale, 2, suite.generate)?;
            eprintln!(
                "{} SF {scale}: tables written in {:.1} s",
                suite.name,
                start.elapsed().as_secs_f64()
            );
            tmp.path().to_path_buf()
        }
    };
    let csv = match std::env::var_os("CSV") {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)?,
        ),
        None => None,
    };
    let mut run = Run {
        suite,
        scale,
        reps,
        only: &only,
        csv,
        timeout_s: std::env::var("QUERY_TIMEOUT")
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(300),
    };
    let name = suite.name;
    let mut ok = true;
    if which == "node" || which == "both" {
        let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
        register_parquet_tables(&ctx, &dir, suite.tables).await?;
        apply_settings(&ctx, false).await?;
        let label = format!("{name}, one node, SF {scale}, 2 partitions");
        ok &= bench(&mut run, "node", &label, &ctx, None).await?;
    }
    if which == "ballista" || which == "both" {
        let cluster = LocalCluster::start(2, 1).await?;
        let ctx = cluster.context().await?;
        register_parquet_tables(&ctx, &dir, suite.tables).await?;
        ctx.sql("SET datafusion.execution.target_partitions = 2")
            .await?;
        apply_settings(&ctx, true).await?;
        let label =
            format!("{name}, Ballista, SF {scale}, 2 executors x 1 slot, target_partitions 2");
        ok &= bench(&mut run, "ballista", &label, &ctx, Some(&cluster)).await?;
    }
    if !ok {
        return exec_err!("a query gave different rows with the runtime filter on and off");
    }
    Ok(())
}
