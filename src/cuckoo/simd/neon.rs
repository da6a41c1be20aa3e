//! The NEON kernel: a key's two 16-bit buckets (16 bytes) per `vceqq_u16`, or two keys' 8-bit
//! bucket pairs per `vceqq_u8`. NEON is baseline on aarch64; `Neon::new` still asks the CPU.

use super::{Kernel, GROUP};
use crate::cuckoo::table::Shape;
use core::arch::aarch64::*;

/// Proof that the CPU has NEON: only [`Neon::new`] makes one.
#[derive(Clone, Copy)]
pub(crate) struct Neon(());

impl Neon {
    /// `Some` only if the CPU has NEON.
    pub(crate) fn new() -> Option<Neon> {
        std::arch::is_aarch64_feature_detected!("neon").then_some(Neon(()))
    }
}

impl Kernel for Neon {
    #[inline(always)]
    fn test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in 0..GROUP {
            // SAFETY: `Neon` exists only after NEON was detected (`Neon::new`); these intrinsics
            // take and return register values and touch no memory.
            let hit = unsafe {
                let slots =
                    vreinterpretq_u16_u64(vcombine_u64(vcreate_u64(b1[j]), vcreate_u64(b2[j])));
                vmaxvq_u16(vceqq_u16(slots, vdupq_n_u16(fps[j]))) != 0
            };
            mask |= u32::from(hit) << j;
        }
        mask
    }

    #[inline(always)]
    fn test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        let pair = |j: usize| u64::from(b2[j]) << 32 | u64::from(b1[j]);
        let want = |j: usize| u64::from(fps[j] as u8) * 0x0101_0101_0101_0101;
        let mut mask = 0;
        for j in (0..GROUP).step_by(2) {
            // SAFETY: as in `test16`.
            let (lo, hi) = unsafe {
                let slots = vcombine_u64(vcreate_u64(pair(j)), vcreate_u64(pair(j + 1)));
                let fp = vcombine_u64(vcreate_u64(want(j)), vcreate_u64(want(j + 1)));
                let eq = vreinterpretq_u64_u8(vceqq_u8(
                    vreinterpretq_u8_u64(slots),
                    vreinterpretq_u8_u64(fp),
                ));
                (vgetq_lane_u64::<0>(eq), vgetq_lane_u64::<1>(eq))
            };
            mask |= u32::from(lo != 0) << j | u32::from(hi != 0) << (j + 1);
        }
        mask
    }
}

/// The batch pipeline compiled with NEON.
///
/// # Safety
/// The CPU must have NEON.
#[target_feature(enable = "neon")]
pub(crate) unsafe fn contains(
    shape: Shape,
    table: &[u8],
    hashes: &[u64],
    out: &mut [bool],
    prefetch: bool,
) {
    super::pipeline(Neon(()), shape, table, hashes, out, prefetch)
}

/// [`Kernel::test16`] compiled with NEON (for the differential tests).
///
/// # Safety
/// The CPU must have NEON.
#[cfg(test)]
#[target_feature(enable = "neon")]
pub(crate) unsafe fn test16(b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
    Neon(()).test16(b1, b2, fps)
}

/// [`Kernel::test8`] compiled with NEON (for the differential tests).
///
/// # Safety
/// The CPU must have NEON.
#[cfg(test)]
#[target_feature(enable = "neon")]
pub(crate) unsafe fn test8(b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
    Neon(()).test8(b1, b2, fps)
}
