//! What the bits of a built filter say about it: fill, false-positive rate and key count,
//! computed block by block (docs/fpr-model.md, "Unbiased per-block estimators").

use crate::layout::block::{Block, LANES};
use crate::layout::sizing::{binomial, BLOCK_BITS};

/// The fraction of bits set in `blocks`.
pub(crate) fn fill_ratio(blocks: &[Block]) -> f64 {
    let ones: u64 = blocks.iter().map(block_ones).sum();
    ones as f64 / (blocks.len() as f64 * BLOCK_BITS)
}

/// The false-positive rate a key never inserted sees in `blocks` (a filter with `k` bits per key),
/// computed block by block: the mean over blocks of P(all `k` probe bits set), where a query
/// uses `k` random lanes and one random bit in each. Averaging per block matters: the k-th power
/// of the mean fill underestimates a blocked filter's FPR, since fuller blocks weigh more.
pub(crate) fn fpr(blocks: &[Block], k: usize) -> f64 {
    let subsets = binomial(LANES, k);
    let sum: f64 = blocks.iter().map(|b| block_fpr(b, k)).sum();
    sum / (subsets * blocks.len() as f64)
}

/// An estimate of the number of distinct keys in `blocks` (`k` bits per key), inverting each
/// block's expected fill `512 (1 - (1 - k/512)^j)` for its key count `j` and summing over blocks.
/// Saturated blocks make it a lower bound.
pub(crate) fn distinct_keys(blocks: &[Block], k: usize) -> f64 {
    let per_key = (1.0 - k as f64 / BLOCK_BITS).ln();
    blocks
        .iter()
        .map(|b| {
            let ones = (block_ones(b) as f64).min(BLOCK_BITS - 0.5);
            (1.0 - ones / BLOCK_BITS).ln() / per_key
        })
        .sum()
}

fn block_ones(b: &Block) -> u64 {
    b.0.iter().map(|l| l.count_ones() as u64).sum()
}

/// Sum over the C(16, k) lane subsets of the product of the lanes' fills.
fn block_fpr(b: &Block, k: usize) -> f64 {
    subset_products(b.0.map(|lane| lane.count_ones() as f64 / 32.0), k)
}

/// Sum over the C(16, k) lane subsets of the product of their `fills` (each the chance that a
/// random slot of the lane is taken): the elementary symmetric polynomial e_k of the 16 fills, by
/// the usual one-pass recurrence. Divided by C(16, k), a line's false-positive rate for a query
/// that takes one random slot in each of `k` random distinct lanes (the Bloom block and the
/// counting line alike).
pub(crate) fn subset_products(fills: [f64; LANES], k: usize) -> f64 {
    let mut e = [0.0f64; LANES + 1];
    e[0] = 1.0;
    for (seen, p) in fills.into_iter().enumerate() {
        for j in (1..=k.min(seen + 1)).rev() {
            e[j] += e[j - 1] * p;
        }
    }
    e[k]
}
