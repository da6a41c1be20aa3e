//! [`Line`]: what a filter's 64-byte lines hold, the one difference between the kinds that share
//! the pipeline: the Bloom filter's bits ([`Bits`]) or the counting filter's counters
//! ([`Counters`]).

use super::kernel::{Geometry, Kernel, SubsetIndex};
use crate::layout::block::Block;

/// The kinds of line.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A block of bits (`layout/block.rs`).
    Bits,
    /// A line of 128 4-bit counters (`layout/counters.rs`).
    Counters,
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
        }
    }

    /// Adds the key to `line`; whether it was new there.
    #[inline(always)]
    fn add<K: Kernel>(self, kern: K, line: &mut Block, h32: u32, lanes: u16) -> bool {
        match Self::KIND {
            Kind::Bits => kern.insert_new(line, h32, lanes),
            Kind::Counters => kern.counters_add(line, h32, lanes),
        }
    }

    /// Adds the key to `line`, for a caller that does not ask whether it was new (the Bloom
    /// insert then skips its test).
    #[inline(always)]
    fn set<K: Kernel>(self, kern: K, line: &mut Block, h32: u32, lanes: u16) {
        match Self::KIND {
            Kind::Bits => kern.insert(line, h32, lanes),
            Kind::Counters => _ = kern.counters_add(line, h32, lanes),
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
