//! Prefetching: the hint itself, and when a batch pays for it (the cut-over by table size, and
//! the benchmark override).

use crate::layout::block::Block;
#[cfg(feature = "dispatch-bench")]
use core::sync::atomic::{AtomicU8, Ordering};

/// Hints the CPU to start loading the cache line at `ptr` into L1. Any address is allowed: a
/// prefetch never faults and has no observable effect on memory.
#[inline(always)]
pub(crate) fn prefetch_ptr(ptr: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: prefetching never faults and reads no memory observably; SSE is baseline on x86-64.
    unsafe {
        use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(ptr.cast());
    }
    #[cfg(target_arch = "aarch64")]
    // SAFETY: `prfm` is a hint: it never faults, writes nothing, and touches no flags or stack.
    unsafe {
        core::arch::asm!(
            "prfm pldl1keep, [{0}]",
            in(reg) ptr,
            options(nostack, readonly, preserves_flags)
        );
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    let _ = ptr;
}

/// Filters of at most this many bytes are not prefetched: their blocks are already in (or near)
/// L1 and L2, where the prefetch is one more instruction per key for a load the out-of-order
/// core overlaps anyway (cut-over measured in asm-notes/README.md, "Prefetch cut-over").
pub(crate) const PREFETCH_MIN_BYTES: usize = 256 << 10;

/// The benchmark override of the prefetch decision (`dispatch_bench::force_prefetch`): 0 = the
/// size rule, 1 = never, 2 = always. Kept here, not in `dispatch_bench`, so the hot path imports
/// nothing from the bench hooks (which import the filter types).
#[cfg(feature = "dispatch-bench")]
pub(super) static PREFETCH_OVERRIDE: AtomicU8 = AtomicU8::new(0);

/// Whether a batch over `num_blocks` blocks prefetches.
#[inline(always)]
pub(super) fn prefetch_pays(num_blocks: usize) -> bool {
    prefetch_pays_bytes(num_blocks.saturating_mul(core::mem::size_of::<Block>()))
}

/// Whether a batch over a table of `bytes` bytes prefetches.
#[inline(always)]
pub(super) fn prefetch_pays_bytes(bytes: usize) -> bool {
    #[cfg(feature = "dispatch-bench")]
    match PREFETCH_OVERRIDE.load(Ordering::Relaxed) {
        1 => return false,
        2 => return true,
        _ => {}
    }
    bytes > PREFETCH_MIN_BYTES
}
