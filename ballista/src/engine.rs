//! The executor side of the join filter: the rule applied to each stage's plan as a task
//! receives it.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use ballista_core::execution_plans::{ShuffleWriter, ShuffleWriterExec, SortShuffleWriterExec};
use ballista_core::serde::protobuf::{
    RuntimeStatsReport, ShuffleWritePartition, TaskColumnStats, WindowStateReport,
};
use ballista_core::JobId;
use ballista_executor::execution_engine::{
    DefaultExecutionEngine, ExecutionEngine, QueryStageExecutor,
};
use datafusion::common::Result;
use datafusion::execution::TaskContext;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::metrics::MetricsSet;
use datafusion::physical_plan::{displayable, ExecutionPlan, Partitioning};
use datafusion::prelude::SessionConfig;
use linebloom_datafusion::{join_filter_reports, runtime_filters, JoinFilterRule};

use crate::placement::BroadcastPlacementRule;

/// A Ballista [`ExecutionEngine`] that runs linebloom's placement of the runtime filter
/// ([`BroadcastPlacementRule`]) and its join filter rule ([`JoinFilterRule`]) on every stage plan
/// a task receives, then hands it to Ballista's default engine.
///
/// Why on the executor: Ballista's planner cuts a plan into stages at every exchange, and it
/// writes the build side of a collect-left (broadcast) join as a stage of its own. A build
/// operator placed before that cut would run in another task, on another executor, than the
/// probe operator waiting for its filter. A stage plan as a task receives it holds the join with
/// both its inputs (shuffle readers), so the rule's two operators run in one task and meet in
/// memory, as they do on one node; nothing about them crosses the wire.
///
/// The rule is on when the task's session has `linebloom.join_filter = true` (the client's `SET`
/// travels with every task), and sized by the other `linebloom.*` options.
pub struct LinebloomExecutionEngine {
    inner: Arc<dyn ExecutionEngine>,
    totals: Arc<JoinFilterTotals>,
}

impl LinebloomExecutionEngine {
    /// The rule in front of Ballista's [`DefaultExecutionEngine`].
    pub fn new() -> Self {
        Self::wrapping(Arc::new(DefaultExecutionEngine::new()))
    }

    /// The rule in front of `inner`.
    pub fn wrapping(inner: Arc<dyn ExecutionEngine>) -> Self {
        LinebloomExecutionEngine {
            inner,
            totals: Arc::default(),
        }
    }

    /// What the join filters of this executor's finished tasks have done.
    pub fn totals(&self) -> Arc<JoinFilterTotals> {
        Arc::clone(&self.totals)
    }
}

impl Default for LinebloomExecutionEngine {
    fn default() -> Self {
        Self::new()
    }
}

impl ExecutionEngine for LinebloomExecutionEngine {
    fn create_query_stage_exec(
        &self,
        job_id: JobId,
        stage_id: usize,
        task_id: usize,
        global_output_partition_ids: Vec<usize>,
        plan: Arc<dyn ExecutionPlan>,
        work_dir: &str,
        config: &SessionConfig,
    ) -> Result<Arc<dyn QueryStageExecutor>> {
        // A broadcast join's probe side loses the runtime filter first; the in-join filter
        // (where `linebloom.join_filter` is on) may then serve it.
        let plan = BroadcastPlacementRule.optimize(plan, config.options())?;
        let filtered = JoinFilterRule.optimize(Arc::clone(&plan), config.options())?;
        let join_filter = !Arc::ptr_eq(&filtered, &plan);
        let stage = self.inner.create_query_stage_exec(
            job_id,
            stage_id,
            task_id,
            global_output_partition_ids,
            Arc::clone(&filtered),
            work_dir,
            config,
        )?;
        Ok(Arc::new(Counted {
            stage,
            stage_id,
            plan: filtered,
            join_filter,
            totals: Arc::clone(&self.totals),
        }))
    }
}

/// Join filter figures summed over an executor's finished tasks.
#[derive(Debug, Default)]
pub struct JoinFilterTotals {
    /// Tasks whose stage plan got a join filter.
    pub tasks: AtomicU64,
    /// Probe rows that reached a filter.
    pub probe_rows: AtomicU64,
    /// Of those, rows dropped.
    pub rows_dropped: AtomicU64,
    /// Build-side rows in the filters.
    pub build_rows: AtomicU64,
    /// Bytes of the filters built.
    pub filter_bytes: AtomicU64,
    /// Build partitions that gave up (more rows than `linebloom.join_filter_max_rows`).
    pub partitions_gave_up: AtomicU64,
    /// Tasks whose stage plan has a pre-shuffle runtime filter (`linebloom.runtime_filter`).
    pub runtime_tasks: AtomicU64,
    /// Of those, tasks whose stage writes a hash shuffle (the filter is below the shuffle
    /// writer, so the rows it drops are never written).
    pub runtime_tasks_below_shuffle: AtomicU64,
    /// Rows that reached runtime filters.
    pub runtime_probe_rows: AtomicU64,
    /// Of those, rows the runtime filters dropped.
    pub runtime_rows_dropped: AtomicU64,
    /// What every finished task wrote, in the order they finished.
    pub writes: Mutex<Vec<TaskWrite>>,
}

/// What one finished task wrote to its shuffle files.
#[derive(Debug, Clone)]
pub struct TaskWrite {
    /// The stage's id within its job.
    pub stage_id: usize,
    /// Whether the stage writes a hash shuffle (for a join's repartitioned input).
    pub hash_shuffle: bool,
    /// Whether the stage plan has a pre-shuffle runtime filter.
    pub runtime_filter: bool,
    /// The stage plan's leaves, one line each (a scan names its files).
    pub leaves: String,
    /// Rows written.
    pub rows: u64,
    /// Bytes written.
    pub bytes: u64,
}

impl JoinFilterTotals {
    /// `(tasks, probe rows, rows dropped)` as they stand now.
    pub fn snapshot(&self) -> (u64, u64, u64) {
        (
            self.tasks.load(Ordering::Relaxed),
            self.probe_rows.load(Ordering::Relaxed),
            self.rows_dropped.load(Ordering::Relaxed),
        )
    }
}

/// A stage: adds what its join filters did and what it wrote to the totals when it finishes.
struct Counted {
    stage: Arc<dyn QueryStageExecutor>,
    stage_id: usize,
    plan: Arc<dyn ExecutionPlan>,
    /// Whether the in-join filter rule changed the plan.
    join_filter: bool,
    totals: Arc<JoinFilterTotals>,
}

/// The one-line displays of `plan`'s leaves.
fn leaves(plan: &Arc<dyn ExecutionPlan>) -> String {
    let mut out = String::new();
    let mut stack = vec![plan];
    while let Some(p) = stack.pop() {
        let children = p.children();
        if children.is_empty() {
            out.push_str(&displayable(p.as_ref()).one_line().to_string());
        }
        stack.extend(children);
    }
    out
}

/// Whether the stage plan `plan` (a shuffle writer) writes a hash shuffle.
fn writes_hash_shuffle(plan: &Arc<dyn ExecutionPlan>) -> bool {
    let partitioning = match plan.downcast_ref::<ShuffleWriterExec>() {
        Some(w) => w.shuffle_output_partitioning(),
        None => plan
            .downcast_ref::<SortShuffleWriterExec>()
            .and_then(|w| ShuffleWriter::shuffle_output_partitioning(w)),
    };
    matches!(partitioning, Some(Partitioning::Hash(..)))
}

impl fmt::Debug for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.stage, f)
    }
}

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.stage, f)
    }
}

#[async_trait::async_trait]
impl QueryStageExecutor for Counted {
    async fn execute_query_stage(
        &self,
        task_id: usize,
        context: Arc<TaskContext>,
    ) -> Result<Vec<ShuffleWritePartition>> {
        let out = self.stage.execute_query_stage(task_id, context).await?;
        let t = &self.totals;
        let runtime = runtime_filters(&self.plan);
        let hash_shuffle = writes_hash_shuffle(&self.plan);
        let runtime_filter = !runtime.is_empty();
        if runtime_filter {
            t.runtime_tasks.fetch_add(1, Ordering::Relaxed);
            if hash_shuffle {
                t.runtime_tasks_below_shuffle
                    .fetch_add(1, Ordering::Relaxed);
            }
            for r in runtime {
                let (rows, dropped) = r.rows();
                t.runtime_probe_rows.fetch_add(rows, Ordering::Relaxed);
                t.runtime_rows_dropped.fetch_add(dropped, Ordering::Relaxed);
            }
        }
        let write = TaskWrite {
            stage_id: self.stage_id,
            hash_shuffle,
            runtime_filter,
            leaves: leaves(&self.plan),
            rows: out.iter().map(|p| p.num_rows).sum(),
            bytes: out.iter().map(|p| p.num_bytes).sum(),
        };
        t.writes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(write);
        if !self.join_filter {
            return Ok(out);
        }
        t.tasks.fetch_add(1, Ordering::Relaxed);
        for r in join_filter_reports(&self.plan) {
            t.probe_rows.fetch_add(r.probe_rows, Ordering::Relaxed);
            t.rows_dropped.fetch_add(r.rows_dropped, Ordering::Relaxed);
            t.build_rows.fetch_add(r.build_rows, Ordering::Relaxed);
            t.filter_bytes.fetch_add(r.filter_bytes, Ordering::Relaxed);
            t.partitions_gave_up
                .fetch_add(r.partitions_gave_up, Ordering::Relaxed);
        }
        Ok(out)
    }

    fn collect_plan_metrics(&self) -> Vec<MetricsSet> {
        self.stage.collect_plan_metrics()
    }

    fn collect_runtime_stats_reports(&self) -> Vec<RuntimeStatsReport> {
        self.stage.collect_runtime_stats_reports()
    }

    fn collect_window_state_reports(&self) -> Result<Vec<WindowStateReport>> {
        self.stage.collect_window_state_reports()
    }

    fn collect_column_stats(&self) -> Vec<TaskColumnStats> {
        self.stage.collect_column_stats()
    }
}
