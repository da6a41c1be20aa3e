//! [`CuckooRef`]: every read-only query of a cuckoo table, written once and shared by the owned
//! [`CuckooFilter`](crate::CuckooFilter) and the mapped
//! [`MmapCuckooFilter`](crate::MmapCuckooFilter).

use crate::filter::windowed::{same_len, windowed_outputs, HashBatch};
use crate::layout::buckets::{self, Shape};
use crate::layout::key::Key;
use crate::probe::pipeline::{with_key_source, Bools, Hashes, Source};
use crate::probe::{self, Backend, Ops};

/// A borrowed, read-only view of a cuckoo filter's table: the query interface its owners share.
#[derive(Clone, Copy)]
pub struct CuckooRef<'a> {
    pub(crate) table: &'a [u8],
    pub(crate) shape: Shape,
    pub(crate) seed: u64,
    pub(crate) count: u64,
    pub(crate) ops: &'static Ops,
}

impl core::fmt::Debug for CuckooRef<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CuckooRef")
            .field("buckets", &self.shape.buckets)
            .field("fingerprint_bits", &self.shape.fp_bits)
            .field("seed", &self.seed)
            .field("insert_count", &self.count)
            .field("backend", &self.ops.backend())
            .finish()
    }
}

impl<'a> CuckooRef<'a> {
    /// The key's 64-bit hash under this filter's seed (what the `*_hash` calls take).
    #[inline]
    pub fn hash<K: Key + ?Sized>(&self, key: &K) -> u64 {
        key.key_hash(self.seed)
    }

    /// Whether `key` may be in the filter: `false` means it was never inserted (or was removed
    /// as often as it was inserted); `true` may be a false positive.
    #[inline]
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.hash(key))
    }

    /// [`contains`](Self::contains) for a pre-computed hash.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        buckets::contains(self.shape, self.table, hash)
    }

    /// `out[i]` = `contains(&keys[i])`, through the batch pipeline: the keys are hashed a chunk
    /// at a time (SIMD xxh3 for integer keys), then each chunk's buckets are prefetched and
    /// compared with the back end's vector compare.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        same_len("contains_batch: keys", keys.len(), out.len());
        with_key_source!(keys, self.seed, |src| self.contains_from(src, out));
    }

    /// Batched [`contains_hash`](Self::contains_hash).
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        same_len("contains_hash_batch: hashes", hashes.len(), out.len());
        self.contains_from(&Hashes(hashes), out);
    }

    fn contains_from(&self, src: &impl Source, out: &mut [bool]) {
        probe::contains_buckets(self.ops, self.shape, self.table, src, &mut Bools(out));
    }

    /// Fingerprints stored: successful inserts (duplicates included) minus removals.
    pub fn insert_count(&self) -> u64 {
        self.count
    }

    /// Whether no fingerprint is stored.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Stored fingerprints over slots (`4 × buckets`), in `0..=1`.
    pub fn load_factor(&self) -> f64 {
        self.count as f64 / self.shape.slots() as f64
    }

    /// Bytes of the table (`buckets × 4 × fingerprint_bits / 8`).
    pub fn size_bytes(&self) -> usize {
        self.table.len()
    }

    /// Buckets in the table (a power of two).
    pub fn num_buckets(&self) -> usize {
        self.shape.buckets
    }

    /// Fingerprint slots in the table: the most fingerprints it can ever hold.
    pub fn num_slots(&self) -> usize {
        self.shape.slots()
    }

    /// Fingerprint width in bits: 8 or 16.
    pub fn fingerprint_bits(&self) -> u32 {
        self.shape.fp_bits
    }

    /// The hash seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The back end whose pipeline the batch lookups run (the same as a [`Filter`](crate::Filter)'s
    /// on this CPU). The AVX-512 back end compares buckets with AVX2 instructions: eight keys'
    /// buckets already fill the narrower registers.
    pub fn backend(&self) -> Backend {
        self.ops.backend()
    }

    /// [`backend`](Self::backend)'s name: `scalar`, `avx2`, `avx512` or `neon`.
    pub fn backend_name(&self) -> &'static str {
        self.ops.backend().name()
    }

    /// The table's bytes, as FORMAT.md lays them out.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.table
    }

    /// The expected false-positive rate at the current load: `1 - (1 - 1/(2^f - 1))^(8·load)`
    /// (eight candidate slots, each holding a random non-zero fingerprint with probability
    /// `load`).
    pub fn estimated_fpr(&self) -> f64 {
        let per_slot = 1.0 / (((1u64 << self.shape.fp_bits) - 1) as f64);
        1.0 - (1.0 - per_slot).powf(8.0 * self.load_factor())
    }
}

impl HashBatch for CuckooRef<'_> {
    fn seed(&self) -> u64 {
        self.seed
    }
    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

windowed_outputs!(CuckooRef<'_>);

/// Gives an owner of a cuckoo table (the heap's [`CuckooFilter`](crate::CuckooFilter), the
/// mapping's [`MmapCuckooFilter`](crate::MmapCuckooFilter)) every query of [`CuckooRef`], each
/// calling its `view()`: the one list of the kind's read-only API.
macro_rules! cuckoo_queries {
    ($owner:ty) => {
        $crate::filter::forward::forward_view!(CuckooRef for $owner {
        fn load_factor(&self) -> f64;
        fn num_buckets(&self) -> usize;
        fn num_slots(&self) -> usize;
        fn fingerprint_bits(&self) -> u32;
        });
        $crate::filter::forward::forward_kind_queries!(CuckooRef for $owner);
    };
}
pub(crate) use cuckoo_queries;
