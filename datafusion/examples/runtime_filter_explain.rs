//! Which plan gets which of linebloom's two join filters, shown by `EXPLAIN`:
//!
//! ```text
//! cargo run -p linebloom-datafusion --example runtime_filter_explain
//! ```
//!
//! The 2% semi join of `tpch_join` at SF 0.1, planned three ways: partitioned (the probe side is
//! repartitioned by key, so the pre-shuffle runtime filter goes below that repartition),
//! collect-left (no probe-side exchange, and an in-memory scan that takes no row filter: the
//! runtime filter is taken off and the in-join filter, turned on here, serves the join), and
//! partitioned with both filters on. Where the probe side is a Parquet scan with `pushdown_filters` on, a collect-left
//! join keeps the runtime filter, inside the scan (`linebloom-ballista`'s
//! `runtime_filter_ballista ... explain` shows that plan).

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::prelude::SessionConfig;

#[tokio::main]
async fn main() -> Result<()> {
    let sql = "SELECT count(*) FROM lineitem WHERE l_orderkey IN \
               (SELECT o_orderkey FROM orders WHERE o_orderdate < DATE '1992-02-18')";
    // (title, partitioned, linebloom.join_filter, linebloom.runtime_filter)
    let cases = [
        (
            "partitioned hash join: the pre-shuffle runtime filter",
            true,
            false,
            true,
        ),
        (
            "collect-left hash join (no probe exchange; an in-memory scan): the runtime filter \
             is taken off (FilterPlacementRule), the in-join filter serves the join",
            false,
            true,
            true,
        ),
        ("partitioned hash join, both filters on", true, true, true),
    ];
    for (title, partitioned, join_filter, runtime_filter) in cases {
        let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
        linebloom_tpch::tpch::register(&ctx, 0.1, 2)?;
        let threshold = if partitioned { 0 } else { 1 << 30 };
        for (key, value) in [
            ("linebloom.join_filter", join_filter.to_string()),
            ("linebloom.runtime_filter", runtime_filter.to_string()),
            // SF 0.1's lineitem has 600,000 rows: count it as large.
            ("linebloom.runtime_filter_min_probe_rows", "0".into()),
            // Show the filter below the repartition (on one node it is by default kept only
            // inside a Parquet scan that takes it).
            ("linebloom.runtime_filter_local_exchange", "true".into()),
            (
                "datafusion.optimizer.enable_dynamic_filter_pushdown",
                "false".into(),
            ),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold",
                threshold.to_string(),
            ),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold_rows",
                threshold.to_string(),
            ),
        ] {
            ctx.sql(&format!("SET {key} = {value}")).await?;
        }
        let plan = ctx.sql(&format!("EXPLAIN {sql}")).await?.collect().await?;
        println!("== {title}\n{}\n", pretty_format_batches(&plan)?);
    }
    Ok(())
}
