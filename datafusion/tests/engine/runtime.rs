//! The pre-shuffle runtime filter (`linebloom.runtime_filter`): where the rule fires and where it
//! declines, for every join type; the same rows with it on and off; and where the filter sits in
//! the physical plan (below the probe side's repartition).

use std::sync::Arc;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::{JoinType, Result};
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::{collect, displayable, ExecutionPlan, Partitioning};
use datafusion::prelude::{col, DataFrame, SessionConfig, SessionContext};
use linebloom_datafusion::{join_filter_reports, runtime_filters, RuntimeFilterExec};

/// `big` (20,000 rows, keys 0..5,000 and every 97th key null) and `small` (500 rows, keys
/// 0..10,000 step 20, a null key, `flag` true on a tenth), with the runtime filter's size limit
/// lowered so that these tables count as large.
async fn context(partitions: usize) -> Result<SessionContext> {
    let config = SessionConfig::new()
        .with_target_partitions(partitions)
        .with_batch_size(1024);
    let ctx = linebloom_datafusion::context(config);
    ctx.sql("SET linebloom.runtime_filter_min_probe_rows = 0")
        .await?;
    // Keep it below the in-memory repartitions (on one node it is otherwise kept only inside a
    // Parquet scan: `one_node_keeps_it_only_where_a_scan_takes_it`).
    ctx.sql("SET linebloom.runtime_filter_local_exchange = true")
        .await?;
    ctx.sql("SET datafusion.optimizer.enable_dynamic_filter_pushdown = false")
        .await?;
    // Partitioned joins: a collect-left join loses the runtime filter
    // (FilterPlacementRule; `collect_left_joins_lose_the_runtime_filter` tests that).
    set_join_threshold(&ctx, 0).await?;
    ctx.sql(
        "CREATE TABLE big AS SELECT CASE WHEN value % 97 = 0 THEN NULL ELSE value % 5000 END AS k, \
         value % 3 AS k2, value AS v FROM generate_series(0, 19999)",
    )
    .await?;
    ctx.sql(
        "CREATE TABLE small AS SELECT CASE WHEN value = 7 THEN NULL ELSE value * 20 END AS k, \
         value % 3 AS k2, value % 10 = 0 AS flag, value AS w FROM generate_series(0, 499)",
    )
    .await?;
    ctx.sql("CREATE TABLE tiny AS SELECT value * 40 AS k FROM generate_series(0, 99)")
        .await?;
    Ok(ctx)
}

async fn set(ctx: &SessionContext, key: &str, value: impl std::fmt::Display) -> Result<()> {
    ctx.sql(&format!("SET {key} = {value}")).await?;
    Ok(())
}

/// DataFusion's single-partition join thresholds (bytes and rows) at `threshold`: 0 plans every
/// hash join partitioned, a large value collect-left.
async fn set_join_threshold(ctx: &SessionContext, threshold: u64) -> Result<()> {
    for key in [
        "datafusion.optimizer.hash_join_single_partition_threshold",
        "datafusion.optimizer.hash_join_single_partition_threshold_rows",
    ] {
        set(ctx, key, threshold).await?;
    }
    Ok(())
}

/// The plan of `df`, its rows (sorted, as printed) and the runtime filters' (rows in, dropped).
async fn run(df: DataFrame) -> Result<(Arc<dyn ExecutionPlan>, Vec<String>, Vec<(u64, u64)>)> {
    let task = Arc::new(df.task_ctx());
    let plan = df.create_physical_plan().await?;
    let batches = collect(Arc::clone(&plan), task).await?;
    let text = pretty_format_batches(&batches)?.to_string();
    let mut rows: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with("| "))
        .skip(1)
        .map(String::from)
        .collect();
    rows.sort();
    let counts = runtime_filters(&plan).iter().map(|r| r.rows()).collect();
    Ok((plan, rows, counts))
}

/// Runs `make(ctx)` with the runtime filter off, then on: the rows must be equal. Returns
/// whether a runtime filter was in the plan with it on, and the (rows in, dropped) of each.
async fn on_and_off<F, Fut>(ctx: &SessionContext, what: &str, make: F) -> Result<Vec<(u64, u64)>>
where
    F: Fn(SessionContext) -> Fut,
    Fut: std::future::Future<Output = Result<DataFrame>>,
{
    set(ctx, "linebloom.runtime_filter", false).await?;
    let (plan_off, off, counts_off) = run(make(ctx.clone()).await?).await?;
    assert!(
        counts_off.is_empty(),
        "{what}: a runtime filter while off:\n{}",
        displayable(plan_off.as_ref()).indent(true)
    );
    set(ctx, "linebloom.runtime_filter", true).await?;
    let (plan_on, on, counts) = run(make(ctx.clone()).await?).await?;
    assert_eq!(
        on,
        off,
        "{what}: different rows with the runtime filter on:\n{}",
        displayable(plan_on.as_ref()).indent(true)
    );
    Ok(counts)
}

async fn selective(ctx: &SessionContext) -> Result<DataFrame> {
    ctx.table("small").await?.filter(col("flag"))
}

#[tokio::test]
async fn fires_for_every_join_type_that_allows_it_and_results_do_not_change() -> Result<()> {
    let ctx = context(2).await?;
    // (join type, big on the left?, whether the rule fires): it fires where the selective side
    // (`small WHERE flag`) is the build side of a join that drops the other side's unmatched rows.
    let cases = [
        (JoinType::Inner, true, true),
        (JoinType::Inner, false, true),
        (JoinType::LeftSemi, true, true),
        (JoinType::LeftSemi, false, false),
        (JoinType::RightSemi, false, true),
        (JoinType::RightSemi, true, false),
        (JoinType::Left, false, true),
        (JoinType::Left, true, false),
        (JoinType::Right, true, true),
        (JoinType::Right, false, false),
        (JoinType::Full, true, false),
        (JoinType::Full, false, false),
        (JoinType::LeftAnti, true, false),
        (JoinType::LeftAnti, false, false),
        (JoinType::RightAnti, true, false),
        (JoinType::RightAnti, false, false),
    ];
    for (join_type, big_left, fires) in cases {
        let what = format!(
            "{join_type} join, big on the {}",
            if big_left { "left" } else { "right" }
        );
        let counts = on_and_off(&ctx, &what, |c| async move {
            let big = c.table("big").await?.select_columns(&["k", "v"])?;
            let small = selective(&c)
                .await?
                .select_columns(&["k", "w"])?
                .with_column_renamed("k", "sk")?;
            if big_left {
                big.join(small, join_type, &["k"], &["sk"], None)
            } else {
                small.join(big, join_type, &["sk"], &["k"], None)
            }
        })
        .await?;
        assert_eq!(!counts.is_empty(), fires, "{what}: fired {counts:?}");
        if fires {
            let (rows_in, dropped) = counts[0];
            // 50 of small's keys pass `flag` (0, 200, ..., 9,800); big's keys are below 5,000, so
            // most of its 20,000 rows cannot match and a 1% filter drops nearly all of them.
            assert_eq!(rows_in, 20_000, "{what}");
            assert!(dropped > 18_000, "{what}: dropped only {dropped}");
        }
    }
    Ok(())
}

#[tokio::test]
async fn keys_and_build_sides() -> Result<()> {
    let ctx = context(2).await?;
    // SQL's IN and JOIN; null keys on both sides drop nothing that could match.
    for sql in [
        "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE flag)",
        "SELECT v, w FROM big JOIN small ON big.k = small.k WHERE small.w < 300",
    ] {
        let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
        assert_eq!(counts.len(), 1, "{sql}");
        assert!(counts[0].1 > 0, "{sql}: dropped nothing");
    }

    // Two key columns go through linebloom_key.
    let sql = "SELECT v, w FROM big JOIN small ON big.k = small.k AND big.k2 = small.k2 WHERE flag";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    assert_eq!(counts.len(), 1, "{sql}");
    let df = ctx.sql(sql).await?;
    let placed =
        linebloom_datafusion::place_runtime_filters(&df.into_optimized_plan()?, &ctx.state())?;
    let logical = format!("{}", placed.display_indent());
    assert!(
        logical.contains("linebloom_key(big.k, big.k2)"),
        "{logical}"
    );

    // An empty build side: the filter holds nothing and drops every probe row that reaches it
    // (the hash join may not read its probe side at all once its build side is empty).
    let sql = "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE w < 0)";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    assert_eq!(counts.len(), 1, "{sql}");
    assert_eq!(
        counts[0].0, counts[0].1,
        "{sql}: a row passed an empty filter"
    );

    // A build side estimated over linebloom.join_filter_max_rows: declined when planned.
    set(&ctx, "linebloom.join_filter_max_rows", 10).await?;
    let sql = "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE flag)";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    assert!(counts.is_empty(), "{sql}: fired over the limit");
    set(&ctx, "linebloom.join_filter_max_rows", 8_000_000).await?;

    // A build side that is itself a join: declined (with `tiny` too small a probe side for the
    // inner join to get one of its own; the same query over a plain filtered scan fires).
    set(&ctx, "linebloom.runtime_filter_min_probe_rows", 1000).await?;
    let over_join = "SELECT v FROM big WHERE k IN \
                     (SELECT s.k FROM small s JOIN tiny t ON s.k = t.k WHERE s.flag)";
    let counts = on_and_off(&ctx, over_join, |c| async move { c.sql(over_join).await }).await?;
    assert!(counts.is_empty(), "{over_join}: fired {counts:?}");
    let over_scan = "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE flag)";
    let counts = on_and_off(&ctx, over_scan, |c| async move { c.sql(over_scan).await }).await?;
    assert_eq!(counts.len(), 1, "{over_scan}");
    // ... and a probe side estimated below the limit is left alone.
    set(&ctx, "linebloom.runtime_filter_min_probe_rows", 1_000_000).await?;
    let counts = on_and_off(&ctx, over_scan, |c| async move { c.sql(over_scan).await }).await?;
    assert!(
        counts.is_empty(),
        "{over_scan}: fired on a small probe side"
    );
    set(&ctx, "linebloom.runtime_filter_min_probe_rows", 0).await?;

    // A probe side without a scan (VALUES): declined.
    let sql = "SELECT x FROM (VALUES (20), (21), (200), (NULL)) AS t(x) \
               WHERE x IN (SELECT k FROM small WHERE flag)";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    assert!(counts.is_empty(), "{sql}: fired on VALUES");
    Ok(())
}

#[tokio::test]
async fn a_semi_join_above_the_join_narrows_its_dimension() -> Result<()> {
    let ctx = context(2).await?;
    // `small`, the dimension, is not filtered itself: the semi join above its join with `big`
    // keeps 49 of its rows (w in 0..50, w = 7 has a null key), so a filter on `big.k` built from
    // `small SEMI JOIN (tiny WHERE k < 2000)` drops every `big` row but those 49 keys' (4 rows
    // each out of 20,000).
    let sql = "SELECT v, w FROM big JOIN small ON big.k = small.k \
               WHERE small.w IN (SELECT k / 40 FROM tiny WHERE k < 2000)";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    let on_big: Vec<_> = counts.iter().filter(|c| c.0 == 20_000).collect();
    assert_eq!(on_big.len(), 1, "{sql}: {counts:?}");
    assert!(on_big[0].1 > 19_000, "{sql}: dropped only {:?}", on_big[0]);
    let df = ctx.sql(sql).await?;
    let placed =
        linebloom_datafusion::place_runtime_filters(&df.into_optimized_plan()?, &ctx.state())?;
    let logical = format!("{}", placed.display_indent());
    assert!(
        logical.contains("LinebloomRuntimeFilter: key=big.k") && logical.contains("LeftSemi"),
        "{logical}"
    );

    // `big` already thinned by another dimension's filter (`tiny`'s, on `k2`): no second,
    // narrowed one on `k`.
    let sql = "SELECT v, w FROM big JOIN tiny ON big.k2 = tiny.k / 40 \
               JOIN small ON big.k = small.k \
               WHERE small.w IN (SELECT k / 40 FROM tiny WHERE k < 2000) AND tiny.k < 80";
    on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    let df = ctx.sql(sql).await?;
    let placed =
        linebloom_datafusion::place_runtime_filters(&df.into_optimized_plan()?, &ctx.state())?;
    let logical = format!("{}", placed.display_indent());
    let on = |key: &str| {
        logical
            .lines()
            .filter(|l| {
                l.trim_end()
                    .ends_with(&format!("LinebloomRuntimeFilter: key={key}"))
            })
            .count()
    };
    assert_eq!((on("big.k2"), on("big.k")), (1, 0), "{logical}");

    // The semi join's column on `big`: its own filter goes there; `big` narrowed to filter
    // `small` would read 40 times the rows it could drop (declined when planned).
    let sql = "SELECT v, w FROM big JOIN small ON big.k = small.k \
               WHERE big.v IN (SELECT k FROM tiny WHERE k < 2000)";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    assert_eq!(counts.len(), 1, "{sql}: {counts:?}");

    // A subquery read twice must give the same rows both times: a volatile one is left alone.
    let sql = "SELECT v, w FROM big JOIN small ON big.k = small.k \
               WHERE small.w IN (SELECT k / 40 FROM tiny WHERE k < 2000 AND random() < 2)";
    let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
    assert!(
        counts.iter().all(|c| c.0 != 20_000),
        "{sql}: filtered big by a volatile subquery: {counts:?}"
    );
    Ok(())
}

/// `EXPLAIN`'s rows (plan type, plan) for `sql`.
async fn explain(ctx: &SessionContext, sql: &str) -> Result<Vec<(String, String)>> {
    let batches = ctx.sql(&format!("EXPLAIN {sql}")).await?.collect().await?;
    let mut rows = Vec::new();
    for batch in &batches {
        let column = |i: usize| datafusion::arrow::array::as_string_array(batch.column(i)).clone();
        let (types, plans) = (column(0), column(1));
        for i in 0..batch.num_rows() {
            rows.push((types.value(i).to_string(), plans.value(i).to_string()));
        }
    }
    Ok(rows)
}

#[tokio::test]
async fn explain_shows_each_filters_judgement_declined_ones_too() -> Result<()> {
    let ctx = context(2).await?;
    let sql = "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE flag)";
    let row = |rows: &[(String, String)], t: &str| {
        rows.iter()
            .find(|(plan_type, _)| plan_type == t)
            .map(|(_, plan)| plan.clone())
            .unwrap_or_default()
    };

    let rows = explain(&ctx, sql).await?;
    let (logical, physical) = (row(&rows, "logical_plan"), row(&rows, "physical_plan"));
    assert!(
        logical.contains("LinebloomRuntimeFilter: key=big.k, estimated probe_rows=20000")
            && logical.contains(": applied"),
        "{logical}"
    );
    assert!(
        physical.contains("LinebloomRuntimeFilterExec"),
        "{physical}"
    );

    set(&ctx, "linebloom.runtime_filter_min_probe_rows", 1_000_000).await?;
    let rows = explain(&ctx, sql).await?;
    let (logical, physical) = (row(&rows, "logical_plan"), row(&rows, "physical_plan"));
    assert!(
        logical
            .contains("LinebloomRuntimeFilter: key=big.k, estimated probe_rows=20000 build_rows=")
            && logical.contains(
                "declined, the probe side is estimated below runtime_filter_min_probe_rows"
            ),
        "{logical}"
    );
    assert!(
        !physical.contains("LinebloomRuntimeFilterExec"),
        "{physical}"
    );
    Ok(())
}

/// Whether a hash `RepartitionExec` in `plan` has a [`RuntimeFilterExec`] below it.
fn filter_below_hash_repartition(plan: &Arc<dyn ExecutionPlan>) -> bool {
    if let Some(r) = plan.downcast_ref::<RepartitionExec>() {
        if matches!(r.partitioning(), Partitioning::Hash(..)) && !runtime_filters(plan).is_empty() {
            return true;
        }
    }
    plan.children()
        .into_iter()
        .any(filter_below_hash_repartition)
}

#[tokio::test]
async fn the_filter_sits_below_the_probe_sides_repartition() -> Result<()> {
    let ctx = context(4).await?; // partitioned joins
    let sql = "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE flag)";
    for (prefer_hash_join, join) in [(true, "HashJoinExec"), (false, "SortMergeJoinExec")] {
        set(
            &ctx,
            "datafusion.optimizer.prefer_hash_join",
            prefer_hash_join,
        )
        .await?;
        let counts = on_and_off(&ctx, join, |c| async move { c.sql(sql).await }).await?;
        assert_eq!(counts.len(), 1, "{join}");
        let plan = ctx.sql(sql).await?.create_physical_plan().await?;
        let shown = displayable(plan.as_ref()).indent(true).to_string();
        assert!(shown.contains(join), "{shown}");
        assert!(
            filter_below_hash_repartition(&plan),
            "{join}: not below the repartition:\n{shown}"
        );
        // The filter's own input is the probe side as scanned, not a repartition by key.
        let filter: &RuntimeFilterExec = runtime_filters(&plan)[0];
        let below = filter.children()[0];
        let by_key = below
            .downcast_ref::<RepartitionExec>()
            .is_some_and(|r| matches!(r.partitioning(), Partitioning::Hash(..)));
        assert!(!by_key, "{shown}");
        // EXPLAIN shows what the planner decided from: the estimates and the answer.
        let line = shown
            .lines()
            .find(|l| l.contains("LinebloomRuntimeFilterExec"))
            .expect("the filter's line");
        assert!(
            line.contains("estimated probe_rows=20000 build_rows=")
                && line.contains("build_scan_rows=500: applied"),
            "{line}"
        );
    }
    Ok(())
}

/// A collect-left join has no probe exchange for the runtime filter to save, and an in-memory
/// scan takes no row filter: `FilterPlacementRule` takes the runtime filter off it. The in-join
/// filter serves it where `linebloom.join_filter` is on, and drops what the runtime filter would
/// have. The rows never change.
#[tokio::test]
async fn collect_left_joins_lose_the_runtime_filter() -> Result<()> {
    let ctx = context(2).await?;
    set_join_threshold(&ctx, 1 << 30).await?;
    for sql in [
        "SELECT v FROM big WHERE k IN (SELECT k FROM small WHERE flag)",
        "SELECT v, w FROM big JOIN small ON big.k = small.k WHERE flag",
    ] {
        let counts = on_and_off(&ctx, sql, |c| async move { c.sql(sql).await }).await?;
        assert!(
            counts.is_empty(),
            "{sql}: a runtime filter on a collect-left join"
        );
        let (plan, _, _) = run(ctx.sql(sql).await?).await?;
        let shown = displayable(plan.as_ref()).indent(true).to_string();
        assert!(
            shown.contains("CollectLeft"),
            "{sql}: not collect-left:\n{shown}"
        );
        assert!(
            join_filter_reports(&plan).is_empty(),
            "{sql}: an in-join filter while off"
        );

        set(&ctx, "linebloom.join_filter", true).await?;
        let (plan, rows, _) = run(ctx.sql(sql).await?).await?;
        set(&ctx, "linebloom.join_filter", false).await?;
        let (_, rows_off, _) = run(ctx.sql(sql).await?).await?;
        assert_eq!(
            rows, rows_off,
            "{sql}: rows changed with the in-join filter"
        );
        let shown = displayable(plan.as_ref()).indent(true).to_string();
        assert!(runtime_filters(&plan).is_empty(), "{sql}:\n{shown}");
        let reports = join_filter_reports(&plan);
        assert_eq!(reports.len(), 1, "{sql}: no in-join filter:\n{shown}");
        // small WHERE flag keeps 50 keys of 0..10,000 step 200; big's keys are 0..5,000.
        assert_eq!(reports[0].probe_rows, 20_000, "{sql}");
        assert!(
            reports[0].rows_dropped > 18_000,
            "{sql}: dropped {}",
            reports[0].rows_dropped
        );
    }
    Ok(())
}

/// By default a one-node session keeps no runtime filter that no scan takes (these in-memory
/// tables take none): the rule fires, placement takes the filter out, and the rows are the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_node_keeps_it_only_where_a_scan_takes_it() -> Result<()> {
    let ctx = context(2).await?;
    let join = |c: SessionContext| async move {
        let big = c.table("big").await?.select_columns(&["k", "v"])?;
        let small = selective(&c)
            .await?
            .select_columns(&["k", "w"])?
            .with_column_renamed("k", "sk")?;
        big.join(small, JoinType::Inner, &["k"], &["sk"], None)
    };
    let (plan, rows, _) = run(join(ctx.clone()).await?).await?;
    assert!(!runtime_filters(&plan).is_empty(), "the rule fired");
    set(&ctx, "linebloom.runtime_filter_local_exchange", false).await?;
    let (plan, default_rows, _) = run(join(ctx.clone()).await?).await?;
    let shown = displayable(plan.as_ref()).indent(true).to_string();
    assert!(runtime_filters(&plan).is_empty(), "{shown}");
    assert_eq!(default_rows, rows);
    Ok(())
}
