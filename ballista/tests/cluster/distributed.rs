//! linebloom on a Ballista cluster of one scheduler and two executors on loopback: the
//! selective join with the join filter, and `linebloom_agg` -> `linebloom_contains`, give the same
//! rows as on one node, and the filter really runs on the executors.

use std::sync::atomic::Ordering;

use datafusion::arrow::array::{Array, BinaryArray, RecordBatch};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_ballista::LocalCluster;

use crate::common::{register_tables, write_tables};

async fn batches(ctx: &SessionContext, sql: &str) -> Result<Vec<RecordBatch>> {
    ctx.sql(sql).await?.collect().await
}

/// The rows of `sql`, as printed lines, sorted.
async fn rows(ctx: &SessionContext, sql: &str) -> Result<Vec<String>> {
    sorted_rows(&batches(ctx, sql).await?)
}

/// The rows of `batches`, as printed lines, sorted.
fn sorted_rows(batches: &[RecordBatch]) -> Result<Vec<String>> {
    let text = pretty_format_batches(batches)?.to_string();
    let mut rows: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with("| "))
        .skip(1) // the header
        .map(String::from)
        .collect();
    rows.sort();
    Ok(rows)
}

const SELECTIVE: &str = "o_orderdate < DATE '1992-02-18'";

fn semi_join() -> String {
    format!(
        "SELECT l_orderkey, l_linenumber, l_quantity FROM lineitem WHERE l_orderkey IN \
         (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
    )
}

fn inner_join() -> String {
    format!(
        "SELECT l_orderkey, l_linenumber, o_totalprice FROM lineitem JOIN orders \
         ON l_orderkey = o_orderkey WHERE {SELECTIVE}"
    )
}

fn filter_query() -> String {
    format!(
        "WITH f AS (SELECT linebloom_agg(o_orderkey, 20000, 0.01) AS bloom FROM orders \
         WHERE {SELECTIVE}) \
         SELECT l_orderkey, l_linenumber FROM lineitem CROSS JOIN f \
         WHERE linebloom_contains(f.bloom, l_orderkey)"
    )
}

/// Probe rows dropped so far, over every executor.
fn dropped(cluster: &LocalCluster) -> u64 {
    cluster.totals().iter().map(|t| t.snapshot().2).sum()
}

/// Checks that `sql`, a filter query, gives the same rows on Ballista (`ctx`) as on one node,
/// and every row of `exact` (the query it approximates); returns both sets of rows.
async fn same_and_no_false_negative(
    ctx: &SessionContext,
    single: &SessionContext,
    sql: &str,
    exact: &str,
) -> Result<(Vec<String>, Vec<String>)> {
    let maybe = rows(ctx, sql).await?;
    assert_eq!(maybe, rows(single, sql).await?, "{sql} differs on Ballista");
    let exact = rows(single, exact).await?;
    assert!(!exact.is_empty(), "{sql}: nothing to check against");
    assert!(
        exact.iter().all(|r| maybe.binary_search(r).is_ok()),
        "{sql}: a false negative"
    );
    Ok((maybe, exact))
}

/// SF 0.01's tables as Parquet in a temporary directory, registered on one node (4 partitions)
/// and on a fresh cluster of two executors with two slots each: `(dir, one node, cluster,
/// Ballista client)`.
async fn node_and_cluster() -> Result<(
    tempfile::TempDir,
    SessionContext,
    LocalCluster,
    SessionContext,
)> {
    let dir = tempfile::tempdir()?;
    write_tables(dir.path(), 0.01, 4)?;
    let single = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(4));
    register_tables(&single, dir.path()).await?;
    let cluster = LocalCluster::start(2, 2).await?;
    let ctx = cluster.context().await?;
    register_tables(&ctx, dir.path()).await?;
    Ok((dir, single, cluster, ctx))
}

/// `SELECT count(*)` of `table` on `ctx`.
async fn count(ctx: &SessionContext, table: &str) -> Result<u64> {
    Ok(
        rows(ctx, &format!("SELECT count(*) FROM {table}")).await?[0]
            .trim_matches(|c| c == '|' || c == ' ')
            .parse()
            .expect("a count"),
    )
}

/// Sets DataFusion's single-partition join thresholds on `single` and `ctx`, and Ballista's
/// broadcast thresholds on `ctx`, to `threshold` (0: partitioned joins only).
async fn set_join_thresholds(
    single: &SessionContext,
    ctx: &SessionContext,
    threshold: u64,
) -> Result<()> {
    for c in [single, ctx] {
        for key in [
            "datafusion.optimizer.hash_join_single_partition_threshold",
            "datafusion.optimizer.hash_join_single_partition_threshold_rows",
        ] {
            c.sql(&format!("SET {key} = {threshold}")).await?;
        }
    }
    // Ballista promotes small build sides to broadcast joins of its own accord.
    for key in [
        "ballista.optimizer.broadcast_join_threshold_bytes",
        "ballista.optimizer.broadcast_join_threshold_rows",
    ] {
        ctx.sql(&format!("SET {key} = {threshold}")).await?;
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn distributed_results_equal_single_node() -> Result<()> {
    let (dir, single, cluster, ctx) = node_and_cluster().await?;

    // The selective join, in both join modes, with the filter off and on.
    for partitioned in [false, true] {
        let threshold = if partitioned { 0 } else { 1 << 20 };
        set_join_thresholds(&single, &ctx, threshold).await?;
        for sql in [semi_join(), inner_join()] {
            let expected = rows(&single, &sql).await?;
            assert!(!expected.is_empty(), "{sql}: no rows");
            for on in [false, true] {
                ctx.sql(&format!("SET linebloom.join_filter = {on}"))
                    .await?;
                let before = dropped(&cluster);
                let got = rows(&ctx, &sql).await?;
                assert_eq!(
                    got, expected,
                    "{sql} (partitioned: {partitioned}, filter: {on}) differs on Ballista"
                );
                let now = dropped(&cluster);
                if on {
                    assert!(
                        now > before,
                        "{sql} (partitioned: {partitioned}): the executors' join filters \
                         dropped no row"
                    );
                } else {
                    assert_eq!(now, before, "{sql}: a join filter ran while off");
                }
            }
        }
    }

    // linebloom_agg's partial states merge across stages to the single-node filter, byte for byte.
    let agg = "SELECT linebloom_agg(o_orderkey, 20000, 0.01) FROM orders";
    let image = |b: Vec<RecordBatch>| -> Vec<u8> {
        let column = b[0].column(0);
        let images = column
            .as_any()
            .downcast_ref::<BinaryArray>()
            .expect("linebloom_agg returns Binary");
        assert!(!images.is_null(0));
        images.value(0).to_vec()
    };
    let distributed = image(batches(&ctx, agg).await?);
    let local = image(batches(&single, agg).await?);
    assert_eq!(distributed, local, "linebloom_agg differs on Ballista");

    // linebloom_agg -> linebloom_contains: the same rows as on one node, and no false negative.
    ctx.sql("SET linebloom.join_filter = false").await?;
    let exact = format!(
        "SELECT l_orderkey, l_linenumber FROM lineitem WHERE l_orderkey IN \
         (SELECT o_orderkey FROM orders WHERE {SELECTIVE})"
    );
    let (maybe, exact) = same_and_no_false_negative(&ctx, &single, &filter_query(), &exact).await?;
    assert!(
        maybe.len() < exact.len() * 2,
        "{} of {}",
        maybe.len(),
        exact.len()
    );

    // A filter file from `linebloom build` (here: the same format, written by the library) read
    // by linebloom_load and shipped to the executors as a literal.
    let path = dir.path().join("keys.lbf");
    let mut file_filter = linebloom::Filter::with_fpr(1000, 0.01).expect("valid parameters");
    for k in 1..=1000u32 {
        file_filter.insert(k.to_string().as_str()); // as a key file's lines hash
    }
    file_filter.save(&path).expect("a writable temp dir");
    let sql = format!(
        "SELECT l_orderkey, l_linenumber FROM lineitem \
         WHERE linebloom_contains(linebloom_load('{}'), CAST(l_orderkey AS VARCHAR))",
        path.display()
    );
    let exact = "SELECT l_orderkey, l_linenumber FROM lineitem WHERE l_orderkey <= 1000";
    same_and_no_false_negative(&ctx, &single, &sql, exact).await?;

    // Build sides the filter cannot serve: empty, and over linebloom.join_filter_max_rows.
    ctx.sql("SET linebloom.join_filter = true").await?;
    let empty = "SELECT l_orderkey FROM lineitem WHERE l_orderkey IN \
                 (SELECT o_orderkey FROM orders WHERE o_orderdate < DATE '1900-01-01')";
    assert!(rows(&ctx, empty).await?.is_empty());
    let gave_up = |c: &LocalCluster| -> u64 {
        c.totals()
            .iter()
            .map(|t| t.partitions_gave_up.load(Ordering::Relaxed))
            .sum()
    };
    let dropped = |c: &LocalCluster| -> u64 { c.totals().iter().map(|t| t.snapshot().2).sum() };
    let (gave_up_before, dropped_before) = (gave_up(&cluster), dropped(&cluster));
    ctx.sql("SET linebloom.join_filter_max_rows = 10").await?;
    let sql = semi_join();
    assert_eq!(rows(&ctx, &sql).await?, rows(&single, &sql).await?);
    // Over the limit the rule either skips the join at plan time (the exchange's row estimate
    // already exceeds it) or the build partition gives up at run time; either way no probe row
    // is dropped by a filter that would have been too large.
    assert_eq!(
        dropped(&cluster),
        dropped_before,
        "a filter over join_filter_max_rows dropped rows"
    );
    eprintln!(
        "over the limit: {} build partitions gave up at run time",
        gave_up(&cluster) - gave_up_before
    );

    for (i, t) in cluster.totals().iter().enumerate() {
        let (tasks, probe_rows, dropped) = t.snapshot();
        eprintln!(
            "executor {i}: {tasks} tasks with a join filter, {dropped} of {probe_rows} probe rows dropped"
        );
    }
    Ok(())
}

/// `(tasks with a runtime filter, of those writing a hash shuffle, rows in, rows dropped)`, summed
/// over the executors.
fn runtime_totals(cluster: &LocalCluster) -> [u64; 4] {
    let mut out = [0; 4];
    for t in cluster.totals() {
        for (o, v) in out.iter_mut().zip([
            &t.runtime_tasks,
            &t.runtime_tasks_below_shuffle,
            &t.runtime_probe_rows,
            &t.runtime_rows_dropped,
        ]) {
            *o += v.load(Ordering::Relaxed);
        }
    }
    out
}

/// The pre-shuffle runtime filter on Ballista: partitioned joins (hash and sort-merge) give the
/// same rows as one node with it on and off, and with it on, the filter runs in the stage that
/// writes the probe side's hash shuffle and drops rows there.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn runtime_filter_runs_below_the_probe_shuffle() -> Result<()> {
    let (_dir, single, cluster, ctx) = node_and_cluster().await?;
    single.sql("SET linebloom.runtime_filter = false").await?;
    for key in [
        "datafusion.optimizer.hash_join_single_partition_threshold",
        "datafusion.optimizer.hash_join_single_partition_threshold_rows",
        "ballista.optimizer.broadcast_join_threshold_bytes",
        "ballista.optimizer.broadcast_join_threshold_rows",
    ] {
        ctx.sql(&format!("SET {key} = 0")).await?;
    }
    let lineitem_rows = count(&single, "lineitem").await?;
    // SF 0.01's lineitem (about 60,000 rows) counts as large here.
    ctx.sql("SET linebloom.runtime_filter_min_probe_rows = 0")
        .await?;
    for prefer_hash_join in [true, false] {
        ctx.sql(&format!(
            "SET datafusion.optimizer.prefer_hash_join = {prefer_hash_join}"
        ))
        .await?;
        for sql in [semi_join(), inner_join()] {
            let expected = rows(&single, &sql).await?;
            assert!(!expected.is_empty(), "{sql}: no rows");
            for on in [false, true] {
                ctx.sql(&format!("SET linebloom.runtime_filter = {on}"))
                    .await?;
                let before = runtime_totals(&cluster);
                let got = rows(&ctx, &sql).await?;
                let after = runtime_totals(&cluster);
                let what = format!("{sql} (hash join: {prefer_hash_join}, runtime filter: {on})");
                assert_eq!(got, expected, "{what} differs on Ballista");
                let [tasks, below, rows_in, dropped] = [0, 1, 2, 3].map(|i| after[i] - before[i]);
                if on {
                    assert!(tasks > 0, "{what}: no task ran a runtime filter");
                    assert_eq!(below, tasks, "{what}: a runtime filter above the shuffle");
                    // Every lineitem row meets the filter once; it keeps about 2% of them.
                    assert_eq!(rows_in, lineitem_rows, "{what}: rows in");
                    assert!(
                        dropped * 10 > rows_in * 9,
                        "{what}: dropped {dropped} of {rows_in}"
                    );
                } else {
                    assert_eq!(tasks, 0, "{what}: a runtime filter ran while off");
                }
            }
        }
    }
    Ok(())
}

/// A join Ballista broadcasts has no probe shuffle to save: with Ballista's default broadcast
/// threshold (128 MiB) the selective build side (2% of orders) is broadcast, so the planner
/// declines the runtime filter: no task runs one, and no stage computes `F` (a second read of
/// orders). The rows stay the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn broadcast_joins_lose_the_runtime_filter() -> Result<()> {
    let (_dir, single, cluster, ctx) = node_and_cluster().await?;
    ctx.sql("SET linebloom.runtime_filter_min_probe_rows = 0")
        .await?;
    ctx.sql("SET datafusion.optimizer.prefer_hash_join = true")
        .await?;
    // The stages each executor has finished so far.
    let finished = |cluster: &LocalCluster| -> Vec<usize> {
        cluster
            .totals()
            .iter()
            .map(|t| t.writes.lock().map_or(0, |w| w.len()))
            .collect()
    };
    for sql in [semi_join(), inner_join()] {
        let expected = rows(&single, &sql).await?;
        let before = runtime_totals(&cluster);
        let finished_before = finished(&cluster);
        let got = rows(&ctx, &sql).await?;
        let after = runtime_totals(&cluster);
        // The stages of this query that read `orders`: only the broadcast build side's, no `F`
        // (the planner declines a build side under Ballista's broadcast threshold).
        let mut orders_stages: Vec<usize> = Vec::new();
        for (t, from) in cluster.totals().iter().zip(finished_before) {
            let writes = t.writes.lock().unwrap_or_else(|e| e.into_inner());
            for w in &writes[from..] {
                if w.leaves.contains("orders") && !orders_stages.contains(&w.stage_id) {
                    orders_stages.push(w.stage_id);
                }
            }
        }
        assert_eq!(
            orders_stages.len(),
            1,
            "{sql}: stages reading orders: {orders_stages:?}"
        );
        if after[0] != before[0] {
            let plan = ctx
                .sql(&format!("EXPLAIN ANALYZE {sql}"))
                .await?
                .collect()
                .await?;
            eprintln!(
                "{}",
                datafusion::arrow::util::pretty::pretty_format_batches(&plan)?
            );
        }
        assert_eq!(got, expected, "{sql} differs on Ballista");
        assert_eq!(
            after[0], before[0],
            "{sql}: a runtime filter ran on a broadcast join"
        );
    }
    Ok(())
}

/// With Parquet row filters on (`datafusion.execution.parquet.pushdown_filters`), the runtime
/// filter goes into the probe side's Parquet scan, built once for all partitions: on one node
/// the rows equal those with the filter off (a scan rebuilt per partition read every file in
/// each, and rows came back twice), the scan drops about 98% of lineitem, and each lineitem row
/// is seen once; on Ballista the rows are the same too.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn runtime_filter_goes_into_the_parquet_scan() -> Result<()> {
    use datafusion::physical_plan::collect;
    let (_dir, single, _cluster, ctx) = node_and_cluster().await?;
    let lineitem_rows = count(&single, "lineitem").await?;
    for c in [&single, &ctx] {
        for setting in [
            "linebloom.runtime_filter_min_probe_rows = 0",
            "datafusion.execution.parquet.pushdown_filters = true",
            "datafusion.optimizer.enable_dynamic_filter_pushdown = false",
        ] {
            c.sql(&format!("SET {setting}")).await?;
        }
    }
    for partitioned in [false, true] {
        let threshold = if partitioned { 0 } else { 1 << 20 };
        set_join_thresholds(&single, &ctx, threshold).await?;
        for sql in [semi_join(), inner_join()] {
            let what = format!("{sql} (partitioned: {partitioned})");
            single.sql("SET linebloom.runtime_filter = false").await?;
            let expected = rows(&single, &sql).await?;
            assert!(!expected.is_empty(), "{what}: no rows");
            single.sql("SET linebloom.runtime_filter = true").await?;
            let plan = single.sql(&sql).await?.create_physical_plan().await?;
            let got =
                sorted_rows(&collect(std::sync::Arc::clone(&plan), single.task_ctx()).await?)?;
            assert_eq!(got, expected, "{what}: one node differs with the filter on");
            let filters = linebloom_datafusion::runtime_filters(&plan);
            assert_eq!(filters.len(), 1, "{what}: one runtime filter");
            assert!(filters[0].pushed_into_scan(), "{what}: not in the scan");
            let (seen, dropped) = filters[0].rows();
            assert_eq!(seen, lineitem_rows, "{what}: rows seen");
            assert!(
                dropped * 10 > seen * 9,
                "{what}: dropped {dropped} of {seen}"
            );

            for on in [false, true] {
                ctx.sql(&format!("SET linebloom.runtime_filter = {on}"))
                    .await?;
                assert_eq!(
                    rows(&ctx, &sql).await?,
                    expected,
                    "{what}: Ballista, on: {on}"
                );
            }
        }
    }
    Ok(())
}

#[tokio::test]
async fn a_cluster_without_slots_is_refused() {
    for (executors, vcores) in [(0, 2), (2, 0)] {
        let err = LocalCluster::start(executors, vcores)
            .await
            .err()
            .expect("no cluster without a task slot");
        assert!(err.to_string().contains("at least one executor"), "{err}");
    }
}
