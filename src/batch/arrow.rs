//! Probing Apache Arrow arrays (the optional `arrow` feature): one call per array, through the
//! batched prefetching loop, reading the array's buffers in place. Nulls never match. A value
//! hashes in the one key encoding of FORMAT.md "Keys", exactly as the same Rust key and the same
//! SQL value do: an `Int32Array` element as that `i32` (so as the `i64` of that value), a
//! `Float64Array` element as that `f64`, a `StringArray` element as that `&str`, a `BinaryArray`
//! element as that `&[u8]`.

use arrow_array::{Array, BooleanArray};
use arrow_buffer::{BooleanBuffer, Buffer};

use crate::error::Error;
use crate::filter::view::FilterRef;
use crate::filter::windowed::bitmap_words;
use crate::probe::arrow::{drop_nulls, mask_nulls, non_null_hashes, with_hashes, OnKeys};
use crate::probe::source::Source;

struct Bitmap<'v, 'o> {
    view: &'v FilterRef<'v>,
    words: &'o mut [u64],
}

impl OnKeys for Bitmap<'_, '_> {
    fn run(self, src: &impl Source) {
        self.view.bitmap_from(src, self.words)
    }
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
    /// [`ErrorKind::UnsupportedArray`](crate::ErrorKind::UnsupportedArray) error.
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
        mask_nulls(array, &mut words);
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
        drop_nulls(array, out);
        Ok(())
    }
}
