//! linebloom's errors as Python exceptions: `ValueError` for impossible parameters, `OSError`
//! (its errno subclass where the cause carries one) with the path for file problems, and
//! `linebloom.CorruptFile` (a subclass of both `OSError` and `ValueError`) for refused files.

use std::path::Path;

use linebloom::{Error, ErrorKind};
use pyo3::exceptions::{
    PyException, PyMemoryError, PyOSError, PyRuntimeError, PyTypeError, PyValueError,
};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyModule, PyType};

pyo3::create_exception!(
    linebloom,
    FilterFull,
    PyException,
    "A filter that does not grow could not take a key: a CuckooFilter whose key found no slot, \
     or a ScalableFilter built with scaling=False at its capacity. The filter is unchanged by \
     the refused key."
);

static CORRUPT_FILE: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// `linebloom.CorruptFile`, made once: `class CorruptFile(OSError, ValueError)` (as
/// `io.UnsupportedOperation` is), so that `except OSError` catches every file problem and
/// `except ValueError` every refused image.
pub(crate) fn corrupt_file_type(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    CORRUPT_FILE
        .get_or_try_init(py, || {
            let code = c"class CorruptFile(OSError, ValueError):
    \"\"\"A filter file or image that linebloom refuses: not a filter (bad magic), truncated, a
    checksum mismatch, or a version or layout this build does not know. It is an OSError (a
    file problem) and a ValueError (bad content). `filename` is the file's path (None for
    bytes); `strerror` and str() give linebloom's message.\"\"\"

    __module__ = 'linebloom'

    def __str__(self):
        return self.strerror if self.strerror is not None else super().__str__()
";
            let module =
                PyModule::from_code(py, code, c"linebloom_errors.py", c"linebloom_errors")?;
            Ok(module
                .getattr("CorruptFile")?
                .cast_into::<PyType>()?
                .unbind())
        })
        .map(|t| t.bind(py))
}

/// The errno in an I/O error's message (Rust's `io::Error` ends its text with `(os error N)`).
fn errno_of(message: &str) -> Option<i32> {
    let start = message.rfind("(os error ")? + "(os error ".len();
    let end = start + message[start..].find(')')?;
    message[start..end].parse().ok()
}

/// The Python exception for a linebloom error; `path` is the file the operation was on.
pub(crate) fn to_py(py: Python<'_>, e: Error, path: Option<&Path>) -> PyErr {
    let message = e.to_string();
    // The library puts the path in front of a file error's message; Python's OSError shows the
    // filename itself, so it is not repeated.
    let short = match path {
        Some(p) => message
            .strip_prefix(&format!("{}: ", p.display()))
            .unwrap_or(&message)
            .to_string(),
        None => message.clone(),
    };
    match e.kind() {
        ErrorKind::InvalidParameter
        | ErrorKind::Incompatible
        | ErrorKind::NotFoldable
        | ErrorKind::Misaligned => PyValueError::new_err(message),
        ErrorKind::TooLarge => PyMemoryError::new_err(message),
        ErrorKind::UnsupportedArray => PyTypeError::new_err(message),
        ErrorKind::Full => FilterFull::new_err(message),
        ErrorKind::Io => {
            let filename = path.map(|p| p.display().to_string());
            // The library refuses a directory by its own check (no OS error): it is EISDIR to
            // Python, so that IsADirectoryError is raised.
            let errno = errno_of(&message).or_else(|| path.filter(|p| p.is_dir()).map(|_| 21));
            match (errno, filename) {
                (Some(errno), filename) => {
                    // Python prints the errno itself.
                    let strerror = match short.rfind(" (os error ") {
                        Some(at) => short[..at].to_string(),
                        None => short,
                    };
                    PyOSError::new_err((errno, strerror, filename))
                }
                (None, Some(f)) => PyOSError::new_err((libc_eio(), short, f)),
                (None, None) => PyOSError::new_err(message),
            }
        }
        ErrorKind::Truncated
        | ErrorKind::BadMagic
        | ErrorKind::Unsupported
        | ErrorKind::CorruptHeader
        | ErrorKind::CorruptBlocks => corrupt(py, &message, path),
        _ => PyRuntimeError::new_err(message),
    }
}

/// EIO: the errno given to an I/O failure whose cause carried none.
fn libc_eio() -> i32 {
    5
}

/// A `CorruptFile` carrying `message`, with `filename` set to `path`.
pub(crate) fn corrupt(py: Python<'_>, message: &str, path: Option<&Path>) -> PyErr {
    let made = corrupt_file_type(py).and_then(|ty| {
        let value = ty.call1((py.None(), message, path.map(|p| p.display().to_string())))?;
        Ok(PyErr::from_value(value))
    });
    made.unwrap_or_else(|e| e)
}

/// A filter opened with `open` (a read-only mapping) was asked to change.
pub(crate) fn read_only(what: &str) -> PyErr {
    PyTypeError::new_err(format!(
        "this {what} is a read-only mapping of a file (opened with open()); use load() for a \
         writable copy"
    ))
}
