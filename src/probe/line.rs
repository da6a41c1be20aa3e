//! [`Line`]: what a filter's 64-byte lines hold, the one difference between the kinds that share
//! the pipeline: the Bloom filter's bits ([`Bits`]) or the counting filter's counters
//! ([`Counters`]).

use super::kernel::{Geometry, Kernel, SubsetIndex};
use crate::layout::block::{lane_subset, Block};
use crate::layout::split::split_place;

/// The kinds of line.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A block of bits (`layout/block.rs`).
    Bits,
    /// A line of 128 4-bit counters (`layout/counters.rs`).
    Counters,
    /// Two split blocks of bits (`layout/split.rs`), a key in all eight lanes of its half.
    Split,
    /// Two split blocks of bits, a key in `k` < 8 lanes of its half.
    SplitLanes,
}

/// What a filter's 64-byte lines hold: the Bloom filter's bits ([`Bits`]) or the counting
/// filter's 4-bit counters ([`Counters`]). The pipeline and the per-key entry points are generic
/// over it, so every kind runs through the same driver; each method picks the kind's [`Kernel`]
/// method by [`KIND`](Self::KIND), a constant the compiler folds, so each instance is the kind's
/// own code with no branch.
pub(crate) trait Line: Copy {
    /// Which kind of line.
    const KIND: Kind;

    /// Whether the key may be in `line` (the pipeline's test; see [`Kernel::test`]).
    #[inline(always)]
    fn test<K: Kernel>(
        self,
        kern: K,
        line: &Block,
        h32: u32,
        sub: SubsetIndex,
        p: Geometry,
    ) -> bool {
        match Self::KIND {
            Kind::Bits => kern.test(line, h32, sub, p),
            Kind::Counters => kern.test_counters(line, h32, sub, p),
            // The split layout's places keep the key's half of its line in `sub`, and with
            // `k` < 8 its lanes above it (`split_entry`).
            Kind::Split => kern.split_contains(line, sub.raw() as usize, h32),
            Kind::SplitLanes => {
                let (half, lanes) = split_entry(sub.raw() as u16);
                kern.split_contains_in(line, half, h32, lanes)
            }
        }
    }

    /// What [`add`](Self::add) and [`set`](Self::set) take as `lanes` for the key with hash `h`:
    /// its lane subset, or for the split layout the half of its line (0 or 1), with `k` < 8
    /// and its lanes (`split_entry`).
    #[inline(always)]
    fn lanes(self, h: u64, p: Geometry) -> u16 {
        match Self::KIND {
            Kind::Bits | Kind::Counters => lane_subset(h as u32, p.subsets),
            Kind::Split => split_place(h, p.num_blocks).1 as u16,
            Kind::SplitLanes => {
                split_place(h, p.num_blocks).1 as u16 | lane_subset(h as u32, p.subsets) << 1
            }
        }
    }

    /// Adds the key to `line`; whether it was new there.
    #[inline(always)]
    fn add<K: Kernel>(self, kern: K, line: &mut Block, h32: u32, lanes: u16) -> bool {
        match Self::KIND {
            Kind::Bits => kern.insert_new(line, h32, lanes),
            Kind::Counters => kern.counters_add(line, h32, lanes),
            Kind::Split => {
                let half = usize::from(lanes & 1);
                let new = !kern.split_contains(line, half, h32);
                kern.split_insert(line, half, h32);
                new
            }
            Kind::SplitLanes => {
                let (half, lanes) = split_entry(lanes);
                let new = !kern.split_contains_in(line, half, h32, lanes);
                kern.split_insert_in(line, half, h32, lanes);
                new
            }
        }
    }

    /// Adds the key to `line`, for a caller that does not ask whether it was new (the Bloom
    /// insert then skips its test).
    #[inline(always)]
    fn set<K: Kernel>(self, kern: K, line: &mut Block, h32: u32, lanes: u16) {
        match Self::KIND {
            Kind::Bits => kern.insert(line, h32, lanes),
            Kind::Counters => _ = kern.counters_add(line, h32, lanes),
            Kind::Split => kern.split_insert(line, usize::from(lanes & 1), h32),
            Kind::SplitLanes => {
                let (half, lanes) = split_entry(lanes);
                kern.split_insert_in(line, half, h32, lanes)
            }
        }
    }
}

/// A Bloom filter's block of bits.
#[derive(Clone, Copy)]
pub(crate) struct Bits;

impl Line for Bits {
    const KIND: Kind = Kind::Bits;
}

/// A counting filter's line of 128 4-bit counters.
#[derive(Clone, Copy)]
pub(crate) struct Counters;

impl Line for Counters {
    const KIND: Kind = Kind::Counters;
}

/// A split-block filter's line: two 32-byte split blocks of bits (`layout/split.rs`).
#[derive(Clone, Copy)]
pub(crate) struct SplitBits;

impl Line for SplitBits {
    const KIND: Kind = Kind::Split;
}

/// A split-block filter's line when its `k` is below 8: the key's bits in `k` of its half's
/// lanes.
#[derive(Clone, Copy)]
pub(crate) struct SplitLaneBits;

impl Line for SplitLaneBits {
    const KIND: Kind = Kind::SplitLanes;
}

/// A `k` < 8 split-block key's place in its line as [`Line::lanes`] packs it: bit 0 its half,
/// bits 1 to 8 its lanes.
#[inline(always)]
pub(crate) fn split_entry(packed: u16) -> (usize, u8) {
    (usize::from(packed & 1), (packed >> 1) as u8)
}
