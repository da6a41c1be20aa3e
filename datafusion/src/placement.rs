//! Which of linebloom's join filters each hash join keeps, once DataFusion has chosen its mode.
//!
//! The pre-shuffle runtime filter ([`crate::RuntimeFilterRule`]) is placed on the logical plan,
//! before anyone knows whether a join will repartition its probe side. It pays for a second read
//! of the build side (for `F`) by keeping dropped rows out of the probe side's exchange, or, with
//! `datafusion.execution.parquet.pushdown_filters`, by letting the Parquet scan skip decoding them.
//! On one node an exchange is an in-memory repartition, and measured there (TPC-H SF 3, Q21:
//! 1.30x slower; the 2% semi join: no faster) the filter pays only inside a Parquet scan that
//! takes it as a row filter. So [`FilterPlacementRule`], which only one-node sessions run, takes
//! every runtime filter out that no scan takes, unless `linebloom.runtime_filter_local_exchange`
//! is on; then it still takes it off collect-left joins, which have no probe exchange at all.
//! Such joins are served by the in-join filter where `linebloom.join_filter` is on
//! ([`crate::JoinFilterRule`], which hashes the build side as the join reads it, once), and by
//! DataFusion's own dynamic filter (on by default).
//!
//! | where | join | probe side | linebloom filter |
//! |---|---|---|---|
//! | Ballista | partitioned hash or sort-merge | shuffled | runtime, below the shuffle writer |
//! | Ballista | broadcast (collect-left) | in the join's stage | none: the executors take the runtime filter off (`linebloom-ballista`'s `BroadcastPlacementRule`); in-join, where `linebloom.join_filter` is on |
//! | one node | any | a Parquet scan that takes row filters | runtime, inside the scan |
//! | one node | partitioned | anything else | none (runtime below the repartition with `runtime_filter_local_exchange`) |
//! | one node | collect-left | anything else | in-join, where `linebloom.join_filter` is on |

use std::sync::Arc;

use datafusion::common::config::ConfigOptions;
use datafusion::common::tree_node::{Transformed, TransformedResult, TreeNode};
use datafusion::common::Result;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::coop::CooperativeExec;
use datafusion::physical_plan::filter::FilterExec;
use datafusion::physical_plan::joins::{HashJoinExec, PartitionMode};
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::{
    ChildrenPropertiesMode, ExecutionPlan, Partitioning, ReplaceChildrenOptions,
};

use crate::join::LinebloomProbeExec;
use crate::options::LinebloomOptions;
use crate::runtime::{scan_takes_runtime_filter, RuntimeFilterExec};

/// The physical optimizer rule that takes the runtime filter out where it cannot pay on one node
/// (see the module docs of `placement.rs`). [`crate::with_join_filter`] adds it,
/// after DataFusion's own rules; it acts only where `linebloom.runtime_filter` is on. A Ballista
/// scheduler does not run it: there the in-join filter is placed on the executors, stage by
/// stage, and the executors take the runtime filter off broadcast joins
/// ([`without_runtime_filter_on_collect_left_joins`]).
#[derive(Debug, Default)]
pub struct FilterPlacementRule;

impl PhysicalOptimizerRule for FilterPlacementRule {
    fn optimize(
        &self,
        plan: Arc<dyn ExecutionPlan>,
        config: &ConfigOptions,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let Some(options) = config.extensions.get::<LinebloomOptions>() else {
            return Ok(plan);
        };
        if !options.runtime_filter {
            return Ok(plan);
        }
        if !options.runtime_filter_local_exchange {
            return plan
                .transform_up(|node| {
                    let Some(runtime) = node.downcast_ref::<RuntimeFilterExec>() else {
                        return Ok(Transformed::no(node));
                    };
                    if scan_takes_runtime_filter(runtime, config)? {
                        return Ok(Transformed::no(node));
                    }
                    Ok(Transformed::yes(Arc::clone(runtime.input())))
                })
                .data();
        }
        without_runtime_filter_on_collect_left_joins(plan, config)
    }

    fn name(&self) -> &str {
        "linebloom_filter_placement"
    }

    fn schema_check(&self) -> bool {
        true
    }
}

/// `plan` with the runtime filter taken off the probe side of every collect-left hash join
/// (unless its Parquet scan takes it): such a join has no probe exchange for the filter to save.
/// [`FilterPlacementRule`] does this on one node, and `linebloom-ballista` in each stage plan,
/// where a collect-left join is a broadcast.
pub fn without_runtime_filter_on_collect_left_joins(
    plan: Arc<dyn ExecutionPlan>,
    config: &ConfigOptions,
) -> Result<Arc<dyn ExecutionPlan>> {
    plan.transform_up(|node| {
        let Some(hash_join) = node.downcast_ref::<HashJoinExec>() else {
            return Ok(Transformed::no(node));
        };
        if *hash_join.partition_mode() != PartitionMode::CollectLeft {
            return Ok(Transformed::no(node));
        }
        let Some(probe) = without_runtime_filter(hash_join.right(), config)? else {
            return Ok(Transformed::no(node));
        };
        Ok(Transformed::yes(
            hash_join
                .builder()
                .with_new_children(vec![Arc::clone(hash_join.left()), probe])?
                .build_exec()?,
        ))
    })
    .data()
}

/// `probe` without the runtime filter at the top of its pipeline (through projections, filters,
/// linebloom's in-join probe and round-robin repartitions), or `None` if it has none there or its
/// Parquet scan takes it.
pub fn without_runtime_filter(
    probe: &Arc<dyn ExecutionPlan>,
    config: &ConfigOptions,
) -> Result<Option<Arc<dyn ExecutionPlan>>> {
    if let Some(runtime) = probe.downcast_ref::<RuntimeFilterExec>() {
        return Ok(match scan_takes_runtime_filter(runtime, config)? {
            true => None,
            false => Some(Arc::clone(runtime.input())),
        });
    }
    let passes_rows_in_place = probe.is::<ProjectionExec>()
        || probe.is::<CooperativeExec>()
        || probe.is::<FilterExec>()
        || probe.is::<LinebloomProbeExec>()
        || probe
            .downcast_ref::<RepartitionExec>()
            .is_some_and(|r| matches!(r.partitioning(), Partitioning::RoundRobinBatch(_)));
    let children = probe.children();
    let [child] = children.as_slice() else {
        return Ok(None);
    };
    if !passes_rows_in_place {
        return Ok(None);
    }
    let Some(new_child) = without_runtime_filter(child, config)? else {
        return Ok(None);
    };
    let recompute = ReplaceChildrenOptions::new(ChildrenPropertiesMode::Recompute);
    Ok(Some(
        Arc::clone(probe).replace_children(vec![new_child], recompute)?,
    ))
}
