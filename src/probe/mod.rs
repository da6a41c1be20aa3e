//! The hot path of every filter kind. Every call of a `#[target_feature]` function, and every
//! `#[cfg(target_arch)]` of the crate's query code, lives under this module. (The crate's other
//! `unsafe` is memory and file plumbing: the block allocator in `alloc.rs`, the file mappings in
//! `file/mmap.rs`, `file/container/mapped.rs`, `file/counting.rs` and `file/cuckoo.rs`, and the
//! write path's `linkat` in `file/tempfile.rs`.)
//!
//! * `kernel.rs`: `Kernel`, the one seam a back end implements: the mask of a key, "does this
//!   block contain it", "set it in this block", the same for a counting line's counters, and the
//!   cuckoo table's bucket compare. Its methods are `#[inline(always)]` and carry no
//!   `#[target_feature]`; only the per-back-end entry points that `entry_points!`
//!   (`per_backend.rs`) generates do, so the generic loops inline into one specialised body per
//!   back end. Also [`Geometry`]: where a hash goes in a particular filter.
//! * `ops.rs`: [`Ops`], the entry points of one back end as function pointers, chosen once per
//!   filter, with the safe methods that each hold the one `unsafe` call. Its fields and every
//!   back end's table are private to this module; the rest of the crate gets a `&'static Ops`
//!   only from [`Backend::require`] (`dispatch.rs`), which checked the CPU.
//! * `pipeline.rs`: the one batch driver behind every batch insert, lookup and output (hash,
//!   place, prefetch, test, output), compiled whole inside each back end's `#[target_feature]`
//!   entry points and reached through `on_path!` (`dispatch.rs`), one direct call per batch. Its
//!   key sources are in `source.rs`, its chunk and group units in `group.rs`.
//! * `line.rs`: [`Line`], what a filter's lines hold ([`Bits`] or [`Counters`]); the pipeline and
//!   the per-key entry points are generic over it, so the counting filter shares them.
//! * `buckets.rs`: the cuckoo table's stage of the same pipeline (its places are bucket pairs).
//! * `atomic.rs`: the concurrent filter's stages of the same pipeline (its blocks are atomic
//!   words).
//! * `direct.rs`: single-key lookups as direct calls of one back end's entry point: inline in
//!   builds compiled with a back end's target features, and behind the pinned handles.
//! * `prefetch.rs`: the prefetch hint and the size rule that decides when a batch pays for it.
//!
//! The files below import from the file that defines a thing, never through this one, so this
//! module's re-exports serve only the layers above.

use crate::layout::block::Block;
use crate::layout::buckets::Shape;
use crate::layout::split::Layout;
pub use backend::Backend;
use core::sync::atomic::AtomicU64;
#[cfg(test)]
pub(crate) use dispatch::all_ops;
pub(crate) use dispatch::detected_ops;
use dispatch::on_path;
pub(crate) use kernel::Geometry;
pub(crate) use line::{Bits, Counters, Line, SplitBits, SplitLaneBits};
pub(crate) use ops::Ops;
use pipeline::{Sink, Source};
pub(crate) use prefetch::prefetch_ptr;
use prefetch::{prefetch_pays, prefetch_pays_bytes};

#[cfg(target_arch = "aarch64")]
mod aarch64;
#[cfg(feature = "arrow")]
pub(crate) mod arrow;
mod atomic;
mod backend;
mod buckets;
pub(crate) mod direct;
mod dispatch;
#[cfg(feature = "dispatch-bench")]
pub(crate) mod dispatch_bench;
pub(crate) mod group;
mod kernel;
mod line;
mod ops;
pub(crate) mod per_backend;
pub(crate) mod pipeline;
pub(crate) mod prefetch;
mod scalar;
pub(crate) mod source;
#[cfg(target_arch = "x86_64")]
mod x86_64;

/// Runs `$body` with `$line` bound to the line kind of a Bloom filter of geometry `$p`: its
/// blocked bits, or its split blocks with every lane (`k` = 8) or with `k` < 8 lanes.
macro_rules! with_line {
    ($p:expr, |$line:ident| $body:expr) => {
        match $p.layout {
            Layout::Blocked => {
                let $line = Bits;
                $body
            }
            Layout::SplitBlock if $p.all_split_lanes() => {
                let $line = SplitBits;
                $body
            }
            Layout::SplitBlock => {
                let $line = SplitLaneBits;
                $body
            }
        }
    };
}

/// Tests every key of `src`, handing the answers to `sink`: the one lookup pipeline behind every
/// batch output (bools, bitmaps, selection vectors, counts).
#[inline]
pub(crate) fn contains_batch(
    ops: &'static Ops,
    p: Geometry,
    blocks: &[Block],
    src: &impl Source,
    sink: &mut impl Sink,
) {
    with_line!(p, |line| contains_lines(ops, line, p, blocks, src, sink))
}

/// [`contains_batch`] for lines of any kind: the counting filter's batches come through here.
#[inline]
pub(crate) fn contains_lines(
    ops: &'static Ops,
    line: impl Line,
    p: Geometry,
    lines: &[Block],
    src: &impl Source,
    sink: &mut impl Sink,
) {
    let prefetch = prefetch_pays(p.num_blocks);
    on_path!(ops, contains(line, p, lines, src, sink, prefetch))
}

/// Tests every key of `src` against the cuckoo table `table` of shape `shape`, handing the
/// answers to `sink`: the cuckoo filter's batches, through the same driver as the others.
///
/// # Panics
/// If `table` is not `shape`'s size.
#[inline]
pub(crate) fn contains_buckets(
    ops: &'static Ops,
    shape: Shape,
    table: &[u8],
    src: &impl Source,
    sink: &mut impl Sink,
) {
    let prefetch = prefetch_pays_bytes(table.len());
    on_path!(ops, contains_buckets(shape, table, src, sink, prefetch))
}

/// Inserts every key of `src`, in order: the result equals the same single inserts.
#[inline]
pub(crate) fn insert_batch(
    ops: &'static Ops,
    p: Geometry,
    blocks: &mut [Block],
    src: &impl Source,
) {
    with_line!(p, |line| insert_lines(ops, line, p, blocks, src))
}

/// [`insert_batch`] for lines of any kind.
#[inline]
pub(crate) fn insert_lines(
    ops: &'static Ops,
    line: impl Line,
    p: Geometry,
    lines: &mut [Block],
    src: &impl Source,
) {
    let prefetch = prefetch_pays(p.num_blocks);
    on_path!(ops, insert(line, p, lines, 0, src, prefetch))
}

/// Inserts every key of `src`, in order, writing `new[i]` = whether key `i` was new (a bit of it
/// unset when it was inserted).
#[inline]
pub(crate) fn insert_batch_new(
    ops: &'static Ops,
    p: Geometry,
    blocks: &mut [Block],
    src: &impl Source,
    new: &mut [bool],
) {
    let prefetch = prefetch_pays(p.num_blocks);
    with_line!(p, |line| on_path!(
        ops,
        insert_new(line, p, blocks, src, new, prefetch)
    ))
}

/// Inserts `hashes` into `blocks`, the sub-range of a filter's blocks that starts at block `first`
/// (all hashes must map inside it; a stray one panics).
#[cfg_attr(not(feature = "parallel"), allow(dead_code))]
pub(crate) fn insert_range(
    ops: &'static Ops,
    p: Geometry,
    blocks: &mut [Block],
    first: usize,
    hashes: &[u64],
) {
    let src = pipeline::Hashes(hashes);
    with_line!(p, |line| on_path!(
        ops,
        insert(line, p, blocks, first, &src, true)
    ))
}

/// Writes the hashes of keys `first..first + out.len()` of `src` to `out`, with the back end's
/// hashing stage (SIMD xxh3 for integer keys).
///
/// # Panics
/// If `src` has fewer than `first + out.len()` keys.
#[inline]
pub(crate) fn hash_batch(ops: &'static Ops, src: &impl Source, first: usize, out: &mut [u64]) {
    assert!(first + out.len() <= src.len(), "hashing past the last key");
    on_path!(ops, hash(src, first, out))
}

/// Inserts every key of `src`, in order, into blocks seen as atomic words (eight per block),
/// with atomic OR: the concurrent filter's batches, through the same driver as the others.
#[inline]
pub(crate) fn insert_atomic_batch(
    ops: &'static Ops,
    p: Geometry,
    words: &[AtomicU64],
    src: &impl Source,
) {
    let prefetch = prefetch_pays(p.num_blocks);
    on_path!(ops, insert_atomic_batch(p, words, src, prefetch))
}

/// Tests every key of `src` against blocks seen as atomic words, handing the answers to `sink`.
#[inline]
pub(crate) fn contains_atomic_batch(
    ops: &'static Ops,
    p: Geometry,
    words: &[AtomicU64],
    src: &impl Source,
    sink: &mut impl Sink,
) {
    let prefetch = prefetch_pays(p.num_blocks);
    on_path!(ops, contains_atomic_batch(p, words, src, sink, prefetch))
}
