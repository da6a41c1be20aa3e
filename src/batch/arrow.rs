//! Probing Apache Arrow arrays (the optional `arrow` feature): one call per array, through the
//! batched prefetching loop, reading the array's buffers in place. Nulls never match. A value
//! hashes in the one key encoding of FORMAT.md "Keys", exactly as the same Rust key and the same
//! SQL value do: an `Int32Array` element as that `i32` (so as the `i64` of that value), a
//! `Float64Array` element as that `f64`, a `StringArray` element as that `&str`, a `BinaryArray`
//! element as that `&[u8]`.

use arrow_array::cast::AsArray;
use arrow_array::{Array, BooleanArray, GenericByteArray, OffsetSizeTrait};
use arrow_buffer::{ArrowNativeType, BooleanBuffer, Buffer};
use arrow_data::ArrayData;
use arrow_schema::DataType;

use crate::error::{Error, ErrorKind};
use crate::filter::view::FilterRef;
use crate::filter::windowed::bitmap_words;
use crate::layout::key::Key;
use crate::probe::source::{Each, Source, Words};
use arrow_array::types::ByteArrayType;

/// What to do with an array's elements as a key [`Source`]: generic over it, so each key type's
/// hashing (SIMD xxh3 for the integer columns) compiles into the batch pipeline.
trait OnKeys {
    fn run(self, src: &impl Source);
}

/// Runs `probe` with the hash of element `i` of `array`, whatever its key type, in the key
/// encoding of FORMAT.md "Keys" (the one the SQL functions use): integers, dates, times,
/// timestamps and durations as their value widened to 64 bits, booleans as 0 or 1, floats as
/// normalised `f64` bits, `Decimal128` as its 16-byte unscaled value, strings and binaries as
/// their bytes.
fn with_hashes(array: &dyn Array, seed: u64, probe: impl OnKeys) -> Result<(), Error> {
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

struct Bitmap<'v, 'o> {
    view: &'v FilterRef<'v>,
    words: &'o mut [u64],
}

impl OnKeys for Bitmap<'_, '_> {
    fn run(self, src: &impl Source) {
        self.view.bitmap_from(src, self.words)
    }
}

/// Keeps every element's hash.
struct Collect<'o>(&'o mut Vec<u64>);

impl OnKeys for Collect<'_> {
    fn run(self, src: &impl Source) {
        // The detected back end's hashing stage: every back end computes the same hashes.
        let mut hashes = vec![0u64; src.len()];
        crate::probe::hash_batch(crate::probe::detected_ops(), src, 0, &mut hashes);
        *self.0 = hashes;
    }
}

/// The hashes of an array's non-null elements, in order.
fn non_null_hashes(array: &dyn Array, seed: u64) -> Result<Vec<u64>, Error> {
    let mut hashes = Vec::new();
    with_hashes(array, seed, Collect(&mut hashes))?;
    if let Some(nulls) = array.logical_nulls().filter(|b| b.null_count() > 0) {
        let mut i = 0;
        hashes.retain(|_| {
            i += 1;
            nulls.is_valid(i - 1)
        });
    }
    Ok(hashes)
}

impl crate::filter::owned::Filter {
    /// Inserts every non-null element of an Arrow array, hashed as
    /// [`contains_arrow`](FilterRef::contains_arrow) hashes it (FORMAT.md "Keys": the same bits
    /// as `linebloom_agg` over the same SQL column). Types as in `contains_arrow`.
    ///
    /// ```
    /// use arrow_array::Int32Array;
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.001)?;
    /// f.insert_arrow(&Int32Array::from(vec![Some(7), None, Some(-1)]))?;
    /// assert!(f.contains(&7i64) && f.contains(&-1i8));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn insert_arrow(&mut self, array: &dyn Array) -> Result<(), Error> {
        let hashes = non_null_hashes(array, self.seed())?;
        self.insert_hash_batch(&hashes);
        Ok(())
    }
}

struct Select<'v, 'o> {
    view: &'v FilterRef<'v>,
    out: &'o mut Vec<u32>,
}

impl OnKeys for Select<'_, '_> {
    fn run(self, src: &impl Source) {
        self.view.select_from(src, self.out)
    }
}

impl FilterRef<'_> {
    /// Probes every element of an Arrow array: `true` where the value may be a member, `false`
    /// where it certainly is not or is null. The result has no nulls.
    ///
    /// Supported: every integer type, `Boolean`, `Float32`, `Float64`, `Decimal128`, `Date32`,
    /// `Date64`, `Time32`, `Time64`, `Timestamp`, `Duration`, `Utf8`, `LargeUtf8`, `Utf8View`,
    /// `Binary`, `LargeBinary`, `BinaryView` and `FixedSizeBinary`, each hashed as FORMAT.md
    /// "Keys" says (as `linebloom_contains` hashes it in SQL); any other type is an
    /// [`ErrorKind::UnsupportedArray`] error.
    ///
    /// ```
    /// use arrow_array::{Array, StringArray};
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.001)?;
    /// f.insert("apple");
    /// let probe = StringArray::from(vec![Some("apple"), None, Some("pear")]);
    /// let hits = f.contains_arrow(&probe)?;
    /// assert!(hits.value(0) && !hits.value(1) && hits.null_count() == 0);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn contains_arrow(&self, array: &dyn Array) -> Result<BooleanArray, Error> {
        let mut words = vec![0u64; bitmap_words(array.len())];
        let words_out = &mut words[..];
        with_hashes(
            array,
            self.seed,
            Bitmap {
                view: self,
                words: words_out,
            },
        )?;
        if let Some(nulls) = array.logical_nulls().filter(|b| b.null_count() > 0) {
            for (word, valid) in words
                .iter_mut()
                .zip(nulls.inner().bit_chunks().iter_padded())
            {
                *word &= valid;
            }
        }
        let bits = BooleanBuffer::new(Buffer::from_vec(words), 0, array.len());
        Ok(BooleanArray::new(bits, None))
    }

    /// The selection vector of an Arrow array: after clearing `out`, the indices of the non-null
    /// elements that may be members, in order. Types as in
    /// [`contains_arrow`](Self::contains_arrow).
    ///
    /// # Panics
    /// If the array has more than 2^32 elements.
    pub fn select_arrow(&self, array: &dyn Array, out: &mut Vec<u32>) -> Result<(), Error> {
        with_hashes(
            array,
            self.seed,
            Select {
                view: self,
                out: &mut *out,
            },
        )?;
        if let Some(nulls) = array.logical_nulls().filter(|b| b.null_count() > 0) {
            out.retain(|&i| nulls.is_valid(i as usize));
        }
        Ok(())
    }
}
