//! The Arrow C data interface (<https://arrow.apache.org/docs/format/CDataInterface.html>) and
//! the PyCapsule interface that carries it (`__arrow_c_array__`, `__arrow_c_stream__`): the
//! structs as the specification declares them, and owners that call `release` when done.

use std::ffi::{c_char, c_int, c_void, CStr};

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::ffi;
use pyo3::prelude::*;

/// `struct ArrowSchema`.
#[repr(C)]
pub(crate) struct ArrowSchema {
    pub(crate) format: *const c_char,
    name: *const c_char,
    metadata: *const c_char,
    flags: i64,
    pub(crate) n_children: i64,
    pub(crate) children: *mut *mut ArrowSchema,
    pub(crate) dictionary: *mut ArrowSchema,
    release: Option<unsafe extern "C" fn(*mut ArrowSchema)>,
    private_data: *mut c_void,
}

/// `struct ArrowArray`.
#[repr(C)]
pub(crate) struct ArrowArray {
    pub(crate) length: i64,
    pub(crate) null_count: i64,
    pub(crate) offset: i64,
    pub(crate) n_buffers: i64,
    pub(crate) n_children: i64,
    pub(crate) buffers: *mut *const c_void,
    pub(crate) children: *mut *mut ArrowArray,
    dictionary: *mut ArrowArray,
    release: Option<unsafe extern "C" fn(*mut ArrowArray)>,
    private_data: *mut c_void,
}

/// `struct ArrowArrayStream`.
#[repr(C)]
struct ArrowArrayStream {
    get_schema: Option<unsafe extern "C" fn(*mut ArrowArrayStream, *mut ArrowSchema) -> c_int>,
    get_next: Option<unsafe extern "C" fn(*mut ArrowArrayStream, *mut ArrowArray) -> c_int>,
    get_last_error: Option<unsafe extern "C" fn(*mut ArrowArrayStream) -> *const c_char>,
    release: Option<unsafe extern "C" fn(*mut ArrowArrayStream)>,
    private_data: *mut c_void,
}

impl ArrowSchema {
    fn empty() -> ArrowSchema {
        ArrowSchema {
            format: std::ptr::null(),
            name: std::ptr::null(),
            metadata: std::ptr::null(),
            flags: 0,
            n_children: 0,
            children: std::ptr::null_mut(),
            dictionary: std::ptr::null_mut(),
            release: None,
            private_data: std::ptr::null_mut(),
        }
    }
}

impl ArrowArray {
    fn empty() -> ArrowArray {
        ArrowArray {
            length: 0,
            null_count: 0,
            offset: 0,
            n_buffers: 0,
            n_children: 0,
            buffers: std::ptr::null_mut(),
            children: std::ptr::null_mut(),
            dictionary: std::ptr::null_mut(),
            release: None,
            private_data: std::ptr::null_mut(),
        }
    }
}

/// A schema this module received from a stream and must release.
pub(crate) struct OwnedSchema(Box<ArrowSchema>);

impl Drop for OwnedSchema {
    fn drop(&mut self) {
        if let Some(release) = self.0.release {
            // SAFETY: the producer handed this schema over (a stream's `get_schema`), and the C
            // data interface makes its consumer release it exactly once; `release` is then
            // nulled by the callee.
            unsafe { release(&mut *self.0) };
        }
    }
}

impl OwnedSchema {
    pub(crate) fn ptr(&self) -> *const ArrowSchema {
        &*self.0
    }
}

/// An array this module received from a stream and must release.
pub(crate) struct OwnedArray(Box<ArrowArray>);

impl OwnedArray {
    pub(crate) fn get(&self) -> &ArrowArray {
        &self.0
    }
}

impl Drop for OwnedArray {
    fn drop(&mut self) {
        if let Some(release) = self.0.release {
            // SAFETY: as for `OwnedSchema`: this array came from `get_next` and is released once.
            unsafe { release(&mut *self.0) };
        }
    }
}

/// The pointer a capsule named `name` holds.
fn capsule_pointer(capsule: &Bound<'_, PyAny>, name: &CStr) -> PyResult<*mut c_void> {
    // SAFETY: `capsule` is a live object and we hold the GIL; `PyCapsule_GetPointer` checks the
    // type and the name and sets an exception (returning NULL) when either is wrong.
    let ptr = unsafe { ffi::PyCapsule_GetPointer(capsule.as_ptr(), name.as_ptr()) };
    if ptr.is_null() {
        return Err(PyErr::take(capsule.py()).unwrap_or_else(|| {
            PyTypeError::new_err(format!("expected a PyCapsule named {name:?}"))
        }));
    }
    Ok(ptr)
}

/// The schema and array behind `obj.__arrow_c_array__()`, which stay owned by (and alive with)
/// the two capsules returned beside them.
pub(crate) fn import_array<'py>(
    obj: &Bound<'py, PyAny>,
) -> PyResult<(*const ArrowSchema, *const ArrowArray, Bound<'py, PyAny>)> {
    let pair = obj.call_method0("__arrow_c_array__")?;
    let schema_capsule = pair.get_item(0)?;
    let array_capsule = pair.get_item(1)?;
    let schema = capsule_pointer(&schema_capsule, c"arrow_schema")?.cast::<ArrowSchema>();
    let array = capsule_pointer(&array_capsule, c"arrow_array")?.cast::<ArrowArray>();
    Ok((schema, array, pair))
}

/// Every array of `obj.__arrow_c_stream__()` (a chunked array, a record batch reader's column),
/// with the stream's schema. The arrays are this module's to release (they are, on drop); their
/// buffers belong to the producer, which keeps them alive until then.
pub(crate) fn import_stream(obj: &Bound<'_, PyAny>) -> PyResult<(OwnedSchema, Vec<OwnedArray>)> {
    let capsule = obj.call_method0("__arrow_c_stream__")?;
    let stream = capsule_pointer(&capsule, c"arrow_array_stream")?.cast::<ArrowArrayStream>();
    let error = |what: &str| -> PyErr {
        // SAFETY: `stream` points at the live stream the capsule owns; `get_last_error` returns
        // NULL or a NUL-terminated string valid until the next call on the stream.
        let text = unsafe {
            (*stream)
                .get_last_error
                .map(|f| f(stream))
                .filter(|p| !p.is_null())
                .map(|p| CStr::from_ptr(p).to_string_lossy().into_owned())
        };
        PyValueError::new_err(format!(
            "the Arrow stream failed in {what}: {}",
            text.unwrap_or_else(|| "no message".into())
        ))
    };
    let mut schema = OwnedSchema(Box::new(ArrowSchema::empty()));
    // SAFETY: `stream` is the live stream the capsule owns (the capsule is alive in this
    // scope), `get_schema` writes a schema we then own; a non-zero return is an errno.
    let rc = unsafe {
        match (*stream).get_schema {
            Some(f) => f(stream, &mut *schema.0),
            None => -1,
        }
    };
    if rc != 0 {
        return Err(error("get_schema"));
    }
    let mut arrays = Vec::new();
    loop {
        let mut array = OwnedArray(Box::new(ArrowArray::empty()));
        // SAFETY: as above; `get_next` writes the next array, or one with a NULL `release` at
        // the end of the stream.
        let rc = unsafe {
            match (*stream).get_next {
                Some(f) => f(stream, &mut *array.0),
                None => -1,
            }
        };
        if rc != 0 {
            return Err(error("get_next"));
        }
        if array.0.release.is_none() {
            break;
        }
        arrays.push(array);
    }
    Ok((schema, arrays))
}

/// The format string of a schema.
///
/// # Safety
/// `schema` must point at a live, valid `ArrowSchema`.
pub(crate) unsafe fn format_of(schema: *const ArrowSchema) -> String {
    // SAFETY: the caller promised a valid schema, whose `format` is a NUL-terminated string.
    unsafe {
        if (*schema).format.is_null() {
            return String::new();
        }
        CStr::from_ptr((*schema).format)
            .to_string_lossy()
            .into_owned()
    }
}
