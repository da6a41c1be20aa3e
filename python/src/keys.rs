//! One Python key to its 64-bit hash, by the project's key encoding (FORMAT.md, "Keys"):
//! seeded xxh3-64 over the key's bytes, where an `int` in [-2^63, 2^64) is its 64-bit value as
//! 8 little-endian bytes (two's complement if negative; a `bool` is 0 or 1), a `float` its
//! `f64` bits (`-0.0` as `0.0`, every NaN as one NaN, as Arrow and SQL floats), a `str` its
//! UTF-8 bytes (as the CLI hashes a line) and `bytes`/`bytearray`/`memoryview` their bytes.

use linebloom::Key;
use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyFloat, PyInt, PyMemoryView, PyString};

// `PyUnicode_AsUTF8AndSize` entered the limited API in 3.10, but every CPython 3 exports it with
// this signature; pyo3-ffi declares it only for abi3-py310 and up, so it is declared here to keep
// the wheel abi3 for 3.9 without encoding each `str` into a temporary `bytes`.
extern "C" {
    fn PyUnicode_AsUTF8AndSize(
        unicode: *mut ffi::PyObject,
        size: *mut ffi::Py_ssize_t,
    ) -> *const std::os::raw::c_char;
}

/// The message every refused key type gets (integer types with `__index__`, such as numpy's,
/// count as `int`).
pub(crate) const KEY_TYPES: &str = "int, float, str, bytes, bytearray or memoryview";

/// The UTF-8 bytes of a `str`, borrowed from the string object (CPython caches them on it).
pub(crate) fn str_bytes<'a>(s: &'a Bound<'_, PyString>) -> PyResult<&'a [u8]> {
    let mut len: ffi::Py_ssize_t = 0;
    // SAFETY: `s` is a live `str` (the cast proved it) and we hold the GIL; the returned buffer
    // is owned by the string object and lives as long as it does, which the borrow of `s` bounds.
    let ptr = unsafe { PyUnicode_AsUTF8AndSize(s.as_ptr(), &mut len) };
    if ptr.is_null() {
        // A lone surrogate has no UTF-8 form: Python's UnicodeEncodeError says which.
        return Err(PyErr::fetch(s.py()));
    }
    // SAFETY: CPython returned `len` valid bytes at `ptr`, alive while `s` is (see above).
    Ok(unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len as usize) })
}

/// A Python `int` as the 64-bit integer of the key encoding: its value if it fits `i64` (as
/// two's complement), else its value if it fits `u64`.
pub(crate) fn int_bits(i: &Bound<'_, PyInt>) -> PyResult<u64> {
    let mut overflow: std::os::raw::c_int = 0;
    // SAFETY: `i` is a live `int` and we hold the GIL. This call reports a value out of the
    // `long long` range through `overflow` instead of raising.
    let v = unsafe { ffi::PyLong_AsLongLongAndOverflow(i.as_ptr(), &mut overflow) };
    if overflow == 0 {
        if v == -1 {
            if let Some(e) = PyErr::take(i.py()) {
                return Err(e);
            }
        }
        return Ok(v as u64);
    }
    if overflow > 0 {
        // [2^63, 2^64) as u64; above that, an error this function replaces with its own.
        if let Ok(v) = i.extract::<u64>() {
            return Ok(v);
        }
    }
    Err(PyOverflowError::new_err(format!(
        "int key {} is out of range: linebloom keys are 64-bit integers in [-2**63, 2**64)",
        i.repr().map(|r| r.to_string()).unwrap_or_default()
    )))
}

/// The hash of one key under `seed`.
pub(crate) fn hash_key(key: &Bound<'_, PyAny>, seed: u64) -> PyResult<u64> {
    if let Ok(s) = key.cast::<PyString>() {
        return Ok(str_bytes(s)?.key_hash(seed));
    }
    if let Ok(b) = key.cast::<PyBytes>() {
        return Ok(b.as_bytes().key_hash(seed));
    }
    if let Ok(i) = key.cast::<PyInt>() {
        return Ok(int_bits(i)?.key_hash(seed));
    }
    if let Ok(f) = key.cast::<PyFloat>() {
        // `float` and its subclasses (numpy.float64): the f64 key, never the equal int's.
        return Ok(f.value().key_hash(seed));
    }
    if let Ok(b) = key.cast::<PyByteArray>() {
        return Ok(b.to_vec().key_hash(seed));
    }
    if key.cast::<PyMemoryView>().is_ok() {
        let bytes = key.call_method0("tobytes")?;
        return Ok(bytes.cast::<PyBytes>()?.as_bytes().key_hash(seed));
    }
    // Integers of other types (numpy's, anything with `__index__`) are the int they convert to.
    if key.hasattr("__index__")? {
        let i = key.call_method0("__index__")?;
        return Ok(int_bits(i.cast::<PyInt>()?)?.key_hash(seed));
    }
    // numpy's bool and float scalars (which are not int or float subclasses), as in an array.
    if let Ok(np) = crate::batch::numpy(key.py()) {
        if key.is_instance(&np.getattr("bool_")?)? {
            return Ok(u64::from(key.is_truthy()?).key_hash(seed));
        }
        if key.is_instance(&np.getattr("floating")?)? {
            return Ok(key.extract::<f64>()?.key_hash(seed));
        }
    }
    Err(PyTypeError::new_err(format!(
        "a linebloom key is an {KEY_TYPES}, not {}",
        key.get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_else(|_| "this type".into())
    )))
}

/// The 64-bit hash linebloom gives `key` under `seed`: seeded xxh3-64 of the key's bytes (an
/// `int` as the 8 little-endian bytes of its 64-bit value, a `float` as its `float64` bits, a
/// `str` as UTF-8). Filters, the CLI and the C ABI all hash this way, which is what makes their
/// files interchangeable.
///
/// >>> import linebloom
/// >>> linebloom.key_hash(5) == linebloom.key_hash((5).to_bytes(8, "little"))
/// True
/// >>> linebloom.key_hash(-1) == linebloom.key_hash(2**64 - 1)
/// True
/// >>> linebloom.key_hash("ab") == linebloom.key_hash(b"ab")
/// True
#[pyfunction]
#[pyo3(signature = (key, seed = 0))]
pub(crate) fn key_hash(key: &Bound<'_, PyAny>, seed: u64) -> PyResult<u64> {
    hash_key(key, seed)
}
