//! The concurrent filter's stages of the batch pipeline: its blocks are shared as 64-bit atomic
//! words (eight per block), so a key's test loads the words and its insert ORs them atomically
//! (the per-key bodies below, which are also the back ends' single-key entry points). The
//! places (block indices), the prefetch, the hashing and the driver are the Bloom filter's.

use super::group::CHUNK;
use super::kernel::{Geometry, Kernel};
use super::pipeline::{drive, place_lines, put_mask, Lines, Sink, Source, Stage, Target, Visit};
use crate::layout::block::{block_index, lane_subset, Block};
use core::sync::atomic::{AtomicU64, Ordering};

/// The eight atomic words of block `b`.
#[inline(always)]
fn words_of(words: &[AtomicU64], b: usize) -> &[AtomicU64; 8] {
    words[b * 8..b * 8 + 8].try_into().expect("eight words")
}

/// Sets the key's bits in the blocks of `words` with atomic OR; whether a bit was unset before.
#[inline(always)]
pub(super) fn insert_one<K: Kernel>(kern: K, p: Geometry, words: &[AtomicU64], h: u64) -> bool {
    insert_at(kern, p, words, block_index(h, p.num_blocks), h)
}

/// [`insert_one`] into block `b`, the key's `block_index` (the batch has it from its places).
#[inline(always)]
fn insert_at<K: Kernel>(kern: K, p: Geometry, words: &[AtomicU64], b: usize, h: u64) -> bool {
    let h32 = h as u32;
    let mask = kern.mask(h32, lane_subset(h32, p.subsets));
    let block = words_of(words, b);
    let mut new = false;
    for (word, m) in block.iter().zip(mask.to_words()) {
        // The plain load skips the locked OR (tens of cycles, and a cache-line write that
        // other cores must see) when the bits are already there, which grows common as the
        // filter fills. Of two threads inserting the same key at once, only the one whose
        // OR set a bit sees it as new.
        if m != 0 && word.load(Ordering::Relaxed) & m != m {
            new |= word.fetch_or(m, Ordering::Relaxed) & m != m;
        }
    }
    new
}

/// Whether every bit of the key is set in the blocks of `words`.
#[inline(always)]
pub(super) fn contains_one<K: Kernel>(kern: K, p: Geometry, words: &[AtomicU64], h: u64) -> bool {
    contains_at(kern, p, words, block_index(h, p.num_blocks), h)
}

/// [`contains_one`] in block `b`, the key's `block_index`.
#[inline(always)]
fn contains_at<K: Kernel>(kern: K, p: Geometry, words: &[AtomicU64], b: usize, h: u64) -> bool {
    let h32 = h as u32;
    let block = words_of(words, b);
    let copy = Block::from_words(core::array::from_fn(|i| block[i].load(Ordering::Relaxed)));
    kern.contains(&copy, h32, lane_subset(h32, p.subsets))
}

/// The insert visitor over atomic words.
struct AtomicSet<'a> {
    p: Geometry,
    t: Target,
    words: &'a [AtomicU64],
}

impl Visit for AtomicSet<'_> {
    type Places = Lines;
    const NOWHERE: Lines = Lines::EMPTY;
    #[inline(always)]
    fn place<K: Kernel>(&self, kern: K, hashes: &[u64; CHUNK], len: usize, at: &mut Lines) {
        place_lines::<K, super::line::Bits>(kern, self.p, self.t, false, hashes, len, at);
    }
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, _: usize, st: &Stage<Lines>, len: usize) {
        for j in 0..len {
            insert_at(kern, self.p, self.words, st.at.block(j), st.hashes[j]);
        }
    }
}

/// The lookup visitor over atomic words.
struct AtomicTest<'a, O> {
    p: Geometry,
    t: Target,
    words: &'a [AtomicU64],
    sink: &'a mut O,
}

impl<O: Sink> Visit for AtomicTest<'_, O> {
    type Places = Lines;
    const NOWHERE: Lines = Lines::EMPTY;
    #[inline(always)]
    fn place<K: Kernel>(&self, kern: K, hashes: &[u64; CHUNK], len: usize, at: &mut Lines) {
        place_lines::<K, super::line::Bits>(kern, self.p, self.t, false, hashes, len, at);
    }
    #[inline(always)]
    fn chunk<K: Kernel>(&mut self, kern: K, start: usize, st: &Stage<Lines>, len: usize) {
        let mut hits = 0u32;
        for j in 0..len {
            let (b, h) = (st.at.block(j), st.hashes[j]);
            hits |= u32::from(contains_at(kern, self.p, self.words, b, h)) << j;
        }
        put_mask(self.sink, start, len, hits);
    }
}

/// Where the driver prefetches `words`' blocks from.
#[inline(always)]
fn target(words: &[AtomicU64], prefetch: bool) -> Target {
    Target {
        base: words.as_ptr().cast::<Block>(),
        first: 0,
        prefetch,
    }
}

/// Inserts every key of `src` into the blocks of `words` (eight words a block), in order.
///
/// # Panics
/// If `words` is not the whole filter `p` describes.
#[inline(always)]
pub(super) fn insert<K: Kernel>(
    kern: K,
    p: Geometry,
    words: &[AtomicU64],
    src: &impl Source,
    prefetch: bool,
) {
    assert_eq!(words.len(), 8 * p.num_blocks, "a probe of another filter");
    let t = target(words, prefetch);
    drive(kern, src, &mut AtomicSet { p, t, words });
}

/// Tests every key of `src` against the blocks of `words`, handing the answers to `sink`.
///
/// # Panics
/// If `words` is not the whole filter `p` describes.
#[inline(always)]
pub(super) fn contains<K: Kernel>(
    kern: K,
    p: Geometry,
    words: &[AtomicU64],
    src: &impl Source,
    sink: &mut impl Sink,
    prefetch: bool,
) {
    assert_eq!(words.len(), 8 * p.num_blocks, "a probe of another filter");
    let t = target(words, prefetch);
    drive(kern, src, &mut AtomicTest { p, t, words, sink });
}
