//! The batch surface every filter type shares: the `*_hash*` inputs hashed a window at a time
//! ([`hash_batch`], [`HASH_WINDOW`]), the lookups over several filters of one seed
//! ([`contains_any_batch`]), and [`windowed_outputs!`], which gives a type that answers a batch
//! of hashes ([`HashBatch`]) the selection-vector, bitmap and count outputs under
//! [`FilterRef`]'s names and contracts. `FilterRef` itself feeds the same outputs straight from
//! the batch pipeline (`batch/outputs.rs`).

use crate::filter::view::FilterRef;
use crate::layout::key::Key;
use crate::probe;
use crate::probe::pipeline::with_key_source;

/// Writes the hashes of `keys` under `seed` into `out[..keys.len()]`: hash a batch once, then probe
/// it against every filter that shares the seed with [`FilterRef::select_hashes`],
/// [`contains_hash_batch`](crate::Filter::contains_hash_batch) and the other `*_hash*` calls.
/// Filters built with different seeds need their own hashes.
///
/// # Panics
/// If `out` is shorter than `keys`.
///
/// ```
/// use linebloom::Filter;
/// let build = |keys: &[u64]| -> Result<Filter, linebloom::Error> {
///     let mut f = Filter::builder().expected_items(1000).seed(7).build()?;
///     f.insert_batch(keys);
///     Ok(f)
/// };
/// let (small, large) = (build(&[1, 2, 3])?, build(&[3, 4, 5])?);
/// let probe = [1u64, 3, 5, 9];
/// let mut hashes = vec![0; probe.len()];
/// linebloom::hash_batch(7, &probe, &mut hashes);
/// let (mut a, mut b) = (Vec::new(), Vec::new());
/// small.select_hashes(&hashes, &mut a);
/// large.select_hashes(&hashes, &mut b);
/// assert!(a.contains(&0) && a.contains(&1));
/// assert!(b.contains(&1) && b.contains(&2));
/// # Ok::<(), linebloom::Error>(())
/// ```
pub fn hash_batch<K: Key>(seed: u64, keys: &[K], out: &mut [u64]) {
    assert!(
        out.len() >= keys.len(),
        "hash_batch: out holds {} hashes, keys has {}",
        out.len(),
        keys.len()
    );
    let ops = probe::detected_ops();
    let out = &mut out[..keys.len()];
    with_key_source!(keys, seed, |src| probe::hash_batch(ops, src, 0, out));
}

/// Keys hashed per window wherever a batch is hashed apart from the lookup that follows (the
/// lookups over several filters, the outputs of the filters that answer from hashes, the
/// sharded and cuckoo filters): 32 KiB of hashes, which stay in L1/L2 between the two passes.
pub(crate) const HASH_WINDOW: usize = 4096;

/// `out[i]` = whether any of the filters `views()` yields may contain `keys[i]`: each key hashed
/// once under `seed` (a window at a time), then every filter probed in batches and the answers
/// ORed. The batch lookup of `ScalableFilter`, `RotatingFilter` and `MmapContainer`, whose
/// members share one seed.
///
/// # Panics
/// If `keys` and `out` differ in length.
pub(crate) fn contains_any_batch<'a, K: Key, I: Iterator<Item = FilterRef<'a>>>(
    views: impl Fn() -> I,
    seed: u64,
    keys: &[K],
    out: &mut [bool],
) {
    assert_eq!(
        keys.len(),
        out.len(),
        "contains_batch: keys and out differ in length"
    );
    let mut hashes = vec![0u64; HASH_WINDOW.min(keys.len())];
    for (window, out) in keys.chunks(HASH_WINDOW).zip(out.chunks_mut(HASH_WINDOW)) {
        let hashes = &mut hashes[..window.len()];
        hash_batch(seed, window, hashes);
        contains_any_hash_batch(&views, hashes, out);
    }
}

/// [`contains_any_batch`] for pre-computed hashes.
///
/// # Panics
/// If `hashes` and `out` differ in length.
pub(crate) fn contains_any_hash_batch<'a, I: Iterator<Item = FilterRef<'a>>>(
    views: impl Fn() -> I,
    hashes: &[u64],
    out: &mut [bool],
) {
    assert_eq!(
        hashes.len(),
        out.len(),
        "contains_hash_batch: hashes and out differ in length"
    );
    let mut found = vec![false; HASH_WINDOW.min(hashes.len())];
    for (window, out) in hashes.chunks(HASH_WINDOW).zip(out.chunks_mut(HASH_WINDOW)) {
        out.fill(false);
        let found = &mut found[..window.len()];
        for v in views() {
            v.contains_hash_batch(window, found);
            for (o, &f) in out.iter_mut().zip(found.iter()) {
                *o |= f;
            }
        }
    }
}

/// Panics unless a batch call's `n` inputs (`what`: "contains_batch: keys") and its `m` answers
/// match in length.
#[track_caller]
pub(crate) fn same_len(what: &str, n: usize, m: usize) {
    assert_eq!(n, m, "{what} and out differ in length");
}

/// Bitmap words needed for `n` answers (one bit each).
pub(crate) fn bitmap_words(n: usize) -> usize {
    n.div_ceil(64)
}

/// Panics unless `n` answers have `u32` indices.
pub(crate) fn check_select_len(n: usize) {
    assert!(
        u32::try_from(n.saturating_sub(1)).is_ok(),
        "select: {n} keys do not fit u32 indices; split the batch"
    );
}

/// The first `n.div_ceil(64)` words of `out`, cleared (panics if `out` is shorter).
pub(crate) fn bitmap_out(n: usize, out: &mut [u64]) -> &mut [u64] {
    let words = bitmap_words(n);
    assert!(
        out.len() >= words,
        "contains_batch_bitmap: {n} keys need {words} words, out has {}",
        out.len()
    );
    let out = &mut out[..words];
    out.fill(0);
    out
}

/// Sets bit `i` of the bitmap for each answer `i - start` that is `true`.
#[inline(always)]
pub(crate) fn set_bits(out: &mut [u64], start: usize, answers: &[bool]) {
    for (i, &yes) in (start..).zip(answers) {
        out[i / 64] |= u64::from(yes) << (i % 64);
    }
}

/// Appends the indices `start + j` of the `true` answers. The answers are packed into a bit mask
/// first and only its set bits are visited, so the cost follows the hits, not the keys, and there
/// is no branch per key to mispredict.
#[inline(always)]
pub(crate) fn push_selected(out: &mut Vec<u32>, start: usize, answers: &[bool]) {
    for (part, answers) in answers.chunks(64).enumerate() {
        let mut mask = 0u64;
        for (j, &yes) in answers.iter().enumerate() {
            mask |= u64::from(yes) << j;
        }
        let base = (start + 64 * part) as u32; // fits: select_with checked n - 1 <= u32::MAX
        while mask != 0 {
            out.push(base + mask.trailing_zeros());
            mask &= mask - 1;
        }
    }
}

/// A filter type whose batch lookup answers a slice of hashes at once, with no `FilterRef` to
/// give (ConcurrentFilter's atomic words, ShardedFilter's shards). [`windowed_outputs!`] builds
/// the selection-vector, bitmap and count outputs on top of it, a window of hashes at a time.
pub(crate) trait HashBatch {
    /// The seed keys are hashed under.
    fn seed(&self) -> u64;
    /// `out[i]` = whether a key with hash `hashes[i]` may be a member.
    fn answer(&self, hashes: &[u64], out: &mut [bool]);
}

/// Where a windowed output's hashes come from: `fill(start, out)` writes the hashes of keys
/// `start..start + out.len()`.
pub(crate) trait HashWindow {
    fn fill(&self, start: usize, out: &mut [u64]);
}

/// Keys, hashed a window at a time by [`hash_batch`] (the SIMD xxh3 for integer keys).
pub(crate) struct KeyWindow<'a, K> {
    pub(crate) keys: &'a [K],
    pub(crate) seed: u64,
}

impl<K: Key> HashWindow for KeyWindow<'_, K> {
    fn fill(&self, start: usize, out: &mut [u64]) {
        hash_batch(self.seed, &self.keys[start..start + out.len()], out);
    }
}

/// Pre-computed hashes, copied a window at a time.
impl HashWindow for &[u64] {
    fn fill(&self, start: usize, out: &mut [u64]) {
        out.copy_from_slice(&self[start..start + out.len()]);
    }
}

/// Answers `n` keys whose hashes `src` gives a window at a time, handing each window's answers
/// to `sink(start, answers)`.
pub(crate) fn windowed(
    f: &impl HashBatch,
    n: usize,
    src: impl HashWindow,
    mut sink: impl FnMut(usize, &[bool]),
) {
    let mut hashes = vec![0u64; HASH_WINDOW.min(n)];
    let mut answers = vec![false; HASH_WINDOW.min(n)];
    let mut start = 0;
    while start < n {
        let len = HASH_WINDOW.min(n - start);
        src.fill(start, &mut hashes[..len]);
        f.answer(&hashes[..len], &mut answers[..len]);
        sink(start, &answers[..len]);
        start += len;
    }
}

/// `FilterRef::select` for a [`HashBatch`] type.
pub(crate) fn select_windowed(
    f: &impl HashBatch,
    n: usize,
    src: impl HashWindow,
    out: &mut Vec<u32>,
) {
    check_select_len(n);
    out.clear();
    windowed(f, n, src, |start, answers| {
        push_selected(out, start, answers)
    });
}

/// `FilterRef::contains_batch_bitmap` for a [`HashBatch`] type.
pub(crate) fn bitmap_windowed(f: &impl HashBatch, n: usize, src: impl HashWindow, out: &mut [u64]) {
    let out = bitmap_out(n, out);
    windowed(f, n, src, |start, answers| set_bits(out, start, answers));
}

/// `FilterRef::count_batch` for a [`HashBatch`] type.
pub(crate) fn count_windowed(f: &impl HashBatch, n: usize, src: impl HashWindow) -> usize {
    let mut count = 0;
    windowed(f, n, src, |_, answers| {
        count += answers.iter().filter(|&&yes| yes).count()
    });
    count
}

/// `FilterRef::contains_arrow` for a [`HashBatch`] type: every element hashed (the pipeline's
/// Arrow key sources), answered a window at a time, nulls cleared.
#[cfg(feature = "arrow")]
pub(crate) fn contains_arrow_windowed(
    f: &impl HashBatch,
    array: &dyn arrow_array::Array,
) -> Result<arrow_array::BooleanArray, crate::error::Error> {
    let hashes = crate::probe::arrow::element_hashes(array, f.seed())?;
    let mut words = vec![0u64; bitmap_words(hashes.len())];
    bitmap_windowed(f, hashes.len(), &hashes[..], &mut words);
    crate::probe::arrow::mask_nulls(array, &mut words);
    let bits =
        arrow_buffer::BooleanBuffer::new(arrow_buffer::Buffer::from_vec(words), 0, hashes.len());
    Ok(arrow_array::BooleanArray::new(bits, None))
}

/// `FilterRef::select_arrow` for a [`HashBatch`] type.
#[cfg(feature = "arrow")]
pub(crate) fn select_arrow_windowed(
    f: &impl HashBatch,
    array: &dyn arrow_array::Array,
    out: &mut Vec<u32>,
) -> Result<(), crate::error::Error> {
    let hashes = crate::probe::arrow::element_hashes(array, f.seed())?;
    select_windowed(f, hashes.len(), &hashes[..], out);
    crate::probe::arrow::drop_nulls(array, out);
    Ok(())
}

/// The batch outputs of [`FilterRef`] (select, bitmap, count, by key and by hash) for a
/// [`HashBatch`] type, under the same names and contracts.
macro_rules! windowed_outputs {
    // A type with an inherent `seed()` and a batch lookup by hashes named `$answer`: its
    // `HashBatch`, then the outputs.
    ($ty:ty, answered_by $answer:ident) => {
        impl $crate::filter::windowed::HashBatch for $ty {
            fn seed(&self) -> u64 {
                Self::seed(self)
            }
            fn answer(&self, hashes: &[u64], out: &mut [bool]) {
                self.$answer(hashes, out)
            }
        }
        $crate::filter::windowed::windowed_outputs!($ty);
    };
    ($ty:ty) => {
        impl $ty {
            /// The selection vector of `keys`: after clearing `out`, the indices of the keys
            /// that may be members, in order (see [`FilterRef::select`](crate::FilterRef::select)).
            ///
            /// # Panics
            /// If `keys` has more than 2^32 entries.
            pub fn select<K: $crate::layout::key::Key>(&self, keys: &[K], out: &mut Vec<u32>) {
                let src = $crate::filter::windowed::KeyWindow {
                    keys,
                    seed: $crate::filter::windowed::HashBatch::seed(self),
                };
                $crate::filter::windowed::select_windowed(self, keys.len(), src, out)
            }

            /// [`select`](Self::select) for pre-computed hashes.
            ///
            /// # Panics
            /// If `hashes` has more than 2^32 entries.
            pub fn select_hashes(&self, hashes: &[u64], out: &mut Vec<u32>) {
                $crate::filter::windowed::select_windowed(self, hashes.len(), hashes, out)
            }

            /// The answers as a bitmap, bit `i % 64` of `out[i / 64]` for `keys[i]` (see
            /// [`FilterRef::contains_batch_bitmap`](crate::FilterRef::contains_batch_bitmap)).
            ///
            /// # Panics
            /// If `out` has fewer than `keys.len().div_ceil(64)` words.
            pub fn contains_batch_bitmap<K: $crate::layout::key::Key>(
                &self,
                keys: &[K],
                out: &mut [u64],
            ) {
                let src = $crate::filter::windowed::KeyWindow {
                    keys,
                    seed: $crate::filter::windowed::HashBatch::seed(self),
                };
                $crate::filter::windowed::bitmap_windowed(self, keys.len(), src, out)
            }

            /// [`contains_batch_bitmap`](Self::contains_batch_bitmap) for pre-computed hashes.
            ///
            /// # Panics
            /// If `out` has fewer than `hashes.len().div_ceil(64)` words.
            pub fn contains_hash_batch_bitmap(&self, hashes: &[u64], out: &mut [u64]) {
                $crate::filter::windowed::bitmap_windowed(self, hashes.len(), hashes, out)
            }

            /// How many of `keys` may be members.
            pub fn count_batch<K: $crate::layout::key::Key>(&self, keys: &[K]) -> usize {
                let src = $crate::filter::windowed::KeyWindow {
                    keys,
                    seed: $crate::filter::windowed::HashBatch::seed(self),
                };
                $crate::filter::windowed::count_windowed(self, keys.len(), src)
            }

            /// [`count_batch`](Self::count_batch) for pre-computed hashes.
            pub fn count_hash_batch(&self, hashes: &[u64]) -> usize {
                $crate::filter::windowed::count_windowed(self, hashes.len(), hashes)
            }

            /// Probes every element of an Arrow array: `true` where the value may be a member,
            /// `false` where it certainly is not or is null (see
            /// [`FilterRef::contains_arrow`](crate::FilterRef::contains_arrow) for the types and
            /// the key encoding).
            #[cfg(feature = "arrow")]
            pub fn contains_arrow(
                &self,
                array: &dyn arrow_array::Array,
            ) -> Result<arrow_array::BooleanArray, $crate::error::Error> {
                $crate::filter::windowed::contains_arrow_windowed(self, array)
            }

            /// The selection vector of an Arrow array's non-null elements that may be members
            /// (see [`FilterRef::select_arrow`](crate::FilterRef::select_arrow)).
            ///
            /// # Panics
            /// If the array has more than 2^32 elements.
            #[cfg(feature = "arrow")]
            pub fn select_arrow(
                &self,
                array: &dyn arrow_array::Array,
                out: &mut Vec<u32>,
            ) -> Result<(), $crate::error::Error> {
                $crate::filter::windowed::select_arrow_windowed(self, array, out)
            }
        }
    };
}
pub(crate) use windowed_outputs;
