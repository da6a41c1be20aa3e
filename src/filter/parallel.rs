//! Multi-threaded bulk inserts (the `parallel` feature, on rayon).
//!
//! A round of keys is hashed on every thread, each thread dropping its hashes into one bucket per
//! block range (a radix partition: the block index is monotone in the hash, so a range of blocks
//! is a range of hashes). Then one task per range sets the bits of that range's buckets. Ranges are
//! disjoint `&mut` slices, so there are no atomics and no locks, and because setting bits
//! commutes the result is bit-identical to inserting the keys one by one in order.
//!
//! A range is at most 1 MiB of blocks, so while its keys go in its blocks stay in the core's L2:
//! with several keys per block per round, each block is fetched from memory once per round instead
//! of once per key.

use crate::error::Error;
use crate::filter::owned::{Filter, FilterBuilder};
use crate::layout::block::{block_index, Block};
use crate::layout::key::Key;
use crate::layout::split::{split_place, Layout};
use crate::probe::pipeline::{with_key_source, Hashes, Source};
use crate::probe::{self, Geometry, Ops};
use rayon::prelude::*;

/// Below this many keys a round is not worth partitioning: the batch path inserts them.
const PARTITION_MIN_KEYS: usize = 1 << 16;
/// Fewest and most keys per round. A round's hashes (8 bytes each) are the extra memory a build
/// needs; between the bounds a round is four keys per block, so each block fetched from memory
/// takes about four keys before its range is done (measured here: two keys a block left the
/// range-insert phase memory-bound, eight bought little more for twice the memory).
const ROUND_MIN: usize = 1 << 16;
const ROUND_MAX: usize = 1 << 25;

/// How a parallel insert splits its work.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    /// A range is `2^shift` blocks.
    shift: u32,
    /// Number of ranges: `ceil(num_blocks / 2^shift)`.
    parts: usize,
    /// Threads hashing a round, each into its own set of buckets.
    hashers: usize,
    /// Keys per round.
    round: usize,
}

impl Plan {
    /// Ranges of at most 2^14 blocks (1 MiB, an L2), at least eight per thread so the tasks
    /// balance, at most 4096 (the buckets each thread fills).
    pub(crate) fn new(num_blocks: usize, threads: usize) -> Plan {
        let threads = threads.max(1);
        let mut shift = 14;
        while shift > 0 && (num_blocks >> shift) < 8 * threads {
            shift -= 1;
        }
        while num_blocks.div_ceil(1 << shift) > 4096 {
            shift += 1;
        }
        Plan {
            shift,
            parts: num_blocks.div_ceil(1 << shift),
            hashers: threads,
            round: num_blocks.saturating_mul(4).clamp(ROUND_MIN, ROUND_MAX),
        }
    }

    /// Keys per round (the build holds this many hashes at a time).
    pub(crate) fn round(&self) -> usize {
        self.round
    }

    #[cfg(test)]
    pub(crate) fn shape(&self) -> (u32, usize) {
        (self.shift, self.parts)
    }

    #[cfg(test)]
    pub(crate) fn with_round(self, round: usize) -> Plan {
        Plan {
            round: round.max(1),
            ..self
        }
    }
}

/// Inserts the `n` hashes `hash_at(0..n)` on the current rayon pool.
pub(crate) fn par_insert(
    ops: &'static Ops,
    p: Geometry,
    blocks: &mut [Block],
    src: &(impl Source + Sync),
) {
    if src.len() < PARTITION_MIN_KEYS {
        probe::insert_batch(ops, p, blocks, src);
        return;
    }
    let plan = Plan::new(blocks.len(), rayon::current_num_threads());
    partitioned_insert(ops, p, blocks, src, plan);
}

/// Keys a hasher hashes per call of the back end's hashing stage.
const HASH_WINDOW: usize = 1024;

/// The partitioned insert itself, with an explicit plan (tests force tiny plans through it).
pub(crate) fn partitioned_insert(
    ops: &'static Ops,
    p: Geometry,
    blocks: &mut [Block],
    src: &(impl Source + Sync),
    plan: Plan,
) {
    let (n, nb) = (src.len(), blocks.len());
    debug_assert_eq!(nb, p.num_blocks);
    let per_bucket = plan.round.min(n) / (plan.hashers * plan.parts);
    let reserve = per_bucket + per_bucket / 4 + 8;
    let mut buckets: Vec<Vec<Vec<u64>>> = (0..plan.hashers)
        .map(|_| {
            (0..plan.parts)
                .map(|_| Vec::with_capacity(reserve))
                .collect()
        })
        .collect();
    let mut start = 0;
    while start < n {
        let len = plan.round.min(n - start);
        let per_hasher = len.div_ceil(plan.hashers);
        // Hash and partition: hasher `t` takes keys `start + t * per_hasher ..`, in order.
        buckets.par_iter_mut().enumerate().for_each(|(t, own)| {
            let lo = start + (t * per_hasher).min(len);
            let hi = start + ((t + 1) * per_hasher).min(len);
            let mut hashes = [0u64; HASH_WINDOW];
            for w in (lo..hi).step_by(HASH_WINDOW) {
                let hashes = &mut hashes[..HASH_WINDOW.min(hi - w)];
                probe::hash_batch(ops, src, w, hashes);
                for &h in &*hashes {
                    let line = match p.layout {
                        Layout::Blocked => block_index(h, nb),
                        Layout::SplitBlock => split_place(h, nb).0,
                    };
                    own[line >> plan.shift].push(h);
                }
            }
        });
        // Set bits: one task per block range, reading that range's bucket of every hasher.
        let buckets_ref = &buckets;
        blocks
            .par_chunks_mut(1 << plan.shift)
            .enumerate()
            .for_each(|(j, range)| {
                for own in buckets_ref {
                    probe::insert_range(ops, p, range, j << plan.shift, &own[j]);
                }
            });
        buckets.iter_mut().flatten().for_each(Vec::clear);
        start += len;
    }
}

/// Parallel bulk inserts (feature `parallel`, on by default). They run on the current rayon pool:
/// the global one, or the one a caller entered with `ThreadPool::install`.
///
/// # Memory
/// Besides the filter, a parallel insert holds one round of hashes: 8 bytes a key for
/// `min(n, 4 × blocks)` keys, that count clamped to between 2^16 and 2^25 keys, plus a quarter
/// for bucket slack. That is about 60% of the filter's size, at least 640 KiB and at most
/// 320 MiB, however many keys go in: a 10 bits/key filter of 10^9 keys (1.2 GiB) builds with
/// about 320 MiB on top of it.
impl Filter {
    /// A filter for `keys.len()` keys at `bits_per_key` bits per key, holding `keys`, built on
    /// every thread of the rayon pool. The same filter, bit for bit, as
    /// [`with_bits_per_key`](Self::with_bits_per_key) followed by inserting the keys in order.
    ///
    /// ```
    /// use linebloom::Filter;
    ///
    /// let keys: Vec<u64> = (0..100_000).collect();
    /// let f = Filter::from_keys_par(&keys, 10.0)?;
    /// assert!(keys.iter().all(|k| f.contains(k)));
    ///
    /// let mut g = Filter::with_bits_per_key(keys.len() as u64, 10.0)?;
    /// g.insert_batch(&keys);
    /// assert_eq!(f, g);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn from_keys_par<K: Key + Sync>(keys: &[K], bits_per_key: f64) -> Result<Filter, Error> {
        let mut f = Filter::with_bits_per_key(keys.len().max(1) as u64, bits_per_key)?;
        f.par_insert_batch(keys);
        Ok(f)
    }

    /// [`from_keys_par`](Self::from_keys_par) for pre-computed hashes. The filter has seed 0,
    /// so the hashes must be what [`hash`](Self::hash) gives under seed 0 for
    /// [`contains`](Self::contains) to find the keys; for another seed use
    /// [`FilterBuilder::build_from_hashes_par`](FilterBuilder::build_from_hashes_par).
    pub fn from_hashes_par(hashes: &[u64], bits_per_key: f64) -> Result<Filter, Error> {
        let mut f = Filter::with_bits_per_key(hashes.len().max(1) as u64, bits_per_key)?;
        f.par_insert_hash_batch(hashes);
        Ok(f)
    }

    /// Inserts `keys` using every thread of the rayon pool; bit-identical to
    /// [`insert_batch`](Self::insert_batch).
    pub fn par_insert_batch<K: Key + Sync>(&mut self, keys: &[K]) {
        with_key_source!(keys, self.seed(), |src| self.par_insert_from(src));
    }

    /// [`par_insert_batch`](Self::par_insert_batch) for pre-computed hashes.
    pub fn par_insert_hash_batch(&mut self, hashes: &[u64]) {
        self.par_insert_from(&Hashes(hashes));
    }

    /// Inserts every key an iterator yields, a round at a time: the keys of one round are
    /// buffered (at most [`par_round_len`](Self::par_round_len) of them) and inserted in
    /// parallel, so a build from a stream needs memory for one round, not for every key.
    /// Returns how many keys were inserted.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_bits_per_key(50_000, 10.0)?;
    /// let n = f.par_insert_iter((0..50_000u64).map(|i| i * 3));
    /// assert_eq!(n, 50_000);
    /// assert!(f.contains(&(3 * 49_999u64)));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn par_insert_iter<K, I>(&mut self, keys: I) -> u64
    where
        K: Key + Send + Sync,
        I: IntoIterator<Item = K>,
    {
        let round = self.par_round_len();
        let mut buf = Vec::new();
        let mut total = 0u64;
        let mut iter = keys.into_iter();
        loop {
            buf.clear();
            buf.extend(iter.by_ref().take(round));
            if buf.is_empty() {
                return total;
            }
            self.par_insert_batch(&buf);
            total += buf.len() as u64;
        }
    }

    /// Keys per round of a parallel insert into this filter: the most hashes it holds at once.
    pub fn par_round_len(&self) -> usize {
        Plan::new(self.num_blocks(), rayon::current_num_threads()).round()
    }

    fn par_insert_from(&mut self, src: &(impl Source + Sync)) {
        self.set_insert_count(self.insert_count().saturating_add(src.len() as u64));
        let (ops, p) = (self.ops(), self.view().probe());
        par_insert(ops, p, self.blocks_mut(), src);
    }

    #[cfg(test)]
    pub(crate) fn partitioned_insert_hashes(&mut self, hashes: &[u64], plan: Plan) {
        let (ops, p) = (self.ops(), self.view().probe());
        partitioned_insert(ops, p, self.blocks_mut(), &Hashes(hashes), plan);
    }
}

impl FilterBuilder {
    /// Builds the filter and inserts `keys` on every thread of the rayon pool: bit-identical to
    /// [`build`](Self::build) followed by [`insert_batch`](Filter::insert_batch). Unlike
    /// [`Filter::from_keys_par`](Filter::from_keys_par) it keeps every knob of the builder
    /// (seed, `k`, back end, fpr or bits per key).
    ///
    /// ```
    /// let keys: Vec<u64> = (0..10_000).collect();
    /// let f = linebloom::Filter::builder()
    ///     .expected_items(keys.len() as u64)
    ///     .fpr(0.01)
    ///     .seed(9)
    ///     .build_from_keys_par(&keys)?;
    /// assert_eq!(f.seed(), 9);
    /// assert!(keys.iter().all(|k| f.contains(k)));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn build_from_keys_par<K: Key + Sync>(&self, keys: &[K]) -> Result<Filter, Error> {
        let mut f = self.build()?;
        f.par_insert_batch(keys);
        Ok(f)
    }

    /// [`build_from_keys_par`](Self::build_from_keys_par) for hashes computed under the
    /// builder's seed.
    pub fn build_from_hashes_par(&self, hashes: &[u64]) -> Result<Filter, Error> {
        let mut f = self.build()?;
        f.par_insert_hash_batch(hashes);
        Ok(f)
    }
}
