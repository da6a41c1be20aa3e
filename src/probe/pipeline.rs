//! The batch pipeline: hash, block index, prefetch, then test (or set) and output, one chunk of
//! [`CHUNK`] keys at a time, with the next chunk's loads in flight while this one is tested.
//!
//! Everything here is `#[inline(always)]` and generic over the [`Kernel`], the kind of [`Line`]
//! (Bloom bits or counting counters), the key [`Source`] and the output [`Sink`], so each back end's `#[target_feature]` entry point (see
//! `entry_points!`) compiles the whole loop, hashing included, into one body: no call per key or
//! per chunk, and no bounds check on a block (the index is in range by construction).

use super::{prefetch_ptr, Kernel, Line, Probe};
use crate::layout::block::{lane_subset, Block};
use crate::layout::key::ShortXxh3;

/// Keys per chunk. Answers travel as one `u32` bit mask per chunk, so this is 32. The pipeline
/// prefetches one chunk ahead, so 32 to 64 block loads are in flight; measured on the development
/// machine (a 1 GiB filter, AVX-512), 16 left ~15% on the table and 64 gained nothing over 32.
pub(crate) const CHUNK: usize = 32;

/// Keys per SIMD hashing group: one AVX-512 register of `u64`s, two of AVX2.
pub(crate) const GROUP: usize = 8;

// The per-group steps below are plain index loops and array assignments rather than core's
// `zip`, `array::map` and `copy_from_slice`. Those are inlined only where the user's build runs
// LLVM's inliner across codegen units (cargo's default, `lto = false`, does): with `lto = "off"`
// and several codegen units each one stayed a call per group of eight keys, and the batch lookup
// of a filter in L2 took 10.7 ns a key instead of 2.5 (AVX-512). The pipeline is generic, so it
// is compiled in the user's crate, with the user's profile.

/// The [`GROUP`] elements of `s` from `at`.
#[inline(always)]
pub(crate) fn group<T>(s: &[T], at: usize) -> &[T; GROUP] {
    s[at..at + GROUP].first_chunk().expect("a full group")
}

/// The [`GROUP`] elements of `s` from `at`, to write.
#[inline(always)]
pub(crate) fn group_mut<T>(s: &mut [T], at: usize) -> &mut [T; GROUP] {
    s[at..at + GROUP].first_chunk_mut().expect("a full group")
}

/// `f` of each element of a group (as `array::map`, see above).
#[inline(always)]
#[allow(clippy::needless_range_loop)] // an iterator here is what the loop avoids
pub(crate) fn map_group<T: Copy, U: Copy + Default>(
    a: &[T; GROUP],
    f: impl Fn(T) -> U,
) -> [U; GROUP] {
    let mut out = [U::default(); GROUP];
    for i in 0..GROUP {
        out[i] = f(a[i]);
    }
    out
}

/// Where a batch's keys come from, and how to hash them.
pub(crate) trait Source {
    /// The number of keys.
    fn len(&self) -> usize;
    /// Writes the hashes of keys `start..start + len` to `out[..len]` (`len <= CHUNK`, and
    /// `start + len <= self.len()`).
    fn hash<K: Kernel>(&self, kern: K, start: usize, len: usize, out: &mut [u64; CHUNK]);

    /// Every key's hash, in order, for a caller that keeps them (the scalar kernel: the hashes
    /// are the same on every back end).
    #[cfg_attr(not(feature = "arrow"), allow(dead_code))] // Filter::insert_arrow
    fn hash_all(&self) -> Vec<u64>
    where
        Self: Sized,
    {
        let mut out = Vec::with_capacity(self.len());
        let mut chunk = [0u64; CHUNK];
        let mut start = 0;
        while start < self.len() {
            let len = CHUNK.min(self.len() - start);
            self.hash(super::scalar::Scalar, start, len, &mut chunk);
            out.extend_from_slice(&chunk[..len]);
            start += len;
        }
        out
    }
}

/// Pre-computed hashes.
pub(crate) struct Hashes<'a>(pub(crate) &'a [u64]);

impl Source for Hashes<'_> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.0.len()
    }
    #[inline(always)]
    fn hash<K: Kernel>(&self, _: K, start: usize, len: usize, out: &mut [u64; CHUNK]) {
        out[..len].copy_from_slice(&self.0[start..start + len]);
    }
}

/// A fixed-width integer key whose xxh3 the back ends compute [`GROUP`] at a time.
pub(crate) trait Word: Copy {
    /// Hashes a full group with the kernel's SIMD hashing.
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[Self; GROUP]) -> [u64; GROUP];
    /// Hashes one key (the tail of a chunk).
    fn hash_one(self, x: ShortXxh3) -> u64;
}

impl Word for u64 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[u64; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, keys)
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(self)
    }
}

impl Word for i64 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[i64; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, &map_group(keys, |k| k as u64))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(self as u64)
    }
}

// 4-byte keys hash as their value widened to 64 bits (FORMAT.md "Keys"): zero-extended for
// `u32`, sign-extended for `i32`, through the same 8-byte SIMD xxh3 as `u64`.
impl Word for u32 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[u32; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, &map_group(keys, u64::from))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(u64::from(self))
    }
}

impl Word for i32 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[i32; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, &map_group(keys, |k| i64::from(k) as u64))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(i64::from(self) as u64)
    }
}

/// Fixed-width integer keys, hashed [`GROUP`] per call of the kernel's SIMD xxh3.
pub(crate) struct Words<'a, W> {
    keys: &'a [W],
    xxh3: ShortXxh3,
}

impl<'a, W: Word> Words<'a, W> {
    pub(crate) fn new(keys: &'a [W], seed: u64) -> Self {
        Words {
            keys,
            xxh3: ShortXxh3::new(seed),
        }
    }
}

impl<W: Word> Source for Words<'_, W> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.keys.len()
    }
    #[inline(always)]
    fn hash<K: Kernel>(&self, kern: K, start: usize, len: usize, out: &mut [u64; CHUNK]) {
        let keys = &self.keys[start..start + len];
        let done = len / GROUP * GROUP;
        for g in 0..len / GROUP {
            let at = g * GROUP;
            *group_mut(out, at) = W::hash_group(kern, self.xxh3, group(keys, at));
        }
        for j in done..len {
            out[j] = keys[j].hash_one(self.xxh3);
        }
    }
}

/// Keys hashed one at a time by a closure (byte strings, Arrow string columns, any `Key`).
pub(crate) struct Each<F> {
    n: usize,
    hash_at: F,
}

impl<F: Fn(usize) -> u64> Each<F> {
    pub(crate) fn new(n: usize, hash_at: F) -> Self {
        Each { n, hash_at }
    }
}

impl<F: Fn(usize) -> u64> Source for Each<F> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn hash<K: Kernel>(&self, _: K, start: usize, len: usize, out: &mut [u64; CHUNK]) {
        for (i, o) in out[..len].iter_mut().enumerate() {
            *o = (self.hash_at)(start + i);
        }
    }
}

/// Runs `$body` with `$src` bound to the best [`Source`] for a slice of `Key`s: the SIMD-hashed
/// integer source for `u64`, `i64`, `u32` and `i32`, one key at a time for everything else.
macro_rules! with_key_source {
    ($keys:expr, $seed:expr, |$src:ident| $body:expr) => {{
        use $crate::layout::key::{Key, KeySlice};
        use $crate::probe::pipeline::{Each, Words};
        let (keys, seed) = ($keys, $seed);
        match Key::key_slice(keys) {
            KeySlice::U64(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::I64(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::U32(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::I32(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::Other(k) => {
                let $src = &Each::new(k.len(), |i| k[i].key_hash(seed));
                $body
            }
        }
    }};
}
pub(crate) use with_key_source;

/// Where a batch lookup's answers go: one bit mask per chunk, bit `j` for key `start + j`, or
/// the chunk's answers as they are (`BOOLS`).
pub(crate) trait Sink {
    /// Whether the sink takes the answers as `bool`s ([`put_bools`](Self::put_bools)) rather
    /// than as a mask ([`put`](Self::put)).
    const BOOLS: bool = false;
    /// Takes the answers for keys `start..start + len`; `start` is a multiple of [`CHUNK`] and
    /// `hits` has no bit at or above `len`.
    fn put(&mut self, start: usize, len: usize, hits: u32);
    /// Takes the answers for keys `start..start + hits.len()` (only called when `BOOLS`).
    #[inline(always)]
    fn put_bools(&mut self, _start: usize, _hits: &[bool]) {}
}

/// `out[i] = answer`.
pub(crate) struct Bools<'a>(pub(crate) &'a mut [bool]);

impl Sink for Bools<'_> {
    const BOOLS: bool = true;
    #[inline(always)]
    fn put(&mut self, _: usize, _: usize, _: u32) {}
    #[inline(always)]
    fn put_bools(&mut self, start: usize, hits: &[bool]) {
        self.0[start..start + hits.len()].copy_from_slice(hits);
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

/// One chunk in flight: its keys' hashes and block indices.
struct Stage {
    hashes: [u64; CHUNK],
    blocks: [usize; CHUNK],
    /// Lane-subset entries (`subset_index`), filled only for lookups (`Visit::SUBSETS`).
    subsets: [u32; CHUNK],
}

const EMPTY_STAGE: Stage = Stage {
    hashes: [0; CHUNK],
    blocks: [0; CHUNK],
    subsets: [0; CHUNK],
};

/// What the driver does with each chunk once its blocks are (being) loaded. A trait, not a
/// closure: a closure is a function of its own, compiled without the caller's target features,
/// so a kernel inlined into one that the optimiser does not inline would call every intrinsic.
trait Visit {
    /// Whether the visitor reads the stage's lane-subset entries.
    const SUBSETS: bool;
    /// Handles the stage's first `len` keys, `start..start + len`.
    fn chunk<K: Kernel>(&mut self, kern: K, p: Probe, start: usize, st: &Stage, len: usize);
}

/// Where the driver reads and prefetches blocks from.
#[derive(Clone, Copy)]
struct Target {
    /// Where block `first` lives (only prefetched through, never read).
    base: *const Block,
    /// The filter's block that `base` holds (non-zero for a sub-range).
    first: usize,
    prefetch: bool,
}

/// Hashes the chunk at `start` into `st`, computes its block indices (minus `t.first`) and
/// prefetches them when `t.prefetch`. Returns the chunk's length (0 past the end).
#[inline(always)]
fn fill<K: Kernel, V: Visit>(
    kern: K,
    p: Probe,
    t: Target,
    src: &impl Source,
    st: &mut Stage,
    start: usize,
) -> usize {
    let len = CHUNK.min(src.len() - start);
    if len == 0 {
        return 0;
    }
    src.hash(kern, start, len, &mut st.hashes);
    let groups = len.div_ceil(GROUP);
    for g in 0..groups {
        let at = g * GROUP;
        *group_mut(&mut st.blocks, at) = kern.block_indices(group(&st.hashes, at), p.num_blocks);
    }
    if V::SUBSETS {
        for g in 0..groups {
            let at = g * GROUP;
            *group_mut(&mut st.subsets, at) = kern.subset_indices(group(&st.hashes, at));
        }
    }
    if t.first != 0 {
        for b in &mut st.blocks[..len] {
            *b = b.wrapping_sub(t.first);
        }
    }
    if t.prefetch {
        for &b in &st.blocks[..len] {
            prefetch_ptr(t.base.wrapping_add(b).cast());
        }
    }
    len
}

/// The driver: fills chunk `c + 1` (hashes, block indices, prefetches) before visiting chunk
/// `c`, so one chunk's loads overlap the tests of the one before. Chunks run in key order, so
/// inserts driven by it equal the same single inserts.
#[inline(always)]
fn drive<K: Kernel, V: Visit>(kern: K, p: Probe, t: Target, src: &impl Source, visit: &mut V) {
    // Two stages used in turn, swapped by reference (by value it cost a copy per chunk).
    let (mut a, mut b) = (EMPTY_STAGE, EMPTY_STAGE);
    let (mut now, mut next) = (&mut a, &mut b);
    let mut start = 0;
    let mut len = fill::<K, V>(kern, p, t, src, now, 0);
    while len > 0 {
        let next_len = fill::<K, V>(kern, p, t, src, next, start + len);
        visit.chunk(kern, p, start, now, len);
        start += len;
        len = next_len;
        core::mem::swap(&mut now, &mut next);
    }
}

/// The lookup visitor: tests each key and hands the chunk's answer mask to the sink.
struct Test<'a, L, O> {
    line: L,
    blocks: &'a [Block],
    sink: &'a mut O,
}

impl<L: Line, O: Sink> Visit for Test<'_, L, O> {
    const SUBSETS: bool = true;
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, p: Probe, start: usize, st: &Stage, len: usize) {
        let mut hits = [false; CHUNK];
        // A full chunk gets a loop of constant trip count, which the compiler unrolls.
        if len == CHUNK {
            self.test(kern, p, st, &mut hits);
        } else {
            self.test(kern, p, st, &mut hits[..len]);
        }
        if O::BOOLS {
            self.sink.put_bools(start, &hits[..len]);
        } else {
            self.sink.put(start, len, kern.pack(&hits, len));
        }
    }
}

impl<L: Line, O> Test<'_, L, O> {
    /// `hits[j]` = whether the stage's key `j` may be a member.
    #[inline(always)]
    fn test<K: Kernel>(&self, kern: K, p: Probe, st: &Stage, hits: &mut [bool]) {
        if K::UNROLL != 4 {
            for (j, hit) in hits.iter_mut().enumerate() {
                *hit = self.test_one(kern, p, st, j);
            }
            return;
        }
        let done = hits.len() / 4 * 4;
        for (q, four) in hits[..done].chunks_exact_mut(4).enumerate() {
            for (u, hit) in four.iter_mut().enumerate() {
                *hit = self.test_one(kern, p, st, 4 * q + u);
            }
        }
        for (j, hit) in hits.iter_mut().enumerate().skip(done) {
            *hit = self.test_one(kern, p, st, j);
        }
    }

    #[inline(always)]
    fn test_one<K: Kernel>(&self, kern: K, p: Probe, st: &Stage, j: usize) -> bool {
        let b = st.blocks[j];
        // SAFETY: `b = block_index(h, n)` with `n = p.num_blocks = blocks.len()` (asserted in
        // `contains`), and `block_index` is below `n` for every `h` (`Kernel::block_indices`
        // computes the same value).
        let block = unsafe { self.blocks.get_unchecked(b) };
        self.line
            .test(kern, block, st.hashes[j] as u32, st.subsets[j], p)
    }
}

/// The insert visitor.
struct Set<'a, L> {
    line: L,
    blocks: &'a mut [Block],
    /// Whether `blocks` is the whole filter (so indices need no check).
    whole: bool,
}

impl<L: Line> Visit for Set<'_, L> {
    const SUBSETS: bool = false;
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, p: Probe, _: usize, st: &Stage, len: usize) {
        for j in 0..len {
            let (h, b) = (st.hashes[j], st.blocks[j]);
            let block = if self.whole {
                // SAFETY: `b = block_index(h, p.num_blocks)` is below `p.num_blocks`, which is
                // `blocks.len()` when `whole` (see `insert`).
                unsafe { self.blocks.get_unchecked_mut(b) }
            } else {
                &mut self.blocks[b]
            };
            let h32 = h as u32;
            self.line.set(kern, block, h32, lane_subset(h32, p.subsets));
        }
    }
}

/// The insert visitor that reports, per key, whether it was new.
struct SetNew<'a, L> {
    line: L,
    blocks: &'a mut [Block],
    new: &'a mut [bool],
}

impl<L: Line> Visit for SetNew<'_, L> {
    const SUBSETS: bool = false;
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, p: Probe, start: usize, st: &Stage, len: usize) {
        let out = &mut self.new[start..start + len];
        for (j, new) in out.iter_mut().enumerate() {
            let (h, b) = (st.hashes[j], st.blocks[j]);
            // SAFETY: `b = block_index(h, p.num_blocks)` is below `p.num_blocks`, which is
            // `blocks.len()` (asserted in `insert_new`).
            let block = unsafe { self.blocks.get_unchecked_mut(b) };
            let h32 = h as u32;
            *new = self.line.add(kern, block, h32, lane_subset(h32, p.subsets));
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
    p: Probe,
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
    drive(kern, p, t, src, &mut SetNew { line, blocks, new });
}

/// Tests every key of `src` against `blocks`, handing the answers to `sink`.
///
/// # Panics
/// If `blocks` is not the whole filter `p` describes.
#[inline(always)]
pub(crate) fn contains<K: Kernel>(
    kern: K,
    line: impl Line,
    p: Probe,
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
    drive(kern, p, t, src, &mut Test { line, blocks, sink });
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
    p: Probe,
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
    drive(
        kern,
        p,
        t,
        src,
        &mut Set {
            line,
            blocks,
            whole,
        },
    );
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
