//! The two operators the join filter rule inserts: one on the build side that hashes the keys as
//! they stream into the hash table and leaves a filter in a [`FilterSlots`], and one on the probe
//! side that waits for that filter and drops the rows whose key cannot match.

use std::fmt;
use std::pin::Pin;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::task::{ready, Context, Poll};

use datafusion::arrow::array::{Array, ArrayRef, BooleanArray};
use datafusion::arrow::compute::filter_record_batch;
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::common::{internal_err, Result};
use datafusion::execution::{RecordBatchStream, SendableRecordBatchStream, TaskContext};
use datafusion::physical_expr::{PhysicalExpr, PhysicalExprRef};
use datafusion::physical_plan::{DisplayAs, DisplayFormatType, ExecutionPlan, PlanProperties};
use futures::future::BoxFuture;
use futures::{FutureExt, Stream, StreamExt};
use linebloom::Filter;

use super::slot::{FilterSlots, Outcome};
use crate::functions::SEED;
use crate::keys;

fn fmt_keys(keys: &[PhysicalExprRef], f: &mut fmt::Formatter) -> fmt::Result {
    let names: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    write!(f, "keys=[{}]", names.join(", "))
}

fn visit_keys(
    keys: &[PhysicalExprRef],
    f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
) -> Result<TreeNodeRecursion> {
    for k in keys {
        if f(k)? == TreeNodeRecursion::Stop {
            return Ok(TreeNodeRecursion::Stop);
        }
    }
    Ok(TreeNodeRecursion::Continue)
}

/// The `ExecutionPlan` methods both operators share: one child (`input`) whose rows, order,
/// partitioning and properties pass through; the join keys (`keys`) as expressions.
macro_rules! pass_through_plan {
    ($name:literal) => {
        fn name(&self) -> &str {
            $name
        }

        fn properties(&self) -> &Arc<PlanProperties> {
            self.input.properties()
        }

        fn maintains_input_order(&self) -> Vec<bool> {
            vec![true]
        }

        fn benefits_from_input_partitioning(&self) -> Vec<bool> {
            vec![false]
        }

        fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
            vec![&self.input]
        }

        fn apply_expressions(
            &self,
            f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
        ) -> Result<TreeNodeRecursion> {
            visit_keys(&self.keys, f)
        }

        fn with_new_children(
            self: Arc<Self>,
            mut children: Vec<Arc<dyn ExecutionPlan>>,
        ) -> Result<Arc<dyn ExecutionPlan>> {
            if children.len() != 1 {
                return internal_err!("{} takes one child", $name);
            }
            let mut new = (*self).clone();
            new.input = children.swap_remove(0);
            Ok(Arc::new(new))
        }
    };
}

fn evaluate(keys: &[PhysicalExprRef], batch: &RecordBatch) -> Result<Vec<ArrayRef>> {
    keys.iter()
        .map(|k| k.evaluate(batch)?.into_array(batch.num_rows()))
        .collect()
}

/// On the build side of a hash join: passes its input through unchanged and, when a partition's
/// stream ends, publishes a filter of that partition's keys (rows with a null key left out: they
/// match nothing).
#[derive(Debug, Clone)]
pub struct LinebloomBuildExec {
    input: Arc<dyn ExecutionPlan>,
    keys: Vec<PhysicalExprRef>,
    slots: Arc<FilterSlots>,
    fpr: f64,
    max_rows: usize,
}

impl LinebloomBuildExec {
    /// Wraps `input`, whose rows give the join keys `keys`.
    pub fn new(
        input: Arc<dyn ExecutionPlan>,
        keys: Vec<PhysicalExprRef>,
        slots: Arc<FilterSlots>,
        fpr: f64,
        max_rows: usize,
    ) -> Self {
        LinebloomBuildExec {
            input,
            keys,
            slots,
            fpr,
            max_rows,
        }
    }
}

impl DisplayAs for LinebloomBuildExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "LinebloomBuildExec: ")?;
        fmt_keys(&self.keys, f)?;
        write!(f, ", fpr={}, max_rows={}", self.fpr, self.max_rows)
    }
}

impl ExecutionPlan for LinebloomBuildExec {
    pass_through_plan!("LinebloomBuildExec");

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        if partition >= self.slots.len() {
            return internal_err!("LinebloomBuildExec: no slot for partition {partition}");
        }
        self.slots.reset(partition);
        let input = self.input.execute(partition, context)?;
        Ok(Box::pin(BuildStream {
            input,
            build: Builder {
                keys: self.keys.clone(),
                slots: Arc::clone(&self.slots),
                partition,
                fpr: self.fpr,
                max_rows: self.max_rows,
                hashes: Vec::new(),
                scratch: Vec::new(),
                valid: Vec::new(),
                published: false,
            },
        }))
    }
}

/// One build partition's hashes, published as a filter at the end of its stream.
struct Builder {
    keys: Vec<PhysicalExprRef>,
    slots: Arc<FilterSlots>,
    partition: usize,
    fpr: f64,
    max_rows: usize,
    hashes: Vec<u64>,
    scratch: Vec<u64>,
    valid: Vec<bool>,
    published: bool,
}

impl Builder {
    fn add(&mut self, batch: &RecordBatch) -> Result<()> {
        if self.published {
            return Ok(());
        }
        let arrays = evaluate(&self.keys, batch)?;
        if let [array] = arrays.as_slice() {
            keys::hash_column(array, SEED, &mut self.scratch)?;
            match array.logical_nulls() {
                None => self.hashes.extend_from_slice(&self.scratch),
                Some(nulls) => self
                    .hashes
                    .extend(nulls.valid_indices().map(|i| self.scratch[i])),
            }
        } else {
            keys::hash_rows(
                &arrays,
                batch.num_rows(),
                SEED,
                &mut self.scratch,
                &mut self.valid,
            )?;
            let kept = self
                .scratch
                .iter()
                .zip(&self.valid)
                .filter(|(_, &v)| v)
                .map(|(&h, _)| h);
            self.hashes.extend(kept);
        }
        if self.hashes.len() > self.max_rows {
            self.give_up("the build side has more rows than linebloom.join_filter_max_rows");
        }
        Ok(())
    }

    fn give_up(&mut self, why: &'static str) {
        if !self.published {
            self.published = true;
            self.hashes = Vec::new();
            self.slots.publish(self.partition, Outcome::PassAll(why));
        }
    }

    fn finish(&mut self) {
        if self.published {
            return;
        }
        let built = Filter::builder()
            .expected_items(self.hashes.len().max(1) as u64)
            .fpr(self.fpr)
            .seed(SEED)
            .build();
        match built {
            Ok(mut filter) => {
                filter.insert_hash_batch(&self.hashes);
                self.slots
                    .build_rows
                    .fetch_add(self.hashes.len() as u64, Ordering::Relaxed);
                self.published = true;
                self.hashes = Vec::new();
                self.slots
                    .publish(self.partition, Outcome::Filter(Arc::new(filter)));
            }
            Err(_) => self.give_up("the filter could not be allocated"),
        }
    }
}

impl Drop for Builder {
    fn drop(&mut self) {
        // A cancelled or failed build side must not leave the probe side waiting.
        self.give_up("the build side stopped early");
    }
}

struct BuildStream {
    input: SendableRecordBatchStream,
    build: Builder,
}

impl Stream for BuildStream {
    type Item = Result<RecordBatch>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let item = ready!(self.input.poll_next_unpin(cx));
        Poll::Ready(match item {
            Some(Ok(batch)) => match self.build.add(&batch) {
                Ok(()) => Some(Ok(batch)),
                Err(e) => {
                    self.build
                        .give_up("the build side's keys could not be hashed");
                    Some(Err(e))
                }
            },
            Some(Err(e)) => {
                self.build.give_up("the build side failed");
                Some(Err(e))
            }
            None => {
                self.build.finish();
                None
            }
        })
    }
}

impl RecordBatchStream for BuildStream {
    fn schema(&self) -> SchemaRef {
        self.input.schema()
    }
}

/// On the probe side of a hash join: waits for the build side's filter, then drops every row
/// whose key is not in it. Partition `p` reads slot `p` when the filter is per partition (a
/// partitioned join, the operator directly under it), else slot 0.
#[derive(Debug, Clone)]
pub struct LinebloomProbeExec {
    input: Arc<dyn ExecutionPlan>,
    keys: Vec<PhysicalExprRef>,
    slots: Arc<FilterSlots>,
    per_partition: bool,
}

impl LinebloomProbeExec {
    /// Wraps `input`, whose rows give the join keys `keys`.
    pub fn new(
        input: Arc<dyn ExecutionPlan>,
        keys: Vec<PhysicalExprRef>,
        slots: Arc<FilterSlots>,
        per_partition: bool,
    ) -> Self {
        LinebloomProbeExec {
            input,
            keys,
            slots,
            per_partition,
        }
    }

    /// What this join filter has done so far (after execution: its final figures).
    pub fn report(&self) -> crate::JoinFilterReport {
        let s = &self.slots;
        crate::JoinFilterReport {
            probe_rows: s.rows_in.load(Ordering::Relaxed),
            rows_dropped: s.rows_dropped.load(Ordering::Relaxed),
            build_rows: s.build_rows.load(Ordering::Relaxed),
            filter_bytes: s.filter_bytes.load(Ordering::Relaxed),
            partitions_gave_up: s.gave_up.load(Ordering::Relaxed),
            estimated_fpr: s.fpr_ppb.load(Ordering::Relaxed) as f64 / 1e9,
        }
    }
}

impl DisplayAs for LinebloomProbeExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "LinebloomProbeExec: ")?;
        fmt_keys(&self.keys, f)?;
        let filters = if self.per_partition {
            "per partition"
        } else {
            "one"
        };
        write!(f, ", filters={filters}")
    }
}

impl ExecutionPlan for LinebloomProbeExec {
    pass_through_plan!("LinebloomProbeExec");

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        let slot = if self.per_partition { partition } else { 0 };
        if slot >= self.slots.len() {
            return internal_err!("LinebloomProbeExec: no filter for partition {partition}");
        }
        let input = self.input.execute(partition, context)?;
        let slots = Arc::clone(&self.slots);
        let wait = async move { slots.wait(slot).await }.boxed();
        Ok(Box::pin(ProbeStream {
            input,
            keys: self.keys.clone(),
            slots: Arc::clone(&self.slots),
            wait: Some(wait),
            outcome: None,
            hashes: Vec::new(),
            valid: Vec::new(),
            answers: Vec::new(),
        }))
    }
}

struct ProbeStream {
    input: SendableRecordBatchStream,
    keys: Vec<PhysicalExprRef>,
    slots: Arc<FilterSlots>,
    wait: Option<BoxFuture<'static, Arc<Outcome>>>,
    outcome: Option<Arc<Outcome>>,
    hashes: Vec<u64>,
    valid: Vec<bool>,
    answers: Vec<bool>,
}

impl ProbeStream {
    /// Which rows of `batch` may have a match.
    fn maybe(&mut self, filter: &Filter, batch: &RecordBatch) -> Result<BooleanArray> {
        let arrays = evaluate(&self.keys, batch)?;
        if let [array] = arrays.as_slice() {
            return keys::probe_column(filter, array, &mut self.hashes);
        }
        let rows = batch.num_rows();
        keys::hash_rows(
            &arrays,
            rows,
            filter.seed(),
            &mut self.hashes,
            &mut self.valid,
        )?;
        self.answers.clear();
        self.answers.resize(rows, false);
        filter.contains_hash_batch(&self.hashes, &mut self.answers);
        Ok(self
            .answers
            .iter()
            .zip(&self.valid)
            .map(|(&a, &v)| Some(a && v))
            .collect())
    }
}

impl Stream for ProbeStream {
    type Item = Result<RecordBatch>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if let Some(wait) = self.wait.as_mut() {
            let outcome = ready!(wait.poll_unpin(cx));
            self.wait = None;
            self.outcome = Some(outcome);
        }
        let outcome = Arc::clone(self.outcome.as_ref().expect("set once the wait is over"));
        loop {
            let batch = match ready!(self.input.poll_next_unpin(cx)) {
                Some(Ok(batch)) => batch,
                other => return Poll::Ready(other),
            };
            let rows = batch.num_rows() as u64;
            self.slots.rows_in.fetch_add(rows, Ordering::Relaxed);
            let filter = match outcome.as_ref() {
                Outcome::Filter(f) => f,
                _ => return Poll::Ready(Some(Ok(batch))),
            };
            let kept = match self
                .maybe(filter, &batch)
                .and_then(|m| filter_record_batch(&batch, &m).map_err(Into::into))
            {
                Ok(kept) => kept,
                Err(e) => return Poll::Ready(Some(Err(e))),
            };
            let dropped = rows - kept.num_rows() as u64;
            self.slots
                .rows_dropped
                .fetch_add(dropped, Ordering::Relaxed);
            if kept.num_rows() > 0 {
                return Poll::Ready(Some(Ok(kept)));
            }
        }
    }
}

impl RecordBatchStream for ProbeStream {
    fn schema(&self) -> SchemaRef {
        self.input.schema()
    }
}
