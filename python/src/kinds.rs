//! The other filter kinds: `CuckooFilter` (can remove keys), `ScalableFilter` (grows) and
//! `RotatingFilter` (forgets old generations), with `Filter`'s naming.

use parking_lot::RwLock;
use std::path::PathBuf;

use linebloom::{
    CuckooFilter, CuckooRef, Error, FileKind, Key, MmapCuckooFilter, RotatingFilter,
    ScalableFilter, HEADER_LEN,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyType};

use crate::batch::{self, new_array, true_indices, Insert, Probe, Source};
use crate::bloom::{bytes_of, count_param, to_py_nogil, LaterErr};
use crate::errors::{read_only, to_py};
use crate::keys::hash_key;
use crate::lock::{
    compare_one_at_a_time, read_blocking, read_chunk, with_read, with_write, write_chunk,
};

/// A small non-negative integer parameter, with a `ValueError` (not an `OverflowError`) for a
/// negative or oversized one; the builders check the ranges that make sense.
fn small_param(name: &str, v: i128) -> PyResult<u32> {
    u32::try_from(v).map_err(|_| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "{name} must be an integer in [0, 2**32), got {v}"
        ))
    })
}

/// The error every call on a closed cuckoo filter gets.
fn closed() -> PyErr {
    PyValueError::new_err("the filter is closed (close() released it)")
}

impl Probe for CuckooRef<'_> {
    fn contains_ints(&self, keys: &[u64], out: &mut [bool]) {
        self.contains_batch(keys, out);
    }
    fn contains_hashes(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out);
    }
}

/// Stores the key's fingerprint unless the filter already answers "maybe" for it: a repeated
/// key is stored once (as `linebloom build --kind cuckoo` stores it), so repeats never fill its
/// buckets. True if it was stored.
fn insert_once(c: &mut CuckooFilter, h: u64) -> Result<bool, Error> {
    if c.view().contains_hash(h) {
        return Ok(false);
    }
    c.insert_hash(h).map(|()| true)
}

impl Insert for CuckooFilter {
    fn insert_ints(&mut self, keys: &[u64]) -> Result<(), Error> {
        keys.iter()
            .try_for_each(|k| insert_once(self, k.key_hash(self.view().seed())).map(drop))
    }
    fn insert_hashes(&mut self, hashes: &[u64]) -> Result<(), Error> {
        hashes
            .iter()
            .try_for_each(|&h| insert_once(self, h).map(drop))
    }
}

impl Probe for ScalableFilter {
    fn contains_ints(&self, keys: &[u64], out: &mut [bool]) {
        self.contains_batch(keys, out);
    }
    fn contains_hashes(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out);
    }
}

impl Insert for ScalableFilter {
    fn insert_ints(&mut self, keys: &[u64]) -> Result<(), Error> {
        keys.iter().try_for_each(|k| self.insert(k).map(drop))
    }
    fn insert_hashes(&mut self, hashes: &[u64]) -> Result<(), Error> {
        hashes
            .iter()
            .try_for_each(|&h| self.insert_hash(h).map(drop))
    }
}

impl Probe for RotatingFilter {
    fn contains_ints(&self, keys: &[u64], out: &mut [bool]) {
        self.contains_batch(keys, out);
    }
    fn contains_hashes(&self, hashes: &[u64], out: &mut [bool]) {
        for (o, &h) in out.iter_mut().zip(hashes) {
            *o = self.contains_hash(h);
        }
    }
}

impl Insert for RotatingFilter {
    fn insert_ints(&mut self, keys: &[u64]) -> Result<(), Error> {
        for k in keys {
            self.insert(k);
        }
        Ok(())
    }
    fn insert_hashes(&mut self, hashes: &[u64]) -> Result<(), Error> {
        for &h in hashes {
            self.insert_hash(h);
        }
        Ok(())
    }
}

/// `contains_many` for any kind: a numpy bool array of answers.
fn contains_many<'py>(
    py: Python<'py>,
    keys: &Bound<'py, PyAny>,
    seed: u64,
    probe: batch::WithProbe<'_>,
) -> PyResult<Bound<'py, PyAny>> {
    let source = Source::new(keys, seed)?;
    let (array, addr) = new_array(py, source.len, "bool")?;
    let (parts, n) = (&source.parts, source.len);
    py.detach(|| {
        // SAFETY: `array` is a fresh zeroed numpy bool array of `n` one-byte elements (0 is
        // false; numpy's data pointer is never NULL, even for 0 elements) that nothing else
        // references yet.
        let out = unsafe { std::slice::from_raw_parts_mut(addr as *mut bool, n) };
        batch::contains(parts, seed, probe, out);
    });
    Ok(array)
}

/// `select_many` for any kind: the int64 indices of the maybe-members.
fn select_many<'py>(
    py: Python<'py>,
    keys: &Bound<'py, PyAny>,
    seed: u64,
    probe: batch::WithProbe<'_>,
) -> PyResult<Bound<'py, PyAny>> {
    let source = Source::new(keys, seed)?;
    let (parts, n) = (&source.parts, source.len);
    let picked = py.detach(|| {
        let mut answers = vec![false; n];
        batch::contains(parts, seed, probe, &mut answers);
        true_indices(&answers)
    });
    let (array, addr) = new_array(py, picked.len(), "int64")?;
    // SAFETY: `array` is a fresh int64 array of `picked.len()` elements, referenced by nothing
    // else.
    unsafe { std::ptr::copy_nonoverlapping(picked.as_ptr(), addr as *mut i64, picked.len()) };
    Ok(array)
}

/// Serialises with a kind's `write_to` (its file format, as `save` writes it).
fn image(write_to: impl FnOnce(&mut Vec<u8>) -> Result<(), Error>) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = write_to(&mut out);
    out
}

/// Whether two filters serialise to the same bytes (one lock held at a time, without the GIL).
fn same_image<T: Send + Sync>(
    py: Python<'_>,
    a: &RwLock<T>,
    b: &RwLock<T>,
    write_to: impl Fn(&T, &mut Vec<u8>) -> Result<(), Error> + Sync,
) -> bool {
    compare_one_at_a_time(
        py,
        a,
        b,
        |a| image(|w| write_to(a, w)),
        |a, b| a == image(|w| write_to(b, w)),
    )
}

// ------------------------------------------------------------------------------------------
// CuckooFilter
// ------------------------------------------------------------------------------------------

enum CuckooStore {
    Owned(CuckooFilter),
    Mapped(MmapCuckooFilter),
    /// After `close()`.
    Closed,
}

impl CuckooStore {
    fn view(&self) -> PyResult<CuckooRef<'_>> {
        match self {
            CuckooStore::Owned(f) => Ok(f.view()),
            CuckooStore::Mapped(m) => Ok(m.view()),
            CuckooStore::Closed => Err(closed()),
        }
    }

    fn owned_mut(&mut self) -> PyResult<&mut CuckooFilter> {
        match self {
            CuckooStore::Owned(f) => Ok(f),
            CuckooStore::Mapped(_) => Err(read_only("CuckooFilter")),
            CuckooStore::Closed => Err(closed()),
        }
    }

    fn owned(&self) -> Result<CuckooFilter, LaterErr> {
        match self {
            CuckooStore::Owned(f) => f.try_clone().map_err(|e| to_py_nogil(e, None)),
            CuckooStore::Mapped(m) => m.to_owned_filter().map_err(|e| to_py_nogil(e, None)),
            CuckooStore::Closed => Err(closed().into()),
        }
    }
}

/// A cuckoo filter: an approximate set like a Bloom filter that can also remove keys. Each key
/// stores an 8- or 16-bit fingerprint; the false-positive rate at load a is about 8a / 2**bits
/// (about 0.012% for 16 bits when full). `capacity` keys always fit; `add` raises
/// linebloom.FilterFull when a key finds no slot (the filter is then unchanged).
///
/// A key is stored once: adding a key the filter already answers "maybe" for (the key itself,
/// or rarely another key of the same fingerprint and buckets) stores nothing and returns False,
/// as `linebloom build --kind cuckoo` stores a repeated key once. One `remove` forgets it.
///
/// Only remove keys that were added: removing one that never was can delete another key's
/// equal fingerprint, which then reads as absent.
///
/// >>> import linebloom
/// >>> c = linebloom.CuckooFilter(1000)
/// >>> c.add("a"), c.add("a")
/// (True, False)
/// >>> "a" in c
/// True
/// >>> c.remove("a")
/// True
/// >>> "a" in c
/// False
#[pyclass(module = "linebloom", name = "CuckooFilter", frozen)]
pub(crate) struct PyCuckooFilter {
    inner: RwLock<CuckooStore>,
    seed: u64,
}

impl PyCuckooFilter {
    fn wrap(store: CuckooStore) -> PyCuckooFilter {
        let seed = store.view().map(|v| v.seed()).unwrap_or(0);
        PyCuckooFilter {
            inner: RwLock::new(store),
            seed,
        }
    }

    /// Runs `f` on the filter's view under the read lock (waiting for it without the GIL).
    fn with<R: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(CuckooRef<'_>) -> R + Send,
    ) -> PyResult<R> {
        with_read(py, &self.inner, |s| s.view().map(f))
    }

    /// Runs `f` on the writable filter (waiting for the lock without the GIL).
    fn with_owned<T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut CuckooFilter) -> Result<T, Error> + Send,
    ) -> PyResult<T> {
        with_write(py, &self.inner, |s| s.owned_mut().map(f))?.map_err(|e| to_py(py, e, None))
    }

    fn owned_copy(&self, py: Python<'_>) -> PyResult<CuckooFilter> {
        with_read(py, &self.inner, |s| s.owned()).map_err(|e| e.resolve(py))
    }
}

#[pymethods]
impl PyCuckooFilter {
    #[new]
    #[pyo3(signature = (capacity, *, fingerprint_bits = 16, seed = 0))]
    fn new(py: Python<'_>, capacity: i128, fingerprint_bits: i128, seed: i128) -> PyResult<Self> {
        let f = CuckooFilter::builder()
            .capacity(count_param("capacity", capacity)?)
            .fingerprint_bits(small_param("fingerprint_bits", fingerprint_bits)?)
            .seed(count_param("seed", seed)?)
            .build()
            .map_err(|e| to_py(py, e, None))?;
        Ok(Self::wrap(CuckooStore::Owned(f)))
    }

    /// Stores the key's fingerprint unless the filter already answers "maybe" for it; True if
    /// it was stored (new), False if not (as `Filter.add`). Raises linebloom.FilterFull if no
    /// slot could be found; the filter is then unchanged.
    fn add(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        self.with_owned(py, |c| insert_once(c, h))
    }

    /// Deletes the key's fingerprint; True if one was found. Only remove keys that were added
    /// (see the class documentation).
    fn remove(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        self.with_owned(py, |c| Ok(c.remove_hash(h)))
    }

    fn __contains__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        self.with(py, |v| v.contains_hash(h))
    }

    /// Adds every key (what `Filter.add_many` takes), each stored once, with the GIL released.
    /// Raises linebloom.FilterFull at the first key that finds no slot; the keys before it stay
    /// added.
    fn add_many(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        with_write(py, &self.inner, |s| s.owned_mut().map(drop))?;
        let source = Source::new(keys, self.seed)?;
        let (parts, seed, inner) = (&source.parts, self.seed, &self.inner);
        let with: batch::WithInsert<'_> = &|run| {
            write_chunk(inner, |s| match s {
                CuckooStore::Owned(c) => run(c as &mut dyn Insert),
                _ => Ok(()),
            })
        };
        py.detach(|| batch::insert(parts, seed, with))
            .map_err(|e| to_py(py, e, None))
    }

    /// The same as `add_many`.
    fn update(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        self.add_many(py, keys)
    }

    /// A numpy bool array of answers, as `Filter.contains_many`.
    fn contains_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.with(py, |_| ())?;
        let inner = &self.inner;
        contains_many(py, keys, self.seed, &|run| {
            read_chunk(inner, |s| {
                if let Ok(v) = s.view() {
                    run(&v as &dyn Probe)
                }
            })
        })
    }

    /// The int64 indices of the keys that may be in the filter.
    fn select_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.with(py, |_| ())?;
        let inner = &self.inner;
        select_many(py, keys, self.seed, &|run| {
            read_chunk(inner, |s| {
                if let Ok(v) = s.view() {
                    run(&v as &dyn Probe)
                }
            })
        })
    }

    /// The number of fingerprints stored: the distinct keys added, less those removed.
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        self.with(py, |v| v.insert_count().min(isize::MAX as u64) as usize)
    }

    /// True if any fingerprint is stored (`len(c) > 0`).
    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        self.with(py, |v| v.insert_count() > 0)
    }

    /// The fraction of slots in use.
    fn load_factor(&self, py: Python<'_>) -> PyResult<f64> {
        self.with(py, |v| v.load_factor())
    }

    /// The false-positive rate at the current load.
    fn estimated_fpr(&self, py: Python<'_>) -> PyResult<f64> {
        self.with(py, |v| v.estimated_fpr())
    }

    /// Removes every key (the table keeps its size and seed).
    fn clear(&self, py: Python<'_>) -> PyResult<()> {
        self.with_owned(py, |c| {
            c.clear();
            Ok(())
        })
    }

    /// The table's bytes.
    #[getter]
    fn size_bytes(&self, py: Python<'_>) -> PyResult<usize> {
        self.with(py, |v| v.size_bytes())
    }

    /// The fingerprint width in bits (8 or 16).
    #[getter]
    fn fingerprint_bits(&self, py: Python<'_>) -> PyResult<u32> {
        self.with(py, |v| v.fingerprint_bits())
    }

    /// The hash seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// True for a filter opened with `CuckooFilter.open`.
    #[getter]
    fn read_only(&self, py: Python<'_>) -> bool {
        with_read(py, &self.inner, |s| matches!(s, CuckooStore::Mapped(_)))
    }

    /// True once `close()` was called.
    #[getter]
    fn closed(&self, py: Python<'_>) -> bool {
        with_read(py, &self.inner, |s| matches!(s, CuckooStore::Closed))
    }

    /// Releases the table's memory, or a mapped filter's mapping, now; any later call but
    /// `close` raises ValueError. `with CuckooFilter.open(path) as c:` closes it at the end.
    fn close(&self, py: Python<'_>) {
        let old = with_write(py, &self.inner, |s| {
            std::mem::replace(s, CuckooStore::Closed)
        });
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

    /// An independent, writable copy.
    fn copy(&self, py: Python<'_>) -> PyResult<Self> {
        Ok(Self::wrap(CuckooStore::Owned(self.owned_copy(py)?)))
    }

    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(other) = other.cast::<PyCuckooFilter>() else {
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
                Ok((a.seed(), a.fingerprint_bits(), a.as_bytes().to_vec()))
            },
            |a: PyResult<_>, b| {
                let ((seed, bits, bytes), b) = (a?, b.view()?);
                Ok(seed == b.seed() && bits == b.fingerprint_bits() && bytes == b.as_bytes())
            },
        )
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        with_read(py, &self.inner, |store| {
            let Ok(v) = store.view() else {
                return "linebloom.CuckooFilter(closed)".to_string();
            };
            format!(
                "linebloom.CuckooFilter(len={}, size_bytes={}, fingerprint_bits={}, seed={}, load_factor={:.4}{})",
                v.insert_count(),
                v.size_bytes(),
                v.fingerprint_bits(),
                v.seed(),
                v.load_factor(),
                if matches!(store, CuckooStore::Mapped(_)) { ", mapped" } else { "" }
            )
        })
    }

    /// Writes the filter file (the CLI's `--kind cuckoo` format), atomically.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let r = py.detach(|| match &*read_blocking(&self.inner) {
            CuckooStore::Owned(c) => c.save(&path).map_err(|e| to_py_nogil(e, Some(&path))),
            CuckooStore::Mapped(m) => m
                .to_owned_filter()
                .and_then(|c| c.save(&path))
                .map_err(|e| to_py_nogil(e, Some(&path))),
            CuckooStore::Closed => Err(closed().into()),
        });
        r.map_err(|e| e.resolve(py))
    }

    /// Reads a cuckoo filter file into memory (checksums checked).
    #[classmethod]
    fn load(_cls: &Bound<'_, PyType>, py: Python<'_>, path: PathBuf) -> PyResult<Self> {
        let c = py
            .detach(|| CuckooFilter::load(&path))
            .map_err(|e| to_py(py, e, Some(&path)))?;
        Ok(Self::wrap(CuckooStore::Owned(c)))
    }

    /// Maps a cuckoo filter file read-only, under the contract of `Filter.open`: the file must
    /// not be truncated or rewritten in place while the filter is alive (replacing it by a
    /// rename, as every linebloom writer does, is safe). `close()` unmaps it.
    #[classmethod]
    #[pyo3(signature = (path, *, verify = false))]
    fn open(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        path: PathBuf,
        verify: bool,
    ) -> PyResult<Self> {
        let m = py
            .detach(|| {
                if verify {
                    // SAFETY: the mapping contract is documented to the caller (above), and is
                    // `MmapCuckooFilter::open`'s.
                    unsafe { MmapCuckooFilter::open_verified(&path) }
                } else {
                    // SAFETY: as above.
                    unsafe { MmapCuckooFilter::open(&path) }
                }
            })
            .map_err(|e| to_py(py, e, Some(&path)))?;
        Ok(Self::wrap(CuckooStore::Mapped(m)))
    }

    /// The filter file's bytes (what `save` writes); `CuckooFilter.from_bytes` reads them.
    fn to_bytes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = with_read(py, &self.inner, |s| match s {
            CuckooStore::Owned(c) => Ok(image(|w| c.write_to(w))),
            CuckooStore::Mapped(m) => m
                .to_owned_filter()
                .map(|c| image(|w| c.write_to(w)))
                .map_err(|e| to_py_nogil(e, None)),
            CuckooStore::Closed => Err(closed().into()),
        })
        .map_err(|e| e.resolve(py))?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// A filter from the bytes `to_bytes` gives; linebloom.CorruptFile if they are not valid
    /// (as for a file: damaged, truncated, or with bytes after the table).
    #[classmethod]
    fn from_bytes(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        data: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        _cuckoo_from_bytes(py, data)
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyBytes>,))> {
        let py = slf.py();
        let f = slf.get_type().getattr("from_bytes")?;
        Ok((f, (slf.get().to_bytes(py)?,)))
    }
}

/// A cuckoo filter file's image, refused before anything is allocated if its length is not
/// the one its header gives (the table is the header's line count times 64 bytes), as
/// `CuckooFilter.load` refuses a file.
fn cuckoo_from_image(bytes: &[u8]) -> Result<CuckooFilter, LaterErr> {
    if bytes.len() >= HEADER_LEN {
        let mut head = [0u8; 16];
        head.copy_from_slice(&bytes[..16]);
        if FileKind::of_header(&head).map_err(|e| to_py_nogil(e, None))? == FileKind::Cuckoo {
            let lines = u64::from_le_bytes(bytes[32..40].try_into().unwrap_or([0; 8]));
            let want = lines
                .checked_mul(64)
                .and_then(|t| t.checked_add(HEADER_LEN as u64));
            if want != Some(bytes.len() as u64) {
                return Err(LaterErr::Corrupt(format!(
                    "the cuckoo filter image is {} bytes, but its header describes {} \
                         (a {HEADER_LEN}-byte header and {lines} table lines of 64 bytes)",
                    bytes.len(),
                    want.map_or_else(|| "more than 2**64".into(), |w| w.to_string()),
                )));
            }
        }
    }
    CuckooFilter::read_from(&mut &bytes[..]).map_err(|e| to_py_nogil(e, None))
}

/// Not API: the unpickler of `CuckooFilter`.
#[pyfunction]
pub(crate) fn _cuckoo_from_bytes(
    py: Python<'_>,
    data: &Bound<'_, PyAny>,
) -> PyResult<PyCuckooFilter> {
    let bytes = bytes_of(data)?;
    let c = py
        .detach(|| cuckoo_from_image(&bytes))
        .map_err(|e| e.resolve(py))?;
    Ok(PyCuckooFilter::wrap(CuckooStore::Owned(c)))
}

// ------------------------------------------------------------------------------------------
// ScalableFilter
// ------------------------------------------------------------------------------------------

/// A Bloom filter that grows: when its newest sub-filter holds the keys it was sized for, the
/// next new key stacks a sub-filter `expansion` times larger at a `tightening` times lower
/// false-positive rate, so the compound rate stays at or under `fpr` however far it grows.
/// With scaling=False it holds `initial_capacity` keys and then raises linebloom.FilterFull.
///
/// `len(s)` is the number of keys added as new. There is no `clear()` (the stack cannot shrink
/// back to its first sub-filter): make a new ScalableFilter with the same parameters.
///
/// >>> import linebloom
/// >>> s = linebloom.ScalableFilter(100, 0.01)
/// >>> s.add_many(range(10_000))
/// >>> s.num_filters > 1, 9_999 in s
/// (True, True)
#[pyclass(module = "linebloom", name = "ScalableFilter", frozen)]
pub(crate) struct PyScalableFilter {
    inner: RwLock<ScalableFilter>,
    seed: u64,
}

impl PyScalableFilter {
    fn wrap(f: ScalableFilter) -> Self {
        let seed = f.seed();
        PyScalableFilter {
            inner: RwLock::new(f),
            seed,
        }
    }
}

#[pymethods]
impl PyScalableFilter {
    #[new]
    #[pyo3(signature = (initial_capacity = 1000, fpr = 0.01, *, expansion = 2, tightening = 0.5, seed = 0, scaling = true))]
    fn new(
        py: Python<'_>,
        initial_capacity: i128,
        fpr: f64,
        expansion: i128,
        tightening: f64,
        seed: i128,
        scaling: bool,
    ) -> PyResult<Self> {
        let mut b = ScalableFilter::builder()
            .initial_capacity(count_param("initial_capacity", initial_capacity)?)
            .fpr(fpr)
            .expansion(small_param("expansion", expansion)?)
            .tightening(tightening)
            .seed(count_param("seed", seed)?);
        if !scaling {
            b = b.nonscaling();
        }
        Ok(Self::wrap(b.build().map_err(|e| to_py(py, e, None))?))
    }

    /// Adds the key unless it may be there already; True if it was added (new).
    fn add(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        with_write(py, &self.inner, |f| f.insert_hash(h)).map_err(|e| to_py(py, e, None))
    }

    fn __contains__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        Ok(with_read(py, &self.inner, |f| f.contains_hash(h)))
    }

    /// Adds every key (what `Filter.add_many` takes), with the GIL released.
    fn add_many(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        let source = Source::new(keys, self.seed)?;
        let (parts, seed, inner) = (&source.parts, self.seed, &self.inner);
        let with: batch::WithInsert<'_> = &|run| write_chunk(inner, |f| run(f as &mut dyn Insert));
        py.detach(|| batch::insert(parts, seed, with))
            .map_err(|e| to_py(py, e, None))
    }

    /// The same as `add_many`.
    fn update(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        self.add_many(py, keys)
    }

    /// A numpy bool array of answers, as `Filter.contains_many`.
    fn contains_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let inner = &self.inner;
        contains_many(py, keys, self.seed, &|run| {
            read_chunk(inner, |f| run(f as &dyn Probe))
        })
    }

    /// The int64 indices of the keys that may be in the filter.
    fn select_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let inner = &self.inner;
        select_many(py, keys, self.seed, &|run| {
            read_chunk(inner, |f| run(f as &dyn Probe))
        })
    }

    /// The number of keys added as new.
    fn __len__(&self, py: Python<'_>) -> usize {
        with_read(py, &self.inner, |f| f.insert_count() as usize)
    }

    /// The number of sub-filters.
    #[getter]
    fn num_filters(&self, py: Python<'_>) -> usize {
        with_read(py, &self.inner, |f| f.num_filters())
    }

    /// The keys the sub-filters are sized for, together.
    #[getter]
    fn capacity(&self, py: Python<'_>) -> u64 {
        with_read(py, &self.inner, |f| f.capacity())
    }

    /// The bytes of all sub-filters.
    #[getter]
    fn size_bytes(&self, py: Python<'_>) -> usize {
        with_read(py, &self.inner, |f| f.size_bytes())
    }

    /// The hash seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The requested false-positive rate.
    #[getter]
    fn fpr(&self, py: Python<'_>) -> f64 {
        with_read(py, &self.inner, |f| f.fpr())
    }

    /// The compound false-positive rate of the sub-filters when each is full (at most `fpr`).
    fn max_fpr(&self, py: Python<'_>) -> f64 {
        with_read(py, &self.inner, |f| f.max_fpr())
    }

    /// An independent copy.
    fn copy(&self, py: Python<'_>) -> Self {
        Self::wrap(with_read(py, &self.inner, |f| f.clone()))
    }

    /// The same filter: equal parameters, state and bits (the same file bytes). Filters are
    /// mutable containers, so they are unhashable.
    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<Self>() else {
            return false;
        };
        if std::ptr::eq(self, other.get()) {
            return true;
        }
        same_image(py, &self.inner, &other.get().inner, |f, w| f.write_to(w))
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        with_read(py, &self.inner, |f| {
            format!(
            "linebloom.ScalableFilter(len={}, num_filters={}, capacity={}, size_bytes={}, fpr={}, seed={})",
            f.insert_count(),
            f.num_filters(),
            f.capacity(),
            f.size_bytes(),
            f.fpr(),
            f.seed()
        )
        })
    }

    /// Writes the filter file (FORMAT.md's container of sub-filters), atomically.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        py.detach(|| read_blocking(&self.inner).save(&path))
            .map_err(|e| to_py(py, e, Some(&path)))
    }

    /// Reads a scalable filter file (checksums checked).
    #[classmethod]
    fn load(_cls: &Bound<'_, PyType>, py: Python<'_>, path: PathBuf) -> PyResult<Self> {
        let f = py
            .detach(|| ScalableFilter::load(&path))
            .map_err(|e| to_py(py, e, Some(&path)))?;
        Ok(Self::wrap(f))
    }

    /// The file's bytes (what `save` writes).
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let bytes = with_read(py, &self.inner, |f| image(|w| f.write_to(w)));
        PyBytes::new(py, &bytes)
    }

    /// A filter from the bytes `to_bytes` gives.
    #[classmethod]
    fn from_bytes(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        data: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        _scalable_from_bytes(py, data)
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyBytes>,))> {
        let py = slf.py();
        let f = slf.get_type().getattr("from_bytes")?;
        Ok((f, (slf.get().to_bytes(py),)))
    }
}

/// Not API: the unpickler of `ScalableFilter`.
#[pyfunction]
pub(crate) fn _scalable_from_bytes(
    py: Python<'_>,
    data: &Bound<'_, PyAny>,
) -> PyResult<PyScalableFilter> {
    let bytes = bytes_of(data)?;
    let f = ScalableFilter::read_from(&mut bytes.as_slice()).map_err(|e| to_py(py, e, None))?;
    Ok(PyScalableFilter::wrap(f))
}

// ------------------------------------------------------------------------------------------
// RotatingFilter
// ------------------------------------------------------------------------------------------

/// "Seen in the last g generations": a ring of `generations` equal Bloom filters. Adds go to
/// the current generation, lookups ask every live one, and `rotate()` forgets the oldest. With
/// auto_rotate=True (the default) it rotates by itself when the current generation holds
/// `capacity_per_generation` keys.
///
/// `len(r)` is the number of keys new to the current generation. There is no `clear()`:
/// `generations` calls of `rotate()` forget every key, or make a new RotatingFilter.
///
/// >>> import linebloom
/// >>> seen = linebloom.RotatingFilter(1000, 0.01, auto_rotate=False)
/// >>> seen.add("a"), seen.add("a")
/// (True, False)
/// >>> seen.rotate(); "a" in seen
/// True
/// >>> seen.rotate(); "a" in seen
/// False
#[pyclass(module = "linebloom", name = "RotatingFilter", frozen)]
pub(crate) struct PyRotatingFilter {
    inner: RwLock<RotatingFilter>,
    seed: u64,
}

impl PyRotatingFilter {
    fn wrap(f: RotatingFilter) -> Self {
        let seed = f.seed();
        PyRotatingFilter {
            inner: RwLock::new(f),
            seed,
        }
    }
}

#[pymethods]
impl PyRotatingFilter {
    #[new]
    #[pyo3(signature = (capacity_per_generation = 1000, fpr = 0.01, *, generations = 2, seed = 0, auto_rotate = true))]
    fn new(
        py: Python<'_>,
        capacity_per_generation: i128,
        fpr: f64,
        generations: i128,
        seed: i128,
        auto_rotate: bool,
    ) -> PyResult<Self> {
        let mut b = RotatingFilter::builder()
            .capacity_per_generation(count_param(
                "capacity_per_generation",
                capacity_per_generation,
            )?)
            .fpr(fpr)
            .generations(small_param("generations", generations)? as usize)
            .seed(count_param("seed", seed)?);
        if !auto_rotate {
            b = b.manual_rotation();
        }
        Ok(Self::wrap(b.build().map_err(|e| to_py(py, e, None))?))
    }

    /// Records a sighting; True on a first sighting (the key may be in no live generation).
    fn add(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        Ok(with_write(py, &self.inner, |f| f.insert_hash(h)))
    }

    fn __contains__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<bool> {
        let h = hash_key(key, self.seed)?;
        Ok(with_read(py, &self.inner, |f| f.contains_hash(h)))
    }

    /// Forgets the oldest generation and makes it the (empty) current one.
    fn rotate(&self, py: Python<'_>) {
        with_write(py, &self.inner, |f| f.rotate());
    }

    /// Adds every key (what `Filter.add_many` takes), with the GIL released.
    fn add_many(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        let source = Source::new(keys, self.seed)?;
        let (parts, seed, inner) = (&source.parts, self.seed, &self.inner);
        let with: batch::WithInsert<'_> = &|run| write_chunk(inner, |f| run(f as &mut dyn Insert));
        py.detach(|| batch::insert(parts, seed, with))
            .map_err(|e| to_py(py, e, None))
    }

    /// The same as `add_many`.
    fn update(&self, py: Python<'_>, keys: &Bound<'_, PyAny>) -> PyResult<()> {
        self.add_many(py, keys)
    }

    /// A numpy bool array of answers, as `Filter.contains_many`.
    fn contains_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let inner = &self.inner;
        contains_many(py, keys, self.seed, &|run| {
            read_chunk(inner, |f| run(f as &dyn Probe))
        })
    }

    /// The int64 indices of the keys that may be in the filter.
    fn select_many<'py>(
        &self,
        py: Python<'py>,
        keys: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let inner = &self.inner;
        select_many(py, keys, self.seed, &|run| {
            read_chunk(inner, |f| run(f as &dyn Probe))
        })
    }

    /// The number of keys new to the current generation.
    fn __len__(&self, py: Python<'_>) -> usize {
        with_read(py, &self.inner, |f| f.current_len() as usize)
    }

    /// Rotations so far.
    #[getter]
    fn rotations(&self, py: Python<'_>) -> u64 {
        with_read(py, &self.inner, |f| f.rotations())
    }

    /// The number of generations.
    #[getter]
    fn generations(&self, py: Python<'_>) -> usize {
        with_read(py, &self.inner, |f| f.num_generations())
    }

    /// Keys each generation is sized for.
    #[getter]
    fn capacity_per_generation(&self, py: Python<'_>) -> u64 {
        with_read(py, &self.inner, |f| f.capacity_per_generation())
    }

    /// The bytes of all generations.
    #[getter]
    fn size_bytes(&self, py: Python<'_>) -> usize {
        with_read(py, &self.inner, |f| f.size_bytes())
    }

    /// The hash seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The requested false-positive rate across the live generations.
    #[getter]
    fn fpr(&self, py: Python<'_>) -> f64 {
        with_read(py, &self.inner, |f| f.fpr())
    }

    /// An independent copy.
    fn copy(&self, py: Python<'_>) -> Self {
        Self::wrap(with_read(py, &self.inner, |f| f.clone()))
    }

    /// The same filter: equal parameters, state and bits (the same file bytes). Filters are
    /// mutable containers, so they are unhashable.
    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<Self>() else {
            return false;
        };
        if std::ptr::eq(self, other.get()) {
            return true;
        }
        same_image(py, &self.inner, &other.get().inner, |f, w| f.write_to(w))
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        with_read(py, &self.inner, |f| {
            format!(
            "linebloom.RotatingFilter(current_len={}, generations={}, capacity_per_generation={}, rotations={}, size_bytes={}, seed={})",
            f.current_len(),
            f.num_generations(),
            f.capacity_per_generation(),
            f.rotations(),
            f.size_bytes(),
            f.seed()
        )
        })
    }

    /// Writes the filter file (FORMAT.md's container of generations), atomically.
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        py.detach(|| read_blocking(&self.inner).save(&path))
            .map_err(|e| to_py(py, e, Some(&path)))
    }

    /// Reads a rotating filter file (checksums checked).
    #[classmethod]
    fn load(_cls: &Bound<'_, PyType>, py: Python<'_>, path: PathBuf) -> PyResult<Self> {
        let f = py
            .detach(|| RotatingFilter::load(&path))
            .map_err(|e| to_py(py, e, Some(&path)))?;
        Ok(Self::wrap(f))
    }

    /// The file's bytes (what `save` writes).
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let bytes = with_read(py, &self.inner, |f| image(|w| f.write_to(w)));
        PyBytes::new(py, &bytes)
    }

    /// A filter from the bytes `to_bytes` gives.
    #[classmethod]
    fn from_bytes(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        data: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        _rotating_from_bytes(py, data)
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyBytes>,))> {
        let py = slf.py();
        let f = slf.get_type().getattr("from_bytes")?;
        Ok((f, (slf.get().to_bytes(py),)))
    }
}

/// Not API: the unpickler of `RotatingFilter`.
#[pyfunction]
pub(crate) fn _rotating_from_bytes(
    py: Python<'_>,
    data: &Bound<'_, PyAny>,
) -> PyResult<PyRotatingFilter> {
    let bytes = bytes_of(data)?;
    let f = RotatingFilter::read_from(&mut bytes.as_slice()).map_err(|e| to_py(py, e, None))?;
    Ok(PyRotatingFilter::wrap(f))
}
