//! [`FilterRef`]: the one read-only query interface. The owned [`Filter`](crate::Filter), the
//! mapped [`MmapFilter`](crate::MmapFilter) and the writable [`MmapFilterMut`](crate::MmapFilterMut)
//! each hand out a view, and [`forward_queries!`] gives all three the view's methods, so the
//! query code exists once (here and in `batch/`) and the owners cannot
//! drift apart.

use crate::layout::block::Block;
use crate::layout::estimate;
use crate::layout::key::Key;
use crate::layout::split::{self, Layout};
use crate::probe::pipeline::{Bools, Hashes};
use crate::probe::{self, Backend, Geometry, Ops};

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
    pub(crate) inserted: u64,
    pub(crate) layout: Layout,
}

impl core::fmt::Debug for FilterRef<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("FilterRef")?;
        self.fmt_shape(f)
    }
}

impl<'a> FilterRef<'a> {
    /// The shape as a `Debug` struct body: what every view owner's `Debug` prints after its name.
    pub(crate) fn fmt_shape(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("")
            .field("num_blocks", &self.num_blocks())
            .field("layout", &self.layout)
            .field("num_hashes", &self.k)
            .field("seed", &self.seed)
            .field("backend", &self.backend())
            .field("insert_count", &self.inserted)
            .finish_non_exhaustive()
    }

    #[inline(always)]
    pub(crate) fn probe(&self) -> Geometry {
        Geometry::with_layout(self.blocks.len(), self.k, self.layout)
    }

    /// The bit layout.
    pub fn layout(&self) -> Layout {
        self.layout
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
    ///
    /// One indirect call to the filter's back end; none in a build compiled with that back
    /// end's target features (`-C target-cpu=native`, `-C target-feature=+avx2`), where the
    /// kernel inlines into the caller. [`pin`](Self::pin) gives a direct call in any build.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        probe::direct::contains_static(self.ops, self.layout, self.blocks, self.k, hash)
    }

    /// Tests many keys at once, writing `out[i] = self.contains(&keys[i])`. Hashes a chunk of keys
    /// and prefetches their blocks before testing, so many cache misses are in flight at once:
    /// on a filter larger than the caches this is several times faster than a loop of
    /// [`contains`](Self::contains).
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        assert_eq!(
            keys.len(),
            out.len(),
            "contains_batch: keys and out differ in length"
        );
        let (ops, p, blocks) = (self.ops, self.probe(), self.blocks);
        probe::pipeline::with_key_source!(keys, self.seed, |src| {
            probe::contains_batch(ops, p, blocks, src, &mut Bools(out))
        });
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
        let src = Hashes(hashes);
        probe::contains_batch(self.ops, self.probe(), self.blocks, &src, &mut Bools(out));
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
        self.ops.backend()
    }

    /// The same view with its lookups on `backend`; the answers do not change (every back end
    /// tests the same bits). Errors if this CPU lacks it.
    ///
    /// ```
    /// use linebloom::{Backend, Filter, FilterRef};
    ///
    /// let mut f = Filter::with_fpr(100, 0.01)?;
    /// f.insert("x");
    /// let image = linebloom::AlignedBytes::copy_from(&f.to_image());
    /// let view = FilterRef::from_image(&image)?.with_backend(Backend::Scalar)?;
    /// assert!(view.contains("x") && view.backend_name() == "scalar");
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn with_backend(self, backend: Backend) -> Result<FilterRef<'a>, crate::error::Error> {
        Ok(FilterRef {
            ops: backend.require_for(self.layout)?,
            ..self
        })
    }

    /// The back end's name (`scalar`, `avx2`, `avx512`, `neon`), for benchmark output and bug
    /// reports.
    pub fn backend_name(&self) -> &'static str {
        self.ops.backend().name()
    }

    /// How many inserts were made (every `insert*` call counts its keys, repeats included;
    /// `union` adds the other filter's count). Stored in saved files.
    pub fn insert_count(&self) -> u64 {
        self.inserted
    }

    /// Whether no bit is set (no key was inserted since creation or the last `clear`).
    pub fn is_empty(&self) -> bool {
        self.blocks.iter().all(|b| *b == Block::default())
    }

    /// The bit array as bytes, in the file format's block layout.
    pub fn as_bytes(&self) -> &'a [u8] {
        crate::alloc::as_bytes(self.blocks)
    }

    /// The fraction of bits set.
    pub fn fill_ratio(&self) -> f64 {
        estimate::fill_ratio(self.blocks)
    }

    /// The false-positive rate a key never inserted sees now, computed block by block from the
    /// bits: the mean over blocks of P(all `k` probe bits set), where a query uses `k` random
    /// lanes and one random bit in each. Averaging per block matters: the k-th power of the mean
    /// fill underestimates a blocked filter's FPR, since fuller blocks weigh more.
    pub fn estimated_fpr(&self) -> f64 {
        match self.layout {
            Layout::Blocked => estimate::fpr(self.blocks, self.k as usize),
            Layout::SplitBlock => split::estimated_fpr(self.blocks, self.k),
        }
    }

    /// An estimate of the number of distinct keys inserted, inverting each block's expected fill
    /// `512 (1 - (1 - k/512)^j)` for its key count `j` and summing over blocks. Saturated blocks
    /// make it a lower bound.
    pub fn estimated_len(&self) -> f64 {
        match self.layout {
            Layout::Blocked => estimate::distinct_keys(self.blocks, self.k as usize),
            Layout::SplitBlock => split::estimated_len(self.blocks, self.k),
        }
    }
}

/// Gives a filter type that has `fn view(&self) -> FilterRef<'_>` every read-only method of
/// [`FilterRef`], each a one-line call through the view. This is the one forwarding mechanism:
/// a query added to `FilterRef` and listed here reaches every owner at once.
macro_rules! forward_queries {
    ($($ty:ty),*) => {$(
        impl $ty {
            /// The key's hash under the filter's seed: what the `*_hash` methods take. Filters
            /// with the same seed share hashes. See [`FilterRef::hash`].
            #[inline]
            pub fn hash<K: $crate::layout::key::Key + ?Sized>(&self, key: &K) -> u64 {
                self.view().hash(key)
            }

            /// Whether the key may have been inserted: `false` means it certainly was not. See
            /// [`FilterRef::contains`].
            #[inline]
            pub fn contains<K: $crate::layout::key::Key + ?Sized>(&self, key: &K) -> bool {
                self.view().contains(key)
            }

            /// Whether a key with this 64-bit hash may have been inserted. See
            /// [`FilterRef::contains_hash`].
            #[inline]
            pub fn contains_hash(&self, hash: u64) -> bool {
                self.view().contains_hash(hash)
            }

            /// Bits set per key (`k`).
            pub fn num_hashes(&self) -> u32 {
                self.view().num_hashes()
            }

            /// The bit layout. See [`FilterRef::layout`].
            pub fn layout(&self) -> $crate::Layout {
                self.view().layout()
            }

            /// Number of 64-byte blocks.
            pub fn num_blocks(&self) -> usize {
                self.view().num_blocks()
            }

            /// Memory held by the bit array, in bytes (`64 * num_blocks`).
            pub fn size_bytes(&self) -> usize {
                self.view().size_bytes()
            }

            /// The hash seed.
            pub fn seed(&self) -> u64 {
                self.view().seed()
            }

            /// The back end that computes probe masks.
            pub fn backend(&self) -> $crate::probe::Backend {
                self.view().backend()
            }

            /// The back end's name (`scalar`, `avx2`, `avx512`, `neon`), for benchmark output and
            /// bug reports.
            pub fn backend_name(&self) -> &'static str {
                self.view().backend_name()
            }

            /// See [`FilterRef::insert_count`].
            pub fn insert_count(&self) -> u64 {
                self.view().insert_count()
            }

            /// See [`FilterRef::is_empty`].
            pub fn is_empty(&self) -> bool {
                self.view().is_empty()
            }

            /// The bit array as bytes, in the file format's block layout: block after block, each
            /// block 16 lanes of 32 bits in little-endian order. Identical on every back end and
            /// target.
            pub fn as_bytes(&self) -> &[u8] {
                self.view().as_bytes()
            }

            /// The fraction of bits set. See [`FilterRef::fill_ratio`].
            pub fn fill_ratio(&self) -> f64 {
                self.view().fill_ratio()
            }

            /// See [`FilterRef::estimated_fpr`].
            pub fn estimated_fpr(&self) -> f64 {
                self.view().estimated_fpr()
            }

            /// See [`FilterRef::estimated_len`].
            pub fn estimated_len(&self) -> f64 {
                self.view().estimated_len()
            }
        }
        $crate::filter::forward::forward_batch_outputs!(FilterRef for $ty);
    )*};
}

pub(crate) use forward_queries;
