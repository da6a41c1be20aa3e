//! [`CountingFilter`]: the counting Bloom filter (Fan, Cao, Almeida and Broder; Broder and
//! Mitzenmacher's survey), in this crate's one-cache-line layout: 128 4-bit counters per 64-byte
//! line, a key's `k` counters all in one line (the spec is `layout/counters.rs`). It shares the
//! Bloom filter's hashing, line choice, kernels, batch pipeline, outputs and file layer; only the
//! [`Counters`] line kind is its own.

mod view;

pub(crate) use view::counting_queries;
pub use view::CountingRef;

use crate::alloc::BlockBuf;
use crate::error::Error;
use crate::filter::forward::one_line_methods;
use crate::filter::owned::{Filter, FilterBuilder};
use crate::layout::block::Block;
use crate::layout::key::Key;
use crate::layout::sizing::COUNTING;
use crate::probe::pipeline::{with_key_source, Hashes};
use crate::probe::{self, Backend, Counters, Geometry, Ops};

/// A counting Bloom filter: a Bloom filter whose bits are 4-bit counters, so that keys can be
/// [`remove`](Self::remove)d. Each key counts in `k` counters of one 64-byte line (one cache miss
/// per lookup, as for [`Filter`](crate::Filter)); a key may be present when all `k` are
/// non-zero. It takes four times a Bloom filter's memory for the same false-positive rate's
/// counters per key (a counter is 4 bits where a Bloom slot is 1).
///
/// # Removing a key that was never inserted
/// **[`remove`](Self::remove) must only be given keys that were inserted** (and not yet removed as
/// often). A removal decrements the key's counters whenever all of them are non-zero, which for a
/// key never inserted happens with the false-positive rate: the counters it decrements belong to
/// other keys, and one of those can then read as absent (a false negative). `remove` returning
/// `true` does not prove the key was present; `false` proves it was not.
///
/// # Saturation: an inserted key is never lost
/// A counter that reaches 15 *saturates*: it stays at 15 and is never decremented again, since it
/// no longer knows how many keys it counts. So a counter that ever counted more than 14 keys never
/// returns to zero, and every key inserted (and removed no more often than inserted) keeps
/// answering "maybe": there is no false negative, whatever the duplicates and the load. The cost
/// is one-sided: the keys that shared a saturated counter can stay false positives after their
/// last removal. [`saturated_counters`](Self::saturated_counters) counts them; at the sized load
/// (about 10 counters per key) they are rare.
///
/// # Duplicates
/// Each insert counts once more, so a key inserted `m` times answers "maybe" until removed `m`
/// times (or forever, once one of its counters saturated).
///
/// ```
/// use linebloom::CountingFilter;
///
/// let mut f = CountingFilter::with_fpr(10_000, 0.01)?;
/// for i in 0..10_000u64 {
///     f.insert(&i);
/// }
/// assert!(f.contains(&42u64));
/// assert!(f.remove(&42u64));                // 42 was inserted: it may be removed
/// let mut out = vec![false; 3];
/// f.contains_batch(&[1u64, 2, 3], &mut out); // through the same batch pipeline as Filter
/// assert_eq!(out, [true, true, true]);
/// println!("{} keys, k = {}, est. FPR {:.3}%, {} back end", f.insert_count(), f.num_hashes(),
///          100.0 * f.estimated_fpr(), f.backend_name());
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct CountingFilter {
    lines: BlockBuf,
    k: u32,
    seed: u64,
    count: u64,
    ops: &'static Ops,
}

impl CountingFilter {
    /// A filter for `expected_items` keys whose false-positive rate, once they are all counted,
    /// is at most `fpr` under the counting line's model (16 lanes of 8 counters, one counter in
    /// each of `k` distinct lanes; about 10.8 counters, 43 bits, per key at 1%).
    ///
    /// Errors if `expected_items` is 0 or above 2^48, if `fpr` is not strictly between 0 and 1
    /// (or is below what 64 counters per key reach), or if the memory cannot be allocated.
    pub fn with_fpr(expected_items: u64, fpr: f64) -> Result<CountingFilter, Error> {
        CountingFilter::builder()
            .expected_items(expected_items)
            .fpr(fpr)
            .build()
    }

    /// A filter for `expected_items` keys at `counters_per_key` 4-bit counters per key (1 to 64),
    /// with the `k` that minimises the false-positive rate there.
    pub fn with_counters_per_key(
        expected_items: u64,
        counters_per_key: f64,
    ) -> Result<CountingFilter, Error> {
        CountingFilter::builder()
            .expected_items(expected_items)
            .counters_per_key(counters_per_key)
            .build()
    }

    /// A builder for the other knobs: counters per key, `k`, seed, back end.
    pub fn builder() -> CountingBuilder {
        CountingBuilder::default()
    }

    /// An empty filter of `lines` lines and `k` counters per key.
    pub(crate) fn from_parts(
        lines: usize,
        k: u32,
        seed: u64,
        backend: Option<Backend>,
    ) -> Result<CountingFilter, Error> {
        // A line is a block: the Bloom filter's checks (k, a line at least, the back end) and
        // its allocator (huge pages for large arrays).
        let (lines, k, seed, ops, _) = Filter::from_parts(lines, k, seed, backend)?.into_parts();
        let count = 0;
        Ok(CountingFilter {
            lines,
            k,
            seed,
            count,
            ops,
        })
    }

    /// The read-only view every query goes through (shared with
    /// [`MmapCountingFilter`](crate::MmapCountingFilter)).
    #[inline(always)]
    pub fn view(&self) -> CountingRef<'_> {
        CountingRef::new(
            self.lines.as_slice(),
            self.k,
            self.seed,
            self.count,
            self.ops,
        )
    }

    one_line_methods! {
        /// Counts `key`: adds one to each of its `k` counters (a counter at 15 stays there).
        /// Returns whether the key was new: one of its counters was zero (`false` for a key
        /// already counted, and for a false positive).
        ///
        /// ```
        /// let mut f = linebloom::CountingFilter::with_fpr(100, 0.01)?;
        /// assert!(f.insert("apple"));
        /// assert!(!f.insert("apple")); // counted twice now: two removals to forget it
        /// # Ok::<(), linebloom::Error>(())
        /// ```
        #[inline]
        pub fn insert[K: Key + ?Sized](&mut self, key: &K) -> bool =
            self.insert_hash(key.key_hash(self.seed));
        /// [`insert`](Self::insert) for a pre-computed hash (see [`hash`](Self::hash)).
        #[inline]
        pub fn insert_hash(&mut self, hash: u64) -> bool = {
            self.count = self.count.saturating_add(1);
            (self.ops).count_insert_one(self.probe(), self.lines.as_mut_slice(), hash)
        };
        /// Uncounts `key` if it may be present: when all `k` of its counters are non-zero,
        /// subtracts one from each that is not saturated and returns `true`; otherwise changes
        /// nothing and returns `false` (the key was certainly not counted).
        ///
        /// **Only remove keys that were inserted.** Removing a key that never was (a false
        /// positive) decrements other keys' counters and can make one of them a false negative
        /// (see the type's documentation).
        ///
        /// ```
        /// let mut f = linebloom::CountingFilter::with_fpr(100, 0.01)?;
        /// f.insert(&5u64);
        /// assert!(f.remove(&5u64));
        /// assert!(!f.contains(&5u64));
        /// assert!(!f.remove(&5u64)); // nothing left to remove: the filter is unchanged
        /// # Ok::<(), linebloom::Error>(())
        /// ```
        #[inline]
        pub fn remove[K: Key + ?Sized](&mut self, key: &K) -> bool =
            self.remove_hash(key.key_hash(self.seed));
        /// [`remove`](Self::remove) for a pre-computed hash.
        #[inline]
        pub fn remove_hash(&mut self, hash: u64) -> bool = {
            let found = (self.ops).count_remove_one(self.probe(), self.lines.as_mut_slice(), hash);
            // A count read from a file may be lower than the keys its counters hold: saturate.
            self.count = self.count.saturating_sub(u64::from(found));
            found
        };
        /// Switches to another back end (every back end keeps the same counters); errors if
        /// this CPU lacks it.
        pub fn set_backend(&mut self, backend: Backend) -> Result<(), Error> =
            backend.require().map(|ops| self.ops = ops);
        #[inline(always)]
        fn probe(&self) -> Geometry = Geometry::new(self.lines.as_slice().len(), self.k);
    }

    /// Counts every key, in order, through the batch pipeline (lines prefetched a chunk ahead):
    /// the same counters as inserting them one by one.
    pub fn insert_batch<K: Key>(&mut self, keys: &[K]) {
        let (ops, p) = (self.ops, self.probe());
        self.count = self.count.saturating_add(keys.len() as u64);
        let lines = self.lines.as_mut_slice();
        with_key_source!(keys, self.seed, |src| {
            probe::insert_lines(ops, Counters, p, lines, src)
        });
    }

    /// [`insert_batch`](Self::insert_batch) for pre-computed hashes.
    pub fn insert_hash_batch(&mut self, hashes: &[u64]) {
        let (ops, p) = (self.ops, self.probe());
        self.count = self.count.saturating_add(hashes.len() as u64);
        probe::insert_lines(ops, Counters, p, self.lines.as_mut_slice(), &Hashes(hashes));
    }

    one_line_methods! {
        /// Zeroes every counter (saturated ones too) and the count, keeping the size and seed.
        pub fn clear(&mut self) = {
            self.lines.as_mut_slice().fill(Block::default());
            self.count = 0;
        };
        /// A copy, or a [`TooLarge`](crate::ErrorKind::TooLarge) error if its memory cannot be
        /// had.
        pub fn try_clone(&self) -> Result<CountingFilter, Error> =
            (self.lines.try_clone()).map(|lines| CountingFilter { lines, ..*self });
        /// The lines as writable bytes (for reading a file into them).
        pub(crate) fn bytes_mut(&mut self) -> &mut [u8] =
            crate::alloc::as_bytes_mut(self.lines.as_mut_slice());
        pub(crate) fn set_count(&mut self, count: u64) = self.count = count;
    }
}

impl Clone for CountingFilter {
    /// # Panics
    /// If the copy's memory cannot be allocated; use [`CountingFilter::try_clone`] to get an
    /// error.
    fn clone(&self) -> Self {
        self.try_clone().unwrap_or_else(|e| panic!("{e}"))
    }
}

impl core::fmt::Debug for CountingFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.view().fmt(f)
    }
}

impl PartialEq for CountingFilter {
    /// Same shape, seed, count and counters (the back end does not matter).
    fn eq(&self, other: &Self) -> bool {
        (self.k, self.seed, self.count) == (other.k, other.seed, other.count)
            && self.lines.as_slice() == other.lines.as_slice()
    }
}

impl Eq for CountingFilter {}

/// Builds a [`CountingFilter`]: `expected_items` is required; the density is given by
/// [`fpr`](Self::fpr) (default 0.01) or [`counters_per_key`](Self::counters_per_key), not both.
///
/// ```
/// use linebloom::{Backend, CountingFilter};
/// let f = CountingFilter::builder()
///     .expected_items(10_000)
///     .counters_per_key(10.0)
///     .seed(7)
///     .backend(Backend::Scalar)
///     .build()?;
/// assert_eq!((f.num_hashes(), f.backend_name()), (5, "scalar"));
/// assert_eq!(f.num_lines(), 782); // 10^5 counters, 128 a line
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct CountingBuilder(FilterBuilder);

/// Builder setters that hand their value to the wrapped [`FilterBuilder`]'s setter.
macro_rules! setters {
    ($($(#[$doc:meta])* $name:ident($t:ty) => $inner:ident;)*) => {
        $($(#[$doc])* pub fn $name(self, value: $t) -> Self {
            CountingBuilder(self.0.$inner(value))
        })*
    };
}

impl CountingBuilder {
    setters! {
        /// How many keys the filter is sized for (required, 1 to 2^48).
        expected_items(u64) => expected_items;
        /// Target false-positive rate once `expected_items` keys are counted, strictly between 0
        /// and 1 (default 0.01).
        fpr(f64) => fpr;
        /// Counters (4 bits each) per expected key, 1 to 64, instead of [`fpr`](Self::fpr).
        counters_per_key(f64) => bits_per_key;
        /// Fixes `k`, the counters per key (1 to 16), instead of the best for the density.
        num_hashes(u32) => num_hashes;
        /// The hash seed (default 0).
        seed(u64) => seed;
        /// Forces a back end instead of the best one this CPU has; `build` errors if it is
        /// missing.
        backend(Backend) => backend;
    }

    /// Allocates the (empty) filter, sized by the counting line's model
    /// (`CountingFilter::with_fpr`).
    pub fn build(&self) -> Result<CountingFilter, Error> {
        let shape = self.0.shape_in(&COUNTING)?;
        let (seed, backend) = self.0.seed_and_backend();
        CountingFilter::from_parts(shape.num_blocks, shape.k, seed, backend)
    }
}

counting_queries!(CountingFilter);
