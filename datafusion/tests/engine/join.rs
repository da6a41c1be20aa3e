//! The runtime join filter on TPC-H-shaped data: every query gives the same rows with the rule on
//! and off, in both join modes, and the filter is really there (and really drops rows) where it
//! should be.

use std::sync::Arc;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::physical_plan::{collect, displayable, ExecutionPlan};
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_datafusion::{join_filter_reports, JoinFilterReport};

#[derive(Clone, Copy, Debug)]
enum Mode {
    /// DataFusion's choice at this size: the small build side is collected.
    CollectLeft,
    /// Forced: both sides hash-partitioned on the keys.
    Partitioned,
}

async fn context(filter: bool, mode: Mode) -> Result<SessionContext> {
    let config = SessionConfig::new()
        .with_target_partitions(4)
        .with_batch_size(1024);
    let ctx = linebloom_datafusion::context(config);
    linebloom_tpch::tpch::register(&ctx, 0.01, 3)?;
    ctx.sql(&format!("SET linebloom.join_filter = {filter}"))
        .await?;
    // DataFusion's own dynamic filters off, so that the comparison is with the plain join.
    ctx.sql("SET datafusion.optimizer.enable_dynamic_filter_pushdown = false")
        .await?;
    if let Mode::Partitioned = mode {
        ctx.sql("SET datafusion.optimizer.hash_join_single_partition_threshold = 0")
            .await?;
        ctx.sql("SET datafusion.optimizer.hash_join_single_partition_threshold_rows = 0")
            .await?;
    }
    ctx.sql(
        "CREATE TABLE a AS VALUES (1, 'x'), (2, NULL), (NULL, 'y'), (3, 'z'), (NULL, NULL), (2, 'w')",
    )
    .await?;
    ctx.sql("CREATE TABLE b AS VALUES (2, 'w'), (NULL, 'y'), (3, NULL), (4, 'q'), (NULL, NULL)")
        .await?;
    Ok(ctx)
}

struct Run {
    rows: Vec<String>,
    plan: String,
    reports: Vec<JoinFilterReport>,
}

async fn run(ctx: &SessionContext, sql: &str) -> Result<Run> {
    let plan: Arc<dyn ExecutionPlan> = ctx.sql(sql).await?.create_physical_plan().await?;
    let batches = collect(Arc::clone(&plan), ctx.task_ctx()).await?;
    let text = pretty_format_batches(&batches)?.to_string();
    let mut rows: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with("| "))
        .map(String::from)
        .collect();
    rows.sort();
    let shown = displayable(plan.as_ref()).indent(true).to_string();
    Ok(Run {
        rows,
        plan: shown,
        reports: join_filter_reports(&plan),
    })
}

/// Runs `sql` with the rule off and on; the rows must be the same. Returns the run with it on.
async fn same_rows(sql: &str, mode: Mode) -> Result<Run> {
    let off = run(&context(false, mode).await?, sql).await?;
    let on = run(&context(true, mode).await?, sql).await?;
    assert!(
        !off.plan.contains("Linebloom"),
        "rule off, yet:\n{}",
        off.plan
    );
    assert_eq!(
        off.rows, on.rows,
        "{sql} ({mode:?}) gives other rows with the filter:\n{}",
        on.plan
    );
    Ok(on)
}

/// The rule applied: a filter was built and dropped probe rows.
fn assert_dropped(run: &Run, sql: &str) {
    assert!(
        run.plan.contains("LinebloomProbeExec"),
        "{sql}: no filter in\n{}",
        run.plan
    );
    let dropped: u64 = run.reports.iter().map(|r| r.rows_dropped).sum();
    assert!(
        dropped > 0,
        "{sql}: the filter dropped nothing: {:?}\n{}",
        run.reports,
        run.plan
    );
}

const SELECTIVE: &str = "o_orderdate < DATE '1992-02-18'";

#[tokio::test]
async fn inner_and_semi_joins_drop_rows_and_keep_results() -> Result<()> {
    let queries = [
        format!(
            "SELECT l_orderkey, l_linenumber, l_quantity FROM lineitem JOIN orders \
             ON l_orderkey = o_orderkey WHERE {SELECTIVE}"
        ),
        format!(
            "SELECT l_orderkey, l_linenumber FROM lineitem WHERE l_orderkey IN \
             (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
        ),
        format!(
            "SELECT o_orderkey FROM orders WHERE {SELECTIVE} AND EXISTS \
             (SELECT 1 FROM lineitem WHERE l_orderkey = o_orderkey AND l_quantity > 40)"
        ),
        // String keys (the byte path) and a key computed by an expression.
        format!(
            "SELECT l_orderkey, l_linenumber FROM lineitem JOIN orders \
             ON CAST(l_orderkey AS VARCHAR) = CAST(o_orderkey AS VARCHAR) WHERE {SELECTIVE}"
        ),
    ];
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        for sql in &queries {
            let on = same_rows(sql, mode).await?;
            assert!(!on.rows.is_empty(), "{sql}: no rows");
            assert_dropped(&on, sql);
        }
    }
    Ok(())
}

#[tokio::test]
async fn multi_column_keys() -> Result<()> {
    let sql = format!(
        "SELECT l_orderkey, l_linenumber FROM lineitem JOIN orders \
         ON l_orderkey = o_orderkey AND l_linenumber = CAST(o_custkey % 7 AS INT) WHERE {SELECTIVE}"
    );
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        let on = same_rows(&sql, mode).await?;
        assert!(!on.rows.is_empty());
        assert_dropped(&on, &sql);
    }
    Ok(())
}

#[tokio::test]
async fn other_join_types_keep_their_results() -> Result<()> {
    let queries = [
        format!(
            "SELECT o_orderkey, l_linenumber FROM (SELECT * FROM orders WHERE {SELECTIVE}) o \
             LEFT JOIN lineitem ON o_orderkey = l_orderkey"
        ),
        format!(
            "SELECT o_orderkey, l_linenumber FROM (SELECT * FROM orders WHERE {SELECTIVE}) o \
             RIGHT JOIN lineitem ON o_orderkey = l_orderkey WHERE l_quantity > 45"
        ),
        format!(
            "SELECT o_orderkey, l_linenumber FROM (SELECT * FROM orders WHERE {SELECTIVE}) o \
             FULL JOIN (SELECT * FROM lineitem WHERE l_quantity > 48) l ON o_orderkey = l_orderkey"
        ),
        // Left anti (NOT EXISTS) and the null-aware anti join of NOT IN.
        "SELECT count(*) FROM orders WHERE NOT EXISTS \
         (SELECT 1 FROM lineitem WHERE l_orderkey = o_orderkey AND l_quantity > 45)"
            .to_string(),
        format!(
            "SELECT count(*) FROM lineitem WHERE l_orderkey NOT IN \
             (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
        ),
    ];
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        for sql in &queries {
            let on = same_rows(sql, mode).await?;
            assert!(!on.rows.is_empty(), "{sql}: no rows");
            if sql.contains("FULL JOIN") {
                assert!(
                    !on.plan.contains("LinebloomProbeExec"),
                    "full join filtered:\n{}",
                    on.plan
                );
            }
        }
    }
    Ok(())
}

#[tokio::test]
async fn null_keys_match_nothing() -> Result<()> {
    let queries = [
        "SELECT a.column1, a.column2, b.column2 FROM a JOIN b ON a.column1 = b.column1",
        "SELECT a.column1, a.column2 FROM a WHERE a.column1 IN (SELECT column1 FROM b)",
        "SELECT a.column1, a.column2 FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.column1 = a.column1)",
        "SELECT a.column1 FROM a WHERE a.column1 NOT IN (SELECT column1 FROM b)",
        "SELECT a.column1, b.column1 FROM a JOIN b ON a.column1 = b.column1 AND a.column2 = b.column2",
        "SELECT a.column1, b.column2 FROM a LEFT JOIN b ON a.column2 = b.column2",
    ];
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        for sql in queries {
            same_rows(sql, mode).await?;
        }
    }
    Ok(())
}

#[tokio::test]
async fn empty_build_side() -> Result<()> {
    let queries = [
        "SELECT l_orderkey FROM lineitem JOIN orders ON l_orderkey = o_orderkey \
         WHERE o_orderdate < DATE '1900-01-01'",
        "SELECT count(*) FROM lineitem WHERE l_orderkey IN \
         (SELECT o_orderkey FROM orders WHERE o_orderdate < DATE '1900-01-01')",
    ];
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        for sql in queries {
            let on = same_rows(sql, mode).await?;
            // Nothing matches, so whatever reached the filter was dropped.
            for r in &on.reports {
                assert_eq!(r.rows_dropped, r.probe_rows, "{sql}: {r:?}");
            }
        }
    }
    Ok(())
}

#[tokio::test]
async fn build_side_over_the_limit_passes_every_row() -> Result<()> {
    // The limit is below the build side's real size. The rule either sees it in the estimate and
    // leaves the join alone, or builds, finds out at run time and passes every probe row.
    let sql = "SELECT l_orderkey, l_linenumber FROM lineitem WHERE l_orderkey IN \
               (SELECT l_orderkey FROM lineitem WHERE l_quantity > 30 GROUP BY l_orderkey)";
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        let off = run(&context(false, mode).await?, sql).await?;
        let ctx = context(true, mode).await?;
        ctx.sql("SET linebloom.join_filter_max_rows = 100").await?;
        let on = run(&ctx, sql).await?;
        assert_eq!(off.rows, on.rows);
        for r in &on.reports {
            assert!(r.partitions_gave_up > 0, "{mode:?}: {r:?}\n{}", on.plan);
            assert_eq!(r.rows_dropped, 0, "{mode:?}: {r:?}");
        }
        // Without the limit the same query is filtered, so the limit is what stopped it.
        let unlimited = run(&context(true, mode).await?, sql).await?;
        assert!(
            unlimited.plan.contains("LinebloomProbeExec"),
            "{}",
            unlimited.plan
        );
        assert!(unlimited.reports.iter().all(|r| r.partitions_gave_up == 0));
    }
    Ok(())
}

/// A semi join whose probe side is a filtered scan, so that the probe can go below its wrappers.
fn filtered_scan_semi_join() -> String {
    format!(
        "SELECT l_orderkey, l_linenumber FROM lineitem WHERE l_quantity > 10 AND l_orderkey IN \
         (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
    )
}

/// Below plan line `probe` only the scan (and its wrappers) remain.
fn assert_only_the_scan_below(lines: &[&str], probe: usize, plan: &str) {
    assert!(
        lines[probe + 1..]
            .iter()
            .all(|l| !l.contains("RepartitionExec") && !l.contains("HashJoinExec")),
        "{plan}"
    );
}

#[tokio::test]
async fn the_probe_filter_sits_below_the_repartition() -> Result<()> {
    let sql = filtered_scan_semi_join();
    let on = same_rows(&sql, Mode::CollectLeft).await?;
    let lines: Vec<&str> = on.plan.lines().collect();
    let probe = lines
        .iter()
        .position(|l| l.contains("LinebloomProbeExec"))
        .expect("a probe");
    assert_only_the_scan_below(&lines, probe, &on.plan);
    Ok(())
}

#[tokio::test]
async fn a_partitioned_join_also_filters_below_its_probe_repartition() -> Result<()> {
    let sql = filtered_scan_semi_join();
    let on = same_rows(&sql, Mode::Partitioned).await?;
    assert_dropped(&on, &sql);
    let lines: Vec<&str> = on.plan.lines().collect();
    let waiting = lines
        .iter()
        .position(|l| l.contains("LinebloomProbeExec") && l.contains("per partition"))
        .expect("a waiting probe under the join");
    let early = lines
        .iter()
        .position(|l| l.contains("LinebloomProbeExec") && l.contains("all partitions"))
        .expect("an early probe");
    // The early one is below the probe side's repartition, with only the scan under it.
    assert!(
        lines[waiting..early]
            .iter()
            .any(|l| l.contains("RepartitionExec")),
        "{}",
        on.plan
    );
    assert_only_the_scan_below(&lines, early, &on.plan);
    // One report per join: the early operator counts the probe rows, the waiting one does not.
    assert_eq!(on.reports.len(), 1, "{:?}", on.reports);
    Ok(())
}

#[tokio::test]
async fn a_filter_that_drops_too_little_stops_and_results_stay() -> Result<()> {
    // Every line item has its order, so the filter of all orderkeys drops nothing.
    let sql = "SELECT l_orderkey, l_linenumber FROM lineitem WHERE l_orderkey IN \
               (SELECT o_orderkey FROM orders)";
    for mode in [Mode::CollectLeft, Mode::Partitioned] {
        let off = run(&context(false, mode).await?, sql).await?;
        let ctx = context(true, mode).await?;
        ctx.sql("SET linebloom.join_filter_sample_rows = 1000")
            .await?;
        let on = run(&ctx, sql).await?;
        assert_eq!(off.rows, on.rows, "{mode:?}");
        assert!(
            on.reports.iter().any(|r| r.probe_streams_stopped > 0),
            "{mode:?}: {:?}\n{}",
            on.reports,
            on.plan
        );
        // With the rule's fraction at 0 no stream stops.
        let ctx = context(true, mode).await?;
        ctx.sql("SET linebloom.join_filter_sample_rows = 1000")
            .await?;
        ctx.sql("SET linebloom.join_filter_min_drop = 0").await?;
        let kept_on = run(&ctx, sql).await?;
        assert_eq!(off.rows, kept_on.rows, "{mode:?}");
        assert!(kept_on.reports.iter().all(|r| r.probe_streams_stopped == 0));
    }
    Ok(())
}
