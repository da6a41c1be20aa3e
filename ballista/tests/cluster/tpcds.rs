//! The runtime filter on TPC-DS's 99 queries on Ballista: every query's optimized plan, with the
//! rule's nodes in it, goes through linebloom's logical codec (client to scheduler) and comes
//! back with them; and every query gives the same rows on a cluster with the rule on and off.

use std::sync::atomic::Ordering;

use datafusion::common::Result;
use datafusion::prelude::SessionContext;
use datafusion_proto::bytes::{
    logical_plan_from_bytes_with_extension_codec, logical_plan_to_bytes_with_extension_codec,
};
use linebloom_ballista::{LinebloomLogicalCodec, LocalCluster};
use linebloom_tpch::{normalized_rows, tpcds};

use crate::common::{register_parquet_tables, write_generated_tables};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tpcds_plans_with_runtime_filters_survive_the_logical_codec() -> Result<()> {
    let dir = tempfile::tempdir()?;
    write_generated_tables(dir.path(), &tpcds::TABLES, 0.01, 1, tpcds::generate)?;
    let ctx = linebloom_datafusion::context(Default::default());
    register_parquet_tables(&ctx, dir.path(), &tpcds::TABLES).await?;
    // Where the rule places filters on one node: as on Ballista, below every exchange.
    for setting in [
        "linebloom.runtime_filter_min_probe_rows = 0",
        "linebloom.runtime_filter_local_exchange = true",
    ] {
        ctx.sql(&format!("SET {setting}")).await?;
    }
    let codec = LinebloomLogicalCodec::default();
    let (mut with_filters, mut failed) = (0, Vec::new());
    for (i, query) in tpcds::QUERIES.iter().enumerate() {
        for sql in tpcds::statements(query) {
            // A query DataFusion cannot plan is not the codec's to test.
            let Ok(plan) = ctx.sql(&sql).await.and_then(|df| df.into_optimized_plan()) else {
                continue;
            };
            let plan = linebloom_datafusion::place_runtime_filters(&plan, &ctx.state())?;
            let text = plan.display_indent().to_string();
            with_filters += usize::from(text.contains("LinebloomRuntimeFilter"));
            let bytes = logical_plan_to_bytes_with_extension_codec(&plan, &codec)?;
            match logical_plan_from_bytes_with_extension_codec(&bytes, &ctx.task_ctx(), &codec) {
                // DataFusion's own round trip may respell a plan (a union's qualifiers, say):
                // the runtime filters must all come back.
                Ok(back) => assert_eq!(
                    back.display_indent()
                        .to_string()
                        .matches("LinebloomRuntimeFilter")
                        .count(),
                    text.matches("LinebloomRuntimeFilter").count(),
                    "Q{}: runtime filters lost on the way",
                    i + 1
                ),
                Err(e) => {
                    eprintln!("Q{}: {e}", i + 1);
                    if std::env::var_os("PLANS").is_some() {
                        eprintln!("{text}");
                    }
                    failed.push(i + 1);
                }
            }
        }
    }
    assert!(
        failed.is_empty(),
        "plans the codec could not read back: Q{failed:?}"
    );
    assert!(
        with_filters >= 10,
        "runtime filters in only {with_filters} plans"
    );
    Ok(())
}

/// Runs `query`'s statements on `ctx`: their normalized rows, or an error after a minute.
async fn rows(ctx: &SessionContext, query: &str) -> Result<Vec<Vec<String>>> {
    let run = async {
        let mut out = Vec::new();
        for sql in tpcds::statements(query) {
            out.push(normalized_rows(&ctx.sql(&sql).await?.collect().await?)?);
        }
        Ok(out)
    };
    match tokio::time::timeout(std::time::Duration::from_secs(60), run).await {
        Ok(rows) => rows,
        Err(_) => datafusion::common::exec_err!("still running after a minute"),
    }
}

/// The star joins of TPC-DS (a fact table, dimensions with selective filters, no window
/// functions and no unions), the shape the runtime filter is for. Not all 99: on this cluster
/// Ballista 55 leaves some queries waiting forever with linebloom's rules off as well (Q53, Q56
/// and Q63 at SF 0.01, with every task slot idle), and fails Q47 and Q57 planning their window
/// functions; the benchmark example (`tpc_runtime_filter tpcds`) runs all 99 with a time limit.
const STAR_JOINS: [usize; 17] = [
    3, 7, 13, 19, 25, 26, 27, 29, 34, 42, 43, 46, 48, 52, 55, 65, 68,
];

/// The star joins on a scheduler and two executors at SF 0.01, partitioned joins only: the
/// same rows with the runtime filter on and off, and the filter runs on the executors.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tpcds_star_joins_on_ballista_same_rows_with_the_runtime_filter() -> Result<()> {
    let dir = tempfile::tempdir()?;
    write_generated_tables(dir.path(), &tpcds::TABLES, 0.01, 2, tpcds::generate)?;
    let cluster = LocalCluster::start(2, 1).await?;
    let ctx = cluster.context().await?;
    register_parquet_tables(&ctx, dir.path(), &tpcds::TABLES).await?;
    for setting in [
        "datafusion.execution.target_partitions = 2",
        "linebloom.runtime_filter_min_probe_rows = 0",
        "ballista.optimizer.broadcast_join_threshold_bytes = 0",
    ] {
        ctx.sql(&format!("SET {setting}")).await?;
    }
    let runtime_tasks = || -> u64 {
        cluster
            .totals()
            .iter()
            .map(|t| t.runtime_tasks.load(Ordering::Relaxed))
            .sum()
    };
    let (mut fired, mut failed) = (Vec::new(), Vec::new());
    for q in STAR_JOINS {
        let query = tpcds::QUERIES[q - 1];
        ctx.sql("SET linebloom.runtime_filter = false").await?;
        let off = rows(&ctx, query).await;
        ctx.sql("SET linebloom.runtime_filter = true").await?;
        let before = runtime_tasks();
        let on = rows(&ctx, query).await;
        match (off, on) {
            (Ok(off), Ok(on)) => {
                if on != off {
                    // Rows tied at the LIMIT: the whole results must agree.
                    let full = tpcds::without_limit(query)
                        .unwrap_or_else(|| panic!("Q{q}: different rows on Ballista"));
                    ctx.sql("SET linebloom.runtime_filter = false").await?;
                    let off = rows(&ctx, &full).await?;
                    ctx.sql("SET linebloom.runtime_filter = true").await?;
                    assert_eq!(rows(&ctx, &full).await?, off, "Q{q}: different rows");
                }
            }
            // A query that fails with the rule off as well is Ballista's to answer.
            (Err(off), Err(on)) => {
                eprintln!("Q{q} fails with the rule off ({off}) and on ({on})");
                failed.push(q);
                continue;
            }
            (Err(off), Ok(_)) => panic!("Q{q} fails with the rule off only: {off}"),
            (Ok(_), Err(on)) => panic!("Q{q} fails with the rule on only: {on}"),
        }
        if runtime_tasks() > before {
            fired.push(q);
        }
    }
    eprintln!(
        "the runtime filter ran on the executors in Q{fired:?}; failed both ways: Q{failed:?}"
    );
    assert!(
        fired.len() >= 10,
        "the runtime filter ran only in Q{fired:?}"
    );
    assert!(failed.len() <= 2, "Ballista failed on Q{failed:?}");
    Ok(())
}
