//! The logical rule: where a runtime filter goes on the logical plan, and `F`'s plan.

use std::sync::Arc;

use datafusion::common::tree_node::{Transformed, TreeNode};
use datafusion::common::{Column, JoinType, NullEquality, Result};
use datafusion::logical_expr::expr::AggregateFunction;
use datafusion::logical_expr::utils::{conjunction, split_conjunction};
use datafusion::logical_expr::{
    lit, Aggregate, AggregateUDF, Expr, ExprSchemable, Extension, Filter as FilterPlan, Join,
    JoinConstraint, LogicalPlan, ScalarUDF,
};
use datafusion::optimizer::optimizer::ApplyOrder;
use datafusion::optimizer::push_down_filter::PushDownFilter;
use datafusion::optimizer::{Optimizer, OptimizerConfig, OptimizerRule};

use crate::functions::{LinebloomAgg, LinebloomKey};
use crate::options::LinebloomOptions;
use crate::repeatable::repeatable_expr;

use super::*;

/// The logical optimizer rule behind `linebloom.runtime_filter` (on by default in
/// [`crate::context`] and [`crate::with_join_filter`]). See the [module docs](super).
#[derive(Debug)]
pub struct RuntimeFilterRule {
    agg: Arc<AggregateUDF>,
    key: Arc<ScalarUDF>,
}

impl Default for RuntimeFilterRule {
    fn default() -> Self {
        RuntimeFilterRule {
            agg: Arc::new(AggregateUDF::from(LinebloomAgg::default())),
            key: Arc::new(ScalarUDF::from(LinebloomKey::default())),
        }
    }
}

impl RuntimeFilterRule {
    /// The join with its probe side `side` filtered, if the rule applies there.
    fn filter_side(
        &self,
        join: &Join,
        side: Side,
        options: &LinebloomOptions,
    ) -> Result<Option<LogicalPlan>> {
        let (probe, build) = match side {
            Side::Left => (&join.left, &join.right),
            Side::Right => (&join.right, &join.left),
        };
        if !decide::logical(probe, build) {
            return Ok(None);
        }
        let mut probe_keys = Vec::with_capacity(join.on.len());
        let mut build_keys = Vec::with_capacity(join.on.len());
        for (l, r) in &join.on {
            let (p, b) = match side {
                Side::Left => (l, r),
                Side::Right => (r, l),
            };
            let (pt, bt) = (
                p.get_type(probe.schema().as_ref())?,
                b.get_type(build.schema().as_ref())?,
            );
            if !decide::key_pair(&pt, &bt, p, b) {
                return Ok(None);
            }
            probe_keys.push(p.clone());
            build_keys.push(b.clone());
        }
        let (probe_key, build_key) = if probe_keys.len() == 1 {
            (probe_keys.remove(0), build_keys.remove(0))
        } else {
            (self.key.call(probe_keys), self.key.call(build_keys))
        };
        // Once per join and key: where an earlier pass sank this filter into the probe side, it
        // is there, though other rules may have rewritten its build side since (TPC-DS Q13 on
        // Ballista built each of its store_sales filters twice, 1.5x slower than without them).
        if holds_runtime_filter(probe, &probe_key) {
            return Ok(None);
        }
        let expected = DEFAULT_EXPECTED_ITEMS.min(options.join_filter_max_rows.max(1));
        let filter = filter_plan(
            &self.agg,
            Arc::clone(build),
            build_key,
            expected,
            options.join_filter_fpr,
        )?;
        let node = Arc::new(place(probe, &filter, &probe_key)?);
        if decide::too_deep(&node) {
            return Ok(None);
        }
        let (left, right) = match side {
            Side::Left => (node, Arc::clone(&join.right)),
            Side::Right => (Arc::clone(&join.left), node),
        };
        Ok(Some(LogicalPlan::Join(Join {
            left,
            right,
            ..join.clone()
        })))
    }

    /// The semi join `join` (`L LEFT SEMI JOIN S ON l = s`) with a filter on a fact table's key
    /// inside `L`, built from the dimension that `l` comes from, narrowed by the semi join.
    ///
    /// DataFusion keeps a semi join above the joins of its left side (TPC-DS Q58 and Q83:
    /// `d_date IN (SELECT ...)` over `store_sales JOIN date_dim`), so the fact table's join with
    /// the dimension has a whole scan for a build side, and no filter. Inside `L`, an inner join
    /// `A JOIN B ON a = b` with `l` a column of `B` passes on only rows of `A` whose `a` matches a
    /// row of `B`; the semi join keeps only those whose row of `B` has its `l` in `S`. So a row of
    /// `A` whose `a` is not among the `b` of `B LEFT SEMI JOIN S ON l = s` cannot reach the result,
    /// and that plan is `F`'s build side. The semi join itself stays where it is.
    fn filter_through_semi_join(
        &self,
        join: &Join,
        options: &LinebloomOptions,
    ) -> Result<Option<LogicalPlan>> {
        if join.join_type != JoinType::LeftSemi {
            return Ok(None);
        }
        for (l, s) in &join.on {
            let Expr::Column(column) = l else {
                continue;
            };
            let semi = SemiJoin {
                column,
                subquery: &join.right,
                subquery_key: s,
                filter: join.filter.as_ref(),
            };
            if let Some(left) = self.narrow(&join.left, &semi, options)? {
                return Ok(Some(LogicalPlan::Join(Join {
                    left: Arc::new(left),
                    ..join.clone()
                })));
            }
        }
        Ok(None)
    }

    /// `plan` (a semi join's left side) with a filter on the fact side of the inner join where
    /// `semi.column`'s dimension joins it, if there is one and the rule may filter there.
    fn narrow(
        &self,
        plan: &LogicalPlan,
        semi: &SemiJoin,
        options: &LinebloomOptions,
    ) -> Result<Option<LogicalPlan>> {
        let replace = |at: usize, input: LogicalPlan| -> Result<LogicalPlan> {
            let mut inputs: Vec<LogicalPlan> = plan.inputs().into_iter().cloned().collect();
            inputs[at] = input;
            plan.with_new_exprs(plan.expressions(), inputs)
        };
        let down = |input: &LogicalPlan| -> Result<Option<LogicalPlan>> {
            self.narrow(input, semi, options)?
                .map(|input| replace(0, input))
                .transpose()
        };
        match plan {
            LogicalPlan::Projection(p)
                if p.expr
                    .iter()
                    .any(|e| matches!(e, Expr::Column(c) if c == semi.column)) =>
            {
                down(&p.input)
            }
            LogicalPlan::Filter(f) => down(&f.input),
            LogicalPlan::Extension(_) if runtime_filter(plan).is_some() => down(plan.inputs()[0]),
            LogicalPlan::Join(j) if j.join_type == JoinType::Inner => {
                let in_left = j.left.schema().has_column(semi.column);
                let in_right = j.right.schema().has_column(semi.column);
                let (dimension_at, dimension, fact) = match (in_left, in_right) {
                    (true, false) => (0, &j.left, &j.right),
                    (false, true) => (1, &j.right, &j.left),
                    _ => return Ok(None),
                };
                let dimension_scan = without_runtime_filters(dimension);
                if !decide::dimension(dimension_scan) {
                    // The column comes from a join of its own: its dimension is further down.
                    return self
                        .narrow(dimension, semi, options)?
                        .map(|input| replace(dimension_at, input))
                        .transpose();
                }
                if !decide::logical_through_semi_join(fact, dimension_scan, semi.subquery) {
                    return Ok(None);
                }
                for (l, r) in &j.on {
                    let (fact_key, dimension_key) = if dimension_at == 0 { (r, l) } else { (l, r) };
                    let (ft, dt) = (
                        fact_key.get_type(fact.schema().as_ref())?,
                        dimension_key.get_type(dimension.schema().as_ref())?,
                    );
                    if !decide::key_pair(&ft, &dt, fact_key, dimension_key) {
                        continue;
                    }
                    // The semi join's other condition narrows the dimension too, where it reads
                    // only the dimension and the subquery (TPC-DS Q6: an item's price against
                    // its category's average). Without it the build keeps more keys, which is
                    // still right.
                    let condition = semi.filter.filter(|f| {
                        repeatable_expr(f)
                            && f.column_refs().iter().all(|c| {
                                dimension_scan.schema().has_column(c)
                                    || semi.subquery.schema().has_column(c)
                            })
                    });
                    let narrowed = LogicalPlan::Join(Join::try_new(
                        Arc::new(dimension_scan.clone()),
                        Arc::clone(semi.subquery),
                        vec![(Expr::Column(semi.column.clone()), semi.subquery_key.clone())],
                        condition.cloned(),
                        JoinType::LeftSemi,
                        JoinConstraint::On,
                        NullEquality::NullEqualsNothing,
                        false,
                    )?);
                    let expected = DEFAULT_EXPECTED_ITEMS.min(options.join_filter_max_rows.max(1));
                    let filter = filter_plan(
                        &self.agg,
                        Arc::new(narrowed),
                        dimension_key.clone(),
                        expected,
                        options.join_filter_fpr,
                    )?;
                    let node = place(fact, &filter, fact_key)?;
                    if decide::too_deep(&node) {
                        return Ok(None);
                    }
                    return replace(1 - dimension_at, node).map(Some);
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }
}

/// A semi join's key pair, as [`RuntimeFilterRule::filter_through_semi_join`] follows it down:
/// `column` of its left side, `subquery_key` over its right side, `subquery`.
struct SemiJoin<'a> {
    column: &'a Column,
    subquery: &'a Arc<LogicalPlan>,
    subquery_key: &'a Expr,
    /// The semi join's other condition, if any.
    filter: Option<&'a Expr>,
}

/// `plan` without the runtime filters on top of it. A filter there drops only rows the join it
/// was built for drops; `F` reads the plan without it.
fn without_runtime_filters(plan: &LogicalPlan) -> &LogicalPlan {
    let mut node = plan;
    while let Some(filter) = runtime_filter(node) {
        node = &filter.input;
    }
    node
}

/// `plan` with a [`RuntimeFilterNode`] on `key`: on the deepest input of a join below `plan` that
/// the key's columns reach unchanged, else on `plan` itself.
///
/// The node goes through projections that pass the key's columns on and through other runtime
/// filters, into the input of a join that passes its rows on by that key (either input of an
/// inner join, the preserved input of an outer join, the filtered input of a semi or anti join),
/// and on down the same way. In a star join the probe side of the join with one dimension is
/// often the fact table already joined with another (TPC-DS Q4: `customer JOIN store_sales`, then
/// `date_dim`); the filter then drops fact rows before that first join and its exchange, and
/// several filters stack on the fact table's side. A row whose key the filter drops would have
/// been dropped by the join the filter was built for: the key reaches that join unchanged, and no
/// join between can bring the row back. Without a join to go into, the node stays on top, where
/// `filter_below_runtime_filter` keeps the predicates DataFusion infers later from stacking up.
fn place(plan: &LogicalPlan, filter: &LogicalPlan, key: &Expr) -> Result<LogicalPlan> {
    match sink(plan, filter, key)? {
        Some(sunk) => Ok(sunk),
        None => with_node(plan, filter, key),
    }
}

fn with_node(plan: &LogicalPlan, filter: &LogicalPlan, key: &Expr) -> Result<LogicalPlan> {
    let node = RuntimeFilterNode::try_new(plan.clone(), filter.clone(), key.clone())?;
    Ok(LogicalPlan::Extension(Extension {
        node: Arc::new(node),
    }))
}

/// `plan` with the node inside a join input below it, if the key reaches one (see [`place`]).
fn sink(plan: &LogicalPlan, filter: &LogicalPlan, key: &Expr) -> Result<Option<LogicalPlan>> {
    let columns = key.column_refs();
    let has_key = |input: &LogicalPlan| columns.iter().all(|c| input.schema().has_column(c));
    let replace = |at: usize, input: LogicalPlan| -> Result<LogicalPlan> {
        let mut inputs: Vec<LogicalPlan> = plan.inputs().into_iter().cloned().collect();
        inputs[at] = input;
        plan.with_new_exprs(plan.expressions(), inputs)
    };
    match plan {
        LogicalPlan::Join(join) => {
            let sides: &[usize] = match join.join_type {
                JoinType::Inner => &[0, 1],
                JoinType::Left | JoinType::LeftSemi | JoinType::LeftAnti => &[0],
                JoinType::Right | JoinType::RightSemi | JoinType::RightAnti => &[1],
                _ => &[],
            };
            let inputs = [join.left.as_ref(), join.right.as_ref()];
            let Some(at) = sides.iter().copied().find(|&i| has_key(inputs[i])) else {
                return Ok(None);
            };
            Ok(Some(replace(at, place(inputs[at], filter, key)?)?))
        }
        LogicalPlan::Projection(p)
            if columns.iter().all(|c| {
                p.expr
                    .iter()
                    .any(|e| matches!(e, Expr::Column(o) if o == *c))
            }) =>
        {
            sink(&p.input, filter, key)?
                .map(|input| replace(0, input))
                .transpose()
        }
        LogicalPlan::Extension(e) if e.node.as_any().is::<RuntimeFilterNode>() => {
            sink(plan.inputs()[0], filter, key)?
                .map(|input| replace(0, input))
                .transpose()
        }
        _ => Ok(None),
    }
}

/// Whether `plan` has a [`RuntimeFilterNode`] on `key` anywhere.
///
/// By key alone, not by the key and `F`'s plan: the optimizer's later passes rewrite a placed
/// filter's build side (common subexpressions, predicates inferred from the join), so an equal
/// `F` misses the filter an earlier pass placed, and a second copy of it was built and tested.
/// A second filter on a key already filtered by another join's build side drops only the rows
/// both build sides miss, for a second build: the first one is kept.
///
/// Not inside a filter's `F`: a build side there is another plan, read for the filter only.
fn holds_runtime_filter(plan: &LogicalPlan, key: &Expr) -> bool {
    holds_runtime_filter_where(plan, &|node| &node.key == key)
}

/// Whether `plan` has a [`RuntimeFilterNode`] for which `found` holds, outside filters' `F`s.
pub(super) fn holds_runtime_filter_where(
    plan: &LogicalPlan,
    found: &dyn Fn(&RuntimeFilterNode) -> bool,
) -> bool {
    if let Some(node) = runtime_filter(plan) {
        return found(node) || holds_runtime_filter_where(&node.input, found);
    }
    plan.inputs()
        .into_iter()
        .any(|input| holds_runtime_filter_where(input, found))
}

/// `F`: one row, one column, `linebloom_agg(key, expected, fpr)` over `build`.
pub(super) fn filter_plan(
    agg: &Arc<AggregateUDF>,
    build: Arc<LogicalPlan>,
    key: Expr,
    expected: usize,
    fpr: f64,
) -> Result<LogicalPlan> {
    let call = Expr::AggregateFunction(AggregateFunction::new_udf(
        Arc::clone(agg),
        vec![key, lit(expected as i64), lit(fpr)],
        false,
        None,
        vec![],
        None,
    ))
    .alias(FILTER_COLUMN);
    Ok(LogicalPlan::Aggregate(Aggregate::try_new(
        build,
        vec![],
        vec![call],
    )?))
}

impl OptimizerRule for RuntimeFilterRule {
    fn name(&self) -> &str {
        "linebloom_runtime_filter"
    }

    /// The rule walks the plan itself (bottom up, as [`ApplyOrder::BottomUp`] would), so that it
    /// can leave the filters' `F` plans alone: a build side there is read for its filter only,
    /// and a filter inside it would be another build for no join.
    fn apply_order(&self) -> Option<ApplyOrder> {
        None
    }

    fn rewrite(
        &self,
        plan: LogicalPlan,
        config: &dyn OptimizerConfig,
    ) -> Result<Transformed<LogicalPlan>> {
        let below = match runtime_filter(&plan) {
            Some(node) => {
                let input = self.rewrite(node.input.clone(), config)?;
                if input.transformed {
                    let node = RuntimeFilterNode::try_new(
                        input.data,
                        node.filter.clone(),
                        node.key.clone(),
                    )?;
                    Transformed::yes(LogicalPlan::Extension(Extension {
                        node: Arc::new(node),
                    }))
                } else {
                    Transformed::no(plan)
                }
            }
            None => plan
                .map_children(|child| self.rewrite(child, config))?
                .transform_data(|p| p.map_subqueries(|sub| self.rewrite(sub, config)))?,
        };
        below.transform_data(|p| self.rewrite_node(p, config))
    }
}

/// `plan` as a [`RuntimeFilterNode`], if it is one.
pub(super) fn runtime_filter(plan: &LogicalPlan) -> Option<&RuntimeFilterNode> {
    match plan {
        LogicalPlan::Extension(e) => e.node.as_any().downcast_ref::<RuntimeFilterNode>(),
        _ => None,
    }
}

impl RuntimeFilterRule {
    /// The rule at one node, its inputs done.
    fn rewrite_node(
        &self,
        plan: LogicalPlan,
        config: &dyn OptimizerConfig,
    ) -> Result<Transformed<LogicalPlan>> {
        if let Some(sunk) = filter_below_runtime_filter(&plan, config)? {
            return Ok(Transformed::yes(sunk));
        }
        if let Some(empty) = empty_probe_side(&plan) {
            return Ok(Transformed::yes(empty));
        }
        let LogicalPlan::Join(join) = &plan else {
            return Ok(Transformed::no(plan));
        };
        let config_options = config.options();
        let Some(options) = config_options.extensions.get::<LinebloomOptions>() else {
            return Ok(Transformed::no(plan));
        };
        // Options built in code can be out of range (`SET` refuses such values): then no filter.
        if !options.runtime_filter
            || options.validate().is_err()
            || !decide::can_be_kept(&config_options, options)
            || join.on.is_empty()
            || join.null_equality != NullEquality::NullEqualsNothing
            || join.null_aware
        {
            return Ok(Transformed::no(plan));
        }
        // Through a semi join first: its own filter, on the semi join's key, goes into the
        // dimension, where the narrowed dimension is then no longer a plain scan to build from.
        if let Some(new) = self.filter_through_semi_join(join, options)? {
            return Ok(Transformed::yes(new));
        }
        for &side in probe_sides(join.join_type) {
            if let Some(new) = self.filter_side(join, side, options)? {
                return Ok(Transformed::yes(new));
            }
        }
        Ok(Transformed::no(plan))
    }
}

/// `RuntimeFilterNode(EmptyRelation)` as the empty relation; `None` for any other plan.
///
/// A probe side can turn empty after the rule placed its node (TPC-DS Q4: a union branch whose
/// `sale_type` can never match). With the node left there, DataFusion's `PropagateEmptyRelation`
/// cannot see through it to take the join above out, and the plan cannot cross to a Ballista
/// scheduler: an empty relation is encoded without its schema, so the node's key no longer
/// resolves on the other side. Nothing is left to filter, so the node goes.
fn empty_probe_side(plan: &LogicalPlan) -> Option<LogicalPlan> {
    let LogicalPlan::Extension(extension) = plan else {
        return None;
    };
    let node = extension
        .node
        .as_any()
        .downcast_ref::<RuntimeFilterNode>()?;
    match &node.input {
        LogicalPlan::EmptyRelation(empty) if !empty.produce_one_row => Some(node.input.clone()),
        _ => None,
    }
}

/// `Filter(p, RuntimeFilterNode(input))` as `RuntimeFilterNode(Filter(p, input))`, without the
/// conjuncts of `p` that `input`'s own filter has already; `None` for any other plan.
///
/// DataFusion's `PushDownFilter` cannot push a predicate through the node (it would push it into
/// `F` as well), and on every pass it pushes the predicates it infers from a join's filter down
/// again. They stopped above the node, so that where the planner later declined the filter the
/// probe side was filtered twice, the repeated predicates first: TPC-H Q19's costly `l_quantity`
/// ranges came before its cheap `l_shipmode` equalities, 1.23x slower at SF 1. Both filters drop
/// rows without a match and nothing else, so they commute (a volatile predicate stays put).
fn filter_below_runtime_filter(
    plan: &LogicalPlan,
    config: &dyn OptimizerConfig,
) -> Result<Option<LogicalPlan>> {
    let LogicalPlan::Filter(filter) = plan else {
        return Ok(None);
    };
    let LogicalPlan::Extension(extension) = filter.input.as_ref() else {
        return Ok(None);
    };
    let Some(node) = extension.node.as_any().downcast_ref::<RuntimeFilterNode>() else {
        return Ok(None);
    };
    if filter.predicate.is_volatile() {
        return Ok(None);
    }
    let present = filtered_below(&node.input);
    let new = split_conjunction(&filter.predicate)
        .into_iter()
        .filter(|e| !present.contains(e))
        .cloned();
    let input = match (conjunction(new), &node.input) {
        (None, input) => input.clone(),
        (Some(new), LogicalPlan::Filter(below)) => LogicalPlan::Filter(FilterPlan::try_new(
            below.predicate.clone().and(new),
            Arc::clone(&below.input),
        )?),
        // Below a join, say, where the predicates go is `PushDownFilter`'s to decide, as if the
        // node were not there.
        (Some(new), input) => {
            let filtered = LogicalPlan::Filter(FilterPlan::try_new(new, Arc::new(input.clone()))?);
            Optimizer::with_rules(vec![Arc::new(PushDownFilter::new())]).optimize(
                filtered,
                config,
                |_, _| {},
            )?
        }
    };
    let node = RuntimeFilterNode::try_new(input, node.filter.clone(), node.key.clone())?;
    Ok(Some(LogicalPlan::Extension(Extension {
        node: Arc::new(node),
    })))
}

/// The conjuncts `plan` is filtered by at its top, through projections that only pass columns on
/// (whose output names are their input's).
fn filtered_below(plan: &LogicalPlan) -> Vec<&Expr> {
    let mut node = plan;
    loop {
        match node {
            LogicalPlan::Filter(f) => return split_conjunction(&f.predicate),
            LogicalPlan::Projection(p) if p.expr.iter().all(|e| matches!(e, Expr::Column(_))) => {
                node = p.input.as_ref()
            }
            _ => return Vec::new(),
        }
    }
}
