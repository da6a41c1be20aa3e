//! The split-block layout ([`Layout::SplitBlock`]): Parquet's split block Bloom filter, bit for
//! bit. This file is its specification; the back ends compute the same bits faster.
//!
//! A split block is 256 bits seen as 8 lanes of 32 bits; a key sets exactly one bit in each lane
//! (`k` = 8). A key's 64-bit hash `h` picks its split block from its high 32 bits,
//! `((h >> 32) * n) >> 32` for a filter of `n` split blocks, and its bits from its low 32 bits
//! `h32`: lane `i` gets bit `(h32 * SALTS[i]) >> 27`, with Parquet's eight salts.
//!
//! A filter of this layout is stored in the crate's 64-byte lines ([`Block`]), two split blocks
//! per line: split block `s` is lanes `8 (s % 2) .. 8 (s % 2) + 8` of line `s / 2`. Its byte
//! array is therefore exactly Parquet's bitset (split block after split block, lanes
//! little-endian). The number of split blocks is always even (a whole number of lines).

use crate::layout::block::Block;

/// Lanes per split block.
pub(crate) const SPLIT_LANES: usize = 8;

/// Bits a key sets (one per lane): the layout's fixed `k`.
pub(crate) const SPLIT_K: u32 = 8;

/// Bits in one split block.
pub(crate) const SPLIT_BITS: f64 = 256.0;

/// Parquet's salts (parquet-format's BloomFilter.md, `SALT`): lane `i`'s bit is the top five bits
/// of `h32 * SALTS[i]`.
pub(crate) const SPLIT_SALTS: [u32; SPLIT_LANES] = [
    0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d, 0x705495c7, 0x2df1424b, 0x9efc4947, 0x5c6bfb31,
];

/// How a filter lays out a key's bits: chosen per filter with
/// [`FilterBuilder::layout`](crate::FilterBuilder::layout) and stored in the file header's layout
/// id (FORMAT.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Layout {
    /// The default: `k` (1 to 16, chosen for the density) bits in distinct lanes of one 64-byte
    /// block of sixteen 32-bit lanes (`src/layout/block.rs`; layout id 1).
    #[default]
    Blocked,
    /// Parquet's split block Bloom filter: 8 bits, one in each lane of a 32-byte block of eight
    /// 32-bit lanes (`src/layout/split.rs`; layout id 4). Bit-compatible with Parquet's `Sbbf`
    /// given the same 64-bit hashes and block count; its false-positive rate is higher than the
    /// blocked layout's at the same memory (docs/fpr-model.md, "The split-block layout").
    SplitBlock,
}

impl Layout {
    /// The name the command line and the file dump use: `blocked` or `split-block`.
    pub fn name(self) -> &'static str {
        match self {
            Layout::Blocked => "blocked",
            Layout::SplitBlock => "split-block",
        }
    }
}

impl core::fmt::Display for Layout {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Layout {
    type Err = crate::error::Error;
    fn from_str(s: &str) -> Result<Layout, Self::Err> {
        match s {
            "blocked" => Ok(Layout::Blocked),
            "split-block" | "split" => Ok(Layout::SplitBlock),
            _ => Err(crate::error::Error::invalid(format!(
                "unknown layout {s:?}: use blocked or split-block"
            ))),
        }
    }
}

/// The split block a hash belongs to, in a filter of `num_split` split blocks (below 2^32):
/// Parquet's `((h >> 32) * n) >> 32`.
#[inline(always)]
pub(crate) fn split_index(h: u64, num_split: usize) -> usize {
    (((h >> 32) * num_split as u64) >> 32) as usize
}

/// The line and the half of it (0: lanes 0-7, 1: lanes 8-15) a hash belongs to, in a filter of
/// `num_lines` lines (`2 * num_lines` split blocks).
#[inline(always)]
pub(crate) fn split_place(h: u64, num_lines: usize) -> (usize, usize) {
    let s = split_index(h, 2 * num_lines);
    (s / 2, s % 2)
}

/// The reference mask: the bit the key sets in each of the eight lanes.
#[inline]
pub(crate) fn split_mask(h32: u32) -> [u32; SPLIT_LANES] {
    core::array::from_fn(|i| 1 << (h32.wrapping_mul(SPLIT_SALTS[i]) >> 27))
}

/// The eight lanes of half `half` of `line`.
#[inline(always)]
pub(crate) fn half_of(line: &Block, half: usize) -> &[u32; SPLIT_LANES] {
    let at = SPLIT_LANES * (half & 1);
    line.0[at..at + SPLIT_LANES]
        .first_chunk()
        .expect("eight lanes")
}

/// Whether every bit of the key's mask is set in half `half` of `line`.
#[inline]
pub(crate) fn split_contains(line: &Block, half: usize, h32: u32) -> bool {
    let m = split_mask(h32);
    half_of(line, half)
        .iter()
        .zip(m)
        .all(|(lane, bit)| lane & bit != 0)
}

/// Sets the key's bits in half `half` of `line`.
#[inline]
pub(crate) fn split_insert(line: &mut Block, half: usize, h32: u32) {
    let at = SPLIT_LANES * (half & 1);
    for (lane, bit) in line.0[at..at + SPLIT_LANES].iter_mut().zip(split_mask(h32)) {
        *lane |= bit;
    }
}

/// The split-block layout's expected false-positive rate at `bits_per_key` bits per key, in the
/// large-filter limit: the keys in a split block are Poisson with mean `256 / bits_per_key`, a
/// lane of 32 bits keeps a given bit clear against one key with probability `31/32`, and a query
/// is a false positive when its bit is set in all eight lanes:
///
/// `FPR = Σ_j P(j) (1 − (31/32)^j)^8`, `P(j) = e^{−λ} λ^j / j!`, `λ = 256 / bits_per_key`.
///
/// NaN when `bits_per_key` is not positive.
pub(crate) fn split_fpr(bits_per_key: f64) -> f64 {
    if !(bits_per_key > 0.0 && bits_per_key.is_finite()) {
        return f64::NAN;
    }
    let lambda = SPLIT_BITS / bits_per_key;
    // Sum the Poisson terms in the log domain from j = 0 until well past the mean.
    let last = (lambda + 20.0 * lambda.sqrt() + 50.0) as usize;
    let keep = 31.0f64 / 32.0;
    let mut log_p = -lambda;
    let mut sum = 0.0;
    for j in 0..=last {
        if j > 0 {
            log_p += lambda.ln() - (j as f64).ln();
        }
        sum += log_p.exp() * (1.0 - keep.powi(j as i32)).powi(SPLIT_K as i32);
    }
    sum.clamp(0.0, 1.0)
}

/// The false-positive rate a key never inserted sees in a split-block filter's `lines`: the mean
/// over split blocks of the product of the lanes' fills.
pub(crate) fn estimated_fpr(lines: &[Block]) -> f64 {
    let sum: f64 = halves(lines)
        .map(|h| {
            h.iter()
                .map(|l| l.count_ones() as f64 / 32.0)
                .product::<f64>()
        })
        .sum();
    sum / (2 * lines.len()) as f64
}

/// An estimate of the distinct keys in a split-block filter's `lines`: per split block, the key
/// count `j` whose expected fill `256 (1 − (31/32)^j)` is its fill.
pub(crate) fn estimated_len(lines: &[Block]) -> f64 {
    let per_key = (31.0f64 / 32.0).ln();
    halves(lines)
        .map(|h| {
            let ones: u32 = h.iter().map(|l| l.count_ones()).sum();
            let ones = (ones as f64).min(SPLIT_BITS - 0.5);
            (1.0 - ones / SPLIT_BITS).ln() / per_key
        })
        .sum()
}

fn halves(lines: &[Block]) -> impl Iterator<Item = &[u32; SPLIT_LANES]> {
    lines.iter().flat_map(|l| [half_of(l, 0), half_of(l, 1)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::block::SplitMix;

    #[test]
    fn mask_sets_one_bit_per_lane() {
        let mut rng = SplitMix(9);
        for _ in 0..1000 {
            let m = split_mask(rng.next() as u32);
            assert!(m.iter().all(|l| l.count_ones() == 1));
        }
    }

    #[test]
    fn place_is_parquets_index_split_into_line_and_half() {
        let mut rng = SplitMix(10);
        for lines in [1usize, 2, 3, 1000, 123_457] {
            for _ in 0..1000 {
                let h = rng.next();
                let s = (((h >> 32) * (2 * lines) as u64) >> 32) as usize;
                assert!(s < 2 * lines);
                assert_eq!(split_place(h, lines), (s / 2, s % 2));
            }
        }
    }

    #[test]
    fn insert_then_contains_in_its_half_only() {
        let mut b = Block::default();
        split_insert(&mut b, 1, 0xdead_beef);
        assert!(split_contains(&b, 1, 0xdead_beef));
        assert!(half_of(&b, 0).iter().all(|&l| l == 0));
        assert!(!split_contains(&b, 0, 0xdead_beef));
    }

    /// docs/fpr-model.md, "The split-block layout": the model at 8, 10, 12 and 16 bits per key.
    #[test]
    fn model_matches_the_reference_table() {
        for (c, fpr) in [
            (8.0, 0.03321),
            (10.0, 0.01265),
            (12.0, 0.00542),
            (16.0, 0.001316),
        ] {
            let got = split_fpr(c);
            assert!((got / fpr - 1.0).abs() < 0.002, "c={c}: {got} vs {fpr}");
        }
        assert!(split_fpr(0.0).is_nan());
    }

    #[test]
    fn layout_names_round_trip() {
        for l in [Layout::Blocked, Layout::SplitBlock] {
            assert_eq!(l.name().parse::<Layout>().unwrap(), l);
        }
        assert!("nope".parse::<Layout>().is_err());
    }
}
