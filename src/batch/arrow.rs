//! Probing Apache Arrow arrays (the optional `arrow` feature): one call per array, through the
//! batched prefetching loop, reading the array's buffers in place. Nulls never match. A value
//! hashes exactly as the same Rust key does: a `UInt64Array` element as that `u64`, an
//! `Int64Array` element as that `i64` (likewise `UInt32` and `Int32`), a `StringArray` element as that `&str`, a `BinaryArray`
//! element as that `&[u8]`.

use arrow_array::cast::AsArray;
use arrow_array::types::{Int32Type, Int64Type, UInt32Type, UInt64Type};
use arrow_array::{Array, BooleanArray, GenericByteArray, OffsetSizeTrait};
use arrow_buffer::{ArrowNativeType, BooleanBuffer, Buffer};
use arrow_schema::DataType;

use crate::batch::outputs::bitmap_words;
use crate::error::{Error, ErrorKind};
use crate::filter::view::FilterRef;
use crate::layout::key::Key;
use crate::probe::pipeline::{Each, Source, Words};
use arrow_array::types::ByteArrayType;

/// What to do with an array's elements as a key [`Source`]: generic over it, so each key type's
/// hashing (SIMD xxh3 for the integer columns) compiles into the batch pipeline.
trait Probe {
    fn run(self, src: &impl Source);
}

/// Runs `probe` with the hash of element `i` of `array`, whatever its key type.
fn with_hashes(array: &dyn Array, seed: u64, probe: impl Probe) -> Result<(), Error> {
    fn bytes<T: ByteArrayType>(a: &GenericByteArray<T>, seed: u64, probe: impl Probe)
    where
        T::Offset: OffsetSizeTrait,
    {
        let (offsets, data) = (a.value_offsets(), a.value_data());
        probe.run(&Each::new(a.len(), |i| {
            let (start, end) = (offsets[i].as_usize(), offsets[i + 1].as_usize());
            data[start..end].key_hash(seed)
        }))
    }
    match array.data_type() {
        DataType::UInt64 => {
            let v = array.as_primitive::<UInt64Type>().values();
            probe.run(&Words::new(v, seed))
        }
        DataType::Int64 => {
            let v = array.as_primitive::<Int64Type>().values();
            probe.run(&Words::new(v, seed))
        }
        DataType::UInt32 => {
            let v = array.as_primitive::<UInt32Type>().values();
            probe.run(&Words::new(v, seed))
        }
        DataType::Int32 => {
            let v = array.as_primitive::<Int32Type>().values();
            probe.run(&Words::new(v, seed))
        }
        DataType::Utf8 => bytes(array.as_string::<i32>(), seed, probe),
        DataType::LargeUtf8 => bytes(array.as_string::<i64>(), seed, probe),
        DataType::Binary => bytes(array.as_binary::<i32>(), seed, probe),
        DataType::LargeBinary => bytes(array.as_binary::<i64>(), seed, probe),
        other => {
            return Err(Error::new(
                ErrorKind::UnsupportedArray,
                format!(
                    "cannot probe an Arrow array of type {other}: use UInt64, Int64, UInt32, \
                     Int32, Utf8, LargeUtf8, Binary or LargeBinary"
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

impl Probe for Bitmap<'_, '_> {
    fn run(self, src: &impl Source) {
        self.view.bitmap_from(src, self.words)
    }
}

struct Select<'v, 'o> {
    view: &'v FilterRef<'v>,
    out: &'o mut Vec<u32>,
}

impl Probe for Select<'_, '_> {
    fn run(self, src: &impl Source) {
        self.view.select_from(src, self.out)
    }
}

impl FilterRef<'_> {
    /// Probes every element of an Arrow array: `true` where the value may be a member, `false`
    /// where it certainly is not or is null. The result has no nulls.
    ///
    /// Supported: `UInt64`, `Int64`, `UInt32`, `Int32`, `Utf8`, `LargeUtf8`, `Binary`,
    /// `LargeBinary`; any other type
    /// is an [`ErrorKind::UnsupportedArray`] error.
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
