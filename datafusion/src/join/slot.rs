//! Where a build side leaves its filter for the probe side to pick up.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use linebloom::Filter;
use tokio::sync::watch;

/// What a build side's partition gives the probe side.
#[derive(Debug)]
pub enum Outcome {
    /// The build side has not finished.
    Pending,
    /// Drop probe rows whose key is not in this filter.
    Filter(Arc<Filter>),
    /// Pass every probe row (the build side was too big, failed or was cancelled).
    PassAll(&'static str),
}

/// One slot per build partition the probe side reads (one for a collected build side).
///
/// Each outcome is tagged with the generation of the build operator that published it. A plan
/// that runs again is first rebuilt by `ExecutionPlan::reset_state` (a recursive query does this
/// for its recursive term on every iteration), and the rebuilt operators keep these slots: the
/// build operator and the early probe each take the next generation of their kind
/// ([`FilterSlots::next_generation`]), so that the n-th rebuild of one meets the n-th rebuild of
/// the other, and the early probe combines only outcomes of its own generation. A waiting probe
/// needs no tag: the join polls it only after its build partition has finished in the same
/// execution.
#[derive(Debug)]
pub struct FilterSlots {
    slots: Vec<watch::Sender<Tagged>>,
    /// Figures the probe side adds to, read by [`crate::JoinFilterReport`].
    pub rows_in: AtomicU64,
    /// Probe rows dropped.
    pub rows_dropped: AtomicU64,
    /// Build rows whose keys went into filters.
    pub build_rows: AtomicU64,
    /// Bytes of the filters built.
    pub filter_bytes: AtomicU64,
    /// Partitions that gave up (too many rows).
    pub gave_up: AtomicU64,
    /// The largest estimated false-positive rate among the filters, in parts per billion.
    pub fpr_ppb: AtomicU64,
    /// Each partition's key hashes, kept only for a probe below the probe side's repartition,
    /// which needs one filter of every build partition's keys.
    hashes: Option<Vec<KeptHashes>>,
    /// That filter of every partition's keys, once built, and its generation.
    combined: Mutex<Option<(u64, Arc<Outcome>)>>,
    /// How many times the build operator and the early probe have been rebuilt for a new
    /// execution.
    generations: [AtomicU64; 2],
    /// When a probe stream stops filtering: after this many rows, if it dropped fewer than
    /// this fraction of them.
    pub stop_rule: StopRule,
    /// Probe streams that stopped filtering by that rule.
    pub streams_stopped: AtomicU64,
}

/// One build partition's key hashes, once it has finished, and their generation.
type KeptHashes = Mutex<Option<(u64, Arc<Vec<u64>>)>>;

/// A build partition's outcome and the generation of the operator that published it.
type Tagged = (u64, Arc<Outcome>);

/// The operators of a join filter that take a generation when rebuilt for a new execution.
#[derive(Debug, Clone, Copy)]
pub enum Role {
    /// The build side's operator.
    Build = 0,
    /// The early probe, below the probe side's repartition.
    Early = 1,
}

/// When a probe stream judges its filter useless and passes the rest of its rows through.
#[derive(Debug, Clone, Copy)]
pub struct StopRule {
    /// Rows to filter before judging.
    pub sample_rows: u64,
    /// The fraction of them the filter must drop to stay on (0: always stays on).
    pub min_drop: f64,
}

impl StopRule {
    /// Whether a stream that filtered `rows` rows and dropped `dropped` of them should stop.
    pub fn stops(&self, rows: u64, dropped: u64) -> bool {
        rows >= self.sample_rows && (dropped as f64) < self.min_drop * rows as f64
    }
}

impl FilterSlots {
    /// `partitions` slots, all pending; `keep_hashes` keeps each partition's key hashes for
    /// [`FilterSlots::hashes`]; probe streams stop filtering by `stop_rule`.
    pub fn new(partitions: usize, keep_hashes: bool, stop_rule: StopRule) -> Self {
        FilterSlots {
            stop_rule,
            streams_stopped: AtomicU64::new(0),
            hashes: keep_hashes.then(|| (0..partitions).map(|_| Mutex::new(None)).collect()),
            combined: Mutex::new(None),
            generations: [AtomicU64::new(0), AtomicU64::new(0)],
            slots: (0..partitions)
                .map(|_| watch::channel((0, Arc::new(Outcome::Pending))).0)
                .collect(),
            rows_in: AtomicU64::new(0),
            rows_dropped: AtomicU64::new(0),
            build_rows: AtomicU64::new(0),
            filter_bytes: AtomicU64::new(0),
            gave_up: AtomicU64::new(0),
            fpr_ppb: AtomicU64::new(0),
        }
    }

    /// How many slots (build partitions) there are.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// The generation of the next rebuilt operator of kind `role` (the first plan's are 0).
    pub fn next_generation(&self, role: Role) -> u64 {
        self.generations[role as usize].fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Marks `partition` pending again, for the build operator of `generation` (a new execution
    /// of the build side).
    pub fn reset(&self, partition: usize, generation: u64) {
        if let Some(h) = &self.hashes {
            *lock(&h[partition]) = None;
        }
        self.slots[partition].send_replace((generation, Arc::new(Outcome::Pending)));
    }

    /// Hands `outcome`, from the build operator of `generation`, to every probe waiting on
    /// `partition`.
    pub fn publish(&self, partition: usize, generation: u64, outcome: Outcome) {
        match &outcome {
            Outcome::Filter(f) => {
                self.filter_bytes
                    .fetch_add(f.size_bytes() as u64, Ordering::Relaxed);
                let ppb = (f.estimated_fpr() * 1e9) as u64;
                self.fpr_ppb.fetch_max(ppb, Ordering::Relaxed);
            }
            Outcome::PassAll(_) => {
                self.gave_up.fetch_add(1, Ordering::Relaxed);
            }
            Outcome::Pending => {}
        }
        self.slots[partition].send_replace((generation, Arc::new(outcome)));
    }

    /// Whether [`FilterSlots::keep_hashes`] keeps anything (only for a join with an early probe).
    pub fn keeps_hashes(&self) -> bool {
        self.hashes.is_some()
    }

    /// Keeps `partition`'s key hashes from the build operator of `generation` (call before
    /// publishing its filter); a no-op unless this keeps them.
    pub fn keep_hashes(&self, partition: usize, generation: u64, hashes: Arc<Vec<u64>>) {
        if let Some(h) = &self.hashes {
            *lock(&h[partition]) = Some((generation, hashes));
        }
    }

    /// `partition`'s kept key hashes, if the build operator of `generation` kept them.
    pub fn hashes(&self, partition: usize, generation: u64) -> Option<Arc<Vec<u64>>> {
        let h = self.hashes.as_ref()?;
        match lock(&h[partition]).as_ref() {
            Some((g, hashes)) if *g == generation => Some(Arc::clone(hashes)),
            _ => None,
        }
    }

    /// Every partition's outcome from the build operators of `generation`, or `None` while one
    /// is pending or holds another generation's outcome. Never waits.
    pub fn all_ready(&self, generation: u64) -> Option<Vec<Arc<Outcome>>> {
        self.slots
            .iter()
            .map(|s| {
                let tagged = s.borrow();
                let (g, o) = &*tagged;
                (*g == generation && !matches!(**o, Outcome::Pending)).then(|| Arc::clone(o))
            })
            .collect()
    }

    /// The combined filter of `generation`'s build partitions: the one kept, else `make()`'s,
    /// then kept (made under the lock, so that concurrent probes make it once).
    pub fn combined(&self, generation: u64, make: impl FnOnce() -> Arc<Outcome>) -> Arc<Outcome> {
        let mut kept = lock(&self.combined);
        if let Some((g, o)) = kept.as_ref() {
            if *g == generation {
                return Arc::clone(o);
            }
        }
        let outcome = make();
        *kept = Some((generation, Arc::clone(&outcome)));
        outcome
    }

    /// Waits until `partition` is no longer pending.
    pub async fn wait(&self, partition: usize) -> Arc<Outcome> {
        let mut rx = self.slots[partition].subscribe();
        let outcome = match rx.wait_for(|(_, o)| !matches!(**o, Outcome::Pending)).await {
            Ok(o) => Arc::clone(&o.1),
            // The sender lives in `self`, so it cannot be dropped while we borrow it.
            Err(_) => Arc::new(Outcome::PassAll("the build side went away")),
        };
        outcome
    }
}

/// Locks `m`, whose data stays valid even if a holder panicked (it is only ever replaced whole).
pub fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filter() -> Outcome {
        Outcome::Filter(Arc::new(
            Filter::with_fpr(10, 0.01).expect("a small filter"),
        ))
    }

    fn stop_rule() -> StopRule {
        StopRule {
            sample_rows: 1,
            min_drop: 0.0,
        }
    }

    /// An early probe of a rebuilt plan combines only what the rebuilt build operators
    /// published: a partition still holding the previous execution's filter counts as not ready.
    #[test]
    fn an_early_probe_never_combines_another_generations_outcomes() {
        let slots = FilterSlots::new(2, true, stop_rule());
        for p in 0..2 {
            slots.reset(p, 0);
            slots.keep_hashes(p, 0, Arc::new(vec![1, 2, 3]));
            slots.publish(p, 0, filter());
        }
        assert!(slots.all_ready(0).is_some());
        let build = slots.next_generation(Role::Build);
        let early = slots.next_generation(Role::Early);
        assert_eq!((build, early), (1, 1));
        slots.reset(0, build);
        assert!(slots.all_ready(early).is_none());
        slots.keep_hashes(0, build, Arc::new(vec![4]));
        slots.publish(0, build, filter());
        // Partition 1 still holds generation 0's filter and hashes.
        assert!(slots.all_ready(early).is_none());
        assert!(slots.hashes(1, early).is_none());
        slots.reset(1, build);
        slots.keep_hashes(1, build, Arc::new(vec![5]));
        slots.publish(1, build, filter());
        assert_eq!(slots.all_ready(early).map(|o| o.len()), Some(2));
        assert_eq!(slots.hashes(1, early).as_deref(), Some(&vec![5]));
        // A combined filter is kept per generation.
        let kept = slots.combined(early, || Arc::new(Outcome::PassAll("test")));
        let again = slots.combined(early, || Arc::new(Outcome::PassAll("made twice")));
        assert!(Arc::ptr_eq(&kept, &again));
        let other = slots.combined(early + 1, || Arc::new(Outcome::PassAll("another")));
        assert!(!Arc::ptr_eq(&kept, &other));
    }
}
