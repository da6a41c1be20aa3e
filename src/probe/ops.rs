//! [`Ops`]: one back end's entry points as function pointers, chosen once per filter, with the
//! safe methods that each hold the one `unsafe` call, and [`Path`]: which compiled batch pipeline
//! a table names. Every back end's table is built by `entry_points!` (`per_backend.rs`) in that
//! back end's module; the rest of the crate gets a `&'static Ops` only from `Backend::require`
//! (`dispatch.rs`), which checked the CPU.

use super::backend::Backend;
use super::kernel::Geometry;
use crate::layout::block::Block;
use crate::layout::split::Layout;
use core::sync::atomic::AtomicU64;

/// [`Ops`]'s multi-filter lookup: blocks of each filter, their rows, their hashes.
type MultiFn = unsafe fn(&[&[Block]], &[usize], &[u64]) -> u64;

/// One back end's entry points. Each is an `unsafe fn` whose one obligation is that the CPU has
/// the back end's features; an `Ops` value is only handed out by [`Backend::ops`], which checked
/// them, so holding a `&'static Ops` is the proof every call site cites.
pub(crate) struct Ops {
    pub(super) backend: Backend,
    /// Which compiled pipeline serves this table's batches (see [`Path`]).
    pub(super) path: Path,
    /// The layout whose single-key entries (`contains_one`, `insert_one`) this table holds: each
    /// back end has one table per layout, so a filter picks its layout's entries once, when it
    /// takes its table, and a single-key call is one indirect call with no branch on the layout.
    pub(super) layout: Layout,
    /// The same back end's table for the other layout.
    pub(super) other_layout: &'static Ops,
    #[cfg_attr(not(test), allow(dead_code))] // read by the differential tests
    pub(super) mask: unsafe fn(u32, u16) -> Block,
    /// Single-key lookup of the table's layout: the blocks, the hash and the row `k - 1` of the
    /// lane-subset tables (unused by the split-block layout).
    /// Every argument travels in a register (a `Geometry` of three words went through memory: the
    /// caller stored it to its stack and the callee loaded it back, asm-notes/README.md).
    pub(super) contains_one: unsafe fn(&[Block], u64, usize) -> bool,
    /// One hash against several filters' blocks (prefetch all, then test all); bit `i` of the
    /// result for `blocks[i]`, whose `k` is `rows[i] + 1`.
    pub(super) contains_multi: MultiFn,
    /// The table's layout's insert; returns whether the key was new (a bit of it was unset).
    pub(super) insert_one: unsafe fn(Geometry, &mut [Block], u64) -> bool,
    /// The counting filter's single-key lookup, as `contains_one` for counting lines.
    pub(super) count_contains_one: unsafe fn(&[Block], u64, usize) -> bool,
    /// The counting filter's insert; returns whether a counter of the key was zero.
    pub(super) count_insert_one: unsafe fn(Geometry, &mut [Block], u64) -> bool,
    /// The counting filter's remove: when every counter of the key is non-zero, decrements the
    /// unsaturated ones and returns `true`; otherwise changes nothing and returns `false`.
    pub(super) count_remove_one: unsafe fn(Geometry, &mut [Block], u64) -> bool,
    /// The split-block layout's mask (for the differential tests).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(super) split_mask: unsafe fn(u32) -> [u32; 8],
    /// Inserts into blocks seen as 64-bit atomic words (eight per block), with atomic OR.
    pub(super) insert_atomic: unsafe fn(Geometry, &[AtomicU64], u64) -> bool,
    /// Tests against blocks seen as 64-bit atomic words.
    pub(super) contains_atomic: unsafe fn(Geometry, &[AtomicU64], u64) -> bool,
}

// The safe face of the table. Each method holds the one `unsafe` call of its entry point; the
// obligation (the CPU has the back end's features) holds for every `Ops` value (see [`Ops`]).
impl Ops {
    /// The back end these entry points belong to.
    #[inline(always)]
    pub(crate) fn backend(&self) -> Backend {
        self.backend
    }

    /// The probe mask the back end computes (for differential tests).
    #[cfg(test)]
    pub(crate) fn mask(&self, h32: u32, lanes: u16) -> Block {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.mask)(h32, lanes) }
    }

    /// This back end's table for filters of `layout`.
    #[inline]
    pub(crate) fn for_layout(&'static self, layout: Layout) -> &'static Ops {
        if self.layout == layout {
            self
        } else {
            self.other_layout
        }
    }

    /// Whether the key with hash `h` may be in `blocks`, a filter of the table's layout with `k`
    /// bits per key.
    #[inline(always)]
    pub(crate) fn contains_one(&self, blocks: &[Block], k: u32, h: u64) -> bool {
        // `k` is in 1..=16 for every filter; the callee masks the row into its tables anyway.
        let row = (k as usize).wrapping_sub(1);
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.contains_one)(blocks, h, row) }
    }

    /// Bit `i` set where filter `i` (blocks `blocks[i]`, row `rows[i] = k - 1`) may contain the
    /// key whose hash under that filter's seed is `hashes[i]`, or `hashes[0]` for every filter
    /// when `hashes` has one entry (filters that share a seed). All blocks are prefetched before
    /// the first test, so their misses overlap.
    ///
    /// # Panics
    /// If `rows` and `blocks` differ in length, if `hashes` has neither one entry nor one per
    /// filter, or if there are more than 64 filters.
    #[inline(always)]
    pub(crate) fn contains_multi(
        &self,
        blocks: &[&[Block]],
        rows: &[usize],
        hashes: &[u64],
    ) -> u64 {
        assert!(
            blocks.len() <= 64
                && rows.len() == blocks.len()
                && (hashes.len() == blocks.len() || hashes.len() == 1),
            "contains_multi: at most 64 filters, one row each, one hash each or one for all"
        );
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.contains_multi)(blocks, rows, hashes) }
    }

    /// Sets the bits of the key with hash `h` in `blocks` (a filter of the table's layout);
    /// whether a bit was unset before.
    #[inline(always)]
    pub(crate) fn insert_one(&self, p: Geometry, blocks: &mut [Block], h: u64) -> bool {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.insert_one)(p, blocks, h) }
    }

    /// The split-block mask the back end computes (for differential tests).
    #[cfg(test)]
    pub(crate) fn split_mask(&self, h32: u32) -> [u32; 8] {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.split_mask)(h32) }
    }

    /// Whether the key with hash `h` may be in `lines`, a counting filter with `k` counters per
    /// key (all of them non-zero).
    #[inline(always)]
    pub(crate) fn count_contains_one(&self, lines: &[Block], k: u32, h: u64) -> bool {
        let row = (k as usize).wrapping_sub(1);
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.count_contains_one)(lines, h, row) }
    }

    /// Counts the key with hash `h` into `lines`; whether one of its counters was zero.
    #[inline(always)]
    pub(crate) fn count_insert_one(&self, p: Geometry, lines: &mut [Block], h: u64) -> bool {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.count_insert_one)(p, lines, h) }
    }

    /// Uncounts the key with hash `h` from `lines` if all its counters are non-zero (see
    /// [`Ops`]'s `count_remove_one`); whether they were.
    #[inline(always)]
    pub(crate) fn count_remove_one(&self, p: Geometry, lines: &mut [Block], h: u64) -> bool {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.count_remove_one)(p, lines, h) }
    }

    /// Sets the key's bits in blocks seen as atomic words, with atomic OR; whether a bit was
    /// unset before (from the OR's old value).
    #[inline(always)]
    pub(crate) fn insert_atomic(&self, p: Geometry, words: &[AtomicU64], h: u64) -> bool {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.insert_atomic)(p, words, h) }
    }

    /// Tests the key against blocks seen as atomic words.
    #[inline(always)]
    pub(crate) fn contains_atomic(&self, p: Geometry, words: &[AtomicU64], h: u64) -> bool {
        // SAFETY: an `Ops` exists only for a back end whose features the CPU has (see `Ops`).
        unsafe { (self.contains_atomic)(p, words, h) }
    }
}

/// The compiled batch pipelines, one per back end and (for AVX-512) per multiply flavour. An
/// [`Ops`] names its own; [`on_path!`] turns it into a direct call of that pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Path {
    Scalar,
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// AVX-512F with the 64-bit multiply of xxh3 built from 32-bit products.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// AVX-512F and DQ: xxh3's 64-bit multiply in one `vpmullq`.
    #[cfg(target_arch = "x86_64")]
    Avx512Dq,
    #[cfg(target_arch = "aarch64")]
    Neon,
}
