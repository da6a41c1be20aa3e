//! The AVX2 kernel: two keys' bucket pairs (2 × 16 bytes) per 256-bit compare with 16-bit
//! fingerprints, four keys' (4 × 8 bytes) with 8-bit ones; one `vpmovmskb` per register.

use super::{Kernel, GROUP};
use crate::cuckoo::table::Shape;
use core::arch::x86_64::*;

/// Proof that the CPU has AVX2: only [`Avx2::new`] makes one.
#[derive(Clone, Copy)]
pub(crate) struct Avx2(());

impl Avx2 {
    /// `Some` only if the CPU has AVX2.
    pub(crate) fn new() -> Option<Avx2> {
        std::is_x86_feature_detected!("avx2").then_some(Avx2(()))
    }
}

impl Kernel for Avx2 {
    #[inline(always)]
    fn test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in (0..GROUP).step_by(2) {
            // Lanes 0..8: key j's bucket pair; lanes 8..16: key j + 1's. Each half compared with
            // its own key's fingerprint in all eight 16-bit lanes.
            let (f0, f1) = (
                u64::from(fps[j]) * 0x0001_0001_0001_0001,
                u64::from(fps[j + 1]) * 0x0001_0001_0001_0001,
            );
            // SAFETY: `Avx2` exists only after AVX2 was detected (`Avx2::new`); these intrinsics
            // take and return register values and touch no memory.
            let m = unsafe {
                let slots = _mm256_set_epi64x(
                    b2[j + 1] as i64,
                    b1[j + 1] as i64,
                    b2[j] as i64,
                    b1[j] as i64,
                );
                let want = _mm256_set_epi64x(f1 as i64, f1 as i64, f0 as i64, f0 as i64);
                _mm256_movemask_epi8(_mm256_cmpeq_epi16(slots, want)) as u32
            };
            mask |= u32::from(m & 0xffff != 0) << j | u32::from(m >> 16 != 0) << (j + 1);
        }
        mask
    }

    #[inline(always)]
    fn test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        let pair = |j: usize| (u64::from(b2[j]) << 32 | u64::from(b1[j])) as i64;
        let want = |j: usize| (u64::from(fps[j] as u8) * 0x0101_0101_0101_0101) as i64;
        let mut mask = 0;
        for j in (0..GROUP).step_by(4) {
            // 64-bit lane `i` holds key `j + i`'s two buckets, compared byte-wise with its
            // fingerprint repeated eight times.
            // SAFETY: as in `test16`.
            let m = unsafe {
                let slots = _mm256_set_epi64x(pair(j + 3), pair(j + 2), pair(j + 1), pair(j));
                let fp = _mm256_set_epi64x(want(j + 3), want(j + 2), want(j + 1), want(j));
                _mm256_movemask_epi8(_mm256_cmpeq_epi8(slots, fp)) as u32
            };
            for i in 0..4 {
                mask |= u32::from(m >> (8 * i) & 0xff != 0) << (j + i);
            }
        }
        mask
    }
}

/// The batch pipeline compiled with AVX2.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn contains(
    shape: Shape,
    table: &[u8],
    hashes: &[u64],
    out: &mut [bool],
    prefetch: bool,
) {
    super::pipeline(Avx2(()), shape, table, hashes, out, prefetch)
}

/// [`Kernel::test16`] compiled with AVX2 (for the differential tests).
///
/// # Safety
/// The CPU must have AVX2.
#[cfg(test)]
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn test16(b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
    Avx2(()).test16(b1, b2, fps)
}

/// [`Kernel::test8`] compiled with AVX2 (for the differential tests).
///
/// # Safety
/// The CPU must have AVX2.
#[cfg(test)]
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn test8(b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
    Avx2(()).test8(b1, b2, fps)
}
