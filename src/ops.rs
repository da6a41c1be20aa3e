//! Whole-filter operations: union, intersection, fold, and estimates read off the bits.

use crate::block::{Block, LANES};
use crate::error::{Error, ErrorKind};
use crate::filter::Filter;
use crate::params::BLOCK_BITS;
use crate::view::FilterRef;

impl Filter {
    pub(crate) fn check_compatible(&self, other: &Filter, op: &str) -> Result<(), Error> {
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
    /// pair of neighbours. The false-positive rate rises to that of the doubled density. Errors
    /// if the block count is odd.
    pub fn fold(&self) -> Result<Filter, Error> {
        let n = self.num_blocks();
        if !n.is_multiple_of(2) {
            return Err(Error::new(
                ErrorKind::NotFoldable,
                format!("cannot fold a filter of {n} blocks: folding needs an even block count"),
            ));
        }
        let mut half =
            Filter::from_parts(n / 2, self.num_hashes(), self.seed(), Some(self.backend()))?;
        for (dst, pair) in half
            .blocks_mut()
            .iter_mut()
            .zip(self.blocks().chunks_exact(2))
        {
            for (i, lane) in dst.0.iter_mut().enumerate() {
                *lane = pair[0].0[i] | pair[1].0[i];
            }
        }
        Ok(half)
    }
}

impl FilterRef<'_> {
    /// The fraction of bits set.
    pub fn fill_ratio(&self) -> f64 {
        let ones: u64 = self.blocks.iter().map(block_ones).sum();
        ones as f64 / (self.num_blocks() as f64 * BLOCK_BITS)
    }

    /// The false-positive rate a key never inserted sees now, computed block by block from the
    /// bits: the mean over blocks of P(all `k` probe bits set), where a query uses `k` random
    /// lanes and one random bit in each. Averaging per block matters: the k-th power of the mean
    /// fill underestimates a blocked filter's FPR, since fuller blocks weigh more.
    pub fn estimated_fpr(&self) -> f64 {
        let k = self.num_hashes() as usize;
        let subsets = crate::params::binomial(LANES, k);
        let sum: f64 = self.blocks.iter().map(|b| block_fpr(b, k)).sum();
        sum / (subsets * self.num_blocks() as f64)
    }

    /// An estimate of the number of distinct keys inserted, inverting each block's expected fill
    /// `512 (1 - (1 - k/512)^j)` for its key count `j` and summing over blocks. Saturated blocks
    /// make it a lower bound.
    pub fn estimated_len(&self) -> f64 {
        let k = self.num_hashes() as f64;
        let per_key = (1.0 - k / BLOCK_BITS).ln();
        self.blocks
            .iter()
            .map(|b| {
                let ones = (block_ones(b) as f64).min(BLOCK_BITS - 0.5);
                (1.0 - ones / BLOCK_BITS).ln() / per_key
            })
            .sum()
    }
}

fn zip_lanes(dst: &mut [Block], src: &[Block], op: impl Fn(u32, u32) -> u32) {
    for (d, s) in dst.iter_mut().zip(src) {
        for (a, b) in d.0.iter_mut().zip(s.0) {
            *a = op(*a, b);
        }
    }
}

fn block_ones(b: &Block) -> u64 {
    b.0.iter().map(|l| l.count_ones() as u64).sum()
}

/// Sum over the C(16, k) lane subsets of the product of the lanes' fills: the elementary
/// symmetric polynomial e_k of the 16 fills, by the usual one-pass recurrence.
fn block_fpr(b: &Block, k: usize) -> f64 {
    let mut e = [0.0f64; LANES + 1];
    e[0] = 1.0;
    for (seen, lane) in b.0.iter().enumerate() {
        let p = lane.count_ones() as f64 / 32.0;
        for j in (1..=k.min(seen + 1)).rev() {
            e[j] += e[j - 1] * p;
        }
    }
    e[k]
}
