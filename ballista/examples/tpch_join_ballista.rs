//! The selective join of `tpch_join` on a Ballista cluster of two executors on this machine,
//! with no runtime filter, linebloom's join filter, and DataFusion's dynamic filters, beside the same query on one DataFusion node.
//!
//! ```text
//! cargo run --release -p linebloom-ballista --example tpch_join_ballista -- [SCALE] [REPS] [explain]
//! ```
//!
//! SCALE (default 1: TPC-H SF 1) sizes the generated `orders` and `lineitem`, written as Parquet
//! to a temporary directory; REPS (default 3) runs are made of each setting and the median is
//! printed. Every setting must give the same count and sums. `explain` prints the one-node
//! `EXPLAIN ANALYZE` with the filter off and on instead.

#[allow(dead_code)] // the tests' helpers, of which this example uses two
#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_ballista::LocalCluster;

use common::{register_tables, write_tables};

/// The median wall time of `reps` runs of `sql` in ms, and its result as text.
async fn time(ctx: &SessionContext, sql: &str, reps: usize) -> Result<(f64, String)> {
    let mut times = Vec::with_capacity(reps);
    let mut text = String::new();
    for _ in 0..reps {
        let start = Instant::now();
        let batches = ctx.sql(sql).await?.collect().await?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
        text = pretty_format_batches(&batches)?.to_string();
    }
    times.sort_by(f64::total_cmp);
    Ok((times[reps / 2], text))
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let scale: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1.0);
    let reps: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3).max(1);
    let explain = args.next().is_some_and(|a| a == "explain");
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path();
    write_tables(dir, scale, 4)?;

    let sql = "SELECT count(*) AS n, sum(l_orderkey) AS keys, sum(l_linenumber) AS lines \
               FROM lineitem WHERE l_orderkey IN \
               (SELECT o_orderkey FROM orders WHERE o_orderdate < DATE '1992-02-18')";

    let single = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
    register_tables(&single, dir).await?;
    if explain {
        for on in [false, true] {
            single
                .sql(&format!("SET linebloom.join_filter = {on}"))
                .await?;
            let plan = single.sql(&format!("EXPLAIN ANALYZE {sql}")).await?;
            println!(
                "join filter {on}\n{}",
                pretty_format_batches(&plan.collect().await?)?
            );
        }
        return Ok(());
    }
    let cluster = LocalCluster::start(2, 1).await?;
    let ctx = cluster.context().await?;
    register_tables(&ctx, dir).await?;

    println!("scale {scale}, median of {reps}; Ballista: 2 executors x 1 task slot, loopback");
    println!("| where | filter | ms | probe rows dropped by linebloom |");
    println!("|---|---|---|---|");
    let mut results = Vec::new();
    // (label, linebloom's join filter, DataFusion's dynamic filters)
    let settings = [
        ("none", false, false),
        ("linebloom", true, false),
        ("DataFusion dynamic", false, true),
    ];
    for (name, c) in [("one node", &single), ("Ballista", &ctx)] {
        for (label, on, dynamic) in settings {
            c.sql(&format!("SET linebloom.join_filter = {on}")).await?;
            c.sql(&format!(
                "SET datafusion.optimizer.enable_dynamic_filter_pushdown = {dynamic}"
            ))
            .await?;
            let before: u64 = cluster.totals().iter().map(|t| t.snapshot().2).sum();
            let (ms, text) = time(c, sql, reps).await?;
            let after: u64 = cluster.totals().iter().map(|t| t.snapshot().2).sum();
            let dropped = if name == "Ballista" {
                format!("{}", (after - before) / reps as u64)
            } else {
                "n/a".into()
            };
            println!("| {name} | {label} | {ms:.1} | {dropped} |");
            results.push(text);
        }
    }
    let same = results.windows(2).all(|w| w[0] == w[1]);
    println!("same results in every setting: {same}\n{}", results[0]);
    if !same {
        return datafusion::common::exec_err!("the settings gave different results");
    }
    Ok(())
}
