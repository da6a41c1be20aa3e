//! The probe side of the benchmark hooks (`linebloom::dispatch_bench`, built with the
//! non-default `dispatch-bench` feature; the public face taking a `FilterRef` is
//! `filter/dispatch_bench.rs`): single-key `contains` compiled three ways, so that
//! `benches/dispatch.rs` and `examples/instr_count.rs` can measure what the run-time dispatch
//! through the `Ops` function pointer costs (asm-notes/README.md, "Dispatch cost of single-key
//! contains"). It lives in `probe/` because it calls a back end's entry points directly, which
//! nothing outside `probe/` can; it takes a filter's parts (blocks, `k`, seed), not a view, so
//! that the hot path imports nothing from the layers above it.
//!
//! 1. `FilterRef::contains` itself: xxh3 inlined into the caller, then an indirect call of the
//!    back end's `contains_one` entry point (what the crate does).
//! 2. [`count_inlined_avx2`]: the hashing and the AVX2 kernel inlined into one loop compiled with
//!    `#[target_feature(enable = "avx2")]`: no call per key. What a build with AVX2 enabled at
//!    compile time could do.
//! 3. [`contains_branch`]: a branch on the cached AVX2 feature flag, then a direct call of the same
//!    AVX2 entry point that (1) reaches through the pointer.

use super::line::Bits;
use super::per_backend::generic;
use super::scalar::Scalar;
use crate::layout::block::Block;
use crate::layout::key::Key;

#[cfg(target_arch = "x86_64")]
use super::x86_64::avx2::{self, Avx2};

/// Proof that this CPU has AVX2: only [`Avx2Token::new`] makes one, after checking.
#[derive(Clone, Copy)]
pub struct Avx2Token(Inner);

#[cfg(target_arch = "x86_64")]
type Inner = Avx2;
#[cfg(not(target_arch = "x86_64"))]
type Inner = core::convert::Infallible;

impl Avx2Token {
    /// A token if this CPU has AVX2 (never on other architectures).
    pub fn new() -> Option<Avx2Token> {
        #[cfg(target_arch = "x86_64")]
        let token = Avx2::new().map(Avx2Token);
        #[cfg(not(target_arch = "x86_64"))]
        let token = None;
        token
    }
}

/// Path (2): how many of `keys` the filter of `blocks` (`k` bits per key, `seed`) may contain,
/// with the hashing and the AVX2 kernel inlined into one loop compiled for AVX2.
pub(crate) fn count_inlined_avx2(
    token: Avx2Token,
    blocks: &[Block],
    k: u32,
    seed: u64,
    keys: &[u64],
) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: `token` holds an `Avx2`, which `Avx2::new` makes only after detecting AVX2, the
        // one obligation of `count_avx2`.
        unsafe { count_avx2(token.0, blocks, k, seed, keys) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (blocks, k, seed, keys);
        match token.0 {}
    }
}

/// # Safety
/// The CPU must have AVX2 (a value of `Avx2` proves it).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn count_avx2(kern: Avx2, blocks: &[Block], k: u32, seed: u64, keys: &[u64]) -> usize {
    let row = k as usize - 1;
    let mut hits = 0;
    // A plain loop, no closure: the kernel must inline into this `#[target_feature]` body.
    for key in keys {
        hits += usize::from(generic::contains_one(
            kern,
            Bits,
            blocks,
            key.key_hash(seed),
            row,
        ));
    }
    hits
}

/// Path (3): `FilterRef::contains` with the `Ops` pointer replaced by a branch on the cached AVX2
/// flag of `is_x86_feature_detected!` and a direct call of the AVX2 `contains_one` entry point
/// (the scalar kernel, inlined, where AVX2 is missing).
#[inline]
pub(crate) fn contains_branch(blocks: &[Block], k: u32, seed: u64, key: u64) -> bool {
    let h = key.key_hash(seed);
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: AVX2 was detected just above, the one obligation of the AVX2 entry points.
        return unsafe { (avx2::entry::OPS.contains_one)(blocks, h, k as usize - 1) };
    }
    generic::contains_one(Scalar, Bits, blocks, h, k as usize - 1)
}

/// Overrides the batch pipeline's prefetch decision for every filter in this process: `None`
/// restores the size rule (prefetch above `PREFETCH_MIN_BYTES`), `Some(on)` forces it, so that
/// `benches/prefetch.rs` can measure the cut-over.
pub(crate) fn force_prefetch(on: Option<bool>) {
    let v = match on {
        None => 0,
        Some(false) => 1,
        Some(true) => 2,
    };
    super::prefetch::PREFETCH_OVERRIDE.store(v, core::sync::atomic::Ordering::Relaxed);
}

/// The filter size (bytes) at and below which batches skip the prefetch by default.
pub(crate) const PREFETCH_MIN_BYTES: usize = super::prefetch::PREFETCH_MIN_BYTES;
