//! AVX2: a block is two 8-lane registers. The lane choice is shifted into bit 0 of each lane
//! (`srlv` by the lane number), so `sllv` of that bit by the lane's position gives the mask with
//! unselected lanes already zero: no compare, no table of vectors.

use crate::layout::block::{
    Block, LANES, LANE_SUBSETS, SALTS, SUBSET_BITS, SUBSET_LEN, SUBSET_SALT,
};
use crate::layout::key::{ShortXxh3, XXH3_MUL};
use crate::probe::backend::Backend;
use crate::probe::group::{map_group, CHUNK, GROUP};
use crate::probe::kernel::Kernel;
use crate::probe::kernel::{Geometry, SubsetIndex};
use crate::probe::ops::Path;
use core::arch::x86_64::*;

/// The AVX2 kernel. Only [`Avx2::new`] makes one, after checking the CPU: holding a value is the
/// proof that AVX2 instructions may run.
#[derive(Clone, Copy)]
pub(crate) struct Avx2(());

impl Avx2 {
    pub(crate) fn new() -> Option<Self> {
        std::arch::is_x86_feature_detected!("avx2").then_some(Avx2(()))
    }

    /// The mask's low (lanes 0-7) and high (8-15) halves.
    #[inline(always)]
    fn halves(self, h32: u32, lanes: u16) -> (__m256i, __m256i) {
        // SAFETY: `self` exists, so the CPU has AVX2 (see `new`); `SALTS` is 16 `u32`s, so both
        // unaligned 32-byte loads stay inside it.
        unsafe {
            let h = _mm256_set1_epi32(h32 as i32);
            let sel = _mm256_set1_epi32(lanes as i32);
            let one = _mm256_set1_epi32(1);
            let salts = SALTS.as_ptr().cast::<__m256i>();
            let half = |salt: __m256i, lane0: i32| {
                let pos = _mm256_srli_epi32::<27>(_mm256_mullo_epi32(h, salt));
                let lane = _mm256_setr_epi32(
                    lane0,
                    lane0 + 1,
                    lane0 + 2,
                    lane0 + 3,
                    lane0 + 4,
                    lane0 + 5,
                    lane0 + 6,
                    lane0 + 7,
                );
                let chosen = _mm256_and_si256(_mm256_srlv_epi32(sel, lane), one);
                _mm256_sllv_epi32(chosen, pos)
            };
            (
                half(_mm256_loadu_si256(salts), 0),
                half(_mm256_loadu_si256(salts.add(1)), 8),
            )
        }
    }
}

// xxh3 of four keys per register. AVX2 has no 64-bit lane multiply, so `mul` builds the low 64
// bits of `a * XXH3_MUL` from three 32 x 32 -> 64-bit products.
impl Avx2 {
    /// `a * XXH3_MUL` (mod 2^64) in each 64-bit lane.
    #[inline(always)]
    fn mul(self, a: __m256i) -> __m256i {
        // SAFETY: AVX2 is present (`self`).
        unsafe {
            let c_lo = _mm256_set1_epi64x(XXH3_MUL as i64); // mul_epu32 reads the low half
            let c_hi = _mm256_set1_epi64x((XXH3_MUL >> 32) as i64);
            let lo = _mm256_mul_epu32(a, c_lo);
            let cross = _mm256_add_epi64(
                _mm256_mul_epu32(_mm256_srli_epi64::<32>(a), c_lo),
                _mm256_mul_epu32(a, c_hi),
            );
            _mm256_add_epi64(lo, _mm256_slli_epi64::<32>(cross))
        }
    }

    /// [`ShortXxh3`]'s finaliser (after the flip) of four words.
    #[inline(always)]
    fn avalanche(self, v: __m256i, len: i64) -> __m256i {
        // SAFETY: AVX2 is present (`self`).
        unsafe {
            let rot49 = _mm256_or_si256(_mm256_slli_epi64::<49>(v), _mm256_srli_epi64::<15>(v));
            let rot24 = _mm256_or_si256(_mm256_slli_epi64::<24>(v), _mm256_srli_epi64::<40>(v));
            let v = self.mul(_mm256_xor_si256(v, _mm256_xor_si256(rot49, rot24)));
            let v = _mm256_xor_si256(
                v,
                _mm256_add_epi64(_mm256_srli_epi64::<35>(v), _mm256_set1_epi64x(len)),
            );
            let v = self.mul(v);
            _mm256_xor_si256(v, _mm256_srli_epi64::<28>(v))
        }
    }

    /// xxh3 of four `u64` keys: swapping the 32-bit halves of each lane is the rotate by 32 of
    /// `hash_u64`.
    #[inline(always)]
    fn hash4_u64(self, x: ShortXxh3, k: __m256i) -> __m256i {
        // SAFETY: AVX2 is present (`self`).
        unsafe {
            let flip = _mm256_set1_epi64x(x.flip as i64);
            let word = _mm256_shuffle_epi32::<0b10_11_00_01>(k);
            self.avalanche(_mm256_xor_si256(word, flip), 8)
        }
    }

    /// Stores two registers of four `u64`s as one group.
    #[inline(always)]
    fn store_group(self, lo: __m256i, hi: __m256i) -> [u64; GROUP] {
        let mut out = [0u64; GROUP];
        // SAFETY: AVX2 is present (`self`); `out` is 64 bytes, two unaligned 32-byte stores.
        unsafe {
            let p = out.as_mut_ptr().cast::<__m256i>();
            _mm256_storeu_si256(p, lo);
            _mm256_storeu_si256(p.add(1), hi);
        }
        out
    }
}

impl Avx2 {
    /// All ones in each of eight counting-line lanes whose counter for the key (`h` broadcast,
    /// `salt` the lanes' multipliers) is zero.
    #[inline(always)]
    fn empty_counters(self, lanes: __m256i, h: __m256i, salt: __m256i) -> __m256i {
        // SAFETY: AVX2 is present (`self`).
        unsafe {
            let slot = _mm256_srli_epi32::<29>(_mm256_mullo_epi32(h, salt));
            let nibble = _mm256_sllv_epi32(_mm256_set1_epi32(0xf), _mm256_slli_epi32::<2>(slot));
            _mm256_cmpeq_epi32(_mm256_and_si256(lanes, nibble), _mm256_setzero_si256())
        }
    }
}

/// The lane subsets of every `k` (`LANE_SUBSETS`) in the bit order of [`Avx2::test`]'s compare
/// mask: `vpackssdw` of the two halves orders the 16-bit results as lanes 0-3, 8-11, 4-7, 12-15,
/// and `vpmovmskb` gives two bits per result, the high one the result's sign, so lane `l` is
/// bit `2w + 1` for its word position `w`.
static MOVEMASK_SUBSETS: [[u32; SUBSET_LEN]; LANES] = {
    let mut t = [[0u32; 1 << crate::layout::block::SUBSET_BITS]; LANES];
    let mut k = 0;
    while k < LANES {
        let mut e = 0;
        while e < t[k].len() {
            let lanes = LANE_SUBSETS[k][e];
            let mut l = 0;
            while l < LANES {
                if lanes >> l & 1 != 0 {
                    let w = match l {
                        4..=7 => l + 4,
                        8..=11 => l - 4,
                        _ => l,
                    };
                    t[k][e] |= 2 << (2 * w);
                }
                l += 1;
            }
            e += 1;
        }
        k += 1;
    }
    t
};

/// The split-block layout in one register: the key's mask is `1 << ((h32 * SPLIT_SALTS[i]) >>
/// 27)` in lane `i` (`mullo`, `srli` by 27, `sllv` of ones), and its test is one `vptest`.
/// Free functions so that AVX-512, whose CPUs all have AVX2, uses them too.
pub(crate) mod split {
    use crate::layout::block::Block;
    use crate::layout::split::SPLIT_SALTS;
    use core::arch::x86_64::*;

    /// The key's split-block mask.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn mask(h32: u32) -> __m256i {
        // SAFETY: the caller guarantees AVX2; `SPLIT_SALTS` is 8 `u32`s, one unaligned 32-byte
        // load.
        unsafe {
            let salts = _mm256_loadu_si256(SPLIT_SALTS.as_ptr().cast::<__m256i>());
            let pos =
                _mm256_srli_epi32::<27>(_mm256_mullo_epi32(_mm256_set1_epi32(h32 as i32), salts));
            _mm256_sllv_epi32(_mm256_set1_epi32(1), pos)
        }
    }

    /// The key's split-block mask in the lanes `lanes` (bit `i` for lane `i`), zero in the
    /// others: the lane bits broadcast, kept where each lane's own bit is set (`cmpeq`).
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn mask_in(h32: u32, lanes: u8) -> __m256i {
        // SAFETY: the caller guarantees AVX2; register operations only.
        unsafe {
            let bit = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
            let picked = _mm256_and_si256(_mm256_set1_epi32(i32::from(lanes)), bit);
            _mm256_and_si256(mask(h32), _mm256_cmpeq_epi32(picked, bit))
        }
    }

    /// Half `half` of `line`, as a pointer to its eight lanes.
    #[inline(always)]
    fn half_ptr(line: &Block, half: usize) -> *const __m256i {
        line.0[8 * (half & 1)..].as_ptr().cast::<__m256i>()
    }

    /// Whether every bit of the key's mask is set in half `half` of `line`.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn contains(line: &Block, half: usize, h32: u32) -> bool {
        // SAFETY: the caller guarantees AVX2; the half is 32 bytes inside a 64-byte-aligned
        // `Block`, at offset 0 or 32, so the aligned load is in bounds and aligned.
        unsafe { _mm256_testc_si256(_mm256_load_si256(half_ptr(line, half)), mask(h32)) != 0 }
    }

    /// Sets the key's bits in half `half` of `line`.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn insert(line: &mut Block, half: usize, h32: u32) {
        let p = line.0[8 * (half & 1)..].as_mut_ptr().cast::<__m256i>();
        // SAFETY: as in `contains`; `line` is borrowed mutably, so the store is the only access.
        unsafe { _mm256_store_si256(p, _mm256_or_si256(_mm256_load_si256(p), mask(h32))) }
    }

    /// [`contains`] for the key's bits in the lanes `lanes` only.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn contains_in(line: &Block, half: usize, h32: u32, lanes: u8) -> bool {
        // SAFETY: as in `contains`.
        unsafe {
            _mm256_testc_si256(_mm256_load_si256(half_ptr(line, half)), mask_in(h32, lanes)) != 0
        }
    }

    /// [`insert`] of the key's bits in the lanes `lanes` only.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn insert_in(line: &mut Block, half: usize, h32: u32, lanes: u8) {
        let p = line.0[8 * (half & 1)..].as_mut_ptr().cast::<__m256i>();
        // SAFETY: as in `insert`.
        unsafe {
            _mm256_store_si256(
                p,
                _mm256_or_si256(_mm256_load_si256(p), mask_in(h32, lanes)),
            )
        }
    }

    /// The mask as lanes (for the differential tests).
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn lanes(h32: u32) -> [u32; 8] {
        let mut out = [0u32; 8];
        // SAFETY: the caller guarantees AVX2; `out` is 32 bytes (an unaligned store).
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast::<__m256i>(), mask(h32)) };
        out
    }
}

impl Kernel for Avx2 {
    #[inline(always)]
    fn split_mask(self, h32: u32) -> [u32; 8] {
        // SAFETY: `self` exists, so the CPU has AVX2 (see `new`).
        unsafe { split::lanes(h32) }
    }

    #[inline(always)]
    fn split_contains(self, line: &Block, half: usize, h32: u32) -> bool {
        // SAFETY: `self` exists, so the CPU has AVX2 (see `new`).
        unsafe { split::contains(line, half, h32) }
    }

    #[inline(always)]
    fn split_insert(self, line: &mut Block, half: usize, h32: u32) {
        // SAFETY: `self` exists, so the CPU has AVX2 (see `new`).
        unsafe { split::insert(line, half, h32) }
    }

    #[inline(always)]
    fn split_contains_in(self, line: &Block, half: usize, h32: u32, lanes: u8) -> bool {
        // SAFETY: `self` exists, so the CPU has AVX2 (see `new`).
        unsafe { split::contains_in(line, half, h32, lanes) }
    }

    #[inline(always)]
    fn split_insert_in(self, line: &mut Block, half: usize, h32: u32, lanes: u8) {
        // SAFETY: `self` exists, so the CPU has AVX2 (see `new`).
        unsafe { split::insert_in(line, half, h32, lanes) }
    }

    const UNROLL: usize = 4;

    /// Tests all 16 lanes and lets the lane choice pick the answer from a compare mask: shift
    /// each block lane left by `31 - bit` (`sllv`), so its probe bit lands in the sign bit,
    /// pack both halves (`vpackssdw` keeps signs) and `movemask`: the mask of the lanes whose
    /// bit is set, which must cover the key's lane choice (in the same order, from
    /// [`MOVEMASK_SUBSETS`]). `31 - bit` is the top five bits of `!(h32 * salt)`.
    #[inline(always)]
    fn test(self, block: &Block, h32: u32, sub: SubsetIndex, p: Geometry) -> bool {
        // Both masks are no-ops for the values the pipeline passes (`row < 16`, `sub < 1024`);
        // they keep the lookup in bounds for any value at one instruction each.
        let chosen = sub.of(&MOVEMASK_SUBSETS[p.row & (LANES - 1)]);
        // SAFETY: AVX2 is present (`self`); `SALTS` is 16 `u32`s (two 32-byte loads) and `block`
        // is 64 bytes, 64-byte aligned (two aligned 32-byte loads).
        unsafe {
            let h = _mm256_set1_epi32(h32 as i32);
            let ones = _mm256_set1_epi32(-1);
            let salts = SALTS.as_ptr().cast::<__m256i>();
            let b = block.0.as_ptr().cast::<__m256i>();
            let up_lo = _mm256_srli_epi32::<27>(_mm256_xor_si256(
                _mm256_mullo_epi32(h, _mm256_loadu_si256(salts)),
                ones,
            ));
            let up_hi = _mm256_srli_epi32::<27>(_mm256_xor_si256(
                _mm256_mullo_epi32(h, _mm256_loadu_si256(salts.add(1))),
                ones,
            ));
            let lo = _mm256_sllv_epi32(_mm256_load_si256(b), up_lo);
            let hi = _mm256_sllv_epi32(_mm256_load_si256(b.add(1)), up_hi);
            let present = _mm256_movemask_epi8(_mm256_packs_epi32(lo, hi)) as u32;
            present & chosen == chosen
        }
    }

    /// [`test`](Self::test)'s compare mask for a counting line: `cmpeq` with zero of each
    /// lane's counter nibble (`and` with `0xf << 4·slot`) marks the empty counters, packed and
    /// `movemask`ed into the same bit order, which must miss the key's lane choice.
    #[inline(always)]
    fn test_counters(self, line: &Block, h32: u32, sub: SubsetIndex, p: Geometry) -> bool {
        let chosen = sub.of(&MOVEMASK_SUBSETS[p.row & (LANES - 1)]);
        // SAFETY: AVX2 is present (`self`); `SALTS` is 16 `u32`s (two 32-byte loads) and `line`
        // is 64 bytes, 64-byte aligned (two aligned 32-byte loads).
        unsafe {
            let h = _mm256_set1_epi32(h32 as i32);
            let salts = SALTS.as_ptr().cast::<__m256i>();
            let b = line.0.as_ptr().cast::<__m256i>();
            let lo = self.empty_counters(_mm256_load_si256(b), h, _mm256_loadu_si256(salts));
            let hi = self.empty_counters(
                _mm256_load_si256(b.add(1)),
                h,
                _mm256_loadu_si256(salts.add(1)),
            );
            let empty = _mm256_movemask_epi8(_mm256_packs_epi32(lo, hi)) as u32;
            empty & chosen == 0
        }
    }

    /// One `movemask` of the 32 answer bytes (each 0 or 1, moved to its sign bit).
    #[inline(always)]
    fn pack(self, hits: &[bool; CHUNK], len: usize) -> u32 {
        // SAFETY: AVX2 is present (`self`); `hits` is 32 bytes (one unaligned load), and a
        // `bool` is one byte holding 0 or 1.
        let all = unsafe {
            let v = _mm256_loadu_si256(hits.as_ptr().cast());
            _mm256_movemask_epi8(_mm256_slli_epi16::<7>(v)) as u32
        };
        if len < CHUNK {
            all & ((1 << len) - 1)
        } else {
            all
        }
    }

    #[inline(always)]
    fn subset_indices(self, hashes: &[u64; GROUP]) -> [u32; GROUP] {
        // SAFETY: AVX2 is present (`self`); `hashes` is 64 bytes, two unaligned 32-byte loads.
        let v = unsafe {
            let p = hashes.as_ptr().cast::<__m256i>();
            // The low halves of the eight hashes, in order: even dwords of each load, then the
            // two 128-bit halves' results joined.
            let pick = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
            let lo = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(p), pick);
            let hi = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(p.add(1)), pick);
            let h32 = _mm256_blend_epi32::<0b1111_0000>(lo, hi);
            let salted = _mm256_mullo_epi32(h32, _mm256_set1_epi32(SUBSET_SALT as i32));
            _mm256_srli_epi32::<{ 32 - SUBSET_BITS as i32 }>(salted)
        };
        let mut out = [0u32; GROUP];
        // SAFETY: AVX2 is present; `out` is 32 bytes.
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), v) };
        out
    }

    #[inline(always)]
    fn hash_u64s(self, x: ShortXxh3, keys: &[u64; GROUP]) -> [u64; GROUP] {
        // SAFETY: AVX2 is present (`self`); `keys` is 64 bytes, two unaligned 32-byte loads.
        unsafe {
            let p = keys.as_ptr().cast::<__m256i>();
            self.store_group(
                self.hash4_u64(x, _mm256_loadu_si256(p)),
                self.hash4_u64(x, _mm256_loadu_si256(p.add(1))),
            )
        }
    }

    #[inline(always)]
    fn block_indices(self, hashes: &[u64; GROUP], num_blocks: usize) -> [usize; GROUP] {
        let Ok(n) = u32::try_from(num_blocks) else {
            return map_group(hashes, |h| crate::layout::block::block_index(h, num_blocks));
        };
        // SAFETY: AVX2 is present (`self`); `hashes` is 64 bytes, two unaligned 32-byte loads.
        let (lo, hi) = unsafe {
            let p = hashes.as_ptr().cast::<__m256i>();
            (
                mul_high(self, _mm256_loadu_si256(p), n),
                mul_high(self, _mm256_loadu_si256(p.add(1)), n),
            )
        };
        let b = self.store_group(lo, hi);
        // usize is u64 on x86-64: this compiles to nothing.
        map_group(&b, |b| b as usize)
    }

    #[inline(always)]
    fn mask(self, h32: u32, lanes: u16) -> Block {
        let (lo, hi) = self.halves(h32, lanes);
        let mut out = Block::default();
        let p = out.0.as_mut_ptr().cast::<__m256i>();
        // SAFETY: AVX2 is present (`self`); `out` is a 64-byte, 64-byte-aligned block, so both
        // aligned 32-byte stores are in bounds and aligned.
        unsafe {
            _mm256_store_si256(p, lo);
            _mm256_store_si256(p.add(1), hi);
        }
        out
    }

    #[inline(always)]
    fn contains(self, block: &Block, h32: u32, lanes: u16) -> bool {
        let (lo, hi) = self.halves(h32, lanes);
        let p = block.0.as_ptr().cast::<__m256i>();
        // SAFETY: AVX2 is present (`self`); `block` is 64 bytes and 64-byte aligned.
        unsafe {
            let missing = _mm256_or_si256(
                _mm256_andnot_si256(_mm256_load_si256(p), lo),
                _mm256_andnot_si256(_mm256_load_si256(p.add(1)), hi),
            );
            _mm256_testz_si256(missing, missing) != 0
        }
    }

    #[inline(always)]
    fn insert(self, block: &mut Block, h32: u32, lanes: u16) {
        let (lo, hi) = self.halves(h32, lanes);
        let p = block.0.as_mut_ptr().cast::<__m256i>();
        // SAFETY: AVX2 is present (`self`); `block` is 64 bytes, 64-byte aligned, and borrowed
        // mutably, so the loads and stores are in bounds, aligned and unaliased.
        unsafe {
            _mm256_store_si256(p, _mm256_or_si256(_mm256_load_si256(p), lo));
            _mm256_store_si256(p.add(1), _mm256_or_si256(_mm256_load_si256(p.add(1)), hi));
        }
    }

    #[inline(always)]
    fn buckets_test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        super::buckets::test16(self, b1, b2, fps)
    }

    #[inline(always)]
    fn buckets_test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        super::buckets::test8(self, b1, b2, fps)
    }
}

impl super::buckets::HasAvx2 for Avx2 {}

/// `block_index(h, n)` in each 64-bit lane, for `n < 2^32`: with `h = hi * 2^32 + lo`,
/// `h * n / 2^64 = (hi * n + (lo * n >> 32)) >> 32` exactly (the dropped low bits cannot carry),
/// and the sum is below `2^32 * n`, so the result is below `n`.
///
#[inline(always)]
fn mul_high(_: Avx2, h: __m256i, n: u32) -> __m256i {
    // SAFETY: AVX2 is present (the `Avx2` argument).
    unsafe {
        let n = _mm256_set1_epi64x(i64::from(n));
        let high = _mm256_mul_epu32(_mm256_srli_epi64::<32>(h), n);
        let low = _mm256_mul_epu32(h, n);
        _mm256_srli_epi64::<32>(_mm256_add_epi64(high, _mm256_srli_epi64::<32>(low)))
    }
}

crate::probe::per_backend::entry_points!(entry, Avx2(()), Backend::Avx2, Path::Avx2, #[target_feature(enable = "avx2")]);
