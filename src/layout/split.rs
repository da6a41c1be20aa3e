//! The split-block layout ([`Layout::SplitBlock`]): Parquet's split block Bloom filter, bit for
//! bit. This file is its specification; the back ends compute the same bits faster.
//!
//! A split block is 256 bits seen as 8 lanes of 32 bits; a key sets exactly one bit in each lane
//! (`k` = 8). A key's 64-bit hash `h` picks its split block from its high 32 bits,
//! `((h >> 32) * n) >> 32` for a filter of `n` split blocks, and its bits from its low 32 bits
//! `h32`: lane `i` gets bit `(h32 * SALTS[i]) >> 27`, with Parquet's eight salts.
//!
//! With `k` below 8 (not Parquet's: a filter of this crate only), a key sets the same bits but
//! in only `k` of the eight lanes, the entry `subset_index(h32)` of the `k`-of-8 lane-subset
//! table [`SPLIT_SUBSETS`], as the blocked layout picks `k` of its sixteen lanes. Fewer bits
//! per key pay below about 12 bits per key (docs/fpr-model.md).
//!
//! A filter of this layout is stored in the crate's 64-byte lines ([`Block`]), two split blocks
//! per line: split block `s` is lanes `8 (s % 2) .. 8 (s % 2) + 8` of line `s / 2`. Its byte
//! array is therefore exactly Parquet's bitset (split block after split block, lanes
//! little-endian). The number of split blocks is always even (a whole number of lines).

use crate::layout::block::{lane_subset_tables, subset_index, Block, SubsetRow};

/// Lanes per split block.
pub(crate) const SPLIT_LANES: usize = 8;

/// Bits a key sets by default (one per lane): Parquet's `k`, and the largest.
pub(crate) const SPLIT_K: u32 = 8;

/// Every lane of a split block (the lane set of `k` = 8).
pub(crate) const ALL_LANES: u8 = 0xff;

/// The lane subsets of the split-block layout: row `k - 1` holds
/// [`SUBSET_LEN`](crate::layout::block::SUBSET_LEN) random sets of
/// `k` distinct lanes of 8 (bit `i` for lane `i`), read at `subset_index(h32)`; row 7 is all
/// lanes. Generated at compile time from a fixed seed; the tables are part of the file format.
pub(crate) static SPLIT_SUBSETS: [SubsetRow; SPLIT_LANES] =
    lane_subset_tables::<SPLIT_LANES>(0x7370_6c69_7462_6c6b); // "splitblk"

/// The lanes (bit `i` for lane `i`) the key with low hash bits `h32` uses in a filter of `k`
/// bits per key (`1..=8`; any other `k` is read as its low three bits, plus one).
#[inline(always)]
pub(crate) fn split_lanes(h32: u32, k: u32) -> u8 {
    SPLIT_SUBSETS[(k as usize).wrapping_sub(1) & (SPLIT_LANES - 1)][subset_index(h32)] as u8
}

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
    /// blocked layout's at the same memory (docs/fpr-model.md, "The split-block layout"). With
    /// [`num_hashes`](crate::FilterBuilder::num_hashes) 1 to 7, a key sets that many of the 8
    /// lanes instead (no longer Parquet's bits; a lower rate below about 12 bits per key).
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

/// The reference mask in the lanes `lanes` (bit `i` for lane `i`), zero in the others.
#[inline]
pub(crate) fn split_mask_in(h32: u32, lanes: u8) -> [u32; SPLIT_LANES] {
    let m = split_mask(h32);
    core::array::from_fn(|i| if lanes >> i & 1 != 0 { m[i] } else { 0 })
}

/// Whether every bit of the key's mask is set in half `half` of `line`.
#[inline]
pub(crate) fn split_contains(line: &Block, half: usize, h32: u32) -> bool {
    split_contains_in(line, half, h32, ALL_LANES)
}

/// Whether every bit of the key's mask in the lanes `lanes` is set in half `half` of `line`.
#[inline]
pub(crate) fn split_contains_in(line: &Block, half: usize, h32: u32, lanes: u8) -> bool {
    let m = split_mask_in(h32, lanes);
    half_of(line, half)
        .iter()
        .zip(m)
        .all(|(lane, bit)| lane & bit == bit)
}

/// Sets the key's bits in half `half` of `line`.
#[inline]
pub(crate) fn split_insert(line: &mut Block, half: usize, h32: u32) {
    split_insert_in(line, half, h32, ALL_LANES)
}

/// Sets the key's bits in the lanes `lanes` of half `half` of `line`.
#[inline]
pub(crate) fn split_insert_in(line: &mut Block, half: usize, h32: u32, lanes: u8) {
    let at = SPLIT_LANES * (half & 1);
    for (lane, bit) in line.0[at..at + SPLIT_LANES]
        .iter_mut()
        .zip(split_mask_in(h32, lanes))
    {
        *lane |= bit;
    }
}

/// The split-block layout's expected false-positive rate at `bits_per_key` bits per key and `k`
/// bits per key (`1..=8`), in the large-filter limit: the keys in a split block are Poisson with
/// mean `256 / bits_per_key`; a key sets a bit in a given lane with probability `k / 8`, so a
/// given bit stays clear against one key with probability `1 − k / 256`; a query is a false
/// positive when its bits are set in all its `k` lanes:
///
/// `FPR = Σ_j P(j) (1 − (1 − k/256)^j)^k`, `P(j) = e^{−λ} λ^j / j!`, `λ = 256 / bits_per_key`.
///
/// For `k` = 8 (Parquet's) a bit stays clear with probability `31/32`. NaN when `bits_per_key`
/// is not positive or `k` is not in `1..=8`.
pub(crate) fn split_fpr(bits_per_key: f64, k: u32) -> f64 {
    if !(bits_per_key > 0.0 && bits_per_key.is_finite() && (1..=SPLIT_K).contains(&k)) {
        return f64::NAN;
    }
    let lambda = SPLIT_BITS / bits_per_key;
    // Sum the Poisson terms in the log domain from j = 0 until well past the mean.
    let last = (lambda + 20.0 * lambda.sqrt() + 50.0) as usize;
    let keep = 1.0 - f64::from(k) / SPLIT_BITS;
    let mut log_p = -lambda;
    let mut sum = 0.0;
    for j in 0..=last {
        if j > 0 {
            log_p += lambda.ln() - (j as f64).ln();
        }
        sum += log_p.exp() * (1.0 - keep.powi(j as i32)).powi(k as i32);
    }
    sum.clamp(0.0, 1.0)
}

/// The false-positive rate a key never inserted sees in a split-block filter's `lines` of `k`
/// bits per key: the mean over split blocks of the mean over `k`-lane subsets of the product of
/// those lanes' fills (for `k` = 8, the product of all eight).
pub(crate) fn estimated_fpr(lines: &[Block], k: u32) -> f64 {
    let k = (k as usize).clamp(1, SPLIT_LANES);
    // `C(8, k)`, the number of `k`-lane subsets.
    let subsets = (0..k).fold(1.0, |c, i| c * (SPLIT_LANES - i) as f64 / (i + 1) as f64);
    let sum: f64 = halves(lines)
        .map(|h| elementary_symmetric(h.map(|l| l.count_ones() as f64 / 32.0), k) / subsets)
        .sum();
    sum / (2 * lines.len()) as f64
}

/// The sum over all `k`-element subsets of `x` of their products (`e_k(x)`).
fn elementary_symmetric(x: [f64; SPLIT_LANES], k: usize) -> f64 {
    // e[j] after lane i: the sum over j-subsets of lanes 0..=i.
    let mut e = [0.0; SPLIT_LANES + 1];
    e[0] = 1.0;
    for (i, xi) in x.into_iter().enumerate() {
        for j in (1..=(i + 1).min(k)).rev() {
            e[j] += e[j - 1] * xi;
        }
    }
    e[k]
}

/// An estimate of the distinct keys in a split-block filter's `lines` of `k` bits per key: per
/// split block, the key count `j` whose expected fill `256 (1 − (1 − k/256)^j)` is its fill.
pub(crate) fn estimated_len(lines: &[Block], k: u32) -> f64 {
    let k = k.clamp(1, SPLIT_K);
    let per_key = (1.0 - f64::from(k) / SPLIT_BITS).ln();
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
    use crate::layout::block::{SplitMix, SUBSET_LEN};

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
            let got = split_fpr(c, SPLIT_K);
            assert!((got / fpr - 1.0).abs() < 0.002, "c={c}: {got} vs {fpr}");
        }
        assert!(split_fpr(0.0, 8).is_nan() && split_fpr(10.0, 0).is_nan());
        assert!(split_fpr(10.0, 9).is_nan());
    }

    /// docs/fpr-model.md, "Fewer bits per key": the model's best `k` and its rate.
    #[test]
    fn fewer_lanes_pay_below_twelve_bits_per_key() {
        for (c, best_k, fpr) in [(6.0, 4, 0.0600), (8.0, 5, 0.0252), (10.0, 6, 0.01120)] {
            let best = (1..=SPLIT_K)
                .min_by(|&a, &b| split_fpr(c, a).total_cmp(&split_fpr(c, b)))
                .unwrap();
            assert_eq!(best, best_k, "c={c}");
            let got = split_fpr(c, best);
            assert!((got / fpr - 1.0).abs() < 0.005, "c={c}: {got} vs {fpr}");
        }
        let at16 = (1..=SPLIT_K).min_by(|&a, &b| split_fpr(16.0, a).total_cmp(&split_fpr(16.0, b)));
        assert_eq!(at16, Some(SPLIT_K));
    }

    #[test]
    fn split_subsets_have_k_lanes_used_about_equally() {
        for k in 1..=SPLIT_LANES {
            let row = &SPLIT_SUBSETS[k - 1];
            assert!(row.iter().all(|m| m.count_ones() as usize == k && *m < 256));
            let expect = (SUBSET_LEN * k) as f64 / SPLIT_LANES as f64;
            for lane in 0..SPLIT_LANES {
                let uses = row.iter().filter(|m| *m >> lane & 1 != 0).count() as f64;
                assert!(
                    (uses - expect).abs() < 5.0 * expect.sqrt() + 1.0,
                    "k={k} lane={lane}"
                );
            }
        }
        assert!(SPLIT_SUBSETS[7].iter().all(|&m| m == u16::from(ALL_LANES)));
    }

    #[test]
    fn estimates_with_every_lane_are_the_products() {
        let mut rng = SplitMix(11);
        let lines: Vec<Block> = (0..8)
            .map(|_| {
                Block(core::array::from_fn(|_| {
                    rng.next() as u32 & rng.next() as u32
                }))
            })
            .collect();
        let direct: f64 = halves(&lines)
            .map(|h| {
                h.iter()
                    .map(|l| l.count_ones() as f64 / 32.0)
                    .product::<f64>()
            })
            .sum::<f64>()
            / 16.0;
        assert!((estimated_fpr(&lines, 8) - direct).abs() < 1e-12);
        // One lane: the mean fill.
        let mean: f64 = halves(&lines)
            .flat_map(|h| h.iter().map(|l| l.count_ones() as f64 / 32.0))
            .sum::<f64>()
            / 128.0;
        assert!((estimated_fpr(&lines, 1) - mean).abs() < 1e-12);
    }

    #[test]
    fn layout_names_round_trip() {
        for l in [Layout::Blocked, Layout::SplitBlock] {
            assert_eq!(l.name().parse::<Layout>().unwrap(), l);
        }
        assert!("nope".parse::<Layout>().is_err());
    }
}
