//! Batches of keys: where they come from (a numpy array, an Arrow array or stream, any
//! iterable) and the chunked walk over them that runs with the GIL released.
//!
//! numpy and Arrow buffers are read in place, as [`Column`]s: every buffer is turned into a
//! slice of the length its array says it has (numpy's own array; the Arrow array's length,
//! offset, offsets and variadic buffer sizes), and [`Column::new`] checks every offset and
//! view against those slices before a key is read, skipping the slots of nulls. 64-bit integers
//! go to the filter's batch calls as they lie, narrower ones (and booleans and floats) are
//! widened a chunk at a time into a small buffer, and strings and binaries are hashed from
//! their bytes, so no array is ever copied whole. An iterable's keys are hashed one by one while
//! the GIL is held (they are Python objects); the probe of those hashes runs without it.
//!
//! The walk takes the filter's lock once per chunk, not for the whole batch: a single-key call
//! from another thread waits for one chunk at most.

use linebloom::{Error, FilterRef, Key};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{
    PyByteArray, PyBytes, PyDict, PyList, PyMemoryView, PyModule, PyString, PyTuple,
};

use crate::arrow::{self, ArrowArray, ArrowSchema, OwnedArray, OwnedSchema};
use crate::columns::{Column, IntKind, Route, Validity, Values};
use crate::keys::{hash_key, KEY_TYPES};

/// Keys widened or hashed per step of the walk.
const CHUNK: usize = 1024;

/// Keys read in place per lock hold (64-bit integers and pre-computed hashes).
const LOCK_CHUNK: usize = 1 << 16;

/// One run of keys.
pub(crate) enum Part {
    /// Keys read from buffers the [`Source`] keeps alive. The `'static` is this module's
    /// promise, not the buffers' lifetime: a column is only lent out through [`Source`], whose
    /// owners keep the buffers alive as long as it lives.
    Column(Column<'static>),
    /// Keys hashed while the GIL was held (from an iterable), and which of them are present
    /// (a numpy masked array of objects; `None`: all).
    Hashes {
        hashes: Vec<u64>,
        valid: Option<Vec<bool>>,
    },
}

impl Part {
    fn len(&self) -> usize {
        match self {
            Part::Column(c) => c.len(),
            Part::Hashes { hashes, .. } => hashes.len(),
        }
    }

    fn is_valid(&self, i: usize) -> bool {
        match self {
            Part::Column(c) => c.is_valid(i),
            Part::Hashes { valid, .. } => valid.as_ref().is_none_or(|v| v[i]),
        }
    }

    fn all_valid(&self) -> bool {
        match self {
            Part::Column(c) => c.all_valid(),
            Part::Hashes { valid, .. } => valid.is_none(),
        }
    }
}

/// A batch of keys ready to be walked, and what keeps its buffers alive.
pub(crate) struct Source<'py> {
    pub(crate) parts: Vec<Part>,
    pub(crate) len: usize,
    /// The numpy arrays or Arrow capsules the parts point into.
    _owners: Vec<Bound<'py, PyAny>>,
    /// Arrays (and their schema) taken from an Arrow stream, released on drop.
    _arrays: Vec<OwnedArray>,
    _schema: Option<OwnedSchema>,
}

static NUMPY: PyOnceLock<Py<PyModule>> = PyOnceLock::new();

/// The numpy module (imported once).
pub(crate) fn numpy(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    NUMPY
        .get_or_try_init(py, || Ok(py.import("numpy")?.unbind()))
        .map(|m| m.bind(py))
}

/// The data address of a numpy array (from `__array_interface__`; an ndarray's is an integer).
fn numpy_address(array: &Bound<'_, PyAny>) -> PyResult<usize> {
    let interface = array.getattr("__array_interface__")?;
    interface.get_item("data")?.get_item(0)?.extract::<usize>()
}

/// A new zeroed numpy array of `n` elements of `dtype` and the address of its data.
pub(crate) fn new_array<'py>(
    py: Python<'py>,
    n: usize,
    dtype: &str,
) -> PyResult<(Bound<'py, PyAny>, usize)> {
    let array = numpy(py)?.call_method1("zeros", (n, dtype))?;
    let addr = numpy_address(&array)?;
    Ok((array, addr))
}

/// `n` bytes at `ptr` as a slice, or an error if `ptr` is NULL where bytes are needed.
///
/// # Safety
/// Unless `n` is 0, `ptr` must be NULL or point at `n` readable bytes that stay alive and
/// unchanged for as long as the slice is used (the caller bounds that lifetime).
unsafe fn raw_slice(ptr: *const u8, n: usize, what: &str) -> PyResult<&'static [u8]> {
    if n == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(PyValueError::new_err(format!(
            "the array has no {what} buffer but needs {n} bytes of it"
        )));
    }
    if n > isize::MAX as usize {
        return Err(PyValueError::new_err(format!(
            "a {what} buffer of {n} bytes"
        )));
    }
    // SAFETY: the caller's promise: `n` readable bytes at `ptr`, alive while the slice is used.
    Ok(unsafe { std::slice::from_raw_parts(ptr, n) })
}

fn column_error(e: crate::columns::ColumnError) -> PyErr {
    PyValueError::new_err(format!("invalid array: {e}"))
}

fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "this type".into())
}

impl<'py> Source<'py> {
    /// The keys of `obj` for a filter of `seed`. `obj` is a numpy array (or anything numpy
    /// reads), an object with the Arrow PyCapsule interface, or an iterable of keys.
    pub(crate) fn new(obj: &Bound<'py, PyAny>, seed: u64) -> PyResult<Source<'py>> {
        let py = obj.py();
        if obj.is_instance_of::<PyString>()
            || obj.is_instance_of::<PyBytes>()
            || obj.is_instance_of::<PyByteArray>()
            || obj.is_instance_of::<PyMemoryView>()
        {
            return Err(PyTypeError::new_err(
                "a batch of keys is a collection (a numpy or Arrow array, a list...), not one \
                 str or bytes-like key; use add() or `in` for a single key (for a buffer of \
                 integers, pass numpy.frombuffer(buf, dtype))",
            ));
        }
        if obj.hasattr("__array_interface__")? {
            return Source::numpy(obj, seed);
        } else if obj.hasattr("__arrow_c_array__")? {
            return Source::arrow_array(obj);
        } else if obj.hasattr("__arrow_c_stream__")? {
            return Source::arrow_stream(obj);
        } else if !obj.is_instance_of::<PyList>()
            && !obj.is_instance_of::<PyTuple>()
            && obj.hasattr("__array__")?
        {
            // A pandas Series and other array-likes: numpy's view of them (no copy for a
            // numeric column).
            let array = numpy(py)?.call_method1("asarray", (obj,))?;
            return Source::numpy(&array, seed);
        }
        // Any other iterable: its keys hashed one by one.
        let mut hashes = Vec::new();
        if let Ok(list) = obj.cast::<PyList>() {
            hashes.reserve(list.len());
            for key in list.iter() {
                hashes.push(hash_key(&key, seed)?);
            }
        } else if let Ok(tuple) = obj.cast::<PyTuple>() {
            hashes.reserve(tuple.len());
            for key in tuple.iter() {
                hashes.push(hash_key(&key, seed)?);
            }
        } else {
            let iter = obj.try_iter().map_err(|_| {
                PyTypeError::new_err(format!(
                    "keys must be a numpy array, an Arrow array (or chunked array, one-column \
                     table or record batch), or an iterable of {KEY_TYPES} keys, not {}",
                    type_name(obj)
                ))
            })?;
            for key in iter {
                hashes.push(hash_key(&key?, seed)?);
            }
        }
        Ok(Source::of_parts(
            vec![Part::Hashes {
                hashes,
                valid: None,
            }],
            Vec::new(),
        ))
    }

    fn of_parts(parts: Vec<Part>, owners: Vec<Bound<'py, PyAny>>) -> Source<'py> {
        Source {
            len: parts.iter().map(Part::len).sum(),
            parts,
            _owners: owners,
            _arrays: Vec::new(),
            _schema: None,
        }
    }

    /// A numpy array, or an object with `__array_interface__` (read through numpy once its
    /// buffer is checked to hold what the interface describes).
    fn numpy(obj: &Bound<'py, PyAny>, seed: u64) -> PyResult<Source<'py>> {
        let py = obj.py();
        let np = numpy(py)?;
        let mut array = if obj.is_instance(&np.getattr("ndarray")?)? {
            obj.clone()
        } else {
            array_of_interface(obj)?
        };
        // A masked array's masked entries are skipped, as Arrow's nulls are.
        let ma = np.getattr("ma")?;
        let mut mask = None;
        if array.is_instance(&ma.getattr("MaskedArray")?)? {
            let m = ma.call_method1("getmaskarray", (&array,))?;
            array = np.call_method1("asarray", (&array,))?;
            if m.call_method0("any")?.is_truthy()? {
                mask = Some(m);
            }
        }
        // A subclass could describe its memory its own way: numpy's plain view of it is read.
        if !array.get_type().is(&np.getattr("ndarray")?) {
            array = np.call_method1("asarray", (&array,))?;
        }
        let shape: Vec<usize> = array.getattr("shape")?.extract()?;
        if shape.len() != 1 {
            return Err(PyValueError::new_err(format!(
                "expected a 1-dimensional array of keys, got shape {shape:?} (flatten it with \
                 .ravel())"
            )));
        }
        let len = shape[0];
        let dtype = array.getattr("dtype")?;
        let kind: String = dtype.getattr("kind")?.extract()?;
        let itemsize: usize = dtype.getattr("itemsize")?.extract()?;
        let dtype_str: String = dtype.getattr("str")?.extract()?;
        let mut owners = Vec::new();
        // The present keys, one byte each (numpy bool), for a masked array.
        let valid = match &mask {
            Some(m) => {
                let v = np.call_method1("ascontiguousarray", (m.call_method0("__invert__")?,))?;
                let addr = numpy_address(&v)?;
                // SAFETY: `v` is a contiguous numpy bool array of `len` one-byte elements
                // (numpy keeps the mask's shape), kept alive in `owners` with the source.
                let bytes = unsafe { raw_slice(addr as *const u8, len, "mask")? };
                owners.push(v);
                Validity::Bytes(bytes)
            }
            None => Validity::All,
        };
        if kind == "O" {
            // Objects: each one a key, hashed with the GIL held; masked ones skipped.
            let mut hashes = Vec::with_capacity(len);
            let mut present = Vec::with_capacity(len);
            let column = Column::checked_before(len, Values::BoolBytes(&[]), valid);
            for (i, key) in array.try_iter()?.enumerate() {
                let key = key?;
                let here = column.is_valid(i);
                hashes.push(if here { hash_key(&key, seed)? } else { 0 });
                present.push(here);
            }
            let valid = (!column.all_valid()).then_some(present);
            return Ok(Source::of_parts(
                vec![Part::Hashes { hashes, valid }],
                owners,
            ));
        }
        let refuse = |hint: &str| {
            PyTypeError::new_err(format!(
                "a numpy array of dtype {dtype_str} holds no linebloom keys: {hint}"
            ))
        };
        match kind.as_str() {
            "b" | "i" | "u" | "S" | "U" => {}
            "f" if itemsize == 4 || itemsize == 8 => {}
            "f" => return Err(refuse("convert it with .astype(numpy.float64)")),
            "M" | "m" => {
                return Err(refuse(
                    "datetimes have no unit-free key; pass .view('int64') for their tick counts \
                     (as Arrow's timestamp keys), or a pyarrow array",
                ))
            }
            _ => {
                return Err(refuse(
                    "use an integer, bool, float, bytes (S), str (U) or object array",
                ))
            }
        }
        let order: String = dtype.getattr("byteorder")?.extract()?;
        let little =
            order == "<" || order == "|" || (order == "=" && cfg!(target_endian = "little"));
        let contiguous = array
            .getattr("flags")?
            .get_item("C_CONTIGUOUS")?
            .is_truthy()?;
        if !(contiguous && little) {
            // A strided view or a big-endian array: one contiguous little-endian copy.
            let le = dtype.call_method1("newbyteorder", ("<",))?;
            array = np.call_method1("ascontiguousarray", (&array, le))?;
        }
        let addr = numpy_address(&array)?;
        let bytes = len
            .checked_mul(itemsize)
            .ok_or_else(|| PyValueError::new_err("an array too large to address"))?;
        // SAFETY: `array` is a C-contiguous numpy array (numpy's own, checked above or made
        // here) of `len` elements of `itemsize` bytes at `addr`; it is kept alive in `owners`
        // with the source, and batch calls document that the array must not be written
        // meanwhile.
        let data = unsafe { raw_slice(addr as *const u8, bytes, "data")? };
        owners.push(array);
        let values = match kind.as_str() {
            "b" => Values::BoolBytes(data),
            "f" => Values::Floats {
                double: itemsize == 8,
                data,
            },
            "S" => Values::Fixed {
                width: itemsize,
                data,
            },
            "U" => Values::Ucs4 {
                chars: itemsize / 4,
                data,
            },
            _ => Values::Ints {
                kind: int_kind(kind == "i", itemsize).ok_or_else(|| refuse("an odd integer"))?,
                data,
            },
        };
        let column = Column::new(len, values, valid).map_err(column_error)?;
        Ok(Source::of_parts(vec![Part::Column(column)], owners))
    }

    /// An object with `__arrow_c_array__` (a pyarrow Array or RecordBatch, a polars Series...).
    fn arrow_array(obj: &Bound<'py, PyAny>) -> PyResult<Source<'py>> {
        let (schema, array, owner) = arrow::import_array(obj)?;
        // SAFETY: both pointers come from the capsules `owner` holds, which are alive here and
        // kept with the source; the producer keeps the buffers alive as long as the capsules.
        let column = unsafe { arrow_column(schema, &*array)? };
        Ok(Source::of_parts(vec![Part::Column(column)], vec![owner]))
    }

    /// An object with `__arrow_c_stream__` (a pyarrow ChunkedArray, Table or RecordBatchReader
    /// of one column...): every chunk, in order.
    fn arrow_stream(obj: &Bound<'py, PyAny>) -> PyResult<Source<'py>> {
        let (schema, arrays) = arrow::import_stream(obj)?;
        let mut parts = Vec::with_capacity(arrays.len());
        for a in &arrays {
            // SAFETY: the schema and each array are owned by `schema` and `arrays`, released
            // only when the source drops, and their buffers live until then.
            parts.push(Part::Column(unsafe {
                arrow_column(schema.ptr(), a.get())?
            }));
        }
        let mut source = Source::of_parts(parts, Vec::new());
        source._arrays = arrays;
        source._schema = Some(schema);
        Ok(source)
    }
}

fn int_kind(signed: bool, width: usize) -> Option<IntKind> {
    Some(match (signed, width) {
        (false, 1) => IntKind::U8,
        (true, 1) => IntKind::I8,
        (false, 2) => IntKind::U16,
        (true, 2) => IntKind::I16,
        (false, 4) => IntKind::U32,
        (true, 4) => IntKind::I32,
        (false, 8) => IntKind::U64,
        (true, 8) => IntKind::I64,
        _ => return None,
    })
}

/// The numpy array an object's `__array_interface__` describes. Where its data is a buffer
/// object (or the object's own buffer), the buffer is first checked to hold every byte the
/// shape, strides and offset reach (numpy's reading of the interface does not check that), and
/// the array is made from the interface as read here, once. An integer address is the
/// protocol's promise and is taken as given (except NULL), as numpy takes it.
fn array_of_interface<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = obj.py();
    let np = numpy(py)?;
    let interface = obj.getattr("__array_interface__")?;
    let interface = interface.cast::<PyDict>().map_err(|_| {
        PyTypeError::new_err("__array_interface__ must be a dict (numpy's array interface)")
    })?;
    let item = |k: &str| interface.get_item(k);
    let typestr: String = item("typestr")?
        .ok_or_else(|| PyValueError::new_err("__array_interface__ has no typestr"))?
        .extract()
        .map_err(|_| PyTypeError::new_err("__array_interface__'s typestr is not a str"))?;
    let dtype = np.call_method1("dtype", (&typestr,)).map_err(|e| {
        PyTypeError::new_err(format!(
            "__array_interface__'s typestr {typestr:?} is not a numpy type: {e}"
        ))
    })?;
    let itemsize: usize = dtype.getattr("itemsize")?.extract()?;
    if dtype.getattr("hasobject")?.is_truthy()? {
        // numpy would take the buffer's bytes for object pointers.
        return Err(PyTypeError::new_err(
            "an __array_interface__ of Python objects: pass a list or a numpy object array",
        ));
    }
    let data = item("data")?.filter(|d| !d.is_none());
    let buffer = match &data {
        Some(d) if d.is_instance_of::<PyTuple>() => {
            // An address: the protocol's promise, except that NULL is none.
            let address: usize = d.get_item(0)?.extract().map_err(|_| {
                PyTypeError::new_err("the __array_interface__'s data address is not an int")
            })?;
            if address == 0 {
                return Err(PyValueError::new_err(
                    "the __array_interface__'s data address is NULL",
                ));
            }
            let array = np.call_method1("asarray", (obj,))?;
            if array.getattr("dtype")?.getattr("hasobject")?.is_truthy()? {
                return Err(PyTypeError::new_err(
                    "an __array_interface__ of Python objects: pass a list or a numpy object \
                     array",
                ));
            }
            return Ok(array);
        }
        Some(d) => d.clone(),
        None => obj.clone(),
    };
    let view = PyMemoryView::from(&buffer).map_err(|_| {
        PyTypeError::new_err(
            "the __array_interface__'s data is neither an (address, read-only) tuple nor an \
             object with the buffer protocol",
        )
    })?;
    if !view.getattr("c_contiguous")?.is_truthy()? {
        return Err(PyTypeError::new_err(
            "the __array_interface__'s data buffer is not contiguous",
        ));
    }
    let nbytes: usize = view.getattr("nbytes")?.extract()?;
    let shape: Vec<usize> = item("shape")?
        .ok_or_else(|| PyValueError::new_err("__array_interface__ has no shape"))?
        .extract()
        .map_err(|_| {
            PyValueError::new_err("__array_interface__'s shape is not a tuple of sizes")
        })?;
    let offset: usize = match item("offset")? {
        Some(o) if !o.is_none() => o
            .extract()
            .map_err(|_| PyValueError::new_err("__array_interface__'s offset is negative"))?,
        _ => 0,
    };
    let strides: Option<Vec<isize>> = match item("strides")? {
        Some(s) if !s.is_none() => Some(s.extract()?),
        _ => None,
    };
    let too_big = || PyValueError::new_err("__array_interface__ describes more bytes than exist");
    // The lowest and highest byte any element touches, from the start of the buffer.
    let (mut low, mut high) = (offset as i128, offset as i128);
    let make = || -> PyResult<Bound<'py, PyAny>> {
        let kwargs = PyDict::new(py);
        kwargs.set_item("buffer", &view)?;
        kwargs.set_item("offset", offset)?;
        kwargs.set_item("strides", strides.clone())?;
        np.getattr("ndarray")?
            .call((PyTuple::new(py, &shape)?, &dtype), Some(&kwargs))
    };
    if shape.contains(&0) {
        return make();
    }
    match &strides {
        Some(s) => {
            if s.len() != shape.len() {
                return Err(PyValueError::new_err(
                    "__array_interface__'s strides and shape differ in length",
                ));
            }
            for (&n, &st) in shape.iter().zip(s) {
                let reach = (n as i128 - 1)
                    .checked_mul(st as i128)
                    .ok_or_else(too_big)?;
                if reach < 0 {
                    low = low.checked_add(reach).ok_or_else(too_big)?;
                } else {
                    high = high.checked_add(reach).ok_or_else(too_big)?;
                }
            }
        }
        None => {
            let count = shape
                .iter()
                .try_fold(1i128, |a, &n| a.checked_mul(n as i128))
                .ok_or_else(too_big)?;
            high = (count - 1)
                .checked_mul(itemsize as i128)
                .and_then(|r| high.checked_add(r))
                .ok_or_else(too_big)?;
        }
    }
    high = high.checked_add(itemsize as i128).ok_or_else(too_big)?;
    if low < 0 || high > nbytes as i128 {
        return Err(PyValueError::new_err(format!(
            "__array_interface__'s data buffer holds {nbytes} bytes, but its shape {shape:?}, \
             strides {strides:?} and offset {offset} reach bytes {low}..{high}"
        )));
    }
    make()
}

/// The column of one Arrow array (a one-column struct array, as a table's record batches are,
/// is its column).
///
/// # Safety
/// `schema` and `array` must be a valid Arrow C schema and array (as the C data interface
/// defines them: the buffers an array's type and length imply exist and are alive), alive and
/// unchanged as long as the column is used.
unsafe fn arrow_column(
    schema: *const ArrowSchema,
    array: &ArrowArray,
) -> PyResult<Column<'static>> {
    // SAFETY: the caller's promise: a valid schema.
    let (format, s) = unsafe { (arrow::format_of(schema), &*schema) };
    let len = usize::try_from(array.length)
        .map_err(|_| PyValueError::new_err("an Arrow array of negative length"))?;
    let offset = usize::try_from(array.offset)
        .map_err(|_| PyValueError::new_err("an Arrow array of negative offset"))?;
    if format == "+s" {
        if s.n_children != 1
            || array.n_children != 1
            || s.children.is_null()
            || array.children.is_null()
        {
            return Err(PyTypeError::new_err(format!(
                "a table or record batch of {} columns: pass one column of keys \
                 (table.column(name) or table.select([name]))",
                s.n_children
            )));
        }
        if array.null_count != 0 && array.n_buffers > 0 && !array.buffers.is_null() {
            // SAFETY: a valid array has `n_buffers` buffer pointers.
            if unsafe { !(*array.buffers).is_null() } {
                return Err(PyTypeError::new_err(
                    "a struct array with null rows: pass its column (.field(0))",
                ));
            }
        }
        // SAFETY: a valid struct array and schema of one child each hold that child.
        let (child_schema, child) = unsafe { (*s.children, &**array.children) };
        let end = offset
            .checked_add(len)
            .filter(|&e| e as u64 <= child.length.max(0) as u64)
            .ok_or_else(|| PyValueError::new_err("a struct array longer than its column"))?;
        debug_assert!(end >= len);
        // SAFETY: the child is valid as its parent is; rows `offset..offset + len` of the
        // child are the parent's.
        return unsafe { arrow_leaf(child_schema, child, offset, len) };
    }
    // SAFETY: as this function's.
    unsafe { arrow_leaf(schema, array, 0, len) }
}

/// The column of rows `skip..skip + len` of a non-nested Arrow array.
///
/// # Safety
/// As [`arrow_column`]'s, and the array has at least `skip + len` rows.
unsafe fn arrow_leaf(
    schema: *const ArrowSchema,
    array: &ArrowArray,
    skip: usize,
    len: usize,
) -> PyResult<Column<'static>> {
    // SAFETY: the caller's promise: a valid schema.
    let (format, dictionary) =
        unsafe { (arrow::format_of(schema), !(*schema).dictionary.is_null()) };
    if dictionary {
        return Err(PyTypeError::new_err(
            "dictionary-encoded Arrow arrays are not supported as keys: decode them first \
             (pyarrow: arr.dictionary_decode())",
        ));
    }
    let offset = usize::try_from(array.offset)
        .ok()
        .and_then(|o| o.checked_add(skip))
        .ok_or_else(|| PyValueError::new_err("an Arrow array of negative offset"))?;
    let n_buffers = usize::try_from(array.n_buffers)
        .map_err(|_| PyValueError::new_err("an Arrow array with a negative buffer count"))?;
    if n_buffers > 0 && array.buffers.is_null() {
        return Err(PyValueError::new_err(
            "an Arrow array without its buffer list",
        ));
    }
    let buffer = |i: usize| -> *const u8 {
        if i < n_buffers {
            // SAFETY: a valid array's `buffers` holds `n_buffers` pointers, and `i` is below.
            unsafe { *array.buffers.add(i) as *const u8 }
        } else {
            std::ptr::null()
        }
    };
    let want = |n: usize| -> PyResult<()> {
        if n_buffers < n {
            return Err(PyValueError::new_err(format!(
                "an Arrow array of format {format:?} with {n_buffers} buffers; it needs {n}"
            )));
        }
        Ok(())
    };
    let overflow = || PyValueError::new_err("an Arrow array too large to address");
    let end = offset.checked_add(len).ok_or_else(overflow)?;
    let bitmap_bytes = end.div_ceil(8);
    if len == 0 {
        // An empty array may have NULL buffers, which no slice is made of.
        return Ok(Column::checked_before(
            0,
            Values::BoolBytes(&[]),
            Validity::All,
        ));
    }
    let validity = match buffer(0) {
        p if p.is_null() || array.null_count == 0 => Validity::All,
        p => Validity::Bits {
            // SAFETY: a valid array's validity bitmap covers its offset and length.
            bits: unsafe { raw_slice(p, bitmap_bytes, "validity")? },
            offset,
        },
    };
    // The `width`-byte values from the array's offset, from buffer 1.
    let fixed = |width: usize| -> PyResult<&'static [u8]> {
        want(2)?;
        let start = offset.checked_mul(width).ok_or_else(overflow)?;
        let n = len.checked_mul(width).ok_or_else(overflow)?;
        let p = buffer(1);
        if p.is_null() {
            // SAFETY: `n` is not 0 (len is not); a NULL pointer gives an error, not a slice.
            return unsafe { raw_slice(p, n, "values") };
        }
        // SAFETY: a valid array's values buffer holds `offset + len` values of `width` bytes.
        unsafe { raw_slice(p.wrapping_add(start), n, "values") }
    };
    let int = |k: IntKind| -> PyResult<Values<'static>> {
        Ok(Values::Ints {
            kind: k,
            data: fixed(k.width())?,
        })
    };
    let refuse = || {
        PyTypeError::new_err(format!(
            "an Arrow array of format {format:?} holds no linebloom keys: use an integer, \
             boolean, float32/64, date, time, timestamp, duration, decimal128, string, \
             binary (plain, large or view) or fixed_size_binary array"
        ))
    };
    let values = match format.as_str() {
        "C" => int(IntKind::U8)?,
        "c" => int(IntKind::I8)?,
        "S" => int(IntKind::U16)?,
        "s" => int(IntKind::I16)?,
        "I" => int(IntKind::U32)?,
        "i" | "tdD" | "tts" | "ttm" => int(IntKind::I32)?,
        "L" => int(IntKind::U64)?,
        "l" | "tdm" | "ttu" | "ttn" => int(IntKind::I64)?,
        f if f.starts_with("ts") || f.starts_with("tD") => int(IntKind::I64)?,
        "f" => Values::Floats {
            double: false,
            data: fixed(4)?,
        },
        "g" => Values::Floats {
            double: true,
            data: fixed(8)?,
        },
        "b" => {
            want(2)?;
            Values::BoolBits {
                // SAFETY: a valid boolean array's values bitmap covers its offset and length.
                bits: unsafe { raw_slice(buffer(1), bitmap_bytes, "values")? },
                offset,
            }
        }
        "u" | "z" | "U" | "Z" => {
            want(3)?;
            let large = matches!(format.as_str(), "U" | "Z");
            let w = if large { 8 } else { 4 };
            let start = offset.checked_mul(w).ok_or_else(overflow)?;
            let n = (len + 1).checked_mul(w).ok_or_else(overflow)?;
            let p = buffer(1);
            // SAFETY: a valid array has `offset + len + 1` offsets; a NULL pointer is an error.
            let offsets = unsafe {
                raw_slice(
                    if p.is_null() {
                        p
                    } else {
                        p.wrapping_add(start)
                    },
                    n,
                    "offsets",
                )?
            };
            // The data buffer holds at least the bytes up to the last offset (the C interface
            // gives no buffer sizes: the offsets are the array's statement of its data's
            // length), once they are known to be non-negative and non-decreasing.
            let last = &offsets[n - w..];
            let last = if large {
                i64::from_le_bytes(last.try_into().unwrap_or([0; 8]))
            } else {
                i64::from(i32::from_le_bytes(last.try_into().unwrap_or([0; 4])))
            };
            let data_len = usize::try_from(last).map_err(|_| {
                PyValueError::new_err(format!("invalid array: negative offset {last}"))
            })?;
            // SAFETY: a valid array's data buffer holds its last offset's bytes.
            let data = unsafe { raw_slice(buffer(2), data_len, "data")? };
            Values::Offsets {
                large,
                offsets,
                data,
            }
        }
        "vu" | "vz" => {
            want(3)?;
            // Buffers: validity, views, the variadic data buffers, then their sizes (i64).
            let variadic = n_buffers - 3;
            // SAFETY: a valid view array's last buffer holds one i64 size per data buffer.
            let sizes = unsafe { raw_slice(buffer(n_buffers - 1), 8 * variadic, "sizes")? };
            let mut buffers = Vec::with_capacity(variadic);
            for (j, size) in sizes.chunks_exact(8).enumerate() {
                let size = i64::from_le_bytes(size.try_into().unwrap_or([0; 8]));
                let size = usize::try_from(size).map_err(|_| {
                    PyValueError::new_err(format!("invalid array: data buffer {j} of size {size}"))
                })?;
                // SAFETY: data buffer `j` holds the size the sizes buffer gives it.
                buffers.push(unsafe { raw_slice(buffer(2 + j), size, "view data")? });
            }
            let start = offset.checked_mul(16).ok_or_else(overflow)?;
            let n = len.checked_mul(16).ok_or_else(overflow)?;
            let p = buffer(1);
            // SAFETY: a valid view array holds 16 bytes a row from its offset.
            let views = unsafe {
                raw_slice(
                    if p.is_null() {
                        p
                    } else {
                        p.wrapping_add(start)
                    },
                    n,
                    "views",
                )?
            };
            Values::Views { views, buffers }
        }
        f => {
            let width = if let Some(w) = f.strip_prefix("w:") {
                w.parse::<usize>().map_err(|_| refuse())?
            } else if let Some(d) = f.strip_prefix("d:") {
                // decimal128 ("d:precision,scale" or with ",128"): its 16-byte unscaled value.
                match d.split(',').nth(2) {
                    None | Some("128") => 16,
                    Some(_) => return Err(refuse()),
                }
            } else {
                return Err(refuse());
            };
            Values::Fixed {
                width,
                data: fixed(width)?,
            }
        }
    };
    Column::new(len, values, validity).map_err(column_error)
}

/// Keys as a chunk of the walk hands them to a filter.
#[derive(Clone, Copy)]
pub(crate) enum Chunk<'k> {
    /// 64-bit words, hashed as their 8 little-endian bytes.
    Words(&'k [u64]),
    /// Hashes.
    Hashes(&'k [u64]),
}

/// Walks every key of `parts` in chunks: `each(at, chunk, part, part_at)` gets the chunk's
/// first index in the batch and in its part. Null and masked keys are in the chunks (as a
/// placeholder); `Part::is_valid` says which they are.
fn walk<E>(
    parts: &[Part],
    seed: u64,
    mut each: impl FnMut(usize, Chunk<'_>, &Part, usize) -> Result<(), E>,
) -> Result<(), E> {
    let mut buf = [0u64; CHUNK];
    let mut scratch = Vec::new();
    let mut at = 0;
    for part in parts {
        let n = part.len();
        match part {
            Part::Hashes { hashes, .. } => {
                for start in (0..n).step_by(LOCK_CHUNK) {
                    let end = n.min(start + LOCK_CHUNK);
                    each(at + start, Chunk::Hashes(&hashes[start..end]), part, start)?;
                }
            }
            Part::Column(c) => {
                if let Some(words) = c.words_in_place() {
                    for start in (0..n).step_by(LOCK_CHUNK) {
                        let end = n.min(start + LOCK_CHUNK);
                        each(at + start, Chunk::Words(&words[start..end]), part, start)?;
                    }
                } else {
                    for start in (0..n).step_by(CHUNK) {
                        let m = CHUNK.min(n - start);
                        let chunk = match c.route() {
                            Route::Words => {
                                c.words(start, &mut buf[..m]);
                                Chunk::Words(&buf[..m])
                            }
                            Route::Bytes => {
                                c.hashes(start, seed, &mut buf[..m], &mut scratch);
                                Chunk::Hashes(&buf[..m])
                            }
                        };
                        each(at + start, chunk, part, start)?;
                    }
                }
            }
        }
        at += n;
    }
    Ok(())
}

/// What a batch lookup needs of a filter.
pub(crate) trait Probe {
    /// Answers for 64-bit integer keys (hashed as their 8 little-endian bytes).
    fn contains_ints(&self, keys: &[u64], out: &mut [bool]);
    /// Answers for pre-computed hashes.
    fn contains_hashes(&self, hashes: &[u64], out: &mut [bool]);
}

/// What a batch insert needs of a filter.
pub(crate) trait Insert {
    fn insert_ints(&mut self, keys: &[u64]) -> Result<(), Error>;
    fn insert_hashes(&mut self, hashes: &[u64]) -> Result<(), Error>;
}

impl Probe for FilterRef<'_> {
    fn contains_ints(&self, keys: &[u64], out: &mut [bool]) {
        self.contains_batch(keys, out);
    }
    fn contains_hashes(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out);
    }
}

impl Insert for linebloom::Filter {
    fn insert_ints(&mut self, keys: &[u64]) -> Result<(), Error> {
        self.insert_batch(keys);
        Ok(())
    }
    fn insert_hashes(&mut self, hashes: &[u64]) -> Result<(), Error> {
        self.insert_hash_batch(hashes);
        Ok(())
    }
}

/// Runs a closure on the filter behind a lock, taking the lock for that call only: what the
/// walk calls once per chunk.
pub(crate) type WithProbe<'f> = &'f (dyn Fn(&mut dyn FnMut(&dyn Probe)) + Sync);
pub(crate) type WithInsert<'f> =
    &'f (dyn Fn(&mut dyn FnMut(&mut dyn Insert) -> Result<(), Error>) -> Result<(), Error> + Sync);

/// Writes the answer for every key of `parts` into `out` (`out.len()` is their total): false
/// for nulls and masked keys. `with` runs a probe under the filter's lock (once per chunk).
pub(crate) fn contains(parts: &[Part], seed: u64, with: WithProbe<'_>, out: &mut [bool]) {
    let _ = walk::<()>(parts, seed, |at, chunk, part, part_at| {
        let o = match chunk {
            Chunk::Words(k) | Chunk::Hashes(k) => &mut out[at..at + k.len()],
        };
        with(&mut |f| match chunk {
            Chunk::Words(k) => f.contains_ints(k, o),
            Chunk::Hashes(h) => f.contains_hashes(h, o),
        });
        if !part.all_valid() {
            for (j, a) in o.iter_mut().enumerate() {
                *a &= part.is_valid(part_at + j);
            }
        }
        Ok(())
    });
}

/// Inserts every key of `parts` (nulls and masked keys are skipped). Stops at the first error
/// (a filter that is full); the keys before it stay inserted. `with` runs an insert under the
/// filter's lock (once per chunk).
pub(crate) fn insert(parts: &[Part], seed: u64, with: WithInsert<'_>) -> Result<(), Error> {
    let mut kept = Vec::new();
    walk(parts, seed, |_, chunk, part, part_at| {
        let keys = match chunk {
            Chunk::Words(k) | Chunk::Hashes(k) => k,
        };
        let keys = if part.all_valid() {
            keys
        } else {
            kept.clear();
            kept.extend(
                keys.iter()
                    .enumerate()
                    .filter(|&(j, _)| part.is_valid(part_at + j))
                    .map(|(_, &k)| k),
            );
            &kept[..]
        };
        if keys.is_empty() {
            return Ok(());
        }
        with(&mut |f| match chunk {
            Chunk::Words(_) => f.insert_ints(keys),
            Chunk::Hashes(_) => f.insert_hashes(keys),
        })
    })
}

/// The indices `i` with `answers[i]` true.
pub(crate) fn true_indices(answers: &[bool]) -> Vec<i64> {
    answers
        .iter()
        .enumerate()
        .filter(|(_, &a)| a)
        .map(|(i, _)| i as i64)
        .collect()
}

/// The hashes of every present key of `keys` under `seed`, in order (for tests of the
/// readers: every form of the same keys gives the same list).
pub(crate) fn present_hashes(parts: &[Part], seed: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let _ = walk::<()>(parts, seed, |_, chunk, part, part_at| {
        match chunk {
            Chunk::Words(k) => out.extend(
                k.iter()
                    .enumerate()
                    .filter(|&(j, _)| part.is_valid(part_at + j))
                    .map(|(_, w)| w.key_hash(seed)),
            ),
            Chunk::Hashes(h) => out.extend(
                h.iter()
                    .enumerate()
                    .filter(|&(j, _)| part.is_valid(part_at + j))
                    .map(|(_, &h)| h),
            ),
        }
        Ok(())
    });
    out
}

/// Not API (for the tests): how a batch call reads `keys`, as a list of
/// `(kind, address, length)`: `kind` is the type read in place (`"uint64"`, `"float64"`,
/// `"bool"`, `"string"`, `"large_string"`, `"string_view"`, `"fixed_size_binary"`, `"str"`...)
/// or `"hashed"` for keys hashed one by one (address 0). A zero-copy read reports the address of
/// the caller's own buffer.
#[pyfunction]
pub(crate) fn _key_source(keys: &Bound<'_, PyAny>) -> PyResult<Vec<(String, usize, usize)>> {
    let source = Source::new(keys, 0)?;
    Ok(source
        .parts
        .iter()
        .map(|p| match p {
            Part::Column(c) => {
                let (name, data): (String, &[u8]) = match c.values() {
                    Values::Ints { kind, data } => (kind.name().into(), data),
                    Values::BoolBytes(d) => ("bool".into(), d),
                    Values::BoolBits { bits, .. } => ("bool".into(), bits),
                    Values::Floats { double, data } => {
                        ((if *double { "float64" } else { "float32" }).into(), data)
                    }
                    Values::Fixed { data, .. } => ("fixed_size_binary".into(), data),
                    Values::Offsets { large, data, .. } => (
                        (if *large { "large_string" } else { "string" }).into(),
                        data,
                    ),
                    Values::Views { views, .. } => ("string_view".into(), views),
                    Values::Ucs4 { data, .. } => ("str".into(), data),
                };
                (name, data.as_ptr() as usize, c.len())
            }
            Part::Hashes { hashes, .. } => ("hashed".to_string(), 0, hashes.len()),
        })
        .collect())
}

/// Not API (for the tests): the hashes under `seed` of the keys of `keys` that a batch call
/// reads as present, in order.
#[pyfunction]
#[pyo3(signature = (keys, seed = 0))]
pub(crate) fn _key_hashes(
    py: Python<'_>,
    keys: &Bound<'_, PyAny>,
    seed: u64,
) -> PyResult<Vec<u64>> {
    let source = Source::new(keys, seed)?;
    let parts = &source.parts;
    Ok(py.detach(|| present_hashes(parts, seed)))
}
