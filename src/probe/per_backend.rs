//! The per-back-end entry points: the generic bodies (`generic`) that [`entry_points!`]
//! instantiates inside each back end's `#[target_feature]` functions, and the [`Ops`] table it
//! builds from them.

/// The generic bodies that [`entry_points!`] instantiates once per back end.
pub(super) mod generic {
    use crate::layout::block::{block_index, lane_subset, Block, LANE_SUBSETS};
    use crate::layout::split::{split_lanes, split_place, SPLIT_K};
    use crate::probe::kernel::{Geometry, Kernel, SubsetIndex};
    use crate::probe::line::{Line, SplitBits, SplitLaneBits};
    use crate::probe::prefetch::prefetch_ptr;

    #[inline(always)]
    pub(crate) fn contains_one<K: Kernel>(
        kern: K,
        line: impl Line,
        blocks: &[Block],
        h: u64,
        row: usize,
    ) -> bool {
        let h32 = h as u32;
        let row = row & (LANE_SUBSETS.len() - 1);
        let p = Geometry {
            num_blocks: blocks.len(),
            subsets: &LANE_SUBSETS[row],
            row,
            layout: crate::layout::split::Layout::Blocked,
        };
        // In bounds by construction (`block_index(h, n) < n`) but for an empty slice, which no
        // filter has; the check is one fused compare-and-branch, never taken.
        let block = &blocks[block_index(h, blocks.len())];
        line.test(kern, block, h32, SubsetIndex::of_key(h32), p)
    }

    /// Prefetches every filter's block, then tests each: the misses of all filters overlap
    /// instead of one per call.
    #[inline(always)]
    pub(crate) fn contains_multi<K: Kernel>(
        kern: K,
        blocks: &[&[Block]],
        rows: &[usize],
        hashes: &[u64],
    ) -> u64 {
        let n = blocks.len().min(rows.len()).min(64);
        if hashes.is_empty() {
            return 0;
        }
        // One shared hash (filters with one seed, the usual case) travels as one entry (a caller
        // that filled a 64-entry array with copies of it paid a store-forwarding stall on every
        // load: the seven-filter MultiGet of an L1-resident filter took longer than seven single
        // calls), and gets loops of its own, in which the key's bit positions and lane-subset
        // entry are loop-invariant: the compiler computes them once, not once per filter.
        if let [h] = *hashes {
            test_each(kern, &blocks[..n], rows, |_| h)
        } else {
            test_each(kern, &blocks[..n], rows, |i| hashes[i])
        }
    }

    /// `contains_multi`'s two loops: prefetch every filter's block, then test each; bit `i` of
    /// the result for `blocks[i]`. `hash` holds no intrinsic (see `Visit` on closures).
    #[inline(always)]
    fn test_each<K: Kernel>(
        kern: K,
        blocks: &[&[Block]],
        rows: &[usize],
        hash: impl Fn(usize) -> u64,
    ) -> u64 {
        for (i, b) in blocks.iter().enumerate() {
            prefetch_ptr(
                b.as_ptr()
                    .wrapping_add(block_index(hash(i), b.len()))
                    .cast(),
            );
        }
        // The block index again rather than kept from the first loop: a multiply is cheaper
        // than zeroing (or spilling to) a 64-entry array on every call (seen in the listing).
        let mut hits = 0u64;
        for (i, b) in blocks.iter().enumerate() {
            let h = hash(i);
            let row = rows[i] & (LANE_SUBSETS.len() - 1);
            let p = Geometry {
                num_blocks: b.len(),
                subsets: &LANE_SUBSETS[row],
                row,
                layout: crate::layout::split::Layout::Blocked,
            };
            let block = &b[block_index(h, b.len())];
            hits |= u64::from(kern.test(block, h as u32, SubsetIndex::of_key(h as u32), p)) << i;
        }
        hits
    }

    #[inline(always)]
    pub(crate) fn insert_one<K: Kernel>(
        kern: K,
        line: impl Line,
        p: Geometry,
        blocks: &mut [Block],
        h: u64,
    ) -> bool {
        let h32 = h as u32;
        line.add(
            kern,
            &mut blocks[block_index(h, p.num_blocks)],
            h32,
            lane_subset(h32, p.subsets),
        )
    }

    /// The split-block layout's single-key lookup, every lane (`k` = 8, Parquet's).
    #[inline(always)]
    pub(crate) fn split_contains_one<K: Kernel>(kern: K, lines: &[Block], h: u64) -> bool {
        let (line, half) = split_place(h, lines.len());
        // In bounds by construction (`line < lines.len()`) but for an empty slice, which no
        // filter has.
        kern.split_contains(&lines[line], half, h as u32)
    }

    /// The split-block layout's single-key lookup in a filter of `k = row + 1` < 8 bits per key.
    #[inline(always)]
    pub(crate) fn split_lanes_contains_one<K: Kernel>(
        kern: K,
        lines: &[Block],
        h: u64,
        row: usize,
    ) -> bool {
        let (line, half) = split_place(h, lines.len());
        let lanes = split_lanes(h as u32, row as u32 + 1);
        kern.split_contains_in(&lines[line], half, h as u32, lanes)
    }

    /// The split-block layout's insert in a filter of `k = row + 1` bits per key: whether a bit
    /// of the key was unset before. It packs the key's half and lanes as `Line::lanes` does, but
    /// from `row`: the single insert's `Geometry` carries the blocked layout's subset table
    /// (`ViewMut::insert_hash` builds it without a branch on the layout).
    #[inline(always)]
    pub(crate) fn split_insert_one<K: Kernel>(
        kern: K,
        lines: &mut [Block],
        h: u64,
        row: usize,
    ) -> bool {
        let (at, half) = split_place(h, lines.len());
        let line = &mut lines[at];
        if row + 1 == SPLIT_K as usize {
            SplitBits.add(kern, line, h as u32, half as u16)
        } else {
            let lanes = u16::from(split_lanes(h as u32, row as u32 + 1)) << 1 | half as u16;
            SplitLaneBits.add(kern, line, h as u32, lanes)
        }
    }

    /// The counting filter's remove: only a key whose counters are all non-zero is uncounted.
    #[inline(always)]
    pub(crate) fn remove_one<K: Kernel>(kern: K, p: Geometry, lines: &mut [Block], h: u64) -> bool {
        let h32 = h as u32;
        let lanes = lane_subset(h32, p.subsets);
        let line = &mut lines[block_index(h, p.num_blocks)];
        let present = kern.counters_contain(line, h32, lanes);
        if present {
            kern.counters_sub(line, h32, lanes);
        }
        present
    }
}

/// Defines a back end's `#[target_feature]` entry points and its [`Ops`] table in a module
/// `$name`: the per-key entry points (called through the table) and the generic batch pipelines
/// (called by [`Path`] dispatch, once per batch).
macro_rules! entry_points {
    ($name:ident, $kernel:expr, $backend:expr, $path:expr $(, #[$attr:meta])*) => {
        pub(in $crate::probe) mod $name {
        #[allow(unused_imports)]
        use super::*;
        use $crate::layout::block::Block;
        use $crate::probe::kernel::Geometry;
        use $crate::probe::line::Line;
        use $crate::probe::ops::Ops;
        use $crate::probe::per_backend::generic;
        use $crate::probe::pipeline::{self, Sink, Source};

        /// # Safety
        /// The CPU must have the features this back end is compiled for (the `$attr`s).
        $(#[$attr])*
        unsafe fn mask(h32: u32, lanes: u16) -> Block {
            $crate::probe::kernel::Kernel::mask($kernel, h32, lanes)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        #[inline]
        pub(crate) unsafe fn contains_one(blocks: &[Block], h: u64, row: usize) -> bool {
            generic::contains_one($kernel, $crate::probe::line::Bits, blocks, h, row)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn count_contains_one(lines: &[Block], h: u64, row: usize) -> bool {
            generic::contains_one($kernel, $crate::probe::line::Counters, lines, h, row)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn count_insert_one(p: Geometry, lines: &mut [Block], h: u64) -> bool {
            generic::insert_one($kernel, $crate::probe::line::Counters, p, lines, h)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn count_remove_one(p: Geometry, lines: &mut [Block], h: u64) -> bool {
            generic::remove_one($kernel, p, lines, h)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn contains_multi(blocks: &[&[Block]], rows: &[usize], hashes: &[u64]) -> u64 {
            generic::contains_multi($kernel, blocks, rows, hashes)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn insert_one(p: Geometry, blocks: &mut [Block], h: u64) -> bool {
            generic::insert_one($kernel, $crate::probe::line::Bits, p, blocks, h)
        }

        /// The split-block lookup of Parquet's `k` = 8; `_row` (`k - 1`) is unused.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        #[inline]
        #[allow(dead_code)] // called directly (`probe::direct`), which not every back end has
        pub(crate) unsafe fn split_contains_one(lines: &[Block], h: u64, _row: usize) -> bool {
            generic::split_contains_one($kernel, lines, h)
        }

        /// The split-block lookup with `k` = `row + 1` < 8: a function of its own, so that the
        /// `k` = 8 lookup stays the leaf it was, without the registers this path needs.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        #[inline(never)]
        pub(crate) unsafe fn split_lanes_contains_one(
            lines: &[Block],
            h: u64,
            row: usize,
        ) -> bool {
            generic::split_lanes_contains_one($kernel, lines, h, row)
        }

        /// The split-block table's lookup, for any `k` (`row + 1`): one compare more than
        /// [`split_contains_one`] for `k` = 8.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn split_contains_one_any(lines: &[Block], h: u64, row: usize) -> bool {
            if row + 1 != $crate::layout::split::SPLIT_K as usize {
                // SAFETY: the same features as this function, which the caller guarantees.
                return unsafe { split_lanes_contains_one(lines, h, row) };
            }
            generic::split_contains_one($kernel, lines, h)
        }

        /// The split-block insert (the line count is `lines.len()`).
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn split_insert_one(p: Geometry, lines: &mut [Block], h: u64) -> bool {
            generic::split_insert_one($kernel, lines, h, p.row)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn split_mask(h32: u32) -> [u32; 8] {
            $crate::probe::kernel::Kernel::split_mask($kernel, h32)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn insert_atomic(p: Geometry, words: &[core::sync::atomic::AtomicU64], h: u64) -> bool {
            $crate::probe::atomic::insert_one($kernel, p, words, h)
        }

        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        unsafe fn contains_atomic(p: Geometry, words: &[core::sync::atomic::AtomicU64], h: u64) -> bool {
            $crate::probe::atomic::contains_one($kernel, p, words, h)
        }

        /// The lookup pipeline, compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn contains<L: Line, S: Source, O: Sink>(
            line: L,
            p: Geometry,
            blocks: &[Block],
            src: &S,
            sink: &mut O,
            prefetch: bool,
        ) {
            pipeline::contains($kernel, line, p, blocks, src, sink, prefetch)
        }

        /// The insert pipeline, compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn insert<L: Line, S: Source>(
            line: L,
            p: Geometry,
            blocks: &mut [Block],
            first: usize,
            src: &S,
            prefetch: bool,
        ) {
            pipeline::insert($kernel, line, p, blocks, first, src, prefetch)
        }

        /// The reporting insert pipeline, compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn insert_new<L: Line, S: Source>(
            line: L,
            p: Geometry,
            blocks: &mut [Block],
            src: &S,
            new: &mut [bool],
            prefetch: bool,
        ) {
            pipeline::insert_new($kernel, line, p, blocks, src, new, prefetch)
        }

        /// The cuckoo table's lookup pipeline, compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn contains_buckets<S: Source, O: Sink>(
            shape: $crate::layout::buckets::Shape,
            table: &[u8],
            src: &S,
            sink: &mut O,
            prefetch: bool,
        ) {
            $crate::probe::buckets::contains($kernel, shape, table, src, sink, prefetch)
        }

        /// The atomic-word insert pipeline (ConcurrentFilter), compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn insert_atomic_batch<S: Source>(
            p: Geometry,
            words: &[core::sync::atomic::AtomicU64],
            src: &S,
            prefetch: bool,
        ) {
            $crate::probe::atomic::insert($kernel, p, words, src, prefetch)
        }

        /// The atomic-word lookup pipeline (ConcurrentFilter), compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn contains_atomic_batch<S: Source, O: Sink>(
            p: Geometry,
            words: &[core::sync::atomic::AtomicU64],
            src: &S,
            sink: &mut O,
            prefetch: bool,
        ) {
            $crate::probe::atomic::contains($kernel, p, words, src, sink, prefetch)
        }

        /// The hashing stage alone, compiled for this back end.
        ///
        /// # Safety
        /// As for `mask`.
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn hash<S: Source>(src: &S, first: usize, out: &mut [u64]) {
            pipeline::hash($kernel, src, first, out)
        }

        /// The back end's block indices of a group (for the differential tests).
        ///
        /// # Safety
        /// As for `mask`.
        #[cfg(test)]
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn block_indices(
            hashes: &[u64; $crate::probe::group::GROUP],
            num_blocks: usize,
        ) -> [usize; $crate::probe::group::GROUP] {
            $crate::probe::kernel::Kernel::block_indices($kernel, hashes, num_blocks)
        }

        /// The back end's lane-subset indices of a group (for the differential tests).
        ///
        /// # Safety
        /// As for `mask`.
        #[cfg(test)]
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn subset_indices(
            hashes: &[u64; $crate::probe::group::GROUP],
        ) -> [u32; $crate::probe::group::GROUP] {
            $crate::probe::kernel::Kernel::subset_indices($kernel, hashes)
        }

        /// The back end's 16-bit bucket compare of a group (for the differential tests).
        ///
        /// # Safety
        /// As for `mask`.
        #[cfg(test)]
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn buckets_test16(
            b1: &[u64; $crate::probe::group::GROUP],
            b2: &[u64; $crate::probe::group::GROUP],
            fps: &[u16; $crate::probe::group::GROUP],
        ) -> u32 {
            $crate::probe::kernel::Kernel::buckets_test16($kernel, b1, b2, fps)
        }

        /// The back end's 8-bit bucket compare of a group (for the differential tests).
        ///
        /// # Safety
        /// As for `mask`.
        #[cfg(test)]
        $(#[$attr])*
        pub(in $crate::probe) unsafe fn buckets_test8(
            b1: &[u32; $crate::probe::group::GROUP],
            b2: &[u32; $crate::probe::group::GROUP],
            fps: &[u16; $crate::probe::group::GROUP],
        ) -> u32 {
            $crate::probe::kernel::Kernel::buckets_test8($kernel, b1, b2, fps)
        }

        /// The fields both layouts' tables share.
        macro_rules! table {
            ($layout:ident, $other:ident, $one:ident, $insert:ident) => {
                Ops {
                    backend: $backend,
                    path: $path,
                    layout: $crate::layout::split::Layout::$layout,
                    other_layout: &$other,
                    mask,
                    contains_one: $one,
                    contains_multi,
                    count_contains_one,
                    count_insert_one,
                    count_remove_one,
                    insert_one: $insert,
                    split_mask,
                    insert_atomic,
                    contains_atomic,
                }
            };
        }
        /// The table for filters of the blocked layout.
        pub(in $crate::probe) static OPS: Ops = table!(Blocked, SPLIT_OPS, contains_one, insert_one);
        /// The table for filters of the split-block layout.
        pub(in $crate::probe) static SPLIT_OPS: Ops =
            table!(SplitBlock, OPS, split_contains_one_any, split_insert_one);
        }
    };
}
pub(crate) use entry_points;
