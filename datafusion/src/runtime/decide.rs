//! Whether a runtime filter can pay, by the logical plan (the rule) and by the physical
//! estimates (the extension planner), in one place. (The one-node placement rule,
//! `placement.rs`, still takes a planned filter out where no scan takes it.)

use std::sync::Arc;

use datafusion::arrow::datatypes::DataType;
use datafusion::common::config::ConfigOptions;
use datafusion::common::tree_node::{TreeNode, TreeNodeRecursion};
use datafusion::common::{JoinType, Result};
use datafusion::logical_expr::{Expr, LogicalPlan};
use datafusion::physical_plan::aggregates::AggregateExec;
use datafusion::physical_plan::{
    ExecutionPlan, ExecutionPlanProperties, StatisticsArgs, StatisticsContext,
};

use crate::keys;
use crate::options::LinebloomOptions;
use crate::repeatable::{repeatable_expr, repeatable_plan};

use super::*;

/// Which input of a join is the probe side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    Left,
    Right,
}

/// The probe sides a join of type `t` may filter: those whose rows without a match never reach
/// the result.
pub(super) fn probe_sides(t: JoinType) -> &'static [Side] {
    match t {
        // The build side is the selective one: try the right first (SQL's `FROM big JOIN small`).
        JoinType::Inner => &[Side::Left, Side::Right],
        JoinType::LeftSemi | JoinType::Right => &[Side::Left],
        JoinType::RightSemi | JoinType::Left => &[Side::Right],
        _ => &[],
    }
}

/// What a build side looks like to the rule.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum BuildShape {
    /// A chain of single-input operators down to a table scan, with a filter somewhere on it.
    SelectiveScan,
    /// A chain down to a scan without a filter: every key of the table, no selectivity.
    WholeScan,
    /// Anything else (a join, a union, values, a subquery the rule cannot see through).
    Other,
}

fn build_shape(plan: &LogicalPlan) -> BuildShape {
    let mut filtered = false;
    let mut node = plan;
    loop {
        match node {
            LogicalPlan::TableScan(scan) => {
                filtered |= !scan.filters.is_empty();
                return if filtered {
                    BuildShape::SelectiveScan
                } else {
                    BuildShape::WholeScan
                };
            }
            LogicalPlan::Filter(f) => {
                filtered = true;
                node = f.input.as_ref();
            }
            LogicalPlan::Projection(p) => node = p.input.as_ref(),
            LogicalPlan::SubqueryAlias(a) => node = a.input.as_ref(),
            LogicalPlan::Distinct(_) | LogicalPlan::Aggregate(_) | LogicalPlan::Sort(_) => {
                match node.inputs().as_slice() {
                    [input] => node = input,
                    _ => return BuildShape::Other,
                }
            }
            _ => return BuildShape::Other,
        }
    }
}

/// Whether `plan` reads a table anywhere (a probe side of `VALUES` or of an empty relation is
/// too small to filter).
fn reads_a_table(plan: &LogicalPlan) -> bool {
    let mut found = false;
    let _ = plan.apply(|p| {
        if matches!(p, LogicalPlan::TableScan(_)) {
            found = true;
            return Ok(TreeNodeRecursion::Stop);
        }
        Ok(TreeNodeRecursion::Continue)
    });
    found
}

/// Whether `plan` already has a runtime filter on top (through filters, projections and
/// aliases the optimizer may have put there), so that the rule fires once per join.
fn already_filtered(plan: &LogicalPlan) -> bool {
    let mut node = plan;
    loop {
        match node {
            LogicalPlan::Extension(e) if e.node.as_any().is::<RuntimeFilterNode>() => return true,
            LogicalPlan::Filter(f) => node = f.input.as_ref(),
            LogicalPlan::Projection(p) => node = p.input.as_ref(),
            LogicalPlan::SubqueryAlias(a) => node = a.input.as_ref(),
            _ => return false,
        }
    }
}

/// Rows of the plan `plan` by its statistics, exact or estimated, if known.
fn estimated_rows(plan: &Arc<dyn ExecutionPlan>) -> Result<Option<usize>> {
    let stats = StatisticsContext::new().compute(plan.as_ref(), &StatisticsArgs::new())?;
    Ok(stats.num_rows.get_value().copied())
}

/// The build side below `F`'s aggregates.
fn below_aggregates(plan: &Arc<dyn ExecutionPlan>) -> Arc<dyn ExecutionPlan> {
    let mut node = Arc::clone(plan);
    while node.is::<AggregateExec>() {
        match node.children().as_slice() {
            [child] => node = Arc::clone(child),
            _ => break,
        }
    }
    node
}

/// The rows the scans under `plan` read, if every scan has an estimate.
fn scanned_rows(plan: &Arc<dyn ExecutionPlan>) -> Result<Option<usize>> {
    let children = plan.children();
    if children.is_empty() {
        return estimated_rows(plan);
    }
    let mut total = 0usize;
    for child in children {
        match scanned_rows(child)? {
            Some(rows) => total = total.saturating_add(rows),
            None => return Ok(None),
        }
    }
    Ok(Some(total))
}

/// Ballista's broadcast threshold (`ballista.optimizer.broadcast_join_threshold_bytes`) where the
/// session has one (a `linebloom-ballista` session does) and it is not 0.
///
/// Ballista broadcasts a build side under it, and a broadcast join has no probe shuffle for the
/// runtime filter to save: `F`'s stage would only read the build side again (TPC-H SF 3 on
/// Ballista: Q8 1.17x and Q9 1.12x slower, with the filter itself already taken off in the
/// executors). Read by its key, so that this crate needs no Ballista.
fn ballista_broadcast_threshold(config: &ConfigOptions) -> Option<usize> {
    let entry = config
        .entries()
        .into_iter()
        .find(|e| e.key == "ballista.optimizer.broadcast_join_threshold_bytes")?;
    let threshold: usize = entry.value?.parse().ok()?;
    (threshold > 0).then_some(threshold)
}

/// `plan`'s output in bytes by its statistics: the byte estimate, else its rows times a width per
/// column (32 bytes for variable-width types, 8 bytes a row at least), as Ballista's planner
/// estimates a broadcast. `F`'s input carries only the key columns, so this errs low.
fn estimated_bytes(plan: &Arc<dyn ExecutionPlan>) -> Result<Option<usize>> {
    let stats = StatisticsContext::new().compute(plan.as_ref(), &StatisticsArgs::new())?;
    if let Some(&bytes) = stats.total_byte_size.get_value() {
        if bytes != 0 {
            return Ok(Some(bytes));
        }
    }
    let Some(&rows) = stats.num_rows.get_value() else {
        return Ok(None);
    };
    let width: usize = plan
        .schema()
        .fields()
        .iter()
        .map(|f| f.data_type().primitive_width().unwrap_or(32))
        .sum();
    Ok(Some(rows.saturating_mul(width.max(8))))
}

/// `F` reads the build side a second time: the filter is declined where the build side's scans
/// read more than this share of the probe side's rows (Spark bounds its creation side the same
/// way). TPC-H's Q12 and Q18 build from `lineitem` to filter `orders`: a second pass over 6 M
/// rows to drop some of 1.5 M never pays.
const MAX_BUILD_SCAN_SHARE: f64 = 0.5;

/// Why the extension planner leaves a runtime filter out, planning the rule's node as its probe
/// side alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Decline {
    /// The probe side is estimated below `linebloom.runtime_filter_min_probe_rows`.
    SmallProbe,
    /// The build side is unbounded: a stream gives other rows on each read, and `F` would never
    /// finish.
    UnboundedBuild,
    /// The build side is estimated above `linebloom.join_filter_max_rows`.
    LargeBuild,
    /// On Ballista, the build side is under the broadcast threshold: a broadcast join has no
    /// probe shuffle for the filter to save.
    Broadcast,
    /// The build side's scans read more than [`MAX_BUILD_SCAN_SHARE`] of the probe side's rows.
    BuildScanShare,
}

impl std::fmt::Display for Decline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Decline::SmallProbe => {
                "the probe side is estimated below runtime_filter_min_probe_rows"
            }
            Decline::UnboundedBuild => "the build side is unbounded",
            Decline::LargeBuild => "the build side is estimated above join_filter_max_rows",
            Decline::Broadcast => "Ballista broadcasts the build side (no probe shuffle to save)",
            Decline::BuildScanShare => {
                "the build side's scans read more than half as many rows as the probe side has"
            }
        })
    }
}

/// The extension planner's answer for one runtime filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Physical {
    /// Plan the filter; `F` is sized from the build side's estimated rows where known.
    Apply { build_rows: Option<usize> },
    /// Leave it out.
    Decline(Decline),
}

/// The extension planner's judgement of one runtime filter: the estimates it read and its
/// answer. Its `Display` is what `EXPLAIN` shows on a planned filter, and what the debug log
/// says of a declined one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Judgement {
    /// The probe side's estimated rows.
    pub(super) probe_rows: Option<usize>,
    /// The build side's estimated rows (below `F`'s aggregates).
    pub(super) build_rows: Option<usize>,
    /// The rows the build side's scans read.
    pub(super) build_scan_rows: Option<usize>,
    /// The answer.
    pub(super) answer: Physical,
}

impl std::fmt::Display for Judgement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rows = |r: Option<usize>| r.map_or("unknown".to_string(), |r| r.to_string());
        write!(
            f,
            "estimated probe_rows={} build_rows={} build_scan_rows={}: ",
            rows(self.probe_rows),
            rows(self.build_rows),
            rows(self.build_scan_rows)
        )?;
        match self.answer {
            Physical::Apply { .. } => f.write_str("applied"),
            Physical::Decline(why) => write!(f, "declined, {why}"),
        }
    }
}

/// Whether the filter `F` (`filter`, the aggregate over the build side) pays on `probe`, by the
/// physical estimates, with the estimates it read.
pub(super) fn physical(
    probe: &Arc<dyn ExecutionPlan>,
    filter: &Arc<dyn ExecutionPlan>,
    options: &LinebloomOptions,
    config: &ConfigOptions,
) -> Result<Judgement> {
    let build_side = below_aggregates(filter);
    let mut judgement = Judgement {
        probe_rows: estimated_rows(probe)?,
        build_rows: estimated_rows(&build_side)?,
        build_scan_rows: scanned_rows(&build_side)?,
        answer: Physical::Apply { build_rows: None },
    };
    judgement.answer = answer(&judgement, &build_side, options, config)?;
    Ok(judgement)
}

/// The answer for estimates `j` (`build_side` for its boundedness and bytes).
fn answer(
    j: &Judgement,
    build_side: &Arc<dyn ExecutionPlan>,
    options: &LinebloomOptions,
    config: &ConfigOptions,
) -> Result<Physical> {
    let decline = |why| Ok(Physical::Decline(why));
    if j.probe_rows
        .is_some_and(|r| r < options.runtime_filter_min_probe_rows)
    {
        return decline(Decline::SmallProbe);
    }
    if build_side.boundedness().is_unbounded() {
        return decline(Decline::UnboundedBuild);
    }
    if j.build_rows
        .is_some_and(|r| r > options.join_filter_max_rows)
    {
        return decline(Decline::LargeBuild);
    }
    if let Some(threshold) = ballista_broadcast_threshold(config) {
        if estimated_bytes(build_side)?.is_some_and(|b| b < threshold) {
            return decline(Decline::Broadcast);
        }
    }
    if let (Some(probe_rows), Some(scanned)) = (j.probe_rows, j.build_scan_rows) {
        if scanned as f64 > MAX_BUILD_SCAN_SHARE * probe_rows as f64 {
            return decline(Decline::BuildScanShare);
        }
    }
    Ok(Physical::Apply {
        build_rows: j.build_rows,
    })
}

/// Whether a runtime filter placed now could be kept to run: on Ballista (a session with
/// Ballista's options), always; on one node only where a Parquet scan may take it as a row filter
/// (`datafusion.execution.parquet.pushdown_filters`) or `linebloom.runtime_filter_local_exchange`
/// keeps it below in-memory repartitions. Anywhere else `FilterPlacementRule` takes every one out
/// after planning, and placing them only costs planning time: the rule on TPC-DS SF 1 made one-node
/// queries of 10 to 30 ms up to 1.4x slower, filters that never ran.
pub(super) fn can_be_kept(config: &ConfigOptions, options: &LinebloomOptions) -> bool {
    options.runtime_filter_local_exchange
        || config.execution.parquet.pushdown_filters
        || config
            .entries()
            .iter()
            .any(|e| e.key.starts_with("ballista."))
}

/// The deepest a probe side may be, in plan nodes, with a runtime filter in it.
///
/// A plan crosses to a Ballista scheduler as nested protobuf messages, two a plan node, and the
/// decoder refuses more than 100 levels. TPC-DS Q64, a join of some eighteen tables, passed that
/// limit with six filters stacked on one scan, and the scheduler could not read it. Past this
/// depth the rule declines; Q64 keeps the filters of its lower joins.
pub(super) const MAX_PROBE_DEPTH: usize = 36;

/// The deepest a whole plan may be, in plan nodes, with runtime filters in it: the same decoder
/// limit as [`MAX_PROBE_DEPTH`], for the plan a scheduler reads. A filter the rule places deep in
/// a plan (a fact table under a semi join, with `F` reading the semi join's subquery) can pass it
/// where the probe side alone does not: TPC-DS Q64, 45 nodes deep without filters, came to 50 and
/// the scheduler could not read it.
pub(super) const MAX_PLAN_DEPTH: usize = 46;

/// `plan` without the runtime filters on a path deeper than [`MAX_PLAN_DEPTH`] (`above`: the
/// nodes above `plan`). A filter only drops rows its join drops, so leaving one out changes
/// no result.
pub(super) fn without_too_deep_filters(plan: &LogicalPlan, above: usize) -> Result<LogicalPlan> {
    if above + depth(plan) <= MAX_PLAN_DEPTH {
        return Ok(plan.clone());
    }
    if let Some(node) = runtime_filter(plan) {
        return without_too_deep_filters(&node.input, above);
    }
    let inputs = plan
        .inputs()
        .into_iter()
        .map(|input| without_too_deep_filters(input, above + 1))
        .collect::<Result<Vec<_>>>()?;
    plan.with_new_exprs(plan.expressions(), inputs)
}

/// The depth of `plan` in plan nodes.
pub(super) fn depth(plan: &LogicalPlan) -> usize {
    1 + plan.inputs().into_iter().map(depth).max().unwrap_or(0)
}

/// Whether `probe`, a probe side with the rule's node in it, is deeper than [`MAX_PROBE_DEPTH`].
pub(super) fn too_deep(probe: &LogicalPlan) -> bool {
    depth(probe) > MAX_PROBE_DEPTH
}

/// Whether the rule may filter `probe` with a filter built from `build`, by the logical plan: a
/// selective scan on the build side, a table on the probe side, no filter there yet, and a build
/// side that gives the same rows when read twice.
pub(super) fn logical(probe: &LogicalPlan, build: &LogicalPlan) -> bool {
    build_shape(build) == BuildShape::SelectiveScan
        && reads_a_table(probe)
        && !already_filtered(probe)
        && repeatable_plan(build)
}

/// Whether `plan` is a dimension a semi join above its join may narrow: a chain of
/// single-input operators down to a scan, filtered or not.
pub(super) fn dimension(plan: &LogicalPlan) -> bool {
    build_shape(plan) != BuildShape::Other
}

/// Whether the rule may filter `probe`, the fact side of an inner join with `dimension`, with a
/// filter built from `dimension` narrowed by a semi join with `subquery` above the join: a table
/// on the probe side, no runtime filter anywhere in it yet, and both build inputs give the same
/// rows when read twice.
///
/// A fact side another dimension's filter already thins passes few rows on to this one, which
/// costs a build (on Ballista a stage) of its own: TPC-DS Q33 at SF 1, the narrowed `item` filter
/// saw 13.9 K of 2.88 M `store_sales` rows, dropped 2 K, and the query ran 1.12x slower.
pub(super) fn logical_through_semi_join(
    probe: &LogicalPlan,
    dimension: &LogicalPlan,
    subquery: &LogicalPlan,
) -> bool {
    reads_a_table(probe)
        && !holds_runtime_filter_where(probe, &|_| true)
        && repeatable_plan(dimension)
        && repeatable_plan(subquery)
}

/// Whether a key pair of types `probe_type` and `build_type` may be filtered on: the same
/// supported type, and both expressions give the same value each time they are evaluated (the
/// filter evaluates the key once and the join again).
pub(super) fn key_pair(
    probe_type: &DataType,
    build_type: &DataType,
    probe_key: &Expr,
    build_key: &Expr,
) -> bool {
    probe_type == build_type
        && keys::check_key_type(probe_type, "runtime filter").is_ok()
        && repeatable_expr(probe_key)
        && repeatable_expr(build_key)
}
