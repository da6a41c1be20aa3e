//! [`CountingRef`]: every read-only query of a counting filter, written once and shared by the
//! owned [`CountingFilter`](crate::CountingFilter) and the mapped
//! [`MmapCountingFilter`](crate::MmapCountingFilter) (which get these methods through
//! `forward_view!`).

use crate::filter::forward::one_line_methods;
use crate::filter::windowed::{same_len, windowed_outputs};
use crate::layout::block::{Block, LANES};
use crate::layout::counters::{self, COUNTER_MAX, LINE_COUNTERS};
use crate::layout::estimate::subset_products;
use crate::layout::key::Key;
use crate::layout::sizing::binomial;
use crate::probe::pipeline::{with_key_source, Bools, Hashes};
use crate::probe::{self, Backend, Counters, Geometry, Ops};

/// A borrowed, read-only view of a counting filter's lines: the query interface its owners share.
///
/// ```
/// let mut f = linebloom::CountingFilter::with_fpr(1000, 0.01)?;
/// f.insert("x");
/// let view = f.view();
/// assert!(view.contains("x") && view.insert_count() == 1);
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct CountingRef<'a> {
    lines: &'a [Block],
    k: u32,
    seed: u64,
    /// Keys counted: inserts minus the removals that found their key.
    count: u64,
    ops: &'static Ops,
}

impl core::fmt::Debug for CountingRef<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (lines, k, seed, count) = (self.lines.len(), self.k, self.seed, self.count);
        let backend = self.backend_name();
        write!(f, "CountingRef {{ lines: {lines}, k: {k}, seed: {seed}, insert_count: {count}, backend: {backend} }}")
    }
}

impl<'a> CountingRef<'a> {
    one_line_methods! {
        /// The view of `lines` (`k` counters per key, 1..=16, checked by every owner).
        pub(crate) fn new(lines: &'a [Block], k: u32, seed: u64, count: u64, ops: &'static Ops)
            -> CountingRef<'a> = CountingRef { lines, k, seed, count, ops };
        #[inline(always)]
        pub(crate) fn probe(&self) -> Geometry = Geometry::new(self.lines.len(), self.k);
        /// The key's 64-bit hash under this filter's seed (what the `*_hash` calls take): the
        /// same hash a [`Filter`](crate::Filter) with that seed computes.
        #[inline]
        pub fn hash[K: Key + ?Sized](&self, key: &K) -> u64 = key.key_hash(self.seed);
        /// Whether `key` may be in the filter: `false` means every insert of it was removed (or
        /// it was never inserted); `true` may be a false positive.
        #[inline]
        pub fn contains[K: Key + ?Sized](&self, key: &K) -> bool =
            self.ops.count_contains_one(self.lines, self.k, key.key_hash(self.seed));
        /// [`contains`](Self::contains) for a pre-computed hash.
        #[inline]
        pub fn contains_hash(&self, hash: u64) -> bool =
            self.ops.count_contains_one(self.lines, self.k, hash);
        /// Keys counted now: inserts minus the removals that found their key.
        pub fn insert_count(&self) -> u64 = self.count;
        /// Whether no key is counted (every counter is zero, unless a saturated one remains).
        pub fn is_empty(&self) -> bool = self.count == 0;
        /// Counters per key (`k`, 1 to 16): one in each of `k` distinct lanes of the key's line.
        pub fn num_hashes(&self) -> u32 = self.k;
        /// Number of 64-byte lines.
        pub fn num_lines(&self) -> usize = self.lines.len();
        /// Number of 4-bit counters (128 per line).
        pub fn num_counters(&self) -> usize = self.lines.len() * LINE_COUNTERS;
        /// Bytes of the counter array (64 per line).
        pub fn size_bytes(&self) -> usize = core::mem::size_of_val(self.lines);
        /// The hash seed.
        pub fn seed(&self) -> u64 = self.seed;
        /// The back end the lookups run on.
        pub fn backend(&self) -> Backend = self.ops.backend();
        /// [`backend`](Self::backend)'s name: `scalar`, `avx2`, `avx512` or `neon`.
        pub fn backend_name(&self) -> &'static str = self.ops.backend().name();
        /// The lines' bytes, as FORMAT.md lays them out (counter `c` of line `l` is nibble
        /// `c % 2`, the low one first, of byte `64 l + c / 2`).
        pub fn as_bytes(&self) -> &'a [u8] = crate::alloc::as_bytes(self.lines);
    }

    /// `out[i]` = `contains(&keys[i])`, through the crate's one batch pipeline (the Bloom
    /// filter's): a chunk of keys is hashed (SIMD xxh3 for integer keys) and its lines prefetched
    /// while the chunk before is tested.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        same_len("contains_batch: keys", keys.len(), out.len());
        let (ops, p, lines) = (self.ops, self.probe(), self.lines);
        with_key_source!(keys, self.seed, |src| {
            probe::contains_lines(ops, Counters, p, lines, src, &mut Bools(out))
        });
    }

    /// Batched [`contains_hash`](Self::contains_hash).
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        same_len("contains_hash_batch: hashes", hashes.len(), out.len());
        let (ops, p, lines) = (self.ops, self.probe(), self.lines);
        probe::contains_lines(ops, Counters, p, lines, &Hashes(hashes), &mut Bools(out));
    }

    /// The fraction of counters that are non-zero.
    pub fn fill_ratio(&self) -> f64 {
        let taken: u64 = self.lines.iter().flat_map(|l| l.0).map(nonzero).sum();
        taken as f64 / self.num_counters() as f64
    }

    /// Counters stuck at 15: they are never decremented again, so a key that shares one stays a
    /// "maybe" after its last removal. A handful is normal at 10+ counters per key; many mean the
    /// filter holds far more keys (or repeats of one key) than it was sized for.
    pub fn saturated_counters(&self) -> u64 {
        let full = |l: &Block| {
            (0..LINE_COUNTERS)
                .filter(|&c| counters::counter(l, c) == COUNTER_MAX)
                .count() as u64
        };
        self.lines.iter().map(full).sum()
    }

    /// The false-positive rate a key never inserted sees now, from the counters line by line:
    /// the mean over lines of P(all `k` of a random key's counters are non-zero), a query taking
    /// `k` random lanes and one random counter in each (as the Bloom filter's estimate does with
    /// bits).
    pub fn estimated_fpr(&self) -> f64 {
        let k = self.k as usize;
        let fpr = |l: &Block| subset_products(l.0.map(|lane| nonzero(lane) as f64 / 8.0), k);
        let sum: f64 = self.lines.iter().map(fpr).sum();
        sum / (binomial(LANES, k) * self.lines.len() as f64)
    }

    /// The keys counted, from the counters: their sum over `k` (each insert adds `k`, each
    /// removal takes `k` away). Exact until a counter saturates, a lower bound after.
    pub fn estimated_len(&self) -> f64 {
        let sum: u64 = (self.lines.iter())
            .flat_map(|l| l.0)
            .map(|lane| {
                (0..8)
                    .map(|s| u64::from(lane >> (4 * s) & 0xf))
                    .sum::<u64>()
            })
            .sum();
        sum as f64 / f64::from(self.k)
    }
}

/// Non-zero counters of a lane.
fn nonzero(lane: u32) -> u64 {
    u64::from(counters::lane_nonzero(lane))
}

windowed_outputs!(CountingRef<'_>, answered_by contains_hash_batch);

/// Gives an owner of counting lines (the heap's [`CountingFilter`](crate::CountingFilter), the
/// mapping's [`MmapCountingFilter`](crate::MmapCountingFilter)) every query of [`CountingRef`],
/// each calling its `view()`: the one list of the kind's read-only API.
macro_rules! counting_queries {
    ($owner:ty) => {
        $crate::filter::forward::forward_view!(CountingRef for $owner {
        fn num_hashes(&self) -> u32;
        fn num_lines(&self) -> usize;
        fn num_counters(&self) -> usize;
        fn fill_ratio(&self) -> f64;
        fn saturated_counters(&self) -> u64;
        fn estimated_len(&self) -> f64;
        });
        $crate::filter::forward::forward_kind_queries!(CountingRef for $owner);
    };
}
pub(crate) use counting_queries;
