//! The 99 TPC-DS queries at SF 0.01 give the same rows with the runtime filter
//! (`linebloom.runtime_filter`) on and off, and the rule fires on the star joins it is built for.

use std::sync::Arc;

use datafusion::common::Result;
use datafusion::physical_plan::collect;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_datafusion::runtime_filters;
use linebloom_tpch::normalized_rows;
use linebloom_tpch::tpcds::{self, without_limit};

/// The rows of each statement of `query` and how many runtime filters their plans had.
async fn run(ctx: &SessionContext, query: &str) -> Result<(Vec<Vec<String>>, usize)> {
    let (mut out, mut filters) = (Vec::new(), 0);
    for sql in tpcds::statements(query) {
        let plan = ctx.sql(&sql).await?.create_physical_plan().await?;
        let batches = collect(Arc::clone(&plan), ctx.task_ctx()).await?;
        out.push(normalized_rows(&batches)?);
        filters += runtime_filters(&plan).len();
    }
    Ok((out, filters))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tpcds_99_queries_same_rows_with_the_runtime_filter() -> Result<()> {
    let ctx = linebloom_datafusion::context(
        SessionConfig::new()
            .with_target_partitions(2)
            .with_batch_size(2048),
    );
    tpcds::register(&ctx, 0.01, 2)?;
    // SF 0.01's tables are small: let the rule treat every probe side as large.
    ctx.sql("SET linebloom.runtime_filter_min_probe_rows = 0")
        .await?;
    // Partitioned joins, with the filter below the in-memory repartitions, as Ballista runs them.
    ctx.sql("SET linebloom.runtime_filter_local_exchange = true")
        .await?;
    for key in [
        "datafusion.optimizer.hash_join_single_partition_threshold",
        "datafusion.optimizer.hash_join_single_partition_threshold_rows",
    ] {
        ctx.sql(&format!("SET {key} = 0")).await?;
    }
    let (mut fired, mut unsupported, mut tied) = (Vec::new(), Vec::new(), Vec::new());
    for (i, query) in tpcds::QUERIES.iter().enumerate() {
        let q = i + 1;
        ctx.sql("SET linebloom.runtime_filter = false").await?;
        let off = run(&ctx, query).await;
        ctx.sql("SET linebloom.runtime_filter = true").await?;
        let on = run(&ctx, query).await;
        let (off, (on, filters)) = match (off, on) {
            (Ok((off, none)), Ok(on)) => {
                assert_eq!(none, 0, "Q{q}: a runtime filter while off");
                (off, on)
            }
            // A query DataFusion cannot plan or run fails the same way with the rule on.
            (Err(off), Err(on)) => {
                assert_eq!(off.to_string(), on.to_string(), "Q{q}: different errors");
                eprintln!("Q{q}: {off}");
                unsupported.push(q);
                continue;
            }
            (Err(off), Ok(_)) => panic!("Q{q} fails with the rule off only: {off}"),
            (Ok(_), Err(on)) => panic!("Q{q} fails with the rule on only: {on}"),
        };
        if filters > 0 {
            fired.push(q);
        }
        if on == off {
            continue;
        }
        // Ties at the LIMIT: the whole results must agree.
        let full = without_limit(query).unwrap_or_else(|| panic!("Q{q}: different rows"));
        ctx.sql("SET linebloom.runtime_filter = false").await?;
        let (off_all, _) = run(&ctx, &full).await?;
        ctx.sql("SET linebloom.runtime_filter = true").await?;
        let (on_all, _) = run(&ctx, &full).await?;
        assert_eq!(
            on_all, off_all,
            "Q{q}: different rows with the runtime filter"
        );
        tied.push(q);
    }
    eprintln!("the runtime filter fired on Q{fired:?}");
    eprintln!("DataFusion cannot run Q{unsupported:?} (the same error with the rule on and off)");
    eprintln!("rows tied at the LIMIT, whole results equal: Q{tied:?}");
    assert!(fired.len() >= 10, "fired only on {fired:?}");
    assert!(
        unsupported.len() <= 5,
        "DataFusion failed on Q{unsupported:?}"
    );
    Ok(())
}
