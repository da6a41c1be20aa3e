//! [`ScalableFilter`]: a stack of filters that grows as keys arrive (Redis's scalable Bloom
//! filters), with a compound false-positive rate that stays at or under the requested one for any
//! number of sub-filters.

use crate::error::{Error, ErrorKind};
use crate::filter::owned::Filter;
use crate::filter::windowed::{contains_any_batch, contains_any_hash_batch};
use crate::layout::key::Key;
use crate::layout::sizing;
use crate::probe::Backend;

/// A Bloom filter that grows: when the newest sub-filter holds the keys it was sized for, the
/// next insert of a new key stacks a sub-filter `expansion` times larger with a false-positive
/// rate `tightening` times lower.
///
/// Sub-filter `i` holds `initial_capacity * expansion^i` keys at a false-positive rate of
/// `fpr * (1 - tightening) * tightening^i`. Those rates sum to less than `fpr` however many
/// sub-filters there are, so the compound rate ([`max_fpr`](Self::max_fpr)) never exceeds the
/// requested one. (Redis starts its first sub-filter at the requested rate itself, so its compound
/// rate approaches twice the request with its default tightening of 0.5.)
///
/// Every sub-filter shares the seed, so a key is hashed once for all of them. An insert first
/// asks whether the key may already be present and, if so, adds nothing and returns `false`, as
/// Redis's `BF.ADD` does.
///
/// ```
/// use linebloom::ScalableFilter;
/// let mut f = ScalableFilter::builder().initial_capacity(1000).fpr(0.01).build()?;
/// for k in 0..50_000u64 {
///     f.insert(&k)?;
/// }
/// assert!(f.num_filters() > 1);
/// assert!((0..50_000u64).all(|k| f.contains(&k)));
/// assert!(f.max_fpr() <= 0.01);
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct ScalableFilter {
    pub(crate) filters: Vec<Sub>,
    pub(crate) shape: ScalableBuilder,
    pub(crate) inserted: u64,
}

/// One sub-filter and what it was sized for.
#[derive(Clone, Debug)]
pub(crate) struct Sub {
    pub(crate) filter: Filter,
    pub(crate) capacity: u64,
    /// Keys added to it (each one new to the whole stack).
    pub(crate) len: u64,
}

/// Builds a [`ScalableFilter`]. Defaults: initial capacity 1000, fpr 1%, expansion 2, tightening
/// 0.5, seed 0, scaling, the best back end of this CPU.
#[derive(Clone, Debug)]
pub struct ScalableBuilder {
    pub(crate) initial_capacity: u64,
    pub(crate) fpr: f64,
    pub(crate) expansion: u32,
    pub(crate) tightening: f64,
    pub(crate) seed: u64,
    pub(crate) scaling: bool,
    pub(crate) backend: Option<Backend>,
}

impl Default for ScalableBuilder {
    fn default() -> Self {
        ScalableBuilder {
            initial_capacity: 1000,
            fpr: 0.01,
            expansion: 2,
            tightening: 0.5,
            seed: 0,
            scaling: true,
            backend: None,
        }
    }
}

impl ScalableBuilder {
    /// Keys the first sub-filter is sized for (at least 1).
    pub fn initial_capacity(mut self, n: u64) -> Self {
        self.initial_capacity = n;
        self
    }

    /// The compound false-positive rate never to exceed, strictly between 0 and 1.
    pub fn fpr(mut self, fpr: f64) -> Self {
        self.fpr = fpr;
        self
    }

    /// How many times larger each new sub-filter is than the one before (1 to 1024).
    pub fn expansion(mut self, expansion: u32) -> Self {
        self.expansion = expansion;
        self
    }

    /// The ratio of each new sub-filter's false-positive rate to the one before, strictly between
    /// 0 and 1.
    pub fn tightening(mut self, ratio: f64) -> Self {
        self.tightening = ratio;
        self
    }

    /// The hash seed of every sub-filter (default 0).
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Never grows: once the first sub-filter holds `initial_capacity` keys, inserting a new key
    /// is an [`ErrorKind::Full`] error.
    pub fn nonscaling(mut self) -> Self {
        self.scaling = false;
        self
    }

    /// Forces a back end for every sub-filter (see [`FilterBuilder::backend`](crate::FilterBuilder::backend)).
    pub fn backend(mut self, backend: Backend) -> Self {
        self.backend = Some(backend);
        self
    }

    /// Checks the parameters and allocates the first sub-filter.
    pub fn build(&self) -> Result<ScalableFilter, Error> {
        self.check()?;
        let mut f = ScalableFilter {
            filters: Vec::new(),
            shape: self.clone(),
            inserted: 0,
        };
        f.grow()?;
        Ok(f)
    }

    /// The parameter checks of [`build`](Self::build) (also applied to a loaded container).
    pub(crate) fn check(&self) -> Result<(), Error> {
        sizing::check_items(self.initial_capacity)?;
        if !(self.fpr > 0.0 && self.fpr < 1.0) {
            return Err(Error::invalid(format!(
                "fpr {} is not strictly between 0 and 1",
                self.fpr
            )));
        }
        if !(1..=1024).contains(&self.expansion) {
            return Err(Error::invalid(format!(
                "expansion {} is not in 1..=1024",
                self.expansion
            )));
        }
        if !(self.tightening > 0.0 && self.tightening < 1.0) {
            return Err(Error::invalid(format!(
                "tightening {} is not strictly between 0 and 1",
                self.tightening
            )));
        }
        // A filter that could not even stack its second sub-filter cannot grow: refuse it here
        // rather than at its first growth (a tightening of 1e-300 asks for a rate no filter has).
        for i in 0..2 {
            let fpr = member_fpr(self, i);
            if let Err(e) = Filter::builder().expected_items(1).fpr(fpr).shape() {
                return Err(Error::invalid(format!(
                    "fpr {} with tightening {} gives sub-filter {i} a rate of {fpr:e}: {e}",
                    self.fpr, self.tightening
                )));
            }
        }
        Ok(())
    }
}

/// The design false-positive rate of sub-filter `i`: the rates sum to at most `fpr`.
fn member_fpr(b: &ScalableBuilder, i: usize) -> f64 {
    b.fpr * (1.0 - b.tightening) * b.tightening.powi(i as i32)
}

impl ScalableFilter {
    /// A builder with the defaults of [`ScalableBuilder`].
    pub fn builder() -> ScalableBuilder {
        ScalableBuilder::default()
    }

    /// The design false-positive rate of sub-filter `i`.
    fn fpr_of(&self, i: usize) -> f64 {
        member_fpr(&self.shape, i)
    }

    /// The keys sub-filter `i` is sized for.
    pub(crate) fn capacity_of(&self, i: usize) -> Result<u64, Error> {
        let b = &self.shape;
        u64::from(b.expansion)
            .checked_pow(i as u32)
            .and_then(|e| e.checked_mul(b.initial_capacity))
            .ok_or_else(|| {
                Error::new(
                    ErrorKind::TooLarge,
                    format!("sub-filter {i} would hold more than 2^64 keys"),
                )
            })
    }

    /// Stacks the next sub-filter.
    fn grow(&mut self) -> Result<(), Error> {
        let i = self.filters.len();
        if i >= super::MAX_MEMBERS {
            return Err(Error::new(
                ErrorKind::Full,
                format!(
                    "the scalable filter can no longer grow: it holds the most sub-filters a \
                     container has ({i}); build it with a larger initial_capacity or expansion"
                ),
            ));
        }
        let capacity = self.capacity_of(i)?;
        let b = &self.shape;
        let fpr = self.fpr_of(i);
        let mut builder = Filter::builder()
            .expected_items(capacity)
            .fpr(fpr)
            .seed(b.seed);
        if let Some(be) = b.backend {
            builder = builder.backend(be);
        }
        let filter = builder.build().map_err(|e| match e.kind() {
            // The sequence of rates has run below what one cache line reaches.
            ErrorKind::InvalidParameter => Error::new(
                ErrorKind::Full,
                format!(
                    "the scalable filter can no longer grow: sub-filter {i} would need a \
                     false-positive rate of {fpr:e} ({e}); build it with a larger \
                     initial_capacity or expansion, or a tightening nearer 1"
                ),
            ),
            _ => e,
        })?;
        self.filters.push(Sub {
            filter,
            capacity,
            len: 0,
        });
        Ok(())
    }

    /// The key's hash under the shared seed.
    pub fn hash<K: Key + ?Sized>(&self, key: &K) -> u64 {
        key.key_hash(self.shape.seed)
    }

    /// Adds a key. `Ok(true)` if it was new (no sub-filter may contain it), `Ok(false)` if it may
    /// already be present (then nothing changes).
    ///
    /// # Errors
    /// For a new key that needs a new sub-filter:
    /// - [`ErrorKind::Full`] when the filter is nonscaling and holds its capacity, or when it can
    ///   no longer grow: it holds 64 sub-filters (the most a container has), or the next one would
    ///   need a false-positive rate below what a one-cache-line filter reaches (each sub-filter's
    ///   rate is `tightening` times the one before). A filter with `initial_capacity(1)` and
    ///   `expansion(1)` meets this after a few dozen keys; size `initial_capacity` for the keys
    ///   you expect and keep the default expansion (2) and tightening (0.5).
    /// - [`ErrorKind::TooLarge`] when the next sub-filter cannot be allocated.
    ///
    /// The filter is unchanged by a failed insert.
    pub fn insert<K: Key + ?Sized>(&mut self, key: &K) -> Result<bool, Error> {
        self.insert_hash(self.hash(key))
    }

    /// [`insert`](Self::insert) by hash.
    ///
    /// # Errors
    /// As [`insert`](Self::insert).
    pub fn insert_hash(&mut self, hash: u64) -> Result<bool, Error> {
        if self.contains_hash(hash) {
            return Ok(false);
        }
        let last = self.filters.last().expect("at least one sub-filter");
        if last.len >= last.capacity {
            if !self.shape.scaling {
                return Err(Error::new(
                    ErrorKind::Full,
                    format!(
                        "nonscaling filter is full: it holds its capacity of {} keys",
                        last.capacity
                    ),
                ));
            }
            self.grow()?;
        }
        let last = self.filters.last_mut().expect("at least one sub-filter");
        last.filter.insert_hash(hash);
        last.len = last.len.saturating_add(1);
        self.inserted = self.inserted.saturating_add(1);
        Ok(true)
    }

    /// Whether the key may have been inserted.
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.hash(key))
    }

    /// Whether a key with this hash may have been inserted.
    pub fn contains_hash(&self, hash: u64) -> bool {
        // Newest first: it is the largest and holds the most keys.
        self.filters
            .iter()
            .rev()
            .any(|s| s.filter.contains_hash(hash))
    }

    /// `out[i] = contains(&keys[i])`: each key hashed once, every sub-filter probed in batches.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        let views = || self.filters.iter().map(|s| s.filter.view());
        contains_any_batch(views, self.shape.seed, keys, out);
    }

    /// [`contains_batch`](Self::contains_batch) for pre-computed hashes.
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        contains_any_hash_batch(|| self.filters.iter().map(|s| s.filter.view()), hashes, out);
    }

    /// Keys inserted as new (an insert that returned `Ok(true)`).
    pub fn insert_count(&self) -> u64 {
        self.inserted
    }

    /// Whether no key was ever inserted.
    pub fn is_empty(&self) -> bool {
        self.inserted == 0
    }

    /// [`insert`](Self::insert) of every key, in order: `new[i]` is whether key `i` was new.
    /// Stops at the first error (the keys before it stay inserted).
    ///
    /// # Panics
    /// If `keys` and `new` differ in length.
    pub fn insert_batch<K: Key>(&mut self, keys: &[K], new: &mut [bool]) -> Result<(), Error> {
        assert_eq!(keys.len(), new.len(), "insert_batch: one answer per key");
        for (k, out) in keys.iter().zip(new) {
            *out = self.insert(k)?;
        }
        Ok(())
    }

    /// The number of sub-filters.
    pub fn num_filters(&self) -> usize {
        self.filters.len()
    }

    /// The keys the sub-filters are sized for, together: how many new keys fit before the next
    /// growth.
    pub fn capacity(&self) -> u64 {
        self.filters.iter().map(|s| s.capacity).sum()
    }

    /// Bytes of filter memory, every sub-filter together.
    pub fn size_bytes(&self) -> usize {
        self.filters.iter().map(|s| s.filter.size_bytes()).sum()
    }

    /// The hash seed every sub-filter uses.
    pub fn seed(&self) -> u64 {
        self.shape.seed
    }

    /// The false-positive rate requested at build time.
    pub fn fpr(&self) -> f64 {
        self.shape.fpr
    }

    /// The compound false-positive rate once every sub-filter holds its capacity, from each
    /// sub-filter's model rate at its actual shape: `1 - prod(1 - fpr_i)`. At most the requested
    /// `fpr` for any number of sub-filters.
    pub fn max_fpr(&self) -> f64 {
        1.0 - self
            .filters
            .iter()
            .map(|s| {
                let bits = s.filter.size_bytes() as f64 * 8.0 / s.capacity as f64;
                1.0 - sizing::expected_fpr(bits, s.filter.num_hashes())
            })
            .product::<f64>()
    }

    /// The sub-filters, oldest (smallest) first, with the keys each is sized for and holds.
    pub fn filters(&self) -> impl Iterator<Item = (&Filter, u64, u64)> + '_ {
        self.filters.iter().map(|s| (&s.filter, s.capacity, s.len))
    }
}

impl crate::filter::windowed::HashBatch for ScalableFilter {
    fn seed(&self) -> u64 {
        self.shape.seed
    }

    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

crate::filter::windowed::windowed_outputs!(ScalableFilter);
