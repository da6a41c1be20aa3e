//! `linebloom.Filter`: the blocked Bloom filter, owned or mapped from a file.

use std::path::{Path, PathBuf};
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

use linebloom::{Filter, FilterRef, MmapFilter};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyType};

use crate::batch::{self, new_array, true_indices, Source};
use crate::errors::{read_only, to_py};
use crate::keys::hash_key;

/// The filter behind a `linebloom.Filter`.
pub(crate) enum Store {
    Owned(Filter),
    /// A read-only mapping of a file (`Filter.open`).
    Mapped(MmapFilter),
}

impl Store {
    pub(crate) fn view(&self) -> FilterRef<'_> {
        match self {
            Store::Owned(f) => f.view(),
            Store::Mapped(m) => m.view(),
        }
    }
}

/// A blocked Bloom filter: every key sets and tests its bits inside one 64-byte block, so a
/// lookup costs one cache miss. It never gives a false negative; a key that was never added is
/// reported with probability about `fpr` once `expected_items` keys are in.
///
/// Keys are `int` (a 64-bit integer in [-2**63, 2**64)), `str` (its UTF-8 bytes) and
/// `bytes`/`bytearray`/`memoryview`. The batch methods (`add_many`, `contains_many`,
/// `select_many`) take numpy integer arrays and Arrow arrays in place, without copying them,
/// and release the GIL (so no other thread may write into a numpy array while a batch call
/// reads it). Files are those of the `linebloom` command-line tool and the C library.
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
        let seed = store.view().seed();
        PyFilter {
            inner: RwLock::new(store),
            seed,
        }
    }

    /// The filter for reading. A panic elsewhere cannot poison it in a way that matters (every
    /// write is a plain bit update), so a poisoned lock is used as is.
    pub(crate) fn read(&self) -> RwLockReadGuard<'_, Store> {
        self.inner.read().unwrap_or_else(|e| e.into_inner())
    }

    fn write(&self) -> RwLockWriteGuard<'_, Store> {
        self.inner.write().unwrap_or_else(|e| e.into_inner())
    }

    /// An owned copy of the filter (of the mapped file's blocks, for a mapping).
    fn owned_copy(&self, py: Python<'_>) -> PyResult<Filter> {
        let store = self.read();
        match &*store {
            Store::Owned(f) => f.try_clone().map_err(|e| to_py(py, e, None)),
            Store::Mapped(m) => {
                Filter::from_image(&m.view().to_image()).map_err(|e| to_py(py, e, None))
            }
        }
    }
}

/// A filter from `data`: any bytes-like object.
pub(crate) fn bytes_of(data: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = data.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    let b = data
        .py()
        .import("builtins")?
        .getattr("bytes")?
        .call1((data,))
        .map_err(|_| PyTypeError::new_err("expected a bytes-like object"))?;
    Ok(b.cast::<PyBytes>()?.as_bytes().to_vec())
}

/// A non-negative integer parameter as `u64`, with a `ValueError` (not an `OverflowError`) for
/// a negative or oversized one.
pub(crate) fn count_param(name: &str, v: i128) -> PyResult<u64> {
    u64::try_from(v).map_err(|_| {
        PyValueError::new_err(format!("{name} must be an integer in [0, 2**64), got {v}"))
    })
}

#[pymethods]
impl PyFilter {
    #[new]
    #[pyo3(
        signature = (expected_items, fpr = None, *, bits_per_key = None, seed = 0),
        text_signature = "(expected_items, fpr=0.01, *, bits_per_key=None, seed=0)"
    )]
    fn new(
        py: Python<'_>,
        expected_items: i128,
        fpr: Option<f64>,
        bits_per_key: Option<f64>,
        seed: i128,
    ) -> PyResult<PyFilter> {
        let n = count_param("expected_items", expected_items)?;
        let seed = count_param("seed", seed)?;
        let mut builder = Filter::builder().expected_items(n).seed(seed);
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
        py.detach(|| match &mut *self.write() {
            Store::Owned(f) => Ok(f.insert_hash(h)),
            Store::Mapped(_) => Err(()),
        })
        .map_err(|()| read_only("Filter"))
    }

    fn __contains__(&self, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        Ok(self.read().view().contains_hash(h))
    }

    /// Adds every key of `keys`: a numpy integer array (read in place; 32-bit and narrower
    /// integers hash as their values widened to 64 bits), a pyarrow Array or ChunkedArray of
    /// integers, strings or binaries (plain, large, view or fixed-size; or anything with the
    /// Arrow PyCapsule interface; nulls are skipped), or any iterable of keys. The GIL is
    /// released while the filter is written.
    ///
    /// >>> f = linebloom.Filter(1000)
    /// >>> f.add_many(np.array([5, -1], dtype=np.int32))
    /// >>> 5 in f, -1 in f
    /// (True, True)
    fn add_many(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        let source = Source::new(keys, self.seed)?;
        let parts = &source.parts;
        let seed = self.seed;
        py.detach(|| match &mut *self.write() {
            // SAFETY: `source` keeps every buffer the parts point into alive until it drops,
            // after this call.
            Store::Owned(f) => Ok(unsafe { batch::insert(parts, seed, f) }),
            Store::Mapped(_) => Err(()),
        })
        .map_err(|()| read_only("Filter"))?
        .map_err(|e| to_py(py, e, None))
    }

    /// The same as `add_many` (the name `set` uses).
    fn update(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        self.add_many(py, keys)
    }

    /// A numpy bool array: for each key, True if it may be in the filter, False if it is
    /// certainly not. `keys` is what `add_many` takes; an Arrow null gives False. The GIL is
    /// released while the keys are probed (keys from a Python iterable are hashed first,
    /// holding it).
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
        let source = Source::new(keys, self.seed)?;
        let (array, addr) = new_array(py, source.len, "bool")?;
        let (parts, n, seed) = (&source.parts, source.len, self.seed);
        py.detach(|| {
            // SAFETY: `array` is a fresh zeroed numpy bool array of `n` one-byte elements (0 is
            // false; numpy's data pointer is never NULL, even for 0 elements) that nothing else
            // references yet; `source` keeps the keys' buffers alive.
            unsafe {
                let out = std::slice::from_raw_parts_mut(addr as *mut bool, n);
                batch::contains(parts, seed, &self.read().view(), out);
            }
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
        let source = Source::new(keys, self.seed)?;
        let (parts, n, seed) = (&source.parts, source.len, self.seed);
        let picked = py.detach(|| {
            let mut answers = vec![false; n];
            // SAFETY: `source` keeps the keys' buffers alive for this call.
            unsafe { batch::contains(parts, seed, &self.read().view(), &mut answers) };
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

    /// The number of add calls made (keys added, repeats included), kept in saved files. See
    /// `estimated_len()` for an estimate of the distinct keys.
    fn __len__(&self) -> usize {
        self.read().view().insert_count() as usize
    }

    /// An estimate of the number of distinct keys, from the fraction of bits set.
    fn estimated_len(&self) -> f64 {
        self.read().view().estimated_len()
    }

    /// The fraction of the filter's bits that are set.
    fn fill_ratio(&self) -> f64 {
        self.read().view().fill_ratio()
    }

    /// The false-positive rate the filter's current fill gives.
    fn estimated_fpr(&self) -> f64 {
        self.read().view().estimated_fpr()
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
        let folded = match &*self.read() {
            Store::Owned(f) => f.fold(),
            Store::Mapped(m) => Filter::from_image(&m.view().to_image()).and_then(|f| f.fold()),
        };
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
        let Ok(other) = other.cast::<PyFilter>() else {
            return Ok(py.NotImplemented());
        };
        let mut out = self.owned_copy(py)?;
        let theirs = other.get().owned_copy(py)?;
        out.union(&theirs).map_err(|e| to_py(py, e, None))?;
        Ok(Py::new(py, PyFilter::wrap(Store::Owned(out)))?.into_any())
    }

    /// f & g: bits set in both: every key in both stays contained (an over-approximation of
    /// the intersection).
    fn __and__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let Ok(other) = other.cast::<PyFilter>() else {
            return Ok(py.NotImplemented());
        };
        let mut out = self.owned_copy(py)?;
        let theirs = other.get().owned_copy(py)?;
        out.intersect(&theirs).map_err(|e| to_py(py, e, None))?;
        Ok(Py::new(py, PyFilter::wrap(Store::Owned(out)))?.into_any())
    }

    /// f |= g: adds g's keys to f in place (ValueError if their shapes differ).
    fn __ior__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<()> {
        let Ok(other) = other.cast::<PyFilter>() else {
            return Err(PyTypeError::new_err("|= takes another linebloom.Filter"));
        };
        let theirs = other.get().owned_copy(py)?;
        let result = py.detach(|| match &mut *self.write() {
            Store::Owned(f) => Ok(f.union(&theirs)),
            Store::Mapped(_) => Err(()),
        });
        result
            .map_err(|()| read_only("Filter"))?
            .map_err(|e| to_py(py, e, None))
    }

    /// Same k, seed and bits (the insert count and whether it is mapped do not matter).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<PyFilter>() else {
            return false;
        };
        if std::ptr::eq(self, other.get()) {
            return true;
        }
        let (a, b) = (self.read(), other.get().read());
        let (a, b) = (a.view(), b.view());
        a.num_hashes() == b.num_hashes() && a.seed() == b.seed() && a.as_bytes() == b.as_bytes()
    }

    fn __repr__(&self) -> String {
        let store = self.read();
        let v = store.view();
        format!(
            "linebloom.Filter(len={}, size_bytes={}, num_hashes={}, seed={}, fill_ratio={:.4}{})",
            v.insert_count(),
            v.size_bytes(),
            v.num_hashes(),
            v.seed(),
            v.fill_ratio(),
            if matches!(&*store, Store::Mapped(_)) {
                ", mapped"
            } else {
                ""
            }
        )
    }

    fn __sizeof__(&self) -> usize {
        std::mem::size_of::<Self>() + self.read().view().size_bytes()
    }

    /// The number of bits each key sets (k).
    #[getter]
    fn num_hashes(&self) -> u32 {
        self.read().view().num_hashes()
    }

    /// The number of 64-byte blocks.
    #[getter]
    fn num_blocks(&self) -> usize {
        self.read().view().num_blocks()
    }

    /// The bytes of the bit array (64 per block): the filter's memory.
    #[getter]
    fn size_bytes(&self) -> usize {
        self.read().view().size_bytes()
    }

    /// The hash seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The SIMD back end doing the lookups on this CPU ("avx512", "avx2", "neon", "scalar").
    #[getter]
    fn backend(&self) -> &'static str {
        self.read().view().backend_name()
    }

    /// True for a filter opened with `Filter.open` (a read-only mapping of its file).
    #[getter]
    fn read_only(&self) -> bool {
        matches!(&*self.read(), Store::Mapped(_))
    }

    /// Writes the filter file (the format of the `linebloom` CLI and the C library): a new file
    /// beside `path`, renamed over it, so a reader never sees a partial file and a mapping of
    /// the old file stays valid. OSError (with the path) if it cannot be written.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let result = py.detach(|| match &*self.read() {
            Store::Owned(f) => f.save(&path),
            Store::Mapped(m) => {
                Filter::from_image(&m.view().to_image()).and_then(|f| f.save(&path))
            }
        });
        result.map_err(|e| to_py(py, e, Some(&path)))
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
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let store = self.read();
        let v = store.view();
        let image = v.to_image();
        PyBytes::new(py, &image)
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

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyBytes>,))> {
        let py = slf.py();
        let f = py.import("linebloom")?.getattr("_filter_from_bytes")?;
        Ok((f, (slf.get().to_bytes(py),)))
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
