//! How a SQL value becomes a linebloom key. The SQL functions and the join filter share this code,
//! so a filter built by `linebloom_agg` answers `linebloom_contains` and a join filter answers for
//! exactly the keys the join compares.
//!
//! One column's value is hashed as:
//! - every integer type, `Boolean` (0 or 1), `Date32`, `Date64`, `Time*`, `Timestamp*` and
//!   `Duration*`: its value as an 8-byte little-endian two's-complement integer, the bytes
//!   linebloom hashes for an `i64` key (so an `Int32` column probes a filter built from an `Int64`
//!   column, and a `UInt64` above `i64::MAX` hashes as its own eight bytes);
//! - `Float32` and `Float64`: the eight bytes of the value as an `f64`, with `-0.0` read as `0.0`
//!   and every NaN as one NaN;
//! - `Decimal128`: its 16-byte little-endian unscaled value;
//! - strings and binaries (`Utf8`, `LargeUtf8`, `Utf8View`, `Binary`, `LargeBinary`,
//!   `BinaryView`, `FixedSizeBinary`): their bytes, as the `linebloom` command line hashes a line
//!   of a key file;
//! - dictionaries: their values.
//!
//! Several columns become one key with `linebloom_key(a, b, ...)`, whose bytes are, per column, a
//! tag byte (0 for null, 1 for a value) followed for a value by its 8-byte or 16-byte form as above,
//! or for a string or binary by its length as a little-endian `u32` and its bytes.

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, BinaryBuilder, BooleanArray, Float64Array, Int64Array, UInt64Array,
};
use datafusion::arrow::buffer::{BooleanBuffer, Buffer};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Decimal128Type, Float64Type, Int64Type, UInt64Type};
use datafusion::common::{exec_err, plan_err, Result};
use linebloom::{Filter, Key};

/// A key column in the form its hashes are computed from.
enum Column {
    /// Signed or widened integers: hashed as `i64`.
    Int(Int64Array),
    /// `UInt64`: hashed as `u64` (the same bytes as an `i64` with those bits).
    UInt(UInt64Array),
    /// Floats, as `f64` bit patterns after normalising zero and NaN.
    Float(Vec<u64>, Float64Array),
    /// `Decimal128`: hashed as `i128`.
    Wide(ArrayRef),
    /// Strings and binaries: hashed as bytes.
    Bytes(ArrayRef),
}

/// Whether `data_type` can be a key, with an error a person can act on when not.
pub fn check_key_type(data_type: &DataType, function: &str) -> Result<()> {
    if key_kind(data_type).is_some() {
        Ok(())
    } else {
        plan_err!(
            "{function}: keys of type {data_type} are not supported; CAST the column to an \
             integer or string type, or combine columns with linebloom_key(a, b, ...)"
        )
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Int,
    UInt,
    Float,
    Wide,
    Bytes,
}

fn key_kind(data_type: &DataType) -> Option<Kind> {
    use DataType::*;
    Some(match data_type {
        Int8
        | Int16
        | Int32
        | Int64
        | UInt8
        | UInt16
        | UInt32
        | Boolean
        | Date32
        | Date64
        | Time32(_)
        | Time64(_)
        | Timestamp(_, _)
        | Duration(_) => Kind::Int,
        UInt64 => Kind::UInt,
        Float16 | Float32 | Float64 => Kind::Float,
        Decimal128(_, _) => Kind::Wide,
        Utf8 | LargeUtf8 | Utf8View | Binary | LargeBinary | BinaryView | FixedSizeBinary(_) => {
            Kind::Bytes
        }
        Dictionary(_, value) => key_kind(value)?,
        _ => return None,
    })
}

/// Reads `array` as raw 64-bit integers of the same width (a timestamp's ticks, a date's days).
fn as_int64(array: &ArrayRef) -> Result<Int64Array> {
    use DataType::*;
    let widened = match array.data_type() {
        Int64 => Arc::clone(array),
        Date64 | Time64(_) | Timestamp(_, _) | Duration(_) => {
            let data = array.to_data().into_builder().data_type(Int64).build()?;
            datafusion::arrow::array::make_array(data)
        }
        Date32 | Time32(_) => {
            let data = array.to_data().into_builder().data_type(Int32).build()?;
            cast(&datafusion::arrow::array::make_array(data), &Int64)?
        }
        _ => cast(array, &Int64)?,
    };
    Ok(widened.as_primitive::<Int64Type>().clone())
}

fn column(array: &ArrayRef) -> Result<Column> {
    let array = match array.data_type() {
        DataType::Dictionary(_, value) => cast(array, value)?,
        _ => Arc::clone(array),
    };
    Ok(match key_kind(array.data_type()) {
        Some(Kind::Int) => Column::Int(as_int64(&array)?),
        Some(Kind::UInt) => Column::UInt(array.as_primitive::<UInt64Type>().clone()),
        Some(Kind::Float) => {
            let floats = cast(&array, &DataType::Float64)?
                .as_primitive::<Float64Type>()
                .clone();
            let bits = floats.values().iter().map(|&v| float_bits(v)).collect();
            Column::Float(bits, floats)
        }
        Some(Kind::Wide) => Column::Wide(array),
        Some(Kind::Bytes) => Column::Bytes(array),
        None => {
            return exec_err!(
                "linebloom: keys of type {} are not supported; CAST the column or combine \
                 columns with linebloom_key(a, b, ...)",
                array.data_type()
            )
        }
    })
}

/// `-0.0` as `0.0` and every NaN as one: values SQL calls equal hash alike.
fn float_bits(v: f64) -> u64 {
    if v == 0.0 {
        0
    } else if v.is_nan() {
        f64::NAN.to_bits()
    } else {
        v.to_bits()
    }
}

/// The bytes of a string or binary array's row `i` (which must be valid).
fn bytes_at(array: &dyn Array, i: usize) -> &[u8] {
    match array.data_type() {
        DataType::Utf8 => array.as_string::<i32>().value(i).as_bytes(),
        DataType::LargeUtf8 => array.as_string::<i64>().value(i).as_bytes(),
        DataType::Utf8View => array.as_string_view().value(i).as_bytes(),
        DataType::Binary => array.as_binary::<i32>().value(i),
        DataType::LargeBinary => array.as_binary::<i64>().value(i),
        DataType::BinaryView => array.as_binary_view().value(i),
        DataType::FixedSizeBinary(_) => array.as_fixed_size_binary().value(i),
        other => unreachable!("bytes_at on {other}: key_kind admits only byte types here"),
    }
}

/// The hash of every row of `array` under `seed` into `out` (cleared first). Null rows get an
/// arbitrary hash; callers read the array's null buffer.
pub fn hash_column(array: &ArrayRef, seed: u64, out: &mut Vec<u64>) -> Result<()> {
    out.clear();
    out.resize(array.len(), 0);
    match column(array)? {
        Column::Int(a) => linebloom::hash_batch(seed, &a.values()[..], out),
        Column::UInt(a) => linebloom::hash_batch(seed, &a.values()[..], out),
        Column::Float(bits, _) => linebloom::hash_batch(seed, &bits, out),
        Column::Wide(a) => {
            let a = a.as_primitive::<Decimal128Type>();
            for (h, v) in out.iter_mut().zip(a.values().iter()) {
                *h = v.key_hash(seed);
            }
        }
        Column::Bytes(a) => {
            for (i, h) in out.iter_mut().enumerate() {
                if a.is_valid(i) {
                    *h = bytes_at(a.as_ref(), i).key_hash(seed);
                }
            }
        }
    }
    Ok(())
}

/// Which rows of `array` may be in `filter`: a null key is never in it. `hashes` is scratch space.
pub fn probe_column(
    filter: &Filter,
    array: &ArrayRef,
    hashes: &mut Vec<u64>,
) -> Result<BooleanArray> {
    let n = array.len();
    let mut words = vec![0u64; n.div_ceil(64)];
    match column(array)? {
        // Integer keys go straight to the batched pipeline, which hashes them in SIMD.
        Column::Int(a) => filter.contains_batch_bitmap(&a.values()[..], &mut words),
        Column::UInt(a) => filter.contains_batch_bitmap(&a.values()[..], &mut words),
        _ => {
            hash_column(array, filter.seed(), hashes)?;
            filter.contains_hash_batch_bitmap(hashes, &mut words);
        }
    }
    let mut maybe = BooleanBuffer::new(Buffer::from_vec(words), 0, n);
    if let Some(nulls) = array.logical_nulls() {
        maybe = &maybe & nulls.inner();
    }
    Ok(BooleanArray::new(maybe, None))
}

/// Appends the `linebloom_key` encoding of row `i` of `columns` to `out`; false if a column is
/// null there (the tag is still written).
fn encode_row(columns: &[Column], i: usize, out: &mut Vec<u8>) -> bool {
    let mut all_valid = true;
    for c in columns {
        let valid = match c {
            Column::Int(a) => a.is_valid(i),
            Column::UInt(a) => a.is_valid(i),
            Column::Float(_, a) => a.is_valid(i),
            Column::Wide(a) | Column::Bytes(a) => a.is_valid(i),
        };
        out.push(valid as u8);
        if !valid {
            all_valid = false;
            continue;
        }
        match c {
            Column::Int(a) => out.extend_from_slice(&a.value(i).to_le_bytes()),
            Column::UInt(a) => out.extend_from_slice(&a.value(i).to_le_bytes()),
            Column::Float(bits, _) => out.extend_from_slice(&bits[i].to_le_bytes()),
            Column::Wide(a) => {
                let v = a.as_primitive::<Decimal128Type>().value(i);
                out.extend_from_slice(&v.to_le_bytes());
            }
            Column::Bytes(a) => {
                let b = bytes_at(a.as_ref(), i);
                out.extend_from_slice(&(b.len() as u32).to_le_bytes());
                out.extend_from_slice(b);
            }
        }
    }
    all_valid
}

fn columns(arrays: &[ArrayRef]) -> Result<Vec<Column>> {
    arrays.iter().map(column).collect()
}

/// `linebloom_key(a, b, ...)`: one Binary key per row (see the module docs for the bytes).
pub fn encode_keys(arrays: &[ArrayRef], rows: usize) -> Result<ArrayRef> {
    let columns = columns(arrays)?;
    let mut builder = BinaryBuilder::with_capacity(rows, rows * 9 * columns.len());
    let mut row = Vec::new();
    for i in 0..rows {
        row.clear();
        encode_row(&columns, i, &mut row);
        builder.append_value(&row);
    }
    Ok(Arc::new(builder.finish()))
}

/// Hashes of a composite key (several columns, encoded as `linebloom_key` does) into `out`, and
/// whether each row's key has no null.
pub fn hash_rows(
    arrays: &[ArrayRef],
    rows: usize,
    seed: u64,
    out: &mut Vec<u64>,
    valid: &mut Vec<bool>,
) -> Result<()> {
    let columns = columns(arrays)?;
    out.clear();
    valid.clear();
    let mut row = Vec::new();
    for i in 0..rows {
        row.clear();
        valid.push(encode_row(&columns, i, &mut row));
        out.push(row.as_slice().key_hash(seed));
    }
    Ok(())
}
