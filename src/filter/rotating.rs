//! [`RotatingFilter`]: "seen in the last g generations", for cache admission on the second hit
//! and other sliding-window dedup.

use crate::error::{Error, ErrorKind};
use crate::filter::owned::Filter;
use crate::filter::windowed::contains_any_batch;
use crate::layout::key::Key;
use crate::probe::Backend;

/// A ring of `g` equal filters, one per generation. Inserts go to the current generation;
/// lookups ask every live one. [`rotate`](Self::rotate) forgets the oldest generation by clearing
/// its blocks in place (no allocation) and makes it the current one. By default it rotates by
/// itself when the current generation holds its capacity; with
/// [`manual_rotation`](RotatingBuilder::manual_rotation) rotation follows the caller's clock.
///
/// Each generation is sized for `capacity_per_generation` keys at `1 - (1 - fpr)^(1/g)`, so that a
/// key in none of the `g` full generations is reported with probability at most `fpr`.
///
/// ```
/// use linebloom::RotatingFilter;
/// let mut seen = RotatingFilter::builder()
///     .capacity_per_generation(1000)
///     .fpr(0.01)
///     .manual_rotation()
///     .build()?;
/// assert!(seen.insert("a"));   // first sighting
/// assert!(!seen.insert("a"));  // seen recently
/// seen.rotate();
/// assert!(seen.contains("a")); // still in the previous generation
/// seen.rotate();
/// assert!(!seen.contains("a")); // two generations on: forgotten (barring a false positive)
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct RotatingFilter {
    /// The ring; `generations[current]` takes the inserts.
    pub(crate) generations: Vec<Generation>,
    pub(crate) current: usize,
    pub(crate) capacity: u64,
    pub(crate) fpr: f64,
    pub(crate) auto_rotate: bool,
    pub(crate) seed: u64,
    pub(crate) rotations: u64,
}

#[derive(Clone, Debug)]
pub(crate) struct Generation {
    pub(crate) filter: Filter,
    /// Keys that were new to this generation when inserted.
    pub(crate) len: u64,
}

/// Builds a [`RotatingFilter`]. Defaults: capacity 1000 per generation, fpr 1%, 2 generations,
/// seed 0, automatic rotation, the best back end of this CPU.
#[derive(Clone, Debug)]
pub struct RotatingBuilder {
    capacity: u64,
    fpr: f64,
    generations: usize,
    seed: u64,
    auto_rotate: bool,
    backend: Option<Backend>,
}

impl Default for RotatingBuilder {
    fn default() -> Self {
        RotatingBuilder {
            capacity: 1000,
            fpr: 0.01,
            generations: 2,
            seed: 0,
            auto_rotate: true,
            backend: None,
        }
    }
}

impl RotatingBuilder {
    /// Keys each generation is sized for (at least 1); automatic rotation happens when the current
    /// generation holds this many.
    pub fn capacity_per_generation(mut self, n: u64) -> Self {
        self.capacity = n;
        self
    }

    /// The false-positive rate across all live generations, strictly between 0 and 1.
    pub fn fpr(mut self, fpr: f64) -> Self {
        self.fpr = fpr;
        self
    }

    /// Live generations, 2 to 64 (default 2): a key is remembered for between `g - 1` and `g`
    /// generations.
    pub fn generations(mut self, g: usize) -> Self {
        self.generations = g;
        self
    }

    /// The hash seed of every generation (default 0).
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Rotation only by [`RotatingFilter::rotate`], never by itself.
    pub fn manual_rotation(mut self) -> Self {
        self.auto_rotate = false;
        self
    }

    /// Forces a back end for every generation.
    pub fn backend(mut self, backend: Backend) -> Self {
        self.backend = Some(backend);
        self
    }

    /// Checks the parameters and allocates every generation.
    pub fn build(&self) -> Result<RotatingFilter, Error> {
        if !(2..=super::MAX_MEMBERS).contains(&self.generations) {
            return Err(Error::invalid(format!(
                "generations {} is not in 2..={}",
                self.generations,
                super::MAX_MEMBERS
            )));
        }
        if !(self.fpr > 0.0 && self.fpr < 1.0) {
            return Err(Error::invalid(format!(
                "fpr {} is not strictly between 0 and 1",
                self.fpr
            )));
        }
        let per_generation = generation_fpr(self.fpr, self.generations);
        let mut b = Filter::builder()
            .expected_items(self.capacity)
            .fpr(per_generation)
            .seed(self.seed);
        if let Some(be) = self.backend {
            b = b.backend(be);
        }
        // Each generation allocated on its own, zeroed: a clone of the first would copy (and so
        // commit) every generation's memory up front, and panic where it could not. Large ones
        // are anonymous mappings, whose pages the kernel commits only when a key first lands.
        let mut generations = Vec::new();
        generations
            .try_reserve_exact(self.generations)
            .map_err(|_| Error::new(ErrorKind::TooLarge, "no memory for the generation list"))?;
        for i in 0..self.generations {
            let filter = b.build().map_err(|e| match e.kind() {
                ErrorKind::TooLarge => Error::new(
                    ErrorKind::TooLarge,
                    format!(
                        "{e} (generation {} of {}, each sized for {} keys): ask for fewer keys \
                         per generation or fewer generations",
                        i + 1,
                        self.generations,
                        self.capacity
                    ),
                ),
                _ => e,
            })?;
            generations.push(Generation { filter, len: 0 });
        }
        Ok(RotatingFilter {
            generations,
            current: 0,
            capacity: self.capacity,
            fpr: self.fpr,
            auto_rotate: self.auto_rotate,
            seed: self.seed,
            rotations: 0,
        })
    }
}

/// Each generation's rate so that `g` of them together give `fpr`: `1 - (1 - fpr)^(1/g)`.
pub(crate) fn generation_fpr(fpr: f64, g: usize) -> f64 {
    -((-fpr).ln_1p() / g as f64).exp_m1()
}

impl RotatingFilter {
    /// A builder with the defaults of [`RotatingBuilder`].
    pub fn builder() -> RotatingBuilder {
        RotatingBuilder::default()
    }

    /// The key's hash under the shared seed.
    pub fn hash<K: Key + ?Sized>(&self, key: &K) -> u64 {
        key.key_hash(self.seed)
    }

    /// Records a sighting of the key. `true` on a first sighting: the key may be in no live
    /// generation. The answer is taken before an automatic rotation this insert triggers, so it
    /// is judged against the generations that were live when the key arrived.
    pub fn insert<K: Key + ?Sized>(&mut self, key: &K) -> bool {
        self.insert_hash(self.hash(key))
    }

    /// [`insert`](Self::insert) by hash.
    pub fn insert_hash(&mut self, hash: u64) -> bool {
        let first_sighting = !self.contains_hash(hash);
        if self.auto_rotate && self.generations[self.current].len >= self.capacity {
            self.rotate();
        }
        let g = &mut self.generations[self.current];
        if g.filter.insert_hash(hash) {
            g.len = g.len.saturating_add(1);
        }
        first_sighting
    }

    /// Whether the key may have been inserted in one of the live generations.
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.hash(key))
    }

    /// Whether a key with this hash may be in a live generation.
    pub fn contains_hash(&self, hash: u64) -> bool {
        self.generations
            .iter()
            .any(|g| g.filter.contains_hash(hash))
    }

    /// `out[i] = contains(&keys[i])`: each key hashed once, every generation probed in batches.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        let views = || self.generations.iter().map(|g| g.filter.view());
        contains_any_batch(views, self.seed, keys, out);
    }

    /// Batched [`contains_hash`](Self::contains_hash).
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        let views = || self.generations.iter().map(|g| g.filter.view());
        crate::filter::windowed::contains_any_hash_batch(views, hashes, out);
    }

    /// Forgets the oldest generation: clears its blocks in place (no allocation) and makes it the
    /// current one.
    pub fn rotate(&mut self) {
        self.current = (self.current + 1) % self.generations.len();
        let g = &mut self.generations[self.current];
        g.filter.clear();
        g.len = 0;
        self.rotations = self.rotations.saturating_add(1);
    }

    /// Rotations so far (automatic and manual).
    pub fn rotations(&self) -> u64 {
        self.rotations
    }

    /// Live generations (`g`).
    pub fn num_generations(&self) -> usize {
        self.generations.len()
    }

    /// Keys each generation is sized for.
    pub fn capacity_per_generation(&self) -> u64 {
        self.capacity
    }

    /// Keys new to the current generation since it became current.
    pub fn current_len(&self) -> u64 {
        self.generations[self.current].len
    }

    /// Keys new to their generation, summed over the live generations (a key seen in two
    /// generations counts twice).
    pub fn insert_count(&self) -> u64 {
        self.generations
            .iter()
            .fold(0u64, |n, g| n.saturating_add(g.len))
    }

    /// Whether no live generation holds a key.
    pub fn is_empty(&self) -> bool {
        self.generations.iter().all(|g| g.len == 0)
    }

    /// [`insert`](Self::insert) of every key, in order (rotating where one fills the current
    /// generation); `first_sighting[i]` is `insert(&keys[i])`'s answer.
    ///
    /// # Panics
    /// If `keys` and `first_sighting` differ in length.
    pub fn insert_batch<K: Key>(&mut self, keys: &[K], first_sighting: &mut [bool]) {
        assert_eq!(
            keys.len(),
            first_sighting.len(),
            "insert_batch: one answer per key"
        );
        for (k, out) in keys.iter().zip(first_sighting) {
            *out = self.insert(k);
        }
    }

    /// The false-positive rate across the live generations requested at build time.
    pub fn fpr(&self) -> f64 {
        self.fpr
    }

    /// The hash seed every generation uses.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Bytes of filter memory, every generation together.
    pub fn size_bytes(&self) -> usize {
        self.generations.iter().map(|g| g.filter.size_bytes()).sum()
    }

    /// The generations, oldest first (the current one last).
    pub fn generations(&self) -> impl Iterator<Item = &Filter> + '_ {
        let n = self.generations.len();
        (1..=n).map(move |i| &self.generations[(self.current + i) % n].filter)
    }
}

impl crate::filter::windowed::HashBatch for RotatingFilter {
    fn seed(&self) -> u64 {
        self.seed
    }

    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

crate::filter::windowed::windowed_outputs!(RotatingFilter);
