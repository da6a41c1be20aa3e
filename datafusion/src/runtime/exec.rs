//! [`RuntimeFilterExec`]: the physical operator that applies the filter.

use std::fmt;
use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, AsArray, RecordBatch};
use datafusion::arrow::compute::filter_record_batch;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::config::ConfigOptions;
use datafusion::common::runtime::SpawnedTask;
use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::common::{internal_err, DataFusionError, Result, Statistics};
use datafusion::execution::{SendableRecordBatchStream, TaskContext};
use datafusion::physical_expr::{Distribution, PhysicalExpr, PhysicalExprRef};
use datafusion::physical_plan::filter_pushdown::{
    ChildFilterDescription, ChildPushdownResult, FilterDescription, FilterPushdownPhase,
    FilterPushdownPropagation,
};
use datafusion::physical_plan::metrics::{
    BaselineMetrics, Count, ExecutionPlanMetricsSet, MetricBuilder, MetricsSet,
};
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use datafusion::physical_plan::{
    ChildStats, DisplayAs, DisplayFormatType, ExecutionPlan, InputDistributionRequirements,
    PlanProperties, StatisticsArgs,
};
use futures::{StreamExt, TryStreamExt};
use linebloom::Filter;
use tokio::sync::OnceCell;

use crate::keys;

use super::*;

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
    pub(super) input: Arc<dyn ExecutionPlan>,
    filter: Arc<dyn ExecutionPlan>,
    pub(super) key: PhysicalExprRef,
    sample_rows: u64,
    min_drop: f64,
    prepared: Arc<OnceCell<Prepared>>,
    metrics: ExecutionPlanMetricsSet,
    /// The Parquet scans partitions pushed the filter into (their metrics count the rows the
    /// scans dropped).
    pushed: Arc<std::sync::Mutex<Vec<Arc<dyn ExecutionPlan>>>>,
    /// The planner's judgement (its estimates and answer), shown by `EXPLAIN`; not carried to
    /// executors.
    decision: Option<Arc<str>>,
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
            decision: None,
        }
    }

    /// The same operator, showing `decision` (why it was planned) in `EXPLAIN`.
    pub fn with_decision(mut self, decision: impl Into<Arc<str>>) -> Self {
        self.decision = Some(decision.into());
        self
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
        write!(f, "LinebloomRuntimeFilterExec: key={}", self.key)?;
        match &self.decision {
            Some(d) => write!(f, ", {d}"),
            None => Ok(()),
        }
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
        new.decision = self.decision.clone();
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
