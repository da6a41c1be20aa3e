//! [`MultiGet`]: one key against the filters of several tables (one per SSTable, level by
//! level), hashed once, with every table's block prefetched before the first test.
//!
//! The shape follows RocksDB's `Version::MultiGet`: the engine keeps the filters of the tables a
//! read may have to visit, in search order, and asks all of them before reading any table; a
//! table whose filter says "no" is skipped. RocksDB batches many keys against one table's filter
//! (`KeysMayMatch` over a `MultiGetRange`); a point read that has one key and several levels is
//! the transposed case, served here: one hash and one prefetch per table, so the misses of all
//! levels overlap instead of coming one per call.

use crate::filter::view::FilterRef;
use crate::layout::block::Block;
use crate::layout::key::Key;
use crate::probe::Ops;

/// The most filters one [`MultiGet`] holds: its answers are the bits of a `u64`.
pub const MULTI_GET_MAX: usize = 64;

/// The filters of several tables, asked together: [`contains`](Self::contains) gives bit `i` set
/// where filter `i` may contain the key (`0` means no table has it). Filters that share a seed
/// share one hash of the key; each filter's block is prefetched before any is tested.
///
/// ```
/// use linebloom::{Filter, MultiGet};
///
/// // One filter per table, all with the same seed (then a key is hashed once for all of them).
/// let mut levels = Vec::new();
/// for level in 0..4u64 {
///     let mut f = Filter::builder().expected_items(1000).fpr(0.01).seed(7).build()?;
///     f.insert(&(level * 100));
///     levels.push(f);
/// }
/// let get = MultiGet::new(levels.iter().map(|f| f.view()));
/// let hits = get.contains(&200u64);
/// assert!(hits & 1 << 2 != 0);                     // level 2 may have it (it does)
/// for level in get.candidates(hits) {
///     // read table `level`; stop at the first that has the key
///     assert!(level < 4);
/// }
/// // Pre-hashed keys: the hash under the (shared) seed.
/// assert_eq!(get.contains_hash(levels[0].hash(&200u64)), hits);
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone)]
pub struct MultiGet<'a> {
    views: Vec<FilterRef<'a>>,
    blocks: Vec<&'a [Block]>,
    rows: Vec<usize>,
    /// The back end every filter uses, if they agree (one call for all of them).
    ops: Option<&'static Ops>,
    /// The seed every filter uses, if they agree (one hash for all of them).
    seed: Option<u64>,
}

impl core::fmt::Debug for MultiGet<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MultiGet")
            .field("filters", &self.views)
            .field("shared_seed", &self.seed)
            .field("shared_backend", &self.ops.map(|o| o.backend()))
            .finish()
    }
}

impl<'a> MultiGet<'a> {
    /// The filters to ask, in the order their answer bits take (bit 0 for the first).
    ///
    /// # Panics
    /// If there are more than [`MULTI_GET_MAX`] (64) filters.
    pub fn new(filters: impl IntoIterator<Item = FilterRef<'a>>) -> MultiGet<'a> {
        let views: Vec<FilterRef<'a>> = filters.into_iter().collect();
        assert!(
            views.len() <= MULTI_GET_MAX,
            "MultiGet takes at most {MULTI_GET_MAX} filters, got {}",
            views.len()
        );
        let ops = views
            .first()
            .map(|v| v.ops)
            // The shared table's multi-filter test reads the blocked layout: a split-block
            // filter among them sends every lookup through each filter's own `contains_hash`.
            .filter(|o| {
                views.iter().all(|v| {
                    core::ptr::eq(v.ops, *o) && v.layout == crate::layout::split::Layout::Blocked
                })
            });
        let seed = views
            .first()
            .map(|v| v.seed)
            .filter(|s| views.iter().all(|v| v.seed == *s));
        MultiGet {
            blocks: views.iter().map(|v| v.blocks).collect(),
            rows: views.iter().map(|v| v.k as usize - 1).collect(),
            views,
            ops,
            seed,
        }
    }

    /// How many filters it asks.
    pub fn len(&self) -> usize {
        self.views.len()
    }

    /// Whether it holds no filter (then every answer is `0`).
    pub fn is_empty(&self) -> bool {
        self.views.is_empty()
    }

    /// The filters, in answer-bit order.
    pub fn filters(&self) -> &[FilterRef<'a>] {
        &self.views
    }

    /// Bit `i` set where filter `i` may contain `key`; a clear bit means that table certainly
    /// does not have it. The same bits as asking each filter's `contains`.
    #[inline]
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> u64 {
        match self.seed {
            Some(seed) => self.contains_hash(key.key_hash(seed)),
            None => {
                let mut hashes = [0u64; MULTI_GET_MAX];
                for (h, v) in hashes.iter_mut().zip(&self.views) {
                    *h = key.key_hash(v.seed);
                }
                self.test(&hashes[..self.views.len()])
            }
        }
    }

    /// [`contains`](Self::contains) of a key whose hash under the filters' seed is `hash`
    /// (what [`FilterRef::hash`] gives). Meant for filters that share one seed; where seeds
    /// differ, filter `i` reads `hash` as a hash under its own seed.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> u64 {
        self.test(core::slice::from_ref(&hash))
    }

    /// The indices of the set bits of `hits` (an answer of this `MultiGet`), lowest first: the
    /// tables to read, in search order.
    pub fn candidates(&self, hits: u64) -> impl Iterator<Item = usize> {
        let mut rest = hits;
        core::iter::from_fn(move || {
            (rest != 0).then(|| {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                i
            })
        })
    }

    /// `hashes`: one per filter, or one for all of them.
    #[inline]
    fn test(&self, hashes: &[u64]) -> u64 {
        if self.views.is_empty() {
            return 0;
        }
        match self.ops {
            Some(ops) => ops.contains_multi(&self.blocks, &self.rows, hashes),
            None => {
                let hashes: &[u64] = if hashes.len() == 1 {
                    &[hashes[0]; MULTI_GET_MAX][..self.views.len()]
                } else {
                    hashes
                };
                // Filters on different back ends (or layouts): prefetch every block, then ask
                // each its own (the prefetch is a hint: for a split-block filter it may be the
                // neighbouring line).
                for (v, &h) in self.views.iter().zip(hashes) {
                    let b = crate::layout::block::block_index(h, v.blocks.len());
                    crate::probe::prefetch_ptr(v.blocks.as_ptr().wrapping_add(b).cast());
                }
                self.views
                    .iter()
                    .zip(hashes)
                    .enumerate()
                    .fold(0, |acc, (i, (v, &h))| {
                        acc | u64::from(v.contains_hash(h)) << i
                    })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::filter::owned::Filter;
    use crate::probe::Backend;

    fn filters(n: usize, seeds: impl Fn(usize) -> u64) -> Vec<Filter> {
        (0..n)
            .map(|i| {
                let mut f = Filter::builder()
                    .expected_items(2000 * (i as u64 + 1))
                    .bits_per_key(6.0 + i as f64)
                    .seed(seeds(i))
                    .build()
                    .unwrap();
                let keys: Vec<u64> = (0..1000).map(|j| j * 7 + i as u64).collect();
                f.insert_batch(&keys);
                f
            })
            .collect()
    }

    fn check(fs: &[Filter], get: &MultiGet<'_>) {
        for key in 0..20_000u64 {
            let want = fs
                .iter()
                .enumerate()
                .fold(0u64, |acc, (i, f)| acc | u64::from(f.contains(&key)) << i);
            assert_eq!(get.contains(&key), want, "key {key}");
            if let Some(seed) = get.seed {
                let h = key.key_hash(seed);
                assert_eq!(get.contains_hash(h), want, "hash of key {key}");
            }
        }
    }

    #[test]
    fn equals_single_lookups_on_every_back_end() {
        for backend in Backend::available() {
            let mut fs = filters(7, |_| 42);
            for f in &mut fs {
                f.set_backend(backend).unwrap();
            }
            let get = MultiGet::new(fs.iter().map(|f| f.view()));
            assert!(get.ops.is_some() && get.seed == Some(42));
            check(&fs, &get);
        }
    }

    #[test]
    fn mixed_seeds_and_back_ends() {
        let mut fs = filters(9, |i| i as u64 % 3);
        let avail = Backend::available();
        for (i, f) in fs.iter_mut().enumerate() {
            f.set_backend(avail[i % avail.len()]).unwrap();
        }
        let get = MultiGet::new(fs.iter().map(|f| f.view()));
        assert!(get.seed.is_none());
        check(&fs, &get);
    }

    /// Seeds differ but the back end is shared: one hash per filter through the back end's
    /// `contains_multi` (the loop that reads `hashes[i]`, beside the shared-hash one).
    #[test]
    fn mixed_seeds_on_one_back_end() {
        for backend in Backend::available() {
            let mut fs = filters(9, |i| i as u64 % 4);
            for f in &mut fs {
                f.set_backend(backend).unwrap();
            }
            let get = MultiGet::new(fs.iter().map(|f| f.view()));
            assert!(get.ops.is_some() && get.seed.is_none(), "{backend}");
            check(&fs, &get);
        }
    }

    #[test]
    fn empty_and_full() {
        let get = MultiGet::new(core::iter::empty());
        assert!(get.is_empty() && get.contains(&1u64) == 0);
        let fs = filters(64, |_| 1);
        let get = MultiGet::new(fs.iter().map(|f| f.view()));
        assert_eq!(get.len(), 64);
        for i in 0..64u64 {
            assert!(get.contains(&(7 * 5 + i)) & 1 << i != 0);
        }
        assert_eq!(get.candidates(0b1010).collect::<Vec<_>>(), [1, 3]);
    }

    #[test]
    #[should_panic(expected = "at most 64")]
    fn more_than_64_filters_panic() {
        let fs = filters(65, |_| 1);
        let _ = MultiGet::new(fs.iter().map(|f| f.view()));
    }
}
