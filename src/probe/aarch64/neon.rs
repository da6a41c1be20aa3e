//! NEON: a block is four 4-lane registers. Lane choice as in AVX2: each lane's selection bit is
//! shifted down to bit 0 and then shifted up by the lane's bit position. The cuckoo table's
//! bucket compare is one `vceqq` per key (16-bit) or per two keys (8-bit). A split block (the
//! split-block layout) is two registers: its mask is one multiply, shift and `vshlq` per half,
//! with no lane choice.

use crate::layout::block::{Block, SALTS};
use crate::layout::split::{SPLIT_LANES, SPLIT_SALTS};
use crate::probe::backend::Backend;
use crate::probe::group::GROUP;
use crate::probe::kernel::Kernel;
use crate::probe::ops::Path;
use core::arch::aarch64::*;

/// The NEON kernel. Only [`Neon::new`] makes one, after checking the CPU.
#[derive(Clone, Copy)]
pub(crate) struct Neon(());

impl Neon {
    pub(crate) fn new() -> Option<Self> {
        std::arch::is_aarch64_feature_detected!("neon").then_some(Neon(()))
    }

    /// The mask as four quarters (lanes 0-3, 4-7, 8-11, 12-15).
    #[inline(always)]
    fn quarters(self, h32: u32, lanes: u16) -> [uint32x4_t; 4] {
        static LANE_SHIFTS: [i32; 16] = [
            0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15,
        ];
        // SAFETY: `self` exists, so the CPU has NEON; every load reads 4 `u32`/`i32` at offsets
        // 0, 4, 8 and 12 of 16-element statics.
        unsafe {
            let h = vdupq_n_u32(h32);
            let sel = vdupq_n_u32(lanes as u32);
            let one = vdupq_n_u32(1);
            let mut out = [vdupq_n_u32(0); 4];
            for (q, o) in out.iter_mut().enumerate() {
                let salt = vld1q_u32(SALTS.as_ptr().add(4 * q));
                let pos = vshrq_n_u32::<27>(vmulq_u32(h, salt));
                // vshlq with a negative count shifts right: bit (lane) of `lanes` down to bit 0.
                let down = vld1q_s32(LANE_SHIFTS.as_ptr().add(4 * q));
                let chosen = vandq_u32(vshlq_u32(sel, down), one);
                *o = vshlq_u32(chosen, vreinterpretq_s32_u32(pos));
            }
            out
        }
    }

    /// The split-block mask as two halves (lanes 0-3 and 4-7): lane `i` holds `1 << ((h32 *
    /// SPLIT_SALTS[i]) >> 27)`.
    #[inline(always)]
    fn split_halves(self, h32: u32) -> [uint32x4_t; 2] {
        // SAFETY: `self` exists, so the CPU has NEON; the loads read 4 `u32`s at offsets 0 and 4
        // of the 8-element `SPLIT_SALTS`.
        unsafe {
            let h = vdupq_n_u32(h32);
            let one = vdupq_n_u32(1);
            let half = |at: usize| {
                let pos = vshrq_n_u32::<27>(vmulq_u32(h, vld1q_u32(SPLIT_SALTS.as_ptr().add(at))));
                vshlq_u32(one, vreinterpretq_s32_u32(pos))
            };
            [half(0), half(4)]
        }
    }

    /// [`split_halves`](Self::split_halves) in the lanes `lanes` (bit `i` for lane `i`), zero
    /// in the others: each half kept where its lanes' bits of `lanes` are set (`vtstq`).
    #[inline(always)]
    fn split_halves_in(self, h32: u32, lanes: u8) -> [uint32x4_t; 2] {
        let [lo, hi] = self.split_halves(h32);
        const BIT: [u32; SPLIT_LANES] = [1, 2, 4, 8, 16, 32, 64, 128];
        // SAFETY: `self` exists, so the CPU has NEON; the loads read 4 `u32`s at offsets 0 and 4
        // of the 8-element `BIT`.
        unsafe {
            let sel = vdupq_n_u32(u32::from(lanes));
            let keep = |at: usize| vtstq_u32(sel, vld1q_u32(BIT.as_ptr().add(at)));
            [vandq_u32(lo, keep(0)), vandq_u32(hi, keep(4))]
        }
    }

    /// Whether every bit of `mask` (two halves) is set in half `half` of `line`.
    #[inline(always)]
    fn split_test(self, line: &Block, half: usize, [lo, hi]: [uint32x4_t; 2]) -> bool {
        // SAFETY: NEON is present (`self`); the half's lanes `8 (half & 1) .. + 8` of the
        // 16-lane line are in bounds, read 4 at a time.
        unsafe {
            let p = line.0.as_ptr().add(SPLIT_LANES * (half & 1));
            let missing = vorrq_u32(
                vbicq_u32(lo, vld1q_u32(p)),
                vbicq_u32(hi, vld1q_u32(p.add(4))),
            );
            vmaxvq_u32(missing) == 0
        }
    }

    /// Sets the bits of `mask` (two halves) in half `half` of `line`.
    #[inline(always)]
    fn split_set(self, line: &mut Block, half: usize, [lo, hi]: [uint32x4_t; 2]) {
        // SAFETY: NEON is present (`self`); as in `split_test`, and `line` is borrowed mutably,
        // so these stores are its only access.
        unsafe {
            let p = line.0.as_mut_ptr().add(SPLIT_LANES * (half & 1));
            vst1q_u32(p, vorrq_u32(vld1q_u32(p), lo));
            vst1q_u32(p.add(4), vorrq_u32(vld1q_u32(p.add(4)), hi));
        }
    }
}

impl Kernel for Neon {
    #[inline(always)]
    fn split_mask(self, h32: u32) -> [u32; SPLIT_LANES] {
        let [lo, hi] = self.split_halves(h32);
        let mut out = [0u32; SPLIT_LANES];
        // SAFETY: NEON is present (`self`); `out` has 8 lanes, written 4 at offsets 0 and 4.
        unsafe {
            vst1q_u32(out.as_mut_ptr(), lo);
            vst1q_u32(out.as_mut_ptr().add(4), hi);
        }
        out
    }

    #[inline(always)]
    fn split_contains(self, line: &Block, half: usize, h32: u32) -> bool {
        self.split_test(line, half, self.split_halves(h32))
    }

    #[inline(always)]
    fn split_insert(self, line: &mut Block, half: usize, h32: u32) {
        self.split_set(line, half, self.split_halves(h32))
    }

    #[inline(always)]
    fn split_contains_in(self, line: &Block, half: usize, h32: u32, lanes: u8) -> bool {
        self.split_test(line, half, self.split_halves_in(h32, lanes))
    }

    #[inline(always)]
    fn split_insert_in(self, line: &mut Block, half: usize, h32: u32, lanes: u8) {
        self.split_set(line, half, self.split_halves_in(h32, lanes))
    }

    #[inline(always)]
    fn mask(self, h32: u32, lanes: u16) -> Block {
        let m = self.quarters(h32, lanes);
        let mut out = Block::default();
        for (q, v) in m.iter().enumerate() {
            // SAFETY: NEON is present (`self`); lanes 4q..4q+4 of the 16-lane block are in bounds.
            unsafe { vst1q_u32(out.0.as_mut_ptr().add(4 * q), *v) };
        }
        out
    }

    #[inline(always)]
    fn contains(self, block: &Block, h32: u32, lanes: u16) -> bool {
        let m = self.quarters(h32, lanes);
        // SAFETY: NEON is present (`self`); lanes 4q..4q+4 of the 16-lane block are in bounds.
        unsafe {
            let p = block.0.as_ptr();
            let missing = vorrq_u32(
                vorrq_u32(
                    vbicq_u32(m[0], vld1q_u32(p)),
                    vbicq_u32(m[1], vld1q_u32(p.add(4))),
                ),
                vorrq_u32(
                    vbicq_u32(m[2], vld1q_u32(p.add(8))),
                    vbicq_u32(m[3], vld1q_u32(p.add(12))),
                ),
            );
            vmaxvq_u32(missing) == 0
        }
    }

    #[inline(always)]
    fn insert(self, block: &mut Block, h32: u32, lanes: u16) {
        let m = self.quarters(h32, lanes);
        let p = block.0.as_mut_ptr();
        for (q, v) in m.iter().enumerate() {
            // SAFETY: NEON is present (`self`); lanes 4q..4q+4 are in bounds and borrowed mutably.
            unsafe { vst1q_u32(p.add(4 * q), vorrq_u32(vld1q_u32(p.add(4 * q)), *v)) };
        }
    }

    /// A key's two 16-bit buckets (16 bytes) per `vceqq_u16`.
    #[inline(always)]
    fn buckets_test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        let mut mask = 0;
        for j in 0..GROUP {
            // SAFETY: `self` exists, so the CPU has NEON (`Neon::new`); these intrinsics take
            // and return register values and touch no memory.
            let hit = unsafe {
                let slots =
                    vreinterpretq_u16_u64(vcombine_u64(vcreate_u64(b1[j]), vcreate_u64(b2[j])));
                vmaxvq_u16(vceqq_u16(slots, vdupq_n_u16(fps[j]))) != 0
            };
            mask |= u32::from(hit) << j;
        }
        mask
    }

    /// Two keys' 8-bit bucket pairs per `vceqq_u8`.
    #[inline(always)]
    fn buckets_test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        let pair = |j: usize| u64::from(b2[j]) << 32 | u64::from(b1[j]);
        let want = |j: usize| u64::from(fps[j] as u8) * 0x0101_0101_0101_0101;
        let mut mask = 0;
        for j in (0..GROUP).step_by(2) {
            // SAFETY: as in `buckets_test16`.
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

// Hashing and block indices stay on the trait's scalar defaults: NEON has no 64-bit lane
// multiply, so xxh3's two 64-bit multiplies per key would take three `umull`-class products and
// the shuffles between them for two keys, where scalar code needs one `mul` (and `umulh` for the
// block index) per key. See asm-notes/README.md.
crate::probe::per_backend::entry_points!(entry, Neon(()), Backend::Neon, Path::Neon, #[target_feature(enable = "neon")]);
