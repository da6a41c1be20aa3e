//! linebloom's join filters never change a query's rows on a Ballista cluster (a scheduler and two
//! executors on loopback): the generated matrix of query shapes × filter switches × join modes
//! of the one-node test (`datafusion/tests/shapes/mod.rs`, a subset of its shapes), against the
//! all-off run on Ballista, and the volatile and order-dependent build sides, whose matches must
//! all be found.

use std::path::Path;
use std::time::Instant;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::dataframe::DataFrameWriteOptions;
use datafusion::prelude::{ParquetReadOptions, SessionConfig, SessionContext};
use linebloom_ballista::LocalCluster;

use crate::shapes::{MODES, SHAPES, SWITCHES, SWITCH_DEFAULTS, TABLES, VOLATILE};

async fn set(ctx: &SessionContext, settings: &[(&str, &str)]) -> Result<()> {
    for (key, value) in settings {
        ctx.sql(&format!("SET {key} = {value}")).await?;
    }
    Ok(())
}

/// The rows of `sql`, sorted, as printed.
async fn rows(ctx: &SessionContext, sql: &str) -> Result<Vec<String>> {
    let batches = ctx.sql(sql).await?.collect().await?;
    let text = pretty_format_batches(&batches)?.to_string();
    let mut rows: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with("| "))
        .skip(1)
        .map(String::from)
        .collect();
    rows.sort();
    Ok(rows)
}

/// Writes the matrix's tables to `dir` as Parquet (executors read files, not the client's
/// memory), and registers them with each of `contexts`.
async fn tables(dir: &Path, contexts: &[&SessionContext]) -> Result<()> {
    let writer = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(2));
    for (name, select) in TABLES {
        let table = dir.join(name);
        let file = table.join("data.parquet");
        let (table, file) = (
            table.to_str().expect("a UTF-8 temp path"),
            file.to_str().expect("a UTF-8 temp path"),
        );
        writer
            .sql(select)
            .await?
            .write_parquet(
                file,
                DataFrameWriteOptions::new().with_single_file_output(true),
                None,
            )
            .await?;
        for ctx in contexts {
            ctx.register_parquet(*name, table, ParquetReadOptions::default())
                .await?;
        }
    }
    Ok(())
}

/// Ballista's own thresholds for the join mode `mode` (one of [`MODES`]): a broadcast only in
/// collect-left mode.
fn ballista_mode(mode: &str) -> [(&'static str, &'static str); 2] {
    let threshold = if mode.starts_with("collect-left") {
        "1073741824"
    } else {
        "0"
    };
    [
        (
            "ballista.optimizer.broadcast_join_threshold_bytes",
            threshold,
        ),
        (
            "ballista.optimizer.broadcast_join_threshold_rows",
            threshold,
        ),
    ]
}

/// Every shape that Ballista runs, under every switch setting and join mode, gives the rows of
/// the all-off run on Ballista in that join mode (or fails alike); the volatile shapes lose no
/// match with both filters on.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_shape_gives_the_same_rows_on_ballista() -> Result<()> {
    let start = Instant::now();
    let dir = tempfile::tempdir()?;
    let cluster = LocalCluster::start(2, 2).await?;
    let ctx = cluster.context().await?;
    tables(dir.path(), &[&ctx]).await?;
    // These tables are small: let the runtime filter fire wherever the rule allows it.
    set(&ctx, &[("linebloom.runtime_filter_min_probe_rows", "0")]).await?;
    let shapes: Vec<_> = SHAPES.iter().filter(|(_, _, ballista)| *ballista).collect();
    let (mut cases, mut wrong) = (0, Vec::new());
    for (mode_name, mode) in MODES {
        set(&ctx, mode).await?;
        set(&ctx, &ballista_mode(mode_name)).await?;
        set(&ctx, SWITCH_DEFAULTS).await?;
        set(&ctx, SWITCHES[0].1).await?;
        let mut want = Vec::with_capacity(shapes.len());
        for (_, sql, _) in &shapes {
            want.push(rows(&ctx, sql).await);
        }
        for (switch_name, settings) in &SWITCHES[1..] {
            set(&ctx, SWITCH_DEFAULTS).await?;
            set(&ctx, settings).await?;
            for ((shape, sql, _), want) in shapes.iter().zip(&want) {
                cases += 1;
                let got = rows(&ctx, sql).await;
                match (&got, want) {
                    (Ok(got), Ok(want)) if got == want => {}
                    (Err(_), Err(_)) => {}
                    _ => wrong.push(format!(
                        "{shape} / {switch_name} / {mode_name}: {} rows, want {}\n{sql}",
                        got.as_ref()
                            .map_or_else(|e| e.to_string(), |r| r.len().to_string()),
                        want.as_ref()
                            .map_or_else(|e| e.to_string(), |r| r.len().to_string()),
                    )),
                }
            }
        }
        set(&ctx, SWITCHES[3].1).await?;
        for (shape, sql) in VOLATILE {
            cases += 1;
            let got = rows(&ctx, sql).await?.join("");
            if got.trim_matches(['|', ' ']) != "0" {
                wrong.push(format!("{shape} / both / {mode_name}: lost {got}\n{sql}"));
            }
        }
    }
    let runtime_tasks: u64 = cluster
        .totals()
        .iter()
        .map(|t| t.runtime_tasks.load(std::sync::atomic::Ordering::Relaxed))
        .sum();
    let in_join_tasks: u64 = cluster.totals().iter().map(|t| t.snapshot().0).sum();
    eprintln!(
        "{cases} cases on Ballista in {:.1?}; tasks with a runtime filter: {runtime_tasks}, \
         with an in-join filter: {in_join_tasks}",
        start.elapsed()
    );
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n\n")
    );
    assert!(runtime_tasks > 0 && in_join_tasks > 0, "a filter never ran");
    Ok(())
}
