//! Where a build side leaves its filter for the probe side to pick up.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

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
}

impl FilterSlots {
    /// `partitions` slots, all pending.
    pub fn new(partitions: usize) -> Self {
        FilterSlots {
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
