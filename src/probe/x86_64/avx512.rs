//! AVX-512F: a block is one 16-lane register, and the key's lane choice is used directly as the
//! `__mmask16` of the test and of the merge-masked OR.

use crate::layout::block::{Block, SALTS};
use crate::probe::{Backend, Kernel};
use core::arch::x86_64::*;

/// The AVX-512 kernel. Only [`Avx512::new`] makes one, after checking the CPU: holding a value is
/// the proof that AVX-512F instructions may run.
#[derive(Clone, Copy)]
pub(crate) struct Avx512(());

impl Avx512 {
    pub(crate) fn new() -> Option<Self> {
        std::arch::is_x86_feature_detected!("avx512f").then_some(Avx512(()))
    }

    /// One bit per lane, in every lane (the caller masks by the lane choice).
    #[inline(always)]
    fn bits(self, h32: u32) -> __m512i {
        // SAFETY: `self` exists, so the CPU has AVX-512F; `SALTS` is exactly 64 bytes.
        unsafe {
            let salts = _mm512_loadu_si512(SALTS.as_ptr().cast());
            let pos =
                _mm512_srli_epi32::<27>(_mm512_mullo_epi32(_mm512_set1_epi32(h32 as i32), salts));
            _mm512_sllv_epi32(_mm512_set1_epi32(1), pos)
        }
    }
}

impl Kernel for Avx512 {
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
}

crate::probe::entry_points!(Avx512(()), Backend::Avx512, #[target_feature(enable = "avx512f")]);
