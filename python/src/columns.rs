//! A column of keys over borrowed byte buffers (a numpy array's data, an Arrow array's
//! buffers), checked before any key is read: plain Rust over slices, with no Python type, so
//! that the checks can be tested and fuzzed on their own.
//!
//! [`Column::new`] checks every length, offset and view against the buffer it points into,
//! and the code points of numpy `str` keys, for the keys that are present (a null's slot is
//! never read: Arrow allows anything there). Reading a key afterwards is bounds-checked slice
//! indexing, so even a column that skipped the checks cannot read outside its buffers; the
//! checks are what turn bad input into an error instead of a wrong key.
//!
//! Keys are read in the project's key encoding (FORMAT.md, "Keys"): integers and booleans as
//! their value widened to 64 bits, floats as their `f64` bits (`-0.0` as `0.0`, one NaN),
//! strings and binaries as their bytes, numpy `str` keys as the UTF-8 of the `str` they hold.

use std::fmt;

use linebloom::{float_key_bits, Key};

/// Why a column was refused: a message for a `ValueError`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnError(pub String);

impl fmt::Display for ColumnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn err<T>(message: impl Into<String>) -> Result<T, ColumnError> {
    Err(ColumnError(message.into()))
}

/// The element type of an integer buffer (little-endian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntKind {
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
    pub fn name(self) -> &'static str {
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

    pub fn width(self) -> usize {
        match self {
            IntKind::U8 | IntKind::I8 => 1,
            IntKind::U16 | IntKind::I16 => 2,
            IntKind::U32 | IntKind::I32 => 4,
            IntKind::U64 | IntKind::I64 => 8,
        }
    }

    /// The integer of `bytes` (exactly `width()` of them, little-endian), widened to 64 bits.
    #[inline]
    fn widen(self, b: &[u8]) -> u64 {
        let mut w = [0u8; 8];
        w[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
        let v = u64::from_le_bytes(w);
        let sign_extend = |bits: u32| ((v << (64 - bits)) as i64 >> (64 - bits)) as u64;
        match self {
            IntKind::U8 | IntKind::U16 | IntKind::U32 | IntKind::U64 | IntKind::I64 => v,
            IntKind::I8 => sign_extend(8),
            IntKind::I16 => sign_extend(16),
            IntKind::I32 => sign_extend(32),
        }
    }
}

/// Which keys are present.
#[derive(Clone, Debug)]
pub enum Validity<'a> {
    /// Every key.
    All,
    /// An Arrow validity bitmap: key `i` is present if bit `offset + i` (LSB first) is set.
    Bits { bits: &'a [u8], offset: usize },
    /// One byte per key, present where nonzero (a numpy masked array's mask, inverted).
    Bytes(&'a [u8]),
}

/// The values of a column, `len` keys.
#[derive(Clone, Debug)]
pub enum Values<'a> {
    /// Integers of `kind`, `len * width` bytes, little-endian.
    Ints { kind: IntKind, data: &'a [u8] },
    /// One byte per boolean, true where nonzero (numpy `bool`).
    BoolBytes(&'a [u8]),
    /// Bit-packed booleans (Arrow `bool`): key `i` is bit `offset + i`.
    BoolBits { bits: &'a [u8], offset: usize },
    /// Little-endian `f32` (`double` false) or `f64` values.
    Floats { double: bool, data: &'a [u8] },
    /// Keys of `width` bytes each (Arrow `fixed_size_binary` and `decimal128`, numpy `S`).
    Fixed { width: usize, data: &'a [u8] },
    /// Arrow `string`/`binary` (`i32` offsets) and their large forms (`i64`): `len + 1`
    /// offsets, key `i` is `data[offsets[i]..offsets[i + 1]]`.
    Offsets {
        large: bool,
        offsets: &'a [u8],
        data: &'a [u8],
    },
    /// Arrow `string_view`/`binary_view`: 16 bytes a key, the long keys' bytes in `buffers`.
    Views {
        views: &'a [u8],
        buffers: Vec<&'a [u8]>,
    },
    /// numpy `str` (UCS-4, little-endian): `chars` code points a key, trailing NULs padding.
    Ucs4 { chars: usize, data: &'a [u8] },
}

/// How a column's keys reach a filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// 64-bit words hashed as 8 little-endian bytes (integers, booleans, floats).
    Words,
    /// Byte strings, hashed one by one.
    Bytes,
}

/// A checked column of keys.
#[derive(Clone, Debug)]
pub struct Column<'a> {
    len: usize,
    values: Values<'a>,
    validity: Validity<'a>,
}

/// `len * width`, or an error naming `what`.
fn bytes_for(len: usize, width: usize, what: &str) -> Result<usize, ColumnError> {
    len.checked_mul(width)
        .ok_or_else(|| ColumnError(format!("{what}: {len} keys of {width} bytes overflow")))
}

fn need(buf: &[u8], len: usize, what: &str) -> Result<(), ColumnError> {
    if buf.len() < len {
        return err(format!(
            "{what} holds {} bytes, fewer than the {len} its keys need",
            buf.len()
        ));
    }
    Ok(())
}

fn bits_cover(bits: &[u8], offset: usize, len: usize, what: &str) -> Result<(), ColumnError> {
    let end = offset
        .checked_add(len)
        .ok_or_else(|| ColumnError(format!("{what}: offset {offset} + length {len} overflow")))?;
    need(bits, end.div_ceil(8), what)
}

#[inline]
fn bit(bits: &[u8], i: usize) -> bool {
    bits.get(i / 8).is_some_and(|b| b >> (i % 8) & 1 == 1)
}

#[inline]
fn le_i64(b: &[u8], at: usize, large: bool) -> Option<i64> {
    if large {
        let s = b.get(at * 8..at * 8 + 8)?;
        Some(i64::from_le_bytes(s.try_into().ok()?))
    } else {
        let s = b.get(at * 4..at * 4 + 4)?;
        Some(i64::from(i32::from_le_bytes(s.try_into().ok()?)))
    }
}

#[inline]
fn le_i32(b: &[u8], at: usize) -> i32 {
    b.get(at..at + 4)
        .and_then(|s| s.try_into().ok())
        .map_or(0, i32::from_le_bytes)
}

impl<'a> Column<'a> {
    /// A column of `len` keys, every buffer checked against what the keys need of it.
    pub fn new(
        len: usize,
        values: Values<'a>,
        validity: Validity<'a>,
    ) -> Result<Column<'a>, ColumnError> {
        let column = Column {
            len,
            values,
            validity,
        };
        column.check()?;
        Ok(column)
    }

    /// A column whose buffers were checked before (by [`new`](Self::new) on the same buffers).
    /// Reading it stays in bounds whatever they hold; only the answers depend on the check.
    pub fn checked_before(len: usize, values: Values<'a>, validity: Validity<'a>) -> Column<'a> {
        Column {
            len,
            values,
            validity,
        }
    }

    fn check(&self) -> Result<(), ColumnError> {
        let len = self.len;
        match &self.validity {
            Validity::All => {}
            Validity::Bits { bits, offset } => {
                bits_cover(bits, *offset, len, "the validity bitmap")?
            }
            Validity::Bytes(b) => need(b, len, "the mask")?,
        }
        match &self.values {
            Values::Ints { kind, data } => need(
                data,
                bytes_for(len, kind.width(), "the values")?,
                "the values buffer",
            )?,
            Values::BoolBytes(data) => need(data, len, "the values buffer")?,
            Values::BoolBits { bits, offset } => {
                bits_cover(bits, *offset, len, "the values bitmap")?
            }
            Values::Floats { double, data } => need(
                data,
                bytes_for(len, if *double { 8 } else { 4 }, "the values")?,
                "the values buffer",
            )?,
            Values::Fixed { width, data } => need(
                data,
                bytes_for(len, *width, "the values")?,
                "the values buffer",
            )?,
            Values::Offsets {
                large,
                offsets,
                data,
            } => {
                let width = if *large { 8 } else { 4 };
                let n = len
                    .checked_add(1)
                    .ok_or_else(|| ColumnError("too many keys".into()))?;
                need(
                    offsets,
                    bytes_for(n, width, "the offsets")?,
                    "the offsets buffer",
                )?;
                // Arrow's offsets are non-negative and never decrease, nulls' included; every
                // key then lies between the first and the last, which must be in the data.
                let mut previous = le_i64(offsets, 0, *large).unwrap_or(-1);
                if previous < 0 {
                    return err(format!("negative offset {previous} in a string array"));
                }
                for i in 1..n {
                    let o = le_i64(offsets, i, *large).unwrap_or(-1);
                    if o < previous {
                        return err(format!(
                            "the offsets of a string array decrease ({previous} then {o} at \
                             key {i})"
                        ));
                    }
                    previous = o;
                }
                if previous as u64 > data.len() as u64 {
                    return err(format!(
                        "the last offset of a string array, {previous}, is past its {}-byte \
                         data buffer",
                        data.len()
                    ));
                }
            }
            Values::Views { views, buffers } => {
                need(views, bytes_for(len, 16, "the views")?, "the views buffer")?;
                for i in 0..len {
                    if !self.is_valid(i) {
                        continue;
                    }
                    let view = &views[16 * i..16 * i + 16];
                    let n = le_i32(view, 0);
                    if n < 0 {
                        return err(format!("view {i} has a negative length {n}"));
                    }
                    if n <= 12 {
                        continue;
                    }
                    let (index, offset) = (le_i32(view, 8), le_i32(view, 12));
                    let Some(buffer) = usize::try_from(index).ok().and_then(|b| buffers.get(b))
                    else {
                        return err(format!(
                            "view {i} names data buffer {index}; the array has {}",
                            buffers.len()
                        ));
                    };
                    let end = i64::from(offset) + i64::from(n);
                    if offset < 0 || end as u64 > buffer.len() as u64 {
                        return err(format!(
                            "view {i} (offset {offset}, length {n}) is outside its data buffer \
                             of {} bytes",
                            buffer.len()
                        ));
                    }
                }
            }
            Values::Ucs4 { chars, data } => {
                let width = bytes_for(*chars, 4, "the str keys")?;
                need(
                    data,
                    bytes_for(len, width, "the values")?,
                    "the values buffer",
                )?;
                for i in 0..len {
                    if !self.is_valid(i) {
                        continue;
                    }
                    for c in data[i * width..(i + 1) * width].chunks_exact(4) {
                        let c = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                        if char::from_u32(c).is_none() {
                            return err(format!(
                                "str key {i} holds the code point {c:#x}, which has no UTF-8 \
                                 form (a lone surrogate or out of range)"
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn values(&self) -> &Values<'a> {
        &self.values
    }

    pub fn route(&self) -> Route {
        match self.values {
            Values::Ints { .. }
            | Values::BoolBytes(_)
            | Values::BoolBits { .. }
            | Values::Floats { .. } => Route::Words,
            _ => Route::Bytes,
        }
    }

    /// Whether every key is present.
    pub fn all_valid(&self) -> bool {
        matches!(self.validity, Validity::All)
    }

    /// Whether key `i` is present (not null, not masked).
    #[inline]
    pub fn is_valid(&self, i: usize) -> bool {
        match self.validity {
            Validity::All => true,
            Validity::Bits { bits, offset } => bit(bits, offset + i),
            Validity::Bytes(b) => b.get(i).is_some_and(|&v| v != 0),
        }
    }

    /// The 64-bit integers as they lie, if the keys are aligned 64-bit integers (read in place).
    pub fn words_in_place(&self) -> Option<&'a [u64]> {
        let Values::Ints {
            kind: IntKind::U64 | IntKind::I64,
            data,
        } = self.values
        else {
            return None;
        };
        // SAFETY: `u64` has no invalid bit patterns, so reinterpreting bytes is sound; `align_to`
        // only puts whole, aligned `u64`s in the middle part, and `prefix.is_empty()` means
        // the middle starts at the data's first byte.
        let (prefix, words, _) = unsafe { data.align_to::<u64>() };
        if !prefix.is_empty() || words.len() < self.len {
            return None;
        }
        Some(&words[..self.len])
    }

    /// The words of keys `start..start + out.len()` ([`Route::Words`] columns; 0 for others).
    pub fn words(&self, start: usize, out: &mut [u64]) {
        match self.values {
            Values::Ints { kind, data } => {
                let w = kind.width();
                let src = data.get(start * w..(start + out.len()) * w).unwrap_or(&[]);
                for (o, b) in out.iter_mut().zip(src.chunks_exact(w)) {
                    *o = kind.widen(b);
                }
            }
            Values::BoolBytes(data) => {
                let src = data.get(start..start + out.len()).unwrap_or(&[]);
                for (o, &b) in out.iter_mut().zip(src) {
                    *o = u64::from(b != 0);
                }
            }
            Values::BoolBits { bits, offset } => {
                for (j, o) in out.iter_mut().enumerate() {
                    *o = u64::from(bit(bits, offset + start + j));
                }
            }
            Values::Floats { double, data } => {
                let w = if double { 8 } else { 4 };
                let src = data.get(start * w..(start + out.len()) * w).unwrap_or(&[]);
                for (o, b) in out.iter_mut().zip(src.chunks_exact(w)) {
                    let v = if double {
                        f64::from_le_bytes(b.try_into().unwrap_or([0; 8]))
                    } else {
                        f64::from(f32::from_le_bytes(b.try_into().unwrap_or([0; 4])))
                    };
                    *o = float_key_bits(v);
                }
            }
            _ => out.fill(0),
        }
    }

    /// The hashes of keys `start..start + out.len()` ([`Route::Bytes`] columns) under `seed`;
    /// a key that is not present gets 0 and is not read. `scratch` is reused for the UTF-8 of
    /// numpy `str` keys.
    pub fn hashes(&self, start: usize, seed: u64, out: &mut [u64], scratch: &mut Vec<u8>) {
        for (j, h) in out.iter_mut().enumerate() {
            let i = start + j;
            *h = if self.is_valid(i) {
                self.hash(i, seed, scratch)
            } else {
                0
            };
        }
    }

    /// The hash of key `i` (present; a [`Route::Bytes`] column).
    #[inline]
    fn hash(&self, i: usize, seed: u64, scratch: &mut Vec<u8>) -> u64 {
        match &self.values {
            Values::Fixed { width, data } => data
                .get(i * width..(i + 1) * width)
                .unwrap_or(&[])
                .key_hash(seed),
            Values::Offsets {
                large,
                offsets,
                data,
            } => {
                let a = le_i64(offsets, i, *large).unwrap_or(0).max(0) as usize;
                let b = le_i64(offsets, i + 1, *large).unwrap_or(0).max(0) as usize;
                data.get(a..b).unwrap_or(&[]).key_hash(seed)
            }
            Values::Views { views, buffers } => {
                let view = views.get(16 * i..16 * i + 16).unwrap_or(&[]);
                let n = le_i32(view, 0).max(0) as usize;
                let key = if n <= 12 {
                    view.get(4..4 + n)
                } else {
                    let index = le_i32(view, 8).max(0) as usize;
                    let offset = le_i32(view, 12).max(0) as usize;
                    buffers.get(index).and_then(|b| b.get(offset..offset + n))
                };
                key.unwrap_or(&[]).key_hash(seed)
            }
            Values::Ucs4 { chars, data } => {
                let key = data.get(i * chars * 4..(i + 1) * chars * 4).unwrap_or(&[]);
                // numpy pads a str with NUL code points, and a str read from the array never
                // ends in one: the key is the str up to its last non-NUL code point.
                let mut end = key.len() / 4;
                while end > 0 && key[4 * end - 4..4 * end] == [0, 0, 0, 0] {
                    end -= 1;
                }
                scratch.clear();
                scratch.reserve(4 * end);
                for c in key[..4 * end].chunks_exact(4) {
                    let c = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                    if c < 0x80 {
                        scratch.push(c as u8);
                    } else {
                        let c = char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER);
                        let mut utf8 = [0u8; 4];
                        scratch.extend_from_slice(c.encode_utf8(&mut utf8).as_bytes());
                    }
                }
                scratch.as_slice().key_hash(seed)
            }
            _ => 0,
        }
    }

    /// Every present key's hash under `seed`, in order (a reference for tests and fuzzing).
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn present_hashes(&self, seed: u64) -> Vec<u64> {
        let mut scratch = Vec::new();
        let mut one = [0u64; 1];
        (0..self.len)
            .filter(|&i| self.is_valid(i))
            .map(|i| match self.route() {
                Route::Words => {
                    self.words(i, &mut one);
                    one[0].key_hash(seed)
                }
                Route::Bytes => self.hash(i, seed, &mut scratch),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_null_view_is_not_read_and_a_bad_valid_view_is_refused() {
        let mut views = vec![0u8; 32];
        views[0] = 1; // key 0: "a" inline
        views[4] = b'a';
        views[16..20].copy_from_slice(&20i32.to_le_bytes());
        views[28..32].copy_from_slice(&(1i32 << 30).to_le_bytes());
        let validity = [0b01u8];
        let c = Column::new(
            2,
            Values::Views {
                views: &views,
                buffers: vec![&[]],
            },
            Validity::Bits {
                bits: &validity,
                offset: 0,
            },
        )
        .unwrap();
        assert_eq!(c.present_hashes(0), vec![b"a"[..].key_hash(0)]);
        let all = Column::new(
            2,
            Values::Views {
                views: &views,
                buffers: vec![&[]],
            },
            Validity::All,
        );
        assert!(all.is_err());
    }

    #[test]
    fn decreasing_or_overlong_offsets_are_refused() {
        let offsets: Vec<u8> = [0i32, 3, 1].iter().flat_map(|o| o.to_le_bytes()).collect();
        let values = Values::Offsets {
            large: false,
            offsets: &offsets,
            data: b"abc",
        };
        assert!(Column::new(2, values, Validity::All).is_err());
        let offsets: Vec<u8> = [0i32, 3, 9].iter().flat_map(|o| o.to_le_bytes()).collect();
        let values = Values::Offsets {
            large: false,
            offsets: &offsets,
            data: b"abc",
        };
        assert!(Column::new(2, values, Validity::All).is_err());
    }

    #[test]
    fn ints_widen_with_their_sign() {
        let data = [0xffu8, 0x7f];
        let c = Column::new(
            2,
            Values::Ints {
                kind: IntKind::I8,
                data: &data,
            },
            Validity::All,
        )
        .unwrap();
        let mut out = [0u64; 2];
        c.words(0, &mut out);
        assert_eq!(out, [u64::MAX, 0x7f]);
    }
}
