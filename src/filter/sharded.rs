//! [`ShardedFilter`]: N ordinary filters, each key routed to one of them by its hash. How a filter
//! too big or too hot for one place is split: shards are built independently (threads, processes,
//! machines), saved as ordinary filter files, and assembled.

use crate::error::{Error, ErrorKind};
use crate::filter::windowed::HASH_WINDOW;
use crate::filter::{Filter, FilterBuilder};
use crate::layout::key::Key;

// The batched calls work a window of `HASH_WINDOW` keys at a time: its hashes are grouped by
// shard, so each shard sees one contiguous batch (and its prefetching loop) per window.

/// A filter split into `N` shards. Key `x` lives in shard
/// [`shard_of_hash(hash, N)`](ShardedFilter::shard_of_hash), and each shard is sized for `n / N`
/// keys at the caller's false-positive rate, so the whole has the same false-positive rate as one
/// filter for `n` keys with the same memory.
///
/// Every shard shares the seed, so a key is hashed once (`hash`, [`crate::hash_batch`]) whichever
/// shard it lands in. The routing function is part of the stable format: shards saved by one
/// version route the same way in every later one.
///
/// ```
/// use linebloom::{Filter, ShardedFilter};
///
/// // Total sizing: 1e5 keys at 1% over 4 shards of 25,000 keys each.
/// let builder = Filter::builder().expected_items(100_000).fpr(0.01).seed(3);
/// let mut sharded = ShardedFilter::new(4, &builder)?;
/// sharded.insert_batch(&[1u64, 2, 3]);
/// assert!(sharded.contains(&2u64));
///
/// // A shard built elsewhere: route with `shard_of_hash`, insert only your shard's keys.
/// let one_shard = ShardedFilter::shard_builder(4, &builder)?;
/// let mut shards: Vec<Filter> = (0..4).map(|_| one_shard.build()).collect::<Result<_, _>>()?;
/// for key in [1u64, 2, 3] {
///     let h = shards[0].hash(&key);
///     shards[ShardedFilter::shard_of_hash(h, 4)].insert_hash(h);
/// }
/// assert!(ShardedFilter::from_shards(shards)? == sharded);
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Debug, PartialEq, Eq, Clone)]
pub struct ShardedFilter {
    shards: Vec<Filter>,
}

impl ShardedFilter {
    /// The most shards a filter may have.
    pub const MAX_SHARDS: usize = 1 << 16;

    /// `num_shards` empty shards, sized together for the builder's `expected_items` (see
    /// [`shard_builder`](Self::shard_builder)).
    pub fn new(num_shards: usize, builder: &FilterBuilder) -> Result<Self, Error> {
        let one = Self::shard_builder(num_shards, builder)?;
        let shards = (0..num_shards)
            .map(|_| one.build())
            .collect::<Result<_, _>>()?;
        Ok(ShardedFilter { shards })
    }

    /// The builder of one shard: `builder` with its expected items divided by `num_shards`
    /// (rounded up), its false-positive rate or bits per key, `k`, seed and back end unchanged.
    /// Every process that builds a shard of the same filter must use the same one.
    pub fn shard_builder(
        num_shards: usize,
        builder: &FilterBuilder,
    ) -> Result<FilterBuilder, Error> {
        check_shard_count(num_shards)?;
        let total = builder.expected_items_or_err()?;
        Ok(builder
            .clone()
            .expected_items(total.div_ceil(num_shards as u64)))
    }

    /// The shard, out of `num_shards`, that owns the key with this hash. The hash is remixed before
    /// it picks a shard: the shard's own block index uses the hash's high bits and its bit
    /// positions the low ones, and both must stay uniform within every shard. The function is
    /// specified in FORMAT.md ("Sharded filters") and never changes within a format version.
    /// `num_shards = 0` returns 0 (no constructor accepts 0 shards).
    #[inline]
    pub fn shard_of_hash(hash: u64, num_shards: usize) -> usize {
        let mut x = hash ^ (hash >> 31);
        x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^= x >> 29;
        ((u128::from(x) * num_shards as u128) >> 64) as usize
    }

    /// Assembles shards built separately (in order: shard `i` at index `i`). They must share `k`
    /// and the seed; a shard built for another position is not detectable, so keep them in order.
    pub fn from_shards(shards: Vec<Filter>) -> Result<Self, Error> {
        check_shard_count(shards.len())?;
        let first = &shards[0];
        for (i, s) in shards.iter().enumerate() {
            if s.num_hashes() != first.num_hashes() || s.seed() != first.seed() {
                return Err(Error::new(
                    ErrorKind::Incompatible,
                    format!(
                        "shard {i} has k = {} and seed {}, shard 0 has k = {} and seed {}: \
                         shards of one filter share both",
                        s.num_hashes(),
                        s.seed(),
                        first.num_hashes(),
                        first.seed()
                    ),
                ));
            }
        }
        Ok(ShardedFilter { shards })
    }

    /// The shards, in order: save each as an ordinary filter file.
    pub fn shards(&self) -> &[Filter] {
        &self.shards
    }

    /// The shards, mutably (to build one in place, or `union` another copy of it in).
    pub fn shards_mut(&mut self) -> &mut [Filter] {
        &mut self.shards
    }

    /// Takes the shards out.
    pub fn into_shards(self) -> Vec<Filter> {
        self.shards
    }

    /// How many shards.
    pub fn num_shards(&self) -> usize {
        self.shards.len()
    }

    /// The hash seed shared by every shard.
    pub fn seed(&self) -> u64 {
        self.shards[0].seed()
    }

    /// Bits set per key (`k`, shared by every shard).
    pub fn num_hashes(&self) -> u32 {
        self.shards[0].num_hashes()
    }

    /// The back end of shard 0 (every shard is built with the builder's).
    pub fn backend(&self) -> crate::probe::Backend {
        self.shards[0].backend()
    }

    /// Bytes of all the shards' bit arrays together.
    pub fn size_bytes(&self) -> usize {
        self.shards.iter().map(Filter::size_bytes).sum()
    }

    /// Inserts counted over every shard.
    pub fn insert_count(&self) -> u64 {
        self.shards.iter().map(Filter::insert_count).sum()
    }

    /// Whether no key was ever inserted in any shard.
    pub fn is_empty(&self) -> bool {
        self.shards.iter().all(Filter::is_empty)
    }

    /// A copy of every shard, or a [`TooLarge`](ErrorKind::TooLarge) error if the memory cannot
    /// be had.
    pub fn try_clone(&self) -> Result<ShardedFilter, Error> {
        let shards = self
            .shards
            .iter()
            .map(Filter::try_clone)
            .collect::<Result<_, _>>()?;
        Ok(ShardedFilter { shards })
    }

    /// The key's hash (the same in every shard).
    #[inline]
    pub fn hash<K: Key + ?Sized>(&self, key: &K) -> u64 {
        key.key_hash(self.seed())
    }

    /// The shard of this filter that owns a key with this hash:
    /// [`shard_of_hash`](Self::shard_of_hash) with this filter's shard count.
    #[inline]
    pub fn shard_of(&self, hash: u64) -> usize {
        Self::shard_of_hash(hash, self.shards.len())
    }

    /// Adds a key to its shard; whether it was new (see [`Filter::insert`](crate::Filter::insert)).
    pub fn insert<K: Key + ?Sized>(&mut self, key: &K) -> bool {
        self.insert_hash(self.hash(key))
    }

    /// Adds a key by its hash; whether it was new.
    pub fn insert_hash(&mut self, hash: u64) -> bool {
        let s = self.shard_of(hash);
        self.shards[s].insert_hash(hash)
    }

    /// Whether the key may have been inserted.
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.hash(key))
    }

    /// Whether a key with this hash may have been inserted.
    pub fn contains_hash(&self, hash: u64) -> bool {
        self.shards[self.shard_of(hash)].contains_hash(hash)
    }

    /// Inserts many keys, grouped by shard a window at a time.
    pub fn insert_batch<K: Key>(&mut self, keys: &[K]) {
        let seed = self.seed();
        let mut hashes = Vec::with_capacity(HASH_WINDOW.min(keys.len()));
        for window in keys.chunks(HASH_WINDOW) {
            hashes.resize(window.len(), 0);
            crate::filter::windowed::hash_batch(seed, window, &mut hashes);
            self.insert_hash_batch(&hashes);
        }
    }

    /// [`insert_batch`](Self::insert_batch) for pre-computed hashes.
    pub fn insert_hash_batch(&mut self, hashes: &[u64]) {
        let mut g = Grouping::default();
        for window in hashes.chunks(HASH_WINDOW) {
            g.group(window, self.shards.len());
            for (s, shard) in self.shards.iter_mut().enumerate() {
                shard.insert_hash_batch(g.run(s));
            }
        }
    }

    /// Tests many keys: `out[i]` is whether `keys[i]` may be a member.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        assert_eq!(
            keys.len(),
            out.len(),
            "contains_batch: keys and out differ in length"
        );
        let seed = self.seed();
        let mut hashes = Vec::with_capacity(HASH_WINDOW.min(keys.len()));
        for (window, out) in keys.chunks(HASH_WINDOW).zip(out.chunks_mut(HASH_WINDOW)) {
            hashes.resize(window.len(), 0);
            crate::filter::windowed::hash_batch(seed, window, &mut hashes);
            self.contains_hash_batch(&hashes, out);
        }
    }

    /// [`contains_batch`](Self::contains_batch) for pre-computed hashes.
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        assert_eq!(
            hashes.len(),
            out.len(),
            "contains_hash_batch: hashes and out differ in length"
        );
        if let [only] = &self.shards[..] {
            return only.contains_hash_batch(hashes, out);
        }
        let mut g = Grouping::default();
        let mut answers = Vec::new();
        for (window, out) in hashes.chunks(HASH_WINDOW).zip(out.chunks_mut(HASH_WINDOW)) {
            g.group(window, self.shards.len());
            answers.clear();
            answers.resize(window.len(), false);
            let mut at = 0;
            for (s, shard) in self.shards.iter().enumerate() {
                let run = g.run(s);
                shard.contains_hash_batch(run, &mut answers[at..at + run.len()]);
                at += run.len();
            }
            for (&i, &yes) in g.order.iter().zip(&answers) {
                out[i as usize] = yes;
            }
        }
    }

    /// ORs another sharded filter into this one, shard by shard. Both must have the same number
    /// of shards and each pair of shards the same block count, `k` and seed.
    pub fn union(&mut self, other: &ShardedFilter) -> Result<(), Error> {
        if self.shards.len() != other.shards.len() {
            return Err(Error::new(
                ErrorKind::Incompatible,
                format!(
                    "cannot union {} shards with {}: the shard counts differ",
                    self.shards.len(),
                    other.shards.len()
                ),
            ));
        }
        // Check every pair before changing any, so a failed union leaves `self` as it was.
        for (i, (a, b)) in self.shards.iter().zip(&other.shards).enumerate() {
            a.check_compatible(b, "union")
                .map_err(|e| Error::new(e.kind(), format!("shard {i}: {e}")))?;
        }
        for (a, b) in self.shards.iter_mut().zip(&other.shards) {
            a.union(b)?;
        }
        Ok(())
    }

    /// Estimated false-positive rate: the mean of the shards' estimates, as an absent key lands in
    /// each shard with the same chance.
    pub fn estimated_fpr(&self) -> f64 {
        let n = self.shards.len() as f64;
        self.shards.iter().map(|s| s.estimated_fpr()).sum::<f64>() / n
    }
}

fn check_shard_count(n: usize) -> Result<(), Error> {
    if n == 0 || n > ShardedFilter::MAX_SHARDS {
        return Err(Error::invalid(format!(
            "{n} shards: a sharded filter has 1 to {} shards",
            ShardedFilter::MAX_SHARDS
        )));
    }
    Ok(())
}

/// A window of hashes sorted by shard (a counting sort), remembering where each came from.
#[derive(Default)]
struct Grouping {
    /// The hashes, shard 0's first.
    sorted: Vec<u64>,
    /// `order[j]`: the window index of `sorted[j]`.
    order: Vec<u32>,
    /// `starts[s]..starts[s + 1]`: shard `s`'s run in `sorted`.
    starts: Vec<usize>,
    /// The shard of each hash of the window, computed once.
    shard: Vec<usize>,
}

impl Grouping {
    fn group(&mut self, window: &[u64], num_shards: usize) {
        self.shard.clear();
        self.shard.extend(
            window
                .iter()
                .map(|&h| ShardedFilter::shard_of_hash(h, num_shards)),
        );
        self.starts.clear();
        self.starts.resize(num_shards + 1, 0);
        for &s in &self.shard {
            self.starts[s + 1] += 1;
        }
        for s in 0..num_shards {
            self.starts[s + 1] += self.starts[s];
        }
        let mut next = self.starts.clone();
        self.sorted.clear();
        self.sorted.resize(window.len(), 0);
        self.order.clear();
        self.order.resize(window.len(), 0);
        for (i, (&h, &s)) in window.iter().zip(&self.shard).enumerate() {
            let at = next[s];
            next[s] += 1;
            self.sorted[at] = h;
            self.order[at] = i as u32; // i < HASH_WINDOW
        }
    }

    fn run(&self, shard: usize) -> &[u64] {
        &self.sorted[self.starts[shard]..self.starts[shard + 1]]
    }
}

impl crate::filter::windowed::HashBatch for ShardedFilter {
    fn seed(&self) -> u64 {
        ShardedFilter::seed(self)
    }

    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

crate::filter::windowed::windowed_outputs!(ShardedFilter);
