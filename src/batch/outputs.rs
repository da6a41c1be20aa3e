//! Batch outputs for query engines: selection vectors, Arrow-style bitmaps and counts, all fed by
//! the one batch pipeline (`probe::contains_batch`), which hands them each chunk's answers as a
//! bit mask; no per-key allocation.

use crate::filter::view::FilterRef;
use crate::filter::windowed::{bitmap_out, check_select_len};
use crate::layout::key::Key;
use crate::probe::pipeline::{with_key_source, Bitmap, Count, Hashes, Selection, Source};
use crate::probe::{self, Geometry};

impl FilterRef<'_> {
    /// Appends to `out` (after clearing it) the index of every key that may be a member, in
    /// order: a selection vector. Goes through the same prefetching batch loop as
    /// [`contains_batch`](Self::contains_batch), writing indices without a branch per key.
    ///
    /// # Panics
    /// If `keys` has more than 2^32 entries (indices are `u32`; split larger batches).
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.001)?;
    /// f.insert_batch(&[10u64, 30]);
    /// let mut sel = Vec::new();
    /// f.select(&[10u64, 20, 30, 40], &mut sel);
    /// assert_eq!(sel, [0, 2]); // 20 and 40 are absent (barring a 0.1% false positive)
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn select<K: Key>(&self, keys: &[K], out: &mut Vec<u32>) {
        with_key_source!(keys, self.seed, |src| self.select_from(src, out));
    }

    /// [`select`](Self::select) for pre-computed hashes (see [`hash_batch`](crate::hash_batch)).
    ///
    /// # Panics
    /// If `hashes` has more than 2^32 entries.
    pub fn select_hashes(&self, hashes: &[u64], out: &mut Vec<u32>) {
        self.select_from(&Hashes(hashes), out);
    }

    /// Sets bit `i % 64` of `out[i / 64]` to the answer for `keys[i]` (least significant bit
    /// first, the order of Arrow validity bitmaps); bits past the last key in the last word are
    /// cleared, and words past it are left alone.
    ///
    /// # Panics
    /// If `out` has fewer than `keys.len().div_ceil(64)` words.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.001)?;
    /// f.insert(&2u64);
    /// let mut bits = [0u64; 1];
    /// f.contains_batch_bitmap(&[1u64, 2, 3], &mut bits);
    /// assert_eq!(bits[0], 0b010);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn contains_batch_bitmap<K: Key>(&self, keys: &[K], out: &mut [u64]) {
        with_key_source!(keys, self.seed, |src| self.bitmap_from(src, out));
    }

    /// [`contains_batch_bitmap`](Self::contains_batch_bitmap) for pre-computed hashes.
    ///
    /// # Panics
    /// If `out` has fewer than `hashes.len().div_ceil(64)` words.
    pub fn contains_hash_batch_bitmap(&self, hashes: &[u64], out: &mut [u64]) {
        self.bitmap_from(&Hashes(hashes), out);
    }

    /// How many of `keys` may be members, through the batched loop.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.001)?;
    /// f.insert_batch(&["a", "b"]);
    /// assert!(f.count_batch(&["a", "b", "c"]) >= 2);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn count_batch<K: Key>(&self, keys: &[K]) -> usize {
        with_key_source!(keys, self.seed, |src| self.count_from(src))
    }

    /// [`count_batch`](Self::count_batch) for pre-computed hashes.
    pub fn count_hash_batch(&self, hashes: &[u64]) -> usize {
        self.count_from(&Hashes(hashes))
    }

    pub(crate) fn select_from(&self, src: &impl Source, out: &mut Vec<u32>) {
        check_select_len(src.len());
        out.clear();
        let (ops, p, blocks) = (self.ops, self.probe(), self.blocks);
        probe::contains_batch(ops, p, blocks, src, &mut Selection(out));
    }

    pub(crate) fn bitmap_from(&self, src: &impl Source, out: &mut [u64]) {
        let out = bitmap_out(src.len(), out);
        let (ops, p, blocks) = (self.ops, self.probe(), self.blocks);
        probe::contains_batch(ops, p, blocks, src, &mut Bitmap(out));
    }

    pub(crate) fn count_from(&self, src: &impl Source) -> usize {
        let mut count = Count(0);
        let (ops, p, blocks): (_, Geometry, _) = (self.ops, self.probe(), self.blocks);
        probe::contains_batch(ops, p, blocks, src, &mut count);
        count.0
    }
}
