//! Apache Arrow arrays as key sources of the batch pipeline (the optional `arrow` feature): each
//! column type's values hashed in the one key encoding of FORMAT.md "Keys", read in place (SIMD
//! xxh3 for the 32- and 64-bit integer columns), and the null handling every Arrow output shares.
//! `FilterRef`'s Arrow calls (`batch/arrow.rs`) and the other filter types' (`windowed_outputs!`)
//! are built on these.

use arrow_array::cast::AsArray;
use arrow_array::types::ByteArrayType;
use arrow_array::{Array, GenericByteArray, OffsetSizeTrait};
use arrow_buffer::ArrowNativeType;
use arrow_data::ArrayData;
use arrow_schema::DataType;

use super::source::{Each, Source, Words};
use crate::error::{Error, ErrorKind};
use crate::layout::key::Key;

/// What to do with an array's elements as a key [`Source`]: generic over it, so each key type's
/// hashing (SIMD xxh3 for the integer columns) compiles into the batch pipeline.
pub(crate) trait OnKeys {
    fn run(self, src: &impl Source);
}

/// Runs `probe` with the hash of element `i` of `array`, whatever its key type, in the key
/// encoding of FORMAT.md "Keys" (the one the SQL functions use): integers, dates, times,
/// timestamps and durations as their value widened to 64 bits, booleans as 0 or 1, floats as
/// normalised `f64` bits, `Decimal128` as its 16-byte unscaled value, strings and binaries as
/// their bytes.
pub(crate) fn with_hashes(array: &dyn Array, seed: u64, probe: impl OnKeys) -> Result<(), Error> {
    fn bytes<T: ByteArrayType>(a: &GenericByteArray<T>, seed: u64, probe: impl OnKeys)
    where
        T::Offset: OffsetSizeTrait,
    {
        let (offsets, data) = (a.value_offsets(), a.value_data());
        probe.run(&Each::new(a.len(), |i| {
            let (start, end) = (offsets[i].as_usize(), offsets[i + 1].as_usize());
            data[start..end].key_hash(seed)
        }))
    }
    /// The array's values as a slice of `T` (the first buffer, from the array's offset): every
    /// fixed-width type of one width reads alike, whatever its logical type.
    fn values<T: ArrowNativeType>(data: &ArrayData) -> &[T] {
        &data.buffer::<T>(0)[..data.len()]
    }
    fn each<T: Copy>(v: &[T], probe: impl OnKeys, hash: impl Fn(T) -> u64) {
        probe.run(&Each::new(v.len(), |i| hash(v[i])))
    }
    let data = array.to_data();
    match array.data_type() {
        DataType::UInt64 => probe.run(&Words::new(values::<u64>(&data), seed)),
        DataType::Int64
        | DataType::Date64
        | DataType::Time64(_)
        | DataType::Timestamp(_, _)
        | DataType::Duration(_) => probe.run(&Words::new(values::<i64>(&data), seed)),
        DataType::UInt32 => probe.run(&Words::new(values::<u32>(&data), seed)),
        DataType::Int32 | DataType::Date32 | DataType::Time32(_) => {
            probe.run(&Words::new(values::<i32>(&data), seed))
        }
        DataType::UInt16 => each(values::<u16>(&data), probe, |v| v.key_hash(seed)),
        DataType::Int16 => each(values::<i16>(&data), probe, |v| v.key_hash(seed)),
        DataType::UInt8 => each(values::<u8>(&data), probe, |v| v.key_hash(seed)),
        DataType::Int8 => each(values::<i8>(&data), probe, |v| v.key_hash(seed)),
        DataType::Float64 => each(values::<f64>(&data), probe, |v| v.key_hash(seed)),
        DataType::Float32 => each(values::<f32>(&data), probe, |v| v.key_hash(seed)),
        DataType::Decimal128(_, _) => each(values::<i128>(&data), probe, |v| v.key_hash(seed)),
        DataType::Boolean => {
            let b = array.as_boolean().values();
            probe.run(&Each::new(b.len(), |i| b.value(i).key_hash(seed)))
        }
        DataType::Utf8 => bytes(array.as_string::<i32>(), seed, probe),
        DataType::LargeUtf8 => bytes(array.as_string::<i64>(), seed, probe),
        DataType::Binary => bytes(array.as_binary::<i32>(), seed, probe),
        DataType::LargeBinary => bytes(array.as_binary::<i64>(), seed, probe),
        DataType::Utf8View => {
            let a = array.as_string_view();
            probe.run(&Each::new(a.len(), |i| a.value(i).key_hash(seed)))
        }
        DataType::BinaryView => {
            let a = array.as_binary_view();
            probe.run(&Each::new(a.len(), |i| a.value(i).key_hash(seed)))
        }
        DataType::FixedSizeBinary(_) => {
            let a = array.as_fixed_size_binary();
            probe.run(&Each::new(a.len(), |i| a.value(i).key_hash(seed)))
        }
        other => {
            return Err(Error::new(
                ErrorKind::UnsupportedArray,
                format!(
                    "cannot probe an Arrow array of type {other}: use an integer, float, \
                     boolean, date, time, timestamp, duration, Decimal128, string or binary \
                     array (a dictionary: cast it to its value type first)"
                ),
            ))
        }
    }
    Ok(())
}

/// Keeps every element's hash.
struct Collect<'o>(&'o mut Vec<u64>);

impl OnKeys for Collect<'_> {
    fn run(self, src: &impl Source) {
        // The detected back end's hashing stage: every back end computes the same hashes.
        let mut hashes = vec![0u64; src.len()];
        super::hash_batch(super::detected_ops(), src, 0, &mut hashes);
        *self.0 = hashes;
    }
}

/// Every element's hash, nulls included (a null slot hashes whatever its buffer holds; the
/// outputs mask it afterwards).
pub(crate) fn element_hashes(array: &dyn Array, seed: u64) -> Result<Vec<u64>, Error> {
    let mut hashes = Vec::new();
    with_hashes(array, seed, Collect(&mut hashes))?;
    Ok(hashes)
}

/// The hashes of an array's non-null elements, in order.
pub(crate) fn non_null_hashes(array: &dyn Array, seed: u64) -> Result<Vec<u64>, Error> {
    let mut hashes = element_hashes(array, seed)?;
    if let Some(nulls) = array.logical_nulls().filter(|b| b.null_count() > 0) {
        let mut i = 0;
        hashes.retain(|_| {
            i += 1;
            nulls.is_valid(i - 1)
        });
    }
    Ok(hashes)
}

/// Clears the bitmap bits (bit `i % 64` of word `i / 64`) of `array`'s null elements.
pub(crate) fn mask_nulls(array: &dyn Array, words: &mut [u64]) {
    if let Some(nulls) = array.logical_nulls().filter(|b| b.null_count() > 0) {
        for (word, valid) in words
            .iter_mut()
            .zip(nulls.inner().bit_chunks().iter_padded())
        {
            *word &= valid;
        }
    }
}

/// Removes `array`'s null elements from a selection vector of its indices.
pub(crate) fn drop_nulls(array: &dyn Array, selection: &mut Vec<u32>) {
    if let Some(nulls) = array.logical_nulls().filter(|b| b.null_count() > 0) {
        selection.retain(|&i| nulls.is_valid(i as usize));
    }
}
