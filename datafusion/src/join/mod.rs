//! The runtime join filter: a physical optimizer rule that puts a linebloom filter of a hash
//! join's build-side keys in front of its probe side.
//!
//! Which joins: `HashJoinExec` of type inner, left, left semi, left anti or right semi (those whose
//! result never needs a probe row without a match), with SQL equality (`NULL` matches nothing)
//! and not the null-aware anti join of `NOT IN`, in collect-left or partitioned mode, when every
//! key pair has one type on both sides and the build side is not estimated above
//! `linebloom.join_filter_max_rows`.
//!
//! Where the probe operator goes: for a collected build side (one filter), as far down the probe
//! side as operators that keep the key columns let it (repartitions, cooperative wrappers, filters and
//! column projections), so that rows are dropped before they are repartitioned. For a partitioned
//! join each probe partition meets its own build partition's filter, so a waiting operator sits
//! directly under the join; if the probe side passes its keys through a repartition, an early
//! operator also goes as far down, below it: a row there may go to any build partition, so it
//! uses one filter of every build partition's keys, and it never waits for them (that could
//! deadlock a consumer running the join's partitions one at a time), passing rows through until
//! the last build partition finishes.
//!
//! When a plan runs again (a recursive query rebuilds its recursive term with
//! `ExecutionPlan::reset_state` on every iteration), its operators keep their shared slots but take
//! a new generation, and the early probe combines only filters of its own generation: never an
//! earlier iteration's (see `FilterSlots`).
//!
//! When a filter does not pay: each probe stream filters its first
//! `linebloom.join_filter_sample_rows` rows, and if it dropped fewer than
//! `linebloom.join_filter_min_drop` of them it passes the rest through unprobed (a join whose
//! probe rows nearly all match only pays for the probing).

mod exec;
mod slot;

use std::sync::Arc;

use datafusion::common::config::ConfigOptions;
use datafusion::common::tree_node::{Transformed, TransformedResult, TreeNode};
use datafusion::common::{JoinType, NullEquality, Result};
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_expr::PhysicalExprRef;
use datafusion::physical_expr_common::physical_expr::is_volatile;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::coop::CooperativeExec;
use datafusion::physical_plan::filter::FilterExec;
use datafusion::physical_plan::joins::{HashJoinExec, PartitionMode};
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::{
    ChildrenPropertiesMode, ExecutionPlan, ExecutionPlanProperties, ReplaceChildrenOptions,
    StatisticsArgs, StatisticsContext,
};

pub use exec::{LinebloomBuildExec, LinebloomProbeExec};
use slot::{FilterSlots, StopRule};

use crate::options::LinebloomOptions;

/// The physical optimizer rule behind `SET linebloom.join_filter = true`. Add it with
/// [`crate::with_join_filter`] (it must run after DataFusion's own rules, which pick each join's
/// mode and sides).
#[derive(Debug, Default)]
pub struct JoinFilterRule;

impl PhysicalOptimizerRule for JoinFilterRule {
    fn optimize(
        &self,
        plan: Arc<dyn ExecutionPlan>,
        config: &ConfigOptions,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let Some(options) = config.extensions.get::<LinebloomOptions>() else {
            return Ok(plan);
        };
        // Options built in code can be out of range (`SET` refuses such values): then no filter.
        if !options.join_filter || options.validate().is_err() {
            return Ok(plan);
        }
        plan.transform_up(|node| match node.downcast_ref::<HashJoinExec>() {
            Some(join) => match add_filter(join, options)? {
                Some(new) => Ok(Transformed::yes(new)),
                None => Ok(Transformed::no(node)),
            },
            None => Ok(Transformed::no(node)),
        })
        .data()
    }

    fn name(&self) -> &str {
        "linebloom_join_filter"
    }

    fn schema_check(&self) -> bool {
        true
    }
}

/// Whether a probe row without a match can be dropped without changing the join's result.
fn drops_unmatched_probe_rows(t: JoinType) -> bool {
    matches!(
        t,
        JoinType::Inner
            | JoinType::Left
            | JoinType::LeftSemi
            | JoinType::LeftAnti
            | JoinType::RightSemi
    )
}

fn add_filter(
    join: &HashJoinExec,
    options: &LinebloomOptions,
) -> Result<Option<Arc<dyn ExecutionPlan>>> {
    if !drops_unmatched_probe_rows(*join.join_type())
        || join.null_equality() != NullEquality::NullEqualsNothing
        || join.null_aware
        || join.left().is::<LinebloomBuildExec>()
    {
        return Ok(None);
    }
    let (left_schema, right_schema) = (join.left().schema(), join.right().schema());
    for (l, r) in join.on() {
        let (lt, rt) = (l.data_type(&left_schema)?, r.data_type(&right_schema)?);
        // A volatile key would be evaluated once by the filter and again by the join.
        if lt != rt
            || crate::keys::check_key_type(&lt, "join filter").is_err()
            || is_volatile(l)
            || is_volatile(r)
        {
            return Ok(None);
        }
    }
    let build_partitions = join.left().output_partitioning().partition_count();
    let per_partition = match join.partition_mode() {
        PartitionMode::CollectLeft if build_partitions == 1 => false,
        PartitionMode::Partitioned => true,
        _ => return Ok(None),
    };
    let estimate = StatisticsContext::new()
        .compute(join.left().as_ref(), &StatisticsArgs::new())?
        .num_rows;
    if estimate
        .get_value()
        .is_some_and(|&rows| rows > options.join_filter_max_rows)
    {
        return Ok(None);
    }
    let (left_keys, right_keys): (Vec<PhysicalExprRef>, Vec<PhysicalExprRef>) = join
        .on()
        .iter()
        .map(|(l, r)| (Arc::clone(l), Arc::clone(r)))
        .unzip();
    // A partitioned join's probe side can hold an early probe below its repartition.
    let early = per_partition && keys_below(join.right().as_ref(), &right_keys).is_some();
    let stop_rule = StopRule {
        sample_rows: options.join_filter_sample_rows as u64,
        min_drop: options.join_filter_min_drop,
    };
    let slots = Arc::new(FilterSlots::new(build_partitions, early, stop_rule));
    let build = Arc::new(LinebloomBuildExec::new(
        Arc::clone(join.left()),
        left_keys,
        Arc::clone(&slots),
        options.join_filter_fpr,
        options.join_filter_max_rows,
    ));
    let probe: Arc<dyn ExecutionPlan> = if early {
        let fpr = options.join_filter_fpr;
        let below = place_probe(Arc::clone(join.right()), right_keys.clone(), &|p, k| {
            LinebloomProbeExec::early(p, k, Arc::clone(&slots), fpr)
        })?;
        Arc::new(LinebloomProbeExec::new(below, right_keys, slots, true))
    } else if per_partition {
        Arc::new(LinebloomProbeExec::new(
            Arc::clone(join.right()),
            right_keys,
            slots,
            true,
        ))
    } else {
        place_probe(Arc::clone(join.right()), right_keys, &|p, k| {
            LinebloomProbeExec::new(p, k, Arc::clone(&slots), false)
        })?
    };
    Ok(Some(
        join.builder()
            .with_new_children(vec![build, probe])?
            .build_exec()?,
    ))
}

/// The keys `keys` of `plan`'s output as columns of its only child's output, if `plan` passes
/// them through unchanged (repartitions, cooperative wrappers, filters, column projections).
fn keys_below(plan: &dyn ExecutionPlan, keys: &[PhysicalExprRef]) -> Option<Vec<PhysicalExprRef>> {
    if plan.children().len() != 1 {
        return None;
    }
    let passes_through = plan.is::<RepartitionExec>()
        || plan.is::<CooperativeExec>()
        || plan
            .downcast_ref::<FilterExec>()
            .is_some_and(|f| f.projection().is_none());
    if passes_through {
        return Some(keys.to_vec());
    }
    let projection = plan.downcast_ref::<ProjectionExec>()?;
    // A key that is an output column computed as an input column is that input column.
    keys.iter()
        .map(|k| {
            let c = k.downcast_ref::<Column>()?;
            let source = &projection.expr().get(c.index())?.expr;
            source.downcast_ref::<Column>().map(|_| Arc::clone(source))
        })
        .collect()
}

/// Puts the probe operator `make` gives as far down `plan` as the key columns survive.
fn place_probe(
    plan: Arc<dyn ExecutionPlan>,
    keys: Vec<PhysicalExprRef>,
    make: &dyn Fn(Arc<dyn ExecutionPlan>, Vec<PhysicalExprRef>) -> LinebloomProbeExec,
) -> Result<Arc<dyn ExecutionPlan>> {
    match keys_below(plan.as_ref(), &keys) {
        Some(child_keys) => {
            let child = Arc::clone(plan.children()[0]);
            let placed = place_probe(child, child_keys, make)?;
            let recompute = ReplaceChildrenOptions::new(ChildrenPropertiesMode::Recompute);
            plan.replace_children(vec![placed], recompute)
        }
        None => Ok(Arc::new(make(plan, keys))),
    }
}
