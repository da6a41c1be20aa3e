//! [`FilterMut`]: the one mutation interface. The owned [`Filter`](crate::Filter) and the
//! writable mapping [`MmapFilterMut`](crate::MmapFilterMut) each hand out one, and
//! [`forward_mutation!`] gives both its methods, so inserting exists once, here.

use crate::filter::view::FilterRef;
use crate::layout::block::Block;
use crate::layout::key::Key;
use crate::layout::split::Layout;
use crate::probe::{self, Geometry, Ops};

/// A borrowed, writable view of a filter's blocks, shape and insert count, wherever the blocks
/// live. Inserts through it are the owner's inserts.
///
/// ```
/// let mut f = linebloom::Filter::with_fpr(100, 0.01)?;
/// let mut w = f.view_mut();
/// w.insert("x");
/// w.insert_batch(&[1u64, 2]);
/// assert!(w.view().contains("x"));
/// assert_eq!(f.insert_count(), 3);
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct FilterMut<'a> {
    pub(crate) blocks: &'a mut [Block],
    pub(crate) k: u32,
    pub(crate) seed: u64,
    pub(crate) ops: &'static Ops,
    pub(crate) inserted: &'a mut u64,
    pub(crate) layout: Layout,
}

impl FilterMut<'_> {
    #[inline(always)]
    fn probe(&self) -> Geometry {
        Geometry::with_layout(self.blocks.len(), self.k, self.layout)
    }

    /// The read-only view of the same bits.
    #[inline(always)]
    pub fn view(&self) -> FilterRef<'_> {
        FilterRef {
            blocks: self.blocks,
            k: self.k,
            seed: self.seed,
            ops: self.ops,
            inserted: *self.inserted,
            layout: self.layout,
        }
    }

    /// Adds a key. Returns whether it was new, as `HashSet::insert` does: `true` if at least
    /// one of its bits was unset (so it was certainly not in the filter), `false` if it may
    /// already have been.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// assert!(f.insert("k"));
    /// assert!(!f.insert("k"));
    /// f.insert("other"); // the answer may be ignored
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    #[inline]
    pub fn insert<K: Key + ?Sized>(&mut self, key: &K) -> bool {
        self.insert_hash(key.key_hash(self.seed))
    }

    /// Adds a key by its 64-bit hash under the filter's seed (for callers that already hold a
    /// well-mixed hash).
    /// Returns whether the key was new, as [`insert`](Self::insert).
    #[inline]
    pub fn insert_hash(&mut self, hash: u64) -> bool {
        // The table is already the layout's (`Ops::for_layout`): the single insert needs only
        // the block count and `k`, not `probe()`'s branch on the layout.
        let p = Geometry::new(self.blocks.len(), self.k);
        *self.inserted = self.inserted.saturating_add(1);
        self.ops.insert_one(p, self.blocks, hash)
    }

    /// Inserts many keys, prefetching their blocks a chunk ahead. The result is bit-identical to
    /// inserting them one by one.
    pub fn insert_batch<K: Key>(&mut self, keys: &[K]) {
        let (ops, p) = (self.ops, self.probe());
        *self.inserted = self.inserted.saturating_add(keys.len() as u64);
        let blocks = &mut *self.blocks;
        probe::pipeline::with_key_source!(keys, self.seed, |src| {
            probe::insert_batch(ops, p, blocks, src)
        });
    }

    /// [`insert_batch`](Self::insert_batch) that also writes `new[i]` = whether `keys[i]` was new
    /// ([`insert`](Self::insert)'s answer): the same bits and answers as inserting the keys one
    /// by one in order, so a key repeated within the batch is new at most once.
    ///
    /// # Panics
    /// If `keys` and `new` differ in length.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// f.insert(&1u64);
    /// let mut new = [false; 3];
    /// f.insert_batch_new(&[1u64, 2, 2], &mut new);
    /// assert_eq!(new, [false, true, false]);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn insert_batch_new<K: Key>(&mut self, keys: &[K], new: &mut [bool]) {
        assert_eq!(
            keys.len(),
            new.len(),
            "insert_batch_new: keys and new differ in length"
        );
        let (ops, p) = (self.ops, self.probe());
        *self.inserted = self.inserted.saturating_add(keys.len() as u64);
        let blocks = &mut *self.blocks;
        probe::pipeline::with_key_source!(keys, self.seed, |src| {
            probe::insert_batch_new(ops, p, blocks, src, new)
        });
    }

    /// [`insert_batch_new`](Self::insert_batch_new) for pre-computed hashes.
    ///
    /// # Panics
    /// If `hashes` and `new` differ in length.
    pub fn insert_hash_batch_new(&mut self, hashes: &[u64], new: &mut [bool]) {
        assert_eq!(
            hashes.len(),
            new.len(),
            "insert_hash_batch_new: hashes and new differ in length"
        );
        let p = self.probe();
        *self.inserted = self.inserted.saturating_add(hashes.len() as u64);
        let src = probe::pipeline::Hashes(hashes);
        probe::insert_batch_new(self.ops, p, self.blocks, &src, new);
    }

    /// [`insert_batch`](Self::insert_batch) for pre-computed hashes.
    pub fn insert_hash_batch(&mut self, hashes: &[u64]) {
        let p = self.probe();
        *self.inserted = self.inserted.saturating_add(hashes.len() as u64);
        probe::insert_batch(self.ops, p, self.blocks, &probe::pipeline::Hashes(hashes));
    }

    /// Removes every key (and resets the insert count).
    pub fn clear(&mut self) {
        *self.inserted = 0;
        self.blocks.fill(Block::default());
    }
}

impl core::fmt::Debug for FilterMut<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("FilterMut")?;
        self.view().fmt_shape(f)
    }
}

/// Gives a filter type that has `fn view_mut(&mut self) -> FilterMut<'_>` every method of
/// [`FilterMut`], each a one-line call through the view: the one forwarding mechanism for
/// mutation, as `forward_queries!` is for reading.
macro_rules! forward_mutation {
    ($($ty:ty),*) => {$(
        impl $ty {
            /// Adds a key; `true` if it was new. See [`FilterMut::insert`].
            #[inline]
            pub fn insert<K: $crate::layout::key::Key + ?Sized>(&mut self, key: &K) -> bool {
                self.view_mut().insert(key)
            }

            /// Adds a key by its 64-bit hash; `true` if it was new. See
            /// [`FilterMut::insert_hash`].
            #[inline]
            pub fn insert_hash(&mut self, hash: u64) -> bool {
                self.view_mut().insert_hash(hash)
            }

            /// Inserts many keys, writing whether each was new. See
            /// [`FilterMut::insert_batch_new`].
            pub fn insert_batch_new<K: $crate::layout::key::Key>(&mut self, keys: &[K], new: &mut [bool]) {
                self.view_mut().insert_batch_new(keys, new)
            }

            /// See [`FilterMut::insert_hash_batch_new`].
            pub fn insert_hash_batch_new(&mut self, hashes: &[u64], new: &mut [bool]) {
                self.view_mut().insert_hash_batch_new(hashes, new)
            }

            /// Inserts many keys, prefetching a chunk ahead; bit-identical to single inserts.
            /// See [`FilterMut::insert_batch`].
            pub fn insert_batch<K: $crate::layout::key::Key>(&mut self, keys: &[K]) {
                self.view_mut().insert_batch(keys)
            }

            /// See [`FilterMut::insert_hash_batch`].
            pub fn insert_hash_batch(&mut self, hashes: &[u64]) {
                self.view_mut().insert_hash_batch(hashes)
            }

            /// Removes every key. See [`FilterMut::clear`].
            pub fn clear(&mut self) {
                self.view_mut().clear()
            }
        }
    )*};
}

pub(crate) use forward_mutation;
