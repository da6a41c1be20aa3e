//! The runtime filter on the joins Ballista broadcasts.
//!
//! The pre-shuffle runtime filter pays on Ballista by keeping dropped probe rows out of the probe
//! stage's shuffle. A join whose build side Ballista broadcasts (a collect-left hash join) has no
//! probe shuffle: its probe side is read in the join's own stage, and the join drops the same rows
//! itself. There the filter only probes every row once more (TPC-H SF 3: Q8 1.13x and Q9 1.16x
//! slower, their `part` joins broadcast).
//!
//! Ballista 55 picks broadcasts at run time (its adaptive planner, on by default, measures the
//! build stage first and replaces the session's physical optimizer rules with its own), so the
//! scheduler's plan cannot say which joins will be broadcast. The stage plan a task receives can:
//! [`LinebloomExecutionEngine`](crate::LinebloomExecutionEngine) runs [`BroadcastPlacementRule`]
//! on it, which takes the runtime filter off the probe side of every collect-left hash join.
//! `F`'s own stage has run by then; what is saved is the probe of every row.

use std::sync::Arc;

use datafusion::common::config::ConfigOptions;
use datafusion::common::Result;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::ExecutionPlan;
use linebloom_datafusion::without_runtime_filter_on_collect_left_joins;

/// The rule that takes the runtime filter off the probe side of collect-left (broadcast) hash
/// joins in a Ballista stage plan (see the module docs of `placement.rs`).
#[derive(Debug, Default)]
pub struct BroadcastPlacementRule;

impl PhysicalOptimizerRule for BroadcastPlacementRule {
    fn optimize(
        &self,
        plan: Arc<dyn ExecutionPlan>,
        config: &ConfigOptions,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        without_runtime_filter_on_collect_left_joins(plan, config)
    }

    fn name(&self) -> &str {
        "linebloom_broadcast_placement"
    }

    fn schema_check(&self) -> bool {
        true
    }
}
