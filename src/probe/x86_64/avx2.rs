//! AVX2: a block is two 8-lane registers. The lane choice is shifted into bit 0 of each lane
//! (`srlv` by the lane number), so `sllv` of that bit by the lane's position gives the mask with
//! unselected lanes already zero: no compare, no table of vectors.

use crate::layout::block::{Block, SALTS};
use crate::probe::{Backend, Kernel};
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

impl Kernel for Avx2 {
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
}

crate::probe::entry_points!(Avx2(()), Backend::Avx2, #[target_feature(enable = "avx2")]);
