//! [`Filter`], the owned blocked Bloom filter, and its [`FilterBuilder`].

use crate::alloc::BlockBuf;
use crate::error::Error;
use crate::filter::view::FilterRef;
use crate::filter::view_mut::FilterMut;
use crate::layout::block::Block;
#[cfg(test)]
use crate::layout::block::{lane_subset, LANE_SUBSETS};
use crate::layout::key::Key;
use crate::layout::sizing::{self, Model, Shape};
use crate::layout::split::{Layout, SPLIT_K};
use crate::probe::{Backend, Ops};

/// A blocked Bloom filter: every key sets and tests `k` bits inside one 64-byte block, so a
/// lookup touches one cache line. It never gives a false negative.
///
/// ```
/// use linebloom::Filter;
///
/// let mut f = Filter::with_fpr(1_000, 0.01)?;
/// f.insert("apple");
/// f.insert(&42u64);
/// assert!(f.contains("apple") && f.contains(&42u64));
///
/// let keys = [1u64, 2, 3, 42];
/// let mut found = [false; 4];
/// f.contains_batch(&keys, &mut found);
/// assert!(found[3]);
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct Filter {
    blocks: BlockBuf,
    k: u32,
    seed: u64,
    ops: &'static Ops,
    /// Insert calls made (not distinct keys); recorded in saved files.
    inserted: u64,
    layout: Layout,
}

impl Filter {
    /// A filter for `expected_items` keys whose false-positive rate, once they are all inserted,
    /// is at most `fpr` under this layout's model ([`expected_fpr`](crate::expected_fpr)).
    ///
    /// Errors if `expected_items` is 0 or above 2^48, if `fpr` is not strictly between 0 and 1
    /// (or is below what 256 bits per key reach), or if the memory cannot be allocated.
    pub fn with_fpr(expected_items: u64, fpr: f64) -> Result<Filter, Error> {
        Filter::builder()
            .expected_items(expected_items)
            .fpr(fpr)
            .build()
    }

    /// A filter for `expected_items` keys at `bits_per_key` bits of memory per key (1 to 256),
    /// with the `k` that minimises the false-positive rate at that density.
    pub fn with_bits_per_key(expected_items: u64, bits_per_key: f64) -> Result<Filter, Error> {
        Filter::builder()
            .expected_items(expected_items)
            .bits_per_key(bits_per_key)
            .build()
    }

    /// A split-block filter ([`Layout::SplitBlock`]) holding `bitset`, Parquet's split block
    /// Bloom filter bitset (the bytes after its Thrift header, `Sbbf::write_bitset`'s output):
    /// the same bits, so it answers [`contains_hash`](Self::contains_hash) as Parquet's
    /// `check_hash` does for the same 64-bit hashes (Parquet hashes a value with xxHash64, seed
    /// 0, of its plain encoding: use `*_hash` methods with those hashes, not `insert`/`contains`,
    /// which hash with this crate's xxh3). [`as_bytes`](Self::as_bytes) gives the bitset back.
    ///
    /// Errors unless `bitset` is a non-empty whole number of 64-byte lines (an even number of
    /// 32-byte split blocks: Parquet's power-of-two sizes from 64 bytes up all are).
    pub fn from_parquet_bitset(bitset: &[u8]) -> Result<Filter, Error> {
        if bitset.is_empty() || !bitset.len().is_multiple_of(64) {
            return Err(Error::invalid(format!(
                "a Parquet bitset of {} bytes: this crate holds split-block filters of a \
                 non-zero whole number of 64-byte lines (an even number of 32-byte blocks)",
                bitset.len()
            )));
        }
        let mut f = Filter::from_parts_in(Layout::SplitBlock, bitset.len() / 64, SPLIT_K, 0, None)?;
        f.bytes_mut().copy_from_slice(bitset);
        Ok(f)
    }

    /// A builder for the less common knobs: seed, a fixed `k`, a forced back end.
    pub fn builder() -> FilterBuilder {
        FilterBuilder::default()
    }

    pub(crate) fn from_parts(
        num_blocks: usize,
        k: u32,
        seed: u64,
        backend: Option<Backend>,
    ) -> Result<Filter, Error> {
        Filter::from_parts_in(Layout::Blocked, num_blocks, k, seed, backend)
    }

    /// [`from_parts`](Self::from_parts) for a layout: for the split-block layout `num_blocks`
    /// counts 64-byte lines (two split blocks each) and `k` must be 8.
    pub(crate) fn from_parts_in(
        layout: Layout,
        num_blocks: usize,
        k: u32,
        seed: u64,
        backend: Option<Backend>,
    ) -> Result<Filter, Error> {
        sizing::check_hashes(k)?;
        if layout == Layout::SplitBlock {
            sizing::check_split_hashes(k)?;
        }
        if layout == Layout::SplitBlock && num_blocks > (u32::MAX / 2) as usize {
            return Err(Error::new(
                crate::ErrorKind::TooLarge,
                format!(
                    "a split-block filter has at most 2^32 - 2 split blocks (Parquet's block \
                     index is 32 bits); {num_blocks} lines of two is more"
                ),
            ));
        }
        if num_blocks == 0 {
            return Err(Error::invalid("a filter needs at least one block"));
        }
        let ops = backend
            .unwrap_or_else(Backend::detect)
            .require_for(layout)?;
        Ok(Filter {
            blocks: BlockBuf::zeroed(num_blocks)?,
            k,
            seed,
            ops,
            inserted: 0,
            layout,
        })
    }

    /// A borrowed read-only view: the query interface shared with
    /// [`MmapFilter`](crate::MmapFilter).
    #[inline(always)]
    pub fn view(&self) -> FilterRef<'_> {
        FilterRef {
            blocks: self.blocks.as_slice(),
            k: self.k,
            seed: self.seed,
            ops: self.ops,
            inserted: self.inserted,
            layout: self.layout,
        }
    }

    /// A borrowed writable view: the insert interface shared with
    /// [`MmapFilterMut`](crate::MmapFilterMut) (every method of [`FilterMut`] is also on
    /// `Filter` itself).
    #[inline(always)]
    pub fn view_mut(&mut self) -> FilterMut<'_> {
        FilterMut {
            blocks: self.blocks.as_mut_slice(),
            k: self.k,
            seed: self.seed,
            ops: self.ops,
            inserted: &mut self.inserted,
            layout: self.layout,
        }
    }

    pub(crate) fn set_insert_count(&mut self, n: u64) {
        self.inserted = n;
    }

    /// Switches to another back end. The bits do not change (every back end sets the same ones);
    /// errors if this CPU lacks `backend`.
    pub fn set_backend(&mut self, backend: Backend) -> Result<(), Error> {
        self.ops = backend.require_for(self.layout)?;
        Ok(())
    }

    /// Whether the array was mapped with transparent huge pages requested (done for filters of
    /// 4 MiB and more; the kernel may still decline).
    pub fn huge_pages_requested(&self) -> bool {
        self.blocks.huge_pages_requested()
    }

    /// A copy, or an error if its memory cannot be allocated (`Clone` panics instead).
    pub fn try_clone(&self) -> Result<Filter, Error> {
        Ok(Filter {
            blocks: self.blocks.try_clone()?,
            ..*self
        })
    }

    /// The bit array as writable bytes (for reading a file into it).
    pub(crate) fn bytes_mut(&mut self) -> &mut [u8] {
        crate::alloc::as_bytes_mut(self.blocks.as_mut_slice())
    }

    /// Takes the filter apart: blocks, k, seed, back end, insert count.
    pub(crate) fn into_parts(self) -> (BlockBuf, u32, u64, &'static Ops, u64) {
        (self.blocks, self.k, self.seed, self.ops, self.inserted)
    }

    /// The inverse of [`into_parts`](Self::into_parts) for a blocked-layout filter (the
    /// concurrent filter's, the only caller).
    pub(crate) fn from_raw_parts(
        blocks: BlockBuf,
        k: u32,
        seed: u64,
        ops: &'static Ops,
        inserted: u64,
    ) -> Filter {
        Filter {
            blocks,
            k,
            seed,
            ops,
            inserted,
            layout: Layout::Blocked,
        }
    }

    #[cfg_attr(not(feature = "parallel"), allow(dead_code))]
    pub(crate) fn ops(&self) -> &'static Ops {
        self.ops
    }

    pub(crate) fn blocks(&self) -> &[Block] {
        self.blocks.as_slice()
    }

    pub(crate) fn blocks_mut(&mut self) -> &mut [Block] {
        self.blocks.as_mut_slice()
    }

    /// The probe mask the back end computes for `hash` (for differential tests).
    #[cfg(test)]
    pub(crate) fn mask_of(&self, hash: u64) -> Block {
        let h32 = hash as u32;
        self.ops
            .mask(h32, lane_subset(h32, &LANE_SUBSETS[self.k as usize - 1]))
    }

    /// Allocates an empty filter of the same shape, seed, layout and back end.
    pub(crate) fn empty_like(&self, num_blocks: usize) -> Result<Filter, Error> {
        Filter::from_parts_in(
            self.layout,
            num_blocks,
            self.k,
            self.seed,
            Some(self.backend()),
        )
    }
}

impl Clone for Filter {
    /// # Panics
    /// If the copy's memory cannot be allocated; use [`Filter::try_clone`] to get an error.
    fn clone(&self) -> Self {
        self.try_clone().unwrap_or_else(|e| panic!("{e}"))
    }
}

impl core::fmt::Debug for Filter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Filter")?;
        self.view().fmt_shape(f)
    }
}

impl PartialEq for Filter {
    /// Same shape, seed and bits (the back end does not matter).
    fn eq(&self, other: &Self) -> bool {
        self.k == other.k
            && self.seed == other.seed
            && self.layout == other.layout
            && self.blocks() == other.blocks()
    }
}

impl Eq for Filter {}

impl<K: Key> Extend<K> for Filter {
    fn extend<I: IntoIterator<Item = K>>(&mut self, iter: I) {
        for key in iter {
            self.insert(&key);
        }
    }
}

/// Builds a [`Filter`]: `expected_items` is required; the density is given by
/// [`fpr`](Self::fpr) (default 0.01) or [`bits_per_key`](Self::bits_per_key), not both.
///
/// ```
/// use linebloom::{Backend, Filter};
/// let f = Filter::builder()
///     .expected_items(10_000)
///     .bits_per_key(10.0)
///     .seed(7)
///     .backend(Backend::Scalar)
///     .build()?;
/// assert_eq!(f.backend_name(), "scalar");
/// assert_eq!(f.num_hashes(), 6);
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct FilterBuilder {
    expected_items: Option<u64>,
    fpr: Option<f64>,
    bits_per_key: Option<f64>,
    num_hashes: Option<u32>,
    seed: u64,
    backend: Option<Backend>,
    layout: Layout,
}

impl FilterBuilder {
    /// The bit layout (default [`Layout::Blocked`]). [`Layout::SplitBlock`] gives Parquet's split
    /// block Bloom filter: `k` is 8 unless [`num_hashes`](Self::num_hashes) asks for 1 to 7
    /// (one bit in each of `k` of the 8 lanes: a lower false-positive rate below about 12 bits
    /// per key, see [`optimal_split_hashes`](crate::optimal_split_hashes), but no longer
    /// Parquet's bits), and the sizing follows that layout's model.
    ///
    /// ```
    /// use linebloom::{Filter, Layout};
    /// let mut f = Filter::builder()
    ///     .expected_items(1000)
    ///     .layout(Layout::SplitBlock)
    ///     .build()?;
    /// f.insert("x");
    /// assert!(f.contains("x") && f.num_hashes() == 8 && f.layout() == Layout::SplitBlock);
    ///
    /// // Six lanes of eight, at 10 bits per key.
    /// let k = linebloom::optimal_split_hashes(10.0);
    /// let mut g = Filter::builder()
    ///     .expected_items(1000)
    ///     .bits_per_key(10.0)
    ///     .layout(Layout::SplitBlock)
    ///     .num_hashes(k)
    ///     .build()?;
    /// g.insert("x");
    /// assert!(g.contains("x") && g.num_hashes() == 6);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn layout(mut self, layout: Layout) -> Self {
        self.layout = layout;
        self
    }

    /// How many distinct keys the filter is sized for (required, 1 to 2^48).
    pub fn expected_items(mut self, n: u64) -> Self {
        self.expected_items = Some(n);
        self
    }

    /// Target false-positive rate once `expected_items` keys are in, strictly between 0 and 1.
    pub fn fpr(mut self, fpr: f64) -> Self {
        self.fpr = Some(fpr);
        self
    }

    /// Memory per expected key, in bits (1 to 256).
    pub fn bits_per_key(mut self, bits_per_key: f64) -> Self {
        self.bits_per_key = Some(bits_per_key);
        self
    }

    /// Fixes `k`, the bits set per key (1 to 16; 1 to 8 for [`Layout::SplitBlock`]), instead of
    /// the blocked layout's best for the density or the split-block layout's 8.
    pub fn num_hashes(mut self, k: u32) -> Self {
        self.num_hashes = Some(k);
        self
    }

    /// The hash seed (default 0). Filters that will be combined must share it.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Forces a back end instead of the best one this CPU has; `build` errors if it is missing.
    pub fn backend(mut self, backend: Backend) -> Self {
        self.backend = Some(backend);
        self
    }

    /// The shape this builder would give, without allocating.
    pub(crate) fn seed_and_backend(&self) -> (u64, Option<Backend>) {
        (self.seed, self.backend)
    }

    /// The layout the builder gives.
    pub(crate) fn layout_choice(&self) -> Layout {
        self.layout
    }

    pub(crate) fn expected_items_or_err(&self) -> Result<u64, Error> {
        self.expected_items.ok_or_else(|| {
            Error::invalid("expected items not set: call expected_items(n) on the builder")
        })
    }

    pub(crate) fn shape(&self) -> Result<Shape, Error> {
        match self.layout {
            Layout::Blocked => self.shape_in(&sizing::BLOOM),
            Layout::SplitBlock => {
                let n = self.expected_items_or_err()?;
                // Parquet's k unless asked: fewer lanes are a choice (they leave Parquet's bits).
                let k = self.num_hashes.unwrap_or(SPLIT_K);
                sizing::check_split_hashes(k)?;
                let bits_per_key =
                    match (self.fpr, self.bits_per_key) {
                        (Some(_), Some(_)) => return Err(Error::invalid(
                            "both a false-positive rate and bits per key were given: choose one",
                        )),
                        (None, Some(c)) => c,
                        (fpr, None) => sizing::split_bits_for_fpr(fpr.unwrap_or(0.01), k)?,
                    };
                let num_blocks = sizing::BLOOM.lines_for(n, bits_per_key)?;
                Ok(Shape { num_blocks, k })
            }
        }
    }

    /// The shape under `model`, whose slots per key [`bits_per_key`](Self::bits_per_key) gives:
    /// the same builder sizes the counting filter (`CountingBuilder` wraps one).
    pub(crate) fn shape_in(&self, model: &Model) -> Result<Shape, Error> {
        let n = self.expected_items_or_err()?;
        sizing::check_items(n)?;
        let per_key = match (self.fpr, self.bits_per_key) {
            (Some(_), Some(_)) => {
                return Err(Error::invalid(format!(
                    "both a false-positive rate and {} per key were given: choose one",
                    model.unit
                )))
            }
            (None, Some(c)) => c,
            (fpr, None) => model.per_key_for_fpr(fpr.unwrap_or(0.01))?,
        };
        model.shape(n, per_key, self.num_hashes)
    }

    /// Allocates the filter.
    pub fn build(&self) -> Result<Filter, Error> {
        let shape = self.shape()?;
        Filter::from_parts_in(
            self.layout,
            shape.num_blocks,
            shape.k,
            self.seed,
            self.backend,
        )
    }
}

crate::filter::view::forward_queries!(Filter);
crate::filter::view_mut::forward_mutation!(Filter);
