//! linebloom's join filters never change a query's rows: a generated matrix of query shapes ×
//! filter switches × join modes against the all-off run (`shapes/mod.rs`), volatile and
//! order-dependent build sides, recursive queries, the options' ranges, and a session's own
//! query planner.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use async_trait::async_trait;
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::catalog::Session;
use datafusion::common::Result;
use datafusion::execution::context::QueryPlanner;
use datafusion::execution::SessionStateBuilder;
use datafusion::logical_expr::LogicalPlan;
use datafusion::physical_plan::{collect, displayable, ExecutionPlan};
use datafusion::physical_planner::{DefaultPhysicalPlanner, PhysicalPlanner};
use datafusion::prelude::{CsvReadOptions, SessionConfig, SessionContext};
use linebloom_datafusion::{join_filter_reports, runtime_filters, LinebloomOptions};

use crate::shapes::{MODES, PREPARE, SHAPES, SWITCHES, SWITCH_DEFAULTS, TABLES, VOLATILE};

async fn set(ctx: &SessionContext, settings: &[(&str, &str)]) -> Result<()> {
    for (key, value) in settings {
        ctx.sql(&format!("SET {key} = {value}")).await?;
    }
    Ok(())
}

/// A context of 4 partitions in join mode `mode` (one of [`MODES`]), with the matrix's tables
/// and prepared statement, and the runtime filter free to fire on these small tables.
async fn context(mode: &[(&str, &str)]) -> Result<SessionContext> {
    let config = SessionConfig::new()
        .with_target_partitions(4)
        .with_batch_size(256);
    let ctx = linebloom_datafusion::context(config);
    set(
        &ctx,
        &[
            ("linebloom.runtime_filter_min_probe_rows", "0"),
            ("linebloom.runtime_filter_local_exchange", "true"),
        ],
    )
    .await?;
    set(&ctx, mode).await?;
    for (name, select) in TABLES {
        ctx.sql(&format!("CREATE TABLE {name} AS {select}")).await?;
    }
    ctx.sql(PREPARE).await?;
    Ok(ctx)
}

/// Switch setting `switch` (one of [`SWITCHES`]) on `ctx`.
async fn switch(ctx: &SessionContext, switch: &[(&str, &str)]) -> Result<()> {
    set(ctx, SWITCH_DEFAULTS).await?;
    set(ctx, switch).await
}

/// The plan of `sql` and its rows, sorted, as printed.
async fn run(ctx: &SessionContext, sql: &str) -> Result<(Arc<dyn ExecutionPlan>, Vec<String>)> {
    let plan = ctx.sql(sql).await?.create_physical_plan().await?;
    let batches = collect(Arc::clone(&plan), ctx.task_ctx()).await?;
    let text = pretty_format_batches(&batches)?.to_string();
    let mut rows: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with("| "))
        .skip(1)
        .map(String::from)
        .collect();
    rows.sort();
    Ok((plan, rows))
}

fn shown(plan: &Arc<dyn ExecutionPlan>) -> String {
    displayable(plan.as_ref()).indent(true).to_string()
}

/// Every shape under every switch setting and join mode gives the rows of the all-off run (or
/// the same error); across the matrix both filters really run.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_shape_gives_the_same_rows_under_every_switch_and_join_mode() -> Result<()> {
    let start = Instant::now();
    let (mut cases, mut runtime_runs, mut in_join_runs) = (0, 0, 0);
    let mut wrong = Vec::new();
    for (mode_name, mode) in MODES {
        let ctx = context(mode).await?;
        for (shape, sql, _) in SHAPES {
            switch(&ctx, SWITCHES[0].1).await?;
            let (_, want) = run(&ctx, sql).await?;
            for (switch_name, settings) in &SWITCHES[1..] {
                switch(&ctx, settings).await?;
                cases += 1;
                match run(&ctx, sql).await {
                    Ok((plan, rows)) => {
                        runtime_runs += usize::from(!runtime_filters(&plan).is_empty());
                        in_join_runs += usize::from(!join_filter_reports(&plan).is_empty());
                        if rows != want {
                            wrong.push(format!(
                                "{shape} / {switch_name} / {mode_name}: {} rows, want {}\n{sql}\n{}",
                                rows.len(),
                                want.len(),
                                shown(&plan)
                            ));
                        }
                    }
                    Err(e) => {
                        wrong.push(format!("{shape} / {switch_name} / {mode_name}: {e}\n{sql}"))
                    }
                }
            }
        }
    }
    eprintln!(
        "{cases} cases ({} shapes, {} switch settings besides off, {} join modes) in {:.1?}; \
         runtime filter in {runtime_runs}, in-join filter in {in_join_runs}",
        SHAPES.len(),
        SWITCHES.len() - 1,
        MODES.len(),
        start.elapsed()
    );
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n\n")
    );
    assert!(runtime_runs > 0 && in_join_runs > 0, "a filter never ran");
    Ok(())
}

/// A build side that is volatile, or picks its rows by an order that ties, gives the join rows
/// with a match in the probe side under every switch setting and join mode: the runtime filter
/// does not read it a second time (which could pick other rows and drop their matches).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn volatile_and_order_dependent_build_sides_lose_no_matches() -> Result<()> {
    let mut wrong = Vec::new();
    for (mode_name, mode) in MODES {
        let ctx = context(mode).await?;
        for (switch_name, settings) in SWITCHES {
            switch(&ctx, settings).await?;
            for (shape, sql) in VOLATILE {
                for _ in 0..3 {
                    let got = count(&ctx, sql).await?;
                    if got != "0" {
                        wrong.push(format!("{shape} / {switch_name} / {mode_name}: {got}"));
                        break;
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "matches lost:\n{}", wrong.join("\n"));
    Ok(())
}

/// Where the runtime filter would read a volatile or order-dependent build side twice, it is not
/// planned at all; the same query over a deterministic build side gets one.
#[tokio::test]
async fn nondeterministic_build_sides_get_no_runtime_filter() -> Result<()> {
    let ctx = context(MODES[0].1).await?;
    switch(&ctx, SWITCHES[1].1).await?;
    for (shape, sql) in VOLATILE {
        let plan = ctx.sql(sql).await?.create_physical_plan().await?;
        assert!(
            runtime_filters(&plan).is_empty(),
            "{shape}: a runtime filter reads the build side twice:\n{}",
            shown(&plan)
        );
    }
    let deterministic = "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
                         FROM (SELECT k FROM b WHERE w % 2 = 0) s LEFT JOIN p ON s.k = p.k";
    let (plan, rows) = run(&ctx, deterministic).await?;
    assert_eq!(runtime_filters(&plan).len(), 1, "{}", shown(&plan));
    assert_eq!(rows.join("").trim_matches(['|', ' ']), "0");
    Ok(())
}

/// The graph of the recursive queries below: `src` 0..50,000, two edges from each.
const EDGES: &str = "SELECT value % 50000 AS src, \
    CASE WHEN value < 50000 THEN (value * 7 + 3) % 50000 ELSE (value * 13 + 1) % 50000 END AS dst \
    FROM generate_series(0, 99999)";

/// Nine steps from 31 start nodes, as paths (a node reached twice counts twice).
const PATHS: &str = "WITH RECURSIVE r(node, depth) AS (\
    SELECT value, CAST(0 AS BIGINT) FROM generate_series(0, 30) \
    UNION ALL SELECT e.dst, r.depth + 1 FROM r JOIN edges e ON r.node = e.src WHERE r.depth < 9) \
    SELECT count(*) FROM r";

/// 31 paths of length 0, doubling with each of 9 steps: 31 * (2^10 - 1).
const PATHS_COUNT: &str = "31713";

/// The one value `sql` gives, as printed.
async fn count(ctx: &SessionContext, sql: &str) -> Result<String> {
    let (_, rows) = run(ctx, sql).await?;
    Ok(rows.join("").trim_matches(['|', ' ']).to_string())
}

/// A recursive query rebuilds its recursive term for every iteration; with the in-join filter
/// the rebuilt join's early probe (below the probe side's repartition) combines only the
/// filters its own iteration built, never the last iteration's, and every path is found.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn recursive_query_with_the_in_join_filter_finds_every_path() -> Result<()> {
    let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(4));
    ctx.sql(&format!("CREATE TABLE edges AS {EDGES}")).await?;
    assert_eq!(count(&ctx, PATHS).await?, PATHS_COUNT);
    set(&ctx, &[("linebloom.join_filter", "true")]).await?;
    let plan = ctx.sql(PATHS).await?.create_physical_plan().await?;
    assert!(
        shown(&plan).contains("all partitions, once built"),
        "no early probe:\n{}",
        shown(&plan)
    );
    for _ in 0..3 {
        assert_eq!(count(&ctx, PATHS).await?, PATHS_COUNT);
    }
    // Forced partitioned too, and with the runtime filter below the repartitions.
    set(
        &ctx,
        &[
            (
                "datafusion.optimizer.hash_join_single_partition_threshold",
                "0",
            ),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold_rows",
                "0",
            ),
            ("linebloom.runtime_filter_local_exchange", "true"),
            ("linebloom.runtime_filter_min_probe_rows", "0"),
        ],
    )
    .await?;
    for _ in 0..3 {
        assert_eq!(count(&ctx, PATHS).await?, PATHS_COUNT);
    }
    Ok(())
}

/// A temporary CSV file that is removed when dropped.
struct TempCsv(std::path::PathBuf);

impl Drop for TempCsv {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// [`EDGES`] as a CSV file (a table whose row count the planner does not know, so that the
/// runtime filter fires at its defaults).
fn edges_csv() -> Result<TempCsv> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let path = std::env::temp_dir().join(format!(
        "linebloom-edges-{}-{nanos}.csv",
        std::process::id()
    ));
    let file = TempCsv(path);
    let mut out = std::io::BufWriter::new(std::fs::File::create(&file.0)?);
    writeln!(out, "src,dst")?;
    for value in 0..100_000u64 {
        let src = value % 50_000;
        let dst = if value < 50_000 {
            (value * 7 + 3) % 50_000
        } else {
            (value * 13 + 1) % 50_000
        };
        writeln!(out, "{src},{dst}")?;
    }
    out.flush()?;
    Ok(file)
}

/// A recursive query whose work table is a join's selective build side: the runtime filter does
/// not copy the work table into its filter plan (DataFusion allows one reference to it), so the
/// query plans and gives every path, at the defaults and with the filter below repartitions.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn recursive_query_over_a_csv_table_plans_with_the_runtime_filter_on() -> Result<()> {
    let csv = edges_csv()?;
    let path = csv.0.to_string_lossy().into_owned();
    for local_exchange in [false, true] {
        let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(4));
        ctx.register_csv("edges", &path, CsvReadOptions::new())
            .await?;
        set(
            &ctx,
            &[(
                "linebloom.runtime_filter_local_exchange",
                if local_exchange { "true" } else { "false" },
            )],
        )
        .await?;
        assert_eq!(count(&ctx, PATHS).await?, PATHS_COUNT, "{local_exchange}");
        set(&ctx, &[("linebloom.join_filter", "true")]).await?;
        assert_eq!(count(&ctx, PATHS).await?, PATHS_COUNT, "{local_exchange}");
    }
    Ok(())
}

/// `SET` refuses a false-positive rate outside (0, 1), a drop fraction outside [0, 1] and a row
/// limit of 0, naming the option and the range; the session keeps its value and its queries
/// keep working with both filters.
#[tokio::test]
async fn out_of_range_options_are_refused_at_set() -> Result<()> {
    let ctx = context(MODES[0].1).await?;
    switch(&ctx, SWITCHES[3].1).await?;
    let sql = SHAPES[0].1;
    let (_, want) = run(&ctx, sql).await?;
    for (key, value) in [
        ("linebloom.join_filter_fpr", "0"),
        ("linebloom.join_filter_fpr", "1"),
        ("linebloom.join_filter_fpr", "1.5"),
        ("linebloom.join_filter_fpr", "-0.1"),
        ("linebloom.join_filter_fpr", "NaN"),
        ("linebloom.join_filter_min_drop", "2"),
        ("linebloom.join_filter_max_rows", "0"),
    ] {
        let e = match ctx.sql(&format!("SET {key} = {value}")).await {
            Ok(_) => panic!("SET {key} = {value} was accepted"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(key), "SET {key} = {value}: {e}");
        let (plan, rows) = run(&ctx, sql).await?;
        assert_eq!(rows, want, "after SET {key} = {value}");
        assert!(!runtime_filters(&plan).is_empty(), "{}", shown(&plan));
    }
    let options = ctx.state().config().options().clone();
    let ours = options.extensions.get::<LinebloomOptions>().cloned();
    assert_eq!(ours.map(|o| o.join_filter_fpr), Some(0.01));
    Ok(())
}

/// A query planner that counts the plans it makes, else DataFusion's.
#[derive(Debug, Default)]
struct CountingPlanner(AtomicUsize);

#[async_trait]
impl QueryPlanner for CountingPlanner {
    async fn create_physical_plan(
        &self,
        logical_plan: &LogicalPlan,
        session: &dyn Session,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        self.0.fetch_add(1, Ordering::Relaxed);
        DefaultPhysicalPlanner::default()
            .create_physical_plan(logical_plan, session)
            .await
    }
}

/// `with_join_filter` keeps a query planner the session builder already has (and then leaves
/// the runtime filter out, which that planner could not plan); the in-join filter still runs.
#[tokio::test]
async fn a_sessions_own_query_planner_is_kept() -> Result<()> {
    let planner = Arc::new(CountingPlanner::default());
    let config = SessionConfig::new()
        .with_target_partitions(4)
        .with_option_extension(LinebloomOptions::default());
    let state = linebloom_datafusion::with_join_filter(
        SessionStateBuilder::new()
            .with_config(config)
            .with_default_features()
            .with_query_planner(Arc::clone(&planner) as Arc<dyn QueryPlanner + Send + Sync>),
    )
    .build();
    let ctx = SessionContext::new_with_state(state);
    linebloom_datafusion::register(&ctx);
    for (name, select) in TABLES {
        ctx.sql(&format!("CREATE TABLE {name} AS {select}")).await?;
    }
    set(&ctx, MODES[0].1).await?;
    set(&ctx, SWITCHES[3].1).await?;
    set(
        &ctx,
        &[
            ("linebloom.runtime_filter_min_probe_rows", "0"),
            ("linebloom.runtime_filter_local_exchange", "true"),
        ],
    )
    .await?;
    let before = planner.0.load(Ordering::Relaxed);
    let (plan, _) = run(&ctx, SHAPES[0].1).await?;
    assert!(
        planner.0.load(Ordering::Relaxed) > before,
        "the planner was replaced"
    );
    assert!(runtime_filters(&plan).is_empty(), "{}", shown(&plan));
    assert_eq!(join_filter_reports(&plan).len(), 1, "{}", shown(&plan));
    Ok(())
}
