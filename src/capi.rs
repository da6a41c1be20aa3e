//! The C ABI (feature `capi`; declared in `include/linebloom.h`, which is its documentation).
//!
//! Conventions, the same for every function:
//! * every function returns an `lb_status` (0 = `LB_OK`) and hands results back through out
//!   pointers, except `lb_filter_free`, `lb_last_error` and `lb_version`;
//! * a failed call leaves a one-line message for this thread, read with `lb_last_error`;
//! * no Rust panic crosses the boundary: each body runs under `catch_unwind`, and a panic (a bug)
//!   becomes `LB_ERR_PANIC`;
//! * null pointers where a value is required are `LB_ERR_NULL`, never a crash.

use crate::file::format::Header;
use crate::{Error, ErrorKind, Filter, FilterRef, Layout, MmapFilter};
use core::ffi::{c_char, c_int};
use std::cell::RefCell;
use std::ffi::{CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Status codes; keep in step with `include/linebloom.h`.
mod status {
    use core::ffi::c_int;
    pub const OK: c_int = 0;
    pub const NULL: c_int = 1;
    pub const INVALID_PARAMETER: c_int = 2;
    pub const TOO_LARGE: c_int = 3;
    pub const IO: c_int = 4;
    pub const TRUNCATED: c_int = 5;
    pub const BAD_MAGIC: c_int = 6;
    pub const UNSUPPORTED: c_int = 7;
    pub const CORRUPT_HEADER: c_int = 8;
    pub const CORRUPT_BLOCKS: c_int = 9;
    pub const MISALIGNED: c_int = 10;
    pub const INCOMPATIBLE: c_int = 11;
    pub const READ_ONLY: c_int = 12;
    pub const BUFFER_TOO_SMALL: c_int = 13;
    pub const PANIC: c_int = 14;
    pub const OTHER: c_int = 15;
}

/// The filter behind an `lb_filter *`: owned, mapped from a file, or a view of the caller's
/// bytes (`lb_filter_view_bytes`, whose contract keeps them alive and unchanged).
pub enum LbFilter {
    /// Made, loaded or copied: read and write.
    Owned(Filter),
    /// `lb_filter_open`: read only.
    Mapped(MmapFilter),
    /// `lb_filter_view_bytes`: read only, borrowing memory the caller keeps valid until free.
    View(FilterRef<'static>),
}

impl LbFilter {
    fn view(&self) -> FilterRef<'_> {
        match self {
            LbFilter::Owned(f) => f.view(),
            LbFilter::Mapped(m) => m.view(),
            LbFilter::View(v) => *v,
        }
    }
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// A failed call: its status and message.
struct Failure(c_int, String);

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        let code = match e.kind() {
            ErrorKind::InvalidParameter => status::INVALID_PARAMETER,
            ErrorKind::TooLarge => status::TOO_LARGE,
            ErrorKind::Io => status::IO,
            ErrorKind::Truncated => status::TRUNCATED,
            ErrorKind::BadMagic => status::BAD_MAGIC,
            ErrorKind::Unsupported => status::UNSUPPORTED,
            ErrorKind::CorruptHeader => status::CORRUPT_HEADER,
            ErrorKind::CorruptBlocks => status::CORRUPT_BLOCKS,
            ErrorKind::Misaligned => status::MISALIGNED,
            ErrorKind::Incompatible => status::INCOMPATIBLE,
            _ => status::OTHER,
        };
        Failure(code, e.to_string())
    }
}

fn null(what: &str) -> Failure {
    Failure(status::NULL, format!("{what} is a null pointer"))
}

/// Runs `body`, turning its failure or panic into a status and this thread's last error.
fn guard(body: impl FnOnce() -> Result<(), Failure>) -> c_int {
    let outcome = catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(Failure(
            status::PANIC,
            format!("internal error (a linebloom bug; please report it): {what}"),
        ))
    });
    match outcome {
        Ok(()) => status::OK,
        Err(Failure(code, message)) => {
            let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
            LAST_ERROR.with(|e| *e.borrow_mut() = message);
            code
        }
    }
}

/// # Safety
/// `p` is null or points to a live `T` that nothing else mutates during the call.
unsafe fn get<'a, T>(p: *const T, what: &str) -> Result<&'a T, Failure> {
    // SAFETY: the caller's contract; null is checked by `as_ref`.
    unsafe { p.as_ref() }.ok_or_else(|| null(what))
}

/// # Safety
/// `p` is null or points to a live `T` that nothing else accesses during the call.
unsafe fn get_mut<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: the caller's contract; null is checked by `as_mut`.
    unsafe { p.as_mut() }.ok_or_else(|| null(what))
}

/// # Safety
/// `p` is null or points to `len` readable bytes (any pointer when `len` is 0).
unsafe fn bytes<'a>(p: *const u8, len: usize, what: &str) -> Result<&'a [u8], Failure> {
    if len == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(null(what));
    }
    // SAFETY: non-null and `len` readable bytes, by the caller's contract.
    Ok(unsafe { core::slice::from_raw_parts(p, len) })
}

/// # Safety
/// `p` is null or a NUL-terminated string.
unsafe fn path_arg<'a>(p: *const c_char) -> Result<&'a std::path::Path, Failure> {
    if p.is_null() {
        return Err(null("path"));
    }
    // SAFETY: non-null and NUL-terminated, by the caller's contract.
    let s = unsafe { CStr::from_ptr(p) };
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        Ok(std::path::Path::new(std::ffi::OsStr::from_bytes(
            s.to_bytes(),
        )))
    }
    #[cfg(not(unix))]
    {
        s.to_str()
            .map(std::path::Path::new)
            .map_err(|_| Failure(status::INVALID_PARAMETER, "path is not UTF-8".into()))
    }
}

/// Stores a new handle in `*out`.
///
/// # Safety
/// `out` is null or writable.
unsafe fn hand_out(out: *mut *mut LbFilter, f: Result<LbFilter, Failure>) -> Result<(), Failure> {
    if out.is_null() {
        return Err(null("out"));
    }
    let f = f?;
    // SAFETY: `out` is non-null and writable by the caller's contract.
    unsafe { *out = Box::into_raw(Box::new(f)) };
    Ok(())
}

fn owned(f: &mut LbFilter) -> Result<&mut Filter, Failure> {
    match f {
        LbFilter::Owned(f) => Ok(f),
        _ => Err(Failure(
            status::READ_ONLY,
            "this filter is read only (opened from a file mapping or a borrowed image); load or \
             copy it to insert"
                .into(),
        )),
    }
}

/// The message of this thread's last failed call ("" if none); valid until the next failing call
/// on this thread.
#[no_mangle]
pub extern "C" fn lb_last_error() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

/// The crate version, as a static NUL-terminated string.
#[no_mangle]
pub extern "C" fn lb_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// A filter for `expected_items` keys at false-positive rate `fpr`.
///
/// # Safety
/// `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_new_fpr(
    expected_items: u64,
    fpr: f64,
    seed: u64,
    out: *mut *mut LbFilter,
) -> c_int {
    guard(|| {
        let f = Filter::builder()
            .expected_items(expected_items)
            .fpr(fpr)
            .seed(seed)
            .build();
        // SAFETY: the caller's contract on `out`.
        unsafe { hand_out(out, f.map(LbFilter::Owned).map_err(Failure::from)) }
    })
}

/// A filter for `expected_items` keys with `bits_per_key` bits of memory each.
///
/// # Safety
/// `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_new_bits_per_key(
    expected_items: u64,
    bits_per_key: f64,
    seed: u64,
    out: *mut *mut LbFilter,
) -> c_int {
    guard(|| {
        let f = Filter::builder()
            .expected_items(expected_items)
            .bits_per_key(bits_per_key)
            .seed(seed)
            .build();
        // SAFETY: the caller's contract on `out`.
        unsafe { hand_out(out, f.map(LbFilter::Owned).map_err(Failure::from)) }
    })
}

/// The layout of `lb_layout` value `id`: `lb_layout`'s values are the file format's layout ids.
fn layout_of(id: c_int) -> Result<Layout, Failure> {
    u32::try_from(id)
        .ok()
        .and_then(Header::layout_of_id)
        .ok_or_else(|| {
            Failure(
                status::INVALID_PARAMETER,
                format!(
                    "unknown layout {id}: use LB_LAYOUT_BLOCKED ({}) or LB_LAYOUT_SPLIT_BLOCK ({})",
                    Header::id_of_layout(Layout::Blocked),
                    Header::id_of_layout(Layout::SplitBlock)
                ),
            )
        })
}

/// A filter of layout `layout` (an `lb_layout`) for `expected_items` keys, sized by exactly one
/// of `fpr` (a false-positive rate) and `bits_per_key` (bits of memory per key); the other is 0.
///
/// # Safety
/// `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_new_layout(
    expected_items: u64,
    fpr: f64,
    bits_per_key: f64,
    seed: u64,
    layout: c_int,
    out: *mut *mut LbFilter,
) -> c_int {
    // SAFETY: the caller's contract on `out`, passed on.
    unsafe { lb_filter_new_hashes(expected_items, fpr, bits_per_key, seed, layout, 0, out) }
}

/// [`lb_filter_new_layout`] with `num_hashes` bits set per key (1 to 16 for the blocked layout,
/// 1 to 8 for the split-block layout, whose 8 is Parquet's), or 0 for the layout's default.
///
/// # Safety
/// `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_new_hashes(
    expected_items: u64,
    fpr: f64,
    bits_per_key: f64,
    seed: u64,
    layout: c_int,
    num_hashes: u32,
    out: *mut *mut LbFilter,
) -> c_int {
    guard(|| {
        let mut builder = Filter::builder()
            .layout(layout_of(layout)?)
            .expected_items(expected_items)
            .seed(seed);
        if num_hashes != 0 {
            builder = builder.num_hashes(num_hashes);
        }
        builder = match (fpr != 0.0, bits_per_key != 0.0) {
            (true, false) => builder.fpr(fpr),
            (false, true) => builder.bits_per_key(bits_per_key),
            _ => {
                return Err(Failure(
                    status::INVALID_PARAMETER,
                    format!(
                        "give exactly one of fpr and bits_per_key (the other 0), not fpr = \
                         {fpr} and bits_per_key = {bits_per_key}"
                    ),
                ))
            }
        };
        // SAFETY: the caller's contract on `out`.
        unsafe {
            hand_out(
                out,
                builder.build().map(LbFilter::Owned).map_err(Failure::from),
            )
        }
    })
}

/// A split-block filter holding `bitset`, the `len` bytes of a Parquet split block Bloom
/// filter's bitset (after its Thrift header): it answers `lb_filter_contains_hash` as Parquet
/// does for the same 64-bit hashes.
///
/// # Safety
/// `bitset` is null or `len` readable bytes; `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_from_parquet_bitset(
    bitset: *const u8,
    len: usize,
    out: *mut *mut LbFilter,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `bitset`.
        let bitset = unsafe { bytes(bitset, len, "bitset")? };
        let f = Filter::from_parquet_bitset(bitset);
        // SAFETY: the caller's contract on `out`.
        unsafe { hand_out(out, f.map(LbFilter::Owned).map_err(Failure::from)) }
    })
}

/// Sets `*layout` to the filter's layout (an `lb_layout`).
///
/// # Safety
/// `f` is null or a live handle; `layout` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_layout(f: *const LbFilter, layout: *mut c_int) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and `layout`.
        let (f, layout) = unsafe { (get(f, "filter")?, get_mut(layout, "layout")?) };
        *layout = Header::id_of_layout(f.view().layout()) as c_int;
        Ok(())
    })
}

/// Inserts a key by its 64-bit hash (the caller's own hash function: for a filter read from
/// Parquet, xxHash64 with seed 0 of the value's plain encoding).
///
/// # Safety
/// `f` is null or a live handle used by no other thread during the call.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_insert_hash(f: *mut LbFilter, hash: u64) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f`.
        owned(unsafe { get_mut(f, "filter")? })?.insert_hash(hash);
        Ok(())
    })
}

/// Sets `*maybe` to whether a key with 64-bit hash `hash` may have been inserted (by its hash).
///
/// # Safety
/// `f` is null or a live handle not written during the call; `maybe` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_contains_hash(
    f: *const LbFilter,
    hash: u64,
    maybe: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and `maybe`.
        let (f, maybe) = unsafe { (get(f, "filter")?, get_mut(maybe, "maybe")?) };
        *maybe = f.view().contains_hash(hash);
        Ok(())
    })
}

/// Frees a handle (null is a no-op).
///
/// # Safety
/// `f` is null or a handle from this library not yet freed; it is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_free(f: *mut LbFilter) {
    if !f.is_null() {
        // SAFETY: `f` came from `Box::into_raw` in `hand_out` and is freed once, by contract.
        let _ = catch_unwind(AssertUnwindSafe(|| drop(unsafe { Box::from_raw(f) })));
    }
}

/// Inserts the key of `len` bytes at `key`.
///
/// # Safety
/// `f` is null or a live handle used by no other thread during the call; `key` is null or
/// points to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_insert(f: *mut LbFilter, key: *const u8, len: usize) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and `key`.
        let (f, key) = unsafe { (get_mut(f, "filter")?, bytes(key, len, "key")?) };
        owned(f)?.insert(key);
        Ok(())
    })
}

/// Inserts the 64-bit integer key `key` (hashed as its 8 little-endian bytes).
///
/// # Safety
/// `f` is null or a live handle used by no other thread during the call.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_insert_u64(f: *mut LbFilter, key: u64) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f`.
        owned(unsafe { get_mut(f, "filter")? })?.insert(&key);
        Ok(())
    })
}

/// Sets `*maybe` to whether the key may have been inserted.
///
/// # Safety
/// `f` is null or a live handle not written during the call; `key` is null or `len` readable
/// bytes; `maybe` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_contains(
    f: *const LbFilter,
    key: *const u8,
    len: usize,
    maybe: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f`, `key` and `maybe`.
        let (f, key, maybe) = unsafe {
            (
                get(f, "filter")?,
                bytes(key, len, "key")?,
                get_mut(maybe, "maybe")?,
            )
        };
        *maybe = f.view().contains(key);
        Ok(())
    })
}

/// Sets `*maybe` to whether the 64-bit integer key may have been inserted.
///
/// # Safety
/// `f` is null or a live handle not written during the call; `maybe` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_contains_u64(
    f: *const LbFilter,
    key: u64,
    maybe: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and `maybe`.
        let (f, maybe) = unsafe { (get(f, "filter")?, get_mut(maybe, "maybe")?) };
        *maybe = f.view().contains(&key);
        Ok(())
    })
}

/// Batched lookup of `n` 64-bit integer keys: `out[i]` = may `keys[i]` have been inserted.
///
/// # Safety
/// `f` is null or a live handle not written during the call; `keys` is null or `n` readable
/// `uint64_t`s; `out` is null or `n` writable `bool`s not overlapping `keys`.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_contains_u64_batch(
    f: *const LbFilter,
    keys: *const u64,
    n: usize,
    out: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f`.
        let f = unsafe { get(f, "filter")? };
        if n == 0 {
            return Ok(());
        }
        if keys.is_null() || out.is_null() {
            return Err(null(if keys.is_null() { "keys" } else { "out" }));
        }
        // SAFETY: both non-null, `n` elements each, not overlapping, by the caller's contract.
        let (keys, out) = unsafe {
            (
                core::slice::from_raw_parts(keys, n),
                core::slice::from_raw_parts_mut(out, n),
            )
        };
        f.view().contains_batch(keys, out);
        Ok(())
    })
}

/// Batched lookup of `n` byte-string keys, key `i` being `lens[i]` bytes at `keys[i]`.
///
/// # Safety
/// `f` is null or a live handle not written during the call; `keys` and `lens` are null or
/// `n` readable elements, each `keys[i]` null (only where `lens[i]` is 0) or `lens[i]` readable
/// bytes; `out` is null or `n` writable `bool`s.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_contains_batch(
    f: *const LbFilter,
    keys: *const *const u8,
    lens: *const usize,
    n: usize,
    out: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f`.
        let f = unsafe { get(f, "filter")? };
        if n == 0 {
            return Ok(());
        }
        if keys.is_null() || lens.is_null() || out.is_null() {
            return Err(null("keys, lens or out"));
        }
        // SAFETY: all three non-null with `n` elements, by the caller's contract.
        let (ptrs, lens, out) = unsafe {
            (
                core::slice::from_raw_parts(keys, n),
                core::slice::from_raw_parts(lens, n),
                core::slice::from_raw_parts_mut(out, n),
            )
        };
        let mut slices = Vec::with_capacity(n);
        for (&p, &len) in ptrs.iter().zip(lens) {
            // SAFETY: each key is `len` readable bytes (or null with `len` 0), by contract.
            slices.push(unsafe { bytes(p, len, "a key")? });
        }
        f.view().contains_batch(&slices, out);
        Ok(())
    })
}

/// The filter's shape: bytes of the bit array, bits set per key, keys inserted.
///
/// # Safety
/// `f` is null or a live handle; each out pointer is null (not wanted) or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_stats(
    f: *const LbFilter,
    size_bytes: *mut u64,
    num_hashes: *mut u32,
    insert_count: *mut u64,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and the out pointers (null ones are skipped).
        unsafe {
            let v = get(f, "filter")?.view();
            if let Some(s) = size_bytes.as_mut() {
                *s = v.size_bytes() as u64;
            }
            if let Some(k) = num_hashes.as_mut() {
                *k = v.num_hashes();
            }
            if let Some(n) = insert_count.as_mut() {
                *n = v.insert_count();
            }
        }
        Ok(())
    })
}

/// Saves the filter to `path` in the file format, atomically.
///
/// # Safety
/// `f` is null or a live handle; `path` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_save(f: *const LbFilter, path: *const c_char) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and `path`.
        let (f, path) = unsafe { (get(f, "filter")?, path_arg(path)?) };
        let copy = match f {
            LbFilter::Owned(f) => return f.save(path).map_err(Failure::from),
            other => Filter::from_image(&other.view().to_image()).map_err(Failure::from)?,
        };
        copy.save(path).map_err(Failure::from)
    })
}

/// Loads (copies) a filter file.
///
/// # Safety
/// `path` is null or a NUL-terminated string; `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_load(path: *const c_char, out: *mut *mut LbFilter) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `path` and `out`.
        unsafe {
            let path = path_arg(path)?;
            hand_out(
                out,
                Filter::load(path)
                    .map(LbFilter::Owned)
                    .map_err(Failure::from),
            )
        }
    })
}

/// Maps a filter file zero-copy (read only).
///
/// # Safety
/// `path` is null or a NUL-terminated string; `out` is null or writable. While the handle
/// lives, the file must not be truncated or modified in place (renaming a new file over it is
/// safe), as for `MmapFilter::open`.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_open(path: *const c_char, out: *mut *mut LbFilter) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `path` and `out`, and `MmapFilter::open`'s, which the
        // caller accepts for the file.
        unsafe {
            let path = path_arg(path)?;
            hand_out(
                out,
                MmapFilter::open(path)
                    .map(LbFilter::Mapped)
                    .map_err(Failure::from),
            )
        }
    })
}

/// Copies a filter out of an image (`lb_filter_to_bytes`), from memory of any alignment.
///
/// # Safety
/// `image` is null or `len` readable bytes; `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_from_bytes(
    image: *const u8,
    len: usize,
    out: *mut *mut LbFilter,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `image` and `out`.
        unsafe {
            let image = bytes(image, len, "image")?;
            hand_out(
                out,
                Filter::from_image(image)
                    .map(LbFilter::Owned)
                    .map_err(Failure::from),
            )
        }
    })
}

/// A zero-copy, read-only handle over an image in the caller's memory, which must start on a
/// 64-byte boundary (`LB_ERR_MISALIGNED` otherwise). Checks the header only.
///
/// # Safety
/// `image` is null or `len` readable bytes that stay allocated and unchanged until the handle
/// is freed; `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_view_bytes(
    image: *const u8,
    len: usize,
    out: *mut *mut LbFilter,
) -> c_int {
    guard(|| {
        // SAFETY: the caller keeps the `len` bytes alive and unchanged for the handle's life,
        // which is what the `'static` borrow stands for; `out` by the caller's contract.
        unsafe {
            let image: &'static [u8] = bytes(image, len, "image")?;
            hand_out(
                out,
                FilterRef::from_image(image)
                    .map(LbFilter::View)
                    .map_err(Failure::from),
            )
        }
    })
}

/// Writes the filter's image into `buf` (capacity `cap` bytes) and its length into `*len`. With
/// `cap` too small (a null `buf` with `cap` 0 included) it writes nothing but `*len` and returns
/// `LB_ERR_BUFFER_TOO_SMALL`: call once to size the buffer, then again.
///
/// # Safety
/// `f` is null or a live handle; `buf` is null or `cap` writable bytes; `len` is null or
/// writable.
#[no_mangle]
pub unsafe extern "C" fn lb_filter_to_bytes(
    f: *const LbFilter,
    buf: *mut u8,
    cap: usize,
    len: *mut usize,
) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract on `f` and `len`.
        let (f, len) = unsafe { (get(f, "filter")?, get_mut(len, "len")?) };
        let v = f.view();
        let need = crate::IMAGE_HEADER_LEN + v.size_bytes();
        *len = need;
        if cap < need || buf.is_null() {
            return Err(Failure(
                status::BUFFER_TOO_SMALL,
                format!("the image needs {need} bytes; the buffer has {cap}"),
            ));
        }
        // SAFETY: `buf` is non-null with at least `cap >= need` writable bytes, by contract.
        let mut dst = unsafe { core::slice::from_raw_parts_mut(buf, need) };
        v.write_image(&mut dst).map_err(Failure::from)
    })
}
