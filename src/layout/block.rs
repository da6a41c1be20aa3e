//! The bit layout: which bits of its block a key sets. This file is the specification; every SIMD
//! back end computes the same bits faster, and the file format stores them as they are.
//!
//! A block is 512 bits seen as 16 lanes of 32 bits. A key's 64-bit hash `h` picks its block from
//! the high bits (see [`block_index`]) and its probe from the low 32 bits, `h32 = h as u32`:
//!
//! * **which lanes**: `k` distinct lanes out of 16, read from a fixed table of k-subsets,
//!   `LANE_SUBSETS[k - 1][(h32 * SUBSET_SALT) >> 22]`;
//! * **which bit in a lane**: lane `i` gets bit `(h32 * SALTS[i]) >> 27` (multiply-shift).
//!
//! This is the "k distinct lanes of 16×32, one bit each" layout of docs/fpr-model.md (e′): it
//! keeps the per-lane multiply-shift-`sllv` idiom of Parquet's split block, which maps onto one
//! AVX-512 register (or two AVX2 or four NEON registers), but lets `k` follow the bits per key
//! instead of being fixed at the lane count, so its false-positive rate matches a classic k-of-512
//! blocked filter (0.962% against 0.967% at 10 bits/key; Parquet's fixed k = 8 gives 1.265%).

/// Lanes per block.
pub(crate) const LANES: usize = 16;

/// The largest `k` this layout supports: one bit in each of the 16 lanes.
pub const MAX_HASHES: u32 = LANES as u32;

/// Odd multipliers, one per lane; the top 5 bits of `h32 * SALTS[i]` give lane `i`'s bit.
/// A `const`, not a `static`: each back end then reads its own copy RIP-relative (a `static` of
/// this crate was reached through the GOT from the single-key entry points, one more load).
pub(crate) const SALTS: [u32; LANES] = [
    0xf43c5c0d, 0x27ed3553, 0x0f965edb, 0x7673230d, 0x1c0bcf2b, 0x52e94815, 0xc091c285, 0x105c22cd,
    0xa9635fb9, 0x120f567b, 0xb9cdd419, 0xeca06c43, 0xcb8d69e7, 0x1e14612f, 0x3df58267, 0x4391da71,
];

/// Multiplier whose top [`SUBSET_BITS`] bits of `h32 * SUBSET_SALT` index the lane-subset table.
pub(crate) const SUBSET_SALT: u32 = 0x9e37_79b1;

/// log2 of the number of lane subsets per `k`. 1024 subsets keep one `k`'s table at 2 KiB (in L1)
/// while being far more than enough to make the lane choice look uniform to the FPR.
pub(crate) const SUBSET_BITS: u32 = 10;
pub(crate) const SUBSET_LEN: usize = 1 << SUBSET_BITS;

/// One `k`'s lane-subset table: each entry is a 16-bit lane mask with exactly `k` bits set.
pub(crate) type SubsetRow = [u16; SUBSET_LEN];

/// `LANE_SUBSETS[k - 1]`: 1024 k-subsets of the 16 lanes drawn by a fixed splitmix64 sequence and a
/// partial Fisher–Yates shuffle. Part of the file format: never change it without a new layout id.
pub(crate) static LANE_SUBSETS: [SubsetRow; LANES] =
    lane_subset_tables::<LANES>(0x6c69_6e65_626c_6f6f); // "linebloo"

/// For each `k` in `1..=N`, [`SUBSET_LEN`] random sets of `k` distinct lanes of `N` (bit `i` for
/// lane `i`): the first `k` lanes of a partial Fisher–Yates shuffle, drawn from the SplitMix64
/// stream seeded `seed`. Both layouts' tables come from here (the split layout's with `N` = 8).
pub(crate) const fn lane_subset_tables<const N: usize>(seed: u64) -> [SubsetRow; N] {
    let mut tables = [[0u16; SUBSET_LEN]; N];
    let mut rng = SplitMix(seed);
    let mut k = 1;
    while k <= N {
        let mut entry = 0;
        while entry < SUBSET_LEN {
            let mut lanes = [0u8; N];
            let mut i = 0;
            while i < N {
                lanes[i] = i as u8;
                i += 1;
            }
            let mut mask = 0u16;
            let mut i = 0;
            while i < k {
                let r = rng.next();
                let j = i + (r % (N - i) as u64) as usize;
                let pick = lanes[j];
                lanes[j] = lanes[i];
                lanes[i] = pick;
                mask |= 1 << pick;
                i += 1;
            }
            tables[k - 1][entry] = mask;
            entry += 1;
        }
        k += 1;
    }
    tables
}

/// SplitMix64: the crate's one reproducible stream of well-mixed `u64`s. It draws the
/// lane-subset table at compile time (so its output is part of the file format), and the tests
/// draw their keys from it.
pub(crate) struct SplitMix(pub(crate) u64);

impl SplitMix {
    /// The next value of the stream.
    #[allow(clippy::should_implement_trait)] // not an Iterator: it never ends and is `const`
    pub(crate) const fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// A 64-byte, 64-byte-aligned block: 16 lanes of 32 bits. Lane `i` occupies bytes `4i..4i+4`
/// (little-endian in files; in memory on the little-endian targets this crate supports).
#[repr(C, align(64))]
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(crate) struct Block(pub(crate) [u32; LANES]);

const _: () = assert!(core::mem::size_of::<Block>() == 64 && core::mem::align_of::<Block>() == 64);

impl Block {
    /// The block as eight 64-bit words, in memory order: word `j` holds lane `2j` in its low half
    /// and lane `2j + 1` in its high half (the crate is little-endian only).
    #[inline(always)]
    pub(crate) fn to_words(self) -> [u64; 8] {
        core::array::from_fn(|j| u64::from(self.0[2 * j]) | u64::from(self.0[2 * j + 1]) << 32)
    }

    /// The inverse of [`to_words`](Self::to_words).
    #[inline(always)]
    pub(crate) fn from_words(words: [u64; 8]) -> Block {
        Block(core::array::from_fn(|i| {
            (words[i / 2] >> (32 * (i % 2))) as u32
        }))
    }
}

/// The block a hash belongs to: `floor(h * num_blocks / 2^64)`, a multiply-shift range reduction.
/// It needs no power-of-two block count and is monotone in `h`, so halving an even block count
/// maps block `b` to `b / 2` (which is what makes [`fold`](crate::Filter::fold) exact).
#[inline(always)]
pub(crate) fn block_index(h: u64, num_blocks: usize) -> usize {
    ((h as u128 * num_blocks as u128) >> 64) as usize
}

/// The lane mask (which of the 16 lanes the key uses) for the low hash bits `h32`.
#[inline(always)]
pub(crate) fn lane_subset(h32: u32, row: &SubsetRow) -> u16 {
    row[subset_index(h32)]
}

/// Which entry of its `k`'s lane-subset row the key with low hash bits `h32` uses.
#[inline(always)]
pub(crate) fn subset_index(h32: u32) -> usize {
    (h32.wrapping_mul(SUBSET_SALT) >> (32 - SUBSET_BITS)) as usize
}

/// The reference probe mask: the bits the key sets in its block (zero in unselected lanes).
#[inline]
pub(crate) fn mask(h32: u32, lanes: u16) -> Block {
    let mut m = Block::default();
    for (i, lane) in m.0.iter_mut().enumerate() {
        if lanes >> i & 1 != 0 {
            *lane = 1 << (h32.wrapping_mul(SALTS[i]) >> 27);
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_select_entry_has_exactly_k_lanes() {
        for (k, row) in LANE_SUBSETS.iter().enumerate() {
            assert!(
                row.iter().all(|m| m.count_ones() as usize == k + 1),
                "k = {}",
                k + 1
            );
        }
    }

    #[test]
    fn select_tables_use_every_lane_about_equally() {
        // 1024 * k / 16 uses per lane on average; a skewed table would raise the FPR.
        for k in 1..LANES {
            let row = &LANE_SUBSETS[k - 1];
            let expect = (SUBSET_LEN * k) as f64 / LANES as f64;
            for lane in 0..LANES {
                let uses = row.iter().filter(|m| *m >> lane & 1 != 0).count() as f64;
                assert!(
                    (uses - expect).abs() < 5.0 * expect.sqrt() + 1.0,
                    "k={k} lane={lane}"
                );
            }
        }
    }

    #[test]
    fn block_index_stays_in_range_and_is_monotone() {
        for n in [1usize, 2, 3, 7, 1000, 1 << 20, (1 << 20) + 1] {
            assert_eq!(block_index(0, n), 0);
            assert_eq!(block_index(u64::MAX, n), n - 1);
            let mut last = 0;
            for i in 0..1000u64 {
                let b = block_index(i.wrapping_mul(u64::MAX / 1000), n);
                assert!(b < n && b >= last);
                last = b;
            }
        }
    }

    #[test]
    fn halving_the_block_count_halves_the_index() {
        let mut rng = SplitMix(0x1234_5678_9abc_def0);
        for n in [2usize, 6, 1000, 123_456] {
            for _ in 0..10_000 {
                let h = rng.next();
                assert_eq!(block_index(h, n) / 2, block_index(h, n / 2));
            }
        }
    }

    #[test]
    fn mask_sets_one_bit_in_each_selected_lane_only() {
        let m = mask(0xdead_beef, 0b1010_0000_0000_0101);
        for (i, lane) in m.0.iter().enumerate() {
            let selected = [0, 2, 13, 15].contains(&i);
            assert_eq!(lane.count_ones(), selected as u32, "lane {i}");
        }
    }
}
