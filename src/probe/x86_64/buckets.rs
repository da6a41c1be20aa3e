//! The cuckoo table's bucket compare with AVX2, shared by the AVX2 and AVX-512 kernels: two keys'
//! bucket pairs (2 × 16 bytes) per 256-bit compare with 16-bit fingerprints, four keys' (4 × 8
//! bytes) with 8-bit ones; one `vpmovmskb` per register. On AVX-512 a wider register would only
//! add gather work: eight keys' sixteen buckets already fill four (or two) AVX2 registers.
//!
//! Each function takes the kernel value that proves AVX2 ([`HasAvx2`]) and is inlined into that
//! back end's `#[target_feature]` entry points.

use crate::probe::group::GROUP;
use core::arch::x86_64::*;

/// A kernel that exists only on a CPU with AVX2: `Avx2` (made after detecting it) and `Avx512`
/// (made after detecting AVX-512F and AVX2).
pub(super) trait HasAvx2: Copy {}

/// [`Kernel::buckets_test16`](crate::probe::kernel::Kernel::buckets_test16) with AVX2.
#[inline(always)]
pub(super) fn test16(
    _: impl HasAvx2,
    b1: &[u64; GROUP],
    b2: &[u64; GROUP],
    fps: &[u16; GROUP],
) -> u32 {
    let mut mask = 0;
    for j in (0..GROUP).step_by(2) {
        // Lanes 0..8: key j's bucket pair; lanes 8..16: key j + 1's. Each half is compared with
        // its own key's fingerprint in all eight 16-bit lanes.
        let (f0, f1) = (
            u64::from(fps[j]) * 0x0001_0001_0001_0001,
            u64::from(fps[j + 1]) * 0x0001_0001_0001_0001,
        );
        // SAFETY: a `HasAvx2` value exists only on a CPU with AVX2 (see the trait); these
        // intrinsics take and return register values and touch no memory.
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

/// [`Kernel::buckets_test8`](crate::probe::kernel::Kernel::buckets_test8) with AVX2.
#[inline(always)]
pub(super) fn test8(
    _: impl HasAvx2,
    b1: &[u32; GROUP],
    b2: &[u32; GROUP],
    fps: &[u16; GROUP],
) -> u32 {
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
