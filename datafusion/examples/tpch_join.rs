//! The join filter on TPC-H-shaped data, generated here (no downloads):
//!
//! ```text
//! cargo run --release -p linebloom-datafusion --example tpch_join [-- SCALE [REPEATS]]
//! ```
//!
//! Three queries, each with the rule off, with it on, and with DataFusion's own dynamic filters
//! instead: a semi join of lineitem with about 2% of the orders, a Q18-like query and a join every
//! probe row survives (where a filter can only cost). For each: the median wall time of REPEATS
//! runs (default 3) at SCALE (default 1, TPC-H SF 1), whether all three gave the same rows, the
//! probe rows the filter dropped against the model, the filter's memory, and the probe streams
//! that turned their filter off because it dropped too little (`linebloom.join_filter_min_drop`).
//!
//! The model is the probe rows without a match times one minus the filters' estimated
//! false-positive rate. A partitioned join has two filters in a row (one below the probe side's
//! repartition, one per partition under the join), and a row without a match survives only if
//! both let it through, so there the filter drops more than the model.

use std::time::Instant;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::physical_plan::collect;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_datafusion::{join_filter_reports, JoinFilterReport};
use linebloom_tpch::tpch;

struct Query {
    name: &'static str,
    sql: &'static str,
    /// How many of the main filter's probe rows have a match (for the model), if that is one
    /// count.
    matching: Option<&'static str>,
}

const QUERIES: [Query; 3] = [
    Query {
        name: "semi join, 2% of orders",
        sql: "SELECT count(*), sum(l_extendedprice) FROM lineitem WHERE l_orderkey IN \
              (SELECT o_orderkey FROM orders WHERE o_orderdate < DATE '1992-02-18')",
        matching: Some(
            "SELECT count(*) FROM lineitem WHERE l_orderkey IN \
             (SELECT o_orderkey FROM orders WHERE o_orderdate < DATE '1992-02-18')",
        ),
    },
    Query {
        name: "Q18-like",
        sql: "SELECT o_orderkey, o_custkey, o_orderdate, o_totalprice, sum(l_quantity) AS qty \
              FROM orders JOIN lineitem ON o_orderkey = l_orderkey \
              WHERE o_orderkey IN (SELECT l_orderkey FROM lineitem GROUP BY l_orderkey \
                                   HAVING sum(l_quantity) > 300) \
              GROUP BY o_orderkey, o_custkey, o_orderdate, o_totalprice \
              ORDER BY o_totalprice DESC, o_orderkey LIMIT 100",
        matching: None,
    },
    Query {
        name: "no help (every row matches)",
        sql: "SELECT count(*), sum(l_extendedprice) FROM lineitem JOIN orders \
              ON l_orderkey = o_orderkey WHERE o_totalprice > 0",
        matching: Some("SELECT count(*) FROM lineitem"),
    },
];

#[derive(Clone, Copy, PartialEq)]
enum Setting {
    Off,
    Linebloom,
    Dynamic,
}

async fn set(ctx: &SessionContext, s: Setting) -> Result<()> {
    let (lb, dynamic) = match s {
        Setting::Off => (false, false),
        Setting::Linebloom => (true, false),
        Setting::Dynamic => (false, true),
    };
    ctx.sql(&format!("SET linebloom.join_filter = {lb}"))
        .await?;
    ctx.sql(&format!(
        "SET datafusion.optimizer.enable_dynamic_filter_pushdown = {dynamic}"
    ))
    .await?;
    Ok(())
}

/// One run: wall seconds (planning included), the result as text, the join filters' reports.
async fn run(ctx: &SessionContext, sql: &str) -> Result<(f64, String, Vec<JoinFilterReport>)> {
    let start = Instant::now();
    let plan = ctx.sql(sql).await?.create_physical_plan().await?;
    let batches = collect(plan.clone(), ctx.task_ctx()).await?;
    let secs = start.elapsed().as_secs_f64();
    Ok((
        secs,
        pretty_format_batches(&batches)?.to_string(),
        join_filter_reports(&plan),
    ))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

async fn count(ctx: &SessionContext, sql: &str) -> Result<u64> {
    let batches = ctx.sql(sql).await?.collect().await?;
    let text = pretty_format_batches(&batches)?.to_string();
    let line = text.lines().nth(3).unwrap_or_default();
    Ok(line
        .trim_matches(|c: char| c == '|' || c.is_whitespace())
        .parse()
        .unwrap_or(0))
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(String::from)
        })
        .and_then(|l| l.split(':').nth(1).map(|m| m.trim().to_string()))
        .unwrap_or_else(|| "unknown CPU".into())
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let scale: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1.0);
    let repeats: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3).max(1);
    let explain = args.next().is_some_and(|a| a == "explain");
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(threads));
    let start = Instant::now();
    let (orders, lineitem) = tpch::register(&ctx, scale, threads)?;
    let probe = linebloom::Filter::with_fpr(1, 0.01)
        .map_err(|e| datafusion::error::DataFusionError::External(e.into()))?;
    println!(
        "TPC-H-shaped SF {scale}: {orders} orders, {lineitem} line items, generated in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    println!(
        "{} ({threads} threads, target_partitions {threads}); linebloom back end {}; \
         median of {repeats} runs each\n",
        cpu_model(),
        probe.backend_name()
    );
    println!(
        "| query | rows out | off ms | linebloom ms | speed-up | dynamic filters ms | same rows | \
         probe rows | dropped | model | filter bytes | streams stopped |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    if explain {
        for q in &QUERIES {
            for s in [Setting::Off, Setting::Linebloom] {
                set(&ctx, s).await?;
                let batches = ctx
                    .sql(&format!("EXPLAIN ANALYZE {}", q.sql))
                    .await?
                    .collect()
                    .await?;
                println!("{}\n{}", q.name, pretty_format_batches(&batches)?);
            }
        }
        return Ok(());
    }
    for q in &QUERIES {
        let mut times = Vec::new();
        let mut results = Vec::new();
        let mut reports = Vec::new();
        for s in [Setting::Off, Setting::Linebloom, Setting::Dynamic] {
            set(&ctx, s).await?;
            let mut t = Vec::new();
            for _ in 0..repeats {
                let (secs, rows, r) = run(&ctx, q.sql).await?;
                t.push(secs);
                results.push(rows);
                if s == Setting::Linebloom {
                    reports = r;
                }
            }
            times.push(median(t) * 1e3);
        }
        let same = results.windows(2).all(|w| w[0] == w[1]);
        let rows_out = results[0]
            .lines()
            .filter(|l| l.starts_with("| "))
            .count()
            .saturating_sub(1);
        set(&ctx, Setting::Off).await?;
        let (probe_rows, dropped, bytes, fpr) = match reports.first() {
            Some(r) => (
                r.probe_rows,
                r.rows_dropped,
                r.filter_bytes,
                r.estimated_fpr,
            ),
            None => (0, 0, 0, 0.0),
        };
        let model = match q.matching {
            Some(sql) if !reports.is_empty() => {
                let matching = count(&ctx, sql).await?;
                let expected = probe_rows.saturating_sub(matching) as f64 * (1.0 - fpr);
                format!("{expected:.0}")
            }
            _ => "n/a".into(),
        };
        let filters = if reports.len() > 1 {
            let all: Vec<String> = reports
                .iter()
                .map(|r| format!("{}/{}", r.rows_dropped, r.probe_rows))
                .collect();
            format!(" (all filters, dropped/probe: {})", all.join(", "))
        } else {
            String::new()
        };
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.2}× | {:.1} | {} | {} | {}{} | {} | {} | {} |",
            q.name,
            rows_out,
            times[0],
            times[1],
            times[0] / times[1],
            times[2],
            if same { "yes" } else { "NO" },
            probe_rows,
            dropped,
            filters,
            model,
            bytes,
            reports.iter().map(|r| r.probe_streams_stopped).sum::<u64>()
        );
        if !same {
            eprintln!(
                "tpch_join: {} gave different rows with the settings",
                q.name
            );
            std::process::exit(1);
        }
    }
    Ok(())
}
