//! The batch pipeline: hash, block index, prefetch, then test (or set) and output, one chunk of
//! [`CHUNK`] keys at a time, with the next chunk's loads in flight while this one is tested.
//!
//! Everything here is `#[inline(always)]` and generic over the [`Kernel`], the key [`Source`] and
//! the output [`Sink`], so each back end's `#[target_feature]` entry point (see
//! `entry_points!`) compiles the whole loop, hashing included, into one body: no call per key or
//! per chunk, and no bounds check on a block (the index is in range by construction).

use super::{prefetch_ptr, Kernel, Probe};
use crate::layout::block::{lane_subset, Block};
use crate::layout::key::ShortXxh3;

/// Keys per chunk. Answers travel as one `u32` bit mask per chunk, so this is 32. The pipeline
/// prefetches one chunk ahead, so 32 to 64 block loads are in flight; measured on the development
/// machine (a 1 GiB filter, AVX-512), 16 left ~15% on the table and 64 gained nothing over 32.
pub(crate) const CHUNK: usize = 32;

/// Keys per SIMD hashing group: one AVX-512 register of `u64`s, two of AVX2.
pub(crate) const GROUP: usize = 8;

/// Where a batch's keys come from, and how to hash them.
pub(crate) trait Source {
    /// The number of keys.
    fn len(&self) -> usize;
    /// Writes the hashes of keys `start..start + len` to `out[..len]` (`len <= CHUNK`, and
    /// `start + len <= self.len()`).
    fn hash<K: Kernel>(&self, kern: K, start: usize, len: usize, out: &mut [u64; CHUNK]);
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
        kern.hash_u64s(x, &keys.map(|k| k as u64))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(self as u64)
    }
}

impl Word for u32 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[u32; GROUP]) -> [u64; GROUP] {
        kern.hash_u32s(x, keys)
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u32(self)
    }
}

impl Word for i32 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[i32; GROUP]) -> [u64; GROUP] {
        kern.hash_u32s(x, &keys.map(|k| k as u32))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u32(self as u32)
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
        let mut groups = keys.chunks_exact(GROUP);
        let mut outs = out.chunks_exact_mut(GROUP);
        for (g, o) in groups.by_ref().zip(outs.by_ref()) {
            let g: &[W; GROUP] = g.try_into().expect("a full group");
            o.copy_from_slice(&W::hash_group(kern, self.xxh3, g));
        }
        let done = len - groups.remainder().len();
        for (o, &k) in out[done..len].iter_mut().zip(groups.remainder()) {
            *o = k.hash_one(self.xxh3);
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

/// Where a batch lookup's answers go: one bit mask per chunk, bit `j` for key `start + j`.
pub(crate) trait Sink {
    /// Takes the answers for keys `start..start + len`; `start` is a multiple of [`CHUNK`] and
    /// `hits` has no bit at or above `len`.
    fn put(&mut self, start: usize, len: usize, hits: u32);
}

/// `out[i] = answer`.
pub(crate) struct Bools<'a>(pub(crate) &'a mut [bool]);

/// Eight answer bits to eight `bool` bytes (bit `j` to byte `j`), little-endian.
static SPREAD: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut j = 0;
        while j < 8 {
            t[b] |= ((b as u64 >> j) & 1) << (8 * j);
            j += 1;
        }
        b += 1;
    }
    t
};

impl Sink for Bools<'_> {
    #[inline(always)]
    fn put(&mut self, start: usize, len: usize, hits: u32) {
        let bytes: [u8; CHUNK] = {
            let w = hits.to_le_bytes().map(|b| SPREAD[b as usize].to_le_bytes());
            // Flattening [[u8; 8]; 4] to [u8; 32].
            core::array::from_fn(|i| w[i / 8][i % 8])
        };
        for (o, &b) in self.0[start..start + len].iter_mut().zip(&bytes) {
            *o = b != 0;
        }
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
}

/// The driver: fills chunk `c + 1` (hashes, block indices, prefetches when `prefetch`) before
/// calling `run(start, hashes, block_indices)` on chunk `c`. Chunks run in key order, so inserts
/// driven by it equal the same single inserts. Block indices are `block_index(hash,
/// p.num_blocks) - first`; `base` is where block `first` lives (only prefetched, never read).
#[inline(always)]
fn drive<K: Kernel>(
    kern: K,
    p: Probe,
    base: *const Block,
    first: usize,
    src: &impl Source,
    prefetch: bool,
    mut run: impl FnMut(usize, &[u64], &[usize]),
) {
    let n = src.len();
    let fill = |st: &mut Stage, start: usize| {
        let len = CHUNK.min(n - start);
        if len == 0 {
            return 0;
        }
        src.hash(kern, start, len, &mut st.hashes);
        let groups = len.div_ceil(GROUP);
        for (h, b) in st.hashes[..groups * GROUP]
            .chunks_exact(GROUP)
            .zip(st.blocks.chunks_exact_mut(GROUP))
        {
            let h: &[u64; GROUP] = h.try_into().expect("a full group");
            b.copy_from_slice(&kern.block_indices(h, p.num_blocks));
        }
        if first != 0 {
            for b in &mut st.blocks[..len] {
                *b = b.wrapping_sub(first);
            }
        }
        if prefetch {
            for &b in &st.blocks[..len] {
                prefetch_ptr(base.wrapping_add(b).cast());
            }
        }
        len
    };
    // Two stages used in turn (swapping them by value cost a copy per chunk).
    let mut stages = [
        Stage {
            hashes: [0; CHUNK],
            blocks: [0; CHUNK],
        },
        Stage {
            hashes: [0; CHUNK],
            blocks: [0; CHUNK],
        },
    ];
    let mut start = 0;
    let mut len = fill(&mut stages[0], 0);
    let mut turn = 0;
    while len > 0 {
        let next_len = fill(&mut stages[turn ^ 1], start + len);
        let st = &stages[turn];
        run(start, &st.hashes[..len], &st.blocks[..len]);
        start += len;
        len = next_len;
        turn ^= 1;
    }
}

/// Tests every key of `src` against `blocks`, handing the answers to `sink`.
///
/// # Panics
/// If `blocks` is not the whole filter `p` describes.
#[inline(always)]
pub(crate) fn contains<K: Kernel>(
    kern: K,
    p: Probe,
    blocks: &[Block],
    src: &impl Source,
    sink: &mut impl Sink,
    prefetch: bool,
) {
    assert_eq!(blocks.len(), p.num_blocks, "a probe of another filter");
    drive(
        kern,
        p,
        blocks.as_ptr(),
        0,
        src,
        prefetch,
        |start, hashes, idx| {
            let mut hits = 0u32;
            for (j, (&h, &b)) in hashes.iter().zip(idx).enumerate() {
                // SAFETY: `b = block_index(h, n)` with `n = p.num_blocks = blocks.len()` (asserted
                // above), and `block_index` is below `n` for every `h` (`Kernel::block_indices`
                // computes the same value).
                let block = unsafe { blocks.get_unchecked(b) };
                let h32 = h as u32;
                let hit = kern.contains(block, h32, lane_subset(h32, p.subsets));
                hits |= u32::from(hit) << j;
            }
            sink.put(start, hashes.len(), hits);
        },
    );
}

/// Sets every key of `src` in `blocks`, which is the sub-range of the filter `p` describes that
/// starts at block `first` (the whole filter when `first` is 0).
///
/// # Panics
/// If a key's block is outside `blocks` (for a sub-range, the caller partitioned them wrongly).
#[inline(always)]
pub(crate) fn insert<K: Kernel>(
    kern: K,
    p: Probe,
    blocks: &mut [Block],
    first: usize,
    src: &impl Source,
    prefetch: bool,
) {
    let whole = first == 0 && blocks.len() == p.num_blocks;
    let base = blocks.as_ptr();
    drive(kern, p, base, first, src, prefetch, |_, hashes, idx| {
        for (&h, &b) in hashes.iter().zip(idx) {
            let block = if whole {
                // SAFETY: `b = block_index(h, p.num_blocks)` is below `p.num_blocks`, which is
                // `blocks.len()` here (checked in `whole`).
                unsafe { blocks.get_unchecked_mut(b) }
            } else {
                &mut blocks[b]
            };
            let h32 = h as u32;
            kern.insert(block, h32, lane_subset(h32, p.subsets));
        }
    });
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
