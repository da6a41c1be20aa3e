//! linebloom for Python: the `linebloom` extension module (pyo3, abi3 for CPython >= 3.9).
//!
//! * [`keys`]: one Python key to its 64-bit hash (the project's key encoding).
//! * [`batch`]: numpy arrays, Arrow arrays and streams (the Arrow PyCapsule interface) and
//!   iterables as key sources, walked chunk by chunk with the GIL released.
//! * [`columns`]: a column of keys over numpy or Arrow buffers, checked before it is read
//!   (plain Rust, no Python types).
//! * [`arrow`]: the Arrow C data interface structs, declared here (no arrow-rs dependency).
//! * [`lock`]: the filters' locks, waited for without the GIL.
//! * [`bloom`]: `linebloom.Filter`; [`kinds`]: `CuckooFilter`, `ScalableFilter`,
//!   `RotatingFilter`.
//! * [`errors`]: linebloom's errors to Python exceptions.

use pyo3::prelude::*;

mod arrow;
mod batch;
mod bloom;
mod columns;
mod errors;
mod keys;
mod kinds;
mod lock;

/// The Python module `linebloom`.
#[pymodule]
#[pyo3(name = "linebloom")]
fn linebloom_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("CorruptFile", errors::corrupt_file_type(py)?)?;
    m.add("FilterFull", py.get_type::<errors::FilterFull>())?;
    m.add_class::<bloom::PyFilter>()?;
    m.add_class::<kinds::PyCuckooFilter>()?;
    m.add_class::<kinds::PyScalableFilter>()?;
    m.add_class::<kinds::PyRotatingFilter>()?;
    m.add_function(wrap_pyfunction!(bloom::_filter_from_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(kinds::_cuckoo_from_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(kinds::_scalable_from_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(kinds::_rotating_from_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(batch::_key_source, m)?)?;
    m.add_function(wrap_pyfunction!(batch::_key_hashes, m)?)?;
    m.add_function(wrap_pyfunction!(keys::key_hash, m)?)?;
    // The public names only: the unpicklers of pickles made by earlier versions and the test
    // hooks stay in this module (`linebloom.linebloom`), out of `from linebloom import *`.
    m.setattr(
        "__all__",
        [
            "__version__",
            "CorruptFile",
            "FilterFull",
            "Filter",
            "CuckooFilter",
            "ScalableFilter",
            "RotatingFilter",
            "key_hash",
        ],
    )?;
    Ok(())
}
