//! [`CuckooFilter`]: a filter that can delete. Partial-key cuckoo hashing (Fan, Andersen,
//! Kaminsky and Mitzenmacher, "Cuckoo Filter: Practically Better Than Bloom", CoNEXT 2014): each
//! key stores an 8- or 16-bit fingerprint in one of two candidate buckets of four slots.
//!
//! The layers it runs through are the Bloom filter's:
//! * `layout/buckets.rs`: the specification in scalar code (bucket, fingerprint, alternate
//!   bucket, byte layout), the reference lookup and the reference bucket compare.
//! * `probe/`: the batched lookup is a stage of the one batch pipeline (hash, place, prefetch
//!   both buckets, one vector compare per key or two), with each back end's compare beside its
//!   Bloom kernels.
//! * `view`: [`CuckooRef`], the read-only queries shared by the owned and the mapped filter.
//! * `file/cuckoo.rs`: the file format's cuckoo layout (FORMAT.md), save, load and
//!   [`MmapCuckooFilter`](crate::MmapCuckooFilter).

#[cfg(test)]
mod tests;
pub(crate) mod view;

pub use view::CuckooRef;

use crate::alloc::{self, BlockBuf};
use crate::error::{Error, ErrorKind};
use crate::layout::block::SplitMix;
use crate::layout::buckets::{self, Shape, SLOTS};
use crate::layout::key::Key;
use crate::probe::{Backend, Ops};
use view::cuckoo_queries;

/// Kicks (relocations) an insert tries before it gives up with [`ErrorKind::Full`]: the paper's
/// 500. At a load under 0.9 an insert almost never needs more than a few.
pub const MAX_KICKS: usize = 500;
/// The load a table is sized to reach at its requested capacity, at most.
const TARGET_LOAD: f64 = 0.95;
/// The fewest buckets a table has: one 64-byte line of 8-bit buckets.
pub(crate) const MIN_BUCKETS: usize = 16;
/// The most keys [`CuckooBuilder::capacity`] accepts (2^48, as for the Bloom filter).
const MAX_CAPACITY: u64 = 1 << 48;

/// One relocation of an insert: which slot it overwrote and what was there, so that a failed
/// insert can put every fingerprint back.
#[derive(Clone, Copy, Debug)]
struct Kick {
    bucket: usize,
    slot: usize,
    previous: u16,
}

/// A cuckoo filter: an approximate set that answers "maybe" or "no" like a Bloom filter and can
/// also [`remove`](Self::remove) keys.
///
/// A key's 64-bit hash (seeded xxh3, the same [`Key`] hashing as [`Filter`](crate::Filter))
/// gives a fingerprint of `f` bits (8 or 16; 0 is reserved for "empty") and a bucket `i1`; its
/// other bucket is `i2 = i1 ^ hash(fingerprint)`. An insert puts the fingerprint in a free slot
/// of either bucket; when both are full it evicts a random occupant to that occupant's other
/// bucket, and so on, for at most [`MAX_KICKS`] kicks.
///
/// # What insert does when the table is full
/// Every kick is recorded. If the last kick still leaves a fingerprint without a slot, the kicks
/// are undone in reverse order and [`insert`](Self::insert) returns [`ErrorKind::Full`]: the
/// table is then exactly as it was before the call (no stash; no earlier key is lost), and every
/// key ever inserted successfully still answers "maybe".
///
/// # Removing a key that was never inserted
/// **[`remove`](Self::remove) must only be given keys that were inserted.** A filter stores
/// fingerprints, not keys: removing a key that was never added may find another key's equal
/// fingerprint in one of its buckets and delete it, and that other key then reads as absent (a
/// false negative). `remove` returning `true` does not prove the key was present.
///
/// # Duplicates
/// Inserting a key again stores another copy of its fingerprint (it takes another slot); each
/// `remove` deletes one copy, so a key inserted `m` times answers "maybe" until removed `m`
/// times. A key's two buckets hold at most 2 × 4 = 8 copies (4 if its two buckets coincide);
/// the insert after that returns [`ErrorKind::Full`] and changes nothing.
///
/// ```
/// use linebloom::CuckooFilter;
///
/// let mut f = CuckooFilter::builder().capacity(10_000).fingerprint_bits(16).seed(7).build()?;
/// for i in 0..10_000u64 {
///     f.insert(&i)?;
/// }
/// assert!(f.contains(&42u64));
/// assert!(f.remove(&42u64));
/// let mut out = vec![false; 3];
/// f.contains_batch(&[1u64, 2, 3], &mut out);
/// assert_eq!(out, [true, true, true]);
/// println!("{} keys, load {:.2}, {} back end", f.insert_count(), f.load_factor(), f.backend_name());
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct CuckooFilter {
    buf: BlockBuf,
    shape: Shape,
    seed: u64,
    count: u64,
    ops: &'static Ops,
    /// The victim choice's random stream (SplitMix64), seeded from the seed so that the same
    /// inserts give the same table.
    rng: SplitMix,
    /// The current insert's kicks, kept to reuse the allocation.
    kicks: Vec<Kick>,
}

impl core::fmt::Debug for CuckooFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.view().fmt(f)
    }
}

impl CuckooFilter {
    /// A copy, or a [`TooLarge`](ErrorKind::TooLarge) error if its memory cannot be had. The
    /// copy continues the same victim choices, so the same later inserts give the same table.
    pub fn try_clone(&self) -> Result<CuckooFilter, Error> {
        Ok(CuckooFilter {
            buf: self.buf.try_clone()?,
            shape: self.shape,
            seed: self.seed,
            count: self.count,
            ops: self.ops,
            rng: SplitMix(self.rng.0),
            kicks: Vec::new(),
        })
    }

    /// Inserts every key, in order, stopping at the first that finds no slot (an
    /// [`ErrorKind::Full`] error; the keys before it stay inserted, that one and the rest are
    /// not). Returns how many were inserted.
    ///
    /// ```
    /// let mut f = linebloom::CuckooFilter::with_capacity(100)?;
    /// assert_eq!(f.insert_batch(&[1u64, 2, 3])?, 3);
    /// assert!(f.contains(&2u64));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn insert_batch<K: Key>(&mut self, keys: &[K]) -> Result<usize, Error> {
        let seed = self.seed;
        self.insert_each(keys.iter().map(|k| k.key_hash(seed)))
    }

    /// [`insert_batch`](Self::insert_batch) for pre-computed hashes (see [`hash`](Self::hash)).
    ///
    /// ```
    /// let mut f = linebloom::CuckooFilter::with_capacity(100)?;
    /// let hashes: Vec<u64> = [1u64, 2, 3].iter().map(|k| f.hash(k)).collect();
    /// assert_eq!(f.insert_hash_batch(&hashes)?, 3);
    /// assert!(f.contains(&3u64));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`insert_batch`](Self::insert_batch).
    pub fn insert_hash_batch(&mut self, hashes: &[u64]) -> Result<usize, Error> {
        self.insert_each(hashes.iter().copied())
    }

    /// Inserts each hash in order, stopping at the first error (named by its index).
    fn insert_each(&mut self, hashes: impl ExactSizeIterator<Item = u64>) -> Result<usize, Error> {
        let n = hashes.len();
        for (i, h) in hashes.enumerate() {
            self.insert_hash(h).map_err(|e| {
                Error::new(
                    e.kind(),
                    format!("key {i} of the batch ({i} inserted): {e}"),
                )
            })?;
        }
        Ok(n)
    }
}

impl Clone for CuckooFilter {
    /// # Panics
    /// If the copy's memory cannot be allocated; use [`CuckooFilter::try_clone`] to get an error.
    fn clone(&self) -> Self {
        self.try_clone().unwrap_or_else(|e| panic!("{e}"))
    }
}

/// Builds a [`CuckooFilter`]: capacity (required), fingerprint width, seed, a forced back end.
#[derive(Clone, Debug, Default)]
pub struct CuckooBuilder {
    capacity: Option<u64>,
    fp_bits: Option<u32>,
    seed: u64,
    backend: Option<Backend>,
}

impl CuckooBuilder {
    /// How many keys the filter must hold (required, 1 to 2^48). The bucket count is the power
    /// of two that keeps the load at `n` keys at most 0.95, so the table may hold up to about
    /// twice `n` before inserts start to fail.
    pub fn capacity(mut self, n: u64) -> Self {
        self.capacity = Some(n);
        self
    }

    /// Fingerprint width: 8 or 16 bits (default 16). The false-positive rate at load `α` is
    /// about `8α / 2^f`: ≈ 3% for 8 bits, ≈ 0.012% for 16 bits at `α = 0.95`.
    pub fn fingerprint_bits(mut self, bits: u32) -> Self {
        self.fp_bits = Some(bits);
        self
    }

    /// The hash seed (default 0).
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Runs the batch lookups on `backend` instead of the detected one (`build` errors if this
    /// CPU lacks it). The AVX-512 back end compares buckets with AVX2 instructions.
    pub fn backend(mut self, backend: Backend) -> Self {
        self.backend = Some(backend);
        self
    }

    /// Allocates the (empty) filter.
    pub fn build(&self) -> Result<CuckooFilter, Error> {
        let n = self
            .capacity
            .ok_or_else(|| Error::invalid("a cuckoo filter needs a capacity (1 to 2^48 keys)"))?;
        if n == 0 || n > MAX_CAPACITY {
            return Err(Error::invalid(format!(
                "capacity {n} is out of range 1..=2^48"
            )));
        }
        let buckets = ((n as f64 / (SLOTS as f64 * TARGET_LOAD)).ceil() as u64)
            .max(MIN_BUCKETS as u64)
            .next_power_of_two();
        let buckets = usize::try_from(buckets).map_err(|_| {
            Error::new(
                ErrorKind::TooLarge,
                format!("{buckets} buckets do not fit this platform"),
            )
        })?;
        CuckooFilter::from_shape(buckets, self.fp_bits.unwrap_or(16), self.seed, self.backend)
    }
}

impl CuckooFilter {
    /// A filter for `n` keys with 16-bit fingerprints and seed 0
    /// (see [`CuckooBuilder::capacity`]).
    pub fn with_capacity(n: u64) -> Result<CuckooFilter, Error> {
        CuckooFilter::builder().capacity(n).build()
    }

    /// A builder for the other knobs: fingerprint width, seed, back end.
    pub fn builder() -> CuckooBuilder {
        CuckooBuilder::default()
    }

    /// An empty filter of `buckets` buckets (a power of two, at least 16).
    pub(crate) fn from_shape(
        buckets: usize,
        fp_bits: u32,
        seed: u64,
        backend: Option<Backend>,
    ) -> Result<CuckooFilter, Error> {
        if fp_bits != 8 && fp_bits != 16 {
            return Err(Error::invalid(format!(
                "fingerprint_bits {fp_bits} is not supported: use 8 or 16"
            )));
        }
        if !buckets.is_power_of_two() || buckets < MIN_BUCKETS {
            return Err(Error::invalid(format!(
                "{buckets} buckets: a cuckoo table has a power of two, at least {MIN_BUCKETS}"
            )));
        }
        let shape = Shape { buckets, fp_bits };
        let blocks = shape
            .buckets
            .checked_mul(shape.bucket_bytes())
            .map(|b| b / 64)
            .ok_or_else(|| {
                Error::new(ErrorKind::TooLarge, "the table does not fit this platform")
            })?;
        let ops = backend.unwrap_or_else(Backend::detect).require()?;
        let buf = BlockBuf::zeroed(blocks).map_err(|e| match e.kind() {
            // The allocator's message is a Bloom filter's (blocks, a false-positive rate).
            ErrorKind::TooLarge => Error::new(
                ErrorKind::TooLarge,
                format!(
                    "could not allocate {:.1} GiB for a cuckoo table of {buckets} buckets: build \
                     it for fewer keys, or with 8-bit fingerprints (half the memory)",
                    blocks as f64 * 64.0 / (1u64 << 30) as f64
                ),
            ),
            _ => e,
        })?;
        Ok(CuckooFilter {
            buf,
            shape,
            seed,
            count: 0,
            ops,
            rng: SplitMix(seed ^ 0x6a09_e667_f3bc_c908),
            kicks: Vec::new(),
        })
    }

    /// The read-only view every query goes through.
    #[inline(always)]
    pub fn view(&self) -> CuckooRef<'_> {
        CuckooRef {
            table: alloc::as_bytes(self.buf.as_slice()),
            shape: self.shape,
            seed: self.seed,
            count: self.count,
            ops: self.ops,
        }
    }

    /// Switches the batch lookups to `backend`; errors if this CPU lacks it.
    pub fn set_backend(&mut self, backend: Backend) -> Result<(), Error> {
        self.ops = backend.require()?;
        Ok(())
    }

    /// Inserts `key`'s fingerprint. Errors with [`ErrorKind::Full`] when no slot could be found
    /// in [`MAX_KICKS`] kicks; the filter is then unchanged (see the type's documentation).
    /// [`insert_new`](Self::insert_new) also says whether the key was new.
    ///
    /// ```
    /// let mut f = linebloom::CuckooFilter::with_capacity(100)?;
    /// f.insert("apple")?;
    /// assert!(f.contains("apple"));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn insert<K: Key + ?Sized>(&mut self, key: &K) -> Result<(), Error> {
        self.insert_hash(key.key_hash(self.seed))
    }

    /// [`insert`](Self::insert), returning whether the key was new, as
    /// [`Filter::insert`](crate::Filter::insert) and
    /// [`CountingFilter::insert`](crate::CountingFilter::insert) do: `true` if neither of its
    /// buckets held its fingerprint before (`false` for a key already inserted, and for a
    /// false positive). A key that was not new still gets another copy of its fingerprint (see
    /// "Duplicates" in the type's documentation), so it needs one more
    /// [`remove`](Self::remove) to be forgotten; to store each key once, skip the insert when
    /// [`contains`](Self::contains) says "maybe".
    ///
    /// `insert` keeps returning `Result<(), Error>` (existing callers, the Python binding's
    /// included, pass its result on as a `Result<(), _>`) and does not pay for the extra lookup;
    /// this method is the form that reports.
    ///
    /// # Errors
    /// As [`insert`](Self::insert): [`ErrorKind::Full`], the filter unchanged.
    ///
    /// ```
    /// let mut f = linebloom::CuckooFilter::with_capacity(100)?;
    /// assert!(f.insert_new("apple")?);
    /// assert!(!f.insert_new("apple")?); // a second copy: two removals to forget it
    /// assert!(f.remove("apple") && f.remove("apple"));
    /// assert!(!f.contains("apple"));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn insert_new<K: Key + ?Sized>(&mut self, key: &K) -> Result<bool, Error> {
        self.insert_hash_new(key.key_hash(self.seed))
    }

    /// [`insert_new`](Self::insert_new) for a pre-computed hash (see [`hash`](Self::hash)).
    ///
    /// # Errors
    /// As [`insert`](Self::insert).
    pub fn insert_hash_new(&mut self, hash: u64) -> Result<bool, Error> {
        let new = !self.view().contains_hash(hash);
        self.insert_hash(hash).map(|()| new)
    }

    /// [`insert`](Self::insert) for a pre-computed hash (see [`hash`](Self::hash)).
    pub fn insert_hash(&mut self, hash: u64) -> Result<(), Error> {
        let shape = self.shape;
        let (i1, fp) = shape.place(hash);
        let i2 = shape.alt(i1, fp);
        let table = alloc::as_bytes_mut(self.buf.as_mut_slice());
        for b in [i1, i2] {
            if let Some(s) = buckets::empty_slot(shape, table, b) {
                buckets::set(shape, table, b, s, fp);
                self.count += 1;
                return Ok(());
            }
        }
        self.kicks.clear();
        let r = self.rng.next();
        let (mut b, mut carried) = (if r & 1 == 0 { i1 } else { i2 }, fp);
        for _ in 0..MAX_KICKS {
            let slot = (self.rng.next() >> 62) as usize;
            let previous = buckets::get(shape, table, b, slot);
            buckets::set(shape, table, b, slot, carried);
            self.kicks.push(Kick {
                bucket: b,
                slot,
                previous,
            });
            carried = previous;
            b = shape.alt(b, carried);
            if let Some(s) = buckets::empty_slot(shape, table, b) {
                buckets::set(shape, table, b, s, carried);
                self.count += 1;
                return Ok(());
            }
        }
        // Undo, newest first: each slot gets back what it held before its kick, so the carried
        // fingerprint returns to where it was and the new one is the only one left out.
        for k in self.kicks.iter().rev() {
            buckets::set(shape, table, k.bucket, k.slot, k.previous);
        }
        Err(Error::new(
            ErrorKind::Full,
            format!(
                "the cuckoo filter is full: no slot after {MAX_KICKS} kicks at load {:.3} \
                 ({} of {} slots); the kicks were undone and the filter is unchanged. Build it \
                 with a larger capacity (a key inserted more than 8 times, or 4 where its two \
                 buckets coincide, fills its buckets whatever the capacity: insert repeats once)",
                self.view().load_factor(),
                self.count,
                shape.slots()
            ),
        ))
    }

    /// Removes one copy of `key`'s fingerprint; `false` if neither bucket holds it.
    ///
    /// **Only remove keys that were inserted.** Removing a key that never was can delete
    /// another key's equal fingerprint, making that key a false negative (see the type's
    /// documentation).
    ///
    /// ```
    /// let mut f = linebloom::CuckooFilter::with_capacity(100)?;
    /// f.insert(&5u64)?;
    /// assert!(f.remove(&5u64));
    /// assert!(!f.contains(&5u64));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn remove<K: Key + ?Sized>(&mut self, key: &K) -> bool {
        self.remove_hash(key.key_hash(self.seed))
    }

    /// [`remove`](Self::remove) for a pre-computed hash.
    pub fn remove_hash(&mut self, hash: u64) -> bool {
        let shape = self.shape;
        let (i1, fp) = shape.place(hash);
        let i2 = shape.alt(i1, fp);
        let table = alloc::as_bytes_mut(self.buf.as_mut_slice());
        for b in [i1, i2] {
            if let Some(s) = (0..SLOTS).find(|&s| buckets::get(shape, table, b, s) == fp) {
                buckets::set(shape, table, b, s, 0);
                // Every way to an owned filter checks the count against the table, so it is at
                // least 1 here; saturating all the same, as a count is never worth a panic.
                self.count = self.count.saturating_sub(1);
                return true;
            }
        }
        false
    }

    /// Empties the filter, keeping its size and seed.
    pub fn clear(&mut self) {
        alloc::as_bytes_mut(self.buf.as_mut_slice()).fill(0);
        self.count = 0;
    }

    /// Whether the table was mapped with huge pages requested (large tables are).
    pub fn huge_pages_requested(&self) -> bool {
        self.buf.huge_pages_requested()
    }

    /// The table's bytes, writable (for reading a file into it).
    pub(crate) fn bytes_mut(&mut self) -> &mut [u8] {
        alloc::as_bytes_mut(self.buf.as_mut_slice())
    }

    pub(crate) fn set_count(&mut self, count: u64) {
        self.count = count;
    }
}

cuckoo_queries!(CuckooFilter);
