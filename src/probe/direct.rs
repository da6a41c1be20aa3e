//! Single-key lookups without the table's function pointer: a direct call of one back end's
//! entry point, chosen by a constant. Two callers: [`contains_static`], which a build compiled
//! with a back end's target features (`-C target-cpu=native`, `-C target-feature=+avx2`) uses
//! for every single-key lookup, so the kernel inlines into the caller; and the pinned handles
//! (`filter/pinned.rs`), whose back end is a type checked once when the handle is made.

use super::backend::Backend;
use super::ops::Ops;
use crate::layout::block::Block;
use crate::layout::split::{Layout, SPLIT_K};

/// The back end this build's target features guarantee on every CPU that runs it, if any:
/// AVX-512F, else AVX2 on x86-64; NEON on aarch64 (baseline there).
pub(crate) const STATIC_BACKEND: Option<Backend> =
    if cfg!(all(target_arch = "x86_64", target_feature = "avx512f")) {
        Some(Backend::Avx512)
    } else if cfg!(all(target_arch = "x86_64", target_feature = "avx2")) {
        Some(Backend::Avx2)
    } else if cfg!(all(target_arch = "aarch64", target_feature = "neon")) {
        Some(Backend::Neon)
    } else {
        None
    };

/// Whether the key with hash `h` may be in `blocks` (a filter of `layout`, `k` bits per key),
/// tested by `backend`'s own entry point, called directly. `backend` is a constant at every
/// call site, so the match folds to one call.
///
/// # Safety
/// The CPU must have `backend`'s features.
#[inline(always)]
pub(crate) unsafe fn contains_one(
    backend: Backend,
    layout: Layout,
    blocks: &[Block],
    k: u32,
    h: u64,
) -> bool {
    let row = (k as usize).wrapping_sub(1);
    macro_rules! call {
        ($entry:path) => {{
            use $entry as e;
            // SAFETY: the caller guarantees the CPU has `backend`'s features, which are the
            // features `e`'s functions are compiled for.
            unsafe {
                match layout {
                    Layout::Blocked => e::contains_one(blocks, h, row),
                    // `k` is the same on every call of a filter: the branch is predicted, and
                    // inlined into a loop over one filter it leaves it.
                    Layout::SplitBlock if k == SPLIT_K => e::split_contains_one(blocks, h, row),
                    Layout::SplitBlock => e::split_lanes_contains_one(blocks, h, row),
                }
            }
        }};
    }
    match backend {
        #[cfg(target_arch = "x86_64")]
        Backend::Avx512 => call!(super::x86_64::avx512::entry),
        #[cfg(target_arch = "x86_64")]
        Backend::Avx2 => call!(super::x86_64::avx2::entry),
        #[cfg(target_arch = "aarch64")]
        Backend::Neon => call!(super::aarch64::neon::entry),
        // The scalar reference, and any back end this target lacks (no handle or table of it
        // exists here): every back end gives the same answers.
        _ => call!(super::scalar::entry),
    }
}

/// The single-key lookup of a filter whose table is `ops`: inline when the build's target
/// features guarantee the filter's back end ([`STATIC_BACKEND`]), one indirect call through the
/// table otherwise.
#[inline(always)]
pub(crate) fn contains_static(
    ops: &'static Ops,
    layout: Layout,
    blocks: &[Block],
    k: u32,
    h: u64,
) -> bool {
    if let Some(b) = STATIC_BACKEND {
        if ops.backend() == b {
            // SAFETY: the crate is compiled with `b`'s target features, so every CPU that runs
            // this code has them.
            return unsafe { contains_one(b, layout, blocks, k, h) };
        }
    }
    ops.contains_one(blocks, k, h)
}
