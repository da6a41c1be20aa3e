//! Zeroed, 64-byte-aligned block arrays. Large arrays come from an anonymous mapping aligned to
//! 2 MiB and advised `MADV_HUGEPAGE`: on the development machine that halves the cost of a random
//! DRAM lookup (~28 → ~14 ns per line at 1 GiB), because the global allocator only gets 4 KiB
//! pages and every lookup in a large filter otherwise also misses the TLB.
//!
//! Besides the allocator, this module holds the crate's other memory reinterpretations, each
//! audited once: blocks as bytes ([`as_bytes`], [`as_bytes_mut`]) and an owned array as atomic
//! words shared between threads ([`AtomicBlocks`]).

use core::ptr::NonNull;
use core::sync::atomic::AtomicU64;

use crate::error::{Error, ErrorKind};
use crate::layout::block::Block;

/// Arrays at least this large are mapped with huge pages requested.
const HUGE_THRESHOLD: usize = 4 << 20;
const HUGE_PAGE: usize = 2 << 20;

/// An owned, zeroed, 64-byte-aligned array of blocks (a filter's bits).
pub(crate) struct BlockBuf {
    /// The first block, in `owner`'s memory (which does not move when a `BlockBuf` does). Kept
    /// beside the owner with `len`, so that reading the array (every single-key lookup does) is
    /// two loads, not a match on the kind of owner.
    start: NonNull<Block>,
    len: usize,
    owner: Owner,
}

/// What holds a [`BlockBuf`]'s memory.
enum Owner {
    /// A `Vec<Block>` taken apart into `start`, `len` and this capacity, and put back together
    /// on drop: in between its buffer is reached only through `start`.
    Heap { capacity: usize },
    /// An anonymous mapping, held for its lifetime; `start` is inside it.
    #[allow(dead_code)] // held only to unmap on drop
    Mapped(memmap2::MmapMut),
}

// SAFETY: a `BlockBuf` owns its blocks exclusively, as a `Vec<Block>` does (which is `Send` and
// `Sync`): `&self` hands out only shared slices and `&mut self` the only mutable one, and the
// memory moves with the value to whichever thread owns it.
unsafe impl Send for BlockBuf {}
// SAFETY: as for `Send`.
unsafe impl Sync for BlockBuf {}

impl Drop for BlockBuf {
    fn drop(&mut self) {
        if let Owner::Heap { capacity } = self.owner {
            // SAFETY: `start`, `len` and `capacity` are the parts of the `Vec` that `heap` took
            // apart, unchanged since (the length of a `BlockBuf` never changes), and nothing
            // reaches the buffer after this.
            drop(unsafe { Vec::from_raw_parts(self.start.as_ptr(), self.len, capacity) });
        }
        // A mapping unmaps itself when `owner` drops.
    }
}

impl BlockBuf {
    /// `len` zeroed blocks, or a `TooLarge` error if the memory cannot be had.
    pub(crate) fn zeroed(len: usize) -> Result<Self, Error> {
        let bytes = len
            .checked_mul(64)
            .filter(|&b| b <= isize::MAX as usize / 2);
        let Some(bytes) = bytes else {
            return Err(too_large(len));
        };
        if bytes >= HUGE_THRESHOLD {
            // No heap fallback: if the kernel will not even reserve the address space, a heap
            // allocation of the same size would fail too (or, under a sanitizer, abort).
            return Self::mapped(len, bytes).ok_or_else(|| too_large(len));
        }
        let mut v = Vec::new();
        v.try_reserve_exact(len).map_err(|_| too_large(len))?;
        v.resize(len, Block::default());
        Ok(Self::heap(v))
    }

    fn heap(v: Vec<Block>) -> Self {
        let mut v = core::mem::ManuallyDrop::new(v);
        BlockBuf {
            start: NonNull::from(v.as_mut_slice()).cast::<Block>(),
            len: v.len(),
            owner: Owner::Heap {
                capacity: v.capacity(),
            },
        }
    }

    fn mapped(len: usize, bytes: usize) -> Option<Self> {
        let mut map = memmap2::MmapOptions::new()
            .len(bytes + HUGE_PAGE)
            .map_anon()
            .ok()?;
        let offset = map.as_ptr().align_offset(HUGE_PAGE);
        debug_assert!(offset < HUGE_PAGE);
        #[cfg(target_os = "linux")]
        {
            // Advice only: a kernel without transparent huge pages still gives a working mapping.
            let _ = map.advise_range(memmap2::Advice::HugePage, offset, bytes);
        }
        // `offset` aligns the start to 2 MiB, so to a block's 64 bytes, and the mapping holds
        // `offset + bytes` bytes.
        let start = NonNull::from(&mut map[offset..offset + bytes]).cast::<Block>();
        Some(BlockBuf {
            start,
            len,
            owner: Owner::Mapped(map),
        })
    }

    #[inline(always)]
    pub(crate) fn as_slice(&self) -> &[Block] {
        // SAFETY: `start` is 64-byte aligned and points to `len` initialised blocks that this
        // value owns (a vector's, or zeroed anonymous memory, where any bit pattern is a valid
        // `Block`); the borrow of `self` keeps them alive and unaliased by `&mut`.
        unsafe { core::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }

    #[inline(always)]
    pub(crate) fn as_mut_slice(&mut self) -> &mut [Block] {
        // SAFETY: as in `as_slice`; the `&mut self` borrow makes this the only reference.
        unsafe { core::slice::from_raw_parts_mut(self.start.as_ptr(), self.len) }
    }

    /// Whether the array was mapped with huge pages requested (the kernel may still decline).
    pub(crate) fn huge_pages_requested(&self) -> bool {
        matches!(self.owner, Owner::Mapped(_))
    }

    pub(crate) fn try_clone(&self) -> Result<Self, Error> {
        let src = self.as_slice();
        let mut copy = BlockBuf::zeroed(src.len())?;
        copy.as_mut_slice().copy_from_slice(src);
        Ok(copy)
    }
}

/// Blocks as bytes: block after block, lane `i` of a block at bytes `4i..4i+4` (little-endian,
/// the only byte order this crate builds for).
#[inline(always)]
pub(crate) fn as_bytes(blocks: &[Block]) -> &[u8] {
    // SAFETY: `Block` is `repr(C)` over `[u32; 16]`: 64 initialised bytes with no padding, so its
    // memory may be read as `u8`s (alignment 1); the length is exactly `64 * len`.
    unsafe { core::slice::from_raw_parts(blocks.as_ptr().cast::<u8>(), blocks.len() * 64) }
}

/// Blocks as writable bytes (for reading a file into them).
pub(crate) fn as_bytes_mut(blocks: &mut [Block]) -> &mut [u8] {
    // SAFETY: as in `as_bytes`; also every byte pattern is a valid `Block`, so writes through the
    // `u8` view cannot break an invariant, and the `&mut` borrow makes the view unique.
    unsafe { core::slice::from_raw_parts_mut(blocks.as_mut_ptr().cast::<u8>(), blocks.len() * 64) }
}

// A block is read and written as eight atomic 64-bit words.
const _: () = assert!(core::mem::size_of::<Block>() == 8 * core::mem::size_of::<AtomicU64>());

/// An owned block array that many threads read and write at once, as 64-bit atomic words (eight
/// per block, in memory order). Made from a [`BlockBuf`] and turned back into one without
/// copying.
pub(crate) struct AtomicBlocks {
    /// Owns the memory `words` points into; not touched again until `into_inner`.
    buf: BlockBuf,
    words: *const AtomicU64,
    num_blocks: usize,
}

// SAFETY: `words` points into `buf`, which this value owns (a heap or mapped buffer that does not
// move when the struct does); all access through it is atomic, so sharing it between threads is
// as safe as sharing a `&[AtomicU64]`, and moving it to another thread moves the owner with it.
unsafe impl Send for AtomicBlocks {}
// SAFETY: as for `Send`: `&self` methods only hand out the words, which are only used atomically.
unsafe impl Sync for AtomicBlocks {}

impl AtomicBlocks {
    pub(crate) fn new(mut buf: BlockBuf) -> AtomicBlocks {
        let slice = buf.as_mut_slice();
        let num_blocks = slice.len();
        let words = slice.as_mut_ptr().cast::<AtomicU64>().cast_const();
        AtomicBlocks {
            buf,
            words,
            num_blocks,
        }
    }

    /// The array as `8 * num_blocks` atomic words.
    #[inline(always)]
    pub(crate) fn words(&self) -> &[AtomicU64] {
        // SAFETY: `words` is the start of `buf`'s `num_blocks` blocks, 64-byte aligned (so 8-byte
        // aligned) and 8 initialised `u64`s per block; `AtomicU64` has the size, alignment and
        // bit validity of `u64`. Since `new` the buffer is reached only through this pointer, and
        // only atomically, until `into_inner` takes `self` by value, which ends every borrow
        // handed out here.
        unsafe { core::slice::from_raw_parts(self.words, self.num_blocks * 8) }
    }

    pub(crate) fn num_blocks(&self) -> usize {
        self.num_blocks
    }

    /// The plain array back (nothing is copied).
    pub(crate) fn into_inner(self) -> BlockBuf {
        self.buf
    }
}

fn too_large(len: usize) -> Error {
    Error::new(
        ErrorKind::TooLarge,
        format!(
            "could not allocate {len} blocks ({:.1} GiB) for the filter: ask for fewer keys or \
             a higher false-positive rate",
            len as f64 * 64.0 / (1u64 << 30) as f64
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_and_large_buffers_are_zeroed_and_aligned() {
        for len in [1, 3, 100, HUGE_THRESHOLD / 64 + 5] {
            let mut buf = BlockBuf::zeroed(len).unwrap();
            assert_eq!(buf.as_slice().len(), len);
            assert_eq!(buf.as_slice().as_ptr() as usize % 64, 0);
            assert!(buf.as_slice().iter().all(|b| *b == Block::default()));
            buf.as_mut_slice()[len - 1].0[15] = 7;
            let copy = buf.try_clone().unwrap();
            assert_eq!(copy.as_slice()[len - 1].0[15], 7);
        }
    }

    #[test]
    fn impossible_sizes_are_errors() {
        let err = BlockBuf::zeroed(usize::MAX / 32).err().unwrap();
        assert_eq!(err.kind(), ErrorKind::TooLarge);
    }
}
