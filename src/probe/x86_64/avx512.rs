//! AVX-512F: a block is one 16-lane register, and the key's lane choice is used directly as the
//! `__mmask16` of the test and of the merge-masked OR. xxh3 runs eight keys per register; with
//! AVX-512DQ its 64-bit multiply is one `vpmullq`, without it three 32-bit products (`DQ`).

use crate::layout::block::{Block, SALTS};
use crate::layout::key::{ShortXxh3, XXH3_MUL};
use crate::layout::split::{ALL_LANES, SPLIT_SALTS};
use crate::probe::backend::Backend;
use crate::probe::group::{map_group, GROUP};
use crate::probe::kernel::Kernel;
use crate::probe::ops::Ops;
use crate::probe::ops::Path;
use core::arch::x86_64::*;

/// The AVX-512 kernel, with (`DQ = true`) or without AVX-512DQ's 64-bit multiply. Only
/// [`Avx512::new`] makes one, after checking the CPU: holding a value is the proof that its
/// instructions may run.
#[derive(Clone, Copy)]
pub(crate) struct Avx512<const DQ: bool>(());

impl<const DQ: bool> Avx512<DQ> {
    pub(crate) fn new() -> Option<Self> {
        // AVX2 too: the cuckoo table's compare is AVX2 code (`buckets.rs`). Every CPU with
        // AVX-512F has it; the check makes that a proof rather than an assumption.
        let f = std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx2");
        let dq = !DQ || std::arch::is_x86_feature_detected!("avx512dq");
        (f && dq).then_some(Avx512(()))
    }

    /// The top `32 - SHIFT` bits of `h32 * SALTS[i]` in lane `i`: the bit (`SHIFT` 27) or the
    /// counter (`SHIFT` 29) lane `i` gives the key.
    #[inline(always)]
    fn salted<const SHIFT: u32>(self, h32: u32) -> __m512i {
        // SAFETY: `self` exists, so the CPU has AVX-512F; `SALTS` is exactly 64 bytes.
        unsafe {
            let salts = _mm512_loadu_si512(SALTS.as_ptr().cast());
            let h = _mm512_mullo_epi32(_mm512_set1_epi32(h32 as i32), salts);
            _mm512_srli_epi32::<SHIFT>(h)
        }
    }

    /// One bit per lane, in every lane (the caller masks by the lane choice).
    #[inline(always)]
    fn bits(self, h32: u32) -> __m512i {
        // SAFETY: `self` exists, so the CPU has AVX-512F.
        unsafe { _mm512_sllv_epi32(_mm512_set1_epi32(1), self.salted::<27>(h32)) }
    }

    /// Each lane's counter position for the key in a counting line: `4 × ((h32 * SALTS[i]) >> 29)`
    /// (layout/counters.rs), in every lane (the caller masks by the lane choice).
    #[inline(always)]
    fn counter_shifts(self, h32: u32) -> __m512i {
        // SAFETY: `self` exists, so the CPU has AVX-512F.
        unsafe { _mm512_slli_epi32::<2>(self.salted::<29>(h32)) }
    }

    /// One step of the key's counters: `UP` adds one to each selected counter below 15, otherwise
    /// subtracts one from each in `1..15`, with one merge-masked add or subtract of
    /// `1 << shift`. Returns whether a selected counter was zero before.
    #[inline(always)]
    fn counters_step<const UP: bool>(self, line: &mut Block, h32: u32, lanes: u16) -> bool {
        let s = self.counter_shifts(h32);
        let p = line.0.as_mut_ptr();
        // SAFETY: AVX-512F is present (`self`); `line` is 64 bytes, 64-byte aligned and borrowed
        // mutably.
        unsafe {
            let b = _mm512_load_si512(p.cast());
            let c = _mm512_and_si512(_mm512_srlv_epi32(b, s), _mm512_set1_epi32(0xf));
            let zero = _mm512_mask_cmpeq_epi32_mask(lanes, c, _mm512_setzero_si512());
            let room = _mm512_mask_cmpneq_epi32_mask(lanes, c, _mm512_set1_epi32(0xf));
            let one = _mm512_sllv_epi32(_mm512_set1_epi32(1), s);
            let next = if UP {
                _mm512_mask_add_epi32(b, room, b, one)
            } else {
                _mm512_mask_sub_epi32(b, room & !zero, b, one)
            };
            _mm512_store_si512(p.cast(), next);
            zero != 0
        }
    }

    /// `a * XXH3_MUL` (mod 2^64) in each 64-bit lane.
    #[inline(always)]
    fn mul(self, a: __m512i) -> __m512i {
        // SAFETY: `self` exists, so the CPU has AVX-512F, and AVX-512DQ when `DQ`.
        unsafe {
            if DQ {
                _mm512_mullo_epi64(a, _mm512_set1_epi64(XXH3_MUL as i64))
            } else {
                let c_lo = _mm512_set1_epi64(XXH3_MUL as i64); // mul_epu32 reads the low half
                let c_hi = _mm512_set1_epi64((XXH3_MUL >> 32) as i64);
                let lo = _mm512_mul_epu32(a, c_lo);
                let cross = _mm512_add_epi64(
                    _mm512_mul_epu32(_mm512_srli_epi64::<32>(a), c_lo),
                    _mm512_mul_epu32(a, c_hi),
                );
                _mm512_add_epi64(lo, _mm512_slli_epi64::<32>(cross))
            }
        }
    }

    /// [`ShortXxh3`]'s finaliser (after the flip) of eight words.
    #[inline(always)]
    fn avalanche(self, v: __m512i, len: i64) -> __m512i {
        // SAFETY: `self` exists, so the CPU has AVX-512F.
        unsafe {
            // 0x96 is the three-way XOR.
            let v = _mm512_ternarylogic_epi64::<0x96>(
                v,
                _mm512_rol_epi64::<49>(v),
                _mm512_rol_epi64::<24>(v),
            );
            let v = self.mul(v);
            let v = _mm512_xor_si512(
                v,
                _mm512_add_epi64(_mm512_srli_epi64::<35>(v), _mm512_set1_epi64(len)),
            );
            let v = self.mul(v);
            _mm512_xor_si512(v, _mm512_srli_epi64::<28>(v))
        }
    }

    #[inline(always)]
    fn store_group(self, v: __m512i) -> [u64; GROUP] {
        let mut out = [0u64; GROUP];
        // SAFETY: AVX-512F is present (`self`); `out` is 64 bytes, one unaligned store.
        unsafe { _mm512_storeu_si512(out.as_mut_ptr().cast(), v) };
        out
    }
}

impl<const DQ: bool> Avx512<DQ> {
    /// Two keys' split-block tests in one register: the low eight lanes key `a`'s split block
    /// and mask, the high eight key `b`'s; one multiply, shift and `sllv` make both masks, one
    /// compare gives the lanes with a bit missing.
    #[inline(always)]
    fn split_pair(self, a: (&Block, usize, u32), b: (&Block, usize, u32)) -> (bool, bool) {
        self.split_pair_in((a.0, a.1, a.2, ALL_LANES), (b.0, b.1, b.2, ALL_LANES))
    }

    /// [`split_pair`](Self::split_pair) in each key's lanes only (`k` < 8): the lanes as a mask
    /// register, which the compare takes as its write mask.
    #[inline(always)]
    fn split_pair_in(
        self,
        a: (&Block, usize, u32, u8),
        b: (&Block, usize, u32, u8),
    ) -> (bool, bool) {
        let half = |line: &Block, half: usize| line.0[8 * (half & 1)..].as_ptr().cast::<__m256i>();
        // SAFETY: `self` exists, so the CPU has AVX-512F (and AVX2); each half is 32 bytes at
        // offset 0 or 32 of a 64-byte-aligned `Block` (aligned, in bounds); `SPLIT_SALTS` is
        // eight `u32`s, one unaligned 32-byte load.
        unsafe {
            let salts = _mm256_loadu_si256(SPLIT_SALTS.as_ptr().cast::<__m256i>());
            let salts = _mm512_inserti64x4::<1>(_mm512_castsi256_si512(salts), salts);
            let h = _mm512_mask_set1_epi32(_mm512_set1_epi32(a.2 as i32), 0xff00, b.2 as i32);
            let pos = _mm512_srli_epi32::<27>(_mm512_mullo_epi32(h, salts));
            let mask = _mm512_sllv_epi32(_mm512_set1_epi32(1), pos);
            let lines = _mm512_inserti64x4::<1>(
                _mm512_castsi256_si512(_mm256_load_si256(half(a.0, a.1))),
                _mm256_load_si256(half(b.0, b.1)),
            );
            let lanes = u16::from(a.3) | u16::from(b.3) << 8;
            let missing = _mm512_mask_cmpneq_epi32_mask(lanes, _mm512_and_si512(lines, mask), mask);
            (missing & 0xff == 0, missing >> 8 == 0)
        }
    }
}

impl<const DQ: bool> Kernel for Avx512<DQ> {
    #[inline(always)]
    fn split_contains2(self, a: (&Block, usize, u32), b: (&Block, usize, u32)) -> (bool, bool) {
        self.split_pair(a, b)
    }

    #[inline(always)]
    fn split_contains2_in(
        self,
        a: (&Block, usize, u32, u8),
        b: (&Block, usize, u32, u8),
    ) -> (bool, bool) {
        self.split_pair_in(a, b)
    }

    // The split-block layout: AVX2's one-register kernel (a split block is 256 bits).
    #[inline(always)]
    fn split_mask(self, h32: u32) -> [u32; 8] {
        // SAFETY: `self` exists, so the CPU has AVX2 (`new` checks it beside AVX-512F).
        unsafe { super::avx2::split::lanes(h32) }
    }

    #[inline(always)]
    fn split_contains(self, line: &Block, half: usize, h32: u32) -> bool {
        // SAFETY: `self` exists, so the CPU has AVX2 (`new` checks it beside AVX-512F).
        unsafe { super::avx2::split::contains(line, half, h32) }
    }

    #[inline(always)]
    fn split_insert(self, line: &mut Block, half: usize, h32: u32) {
        // SAFETY: `self` exists, so the CPU has AVX2 (`new` checks it beside AVX-512F).
        unsafe { super::avx2::split::insert(line, half, h32) }
    }

    #[inline(always)]
    fn split_contains_in(self, line: &Block, half: usize, h32: u32, lanes: u8) -> bool {
        // SAFETY: `self` exists, so the CPU has AVX2 (`new` checks it beside AVX-512F).
        unsafe { super::avx2::split::contains_in(line, half, h32, lanes) }
    }

    #[inline(always)]
    fn split_insert_in(self, line: &mut Block, half: usize, h32: u32, lanes: u8) {
        // SAFETY: `self` exists, so the CPU has AVX2 (`new` checks it beside AVX-512F).
        unsafe { super::avx2::split::insert_in(line, half, h32, lanes) }
    }

    #[inline(always)]
    fn hash_u64s(self, x: ShortXxh3, keys: &[u64; GROUP]) -> [u64; GROUP] {
        // SAFETY: AVX-512F is present (`self`); `keys` is 64 bytes, one unaligned load.
        unsafe {
            let k = _mm512_loadu_si512(keys.as_ptr().cast());
            // Rotating each lane by 32 swaps the halves xxh3 reads, as in `hash_u64`.
            let word = _mm512_rol_epi64::<32>(k);
            let v = self.avalanche(_mm512_xor_si512(word, _mm512_set1_epi64(x.flip as i64)), 8);
            self.store_group(v)
        }
    }

    /// As AVX2's: `(hi * n + (lo * n >> 32)) >> 32` for `n < 2^32`, which is below `n`.
    #[inline(always)]
    fn block_indices(self, hashes: &[u64; GROUP], num_blocks: usize) -> [usize; GROUP] {
        let Ok(n) = u32::try_from(num_blocks) else {
            return map_group(hashes, |h| crate::layout::block::block_index(h, num_blocks));
        };
        // SAFETY: AVX-512F is present (`self`); `hashes` is 64 bytes, one unaligned load.
        let v = unsafe {
            let h = _mm512_loadu_si512(hashes.as_ptr().cast());
            let n = _mm512_set1_epi64(i64::from(n));
            let high = _mm512_mul_epu32(_mm512_srli_epi64::<32>(h), n);
            let low = _mm512_mul_epu32(h, n);
            _mm512_srli_epi64::<32>(_mm512_add_epi64(high, _mm512_srli_epi64::<32>(low)))
        };
        map_group(&self.store_group(v), |b| b as usize)
    }

    #[inline(always)]
    fn mask(self, h32: u32, lanes: u16) -> Block {
        let mut out = Block::default();
        // SAFETY: AVX-512F is present (`self`); `out` is 64 bytes and 64-byte aligned.
        unsafe {
            let m = _mm512_maskz_mov_epi32(lanes, self.bits(h32));
            _mm512_store_si512(out.0.as_mut_ptr().cast(), m);
        }
        out
    }

    #[inline(always)]
    fn contains(self, block: &Block, h32: u32, lanes: u16) -> bool {
        // SAFETY: AVX-512F is present (`self`); `block` is 64 bytes and 64-byte aligned.
        unsafe {
            let b = _mm512_load_si512(block.0.as_ptr().cast());
            _mm512_mask_test_epi32_mask(lanes, b, self.bits(h32)) == lanes
        }
    }

    #[inline(always)]
    fn insert(self, block: &mut Block, h32: u32, lanes: u16) {
        let p = block.0.as_mut_ptr();
        // SAFETY: AVX-512F is present (`self`); `block` is 64 bytes, 64-byte aligned and borrowed
        // mutably.
        unsafe {
            let b = _mm512_load_si512(p.cast());
            _mm512_store_si512(p.cast(), _mm512_mask_or_epi32(b, lanes, b, self.bits(h32)));
        }
    }

    /// One masked test: a selected lane passes when its counter's nibble has a bit set.
    #[inline(always)]
    fn counters_contain(self, line: &Block, h32: u32, lanes: u16) -> bool {
        // SAFETY: AVX-512F is present (`self`); `line` is 64 bytes and 64-byte aligned.
        unsafe {
            let b = _mm512_load_si512(line.0.as_ptr().cast());
            let nibbles = _mm512_sllv_epi32(_mm512_set1_epi32(0xf), self.counter_shifts(h32));
            _mm512_mask_test_epi32_mask(lanes, b, nibbles) == lanes
        }
    }

    /// Adds `1 << shift` in the selected lanes whose counter is below 15 (a merge-masked add:
    /// no carry can leave a nibble below 15).
    #[inline(always)]
    fn counters_add(self, line: &mut Block, h32: u32, lanes: u16) -> bool {
        self.counters_step::<true>(line, h32, lanes)
    }

    /// Subtracts `1 << shift` in the selected lanes whose counter is in `1..15` (no borrow can
    /// leave a non-zero nibble).
    #[inline(always)]
    fn counters_sub(self, line: &mut Block, h32: u32, lanes: u16) {
        self.counters_step::<false>(line, h32, lanes);
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

impl<const DQ: bool> super::buckets::HasAvx2 for Avx512<DQ> {}

/// The AVX-512 table for this CPU: the DQ pipeline where the CPU has AVX-512DQ.
pub(crate) fn ops() -> Option<&'static Ops> {
    if Avx512::<true>::new().is_some() {
        Some(&entry_dq::OPS)
    } else {
        Avx512::<false>::new().map(|_| &entry::OPS)
    }
}

/// The AVX-512 table without DQ, where the CPU has AVX-512F (for tests on DQ machines).
#[cfg(test)]
pub(crate) fn ops_without_dq() -> Option<&'static Ops> {
    Avx512::<false>::new().map(|_| &entry::OPS)
}

crate::probe::per_backend::entry_points!(
    entry, Avx512::<false>(()), Backend::Avx512, Path::Avx512,
    #[target_feature(enable = "avx512f")]
);
crate::probe::per_backend::entry_points!(
    entry_dq, Avx512::<true>(()), Backend::Avx512, Path::Avx512Dq,
    #[target_feature(enable = "avx512f,avx512dq")]
);
