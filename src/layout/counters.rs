//! The counting line: which counters of its line a key counts in. This file is the specification
//! of [`CountingFilter`](crate::CountingFilter)'s layout; the SIMD back ends compute the same
//! counters faster, and the file format stores the lines as they are.
//!
//! A line is a 64-byte [`Block`] seen as 128 counters of 4 bits: lane `i` (32 bits, 16 lanes)
//! holds counters `8i..8i + 8`, counter `8i + s` in bits `4s..4s + 4` of the lane (so counter `c`
//! is byte `c / 2` of the line, its low nibble when `c` is even). A key uses the Bloom filter's
//! line and lane choice unchanged ([`block_index`](super::block::block_index), `k` distinct lanes
//! from [`LANE_SUBSETS`](super::block::LANE_SUBSETS)), and in lane `i` the counter
//! `(h32 * SALTS[i]) >> 29`: the top 3 bits of the multiply whose top 5 bits pick the Bloom
//! filter's bit. A key's `k` counters are therefore distinct and all in one cache line.
//!
//! * **insert** adds one to each of the key's counters; a counter at [`COUNTER_MAX`] (15) stays
//!   there: it is *saturated*.
//! * **remove** subtracts one from each of the key's counters that is not saturated. A saturated
//!   counter is never decremented again, since it no longer knows how many keys it counts: this
//!   is what keeps every inserted key findable (a counter that ever reached 15 stays non-zero).
//! * **contains** is true when all `k` counters are non-zero.
//!
//! Read as bits (counter ≠ 0), the line is a 128-slot split Bloom filter: 16 words of 8 slots, one
//! slot in each of `k` distinct words, whose false-positive rate is
//! [`sizing::COUNTING`](super::sizing::COUNTING)'s model.

use super::block::{Block, SALTS};

/// A counter's largest value: it saturates there and is never decremented again.
pub(crate) const COUNTER_MAX: u32 = 15;
/// Counters in a line (`16 lanes × 8`).
pub(crate) const LINE_COUNTERS: usize = 128;

/// Where lane `lane`'s counter of the key with low hash bits `h32` starts in the lane: `4 × slot`
/// for `slot = (h32 * SALTS[lane]) >> 29`.
#[inline(always)]
pub(crate) fn shift(h32: u32, lane: usize) -> u32 {
    (h32.wrapping_mul(SALTS[lane]) >> 29) * 4
}

/// The key's counters in `line`, one per selected lane (0 in unselected lanes, which a caller must
/// not read as a counter).
#[cfg(test)]
pub(crate) fn values(line: &Block, h32: u32, lanes: u16) -> [u32; super::block::LANES] {
    core::array::from_fn(|i| {
        if lanes >> i & 1 != 0 {
            line.0[i] >> shift(h32, i) & 0xf
        } else {
            0
        }
    })
}

/// Whether all of the key's counters are non-zero: the reference lookup.
#[inline]
pub(crate) fn contains(line: &Block, h32: u32, lanes: u16) -> bool {
    let mut lanes = lanes;
    while lanes != 0 {
        let i = lanes.trailing_zeros() as usize;
        if line.0[i] >> shift(h32, i) & 0xf == 0 {
            return false;
        }
        lanes &= lanes - 1;
    }
    true
}

/// Adds one to each of the key's counters below 15; returns whether one of them was zero (the key
/// was new to the filter).
#[inline]
pub(crate) fn increment(line: &mut Block, h32: u32, lanes: u16) -> bool {
    let mut new = false;
    let mut lanes = lanes;
    while lanes != 0 {
        let i = lanes.trailing_zeros() as usize;
        let s = shift(h32, i);
        let c = line.0[i] >> s & 0xf;
        new |= c == 0;
        if c < COUNTER_MAX {
            line.0[i] += 1 << s;
        }
        lanes &= lanes - 1;
    }
    new
}

/// Subtracts one from each of the key's counters that is neither zero nor saturated. Callers
/// check [`contains`] first: a key with a zero counter was not inserted.
#[inline]
pub(crate) fn decrement(line: &mut Block, h32: u32, lanes: u16) {
    let mut lanes = lanes;
    while lanes != 0 {
        let i = lanes.trailing_zeros() as usize;
        let s = shift(h32, i);
        let c = line.0[i] >> s & 0xf;
        if c != 0 && c < COUNTER_MAX {
            line.0[i] -= 1 << s;
        }
        lanes &= lanes - 1;
    }
}

/// Counter `c` (0..128) of the line.
#[inline]
pub(crate) fn counter(line: &Block, c: usize) -> u32 {
    line.0[c / 8] >> (4 * (c % 8)) & 0xf
}

/// How many of lane `lane`'s eight counters are non-zero.
#[inline]
pub(crate) fn lane_nonzero(lane: u32) -> u32 {
    // A nibble is non-zero when any of its bits is: fold each nibble's bits into its low bit.
    let any = lane | lane >> 1;
    let any = any | any >> 2;
    (any & 0x1111_1111).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::block::{lane_subset, SplitMix, LANE_SUBSETS};

    #[test]
    fn counter_c_is_a_nibble_of_byte_c_over_2() {
        let mut line = Block::default();
        line.0[3] = 0x7000_0000 | 0x0000_0050; // lane 3: counter 7 = 7, counter 1 = 5
        let bytes: Vec<u8> = line.0.iter().flat_map(|l| l.to_le_bytes()).collect();
        for c in 0..LINE_COUNTERS {
            let nibble = bytes[c / 2] >> (4 * (c % 2)) & 0xf;
            assert_eq!(counter(&line, c), u32::from(nibble), "counter {c}");
        }
        assert_eq!((counter(&line, 25), counter(&line, 31)), (5, 7));
    }

    #[test]
    fn a_key_uses_k_distinct_counters_of_its_lanes() {
        let mut rng = SplitMix(5);
        for k in 1..=16u32 {
            for _ in 0..200 {
                let h32 = rng.next() as u32;
                let lanes = lane_subset(h32, &LANE_SUBSETS[k as usize - 1]);
                let mut line = Block::default();
                assert!(increment(&mut line, h32, lanes));
                let ones: Vec<usize> = (0..LINE_COUNTERS)
                    .filter(|&c| counter(&line, c) == 1)
                    .collect();
                assert_eq!(ones.len(), k as usize);
                assert!(ones.iter().all(|c| lanes >> (c / 8) & 1 != 0));
                let v = values(&line, h32, lanes);
                assert_eq!(v.iter().sum::<u32>(), k);
            }
        }
    }

    #[test]
    fn counters_saturate_at_15_and_stay() {
        let (h32, lanes) = (0x1234_5678, 0b1000_0000_0001_0011);
        let mut line = Block::default();
        for i in 0..20 {
            assert_eq!(increment(&mut line, h32, lanes), i == 0);
        }
        assert!(values(&line, h32, lanes)
            .iter()
            .enumerate()
            .all(|(i, &v)| v == if lanes >> i & 1 != 0 { 15 } else { 0 }));
        for _ in 0..40 {
            decrement(&mut line, h32, lanes);
        }
        assert!(
            contains(&line, h32, lanes),
            "a saturated counter is never decremented"
        );
        // No carry into a neighbour: the rest of the line is untouched.
        let total: u32 = (0..LINE_COUNTERS).map(|c| counter(&line, c)).sum();
        assert_eq!(total, 15 * lanes.count_ones());
    }

    #[test]
    fn increment_then_decrement_restores_the_line() {
        let mut rng = SplitMix(9);
        let mut line = Block::default();
        let keys: Vec<(u32, u16)> = (0..40)
            .map(|_| {
                let h32 = rng.next() as u32;
                (h32, lane_subset(h32, &LANE_SUBSETS[5]))
            })
            .collect();
        // Few enough keys that no counter saturates (at most 40 × 6 / 128 on average).
        for &(h, l) in &keys {
            increment(&mut line, h, l);
        }
        assert!((0..LINE_COUNTERS).all(|c| counter(&line, c) < COUNTER_MAX));
        for &(h, l) in &keys {
            assert!(contains(&line, h, l));
        }
        for &(h, l) in keys.iter().rev() {
            decrement(&mut line, h, l);
        }
        assert_eq!(line, Block::default());
    }

    #[test]
    fn lane_nonzero_counts_non_zero_nibbles() {
        for lane in [
            0u32,
            1,
            0x10,
            0xf000_0000,
            0x8421_0000,
            0xffff_ffff,
            0x0102_0304,
        ] {
            let want = (0..8).filter(|s| lane >> (4 * s) & 0xf != 0).count() as u32;
            assert_eq!(lane_nonzero(lane), want, "{lane:#x}");
        }
    }
}
