//! The pre-shuffle runtime filter: a logical optimizer rule in the manner of Spark's
//! `InjectRuntimeFilter`, its logical node, the extension planner that plans it, and the physical
//! operator that applies it.
//!
//! For an equi-join where dropping a probe row without a match cannot change the result, with a
//! selective build side (a filter over a scan) and a probe side that reads a table,
//! [`RuntimeFilterRule`] puts a [`RuntimeFilterNode`] on top of the probe side. Its second input,
//! `F`, is a one-row plan: `linebloom_agg` over a copy of the build side's key expression (for
//! several key columns, of `linebloom_key(...)`). Because the rule works on the logical plan, the
//! filter is below whatever exchange the physical planner puts on the probe side: a hash join's
//! or a sort-merge join's repartition on one node, the probe stage's shuffle writer on Ballista.
//!
//! [`RuntimeFilterExec`] applies `F`: it requires `F` as a single partition (so Ballista cuts the
//! aggregate into an earlier stage and every task of the probe stage reads it whole), decodes the
//! image once per execution, and probes whole batches through the bitmap path. The build side is
//! read twice (once for `F`, once for the join), which Spark accepts too.
//!
//! Which joins (probe side in brackets): inner (either side, the build side being the selective
//! one), left semi `[left]`, right semi `[right]`, left outer `[right]`, right outer `[left]`;
//! never anti or full joins, null-equal keys or the null-aware anti join of `NOT IN`.
//!
//! Reading the build side twice is only right if both reads give the same rows: the rule declines
//! a build side that is not known to (one with a volatile expression, a `LIMIT` without a total
//! order, `DISTINCT ON`, an order-sensitive aggregate such as `first_value`, a recursive query's
//! work table, or any plan node outside a list of deterministic kinds), and a volatile key on
//! either side.

use std::fmt;
use std::sync::Arc;

use async_trait::async_trait;
use datafusion::arrow::array::{Array, ArrayRef, AsArray, RecordBatch};
use datafusion::arrow::compute::filter_record_batch;
use datafusion::arrow::datatypes::{DataType, Schema};
use datafusion::catalog::Session;
use datafusion::common::config::ConfigOptions;
use datafusion::common::runtime::SpawnedTask;
use datafusion::common::tree_node::{Transformed, TreeNode, TreeNodeRecursion};
use datafusion::common::{
    internal_err, DFSchemaRef, DataFusionError, JoinType, NullEquality, Result, ScalarValue,
    Statistics,
};
use datafusion::datasource::source::DataSourceExec;
use datafusion::execution::context::QueryPlanner;
use datafusion::execution::{SendableRecordBatchStream, TaskContext};
use datafusion::logical_expr::expr::AggregateFunction;
use datafusion::logical_expr::physical_planning_context::PhysicalPlanningContext;
use datafusion::logical_expr::utils::{conjunction, split_conjunction};
use datafusion::logical_expr::{
    lit, Aggregate, AggregateUDF, ColumnarValue, Expr, ExprSchemable, Extension,
    Filter as FilterPlan, Join, LogicalPlan, ScalarUDF, UserDefinedLogicalNode,
    UserDefinedLogicalNodeCore,
};
use datafusion::optimizer::optimizer::ApplyOrder;
use datafusion::optimizer::push_down_filter::PushDownFilter;
use datafusion::optimizer::{Optimizer, OptimizerConfig, OptimizerRule};
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_expr::{Distribution, PhysicalExpr, PhysicalExprRef};
use datafusion::physical_plan::aggregates::AggregateExec;
use datafusion::physical_plan::coop::CooperativeExec;
use datafusion::physical_plan::filter::FilterExec;
use datafusion::physical_plan::filter_pushdown::{
    ChildFilterDescription, ChildPushdownResult, FilterDescription, FilterPushdownPhase,
    FilterPushdownPropagation, PushedDown,
};
use datafusion::physical_plan::metrics::{
    BaselineMetrics, Count, ExecutionPlanMetricsSet, MetricBuilder, MetricsSet,
};
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use datafusion::physical_plan::{
    ChildStats, ChildrenPropertiesMode, DisplayAs, DisplayFormatType, ExecutionPlan,
    ExecutionPlanProperties, InputDistributionRequirements, PlanProperties, ReplaceChildrenOptions,
    StatisticsArgs, StatisticsContext,
};
use datafusion::physical_planner::{DefaultPhysicalPlanner, ExtensionPlanner, PhysicalPlanner};
use futures::{StreamExt, TryStreamExt};
use linebloom::Filter;
use tokio::sync::OnceCell;

use crate::functions::{LinebloomAgg, LinebloomKey};
use crate::keys;
use crate::options::LinebloomOptions;
use crate::repeatable::{repeatable_expr, repeatable_plan};

/// The name of `F`'s one column.
const FILTER_COLUMN: &str = "linebloom_runtime_filter";

/// `linebloom_agg`'s size when the rule knows nothing better; the extension planner re-sizes `F`
/// from the build side's physical estimate when it has one.
const DEFAULT_EXPECTED_ITEMS: usize = 1_000_000;

/// The logical optimizer rule behind `linebloom.runtime_filter` (on by default in
/// [`crate::context`] and [`crate::with_join_filter`]). See the [module docs](self).
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

/// Which input of a join is the probe side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Left,
    Right,
}

/// The probe sides a join of type `t` may filter: those whose rows without a match never reach
/// the result.
fn probe_sides(t: JoinType) -> &'static [Side] {
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
enum BuildShape {
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
        if build_shape(build) != BuildShape::SelectiveScan
            || !reads_a_table(probe)
            || already_filtered(probe)
            || !repeatable_plan(build)
        {
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
            // A volatile key would be evaluated once by the filter and again by the join.
            if pt != bt
                || keys::check_key_type(&pt, "runtime filter").is_err()
                || !repeatable_expr(p)
                || !repeatable_expr(b)
            {
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
        let expected = DEFAULT_EXPECTED_ITEMS.min(options.join_filter_max_rows.max(1));
        let filter = filter_plan(
            &self.agg,
            Arc::clone(build),
            build_key,
            expected,
            options.join_filter_fpr,
        )?;
        let node = RuntimeFilterNode::try_new(probe.as_ref().clone(), filter, probe_key)?;
        let node = Arc::new(LogicalPlan::Extension(Extension {
            node: Arc::new(node),
        }));
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
}

/// `F`: one row, one column, `linebloom_agg(key, expected, fpr)` over `build`.
fn filter_plan(
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

    fn apply_order(&self) -> Option<ApplyOrder> {
        Some(ApplyOrder::BottomUp)
    }

    fn rewrite(
        &self,
        plan: LogicalPlan,
        config: &dyn OptimizerConfig,
    ) -> Result<Transformed<LogicalPlan>> {
        if let Some(sunk) = filter_below_runtime_filter(&plan, config)? {
            return Ok(Transformed::yes(sunk));
        }
        let LogicalPlan::Join(join) = &plan else {
            return Ok(Transformed::no(plan));
        };
        let options = config.options();
        let Some(options) = options.extensions.get::<LinebloomOptions>() else {
            return Ok(Transformed::no(plan));
        };
        // Options built in code can be out of range (`SET` refuses such values): then no filter.
        if !options.runtime_filter
            || options.validate().is_err()
            || join.on.is_empty()
            || join.null_equality != NullEquality::NullEqualsNothing
            || join.null_aware
        {
            return Ok(Transformed::no(plan));
        }
        for &side in probe_sides(join.join_type) {
            if let Some(new) = self.filter_side(join, side, options)? {
                return Ok(Transformed::yes(new));
            }
        }
        Ok(Transformed::no(plan))
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

/// The logical node the rule puts on a probe side: its rows (first input) whose `key` may be in
/// the filter image that its second input, `F`, computes. The output schema is the first input's.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Hash)]
pub struct RuntimeFilterNode {
    input: LogicalPlan,
    filter: LogicalPlan,
    key: Expr,
}

impl RuntimeFilterNode {
    /// The node filtering `input` by `key` through the one-row, one-Binary-column plan `filter`.
    pub fn try_new(input: LogicalPlan, filter: LogicalPlan, key: Expr) -> Result<Self> {
        let fields = filter.schema().fields();
        if fields.len() != 1 || !matches!(fields[0].data_type(), DataType::Binary) {
            return internal_err!(
                "RuntimeFilterNode: the filter input must have one Binary column, not {}",
                filter.schema()
            );
        }
        keys::check_key_type(&key.get_type(input.schema().as_ref())?, "runtime filter")?;
        Ok(RuntimeFilterNode { input, filter, key })
    }

    /// The probe side's key expression.
    pub fn key(&self) -> &Expr {
        &self.key
    }
}

impl UserDefinedLogicalNodeCore for RuntimeFilterNode {
    fn name(&self) -> &str {
        "LinebloomRuntimeFilter"
    }

    fn inputs(&self) -> Vec<&LogicalPlan> {
        vec![&self.input, &self.filter]
    }

    fn schema(&self) -> &DFSchemaRef {
        self.input.schema()
    }

    fn expressions(&self) -> Vec<Expr> {
        vec![self.key.clone()]
    }

    fn fmt_for_explain(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "LinebloomRuntimeFilter: key={}", self.key)
    }

    fn with_exprs_and_inputs(
        &self,
        mut exprs: Vec<Expr>,
        inputs: Vec<LogicalPlan>,
    ) -> Result<Self> {
        let (Some(key), Ok([input, filter])) = (exprs.pop(), <[LogicalPlan; 2]>::try_from(inputs))
        else {
            return internal_err!("RuntimeFilterNode takes one expression and two inputs");
        };
        RuntimeFilterNode::try_new(input, filter, key)
    }

    fn necessary_children_exprs(&self, output_columns: &[usize]) -> Option<Vec<Vec<usize>>> {
        // The key's columns are added by the optimizer from `expressions()`.
        Some(vec![output_columns.to_vec(), vec![0]])
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

/// Plans [`RuntimeFilterNode`] as [`RuntimeFilterExec`], or as its probe input alone where the
/// physical estimates show the filter cannot pay: a probe side estimated below
/// `linebloom.runtime_filter_min_probe_rows`, a build side estimated above
/// `linebloom.join_filter_max_rows`, build-side scans reading more than half as many rows as
/// the probe side has ([`MAX_BUILD_SCAN_SHARE`]), or, on Ballista, a build side it will
/// broadcast. `F` is sized from the build side's estimate.
#[derive(Debug, Default)]
pub struct RuntimeFilterPlanner;

#[async_trait]
impl ExtensionPlanner for RuntimeFilterPlanner {
    async fn plan_extension(
        &self,
        planner: &dyn PhysicalPlanner,
        node: &dyn UserDefinedLogicalNode,
        logical_inputs: &[&LogicalPlan],
        physical_inputs: &[Arc<dyn ExecutionPlan>],
        session: &dyn Session,
        planning_ctx: &PhysicalPlanningContext,
    ) -> Result<Option<Arc<dyn ExecutionPlan>>> {
        let Some(node) = node.as_any().downcast_ref::<RuntimeFilterNode>() else {
            return Ok(None);
        };
        let ([probe, filter], [probe_logical, filter_logical]) = (physical_inputs, logical_inputs)
        else {
            return internal_err!("RuntimeFilterNode has two inputs");
        };
        let options = session
            .config_options()
            .extensions
            .get::<LinebloomOptions>()
            .cloned()
            .unwrap_or_default();
        let probe_rows = estimated_rows(probe)?;
        if probe_rows.is_some_and(|r| r < options.runtime_filter_min_probe_rows) {
            return Ok(Some(Arc::clone(probe)));
        }
        let build_side = below_aggregates(filter);
        // A stream (a FIFO, a socket) gives different rows on each read, and `F` would never
        // finish over an unbounded one.
        if build_side.boundedness().is_unbounded() {
            return Ok(Some(Arc::clone(probe)));
        }
        let build_rows = estimated_rows(&build_side)?;
        if build_rows.is_some_and(|r| r > options.join_filter_max_rows) {
            return Ok(Some(Arc::clone(probe)));
        }
        if let Some(threshold) = ballista_broadcast_threshold(session.config_options()) {
            if estimated_bytes(&build_side)?.is_some_and(|b| b < threshold) {
                return Ok(Some(Arc::clone(probe)));
            }
        }
        if let (Some(probe_rows), Some(scanned)) = (probe_rows, scanned_rows(&build_side)?) {
            if scanned as f64 > MAX_BUILD_SCAN_SHARE * probe_rows as f64 {
                return Ok(Some(Arc::clone(probe)));
            }
        }
        let mut filter = Arc::clone(filter);
        if let (Some(rows), LogicalPlan::Aggregate(agg)) = (build_rows, filter_logical) {
            let expected = rows.clamp(1024, options.join_filter_max_rows.max(1024));
            if let Some((udaf, key, fpr)) = agg_parts(agg) {
                let resized = filter_plan(&udaf, Arc::clone(&agg.input), key, expected, fpr)?;
                filter = planner.create_physical_plan(&resized, session).await?;
            }
        }
        let key = planner.create_physical_expr(
            &node.key,
            probe_logical.schema(),
            session,
            planning_ctx,
        )?;
        Ok(Some(Arc::new(RuntimeFilterExec::new(
            Arc::clone(probe),
            filter,
            key,
            options.join_filter_sample_rows as u64,
            options.join_filter_min_drop,
        ))))
    }
}

/// The aggregate function, key and false-positive rate of an `F` the rule made.
fn agg_parts(agg: &Aggregate) -> Option<(Arc<AggregateUDF>, Expr, f64)> {
    let [Expr::Alias(alias)] = agg.aggr_expr.as_slice() else {
        return None;
    };
    let Expr::AggregateFunction(f) = alias.expr.as_ref() else {
        return None;
    };
    let [key, _, Expr::Literal(ScalarValue::Float64(Some(fpr)), _)] = f.params.args.as_slice()
    else {
        return None;
    };
    Some((Arc::clone(&f.func), key.clone(), *fpr))
}

/// A [`QueryPlanner`] that plans linebloom's [`RuntimeFilterNode`] (and everything else as
/// DataFusion's default planner does). [`crate::with_join_filter`] sets it.
#[derive(Debug, Default)]
pub struct LinebloomQueryPlanner;

#[async_trait]
impl QueryPlanner for LinebloomQueryPlanner {
    async fn create_physical_plan(
        &self,
        logical_plan: &LogicalPlan,
        session: &dyn Session,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        DefaultPhysicalPlanner::with_extension_planners(vec![Arc::new(RuntimeFilterPlanner)])
            .create_physical_plan(logical_plan, session)
            .await
    }
}

fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// What `F` gave an execution: a filter, or nothing to filter with (pass every row).
type Loaded = Option<Arc<Filter>>;

/// What one execution of a [`RuntimeFilterExec`] runs, settled once for all its partitions: the
/// filter, and the probe input with the filter inside its Parquet scan where that scan took it.
///
/// One pushed plan serves every partition: DataFusion 55's file scans share their files among
/// the partitions of one scan (work stealing), so a scan rebuilt per partition would read every
/// file in each.
#[derive(Debug, Clone)]
struct Prepared {
    filter: Loaded,
    pushed_input: Option<Arc<dyn ExecutionPlan>>,
}

/// The physical runtime filter: the rows of its first input whose key may be in the filter
/// image its second input (`F`, one row) computes.
///
/// - `F` is required as a single partition: on Ballista it is then cut into an earlier stage and
///   every task of this operator's stage reads it whole.
/// - The image is read and decoded once per execution (shared by the partitions of one node;
///   once per task on Ballista), never copied into rows; the probe input is not started until
///   it is there, so no probe row passes unfiltered.
/// - Batches are probed whole through linebloom's bitmap path; a null key is dropped (it matches
///   nothing). A null image or an `F` without rows passes every row.
/// - Each stream filters its first `sample_rows` rows and stops filtering if it dropped fewer
///   than `min_drop` of them.
///
/// Made by [`RuntimeFilterPlanner`] from the rule's [`RuntimeFilterNode`]; `linebloom-ballista`'s
/// codec ships it to executors.
#[derive(Debug)]
pub struct RuntimeFilterExec {
    input: Arc<dyn ExecutionPlan>,
    filter: Arc<dyn ExecutionPlan>,
    key: PhysicalExprRef,
    sample_rows: u64,
    min_drop: f64,
    prepared: Arc<OnceCell<Prepared>>,
    metrics: ExecutionPlanMetricsSet,
    /// The Parquet scans partitions pushed the filter into (their metrics count the rows the
    /// scans dropped).
    pushed: Arc<std::sync::Mutex<Vec<Arc<dyn ExecutionPlan>>>>,
}

impl RuntimeFilterExec {
    /// Filters `input` by `key` through the image `filter` computes (one Binary column); streams
    /// stop filtering when they drop fewer than `min_drop` of their first `sample_rows` rows
    /// (`min_drop` 0: never).
    pub fn new(
        input: Arc<dyn ExecutionPlan>,
        filter: Arc<dyn ExecutionPlan>,
        key: PhysicalExprRef,
        sample_rows: u64,
        min_drop: f64,
    ) -> Self {
        RuntimeFilterExec {
            input,
            filter,
            key,
            sample_rows,
            min_drop,
            prepared: Arc::new(OnceCell::new()),
            metrics: ExecutionPlanMetricsSet::new(),
            pushed: Arc::default(),
        }
    }

    /// The probe side: the rows this operator filters.
    pub fn input(&self) -> &Arc<dyn ExecutionPlan> {
        &self.input
    }

    /// The probe side's key expression.
    pub fn key(&self) -> &PhysicalExprRef {
        &self.key
    }

    /// How many of its first rows each stream filters before judging the filter.
    pub fn sample_rows(&self) -> u64 {
        self.sample_rows
    }

    /// The fraction of sampled rows a filter must drop to stay on.
    pub fn min_drop(&self) -> f64 {
        self.min_drop
    }

    /// Rows the filter saw and rows it dropped, summed over the partitions it ran, counting
    /// those a Parquet scan dropped for it (after execution: its final figures).
    pub fn rows(&self) -> (u64, u64) {
        let m = self.all_metrics();
        let sum = |name: &str| {
            m.sum_by_name(name)
                .map(|v| v.as_usize() as u64)
                .unwrap_or(0)
        };
        let in_scan = sum("pushdown_rows_pruned");
        (sum("input_rows") + in_scan, sum("rows_dropped") + in_scan)
    }

    /// Whether a partition pushed the filter into its Parquet scan.
    pub fn pushed_into_scan(&self) -> bool {
        !lock(&self.pushed).is_empty()
    }

    /// This operator's metrics and, where the filter went into a Parquet scan, the scan's row
    /// filter counts (`pushdown_rows_pruned`, `pushdown_rows_matched`).
    fn all_metrics(&self) -> MetricsSet {
        let mut out = self.metrics.clone_inner();
        for scan in lock(&self.pushed).iter() {
            for m in scan.metrics().iter().flat_map(|s| s.iter()) {
                let name = m.value().name();
                if name == "pushdown_rows_pruned" || name == "pushdown_rows_matched" {
                    out.push(Arc::clone(m));
                }
            }
        }
        out
    }
}

impl DisplayAs for RuntimeFilterExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "LinebloomRuntimeFilterExec: key={}", self.key)
    }
}

/// Reads `F` whole and decodes its image (the union, should it give several rows).
async fn load(plan: Arc<dyn ExecutionPlan>, ctx: Arc<TaskContext>) -> Result<Loaded> {
    let batches = datafusion::physical_plan::collect(plan, ctx).await?;
    let mut merged: Option<Filter> = None;
    for batch in &batches {
        let column: &ArrayRef = batch.column(0);
        for i in 0..column.len() {
            let image = match column.data_type() {
                _ if column.is_null(i) => return Ok(None),
                DataType::Binary => column.as_binary::<i32>().value(i),
                DataType::LargeBinary => column.as_binary::<i64>().value(i),
                DataType::BinaryView => column.as_binary_view().value(i),
                other => {
                    return datafusion::common::exec_err!(
                        "linebloom runtime filter: the filter is {other}, not Binary"
                    )
                }
            };
            let filter = Filter::from_image(image).map_err(|e| {
                datafusion::common::DataFusionError::Execution(format!(
                    "linebloom runtime filter: not a filter image: {e}"
                ))
            })?;
            match merged.as_mut() {
                None => merged = Some(filter),
                Some(m) => m.union(&filter).map_err(|e| {
                    datafusion::common::DataFusionError::Execution(format!(
                        "linebloom runtime filter: images do not merge: {e}"
                    ))
                })?,
            }
        }
    }
    Ok(merged.map(Arc::new))
}

/// One stream's probing state.
struct Probe {
    filter: Loaded,
    key: PhysicalExprRef,
    hashes: Vec<u64>,
    sample_rows: u64,
    min_drop: f64,
    filtered: u64,
    dropped_here: u64,
    stopped: bool,
    input_rows: Count,
    dropped: Count,
    baseline: BaselineMetrics,
}

impl Probe {
    fn apply(&mut self, batch: RecordBatch) -> Result<RecordBatch> {
        let rows = batch.num_rows();
        self.input_rows.add(rows);
        let filter = match (&self.filter, self.stopped) {
            (Some(f), false) => Arc::clone(f),
            _ => {
                self.baseline.record_output(rows);
                return Ok(batch);
            }
        };
        let timer = self.baseline.elapsed_compute().timer();
        let key = self.key.evaluate(&batch)?.into_array(rows)?;
        let maybe = keys::probe_column(&filter, &key, &mut self.hashes)?;
        let kept = filter_record_batch(&batch, &maybe)?;
        timer.done();
        let dropped = rows - kept.num_rows();
        self.dropped.add(dropped);
        self.filtered += rows as u64;
        self.dropped_here += dropped as u64;
        if self.filtered >= self.sample_rows
            && (self.dropped_here as f64) < self.min_drop * self.filtered as f64
        {
            self.stopped = true;
        }
        self.baseline.record_output(kept.num_rows());
        Ok(kept)
    }
}

impl ExecutionPlan for RuntimeFilterExec {
    fn name(&self) -> &str {
        "LinebloomRuntimeFilterExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        self.input.properties()
    }

    fn input_distribution_requirements(&self) -> InputDistributionRequirements {
        InputDistributionRequirements::new(vec![
            Distribution::UnspecifiedDistribution,
            Distribution::SinglePartition,
        ])
    }

    fn maintains_input_order(&self) -> Vec<bool> {
        vec![true, false]
    }

    fn benefits_from_input_partitioning(&self) -> Vec<bool> {
        vec![false, false]
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        vec![&self.input, &self.filter]
    }

    fn apply_expressions(
        &self,
        f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
    ) -> Result<TreeNodeRecursion> {
        f(&self.key)
    }

    fn with_new_children(
        self: Arc<Self>,
        children: Vec<Arc<dyn ExecutionPlan>>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let Ok([input, filter]) = <[Arc<dyn ExecutionPlan>; 2]>::try_from(children) else {
            return internal_err!("LinebloomRuntimeFilterExec takes two children");
        };
        // The same operator with new inputs (Ballista's executor, for one, swaps in shuffle
        // readers below it): it keeps its metrics and scans, so that what it did is counted
        // wherever it is read from; the filter is read again from the new `F`.
        let mut new = RuntimeFilterExec::new(
            input,
            filter,
            Arc::clone(&self.key),
            self.sample_rows,
            self.min_drop,
        );
        new.metrics = self.metrics.clone();
        new.pushed = Arc::clone(&self.pushed);
        Ok(Arc::new(new))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let mut probe = Probe {
            filter: None,
            key: Arc::clone(&self.key),
            hashes: Vec::new(),
            sample_rows: self.sample_rows,
            min_drop: self.min_drop,
            filtered: 0,
            dropped_here: 0,
            stopped: false,
            input_rows: MetricBuilder::new(&self.metrics).counter("input_rows", partition),
            dropped: MetricBuilder::new(&self.metrics).counter("rows_dropped", partition),
            baseline: BaselineMetrics::new(&self.metrics, partition),
        };
        let (prepared, filter, input, pushed) = (
            Arc::clone(&self.prepared),
            Arc::clone(&self.filter),
            Arc::clone(&self.input),
            Arc::clone(&self.pushed),
        );
        let plain_input = Arc::clone(&self.input);
        let start = async move {
            let ctx = Arc::clone(&context);
            let key = Arc::clone(&probe.key);
            let prepared = prepared
                .get_or_try_init(|| async move {
                    let filter = load(filter, Arc::clone(&ctx)).await?;
                    let options = ctx.session_config().options();
                    let pushed_input = match &filter {
                        Some(f) => push_into_scan(&input, &key, f, options)?.map(|(plan, scan)| {
                            lock(&pushed).push(scan);
                            plan
                        }),
                        None => None,
                    };
                    Ok::<_, datafusion::common::DataFusionError>(Prepared {
                        filter,
                        pushed_input,
                    })
                })
                .await?
                .clone();
            probe.filter = prepared.filter;
            let input = match prepared.pushed_input {
                // The scan applies this very filter as its row filter: nothing is left to
                // probe here (its metrics count the rows it dropped).
                Some(plan) => {
                    probe.stopped = true;
                    plan
                }
                None => plain_input,
            };
            let stream = input.execute(partition, context)?;
            Ok::<_, datafusion::common::DataFusionError>(
                stream
                    .map(move |batch| probe.apply(batch?))
                    .try_filter(|b| futures::future::ready(b.num_rows() > 0)),
            )
        };
        // Spawned now, not at the first poll: a hash join executes its probe side when it is
        // executed itself but polls it only once its build side is in, so `F`'s plan (a second
        // read of the build side) runs beside the join's build instead of after it. Dropping
        // the stream aborts the task.
        let task = SpawnedTask::spawn(start);
        let stream = futures::stream::once(async move {
            task.join_unwind()
                .await
                .map_err(|e| DataFusionError::ExecutionJoin(Box::new(e)))?
        })
        .try_flatten();
        Ok(Box::pin(RecordBatchStreamAdapter::new(
            self.schema(),
            stream,
        )))
    }

    fn metrics(&self) -> Option<MetricsSet> {
        Some(self.all_metrics())
    }

    fn child_stats_requests(&self, partition: Option<usize>) -> Vec<ChildStats> {
        vec![ChildStats::At(partition), ChildStats::Skip]
    }

    fn statistics_from_inputs(
        &self,
        input_stats: &[Arc<Statistics>],
        _args: &StatisticsArgs,
    ) -> Result<Arc<Statistics>> {
        match input_stats.first() {
            // At most the probe side's rows.
            Some(s) => Ok(Arc::new(s.as_ref().clone().to_inexact())),
            None => Ok(Arc::new(Statistics::new_unknown(&self.schema()))),
        }
    }

    fn gather_filters_for_pushdown(
        &self,
        _phase: FilterPushdownPhase,
        parent_filters: Vec<Arc<dyn PhysicalExpr>>,
        _config: &ConfigOptions,
    ) -> Result<FilterDescription> {
        // Filters from above (a join's dynamic filter, say) pass through to the probe input.
        Ok(FilterDescription::new()
            .with_child(ChildFilterDescription::from_child(
                &parent_filters,
                &self.input,
            )?)
            .with_child(ChildFilterDescription::all_unsupported(&parent_filters)))
    }

    fn handle_child_pushdown_result(
        &self,
        _phase: FilterPushdownPhase,
        child_pushdown_result: ChildPushdownResult,
        _config: &ConfigOptions,
    ) -> Result<FilterPushdownPropagation<Arc<dyn ExecutionPlan>>> {
        Ok(FilterPushdownPropagation::if_any(child_pushdown_result))
    }
}

/// Adds the pre-shuffle runtime filter alone to a session being built: the logical rule
/// [`RuntimeFilterRule`] and the [`LinebloomQueryPlanner`] that plans its node.
/// [`crate::with_join_filter`] adds this and the in-join filter; a Ballista scheduler, whose
/// stages run the in-join filter on the executors, needs only this.
///
/// A query planner the builder already has is kept (DataFusion's default planner aside, which
/// [`LinebloomQueryPlanner`] extends), and then the rule is not added either: that planner could
/// not plan the rule's node. To have the runtime filter with a planner of your own, give its
/// [`DefaultPhysicalPlanner`] a [`RuntimeFilterPlanner`] among its extension planners and add
/// [`RuntimeFilterRule`] to the session yourself.
pub fn with_runtime_filter(
    mut builder: datafusion::execution::SessionStateBuilder,
) -> datafusion::execution::SessionStateBuilder {
    if let Some(planner) = builder.query_planner() {
        let name = format!("{planner:?}");
        let replaceable = ["DefaultQueryPlanner", "LinebloomQueryPlanner"]
            .iter()
            .any(|ours| name.starts_with(ours));
        if !replaceable {
            return builder;
        }
    }
    builder
        .with_optimizer_rule(Arc::new(RuntimeFilterRule::default()))
        .with_query_planner(Arc::new(LinebloomQueryPlanner))
}

/// The [`RuntimeFilterExec`]s of `plan`, outermost first.
pub fn runtime_filters(plan: &Arc<dyn ExecutionPlan>) -> Vec<&RuntimeFilterExec> {
    let mut out = Vec::new();
    let mut stack = vec![plan];
    while let Some(p) = stack.pop() {
        if let Some(r) = p.downcast_ref::<RuntimeFilterExec>() {
            out.push(r);
        }
        stack.extend(p.children().into_iter().rev());
    }
    out
}

/// `linebloom_contains(filter, key)` as a physical expression over one decoded filter: what
/// [`RuntimeFilterExec`] hands a Parquet scan so that the scan decodes the other columns only for
/// the rows it keeps (`datafusion.execution.parquet.pushdown_filters = true`).
#[derive(Debug, Clone)]
pub struct LinebloomContainsExpr {
    filter: Arc<Filter>,
    key: PhysicalExprRef,
}

impl LinebloomContainsExpr {
    /// Whether each row's `key` may be in `filter` (false for a null key).
    pub fn new(filter: Arc<Filter>, key: PhysicalExprRef) -> Self {
        LinebloomContainsExpr { filter, key }
    }
}

impl PartialEq for LinebloomContainsExpr {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.filter, &other.filter) && self.key.as_ref() == other.key.as_ref()
    }
}

impl Eq for LinebloomContainsExpr {}

impl std::hash::Hash for LinebloomContainsExpr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.filter) as usize).hash(state);
        self.key.hash(state);
    }
}

impl fmt::Display for LinebloomContainsExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "linebloom_contains(<filter of {} bytes>, {})",
            self.filter.size_bytes(),
            self.key
        )
    }
}

impl PhysicalExpr for LinebloomContainsExpr {
    fn data_type(&self, _input_schema: &Schema) -> Result<DataType> {
        Ok(DataType::Boolean)
    }

    fn nullable(&self, _input_schema: &Schema) -> Result<bool> {
        Ok(false)
    }

    fn evaluate(&self, batch: &RecordBatch) -> Result<ColumnarValue> {
        let key = self.key.evaluate(batch)?.into_array(batch.num_rows())?;
        let mut hashes = Vec::new();
        Ok(ColumnarValue::Array(Arc::new(keys::probe_column(
            &self.filter,
            &key,
            &mut hashes,
        )?)))
    }

    fn children(&self) -> Vec<&Arc<dyn PhysicalExpr>> {
        vec![&self.key]
    }

    fn with_new_children(
        self: Arc<Self>,
        mut children: Vec<Arc<dyn PhysicalExpr>>,
    ) -> Result<Arc<dyn PhysicalExpr>> {
        match (children.pop(), children.is_empty()) {
            (Some(key), true) => Ok(Arc::new(LinebloomContainsExpr::new(
                Arc::clone(&self.filter),
                key,
            ))),
            _ => internal_err!("linebloom_contains takes one key"),
        }
    }

    fn fmt_sql(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "linebloom_contains(<filter>, ")?;
        self.key.fmt_sql(f)?;
        write!(f, ")")
    }
}

/// Whether `runtime`'s probe side ends in a Parquet scan that would take its filter as a row
/// filter (`datafusion.execution.parquet.pushdown_filters`), asked with a stand-in filter.
pub(crate) fn scan_takes_runtime_filter(
    runtime: &RuntimeFilterExec,
    config: &ConfigOptions,
) -> Result<bool> {
    let stand_in = Filter::with_fpr(1, 0.5)
        .map_err(|e| datafusion::common::DataFusionError::Internal(e.to_string()))?;
    Ok(push_into_scan(&runtime.input, &runtime.key, &Arc::new(stand_in), config)?.is_some())
}

/// A plan and the scan at its bottom.
type PlanAndScan = (Arc<dyn ExecutionPlan>, Arc<dyn ExecutionPlan>);

/// `plan` with `filter` of `key` pushed into the Parquet scan at its bottom, if the operators on
/// the way keep each partition's rows in place and the key as a column (projections, filters,
/// cooperative wrappers) and the scan takes the filter as a row filter
/// (`datafusion.execution.parquet.pushdown_filters`). Returns the new plan and its scan.
fn push_into_scan(
    plan: &Arc<dyn ExecutionPlan>,
    key: &PhysicalExprRef,
    filter: &Arc<Filter>,
    config: &ConfigOptions,
) -> Result<Option<PlanAndScan>> {
    if let Some(scan) = plan.downcast_ref::<DataSourceExec>() {
        let contains: Arc<dyn PhysicalExpr> = Arc::new(LinebloomContainsExpr::new(
            Arc::clone(filter),
            Arc::clone(key),
        ));
        let pushed = scan
            .data_source()
            .try_pushdown_filters(vec![contains], config)?;
        return Ok(match (pushed.filters.as_slice(), pushed.updated_node) {
            ([PushedDown::Yes], Some(source)) => {
                let scan: Arc<dyn ExecutionPlan> = Arc::new(DataSourceExec::new(source));
                Some((Arc::clone(&scan), scan))
            }
            _ => None,
        });
    }
    let child_key = if let Some(p) = plan.downcast_ref::<ProjectionExec>() {
        let Some(c) = key.downcast_ref::<Column>() else {
            return Ok(None);
        };
        match p.expr().get(c.index()) {
            Some(e) if e.expr.is::<Column>() => Arc::clone(&e.expr),
            _ => return Ok(None),
        }
    } else if plan.is::<CooperativeExec>()
        || plan
            .downcast_ref::<FilterExec>()
            .is_some_and(|f| f.projection().is_none())
    {
        Arc::clone(key)
    } else {
        return Ok(None);
    };
    let children = plan.children();
    let [child] = children.as_slice() else {
        return Ok(None);
    };
    let Some((new_child, scan)) = push_into_scan(child, &child_key, filter, config)? else {
        return Ok(None);
    };
    let recompute = ReplaceChildrenOptions::new(ChildrenPropertiesMode::Recompute);
    Ok(Some((
        Arc::clone(plan).replace_children(vec![new_child], recompute)?,
        scan,
    )))
}
