//! Benchmark hooks, not API: single-key `contains` compiled three ways, so that
//! `benches/dispatch.rs` and `examples/instr_count.rs` can measure what the run-time dispatch
//! through the `Ops` function pointer costs (asm-notes/README.md, "Dispatch cost of single-key
//! contains"), and the batch prefetch decision forced either way for `benches/prefetch.rs`. Built
//! only with the non-default `dispatch-bench` feature and hidden from the docs; it may change or
//! go away in any release. The code is in `probe/dispatch_bench.rs`; this is its face for a
//! [`FilterRef`].
//!
//! 1. [`FilterRef::contains`] itself: xxh3 inlined into the caller, then an indirect call of the
//!    back end's `contains_one` entry point (what the crate does).
//! 2. [`count_inlined_avx2`]: the hashing and the AVX2 kernel inlined into one loop compiled with
//!    `#[target_feature(enable = "avx2")]`: no call per key.
//! 3. [`contains_branch`]: a branch on the cached AVX2 feature flag, then a direct call of the same
//!    AVX2 entry point that (1) reaches through the pointer.

use crate::filter::view::FilterRef;
use crate::probe::dispatch_bench as hooks;

pub use hooks::Avx2Token;

/// The filter size (bytes) at and below which batches skip the prefetch by default.
pub const PREFETCH_MIN_BYTES: usize = hooks::PREFETCH_MIN_BYTES;

/// Path (2): how many of `keys` `view` may contain, with the hashing and the AVX2 kernel inlined
/// into one loop compiled for AVX2.
pub fn count_inlined_avx2(token: Avx2Token, view: FilterRef<'_>, keys: &[u64]) -> usize {
    hooks::count_inlined_avx2(token, view.blocks, view.k, view.seed, keys)
}

/// Path (3): [`FilterRef::contains`] with the `Ops` pointer replaced by a branch on the cached AVX2
/// flag and a direct call of the AVX2 entry point (the scalar kernel where AVX2 is missing).
#[inline]
pub fn contains_branch(view: FilterRef<'_>, key: u64) -> bool {
    hooks::contains_branch(view.blocks, view.k, view.seed, key)
}

/// Overrides the batch pipeline's prefetch decision for every filter in this process: `None`
/// restores the size rule (prefetch above [`PREFETCH_MIN_BYTES`]), `Some(on)` forces it.
pub fn force_prefetch(on: Option<bool>) {
    hooks::force_prefetch(on)
}
