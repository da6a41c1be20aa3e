//! `linebloom.Filter`: the blocked Bloom filter, owned or mapped from a file.

use parking_lot::RwLock;
use std::path::{Path, PathBuf};

use linebloom::{Filter, FilterRef, Layout, MmapFilter};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyMemoryView, PyType};

use crate::batch::{self, new_array, true_indices, Insert, Probe, Source};
use crate::errors::{read_only, to_py};
use crate::keys::hash_key;
use crate::lock::{
    compare_one_at_a_time, read_blocking, read_chunk, with_read, with_write, write_chunk,
};

/// The filter behind a `linebloom.Filter`.
pub(crate) enum Store {
    Owned(Filter),
    /// A read-only mapping of a file (`Filter.open`).
    Mapped(MmapFilter),
    /// After `close()`: the memory or the mapping is released.
    Closed,
}

/// The error every call on a closed filter gets.
pub(crate) fn closed() -> PyErr {
    PyValueError::new_err("the filter is closed (close() released it)")
}

impl Store {
    pub(crate) fn view(&self) -> PyResult<FilterRef<'_>> {
        match self {
            Store::Owned(f) => Ok(f.view()),
            Store::Mapped(m) => Ok(m.view()),
            Store::Closed => Err(closed()),
        }
    }

    fn owned_mut(&mut self) -> PyResult<&mut Filter> {
        match self {
            Store::Owned(f) => Ok(f),
            Store::Mapped(_) => Err(read_only("Filter")),
            Store::Closed => Err(closed()),
        }
    }
}

/// The number of distinct keys a filter's bits say it holds: `estimated_len()` rounded, at
/// least 1 unless no bit is set.
pub(crate) fn distinct_len(v: FilterRef<'_>) -> usize {
    if v.is_empty() {
        return 0;
    }
    let e = v.estimated_len().round();
    if e.is_nan() {
        return 1;
    }
    e.clamp(1.0, isize::MAX as f64 / 2.0) as usize
}

/// A blocked Bloom filter: every key sets and tests its bits inside one 64-byte block, so a
/// lookup costs one cache miss. It never gives a false negative; a key that was never added is
/// reported with probability about `fpr` once `expected_items` keys are in.
///
/// Keys are `int` (a 64-bit integer in [-2**63, 2**64); `bool` is 0 or 1), `float` (its
/// `float64` value: a different key from the equal `int`, as in the Rust and SQL encodings),
/// `str` (its UTF-8 bytes) and `bytes`/`bytearray`/`memoryview`. The batch methods
/// (`add_many`, `contains_many`, `select_many`) take numpy arrays and Arrow arrays in place,
/// without copying them, and release the GIL (so no other thread may write into a numpy array
/// while a batch call reads it). Files are those of the `linebloom` command-line tool and the C
/// library.
///
/// `len(f)` is an estimate of the distinct keys added, from the bits set (see `__len__`); a
/// filter is a mutable container, so it is unhashable and compares by content.
///
/// Give either `fpr` (default 0.01) or `bits_per_key` (1 to 256), not both.
///
/// >>> import linebloom, numpy as np
/// >>> f = linebloom.Filter(1000, 0.01)
/// >>> f.add("apple")
/// True
/// >>> "apple" in f, 42 in f
/// (True, False)
/// >>> f.add_many(np.arange(100, dtype=np.uint64))
/// >>> f.contains_many(np.array([5, 99], dtype=np.uint64)).tolist()
/// [True, True]
/// >>> len(f)
/// 101
#[pyclass(module = "linebloom", name = "Filter", frozen)]
pub(crate) struct PyFilter {
    inner: RwLock<Store>,
    /// The hash seed (fixed for the filter's life, so read without the lock).
    seed: u64,
}

impl PyFilter {
    pub(crate) fn wrap(store: Store) -> PyFilter {
        let seed = match &store {
            Store::Owned(f) => f.view().seed(),
            Store::Mapped(m) => m.view().seed(),
            Store::Closed => 0,
        };
        PyFilter {
            inner: RwLock::new(store),
            seed,
        }
    }

    /// Runs `f` on the filter's view under the read lock (waiting for it without the GIL).
    fn with<R: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(FilterRef<'_>) -> R + Send,
    ) -> PyResult<R> {
        with_read(py, &self.inner, |s| s.view().map(f))
    }

    /// Runs `f` on the writable filter under the write lock (waiting for it without the GIL).
    fn with_mut<R: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Filter) -> R + Send,
    ) -> PyResult<R> {
        with_write(py, &self.inner, |s| s.owned_mut().map(f))
    }

    /// An owned copy of the filter (of the mapped file's blocks, for a mapping).
    fn owned_copy(&self, py: Python<'_>) -> PyResult<Filter> {
        with_read(py, &self.inner, |store| match store {
            Store::Owned(f) => f.try_clone().map_err(|e| to_py_nogil(e, None)),
            Store::Mapped(m) => {
                Filter::from_image(&m.view().to_image()).map_err(|e| to_py_nogil(e, None))
            }
            Store::Closed => Err(closed().into()),
        })
        .map_err(|e| e.resolve(py))
    }
}

/// A linebloom error waiting for the GIL to become a Python exception (`errors::to_py` needs
/// it for `CorruptFile`).
pub(crate) enum LaterErr {
    Lb(linebloom::Error, Option<PathBuf>),
    /// A refused image: `CorruptFile` with this message.
    Corrupt(String),
    Py(PyErr),
}

impl From<PyErr> for LaterErr {
    fn from(e: PyErr) -> Self {
        LaterErr::Py(e)
    }
}

impl LaterErr {
    pub(crate) fn resolve(self, py: Python<'_>) -> PyErr {
        match self {
            LaterErr::Lb(e, path) => to_py(py, e, path.as_deref()),
            LaterErr::Corrupt(message) => crate::errors::corrupt(py, &message, None),
            LaterErr::Py(e) => e,
        }
    }
}

pub(crate) fn to_py_nogil(e: linebloom::Error, path: Option<&Path>) -> LaterErr {
    LaterErr::Lb(e, path.map(Path::to_path_buf))
}

/// The bytes of `data`, a bytes-like object (anything with the buffer protocol). An `int` is
/// refused: `bytes(n)` would make `n` zero bytes.
pub(crate) fn bytes_of(data: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = data.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    let view = PyMemoryView::from(data).map_err(|_| {
        PyTypeError::new_err(format!(
            "expected a bytes-like object (bytes, bytearray, memoryview...), not {}",
            data.get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })?;
    let b = view.call_method0("tobytes")?;
    Ok(b.cast::<PyBytes>()?.as_bytes().to_vec())
}

/// A non-negative integer parameter as `u64`, with a `ValueError` (not an `OverflowError`) for
/// a negative or oversized one.
pub(crate) fn count_param(name: &str, v: i128) -> PyResult<u64> {
    u64::try_from(v).map_err(|_| {
        PyValueError::new_err(format!("{name} must be an integer in [0, 2**64), got {v}"))
    })
}

/// The owned filter behind another `Filter` for a binary operation, or `None` if `other` is
/// not one.
fn other_filter(py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Option<Filter>> {
    match other.cast::<PyFilter>() {
        Ok(o) => Ok(Some(o.get().owned_copy(py)?)),
        Err(_) => Ok(None),
    }
}

#[pymethods]
impl PyFilter {
    #[new]
    #[pyo3(
        signature = (expected_items, fpr = None, *, bits_per_key = None, seed = 0, layout = "blocked", num_hashes = None),
        text_signature = "(expected_items, fpr=0.01, *, bits_per_key=None, seed=0, layout='blocked', num_hashes=None)"
    )]
    fn new(
        py: Python<'_>,
        expected_items: i128,
        fpr: Option<f64>,
        bits_per_key: Option<f64>,
        seed: i128,
        layout: &str,
        num_hashes: Option<i128>,
    ) -> PyResult<PyFilter> {
        let n = count_param("expected_items", expected_items)?;
        let seed = count_param("seed", seed)?;
        let layout: Layout = layout.parse().map_err(|e| to_py(py, e, None))?;
        let mut builder = Filter::builder()
            .expected_items(n)
            .seed(seed)
            .layout(layout);
        if let Some(k) = num_hashes {
            // Out of u32 is out of every layout's range: the builder's own message says which.
            builder = builder.num_hashes(u32::try_from(k).unwrap_or(0));
        }
        builder = match (fpr, bits_per_key) {
            (Some(_), Some(_)) => {
                return Err(PyValueError::new_err(
                    "give either fpr or bits_per_key, not both",
                ))
            }
            (_, Some(b)) => builder.bits_per_key(b),
            (f, None) => builder.fpr(f.unwrap_or(0.01)),
        };
        let f = builder.build().map_err(|e| to_py(py, e, None))?;
        Ok(PyFilter::wrap(Store::Owned(f)))
    }

    /// Adds `key`; returns True if it was new (some bit was unset), False if it may have been
    /// there already.
    ///
    /// >>> f = linebloom.Filter(100)
    /// >>> f.add(b"k"), f.add(b"k")
    /// (True, False)
    fn add(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        self.with_mut(py, |f| f.insert_hash(h))
    }

    fn __contains__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        self.with(py, |v| v.contains_hash(h))
    }

    /// Adds a key by its 64-bit hash, computed by the caller (for a filter read from Parquet,
    /// xxHash64 with seed 0 of the value's plain encoding); True if it was new. A key added by
    /// hash is found by `contains_hash` with that hash, not by `in` (which hashes the key).
    ///
    /// >>> f = linebloom.Filter(100)
    /// >>> f.add_hash(0x0123456789ABCDEF), f.contains_hash(0x0123456789ABCDEF)
    /// (True, True)
    fn add_hash(&self, py: Python<'_>, hash: i128) -> PyResult<bool> {
        let h = count_param("hash", hash)?;
        self.with_mut(py, |f| f.insert_hash(h))
    }

    /// Whether a key with 64-bit hash `hash` may have been added by `add_hash`.
    fn contains_hash(&self, py: Python<'_>, hash: i128) -> PyResult<bool> {
        let h = count_param("hash", hash)?;
        self.with(py, |v| v.contains_hash(h))
    }

    /// Adds every key of `keys`: a numpy array of integers, bools, floats, bytes (`S`: each
    /// key is its full itemsize bytes, as Arrow's fixed_size_binary; numpy's own scalars would
    /// strip trailing NUL bytes) or str (`U`: each key is the str it holds), read in place
    /// (masked entries of a masked array are skipped); a pyarrow Array, ChunkedArray,
    /// one-column Table, RecordBatch or RecordBatchReader of integers, booleans, floats, dates,
    /// times, timestamps, durations, decimal128, strings or binaries (plain, large, view or
    /// fixed-size; or anything with the Arrow PyCapsule interface; nulls are skipped); or any
    /// iterable of keys. The GIL is released while the filter is written, and the filter is
    /// locked a chunk of keys at a time.
    ///
    /// >>> f = linebloom.Filter(1000)
    /// >>> f.add_many(np.array([5, -1], dtype=np.int32))
    /// >>> 5 in f, -1 in f
    /// (True, True)
    fn add_many(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        self.with_mut(py, |_| ())?;
        let source = Source::new(keys, self.seed)?;
        let (parts, seed) = (&source.parts, self.seed);
        let inner = &self.inner;
        let with: batch::WithInsert<'_> = &|run| {
            write_chunk(inner, |s| match s {
                Store::Owned(f) => run(f as &mut dyn Insert),
                // Checked above; a filter closed meanwhile takes no more keys.
                _ => Ok(()),
            })
        };
        py.detach(|| batch::insert(parts, seed, with))
            .map_err(|e| to_py(py, e, None))
    }

    /// The same as `add_many` (the name `set` uses).
    fn update(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        self.add_many(py, keys)
    }

    /// A numpy bool array: for each key, True if it may be in the filter, False if it is
    /// certainly not. `keys` is what `add_many` takes; an Arrow null or a masked entry gives
    /// False. The GIL is released while the keys are probed (keys from a Python iterable are
    /// hashed first, holding it).
    ///
    /// >>> f = linebloom.Filter(1000)
    /// >>> f.add_many(["a", "b"])
    /// >>> f.contains_many(["a", "b", "zzz"]).tolist()
    /// [True, True, False]
    fn contains_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.with(py, |_| ())?;
        let source = Source::new(keys, self.seed)?;
        let (array, addr) = new_array(py, source.len, "bool")?;
        let (parts, n, seed) = (&source.parts, source.len, self.seed);
        let inner = &self.inner;
        let with: batch::WithProbe<'_> = &|run| {
            read_chunk(inner, |s| {
                if let Ok(v) = s.view() {
                    run(&v as &dyn Probe)
                }
            })
        };
        py.detach(|| {
            // SAFETY: `array` is a fresh zeroed numpy bool array of `n` one-byte elements (0 is
            // false; numpy's data pointer is never NULL, even for 0 elements) that nothing else
            // references yet.
            let out = unsafe { std::slice::from_raw_parts_mut(addr as *mut bool, n) };
            batch::contains(parts, seed, with, out);
        });
        Ok(array)
    }

    /// The indices (int64) of the keys that may be in the filter, in order: a semi-join's
    /// selection vector.
    ///
    /// >>> f = linebloom.Filter(1000)
    /// >>> f.add_many([10, 30])
    /// >>> f.select_many(np.array([10, 20, 30], dtype=np.uint64)).tolist()
    /// [0, 2]
    fn select_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.with(py, |_| ())?;
        let source = Source::new(keys, self.seed)?;
        let (parts, n, seed) = (&source.parts, source.len, self.seed);
        let inner = &self.inner;
        let with: batch::WithProbe<'_> = &|run| {
            read_chunk(inner, |s| {
                if let Ok(v) = s.view() {
                    run(&v as &dyn Probe)
                }
            })
        };
        let picked = py.detach(|| {
            let mut answers = vec![false; n];
            batch::contains(parts, seed, with, &mut answers);
            true_indices(&answers)
        });
        let (array, addr) = new_array(py, picked.len(), "int64")?;
        // SAFETY: `array` is a fresh int64 array of `picked.len()` elements, referenced by
        // nothing else.
        unsafe {
            std::ptr::copy_nonoverlapping(picked.as_ptr(), addr as *mut i64, picked.len());
        }
        Ok(array)
    }

    /// An estimate of the number of distinct keys added: `estimated_len()` rounded, from the
    /// bits set (0 only for an empty filter). A repeated key counts once, `len(f | f) ==
    /// len(f)`, and a file's filter has the same len whichever tool built it. It is exact for
    /// few keys in practice and a lower bound once blocks saturate. It reads every block (a
    /// pass over the filter's memory). `insert_count` is the number of keys passed to add
    /// calls, repeats included.
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        self.with(py, distinct_len)
    }

    /// True if any key was added (some bit is set): the same as `len(f) > 0`.
    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        self.with(py, |v| !v.is_empty())
    }

    /// The number of keys passed to add calls (repeats included; a union adds the other
    /// filter's), as the file stores it.
    #[getter]
    fn insert_count(&self, py: Python<'_>) -> PyResult<u64> {
        self.with(py, |v| v.insert_count())
    }

    /// An estimate of the number of distinct keys, from the fraction of bits set.
    fn estimated_len(&self, py: Python<'_>) -> PyResult<f64> {
        self.with(py, |v| v.estimated_len())
    }

    /// The fraction of the filter's bits that are set.
    fn fill_ratio(&self, py: Python<'_>) -> PyResult<f64> {
        self.with(py, |v| v.fill_ratio())
    }

    /// The false-positive rate the filter's current fill gives.
    fn estimated_fpr(&self, py: Python<'_>) -> PyResult<f64> {
        self.with(py, |v| v.estimated_fpr())
    }

    /// Removes every key (the filter keeps its size, k and seed).
    fn clear(&self, py: Python<'_>) -> PyResult<()> {
        self.with_mut(py, |f| f.clear())
    }

    /// A filter of half the size that contains every key this one does (its false-positive
    /// rate is that of the doubled density). ValueError if the block count is odd.
    ///
    /// >>> f = linebloom.Filter(8192, bits_per_key=16)  # 256 blocks
    /// >>> f.add("k")
    /// True
    /// >>> g = f.fold()
    /// >>> "k" in g, g.size_bytes * 2 == f.size_bytes
    /// (True, True)
    fn fold(&self, py: Python<'_>) -> PyResult<PyFilter> {
        let folded = self.owned_copy(py)?.fold();
        Ok(PyFilter::wrap(Store::Owned(
            folded.map_err(|e| to_py(py, e, None))?,
        )))
    }

    /// An independent, writable copy (also of a mapped filter).
    fn copy(&self, py: Python<'_>) -> PyResult<PyFilter> {
        Ok(PyFilter::wrap(Store::Owned(self.owned_copy(py)?)))
    }

    fn __copy__(&self, py: Python<'_>) -> PyResult<PyFilter> {
        self.copy(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyResult<PyFilter> {
        self.copy(py)
    }

    /// f | g: a new filter holding the keys of both (same size, k and seed required, else
    /// ValueError).
    fn __or__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let Some(theirs) = other_filter(py, other)? else {
            return Ok(py.NotImplemented());
        };
        let mut out = self.owned_copy(py)?;
        out.union(&theirs).map_err(|e| to_py(py, e, None))?;
        Ok(Py::new(py, PyFilter::wrap(Store::Owned(out)))?.into_any())
    }

    /// f & g: bits set in both: every key in both stays contained (an over-approximation of
    /// the intersection).
    fn __and__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let Some(theirs) = other_filter(py, other)? else {
            return Ok(py.NotImplemented());
        };
        let mut out = self.owned_copy(py)?;
        out.intersect(&theirs).map_err(|e| to_py(py, e, None))?;
        Ok(Py::new(py, PyFilter::wrap(Store::Owned(out)))?.into_any())
    }

    /// A new filter holding the keys of this one and of every other (`f | g | ...`), as
    /// `set.union`.
    #[pyo3(signature = (*others))]
    fn union(&self, py: Python<'_>, others: Vec<PyRef<'_, PyFilter>>) -> PyResult<PyFilter> {
        let mut out = self.owned_copy(py)?;
        for o in others {
            out.union(&o.owned_copy(py)?)
                .map_err(|e| to_py(py, e, None))?;
        }
        Ok(PyFilter::wrap(Store::Owned(out)))
    }

    /// The bits set in this filter and every other (`f & g & ...`): every key in all of them
    /// stays contained, as `set.intersection` (an over-approximation).
    #[pyo3(signature = (*others))]
    fn intersection(&self, py: Python<'_>, others: Vec<PyRef<'_, PyFilter>>) -> PyResult<PyFilter> {
        let mut out = self.owned_copy(py)?;
        for o in others {
            out.intersect(&o.owned_copy(py)?)
                .map_err(|e| to_py(py, e, None))?;
        }
        Ok(PyFilter::wrap(Store::Owned(out)))
    }

    /// True if every bit set here is set in `other` (same size, k and seed, else ValueError):
    /// then every key this filter may contain, `other` may contain too. A filter built from a
    /// subset of another's keys always is one.
    fn issubset(&self, py: Python<'_>, other: PyRef<'_, PyFilter>) -> PyResult<bool> {
        let mine = self.owned_copy(py)?;
        let theirs = other.owned_copy(py)?;
        let (a, b) = (mine.view(), theirs.view());
        if a.num_blocks() != b.num_blocks()
            || a.num_hashes() != b.num_hashes()
            || a.seed() != b.seed()
        {
            return Err(PyValueError::new_err(
                "issubset compares filters of the same shape (blocks, k and seed)",
            ));
        }
        Ok(a.as_bytes()
            .iter()
            .zip(b.as_bytes())
            .all(|(x, y)| x & !y == 0))
    }

    /// f |= g: adds g's keys to f in place (ValueError if their shapes differ).
    fn __ior__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<()> {
        let Some(theirs) = other_filter(py, other)? else {
            return Err(PyTypeError::new_err("|= takes another linebloom.Filter"));
        };
        self.with_mut(py, |f| f.union(&theirs))?
            .map_err(|e| to_py(py, e, None))
    }

    /// f &= g: keeps only the bits set in both, in place (ValueError if their shapes differ).
    fn __iand__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<()> {
        let Some(theirs) = other_filter(py, other)? else {
            return Err(PyTypeError::new_err("&= takes another linebloom.Filter"));
        };
        self.with_mut(py, |f| f.intersect(&theirs))?
            .map_err(|e| to_py(py, e, None))
    }

    /// Same k, seed and bits (the insert count and whether it is mapped do not matter).
    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(other) = other.cast::<PyFilter>() else {
            return Ok(false);
        };
        if std::ptr::eq(self, other.get()) {
            return Ok(true);
        }
        compare_one_at_a_time(
            py,
            &self.inner,
            &other.get().inner,
            |a| {
                let a = a.view()?;
                Ok((a.num_hashes(), a.seed(), a.as_bytes().to_vec()))
            },
            |a: PyResult<_>, b| {
                let ((k, seed, bytes), b) = (a?, b.view()?);
                Ok(k == b.num_hashes() && seed == b.seed() && bytes == b.as_bytes())
            },
        )
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        with_read(py, &self.inner, |store| {
            let Ok(v) = store.view() else {
                return "linebloom.Filter(closed)".to_string();
            };
            format!(
                "linebloom.Filter(len={}, size_bytes={}, num_hashes={}, seed={}, fill_ratio={:.4}{})",
                distinct_len(v),
                v.size_bytes(),
                v.num_hashes(),
                v.seed(),
                v.fill_ratio(),
                if matches!(store, Store::Mapped(_)) {
                    ", mapped"
                } else {
                    ""
                }
            )
        })
    }

    fn __sizeof__(&self, py: Python<'_>) -> usize {
        std::mem::size_of::<Self>() + self.with(py, |v| v.size_bytes()).unwrap_or(0)
    }

    /// The number of bits each key sets (k).
    #[getter]
    fn num_hashes(&self, py: Python<'_>) -> PyResult<u32> {
        self.with(py, |v| v.num_hashes())
    }

    /// The number of 64-byte blocks.
    #[getter]
    fn num_blocks(&self, py: Python<'_>) -> PyResult<usize> {
        self.with(py, |v| v.num_blocks())
    }

    /// The bytes of the bit array (64 per block): the filter's memory.
    #[getter]
    fn size_bytes(&self, py: Python<'_>) -> PyResult<usize> {
        self.with(py, |v| v.size_bytes())
    }

    /// The hash seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// How the filter lays out a key's bits: "blocked" (the default) or "split-block"
    /// (Parquet's split block Bloom filter).
    #[getter]
    fn layout(&self, py: Python<'_>) -> PyResult<&'static str> {
        self.with(py, |v| v.layout().name())
    }

    /// The SIMD back end doing the lookups on this CPU ("avx512", "avx2", "neon", "scalar").
    #[getter]
    fn backend(&self, py: Python<'_>) -> PyResult<&'static str> {
        self.with(py, |v| v.backend_name())
    }

    /// True for a filter opened with `Filter.open` (a read-only mapping of its file).
    #[getter]
    fn read_only(&self, py: Python<'_>) -> bool {
        with_read(py, &self.inner, |s| matches!(s, Store::Mapped(_)))
    }

    /// True once `close()` was called.
    #[getter]
    fn closed(&self, py: Python<'_>) -> bool {
        with_read(py, &self.inner, |s| matches!(s, Store::Closed))
    }

    /// Releases the filter's memory, or for a mapped filter its mapping of the file, now
    /// rather than when the object is collected; any later call but `close` raises ValueError.
    /// `with Filter.open(path) as f:` closes it at the end of the block.
    fn close(&self, py: Python<'_>) {
        let old = with_write(py, &self.inner, |s| std::mem::replace(s, Store::Closed));
        py.detach(|| drop(old));
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __exit__(
        &self,
        py: Python<'_>,
        _exc_type: &Bound<'_, PyAny>,
        _exc: &Bound<'_, PyAny>,
        _tb: &Bound<'_, PyAny>,
    ) -> bool {
        self.close(py);
        false
    }

    /// Writes the filter file (the format of the `linebloom` CLI and the C library): a new file
    /// beside `path`, renamed over it, so a reader never sees a partial file and a mapping of
    /// the old file stays valid. OSError (with the path) if it cannot be written.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let result = py.detach(|| match &*read_blocking(&self.inner) {
            Store::Owned(f) => f.save(&path).map_err(|e| to_py_nogil(e, Some(&path))),
            Store::Mapped(m) => Filter::from_image(&m.view().to_image())
                .and_then(|f| f.save(&path))
                .map_err(|e| to_py_nogil(e, Some(&path))),
            Store::Closed => Err(closed().into()),
        });
        result.map_err(|e| e.resolve(py))
    }

    /// Reads a filter file into memory, checking its header and block checksums. Raises
    /// FileNotFoundError, PermissionError... (OSError subclasses, with the path) if it cannot be
    /// read, and linebloom.CorruptFile if it is not a valid filter file.
    #[classmethod]
    fn load(_cls: &Bound<'_, PyType>, py: Python<'_>, path: PathBuf) -> PyResult<PyFilter> {
        let f = py
            .detach(|| Filter::load(&path))
            .map_err(|e| to_py(py, e, Some(&path)))?;
        Ok(PyFilter::wrap(Store::Owned(f)))
    }

    /// Maps a filter file read-only instead of reading it: opening is O(1) (the header is
    /// checked; with verify=True the block checksum too, reading the file once) and pages are
    /// read as lookups touch them. The filter is read-only: add and add_many raise TypeError.
    /// `close()` (or a `with` block) unmaps it.
    ///
    /// The contract: while the filter (or a copy of a reference to it) is alive, the file must
    /// not be truncated or rewritten in place, by this process or another. Replacing it by
    /// renaming a new file over its name is safe, and that is how `save`, the CLI and the C
    /// library write files. Breaking the contract can crash the process (SIGBUS) or give wrong
    /// answers; use `Filter.load` where it cannot be promised.
    #[classmethod]
    #[pyo3(signature = (path, *, verify = false))]
    fn open(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        path: PathBuf,
        verify: bool,
    ) -> PyResult<PyFilter> {
        let m = py
            .detach(|| open_mapped(&path, verify))
            .map_err(|e| to_py(py, e, Some(&path)))?;
        Ok(PyFilter::wrap(Store::Mapped(m)))
    }

    /// The filter as an embedded image (FORMAT.md, "Embedded images"): a 64-byte checksummed
    /// header and the blocks, to store anywhere; `Filter.from_bytes` reads it back.
    ///
    /// >>> f = linebloom.Filter(100)
    /// >>> f.add("k")
    /// True
    /// >>> "k" in linebloom.Filter.from_bytes(f.to_bytes())
    /// True
    fn to_bytes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let image = self.with(py, |v| v.to_image())?;
        Ok(PyBytes::new(py, &image))
    }

    /// A filter copied out of an image made by `to_bytes` (any bytes-like object). Checks the
    /// header and the block checksum; raises linebloom.CorruptFile if they do not match.
    #[classmethod]
    fn from_bytes(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        data: &Bound<'_, PyAny>,
    ) -> PyResult<PyFilter> {
        _filter_from_bytes(py, data)
    }

    /// A split-block filter holding a Parquet split block Bloom filter's bitset (the bytes
    /// after its Thrift header; a non-zero multiple of 64 bytes). Probe it with
    /// `contains_hash` and Parquet's hashes (xxHash64, seed 0, of each value's plain encoding).
    #[classmethod]
    fn from_parquet_bitset(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        data: &Bound<'_, PyAny>,
    ) -> PyResult<PyFilter> {
        let bitset = bytes_of(data)?;
        let f = Filter::from_parquet_bitset(&bitset).map_err(|e| to_py(py, e, None))?;
        Ok(PyFilter::wrap(Store::Owned(f)))
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyBytes>,))> {
        let py = slf.py();
        let f = slf.get_type().getattr("from_bytes")?;
        Ok((f, (slf.get().to_bytes(py)?,)))
    }
}

/// Maps `path` (and verifies its blocks if asked).
fn open_mapped(path: &Path, verify: bool) -> Result<MmapFilter, linebloom::Error> {
    if verify {
        // SAFETY: `Filter.open` documents the mapping contract to the caller (the file is not
        // truncated or modified in place while mapped), which is `MmapFilter::open`'s.
        unsafe { MmapFilter::open_verified(path) }
    } else {
        // SAFETY: as above.
        unsafe { MmapFilter::open(path) }
    }
}

/// Not API: the unpickler of `Filter` (an image from `to_bytes`).
#[pyfunction]
pub(crate) fn _filter_from_bytes(py: Python<'_>, data: &Bound<'_, PyAny>) -> PyResult<PyFilter> {
    let bytes = bytes_of(data)?;
    let f = py
        .detach(|| Filter::from_image(&bytes))
        .map_err(|e| to_py(py, e, None))?;
    Ok(PyFilter::wrap(Store::Owned(f)))
}
