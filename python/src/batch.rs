//! Batches of keys: where they come from (a numpy array, an Arrow array or stream, any
//! iterable) and the chunked walk over them that runs with the GIL released.
//!
//! Integer buffers (numpy and Arrow) are read in place: 64-bit integers go to the filter's batch
//! calls as they lie, narrower ones are widened to 64 bits (sign-extended if signed) a chunk at a
//! time into a small buffer, so no array is ever copied whole. Arrow strings and binaries are
//! hashed in place. An iterable's keys are hashed one by one while the GIL is held (they are
//! Python objects); the probe of those hashes runs without it.

use linebloom::{Error, FilterRef, Key};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{
    PyByteArray, PyBytes, PyDict, PyList, PyMemoryView, PyModule, PyString, PyTuple,
};

use crate::arrow::{self, ArrowArray, OwnedArray, OwnedSchema};
use crate::keys::{hash_key, KEY_TYPES};

/// Keys widened or hashed per step of the walk.
const CHUNK: usize = 1024;

/// The element type of an integer buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IntKind {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
}

impl IntKind {
    fn name(self) -> &'static str {
        match self {
            IntKind::U8 => "uint8",
            IntKind::I8 => "int8",
            IntKind::U16 => "uint16",
            IntKind::I16 => "int16",
            IntKind::U32 => "uint32",
            IntKind::I32 => "int32",
            IntKind::U64 => "uint64",
            IntKind::I64 => "int64",
        }
    }

    fn width(self) -> usize {
        match self {
            IntKind::U8 | IntKind::I8 => 1,
            IntKind::U16 | IntKind::I16 => 2,
            IntKind::U32 | IntKind::I32 => 4,
            IntKind::U64 | IntKind::I64 => 8,
        }
    }

    /// From a numpy `typestr` kind and size (`"u"`, `8`); booleans are 1-byte 0/1 integers.
    fn from_numpy(kind: char, size: &str) -> Option<IntKind> {
        Some(match (kind, size) {
            ('u', "1") | ('b', "1") => IntKind::U8,
            ('i', "1") => IntKind::I8,
            ('u', "2") => IntKind::U16,
            ('i', "2") => IntKind::I16,
            ('u', "4") => IntKind::U32,
            ('i', "4") => IntKind::I32,
            ('u', "8") => IntKind::U64,
            ('i', "8") => IntKind::I64,
            _ => return None,
        })
    }

    /// From an Arrow format string.
    fn from_arrow(format: &str) -> Option<IntKind> {
        Some(match format {
            "C" => IntKind::U8,
            "c" => IntKind::I8,
            "S" => IntKind::U16,
            "s" => IntKind::I16,
            "I" => IntKind::U32,
            "i" => IntKind::I32,
            "L" => IntKind::U64,
            "l" => IntKind::I64,
            _ => return None,
        })
    }
}

/// An Arrow validity bitmap: bit `bit_offset + i` (LSB first) says whether key `i` is present.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Validity {
    addr: usize,
    bit_offset: usize,
}

impl Validity {
    /// # Safety
    /// The bitmap must be live and cover bit `bit_offset + i`.
    #[inline]
    unsafe fn get(self, i: usize) -> bool {
        let bit = self.bit_offset + i;
        // SAFETY: the caller promised that the byte holding this bit is live.
        let byte = unsafe { *(self.addr as *const u8).add(bit / 8) };
        byte >> (bit % 8) & 1 == 1
    }
}

/// One run of keys. Addresses are plain integers so that a part can cross into the closure
/// that runs without the GIL; the [`Source`] that made it keeps their owners alive.
#[derive(Debug)]
pub(crate) enum Part {
    /// `len` integers of `kind` at `addr` (any alignment).
    Ints {
        kind: IntKind,
        addr: usize,
        len: usize,
        valid: Option<Validity>,
    },
    /// `len` Arrow strings or binaries, laid out as `layout` says.
    Bytes {
        layout: BytesLayout,
        len: usize,
        valid: Option<Validity>,
    },
    /// Keys hashed while the GIL was held (from an iterable).
    Hashes(Vec<u64>),
}

impl Part {
    fn len(&self) -> usize {
        match self {
            Part::Ints { len, .. } | Part::Bytes { len, .. } => *len,
            Part::Hashes(h) => h.len(),
        }
    }
}

/// Where the bytes of Arrow strings and binaries lie (every address already advanced by the
/// array's offset).
#[derive(Debug)]
pub(crate) enum BytesLayout {
    /// `string`/`binary` (`i32` offsets) or `large_string`/`large_binary` (`i64` offsets):
    /// key `i` is `data[offsets[i]..offsets[i + 1]]`.
    Offsets {
        large: bool,
        offsets: usize,
        data: usize,
    },
    /// `fixed_size_binary(width)`: key `i` is `data[i * width..(i + 1) * width]`.
    Fixed { width: usize, data: usize },
    /// `string_view`/`binary_view`: 16-byte views at `views`, the long keys' bytes in the
    /// variadic buffers `buffers`.
    Views { views: usize, buffers: Vec<usize> },
}

impl BytesLayout {
    /// The bytes of key `i`.
    ///
    /// # Safety
    /// The layout must describe a live, valid Arrow array with more than `i` keys; the slice
    /// borrows its buffers, which must outlive it.
    #[inline]
    unsafe fn key<'a>(&self, i: usize) -> &'a [u8] {
        match *self {
            BytesLayout::Offsets {
                large,
                offsets,
                data,
            } => {
                // SAFETY: a valid array has `len + 1` offsets, monotonic, within its data
                // buffer (the caller's promise).
                unsafe {
                    let (a, b) = if large {
                        let p = offsets as *const i64;
                        (p.add(i).read_unaligned(), p.add(i + 1).read_unaligned())
                    } else {
                        let p = offsets as *const i32;
                        (
                            i64::from(p.add(i).read_unaligned()),
                            i64::from(p.add(i + 1).read_unaligned()),
                        )
                    };
                    if b > a {
                        std::slice::from_raw_parts(
                            (data as *const u8).add(a as usize),
                            (b - a) as usize,
                        )
                    } else {
                        &[]
                    }
                }
            }
            BytesLayout::Fixed { width, data } => {
                if width == 0 {
                    return &[];
                }
                // SAFETY: a valid array holds `len * width` bytes at `data`.
                unsafe { std::slice::from_raw_parts((data as *const u8).add(i * width), width) }
            }
            BytesLayout::Views { views, ref buffers } => {
                // SAFETY: a valid view array holds 16 bytes per key at `views`: the length, then
                // the bytes inline (12 or fewer) or a prefix, a buffer index and an offset into
                // that variadic buffer.
                unsafe {
                    let view = (views as *const u8).add(16 * i);
                    let n = (view as *const i32).read_unaligned().max(0) as usize;
                    if n <= 12 {
                        std::slice::from_raw_parts(view.add(4), n)
                    } else {
                        let index = (view.add(8) as *const i32).read_unaligned() as usize;
                        let offset = (view.add(12) as *const i32).read_unaligned() as usize;
                        match buffers.get(index) {
                            Some(&b) if b != 0 => {
                                std::slice::from_raw_parts((b as *const u8).add(offset), n)
                            }
                            _ => &[],
                        }
                    }
                }
            }
        }
    }

    fn name(&self) -> &'static str {
        match self {
            BytesLayout::Offsets { large: false, .. } => "string",
            BytesLayout::Offsets { large: true, .. } => "large_string",
            BytesLayout::Fixed { .. } => "fixed_size_binary",
            BytesLayout::Views { .. } => "string_view",
        }
    }

    /// The address of the buffer the keys (or their views) are read from.
    fn address(&self) -> usize {
        match *self {
            BytesLayout::Offsets { data, .. } | BytesLayout::Fixed { data, .. } => data,
            BytesLayout::Views { views, .. } => views,
        }
    }
}

/// A batch of keys ready to be walked, and what keeps its buffers alive.
pub(crate) struct Source<'py> {
    pub(crate) parts: Vec<Part>,
    pub(crate) len: usize,
    /// The numpy array or Arrow capsules the parts point into.
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

/// The data address of a numpy array (from `__array_interface__`).
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

impl<'py> Source<'py> {
    /// The keys of `obj` for a filter of `seed`. `obj` is a numpy array, an object with the
    /// Arrow PyCapsule interface, or an iterable of keys.
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
            if let Some(source) = Source::numpy(obj)? {
                return Ok(source);
            }
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
            if let Some(source) = Source::numpy(&array)? {
                return Ok(source);
            }
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
                    "keys must be a numpy array, an Arrow array (or chunked array), or an \
                     iterable of {KEY_TYPES} keys, not {}",
                    obj.get_type()
                        .name()
                        .map(|n| n.to_string())
                        .unwrap_or_default()
                ))
            })?;
            for key in iter {
                hashes.push(hash_key(&key?, seed)?);
            }
        }
        Ok(Source {
            len: hashes.len(),
            parts: vec![Part::Hashes(hashes)],
            _owners: Vec::new(),
            _arrays: Vec::new(),
            _schema: None,
        })
    }

    /// A numpy array (or anything with `__array_interface__`). `None` for arrays of str, bytes
    /// or objects, which are walked as iterables.
    fn numpy(obj: &Bound<'py, PyAny>) -> PyResult<Option<Source<'py>>> {
        let mut array = obj.clone();
        for attempt in 0..2 {
            let interface = array.getattr("__array_interface__")?;
            let interface = interface.cast::<PyDict>()?;
            let get = |k: &str| -> PyResult<Bound<'py, PyAny>> {
                interface
                    .get_item(k)?
                    .ok_or_else(|| PyValueError::new_err(format!("__array_interface__ has no {k}")))
            };
            let typestr: String = get("typestr")?.extract()?;
            let shape: Vec<usize> = get("shape")?.extract()?;
            if shape.len() != 1 {
                return Err(PyValueError::new_err(format!(
                    "expected a 1-dimensional array of keys, got shape {shape:?} (flatten it \
                     with .ravel())"
                )));
            }
            let mut chars = typestr.chars();
            let order = chars.next().unwrap_or('?');
            let kind_char = chars.next().unwrap_or('?');
            let size = &typestr[typestr.len().min(2)..];
            if matches!(kind_char, 'O' | 'U' | 'S') {
                return Ok(None);
            }
            let Some(kind) = IntKind::from_numpy(kind_char, size) else {
                return Err(PyTypeError::new_err(format!(
                    "a numpy array of dtype {typestr} holds no linebloom keys: use an integer \
                     (or bool) array, or a str, bytes or object array"
                )));
            };
            let strides = interface.get_item("strides")?;
            let contiguous = match &strides {
                None => true,
                Some(s) if s.is_none() => true,
                Some(s) => s.extract::<Vec<isize>>()? == [kind.width() as isize],
            };
            let little =
                order == '<' || order == '|' || (order == '=' && cfg!(target_endian = "little"));
            if !(contiguous && little) {
                if attempt == 1 {
                    break;
                }
                // A strided view or a big-endian array: one contiguous little-endian copy.
                let np = numpy(obj.py())?;
                array = np.call_method1(
                    "ascontiguousarray",
                    (array, format!("<{kind_char}{}", kind.width())),
                )?;
                continue;
            }
            let data = get("data")?;
            let addr: usize = data.get_item(0)?.extract()?;
            let len = shape[0];
            return Ok(Some(Source {
                parts: vec![Part::Ints {
                    kind,
                    addr,
                    len,
                    valid: None,
                }],
                len,
                _owners: vec![array],
                _arrays: Vec::new(),
                _schema: None,
            }));
        }
        Err(PyValueError::new_err(
            "could not get a contiguous little-endian view of the array",
        ))
    }

    /// An object with `__arrow_c_array__` (a pyarrow Array, a polars Series...).
    fn arrow_array(obj: &Bound<'py, PyAny>) -> PyResult<Source<'py>> {
        let (schema, array, owner) = arrow::import_array(obj)?;
        // SAFETY: both pointers come from the capsules `owner` holds, which are alive here.
        let format = unsafe { arrow::format_of(schema) };
        // SAFETY: as above.
        let dictionary = unsafe { !(*schema).dictionary.is_null() };
        // SAFETY: as above; the array is valid while its capsule lives.
        let part = unsafe { part_of(&format, dictionary, &*array)? };
        Ok(Source {
            len: part.len(),
            parts: vec![part],
            _owners: vec![owner],
            _arrays: Vec::new(),
            _schema: None,
        })
    }

    /// An object with `__arrow_c_stream__` (a pyarrow ChunkedArray, a RecordBatchReader of one
    /// column...): every chunk, in order.
    fn arrow_stream(obj: &Bound<'py, PyAny>) -> PyResult<Source<'py>> {
        let (schema, arrays) = arrow::import_stream(obj)?;
        // SAFETY: the schema is owned by `schema`, alive here.
        let format = unsafe { arrow::format_of(schema.ptr()) };
        // SAFETY: as above.
        let dictionary = unsafe { !(*schema.ptr()).dictionary.is_null() };
        let mut parts = Vec::with_capacity(arrays.len());
        for a in &arrays {
            // SAFETY: each array is owned by `arrays` and valid until released on drop.
            parts.push(unsafe { part_of(&format, dictionary, a.get())? });
        }
        Ok(Source {
            len: parts.iter().map(Part::len).sum(),
            parts,
            _owners: Vec::new(),
            _arrays: arrays,
            _schema: Some(schema),
        })
    }
}

/// The part for one Arrow array of `format`.
///
/// # Safety
/// `array` must be a valid Arrow array of that format whose buffers stay alive while the part
/// is used.
unsafe fn part_of(format: &str, dictionary: bool, array: &ArrowArray) -> PyResult<Part> {
    if dictionary {
        return Err(PyTypeError::new_err(
            "dictionary-encoded Arrow arrays are not supported as keys: decode them first \
             (pyarrow: arr.dictionary_decode())",
        ));
    }
    let len = usize::try_from(array.length)
        .map_err(|_| PyValueError::new_err("an Arrow array of negative length"))?;
    let offset = usize::try_from(array.offset)
        .map_err(|_| PyValueError::new_err("an Arrow array of negative offset"))?;
    let buffer = |i: usize| -> usize {
        if (i as i64) < array.n_buffers {
            // SAFETY: a valid array's `buffers` holds `n_buffers` pointers (the caller's
            // promise), and `i` is below that.
            unsafe { *array.buffers.add(i) as usize }
        } else {
            0
        }
    };
    let valid = match buffer(0) {
        0 => None,
        _ if array.null_count == 0 => None,
        addr => Some(Validity {
            addr,
            bit_offset: offset,
        }),
    };
    if let Some(kind) = IntKind::from_arrow(format) {
        let values = buffer(1);
        if values == 0 && len > 0 {
            return Err(PyValueError::new_err(
                "an Arrow array without a values buffer",
            ));
        }
        return Ok(Part::Ints {
            kind,
            addr: values + offset * kind.width(),
            len,
            valid,
        });
    }
    let refuse = || {
        PyTypeError::new_err(format!(
            "an Arrow array of format {format:?} holds no linebloom keys: use an integer \
             (int8..int64, uint8..uint64), string, large_string, string_view, binary, \
             large_binary, binary_view or fixed_size_binary array"
        ))
    };
    let layout = match format {
        "u" | "z" | "U" | "Z" => {
            let large = matches!(format, "U" | "Z");
            let offsets = buffer(1);
            if offsets == 0 && len > 0 {
                return Err(PyValueError::new_err(
                    "an Arrow array without an offsets buffer",
                ));
            }
            BytesLayout::Offsets {
                large,
                offsets: offsets + offset * if large { 8 } else { 4 },
                data: buffer(2),
            }
        }
        "vu" | "vz" => {
            let views = buffer(1);
            if views == 0 && len > 0 {
                return Err(PyValueError::new_err("an Arrow view array without views"));
            }
            // Buffers 2.. are the variadic data buffers, and the last one their sizes.
            let n = usize::try_from(array.n_buffers).unwrap_or(0);
            let buffers = (2..n.saturating_sub(1)).map(buffer).collect();
            BytesLayout::Views {
                views: views + 16 * offset,
                buffers,
            }
        }
        _ => {
            let width = format
                .strip_prefix("w:")
                .and_then(|w| w.parse::<usize>().ok())
                .ok_or_else(refuse)?;
            let data = buffer(1);
            if data == 0 && len > 0 && width > 0 {
                return Err(PyValueError::new_err(
                    "an Arrow array without a values buffer",
                ));
            }
            BytesLayout::Fixed {
                width,
                data: data + offset * width,
            }
        }
    };
    Ok(Part::Bytes { layout, len, valid })
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

/// Reads `buf.len()` integers of `kind` from `addr + start * width`, widened to 64 bits.
///
/// # Safety
/// Those integers must be live, readable memory.
unsafe fn widen(kind: IntKind, addr: usize, start: usize, buf: &mut [u64]) {
    macro_rules! read {
        ($t:ty, $wide:ty) => {{
            let p = (addr as *const $t).wrapping_add(start);
            for (j, b) in buf.iter_mut().enumerate() {
                // SAFETY: the caller promised element `start + j` is readable; the buffer may be
                // unaligned, hence `read_unaligned`.
                let v = unsafe { p.add(j).read_unaligned() };
                *b = v as $wide as u64;
            }
        }};
    }
    match kind {
        IntKind::U8 => read!(u8, u64),
        IntKind::I8 => read!(i8, i64),
        IntKind::U16 => read!(u16, u64),
        IntKind::I16 => read!(i16, i64),
        IntKind::U32 => read!(u32, u64),
        IntKind::I32 => read!(i32, i64),
        IntKind::U64 => read!(u64, u64),
        IntKind::I64 => read!(i64, i64),
    }
}

/// The hashes of Arrow keys `start..start + buf.len()` of a `Bytes` part.
///
/// # Safety
/// The layout must describe a live, valid Arrow array holding those keys.
unsafe fn hash_bytes(layout: &BytesLayout, start: usize, seed: u64, buf: &mut [u64]) {
    for (j, h) in buf.iter_mut().enumerate() {
        // SAFETY: the caller promised that key `start + j` exists and is live.
        *h = unsafe { layout.key(start + j) }.key_hash(seed);
    }
}

/// Writes the answer for every key of `parts` into `out` (`out.len()` is their total).
///
/// # Safety
/// Every part's buffers must be live and valid (the [`Source`] they came from is alive).
pub(crate) unsafe fn contains(parts: &[Part], seed: u64, filter: &dyn Probe, out: &mut [bool]) {
    let mut at = 0;
    let mut buf = [0u64; CHUNK];
    for part in parts {
        let n = part.len();
        if n == 0 {
            // An empty Arrow array may have NULL buffers, which no slice may be made of.
            continue;
        }
        let out = &mut out[at..at + n];
        at += n;
        match *part {
            Part::Hashes(ref h) => filter.contains_hashes(h, out),
            Part::Ints {
                kind, addr, valid, ..
            } => {
                if matches!(kind, IntKind::U64 | IntKind::I64) && addr.is_multiple_of(8) {
                    // SAFETY: `n` aligned 8-byte integers at `addr`, live (the caller's
                    // promise); `i64` and `u64` share size, alignment and bytes.
                    let keys = unsafe { std::slice::from_raw_parts(addr as *const u64, n) };
                    filter.contains_ints(keys, out);
                } else {
                    for start in (0..n).step_by(CHUNK) {
                        let m = CHUNK.min(n - start);
                        // SAFETY: keys `start..start + m` of the part are live.
                        unsafe { widen(kind, addr, start, &mut buf[..m]) };
                        filter.contains_ints(&buf[..m], &mut out[start..start + m]);
                    }
                }
                if let Some(v) = valid {
                    for (i, o) in out.iter_mut().enumerate() {
                        // SAFETY: the bitmap covers the part's keys.
                        *o &= unsafe { v.get(i) };
                    }
                }
            }
            Part::Bytes {
                ref layout, valid, ..
            } => {
                for start in (0..n).step_by(CHUNK) {
                    let m = CHUNK.min(n - start);
                    // SAFETY: keys `start..start + m` of the part are live.
                    unsafe { hash_bytes(layout, start, seed, &mut buf[..m]) };
                    filter.contains_hashes(&buf[..m], &mut out[start..start + m]);
                }
                if let Some(v) = valid {
                    for (i, o) in out.iter_mut().enumerate() {
                        // SAFETY: the bitmap covers the part's keys.
                        *o &= unsafe { v.get(i) };
                    }
                }
            }
        }
    }
}

/// Inserts every key of `parts` (Arrow nulls are skipped). Stops at the first error (a filter
/// that is full); the keys before it stay inserted.
///
/// # Safety
/// As for [`contains`].
pub(crate) unsafe fn insert(
    parts: &[Part],
    seed: u64,
    filter: &mut dyn Insert,
) -> Result<(), Error> {
    let mut buf = [0u64; CHUNK];
    for part in parts {
        let n = part.len();
        if n == 0 {
            continue;
        }
        match *part {
            Part::Hashes(ref h) => filter.insert_hashes(h)?,
            Part::Ints {
                kind, addr, valid, ..
            } => {
                if valid.is_none()
                    && matches!(kind, IntKind::U64 | IntKind::I64)
                    && addr.is_multiple_of(8)
                {
                    // SAFETY: as in `contains`.
                    let keys = unsafe { std::slice::from_raw_parts(addr as *const u64, n) };
                    filter.insert_ints(keys)?;
                    continue;
                }
                for start in (0..n).step_by(CHUNK) {
                    let m = CHUNK.min(n - start);
                    // SAFETY: keys `start..start + m` of the part are live.
                    unsafe { widen(kind, addr, start, &mut buf[..m]) };
                    let kept = match valid {
                        // SAFETY: the bitmap covers the part's keys.
                        Some(v) => compact(&mut buf[..m], |j| unsafe { v.get(start + j) }),
                        None => m,
                    };
                    filter.insert_ints(&buf[..kept])?;
                }
            }
            Part::Bytes {
                ref layout, valid, ..
            } => {
                for start in (0..n).step_by(CHUNK) {
                    let m = CHUNK.min(n - start);
                    // SAFETY: keys `start..start + m` of the part are live.
                    unsafe { hash_bytes(layout, start, seed, &mut buf[..m]) };
                    let kept = match valid {
                        // SAFETY: the bitmap covers the part's keys.
                        Some(v) => compact(&mut buf[..m], |j| unsafe { v.get(start + j) }),
                        None => m,
                    };
                    filter.insert_hashes(&buf[..kept])?;
                }
            }
        }
    }
    Ok(())
}

/// Moves the entries `keep` accepts to the front of `buf`; returns how many there are.
fn compact(buf: &mut [u64], keep: impl Fn(usize) -> bool) -> usize {
    let mut w = 0;
    for j in 0..buf.len() {
        if keep(j) {
            buf[w] = buf[j];
            w += 1;
        }
    }
    w
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

/// Not API (for the tests): how a batch call reads `keys`, as a list of
/// `(kind, address, length)`: `kind` is the integer type read in place (`"uint64"`...),
/// `"string"`/`"large_string"` for Arrow strings read in place, or `"hashed"` for keys hashed
/// one by one (address 0). A zero-copy read reports the address of the caller's own buffer.
#[pyfunction]
pub(crate) fn _key_source(keys: &Bound<'_, PyAny>) -> PyResult<Vec<(String, usize, usize)>> {
    let source = Source::new(keys, 0)?;
    Ok(source
        .parts
        .iter()
        .map(|p| match p {
            Part::Ints {
                kind, addr, len, ..
            } => (kind.name().to_string(), *addr, *len),
            Part::Bytes { layout, len, .. } => (layout.name().to_string(), layout.address(), *len),
            Part::Hashes(h) => ("hashed".to_string(), 0, h.len()),
        })
        .collect())
}
