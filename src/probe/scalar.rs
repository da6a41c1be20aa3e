//! Portable back end: plain integer code, the production fallback and the miri path.

use crate::layout::block::{self, Block, SALTS};
use crate::probe::backend::Backend;
use crate::probe::kernel::Kernel;
use crate::probe::ops::Path;

/// The scalar kernel. Needs no CPU feature, so anyone may construct it.
#[derive(Clone, Copy)]
pub(crate) struct Scalar;

impl Kernel for Scalar {
    #[inline(always)]
    fn mask(self, h32: u32, lanes: u16) -> Block {
        block::mask(h32, lanes)
    }

    /// Visits exactly the `k` selected lanes and ORs together the probe bits that are missing.
    /// No early exit, so the trip count is `k` for every key. (An early-exit form measured the
    /// same here, ~12-16 ns/key in L1 with hashing; the SIMD back ends take ~4.)
    #[inline(always)]
    fn contains(self, block: &Block, h32: u32, mut lanes: u16) -> bool {
        let mut missing = 0;
        while lanes != 0 {
            let i = lanes.trailing_zeros() as usize;
            missing |= !block.0[i] & 1 << (h32.wrapping_mul(SALTS[i]) >> 27);
            lanes &= lanes - 1;
        }
        missing == 0
    }

    #[inline(always)]
    fn insert(self, block: &mut Block, h32: u32, lanes: u16) {
        let m = block::mask(h32, lanes);
        for (lane, bits) in block.0.iter_mut().zip(m.0) {
            *lane |= bits;
        }
    }
}

crate::probe::per_backend::entry_points!(entry, Scalar, Backend::Scalar, Path::Scalar);
