//! The batch pipeline: hash, place (block index, or a cuckoo table's bucket pair), prefetch, then
//! test (or set) and output, one chunk of [`CHUNK`] keys at a time, with the next chunk's loads
//! in flight while this one is tested. [`drive`] is the one driver; a [`Visit`] says where a
//! chunk's keys go and what to do there.
//!
//! Everything here is `#[inline(always)]` and generic over the [`Kernel`], the kind of [`Line`]
//! (Bloom bits or counting counters), the key [`Source`] and the output [`Sink`], so each back
//! end's `#[target_feature]` entry point (see `entry_points!`) compiles the whole loop, hashing
//! included, into one body: no call per key or per chunk, and no bounds check on a block (the
//! index is in range by construction).

use super::kernel::{Geometry, Kernel, SubsetIndex};
use super::line::{split_entry, Kind, Line};
use super::prefetch::prefetch_ptr;
use crate::layout::block::{lane_subset, Block};
use crate::layout::split::{split_place, ALL_LANES};
// The pipeline's face to the rest of the crate: its chunk and group helpers and its key sources.
use super::group::{group, group_mut};
pub(crate) use super::group::{CHUNK, GROUP};
pub(crate) use super::source::{with_key_source, Hashes, Source};

/// Where a batch lookup's answers go: one bit mask per chunk, bit `j` for key `start + j`, or
/// the chunk's answers as they are (`BOOLS`).
pub(crate) trait Sink {
    /// Whether the sink takes the answers as `bool`s, written in place into
    /// [`bools`](Self::bools), rather than as a mask ([`put`](Self::put)).
    const BOOLS: bool = false;
    /// Takes the answers for keys `start..start + len`; `start` is a multiple of [`CHUNK`] and
    /// `hits` has no bit at or above `len`.
    fn put(&mut self, start: usize, len: usize, hits: u32);
    /// Where the answers for keys `start..start + len` go, one `bool` each (only called when
    /// `BOOLS`). The test loop stores straight into it: answers stored to a stack array and
    /// then copied cost a `memcpy` call per chunk, whose vector loads also waited on the 32
    /// byte stores before them (a failed store forward).
    #[inline(always)]
    fn bools(&mut self, _start: usize, _len: usize) -> &mut [bool] {
        &mut []
    }
}

/// `out[i] = answer`.
pub(crate) struct Bools<'a>(pub(crate) &'a mut [bool]);

impl Sink for Bools<'_> {
    const BOOLS: bool = true;
    #[inline(always)]
    fn put(&mut self, _: usize, _: usize, _: u32) {}
    #[inline(always)]
    fn bools(&mut self, start: usize, len: usize) -> &mut [bool] {
        &mut self.0[start..start + len]
    }
}

/// Bit `i % 64` of word `i / 64`; the words must be zero to begin with.
pub(crate) struct Bitmap<'a>(pub(crate) &'a mut [u64]);

impl Sink for Bitmap<'_> {
    #[inline(always)]
    fn put(&mut self, start: usize, _: usize, hits: u32) {
        // CHUNK = 32 divides 64: a chunk fills one half of one word.
        self.0[start / 64] |= u64::from(hits) << (start % 64);
    }
}

/// The indices of the hits, appended in order (a selection vector).
pub(crate) struct Selection<'a>(pub(crate) &'a mut Vec<u32>);

impl Sink for Selection<'_> {
    #[inline(always)]
    fn put(&mut self, start: usize, _: usize, mut hits: u32) {
        let base = start as u32; // callers check that every index fits a u32
        while hits != 0 {
            self.0.push(base + hits.trailing_zeros());
            hits &= hits - 1;
        }
    }
}

/// The number of hits.
pub(crate) struct Count(pub(crate) usize);

impl Sink for Count {
    #[inline(always)]
    fn put(&mut self, _: usize, _: usize, hits: u32) {
        self.0 += hits.count_ones() as usize;
    }
}

/// One chunk in flight: its keys' hashes and where they go in the table.
pub(super) struct Stage<P> {
    pub(super) hashes: [u64; CHUNK],
    pub(super) at: P,
}

/// A chunk's places in a table of 64-byte lines (Bloom blocks, counting lines).
#[derive(Clone, Copy)]
pub(super) struct Lines {
    /// Byte offsets of the blocks from the visitor's `Target::base` (64 × the block index): the
    /// test loop adds one to the base instead of shifting an index per key.
    offsets: [usize; CHUNK],
    /// Lane-subset entries (`subset_index`), filled only for lookups.
    subsets: [SubsetIndex; CHUNK],
}

impl Lines {
    pub(super) const EMPTY: Lines = Lines {
        offsets: [0; CHUNK],
        subsets: [SubsetIndex::ZERO; CHUNK],
    };

    /// Key `j`'s block, counted from the visitor's `Target::first`.
    #[inline(always)]
    pub(super) fn block(&self, j: usize) -> usize {
        self.offsets[j] / 64
    }
}

/// What the driver does with each chunk: where its keys go (and the prefetch of those places),
/// then what it does there. A trait, not closures: a closure is a function of its own, compiled
/// without the caller's target features, so a kernel inlined into one that the optimiser does not
/// inline would call every intrinsic.
pub(super) trait Visit {
    /// A chunk's places (block indices, or a cuckoo table's bucket pairs and fingerprints).
    type Places;
    /// The places before the first chunk. Entries past a short chunk's length keep values from
    /// an earlier chunk or these, so every entry is always a valid place.
    const NOWHERE: Self::Places;
    /// Computes the places of the first `len` of `hashes` and starts their loads.
    fn place<K: Kernel>(&self, kern: K, hashes: &[u64; CHUNK], len: usize, at: &mut Self::Places);
    /// Handles the stage's first `len` keys, `start..start + len`.
    fn chunk<K: Kernel>(&mut self, kern: K, start: usize, st: &Stage<Self::Places>, len: usize);
}

/// Where the driver reads and prefetches blocks from.
#[derive(Clone, Copy)]
pub(super) struct Target {
    /// Where block `first` lives (only prefetched through, never read).
    pub(super) base: *const Block,
    /// The filter's block that `base` holds (non-zero for a sub-range).
    pub(super) first: usize,
    pub(super) prefetch: bool,
}

/// The places of a chunk in a table of lines: byte offsets from `t.base` (the block index minus
/// `t.first`, times 64), and the lane-subset entries when `subsets`; prefetches the blocks when
/// `t.prefetch`.
#[inline(always)]
#[allow(clippy::needless_range_loop)] // index loops: see `group::map_group`
pub(super) fn place_lines<K: Kernel, L: Line>(
    kern: K,
    p: Geometry,
    t: Target,
    subsets: bool,
    hashes: &[u64; CHUNK],
    len: usize,
    at: &mut Lines,
) {
    let groups = len.div_ceil(GROUP);
    if matches!(L::KIND, Kind::Split | Kind::SplitLanes) {
        // The split layout: the line of the key's split block, and in `subsets` its half (and
        // with `k` < 8 its lanes, as `Line::lanes` packs them: below `SUBSET_LEN`).
        for j in 0..len {
            let (b, half) = split_place(hashes[j], p.num_blocks);
            at.offsets[j] = b.wrapping_sub(t.first).wrapping_mul(64);
            let entry = if L::KIND == Kind::SplitLanes {
                half as u32 | u32::from(lane_subset(hashes[j] as u32, p.subsets)) << 1
            } else {
                half as u32
            };
            at.subsets[j] = SubsetIndex::new(entry);
        }
        if t.prefetch {
            for &off in &at.offsets[..len] {
                prefetch_ptr(t.base.cast::<u8>().wrapping_add(off));
            }
        }
        return;
    }
    for g in 0..groups {
        let i = g * GROUP;
        let blocks = kern.block_indices(group(hashes, i), p.num_blocks);
        let offsets = group_mut(&mut at.offsets, i);
        for j in 0..GROUP {
            offsets[j] = blocks[j].wrapping_sub(t.first).wrapping_mul(64);
        }
    }
    if subsets {
        for g in 0..groups {
            let i = g * GROUP;
            let entries = kern.subset_indices(group(hashes, i));
            for j in 0..GROUP {
                at.subsets[i + j] = SubsetIndex::new(entries[j]);
            }
        }
    }
    if t.prefetch {
        for &off in &at.offsets[..len] {
            prefetch_ptr(t.base.cast::<u8>().wrapping_add(off));
        }
    }
}

/// Hands a chunk's answers, bit `j` of `hits` for key `start + j` (no bit at or above `len`), to
/// `sink` as it takes them: the stages that test a key at a time into a mask (the cuckoo table,
/// the atomic words) share it.
#[inline(always)]
pub(super) fn put_mask<O: Sink>(sink: &mut O, start: usize, len: usize, hits: u32) {
    if O::BOOLS {
        for (j, a) in sink.bools(start, len).iter_mut().enumerate() {
            *a = hits >> j & 1 != 0;
        }
    } else {
        sink.put(start, len, hits);
    }
}

/// Hashes the chunk at `start` into `st` and places it. Returns the chunk's length (0 past the
/// end).
#[inline(always)]
fn fill<K: Kernel, V: Visit>(
    kern: K,
    src: &impl Source,
    visit: &V,
    st: &mut Stage<V::Places>,
    start: usize,
) -> usize {
    let len = CHUNK.min(src.len() - start);
    if len == 0 {
        return 0;
    }
    src.hash(kern, start, len, &mut st.hashes);
    visit.place(kern, &st.hashes, len, &mut st.at);
    len
}

/// The one batch driver: fills chunk `c + 1` (hashes, places, prefetches) before visiting chunk
/// `c`, so one chunk's loads overlap the tests of the one before. Chunks run in key order, so
/// inserts driven by it equal the same single inserts.
#[inline(always)]
pub(super) fn drive<K: Kernel, V: Visit>(kern: K, src: &impl Source, visit: &mut V) {
    // Two stages used in turn, swapped by reference (by value it cost a copy per chunk).
    let mut a = Stage {
        hashes: [0; CHUNK],
        at: V::NOWHERE,
    };
    let mut b = Stage {
        hashes: [0; CHUNK],
        at: V::NOWHERE,
    };
    let (mut now, mut next) = (&mut a, &mut b);
    let mut start = 0;
    let mut len = fill(kern, src, visit, now, 0);
    while len > 0 {
        let next_len = fill(kern, src, visit, next, start + len);
        visit.chunk(kern, start, now, len);
        start += len;
        len = next_len;
        core::mem::swap(&mut now, &mut next);
    }
}

/// The lookup visitor: tests each key and hands the chunk's answer mask to the sink.
struct Test<'a, L, O> {
    line: L,
    p: Geometry,
    t: Target,
    blocks: &'a [Block],
    sink: &'a mut O,
}

impl<L: Line, O: Sink> Visit for Test<'_, L, O> {
    type Places = Lines;
    const NOWHERE: Lines = Lines::EMPTY;
    #[inline(always)]
    fn place<K: Kernel>(&self, kern: K, hashes: &[u64; CHUNK], len: usize, at: &mut Lines) {
        place_lines::<K, L>(kern, self.p, self.t, true, hashes, len, at);
    }
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, start: usize, st: &Stage<Lines>, len: usize) {
        // By value, so that the geometry stays in registers through the loop.
        let t = Tester {
            kern,
            line: self.line,
            p: self.p,
            blocks: self.blocks,
        };
        if O::BOOLS {
            let out = self.sink.bools(start, len);
            // A full chunk gets a loop of constant trip count, which the compiler unrolls.
            match <&mut [bool; CHUNK]>::try_from(&mut *out) {
                Ok(all) => t.all(st, all),
                Err(_) => t.all(st, out),
            }
            return;
        }
        let mut hits = [false; CHUNK];
        if len == CHUNK {
            t.all(st, &mut hits);
        } else {
            t.all(st, &mut hits[..len]);
        }
        self.sink.put(start, len, kern.pack(&hits, len));
    }
}

/// What the lookup's test loop reads besides the stage, copied out of [`Test`] so that the loop
/// can write into `Test`'s sink while it runs.
#[derive(Clone, Copy)]
struct Tester<'a, K, L> {
    kern: K,
    line: L,
    p: Geometry,
    blocks: &'a [Block],
}

impl<K: Kernel, L: Line> Tester<'_, K, L> {
    /// `hits[j]` = whether the stage's key `j` may be a member.
    #[inline(always)]
    fn all(self, st: &Stage<Lines>, hits: &mut [bool]) {
        if matches!(L::KIND, Kind::Split | Kind::SplitLanes) {
            // Split blocks two keys at a time (`Kernel::split_contains2`, `split_contains2_in`).
            let done = hits.len() / 2 * 2;
            for (q, two) in hits[..done].chunks_exact_mut(2).enumerate() {
                let (a, b) = (self.split(st, 2 * q), self.split(st, 2 * q + 1));
                let (x, y) = if L::KIND == Kind::Split {
                    self.kern.split_contains2((a.0, a.1, a.2), (b.0, b.1, b.2))
                } else {
                    self.kern.split_contains2_in(a, b)
                };
                two[0] = x;
                two[1] = y;
            }
            for (j, hit) in hits.iter_mut().enumerate().skip(done) {
                *hit = self.one(st, j);
            }
            return;
        }
        if K::UNROLL != 4 {
            for (j, hit) in hits.iter_mut().enumerate() {
                *hit = self.one(st, j);
            }
            return;
        }
        let done = hits.len() / 4 * 4;
        for (q, four) in hits[..done].chunks_exact_mut(4).enumerate() {
            for (u, hit) in four.iter_mut().enumerate() {
                *hit = self.one(st, 4 * q + u);
            }
        }
        for (j, hit) in hits.iter_mut().enumerate().skip(done) {
            *hit = self.one(st, j);
        }
    }

    /// The stage's key `j`'s split block as `Kernel::split_contains2_in` takes it: its line, its
    /// half, its low hash bits and its lanes (all eight for `Kind::Split`).
    #[inline(always)]
    fn split(self, st: &Stage<Lines>, j: usize) -> (&Block, usize, u32, u8) {
        // SAFETY: as in `one`.
        let block = unsafe { &*self.blocks.as_ptr().byte_add(st.at.offsets[j]) };
        let (half, lanes) = match L::KIND {
            Kind::SplitLanes => split_entry(st.at.subsets[j].raw() as u16),
            _ => (st.at.subsets[j].raw() as usize, ALL_LANES),
        };
        (block, half, st.hashes[j] as u32, lanes)
    }

    /// Whether the stage's key `j` may be a member.
    #[inline(always)]
    fn one(self, st: &Stage<Lines>, j: usize) -> bool {
        // SAFETY: the offset is `64 * b`, `b = block_index(h, n)` with `n = p.num_blocks =
        // blocks.len()` (asserted in `contains`, whose `Target` has `first` 0), and
        // `block_index` is below `n` for every `h` (`Kernel::block_indices` computes the same
        // value; for the split layout `b` is `split_place(h, n).0`, `s / 2` for `s < 2n`, also
        // below `n`): a whole block of `blocks`, 64-byte aligned as every `Block` is.
        let block = unsafe { &*self.blocks.as_ptr().byte_add(st.at.offsets[j]) };
        let (h32, sub) = (st.hashes[j] as u32, st.at.subsets[j]);
        self.line.test(self.kern, block, h32, sub, self.p)
    }
}

/// The insert visitor.
struct Set<'a, L> {
    line: L,
    p: Geometry,
    t: Target,
    blocks: &'a mut [Block],
    /// Whether `blocks` is the whole filter (so indices need no check).
    whole: bool,
}

impl<L: Line> Visit for Set<'_, L> {
    type Places = Lines;
    const NOWHERE: Lines = Lines::EMPTY;
    #[inline(always)]
    fn place<K: Kernel>(&self, kern: K, hashes: &[u64; CHUNK], len: usize, at: &mut Lines) {
        place_lines::<K, L>(kern, self.p, self.t, false, hashes, len, at);
    }
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, _: usize, st: &Stage<Lines>, len: usize) {
        for j in 0..len {
            let h = st.hashes[j];
            let block = if self.whole {
                // SAFETY: the offset is `64 * b`, `b = block_index(h, p.num_blocks)` (or the
                // split layout's `split_place(h, p.num_blocks).0`) below `p.num_blocks`, which is `blocks.len()` when `whole` (see `insert`): a whole
                // block of `blocks`, aligned as every `Block` is, borrowed mutably.
                unsafe { &mut *self.blocks.as_mut_ptr().byte_add(st.at.offsets[j]) }
            } else {
                &mut self.blocks[st.at.block(j)]
            };
            let lanes = self.line.lanes(h, self.p);
            self.line.set(kern, block, h as u32, lanes);
        }
    }
}

/// The insert visitor that reports, per key, whether it was new.
struct SetNew<'a, L> {
    line: L,
    p: Geometry,
    t: Target,
    blocks: &'a mut [Block],
    new: &'a mut [bool],
}

impl<L: Line> Visit for SetNew<'_, L> {
    type Places = Lines;
    const NOWHERE: Lines = Lines::EMPTY;
    #[inline(always)]
    fn place<K: Kernel>(&self, kern: K, hashes: &[u64; CHUNK], len: usize, at: &mut Lines) {
        place_lines::<K, L>(kern, self.p, self.t, false, hashes, len, at);
    }
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, start: usize, st: &Stage<Lines>, len: usize) {
        let out = &mut self.new[start..start + len];
        for (j, new) in out.iter_mut().enumerate() {
            let h = st.hashes[j];
            // SAFETY: the offset is `64 * b`, `b = block_index(h, p.num_blocks)` (or the split
            // layout's `split_place(h, p.num_blocks).0`) below `p.num_blocks`, which is `blocks.len()` (asserted in `insert_new`): a whole block
            // of `blocks`, aligned as every `Block` is, borrowed mutably.
            let block = unsafe { &mut *self.blocks.as_mut_ptr().byte_add(st.at.offsets[j]) };
            let lanes = self.line.lanes(h, self.p);
            *new = self.line.add(kern, block, h as u32, lanes);
        }
    }
}

/// Sets every key of `src` in `blocks` (the whole filter), in order, writing `new[i]` = whether
/// key `i` had a bit unset when it was inserted (so a repeat within the batch is not new).
///
/// # Panics
/// If `blocks` is not the whole filter `p` describes, or `new` is shorter than `src`.
#[inline(always)]
pub(crate) fn insert_new<K: Kernel>(
    kern: K,
    line: impl Line,
    p: Geometry,
    blocks: &mut [Block],
    src: &impl Source,
    new: &mut [bool],
    prefetch: bool,
) {
    assert_eq!(blocks.len(), p.num_blocks, "a probe of another filter");
    assert!(
        new.len() >= src.len(),
        "insert_new: out is shorter than the keys"
    );
    let t = Target {
        base: blocks.as_ptr(),
        first: 0,
        prefetch,
    };
    let mut visit = SetNew {
        line,
        p,
        t,
        blocks,
        new,
    };
    drive(kern, src, &mut visit);
}

/// Tests every key of `src` against `blocks`, handing the answers to `sink`.
///
/// # Panics
/// If `blocks` is not the whole filter `p` describes.
#[inline(always)]
pub(crate) fn contains<K: Kernel>(
    kern: K,
    line: impl Line,
    p: Geometry,
    blocks: &[Block],
    src: &impl Source,
    sink: &mut impl Sink,
    prefetch: bool,
) {
    assert_eq!(blocks.len(), p.num_blocks, "a probe of another filter");
    let t = Target {
        base: blocks.as_ptr(),
        first: 0,
        prefetch,
    };
    let mut visit = Test {
        line,
        p,
        t,
        blocks,
        sink,
    };
    drive(kern, src, &mut visit);
}

/// Sets every key of `src` in `blocks`, which is the sub-range of the filter `p` describes that
/// starts at block `first` (the whole filter when `first` is 0).
///
/// # Panics
/// If a key's block is outside `blocks` (for a sub-range, the caller partitioned them wrongly).
#[inline(always)]
pub(crate) fn insert<K: Kernel>(
    kern: K,
    line: impl Line,
    p: Geometry,
    blocks: &mut [Block],
    first: usize,
    src: &impl Source,
    prefetch: bool,
) {
    let whole = first == 0 && blocks.len() == p.num_blocks;
    let t = Target {
        base: blocks.as_ptr(),
        first,
        prefetch,
    };
    let mut visit = Set {
        line,
        p,
        t,
        blocks,
        whole,
    };
    drive(kern, src, &mut visit);
}

/// Writes the hashes of keys `first..first + out.len()` of `src` to `out`.
#[inline(always)]
pub(crate) fn hash<K: Kernel>(kern: K, src: &impl Source, first: usize, out: &mut [u64]) {
    let mut buf = [0u64; CHUNK];
    for (c, o) in out.chunks_mut(CHUNK).enumerate() {
        src.hash(kern, first + c * CHUNK, o.len(), &mut buf);
        o.copy_from_slice(&buf[..o.len()]);
    }
}
