//! The portable kernel: the reference every SIMD kernel is tested against.

use super::{Kernel, GROUP};
use crate::cuckoo::table::{Shape, SLOTS};

#[derive(Clone, Copy)]
pub(crate) struct Scalar;

impl Kernel for Scalar {
    #[inline(always)]
    fn test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in 0..GROUP {
            let hit = (0..SLOTS).any(|s| {
                let (a, b) = ((b1[j] >> (16 * s)) as u16, (b2[j] >> (16 * s)) as u16);
                a == fps[j] || b == fps[j]
            });
            mask |= u32::from(hit) << j;
        }
        mask
    }

    #[inline(always)]
    fn test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in 0..GROUP {
            let fp = fps[j] as u8;
            let hit = (0..SLOTS)
                .any(|s| (b1[j] >> (8 * s)) as u8 == fp || (b2[j] >> (8 * s)) as u8 == fp);
            mask |= u32::from(hit) << j;
        }
        mask
    }
}

/// The batch pipeline on the scalar kernel.
pub(crate) fn contains(
    shape: Shape,
    table: &[u8],
    hashes: &[u64],
    out: &mut [bool],
    prefetch: bool,
) {
    super::pipeline(Scalar, shape, table, hashes, out, prefetch)
}
