//! [`FilterRef`]: the one read-only query interface, shared by the owned [`Filter`] and the
//! memory-mapped [`MmapFilter`](crate::MmapFilter). Both hand out a view; the query code exists
//! once, here.

use crate::block::{Block, SELECT};
use crate::hash::Key;
use crate::probe::{self, Backend, Ops, Probe};

/// A borrowed, read-only view of a filter's blocks and shape, wherever the blocks live.
///
/// ```
/// let mut f = linebloom::Filter::with_fpr(100, 0.01)?;
/// f.insert("x");
/// let view = f.view();
/// assert!(view.contains("x"));
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct FilterRef<'a> {
    pub(crate) blocks: &'a [Block],
    pub(crate) k: u32,
    pub(crate) seed: u64,
    pub(crate) ops: &'static Ops,
}

impl<'a> FilterRef<'a> {
    #[inline(always)]
    pub(crate) fn probe(&self) -> Probe {
        Probe {
            num_blocks: self.blocks.len(),
            select: &SELECT[self.k as usize - 1],
        }
    }

    /// The key's hash under the filter's seed.
    #[inline]
    pub fn hash<K: Key + ?Sized>(&self, key: &K) -> u64 {
        key.key_hash(self.seed)
    }

    /// Whether the key may have been inserted: `false` means it certainly was not.
    #[inline]
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.hash(key))
    }

    /// Whether a key with this 64-bit hash may have been inserted.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        // SAFETY: `self.ops` came from `Backend::require`, which checked the CPU features.
        unsafe { (self.ops.contains_one)(self.probe(), self.blocks, hash) }
    }

    /// Batched [`contains`](Self::contains): hashes a chunk, prefetches its blocks, then tests.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        assert_eq!(
            keys.len(),
            out.len(),
            "contains_batch: keys and out differ in length"
        );
        let seed = self.seed;
        probe::contains_batch(
            self.ops,
            self.probe(),
            self.blocks,
            |i| keys[i].key_hash(seed),
            out,
        );
    }

    /// Batched [`contains_hash`](Self::contains_hash).
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        assert_eq!(
            hashes.len(),
            out.len(),
            "contains_hash_batch: hashes and out differ in length"
        );
        probe::contains_batch(self.ops, self.probe(), self.blocks, |i| hashes[i], out);
    }

    /// Bits set per key (`k`).
    pub fn num_hashes(&self) -> u32 {
        self.k
    }

    /// Number of 64-byte blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Bytes of the bit array.
    pub fn size_bytes(&self) -> usize {
        self.blocks.len() * 64
    }

    /// The hash seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The back end that tests probe masks.
    pub fn backend(&self) -> Backend {
        self.ops.backend
    }

    /// The bit array as bytes, in the file format's block layout.
    pub fn as_bytes(&self) -> &'a [u8] {
        // SAFETY: `Block` is `repr(C)` over `[u32; 16]`: 64 initialised bytes with no padding, so
        // its memory may be read as `u8`s (alignment 1); the length is exactly `64 * len`.
        unsafe {
            core::slice::from_raw_parts(self.blocks.as_ptr().cast::<u8>(), self.blocks.len() * 64)
        }
    }
}
