//! [`ConcurrentFilter`]: a filter under construction that many threads insert into at once.

use crate::alloc::AtomicBlocks;
use crate::error::Error;
use crate::filter::Filter;
use crate::layout::key::Key;
use crate::probe::pipeline::{with_key_source, Bools, Hashes, Source};
use crate::probe::{self, Backend, Geometry, Ops};
use core::sync::atomic::{AtomicU64, Ordering};

/// A filter still being built: `insert` takes `&self`, so any number of threads can insert (and
/// query) at once, sharing it by reference or in an `Arc`. Bits are set with atomic OR on 64-bit
/// words, so no insert is lost, and a key whose `insert` has returned is found by every later
/// `contains` on any thread that synchronised with the inserting one (a join, a channel, ...).
///
/// Building and sealed are different types: [`into_filter`](Self::into_filter) consumes the
/// builder and returns the finished [`Filter`] without copying the bits, and only a `Filter` can
/// be saved, unioned or handed to readers as final. [`Filter::into_concurrent`] goes back.
///
/// ```
/// use linebloom::ConcurrentFilter;
///
/// let building = ConcurrentFilter::with_bits_per_key(40_000, 10.0)?;
/// std::thread::scope(|s| {
///     for t in 0..4u64 {
///         let building = &building;
///         s.spawn(move || {
///             for i in 0..10_000u64 {
///                 building.insert(&(t * 10_000 + i));
///             }
///         });
///     }
/// });
/// let sealed = building.into_filter();
/// assert!((0..40_000u64).all(|k| sealed.contains(&k)));
/// assert_eq!(sealed.insert_count(), 40_000);
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct ConcurrentFilter {
    blocks: AtomicBlocks,
    k: u32,
    seed: u64,
    ops: &'static Ops,
    inserted: AtomicU64,
}

impl ConcurrentFilter {
    /// An empty filter for `expected_items` keys at `bits_per_key` bits per key (see
    /// [`Filter::with_bits_per_key`]).
    pub fn with_bits_per_key(expected_items: u64, bits_per_key: f64) -> Result<Self, Error> {
        Filter::with_bits_per_key(expected_items, bits_per_key)?.into_concurrent()
    }

    /// An empty filter for `expected_items` keys at false-positive rate `fpr` (see
    /// [`Filter::with_fpr`]).
    pub fn with_fpr(expected_items: u64, fpr: f64) -> Result<Self, Error> {
        Filter::with_fpr(expected_items, fpr)?.into_concurrent()
    }

    pub(crate) fn from_filter(filter: Filter) -> Self {
        let (blocks, k, seed, ops, inserted) = filter.into_parts();
        ConcurrentFilter {
            blocks: AtomicBlocks::new(blocks),
            k,
            seed,
            ops,
            inserted: AtomicU64::new(inserted),
        }
    }

    #[inline(always)]
    /// The same filter answering through `ops` (for the differential tests).
    #[cfg(test)]
    pub(crate) fn with_ops(self, ops: &'static Ops) -> Self {
        ConcurrentFilter { ops, ..self }
    }

    fn words(&self) -> &[AtomicU64] {
        self.blocks.words()
    }

    #[inline(always)]
    fn probe(&self) -> Geometry {
        Geometry::new(self.blocks.num_blocks(), self.k)
    }

    /// The key's hash under this filter's seed.
    #[inline]
    pub fn hash<K: Key + ?Sized>(&self, key: &K) -> u64 {
        key.key_hash(self.seed)
    }

    /// Adds a key; safe to call from many threads at once. Returns whether it was new (one of
    /// its bits was unset, read from the atomic OR's old value): of several threads inserting the
    /// same new key at once, at least one sees `true`.
    #[inline]
    pub fn insert<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.insert_hash(self.hash(key))
    }

    /// Adds a key by its 64-bit hash; whether it was new, as [`insert`](Self::insert).
    #[inline]
    pub fn insert_hash(&self, hash: u64) -> bool {
        self.inserted.fetch_add(1, Ordering::Relaxed);
        self.ops.insert_atomic(self.probe(), self.words(), hash)
    }

    /// Adds many keys, prefetching their blocks a chunk ahead (and counting them with one atomic
    /// add, not one per key).
    pub fn insert_batch<K: Key>(&self, keys: &[K]) {
        with_key_source!(keys, self.seed, |src| self.insert_from(src));
    }

    /// [`insert_batch`](Self::insert_batch) for pre-computed hashes.
    pub fn insert_hash_batch(&self, hashes: &[u64]) {
        self.insert_from(&Hashes(hashes));
    }

    fn insert_from(&self, src: &impl Source) {
        self.inserted.fetch_add(src.len() as u64, Ordering::Relaxed);
        probe::insert_atomic_batch(self.ops, self.probe(), self.words(), src);
    }

    /// Whether the key may have been inserted. Sees every insert that happened before this call
    /// on this thread or on threads it synchronised with; a concurrent insert may or may not be
    /// seen.
    #[inline]
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.hash(key))
    }

    /// [`contains`](Self::contains) for a pre-computed hash.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        self.ops.contains_atomic(self.probe(), self.words(), hash)
    }

    /// Batched [`contains`](Self::contains), `out[i] = contains(&keys[i])`, prefetching a chunk
    /// ahead like [`Filter::contains_batch`].
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        assert_eq!(
            keys.len(),
            out.len(),
            "contains_batch: keys and out differ in length"
        );
        with_key_source!(keys, self.seed, |src| self.contains_from(src, out));
    }

    /// [`contains_batch`](Self::contains_batch) for pre-computed hashes.
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        assert_eq!(
            hashes.len(),
            out.len(),
            "contains_hash_batch: hashes and out differ in length"
        );
        self.contains_from(&Hashes(hashes), out);
    }

    fn contains_from(&self, src: &impl Source, out: &mut [bool]) {
        let (p, words) = (self.probe(), self.words());
        probe::contains_atomic_batch(self.ops, p, words, src, &mut Bools(out));
    }

    /// Insert calls so far (keys, repeats included).
    pub fn insert_count(&self) -> u64 {
        self.inserted.load(Ordering::Relaxed)
    }

    /// Whether no insert has been counted yet.
    pub fn is_empty(&self) -> bool {
        self.insert_count() == 0
    }

    /// Bits set per key (`k`).
    pub fn num_hashes(&self) -> u32 {
        self.k
    }

    /// Number of 64-byte blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks.num_blocks()
    }

    /// Memory held by the bit array, in bytes (`64 * num_blocks`).
    pub fn size_bytes(&self) -> usize {
        self.num_blocks() * 64
    }

    /// The hash seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The back end computing probe masks.
    pub fn backend(&self) -> Backend {
        self.ops.backend()
    }

    /// The back end's name (`scalar`, `avx2`, `avx512`, `neon`).
    pub fn backend_name(&self) -> &'static str {
        self.ops.backend().name()
    }

    /// Seals the filter: no more concurrent inserts; returns the [`Filter`], which owns the same
    /// memory (nothing is copied).
    pub fn into_filter(self) -> Filter {
        let ConcurrentFilter {
            blocks,
            k,
            seed,
            ops,
            inserted,
            ..
        } = self;
        Filter::from_raw_parts(blocks.into_inner(), k, seed, ops, inserted.into_inner())
    }
}

impl crate::filter::windowed::HashBatch for ConcurrentFilter {
    fn seed(&self) -> u64 {
        self.seed
    }

    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

crate::filter::windowed::windowed_outputs!(ConcurrentFilter);

impl core::fmt::Debug for ConcurrentFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ConcurrentFilter")
            .field("num_blocks", &self.num_blocks())
            .field("num_hashes", &self.k)
            .field("seed", &self.seed)
            .field("backend", &self.backend())
            .finish_non_exhaustive()
    }
}

impl Filter {
    /// Turns the filter into a [`ConcurrentFilter`] that threads can insert into through `&self`
    /// (nothing is copied); [`ConcurrentFilter::into_filter`] seals it again.
    ///
    /// # Errors
    /// [`ErrorKind::Incompatible`](crate::ErrorKind::Incompatible) if the filter's layout is
    /// [`Layout::SplitBlock`](crate::Layout::SplitBlock): the concurrent filter has the blocked
    /// layout only.
    pub fn into_concurrent(self) -> Result<ConcurrentFilter, Error> {
        if self.layout() != crate::Layout::Blocked {
            return Err(Error::new(
                crate::ErrorKind::Incompatible,
                "into_concurrent: the concurrent filter has the blocked layout only; \
                 build the filter with Layout::Blocked to insert from many threads",
            ));
        }
        Ok(ConcurrentFilter::from_filter(self))
    }
}
