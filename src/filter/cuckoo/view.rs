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

/// The read-only queries of [`CuckooRef`] on an owner with a `view()`, with the same names.
macro_rules! cuckoo_queries {
    ($ty:ty) => {
        impl $ty {
            /// See [`CuckooRef::hash`](crate::CuckooRef::hash).
            #[inline]
            pub fn hash<K: $crate::layout::key::Key + ?Sized>(&self, key: &K) -> u64 {
                self.view().hash(key)
            }
            /// See [`CuckooRef::contains`](crate::CuckooRef::contains).
            #[inline]
            pub fn contains<K: $crate::layout::key::Key + ?Sized>(&self, key: &K) -> bool {
                self.view().contains(key)
            }
            /// See [`CuckooRef::contains_hash`](crate::CuckooRef::contains_hash).
            #[inline]
            pub fn contains_hash(&self, hash: u64) -> bool {
                self.view().contains_hash(hash)
            }
            /// See [`CuckooRef::contains_batch`](crate::CuckooRef::contains_batch).
            ///
            /// # Panics
            /// If `keys` and `out` differ in length.
            pub fn contains_batch<K: $crate::layout::key::Key>(
                &self,
                keys: &[K],
                out: &mut [bool],
            ) {
                self.view().contains_batch(keys, out)
            }
            /// See [`CuckooRef::contains_hash_batch`](crate::CuckooRef::contains_hash_batch).
            ///
            /// # Panics
            /// If `hashes` and `out` differ in length.
            pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
                self.view().contains_hash_batch(hashes, out)
            }
            /// See [`CuckooRef::select`](crate::CuckooRef::select).
            ///
            /// # Panics
            /// If `keys` has more than 2^32 entries.
            pub fn select<K: $crate::layout::key::Key>(&self, keys: &[K], out: &mut Vec<u32>) {
                self.view().select(keys, out)
            }
            /// See [`CuckooRef::select_hashes`](crate::CuckooRef::select_hashes).
            ///
            /// # Panics
            /// If `hashes` has more than 2^32 entries.
            pub fn select_hashes(&self, hashes: &[u64], out: &mut Vec<u32>) {
                self.view().select_hashes(hashes, out)
            }
            /// See [`CuckooRef::contains_batch_bitmap`](crate::CuckooRef::contains_batch_bitmap).
            ///
            /// # Panics
            /// If `out` has fewer than `keys.len().div_ceil(64)` words.
            pub fn contains_batch_bitmap<K: $crate::layout::key::Key>(
                &self,
                keys: &[K],
                out: &mut [u64],
            ) {
                self.view().contains_batch_bitmap(keys, out)
            }
            /// See [`CuckooRef::contains_hash_batch_bitmap`](crate::CuckooRef::contains_hash_batch_bitmap).
            ///
            /// # Panics
            /// If `out` has fewer than `hashes.len().div_ceil(64)` words.
            pub fn contains_hash_batch_bitmap(&self, hashes: &[u64], out: &mut [u64]) {
                self.view().contains_hash_batch_bitmap(hashes, out)
            }
            /// See [`CuckooRef::count_batch`](crate::CuckooRef::count_batch).
            pub fn count_batch<K: $crate::layout::key::Key>(&self, keys: &[K]) -> usize {
                self.view().count_batch(keys)
            }
            /// See [`CuckooRef::count_hash_batch`](crate::CuckooRef::count_hash_batch).
            pub fn count_hash_batch(&self, hashes: &[u64]) -> usize {
                self.view().count_hash_batch(hashes)
            }
            /// See [`CuckooRef::insert_count`](crate::CuckooRef::insert_count).
            pub fn insert_count(&self) -> u64 {
                self.view().insert_count()
            }
            /// See [`CuckooRef::is_empty`](crate::CuckooRef::is_empty).
            pub fn is_empty(&self) -> bool {
                self.view().is_empty()
            }
            /// See [`CuckooRef::load_factor`](crate::CuckooRef::load_factor).
            pub fn load_factor(&self) -> f64 {
                self.view().load_factor()
            }
            /// See [`CuckooRef::size_bytes`](crate::CuckooRef::size_bytes).
            pub fn size_bytes(&self) -> usize {
                self.view().size_bytes()
            }
            /// See [`CuckooRef::num_buckets`](crate::CuckooRef::num_buckets).
            pub fn num_buckets(&self) -> usize {
                self.view().num_buckets()
            }
            /// See [`CuckooRef::num_slots`](crate::CuckooRef::num_slots).
            pub fn num_slots(&self) -> usize {
                self.view().num_slots()
            }
            /// See [`CuckooRef::fingerprint_bits`](crate::CuckooRef::fingerprint_bits).
            pub fn fingerprint_bits(&self) -> u32 {
                self.view().fingerprint_bits()
            }
            /// See [`CuckooRef::seed`](crate::CuckooRef::seed).
            pub fn seed(&self) -> u64 {
                self.view().seed()
            }
            /// See [`CuckooRef::backend`](crate::CuckooRef::backend).
            pub fn backend(&self) -> $crate::probe::Backend {
                self.view().backend()
            }
            /// See [`CuckooRef::backend_name`](crate::CuckooRef::backend_name).
            pub fn backend_name(&self) -> &'static str {
                self.view().backend_name()
            }
            /// See [`CuckooRef::as_bytes`](crate::CuckooRef::as_bytes).
            pub fn as_bytes(&self) -> &[u8] {
                self.view().as_bytes()
            }
            /// See [`CuckooRef::estimated_fpr`](crate::CuckooRef::estimated_fpr).
            pub fn estimated_fpr(&self) -> f64 {
                self.view().estimated_fpr()
            }
        }
    };
}
pub(crate) use cuckoo_queries;
