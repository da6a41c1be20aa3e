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
#[derive(Debug)]
pub struct FilterSlots {
    slots: Vec<watch::Sender<Arc<Outcome>>>,
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
    /// That filter of every partition's keys, once built.
    pub combined: Mutex<Option<Arc<Outcome>>>,
    /// When a probe stream stops filtering: after this many rows, if it dropped fewer than
    /// this fraction of them.
    pub stop_rule: StopRule,
    /// Probe streams that stopped filtering by that rule.
    pub streams_stopped: AtomicU64,
}

/// One build partition's key hashes, once it has finished.
type KeptHashes = Mutex<Option<Arc<Vec<u64>>>>;

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
            slots: (0..partitions)
                .map(|_| watch::channel(Arc::new(Outcome::Pending)).0)
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

    /// Marks `partition` pending again (a new execution of the build side).
    pub fn reset(&self, partition: usize) {
        *lock(&self.combined) = None;
        if let Some(h) = &self.hashes {
            *lock(&h[partition]) = None;
        }
        self.slots[partition].send_replace(Arc::new(Outcome::Pending));
    }

    /// Hands `outcome` to every probe waiting on `partition`.
    pub fn publish(&self, partition: usize, outcome: Outcome) {
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
        self.slots[partition].send_replace(Arc::new(outcome));
    }

    /// Whether [`FilterSlots::keep_hashes`] keeps anything (only for a join with an early probe).
    pub fn keeps_hashes(&self) -> bool {
        self.hashes.is_some()
    }

    /// Keeps `partition`'s key hashes (call before publishing its filter); a no-op unless
    /// this keeps them.
    pub fn keep_hashes(&self, partition: usize, hashes: Arc<Vec<u64>>) {
        if let Some(h) = &self.hashes {
            *lock(&h[partition]) = Some(hashes);
        }
    }

    /// `partition`'s kept key hashes.
    pub fn hashes(&self, partition: usize) -> Option<Arc<Vec<u64>>> {
        self.hashes
            .as_ref()
            .and_then(|h| lock(&h[partition]).clone())
    }

    /// Every partition's outcome, or `None` while one is pending. Never waits.
    pub fn all_ready(&self) -> Option<Vec<Arc<Outcome>>> {
        self.slots
            .iter()
            .map(|s| {
                let o = Arc::clone(&s.borrow());
                (!matches!(*o, Outcome::Pending)).then_some(o)
            })
            .collect()
    }

    /// Waits until `partition` is no longer pending.
    pub async fn wait(&self, partition: usize) -> Arc<Outcome> {
        let mut rx = self.slots[partition].subscribe();
        let outcome = match rx.wait_for(|o| !matches!(**o, Outcome::Pending)).await {
            Ok(o) => Arc::clone(&o),
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
