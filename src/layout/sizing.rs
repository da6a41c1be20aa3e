//! Sizing maths: the layout's own false-positive model, the best `k`, and (n, fpr | bits/key) to
//! (blocks, k). Pure functions, no allocation.

use crate::error::{Error, ErrorKind};
use crate::layout::block::{LANES, MAX_HASHES};

/// Bits in one block.
pub(crate) const BLOCK_BITS: f64 = 512.0;

/// Smallest accepted bits per key (below it the filter answers "maybe" to most queries).
pub const MIN_BITS_PER_KEY: f64 = 1.0;
/// Largest accepted bits per key (one block per two keys; beyond it one cache line is the limit).
pub const MAX_BITS_PER_KEY: f64 = 256.0;
/// Largest accepted number of expected items (2^48: far beyond any one machine's memory).
pub const MAX_EXPECTED_ITEMS: u64 = 1 << 48;

/// The false-positive model of a one-line layout: a line of `line_slots` slots (bits, or
/// counters read as "non-zero") in 16 lanes of `line_slots / 16`, where a key takes one slot in
/// each of `k` distinct lanes. The Bloom filter's 512-bit block and the counting filter's
/// 128-counter line are two instances; sizing and the model are written once for both.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Model {
    /// Slots in one line.
    pub(crate) line_slots: f64,
    /// What a slot is, for messages ("bits", "counters").
    pub(crate) unit: &'static str,
    /// The most slots per key accepted (two keys per line).
    pub(crate) max_per_key: f64,
}

/// The Bloom filter's block: 512 bits.
pub(crate) const BLOOM: Model = Model {
    line_slots: BLOCK_BITS,
    unit: "bits",
    max_per_key: MAX_BITS_PER_KEY,
};

/// The counting filter's line: 128 counters of 4 bits (layout/counters.rs).
pub(crate) const COUNTING: Model = Model {
    line_slots: 128.0,
    unit: "counters",
    max_per_key: 64.0,
};

/// The expected false-positive rate of this crate's layout at `bits_per_key` bits per key with `k`
/// probes, in the large-filter limit.
///
/// This is the blocked filter's own model, not the classic `(1 - e^(-k/c))^k`: the number of keys
/// in a block is Poisson with mean `512 / bits_per_key`, each key sets one bit in each of `k`
/// distinct lanes out of 16, and a query is a false positive when all `k` of its bits are set. By
/// inclusion–exclusion over the query's bits,
///
/// `FPR = Σ_{r=0..k} (−1)^r C(k,r) exp(−λ (1 − g_r))`, with
/// `g_r = Σ_j Hyp(j; 16, r, k) (31/32)^j`,
///
/// where `g_r` is the chance that one inserted key leaves `r` given query bits (in `r` distinct
/// lanes) all clear. Returns NaN when `k` is not in `1..=16` or `bits_per_key` is not positive.
///
/// ```
/// let fpr = linebloom::expected_fpr(10.0, 6);
/// assert!((fpr - 0.009624).abs() < 0.00002);
/// ```
pub fn expected_fpr(bits_per_key: f64, k: u32) -> f64 {
    BLOOM.fpr(bits_per_key, k)
}

/// The expected false-positive rate of the split-block layout
/// ([`Layout::SplitBlock`](crate::Layout::SplitBlock)) at `bits_per_key` bits per key with `k`
/// bits per key (one in each of `k` of a split block's 8 lanes; Parquet's `k` is 8), in the
/// large-filter limit: `Σ_j P(j) (1 − (1 − k/256)^j)^k` with `j` Poisson of mean
/// `256 / bits_per_key` (docs/fpr-model.md, "The split-block layout"). NaN when `bits_per_key`
/// is not positive or `k` is not in `1..=8`.
///
/// ```
/// let parquet = linebloom::expected_split_fpr(10.0, 8);
/// assert!((parquet - 0.01265).abs() < 0.00002);
/// // Six lanes of the eight are better at 10 bits per key:
/// assert!(linebloom::expected_split_fpr(10.0, 6) < 0.0113);
/// ```
pub fn expected_split_fpr(bits_per_key: f64, k: u32) -> f64 {
    crate::layout::split::split_fpr(bits_per_key, k)
}

/// The `k` in `1..=8` that minimises [`expected_split_fpr`] at `bits_per_key` (8, Parquet's, from
/// about 13 bits per key up).
///
/// ```
/// assert_eq!(linebloom::optimal_split_hashes(10.0), 6);
/// assert_eq!(linebloom::optimal_split_hashes(16.0), 8);
/// ```
pub fn optimal_split_hashes(bits_per_key: f64) -> u32 {
    (1..=crate::layout::split::SPLIT_K)
        .min_by(|&a, &b| {
            expected_split_fpr(bits_per_key, a).total_cmp(&expected_split_fpr(bits_per_key, b))
        })
        .unwrap_or(crate::layout::split::SPLIT_K)
}

/// The fewest bits per key at which the split-block layout's model with `k` bits per key reaches
/// `fpr`.
pub(crate) fn split_bits_for_fpr(fpr: f64, k: u32) -> Result<f64, Error> {
    check_split_hashes(k)?;
    if !(fpr > 0.0 && fpr < 1.0) {
        return Err(Error::invalid(format!(
            "false-positive rate {fpr} is out of range: use a value strictly between 0 and 1, \
             such as 0.01"
        )));
    }
    if expected_split_fpr(MIN_BITS_PER_KEY, k) <= fpr {
        return Ok(MIN_BITS_PER_KEY);
    }
    let floor = expected_split_fpr(MAX_BITS_PER_KEY, k);
    if floor > fpr {
        return Err(Error::invalid(format!(
            "false-positive rate {fpr} is below what the split-block layout with k = {k} \
             reaches at {MAX_BITS_PER_KEY} bits per key ({floor:.3e}); ask for a larger rate"
        )));
    }
    let (mut lo, mut hi) = (MIN_BITS_PER_KEY, MAX_BITS_PER_KEY);
    while hi - lo > 1e-3 {
        let mid = 0.5 * (lo + hi);
        if expected_split_fpr(mid, k) <= fpr {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Ok(hi)
}

/// Refuses a split-block `k` outside `1..=8`.
pub(crate) fn check_split_hashes(k: u32) -> Result<(), Error> {
    let max = crate::layout::split::SPLIT_K;
    if !(1..=max).contains(&k) {
        return Err(Error::invalid(format!(
            "the split-block layout sets 1 to {max} bits per key (one per lane of 8), not {k}"
        )));
    }
    Ok(())
}

/// The `k` in `1..=16` that minimises [`expected_fpr`] at `bits_per_key`.
pub fn optimal_hashes(bits_per_key: f64) -> u32 {
    BLOOM.best_k(bits_per_key)
}

/// The expected false-positive rate of a [`CountingFilter`](crate::CountingFilter) at
/// `counters_per_key` 4-bit counters per key with `k` counters per key, in the large-filter limit:
/// [`expected_fpr`]'s model for a line of 128 counters in 16 lanes of 8 (a counter counts as
/// "set" when it is non-zero). NaN when `k` is not in `1..=16` or `counters_per_key` is not
/// positive.
///
/// ```
/// let fpr = linebloom::expected_counting_fpr(10.0, 5);
/// assert!((fpr - 0.013283).abs() < 0.00001);
/// ```
pub fn expected_counting_fpr(counters_per_key: f64, k: u32) -> f64 {
    COUNTING.fpr(counters_per_key, k)
}

impl Model {
    /// The expected false-positive rate at `per_key` slots per key with `k` slots per key (see
    /// [`expected_fpr`], which is this for the Bloom block; a lane has `line_slots / 16` slots).
    pub(crate) fn fpr(&self, per_key: f64, k: u32) -> f64 {
        if !(per_key > 0.0 && per_key.is_finite()) || k == 0 || k > MAX_HASHES {
            return f64::NAN;
        }
        let lambda = self.line_slots / per_key;
        let k = k as usize;
        let keep_clear = 1.0 - LANES as f64 / self.line_slots;
        let total = binomial(LANES, k);
        let mut fpr = 0.0;
        for r in 0..=k {
            // g_r: P(an inserted key sets none of r query slots), over its lane overlap j with them.
            let mut g = 0.0;
            for j in 0..=r {
                let overlap = binomial(r, j) * binomial(LANES - r, k - j) / total;
                g += overlap * keep_clear.powi(j as i32);
            }
            let term = binomial(k, r) * (-lambda * (1.0 - g)).exp();
            fpr += if r % 2 == 0 { term } else { -term };
        }
        fpr.clamp(0.0, 1.0)
    }

    /// The `k` in `1..=16` that minimises [`fpr`](Self::fpr) at `per_key`.
    pub(crate) fn best_k(&self, per_key: f64) -> u32 {
        (1..=MAX_HASHES)
            .min_by(|&a, &b| self.fpr(per_key, a).total_cmp(&self.fpr(per_key, b)))
            .unwrap_or(1)
    }

    pub(crate) fn check_per_key(&self, per_key: f64) -> Result<(), Error> {
        if !(MIN_BITS_PER_KEY..=self.max_per_key).contains(&per_key) {
            return Err(Error::invalid(format!(
                "{} per key {per_key} is out of range: use a value from {MIN_BITS_PER_KEY} to {}",
                self.unit, self.max_per_key
            )));
        }
        Ok(())
    }

    /// Lines for `expected_items` keys at `per_key` slots each (rounded up, at least one).
    pub(crate) fn lines_for(&self, expected_items: u64, per_key: f64) -> Result<usize, Error> {
        check_items(expected_items)?;
        self.check_per_key(per_key)?;
        let lines = (expected_items as f64 * per_key / self.line_slots)
            .ceil()
            .max(1.0);
        // 2^48 items at 256 bits/key is 2^50 blocks: representable in f64 and u64, maybe not usize.
        let max_lines = isize::MAX as usize / 64;
        if lines > max_lines as f64 {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "a filter for {expected_items} keys at {per_key} {} per key needs {lines} \
                     lines of 64 bytes, more than this platform can address",
                    self.unit
                ),
            ));
        }
        Ok(lines as usize)
    }

    /// The shape for `expected_items` at `per_key`; `k` is chosen for the slots per key that the
    /// rounded-up line count actually gives.
    pub(crate) fn shape(
        &self,
        expected_items: u64,
        per_key: f64,
        k: Option<u32>,
    ) -> Result<Shape, Error> {
        let num_blocks = self.lines_for(expected_items, per_key)?;
        let k = match k {
            Some(k) => {
                check_hashes(k)?;
                k
            }
            None => self.best_k(num_blocks as f64 * self.line_slots / expected_items as f64),
        };
        Ok(Shape { num_blocks, k })
    }

    /// The fewest slots per key whose best `k` reaches `fpr` under [`fpr`](Self::fpr).
    pub(crate) fn per_key_for_fpr(&self, fpr: f64) -> Result<f64, Error> {
        if !(fpr > 0.0 && fpr < 1.0) {
            return Err(Error::invalid(format!(
                "false-positive rate {fpr} is out of range: use a value strictly between 0 and \
                 1, such as 0.01"
            )));
        }
        let best = |c: f64| self.fpr(c, self.best_k(c));
        if best(MIN_BITS_PER_KEY) <= fpr {
            return Ok(MIN_BITS_PER_KEY);
        }
        let floor = best(self.max_per_key);
        if floor > fpr {
            return Err(Error::invalid(format!(
                "false-positive rate {fpr} is below what a one-cache-line filter reaches at {} \
                 {} per key ({floor:.3e}); ask for a larger rate",
                self.max_per_key, self.unit
            )));
        }
        // The best FPR falls as slots/key grow: bisect on slots/key.
        let (mut lo, mut hi) = (MIN_BITS_PER_KEY, self.max_per_key);
        while hi - lo > 1e-3 {
            let mid = 0.5 * (lo + hi);
            if best(mid) <= fpr {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        Ok(hi)
    }
}

/// A filter's shape: how many blocks and how many probes per key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    pub num_blocks: usize,
    pub k: u32,
}

pub(crate) fn check_items(expected_items: u64) -> Result<(), Error> {
    if expected_items == 0 {
        return Err(Error::invalid(
            "expected items is 0: size the filter for at least 1 key",
        ));
    }
    if expected_items > MAX_EXPECTED_ITEMS {
        return Err(Error::invalid(format!(
            "expected items {expected_items} is more than the supported maximum of 2^48 \
             ({MAX_EXPECTED_ITEMS}); shard the keys over several filters"
        )));
    }
    Ok(())
}

pub(crate) fn check_hashes(k: u32) -> Result<(), Error> {
    if k == 0 || k > MAX_HASHES {
        return Err(Error::invalid(format!(
            "number of hashes {k} is out of range: use 1 to {MAX_HASHES} \
             (one bit in each of at most 16 lanes of a block)"
        )));
    }
    Ok(())
}

/// C(n, k) as a float (0 when k > n): the lane-subset counts of the FPR model and the estimates.
pub(crate) fn binomial(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/fpr-model.md, column (e′) "16×32b, k≤16 distinct words": best k and its FPR.
    const REFERENCE: [(f64, u32, f64); 6] = [
        (6.0, 4, 0.05761),
        (8.0, 5, 0.02318),
        (10.0, 6, 0.009624),
        (12.0, 7, 0.004129),
        (16.0, 9, 0.0008455),
        (20.0, 11, 0.000201),
    ];

    #[test]
    fn model_matches_the_reference_table() {
        for (c, k, fpr) in REFERENCE {
            let got = expected_fpr(c, k);
            assert!(
                (got / fpr - 1.0).abs() < 0.01,
                "c={c} k={k}: {got} vs {fpr}"
            );
            assert_eq!(optimal_hashes(c), k, "best k at c={c}");
        }
    }

    #[test]
    fn k16_is_the_split_block_mixture() {
        // With k = 16 every lane is used: FPR = E[(1 - (31/32)^L)^16], L ~ Poisson(512/c).
        let c = 12.0;
        let lambda: f64 = 512.0 / c;
        let mut p = (-lambda).exp();
        let mut direct = 0.0;
        for l in 0..2000 {
            if l > 0 {
                p *= lambda / l as f64;
            }
            direct += p * (1.0 - (31.0f64 / 32.0).powi(l)).powi(16);
        }
        assert!((expected_fpr(c, 16) / direct - 1.0).abs() < 1e-9);
    }

    #[test]
    fn invalid_model_inputs_are_nan() {
        assert!(expected_fpr(10.0, 0).is_nan());
        assert!(expected_fpr(10.0, 17).is_nan());
        assert!(expected_fpr(0.0, 4).is_nan());
        assert!(expected_fpr(f64::NAN, 4).is_nan());
    }

    #[test]
    fn fpr_sizing_inverts_the_model() {
        for fpr in [0.2, 0.05, 0.01, 0.001, 1e-4] {
            let c = BLOOM.per_key_for_fpr(fpr).unwrap();
            let best = expected_fpr(c, optimal_hashes(c));
            assert!(
                best <= fpr && best > fpr * 0.99,
                "fpr={fpr} c={c} best={best}"
            );
        }
        // FPR-THEORY's "bits/key for a target" row for blocked512: 9.92 at 1%.
        let c = BLOOM.per_key_for_fpr(0.01).unwrap();
        assert!((9.8..10.1).contains(&c), "{c}");
    }

    #[test]
    fn split_fpr_sizing_inverts_the_split_model() {
        for k in [4, 6, 8] {
            for fpr in [0.1, 0.01, 0.001] {
                let c = split_bits_for_fpr(fpr, k).unwrap();
                let got = expected_split_fpr(c, k);
                assert!(
                    got <= fpr && got > fpr * 0.99,
                    "fpr={fpr} k={k} c={c} got={got}"
                );
            }
        }
        assert!(split_bits_for_fpr(0.0, 8).is_err() && split_bits_for_fpr(1e-300, 8).is_err());
        assert!(split_bits_for_fpr(0.01, 0).is_err() && split_bits_for_fpr(0.01, 9).is_err());
    }

    #[test]
    fn bad_parameters_are_errors() {
        for fpr in [0.0, 1.0, -0.5, 2.0, f64::NAN, f64::INFINITY, 1e-300] {
            assert_eq!(
                BLOOM.per_key_for_fpr(fpr).unwrap_err().kind(),
                ErrorKind::InvalidParameter
            );
        }
        assert!(check_items(0).is_err());
        assert!(check_items(u64::MAX).is_err());
        for c in [0.0, 0.5, 257.0, f64::NAN, -1.0] {
            assert!(BLOOM.check_per_key(c).is_err());
        }
        assert!(check_hashes(0).is_err() && check_hashes(17).is_err());
    }

    /// The counting line's model (16 lanes of 8 counters) at the best `k`, from the formula
    /// evaluated independently (Python, 50 digits): c = 8, 10, 12, 16 counters per key.
    const COUNTING_REFERENCE: [(f64, u32, f64); 4] = [
        (8.0, 5, 0.027736),
        (10.0, 5, 0.013283),
        (12.0, 6, 0.0067428),
        (16.0, 7, 0.0021004),
    ];

    /// FPR-THEORY.md's (b*): k distinct slots anywhere in a line of `b` slots.
    fn classic_distinct(b: usize, c: f64, k: usize) -> f64 {
        let lambda = b as f64 / c;
        (0..=k)
            .map(|r| {
                let g = binomial(b - r, k) / binomial(b, k);
                let t = binomial(k, r) * (-lambda * (1.0 - g)).exp();
                if r % 2 == 0 {
                    t
                } else {
                    -t
                }
            })
            .sum()
    }

    #[test]
    fn counting_model_matches_its_reference_and_the_128_slot_line() {
        for (c, k, fpr) in COUNTING_REFERENCE {
            let got = COUNTING.fpr(c, k);
            assert!(
                (got / fpr - 1.0).abs() < 0.001,
                "c={c} k={k}: {got} vs {fpr}"
            );
            assert_eq!(COUNTING.best_k(c), k, "best k at c={c}");
            // One counter in each of k lanes of 8 costs a little against k counters anywhere
            // in the 128: under 6% up to 16 counters per key.
            let classic = classic_distinct(128, c, k as usize);
            assert!(
                (1.0..1.06).contains(&(got / classic)),
                "c={c}: {got} vs (b*) {classic}"
            );
        }
        let c = COUNTING.per_key_for_fpr(0.01).unwrap();
        assert!((10.0..12.0).contains(&c), "{c}");
        assert!(COUNTING.check_per_key(65.0).is_err() && COUNTING.check_per_key(64.0).is_ok());
    }
}
