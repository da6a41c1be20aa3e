//! [`Kernel`]: the one seam a back end implements, for every kind of line or bucket: the mask
//! of a key, "does this block contain it", "set it in this block", the same for a counting
//! line's counters, and the cuckoo table's bucket compare. Every method with a body here is the
//! scalar reference (or calls the one in `layout/`); a back end overrides what it does faster.
//! [`Geometry`]: where a hash goes in a particular filter.

use super::group::{map_group, CHUNK, GROUP};
use crate::layout::block::{block_index, subset_index, Block, SubsetRow, LANE_SUBSETS, SUBSET_LEN};
use crate::layout::buckets;
use crate::layout::counters;
use crate::layout::key::ShortXxh3;
use crate::layout::split::{self, Layout, SPLIT_K, SPLIT_LANES};

/// A SIMD (or scalar) implementation of the bit layout in [`crate::layout::block`].
pub(crate) trait Kernel: Copy {
    /// Keys per trip of the pipeline's test loop. AVX2 takes four (the loop control is a tenth
    /// of its test); on AVX-512 the compiler merges four answers through mask registers at more
    /// cost than the loop control saves (asm-notes/README.md).
    const UNROLL: usize = 1;

    /// The bits the key sets in its block (zero in unselected lanes).
    fn mask(self, h32: u32, lanes: u16) -> Block;
    /// Whether every bit of the key's mask is set in `block`.
    fn contains(self, block: &Block, h32: u32, lanes: u16) -> bool;
    /// Sets the key's bits in `block`.
    fn insert(self, block: &mut Block, h32: u32, lanes: u16);

    /// [`insert`](Self::insert), returning whether a bit of the key was unset before (the key
    /// was new to this filter).
    #[inline(always)]
    fn insert_new(self, block: &mut Block, h32: u32, lanes: u16) -> bool {
        let new = !self.contains(block, h32, lanes);
        self.insert(block, h32, lanes);
        new
    }

    /// The split-block layout's mask: the bit the key sets in each of a split block's eight
    /// lanes ([`split::split_mask`], the reference every back end must match).
    #[inline(always)]
    fn split_mask(self, h32: u32) -> [u32; SPLIT_LANES] {
        split::split_mask(h32)
    }

    /// Whether every bit of the key's split-block mask is set in half `half` (0 or 1) of `line`
    /// ([`split::split_contains`]).
    #[inline(always)]
    fn split_contains(self, line: &Block, half: usize, h32: u32) -> bool {
        split::split_contains(line, half, h32)
    }

    /// Sets the key's split-block bits in half `half` (0 or 1) of `line`
    /// ([`split::split_insert`]).
    #[inline(always)]
    fn split_insert(self, line: &mut Block, half: usize, h32: u32) {
        split::split_insert(line, half, h32)
    }

    /// [`split_contains`](Self::split_contains) of two keys, `(line_a, half_a, h32_a)` and
    /// `(line_b, half_b, h32_b)`: the batch test's pairs, which AVX-512 tests in one register.
    #[inline(always)]
    fn split_contains2(self, a: (&Block, usize, u32), b: (&Block, usize, u32)) -> (bool, bool) {
        (
            self.split_contains(a.0, a.1, a.2),
            self.split_contains(b.0, b.1, b.2),
        )
    }

    /// [`split_contains_in`](Self::split_contains_in) of two keys, each `(line, half, h32,
    /// lanes)`: the batch test's pairs when `k` < 8.
    #[inline(always)]
    fn split_contains2_in(
        self,
        a: (&Block, usize, u32, u8),
        b: (&Block, usize, u32, u8),
    ) -> (bool, bool) {
        (
            self.split_contains_in(a.0, a.1, a.2, a.3),
            self.split_contains_in(b.0, b.1, b.2, b.3),
        )
    }

    /// [`split_contains`](Self::split_contains) in the lanes `lanes` only (bit `i` for lane
    /// `i`): the split-block layout with `k` below 8 ([`split::split_contains_in`]).
    #[inline(always)]
    fn split_contains_in(self, line: &Block, half: usize, h32: u32, lanes: u8) -> bool {
        split::split_contains_in(line, half, h32, lanes)
    }

    /// [`split_insert`](Self::split_insert) in the lanes `lanes` only
    /// ([`split::split_insert_in`]).
    #[inline(always)]
    fn split_insert_in(self, line: &mut Block, half: usize, h32: u32, lanes: u8) {
        split::split_insert_in(line, half, h32, lanes)
    }

    /// Whether all of the key's counters in the counting line `line` are non-zero
    /// ([`counters::contains`], the reference every back end must match).
    #[inline(always)]
    fn counters_contain(self, line: &Block, h32: u32, lanes: u16) -> bool {
        counters::contains(line, h32, lanes)
    }

    /// Adds one to each of the key's counters below 15; whether one of them was zero
    /// ([`counters::increment`]).
    #[inline(always)]
    fn counters_add(self, line: &mut Block, h32: u32, lanes: u16) -> bool {
        counters::increment(line, h32, lanes)
    }

    /// Subtracts one from each of the key's counters that is neither zero nor saturated
    /// ([`counters::decrement`]).
    #[inline(always)]
    fn counters_sub(self, line: &mut Block, h32: u32, lanes: u16) {
        counters::decrement(line, h32, lanes)
    }

    /// The batch pipeline's test of a counting line, as [`test`](Self::test) is of a block.
    #[inline(always)]
    fn test_counters(self, line: &Block, h32: u32, sub: SubsetIndex, p: Geometry) -> bool {
        self.counters_contain(line, h32, sub.of(p.subsets))
    }

    /// [`contains`](Self::contains) for the key with low hash bits `h32`, whose lane choice is
    /// entry `sub` of its `k`'s row of `p`: the batch pipeline's test, which
    /// a back end may do with tables of its own.
    #[inline(always)]
    fn test(self, block: &Block, h32: u32, sub: SubsetIndex, p: Geometry) -> bool {
        self.contains(block, h32, sub.of(p.subsets))
    }

    /// `subset_index` of eight hashes' low 32 bits.
    #[inline(always)]
    fn subset_indices(self, hashes: &[u64; GROUP]) -> [u32; GROUP] {
        map_group(hashes, |h| subset_index(h as u32) as u32)
    }

    /// The answers `hits[..len]` as a bit mask, bit `j` for `hits[j]` (`len <= CHUNK`).
    #[inline(always)]
    fn pack(self, hits: &[bool; CHUNK], len: usize) -> u32 {
        let mut mask = 0;
        for (j, &hit) in hits[..len].iter().enumerate() {
            mask |= u32::from(hit) << j;
        }
        mask
    }

    /// xxh3-64 of eight `u64` keys (their little-endian bytes), as [`ShortXxh3::hash_u64`].
    #[inline(always)]
    fn hash_u64s(self, x: ShortXxh3, keys: &[u64; GROUP]) -> [u64; GROUP] {
        map_group(keys, |k| x.hash_u64(k))
    }

    /// `block_index(h, num_blocks)` of eight hashes.
    #[inline(always)]
    fn block_indices(self, hashes: &[u64; GROUP], num_blocks: usize) -> [usize; GROUP] {
        map_group(hashes, |h| block_index(h, num_blocks))
    }

    /// The cuckoo table's compare of eight keys: bit `j` set iff one of the four 16-bit slots of
    /// bucket word `b1[j]` or of `b2[j]` equals `fps[j]` ([`buckets::holds16`] per key).
    #[inline(always)]
    #[allow(clippy::needless_range_loop)] // index loops: see `group::map_group`
    fn buckets_test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in 0..GROUP {
            mask |= u32::from(buckets::holds16(b1[j], b2[j], fps[j])) << j;
        }
        mask
    }

    /// [`buckets_test16`](Self::buckets_test16) for an 8-bit table ([`buckets::holds8`]).
    #[inline(always)]
    #[allow(clippy::needless_range_loop)]
    fn buckets_test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in 0..GROUP {
            mask |= u32::from(buckets::holds8(b1[j], b2[j], fps[j])) << j;
        }
        mask
    }
}

/// An entry of a lane-subset row (`subset_index`), below [`SUBSET_LEN`] by construction: tables
/// of `SUBSET_LEN` entries read with it need neither a bounds check nor a mask, which the batch
/// test loop paid per key.
#[derive(Clone, Copy)]
pub(crate) struct SubsetIndex(u32);

impl SubsetIndex {
    pub(crate) const ZERO: SubsetIndex = SubsetIndex(0);

    /// `i` masked to a row: `i` itself for every `subset_index` value.
    #[inline(always)]
    pub(crate) fn new(i: u32) -> SubsetIndex {
        SubsetIndex(i & (SUBSET_LEN as u32 - 1))
    }

    /// The entry itself (for the split-block layout, which keeps the key's half of its line
    /// here instead of a lane-subset entry).
    #[inline(always)]
    pub(crate) fn raw(self) -> u32 {
        self.0
    }

    /// The entry the key with low hash bits `h32` uses.
    #[inline(always)]
    pub(crate) fn of_key(h32: u32) -> SubsetIndex {
        SubsetIndex::new(subset_index(h32) as u32)
    }

    /// This entry of `row`.
    #[inline(always)]
    pub(crate) fn of<T: Copy>(self, row: &[T; SUBSET_LEN]) -> T {
        // SAFETY: `self.0 < SUBSET_LEN`: `new` masks it, and `ZERO` is 0.
        unsafe { *row.get_unchecked(self.0 as usize) }
    }
}

/// Where a hash goes in a particular filter: its block count and its k's lane-subset table.
#[derive(Clone, Copy)]
pub(crate) struct Geometry {
    pub(crate) num_blocks: usize,
    pub(crate) subsets: &'static SubsetRow,
    /// `k - 1`, in `0..16`: the row of any per-`k` table a back end derives from the subsets.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))] // read by AVX2's test
    pub(crate) row: usize,
    /// Which layout the filter's lines hold (the batch entry points pick their line kind by it).
    pub(crate) layout: Layout,
}

impl Geometry {
    /// The geometry of a filter of `num_blocks` blocks and `k` bits per key.
    ///
    /// # Panics
    /// If `k` is not in `1..=16` (every filter type checks `k` when it is made).
    #[inline(always)]
    pub(crate) fn new(num_blocks: usize, k: u32) -> Geometry {
        Geometry {
            num_blocks,
            subsets: &LANE_SUBSETS[k as usize - 1],
            row: k as usize - 1,
            layout: Layout::Blocked,
        }
    }

    /// The geometry of a filter of layout `layout` (`k` in `1..=8` for the split-block layout,
    /// whose lane subsets are [`split::SPLIT_SUBSETS`]).
    ///
    /// # Panics
    /// If `k` is out of the layout's range (every filter type checks `k` when it is made).
    #[inline(always)]
    pub(crate) fn with_layout(num_blocks: usize, k: u32, layout: Layout) -> Geometry {
        match layout {
            Layout::Blocked => Geometry::new(num_blocks, k),
            Layout::SplitBlock => Geometry {
                num_blocks,
                subsets: &split::SPLIT_SUBSETS[k as usize - 1],
                row: k as usize - 1,
                layout,
            },
        }
    }

    /// Whether a split-block filter of this geometry sets every lane (`k` = 8, Parquet's bits):
    /// such filters run the kernels without a lane choice.
    #[inline(always)]
    pub(crate) fn all_split_lanes(&self) -> bool {
        self.row + 1 == SPLIT_K as usize
    }
}
