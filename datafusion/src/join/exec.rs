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

use super::slot::{FilterSlots, Outcome, Role};
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
    /// Which rebuild of the plan this is (see [`FilterSlots`]): 0 as the rule made it.
    generation: u64,
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
            generation: 0,
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

    /// The same operator for a new execution of the plan (a recursive query's next iteration):
    /// it publishes under the next build generation, which the rebuilt early probe shares.
    fn reset_state(self: Arc<Self>) -> Result<Arc<dyn ExecutionPlan>> {
        let mut new = (*self).clone();
        new.generation = self.slots.next_generation(Role::Build);
        Ok(Arc::new(new))
    }

    fn execute(
        &self,
        partition: usize,
        context: Arc<TaskContext>,
    ) -> Result<SendableRecordBatchStream> {
        if partition >= self.slots.len() {
            return internal_err!("LinebloomBuildExec: no slot for partition {partition}");
        }
        self.slots.reset(partition, self.generation);
        let input = self.input.execute(partition, context)?;
        Ok(Box::pin(BuildStream {
            input,
            build: Builder {
                keys: self.keys.clone(),
                slots: Arc::clone(&self.slots),
                partition,
                generation: self.generation,
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
    generation: u64,
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
            self.slots
                .publish(self.partition, self.generation, Outcome::PassAll(why));
        }
    }

    fn finish(&mut self) {
        if self.published {
            return;
        }
        match filter_of(&[&self.hashes], self.fpr) {
            Ok(filter) => {
                self.slots
                    .build_rows
                    .fetch_add(self.hashes.len() as u64, Ordering::Relaxed);
                self.published = true;
                let hashes = std::mem::take(&mut self.hashes);
                self.slots
                    .keep_hashes(self.partition, self.generation, Arc::new(hashes));
                self.slots.publish(
                    self.partition,
                    self.generation,
                    Outcome::Filter(Arc::new(filter)),
                );
            }
            Err(_) => self.give_up("the filter could not be allocated"),
        }
    }
}

/// A filter sized for, and holding, the key hashes of `sets`.
fn filter_of(sets: &[&[u64]], fpr: f64) -> Result<Filter, linebloom::Error> {
    let total: usize = sets.iter().map(|s| s.len()).sum();
    let mut filter = Filter::builder()
        .expected_items(total.max(1) as u64)
        .fpr(fpr)
        .seed(SEED)
        .build()?;
    for set in sets {
        filter.insert_hash_batch(set);
    }
    Ok(filter)
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
///
/// Made by [`LinebloomProbeExec::early`], it instead sits below the probe side's repartition of a
/// partitioned join, where a row may go to any build partition: it never waits (waiting for
/// every build partition could deadlock a consumer that runs the join's partitions one at a
/// time), passes rows through until every build partition has finished, then drops the rows
/// whose key is in none of them, through one filter of all their keys.
#[derive(Debug, Clone)]
pub struct LinebloomProbeExec {
    input: Arc<dyn ExecutionPlan>,
    keys: Vec<PhysicalExprRef>,
    slots: Arc<FilterSlots>,
    per_partition: bool,
    /// `Some(fpr)` for the early, non-waiting kind, whose combined filter has this rate.
    early: Option<f64>,
    /// For the early kind, which rebuild of the plan this is (see [`FilterSlots`]): 0 as the
    /// rule made it.
    generation: u64,
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
            early: None,
            generation: 0,
        }
    }

    /// The early kind (see the type's docs), below a partitioned join's probe-side repartition;
    /// `slots` must keep hashes (`FilterSlots::new`) and `fpr` sizes the combined filter.
    pub fn early(
        input: Arc<dyn ExecutionPlan>,
        keys: Vec<PhysicalExprRef>,
        slots: Arc<FilterSlots>,
        fpr: f64,
    ) -> Self {
        LinebloomProbeExec {
            early: Some(fpr),
            ..LinebloomProbeExec::new(input, keys, slots, false)
        }
    }

    /// Whether [`LinebloomProbeExec::report`]'s probe rows are this operator's input (one
    /// operator of each join filter says yes): not for the waiting operator of a join that also
    /// has an early one (whose slots keep hashes), as the early one below counts them.
    pub fn counts_input(&self) -> bool {
        self.early.is_some() || !self.slots.keeps_hashes()
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
            probe_streams_stopped: s.streams_stopped.load(Ordering::Relaxed),
            estimated_fpr: s.fpr_ppb.load(Ordering::Relaxed) as f64 / 1e9,
        }
    }
}

impl DisplayAs for LinebloomProbeExec {
    fn fmt_as(&self, _t: DisplayFormatType, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "LinebloomProbeExec: ")?;
        fmt_keys(&self.keys, f)?;
        let filters = if self.early.is_some() {
            "all partitions, once built"
        } else if self.per_partition {
            "per partition"
        } else {
            "one"
        };
        write!(f, ", filters={filters}")
    }
}

impl ExecutionPlan for LinebloomProbeExec {
    pass_through_plan!("LinebloomProbeExec");

    /// The same operator for a new execution of the plan (a recursive query's next iteration):
    /// an early probe takes the next early generation, so that it combines only the filters of
    /// the build operators rebuilt with it.
    fn reset_state(self: Arc<Self>) -> Result<Arc<dyn ExecutionPlan>> {
        let mut new = (*self).clone();
        if new.early.is_some() {
            new.generation = self.slots.next_generation(Role::Early);
        }
        Ok(Arc::new(new))
    }

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
        let wait = match self.early {
            Some(_) => None,
            None => Some(async move { slots.wait(slot).await }.boxed()),
        };
        Ok(Box::pin(ProbeStream {
            input,
            keys: self.keys.clone(),
            slots: Arc::clone(&self.slots),
            wait,
            early: self.early,
            generation: self.generation,
            counts_input: self.counts_input(),
            outcome: None,
            filtered: 0,
            dropped: 0,
            stopped: false,
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
    early: Option<f64>,
    generation: u64,
    counts_input: bool,
    /// The filter to apply; `None` only for an early operator before every partition finished.
    outcome: Option<Arc<Outcome>>,
    /// Rows this stream has filtered, and dropped, for the stop rule.
    filtered: u64,
    dropped: u64,
    /// Whether the stop rule turned this stream's filter off.
    stopped: bool,
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

/// One filter of every build partition's keys from the build operators of `generation`, built by
/// the first early probe that finds them all finished (`None` while one is not, or holds another
/// generation's outcome); passes all if one gave up.
fn combined(slots: &FilterSlots, generation: u64, fpr: f64) -> Option<Arc<Outcome>> {
    let outcomes = slots.all_ready(generation)?;
    Some(slots.combined(generation, || {
        let gave_up = outcomes.iter().find_map(|o| match **o {
            Outcome::PassAll(why) => Some(why),
            _ => None,
        });
        let sets: Option<Vec<Arc<Vec<u64>>>> = (0..slots.len())
            .map(|p| slots.hashes(p, generation))
            .collect();
        let outcome = match (gave_up, sets) {
            (Some(why), _) => Outcome::PassAll(why),
            (None, None) => Outcome::PassAll("the build side's hashes were not kept"),
            (None, Some(sets)) => {
                let sets: Vec<&[u64]> = sets.iter().map(|s| s.as_slice()).collect();
                match filter_of(&sets, fpr) {
                    Ok(filter) => {
                        slots
                            .filter_bytes
                            .fetch_add(filter.size_bytes() as u64, Ordering::Relaxed);
                        Outcome::Filter(Arc::new(filter))
                    }
                    Err(_) => Outcome::PassAll("the filter could not be allocated"),
                }
            }
        };
        Arc::new(outcome)
    }))
}

impl Stream for ProbeStream {
    type Item = Result<RecordBatch>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if let Some(wait) = self.wait.as_mut() {
            let outcome = ready!(wait.poll_unpin(cx));
            self.wait = None;
            self.outcome = Some(outcome);
        }
        loop {
            let batch = match ready!(self.input.poll_next_unpin(cx)) {
                Some(Ok(batch)) => batch,
                other => return Poll::Ready(other),
            };
            let rows = batch.num_rows() as u64;
            if self.counts_input {
                self.slots.rows_in.fetch_add(rows, Ordering::Relaxed);
            }
            if let (None, Some(fpr)) = (&self.outcome, self.early) {
                self.outcome = combined(&self.slots, self.generation, fpr);
            }
            let Some(outcome) = self.outcome.clone().filter(|_| !self.stopped) else {
                return Poll::Ready(Some(Ok(batch)));
            };
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
            self.filtered += rows;
            self.dropped += dropped;
            if self.slots.stop_rule.stops(self.filtered, self.dropped) {
                self.stopped = true;
                self.slots.streams_stopped.fetch_add(1, Ordering::Relaxed);
            }
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
