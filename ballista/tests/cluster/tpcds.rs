//! The runtime filter on TPC-DS's plans as Ballista ships them: every query's optimized plan,
//! with the rule's nodes in it, goes through linebloom's logical codec (client to scheduler) and
//! comes back the same.

use datafusion::common::Result;
use datafusion_proto::bytes::{
    logical_plan_from_bytes_with_extension_codec, logical_plan_to_bytes_with_extension_codec,
};
use linebloom_ballista::LinebloomLogicalCodec;
use linebloom_tpch::tpcds;

use crate::common::write_generated_tables;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tpcds_plans_with_runtime_filters_survive_the_logical_codec() -> Result<()> {
    let dir = tempfile::tempdir()?;
    write_generated_tables(dir.path(), &tpcds::TABLES, 0.01, 1, tpcds::generate)?;
    let ctx = linebloom_datafusion::context(Default::default());
    for table in tpcds::TABLES {
        let path = dir.path().join(table);
        let path = path.to_str().expect("a UTF-8 temp path");
        ctx.register_parquet(table, path, Default::default())
            .await?;
    }
    ctx.sql("SET linebloom.runtime_filter_min_probe_rows = 0")
        .await?;
    let codec = LinebloomLogicalCodec::default();
    let (mut with_filters, mut failed) = (0, Vec::new());
    for (i, query) in tpcds::QUERIES.iter().enumerate() {
        for sql in tpcds::statements(query) {
            // A query DataFusion cannot plan is not the codec's to test.
            let Ok(plan) = ctx.sql(&sql).await.and_then(|df| df.into_optimized_plan()) else {
                continue;
            };
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
