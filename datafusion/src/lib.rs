//! # linebloom-datafusion
//!
//! linebloom's blocked Bloom filters in [Apache DataFusion](https://datafusion.apache.org):
//!
//! - SQL functions, registered by [`register`]:
//!   - `linebloom_agg(expr [, expected_items [, fpr]])`, an aggregate returning a filter image
//!     (Binary; FORMAT.md, "Embedded images") of the non-null values of `expr`; partial states
//!     merge by union, so it runs in parallel partitions and across distributed stages;
//!   - `linebloom_contains(filter, expr)`, Boolean: whether each value may be in the filter
//!     (a null key gives false);
//!   - `linebloom_load('path')`, a filter file from `linebloom build` as an image, read once at
//!     planning time;
//!   - `linebloom_key(a, b, ...)`, one Binary key for a multi-column key.
//! - A runtime join filter ([`JoinFilterRule`], switched on per session with
//!   `SET linebloom.join_filter = true`): a filter of a hash join's build-side keys, built as they
//!   stream into the hash table, drops probe rows that cannot match before they reach the join.
//!
//! ```
//! use datafusion::prelude::*;
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::common::Result<()> {
//! let ctx = linebloom_datafusion::context(SessionConfig::new());
//! ctx.sql("CREATE TABLE t AS VALUES (1, 'a'), (2, 'b'), (3, NULL)").await?;
//! let rows = ctx
//!     .sql("WITH f AS (SELECT linebloom_agg(column1, 1000, 0.001) AS bloom FROM t)
//!           SELECT x, linebloom_contains((SELECT bloom FROM f), x) AS maybe
//!           FROM (VALUES (2), (7)) AS v(x) ORDER BY x")
//!     .await?
//!     .collect()
//!     .await?;
//! let maybe = rows[0].column(1).as_any().downcast_ref::<datafusion::arrow::array::BooleanArray>()
//!     .unwrap();
//! assert!(maybe.value(0)); // 2 was inserted: never a false negative
//! # Ok(())
//! # }
//! ```
//!
//! ## Keys
//! How values become keys, and the bytes of `linebloom_key`, are specified in [`keys`]: integers
//! of every width hash alike, strings hash as their bytes (as the `linebloom` command line hashes
//! a key file's lines), and a composite key is a tagged, length-prefixed concatenation.
//!
//! ## Arrow versions
//! This crate takes arrow from DataFusion's re-export and hands linebloom plain slices (`&[i64]`,
//! `&[u64]`, byte strings), so linebloom's own optional arrow feature, on a different arrow
//! release, never meets DataFusion's arrays.

pub mod functions;
mod join;
pub mod keys;
mod options;
mod placement;
pub(crate) mod repeatable;
pub mod runtime;

use std::sync::Arc;

use datafusion::execution::SessionStateBuilder;
use datafusion::logical_expr::{AggregateUDF, ScalarUDF};
use datafusion::prelude::{SessionConfig, SessionContext};

pub use functions::{LinebloomAgg, LinebloomContains, LinebloomKey, LinebloomLoad};
pub use join::{JoinFilterRule, LinebloomBuildExec, LinebloomProbeExec};
pub use options::LinebloomOptions;
pub use placement::{
    without_runtime_filter, without_runtime_filter_on_collect_left_joins, FilterPlacementRule,
};
pub use runtime::{
    place_runtime_filters, runtime_filters, with_runtime_filter, LinebloomQueryPlanner,
    RuntimeFilterExec, RuntimeFilterNode, RuntimeFilterPlanner, RuntimeFilterRule,
};

/// Registers the SQL functions `linebloom_agg`, `linebloom_contains`, `linebloom_load` and
/// `linebloom_key` with `ctx`, and the `linebloom.*` options (so that `SET linebloom.…` is
/// accepted). The join filter rule itself is part of a session's state: build the context with
/// [`context`] or [`with_join_filter`] to have it.
pub fn register(ctx: &SessionContext) {
    ctx.register_udaf(AggregateUDF::from(LinebloomAgg::default()));
    ctx.register_udf(ScalarUDF::from(LinebloomContains::new()));
    ctx.register_udf(ScalarUDF::from(LinebloomLoad::default()));
    ctx.register_udf(ScalarUDF::from(LinebloomKey::default()));
    let state = ctx.state_ref();
    let mut state = state.write();
    let options = state.config_mut().options_mut();
    if options.extensions.get::<LinebloomOptions>().is_none() {
        options.extensions.insert(LinebloomOptions::default());
    }
}

/// Adds linebloom's join filters to a session being built: the in-join filter rule (after
/// DataFusion's own physical rules; off until `SET linebloom.join_filter = true`), and the
/// pre-shuffle runtime filter: the [`LinebloomQueryPlanner`], which places the filters with
/// [`RuntimeFilterRule`] on the optimized logical plan and plans their nodes (on unless `SET
/// linebloom.runtime_filter = false`; not where the builder has a query planner of its own: see
/// [`with_runtime_filter`]);
/// then [`FilterPlacementRule`], which on this one node keeps a runtime filter only where its
/// Parquet scan takes it (or below a repartition, with `linebloom.runtime_filter_local_exchange`).
/// Give the session linebloom's options (as [`context`] does) for the rules to act.
pub fn with_join_filter(builder: SessionStateBuilder) -> SessionStateBuilder {
    runtime::with_runtime_filter(
        builder
            .with_physical_optimizer_rule(Arc::new(JoinFilterRule))
            .with_physical_optimizer_rule(Arc::new(FilterPlacementRule)),
    )
}

/// A context with DataFusion's defaults, `config`, the join filter rule (off until
/// `SET linebloom.join_filter = true`) and the SQL functions.
pub fn context(config: SessionConfig) -> SessionContext {
    let config = config.with_option_extension(LinebloomOptions::default());
    let state = with_join_filter(
        SessionStateBuilder::new()
            .with_config(config)
            .with_default_features(),
    )
    .build();
    let ctx = SessionContext::new_with_state(state);
    register(&ctx);
    ctx
}

/// What one join filter did in an execution, from [`LinebloomProbeExec::report`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JoinFilterReport {
    /// Rows that reached the probe operator.
    pub probe_rows: u64,
    /// Of those, the rows it dropped.
    pub rows_dropped: u64,
    /// Build-side rows (with non-null keys) in the filters.
    pub build_rows: u64,
    /// Memory of the filters, in bytes.
    pub filter_bytes: u64,
    /// Build partitions that gave up (more rows than the limit) and passed every row.
    pub partitions_gave_up: u64,
    /// Probe streams that stopped filtering because their filter dropped too few of their first
    /// rows (`linebloom.join_filter_sample_rows`, `linebloom.join_filter_min_drop`).
    pub probe_streams_stopped: u64,
    /// The filters' estimated false-positive rate (the largest, for several).
    pub estimated_fpr: f64,
}

/// The reports of every join filter in an executed plan, outermost first.
pub fn join_filter_reports(
    plan: &Arc<dyn datafusion::physical_plan::ExecutionPlan>,
) -> Vec<JoinFilterReport> {
    let mut out = Vec::new();
    let mut stack = vec![Arc::clone(plan)];
    while let Some(p) = stack.pop() {
        if let Some(probe) = p
            .downcast_ref::<LinebloomProbeExec>()
            .filter(|p| p.counts_input())
        {
            out.push(probe.report());
        }
        stack.extend(p.children().into_iter().rev().cloned());
    }
    out
}
