//! Whole-filter operations: union, intersection and fold.

use crate::error::{Error, ErrorKind};
use crate::filter::Filter;
use crate::layout::block::Block;
use crate::layout::split::{Layout, SPLIT_LANES};

impl Filter {
    pub(crate) fn check_compatible(&self, other: &Filter, op: &str) -> Result<(), Error> {
        if self.layout() != other.layout() {
            return Err(Error::new(
                ErrorKind::Incompatible,
                format!(
                    "cannot {op} a {} filter with a {} one: build both with the same layout",
                    self.layout(),
                    other.layout()
                ),
            ));
        }
        if self.num_blocks() != other.num_blocks()
            || self.num_hashes() != other.num_hashes()
            || self.seed() != other.seed()
        {
            return Err(Error::new(
                ErrorKind::Incompatible,
                format!(
                    "cannot {op} filters of different shape: {} blocks, k={}, seed={} against \
                     {} blocks, k={}, seed={}; build both with the same parameters and seed",
                    self.num_blocks(),
                    self.num_hashes(),
                    self.seed(),
                    other.num_blocks(),
                    other.num_hashes(),
                    other.seed()
                ),
            ));
        }
        Ok(())
    }

    /// Adds every key of `other` (bitwise OR). The result is exactly the filter that inserting
    /// both key sets would give. Errors unless both have the same block count, `k` and seed.
    pub fn union(&mut self, other: &Filter) -> Result<(), Error> {
        self.check_compatible(other, "union")?;
        zip_lanes(self.blocks_mut(), other.blocks(), |a, b| a | b);
        self.set_insert_count(self.insert_count().saturating_add(other.insert_count()));
        Ok(())
    }

    /// Keeps only bits set in both (bitwise AND). This is an over-approximation of the
    /// intersection of the key sets: every key in both stays contained, but a key in only one
    /// may still answer "maybe", and more often than in a filter built from the intersection.
    /// Errors unless both have the same block count, `k` and seed.
    pub fn intersect(&mut self, other: &Filter) -> Result<(), Error> {
        self.check_compatible(other, "intersect")?;
        zip_lanes(self.blocks_mut(), other.blocks(), |a, b| a & b);
        Ok(())
    }

    /// A filter of half the size that contains every key this one contains: block `b` maps to
    /// block `b / 2` when the block count halves (see the block index), so the fold ORs each
    /// pair of neighbours. The false-positive rate rises to that of the doubled density. The
    /// insert count is kept (the same keys are in it). Errors if the block count is odd.
    ///
    /// A split-block filter folds the same way one level down: Parquet's block index maps split
    /// block `s` to `s / 2` when the split block count halves, so new split block `t` is the OR
    /// of old split blocks `2t` and `2t + 1` (the two halves of old line `t`). It too needs an
    /// even count of 64-byte lines.
    pub fn fold(&self) -> Result<Filter, Error> {
        let n = self.num_blocks();
        if !n.is_multiple_of(2) {
            return Err(Error::new(
                ErrorKind::NotFoldable,
                format!("cannot fold a filter of {n} blocks: folding needs an even block count"),
            ));
        }
        let mut half = self.empty_like(n / 2)?;
        if self.layout() == Layout::SplitBlock {
            for (dst, pair) in half
                .blocks_mut()
                .iter_mut()
                .zip(self.blocks().chunks_exact(2))
            {
                for (i, lane) in dst.0.iter_mut().enumerate() {
                    let src = &pair[i / SPLIT_LANES].0;
                    *lane = src[i % SPLIT_LANES] | src[i % SPLIT_LANES + SPLIT_LANES];
                }
            }
            half.set_insert_count(self.insert_count());
            return Ok(half);
        }
        for (dst, pair) in half
            .blocks_mut()
            .iter_mut()
            .zip(self.blocks().chunks_exact(2))
        {
            for (i, lane) in dst.0.iter_mut().enumerate() {
                *lane = pair[0].0[i] | pair[1].0[i];
            }
        }
        half.set_insert_count(self.insert_count());
        Ok(half)
    }
}

fn zip_lanes(dst: &mut [Block], src: &[Block], op: impl Fn(u32, u32) -> u32) {
    for (d, s) in dst.iter_mut().zip(src) {
        for (a, b) in d.0.iter_mut().zip(s.0) {
            *a = op(*a, b);
        }
    }
}
