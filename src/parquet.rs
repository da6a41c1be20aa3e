//! Parquet's split block Bloom filters, read out of a Parquet file and probed by value.
//!
//! A Parquet column chunk may carry a Bloom filter: at the chunk's `bloom_filter_offset` a
//! Thrift-compact `BloomFilterHeader` (size, algorithm, hash, compression), then the bitset.
//! [`ParquetFilter::from_bloom_filter`] reads those bytes into a split-block [`Filter`]
//! ([`Layout::SplitBlock`] is Parquet's layout bit for bit), and [`ParquetFilter::contains`]
//! hashes a value the way Parquet does: xxHash64, seed 0, of the value's plain encoding for its
//! physical type ([`ParquetValue`]). [`ParquetFilter::to_bloom_filter`] writes the same header and
//! bitset back. [`ParquetFilter::save`] keeps a filter in a linebloom file whose hash id says
//! "Parquet's hash" (FORMAT.md, "Parquet filters"): [`ParquetFilter::load`] reads it back, and
//! the readers of this crate's key encoding ([`Filter::load`], mappings, the command line, C and
//! Python) refuse it rather than probe its bits with the wrong hash.
//!
//! ```
//! use linebloom::parquet::ParquetFilter;
//!
//! let mut f = ParquetFilter::new(1024).unwrap();
//! f.insert(&42i64);
//! f.insert("apple");
//! let bytes = f.to_bloom_filter(); // as a Parquet writer stores it
//! let g = ParquetFilter::from_bloom_filter(&bytes).unwrap();
//! assert!(g.contains(&42i64) && g.contains("apple"));
//! assert!(!g.contains(&42i32)); // an INT32 column's 42 is another value: 4 bytes, not 8
//! ```

use crate::error::{Error, ErrorKind};
use crate::file::format::{
    decode_parquet, encode_header_with, load_file, read_header, save_atomically, write_encoded,
    Header,
};
use crate::file::header::{FLAG_ONE_SPLIT_BLOCK, HASH_PARQUET_XXH64, LAYOUT_SPLIT_BLOCK};
use crate::filter::owned::Filter;
use crate::filter::view::FilterRef;
use crate::layout::split::{Layout, SPLIT_K};
use std::io::{Read, Write};
use std::path::Path;
use xxhash_rust::xxh64::xxh64;

/// Bytes of one split block: Parquet's smallest filter.
const SPLIT_BLOCK_BYTES: usize = 32;

/// A value as Parquet hashes it for its Bloom filter: xxHash64, seed 0, of its plain encoding.
///
/// The physical type decides the bytes: `i8`, `i16`, `i32` (and `u8`, `u16`, `u32`) are INT32
/// (4 bytes, as the column stores them), `i64` and `u64` INT64 (8 bytes), `f32` FLOAT and `f64`
/// DOUBLE (their IEEE bits, so `-0.0` and `0.0` differ), `str` and `[u8]` BYTE_ARRAY (the bytes
/// without a length), `[u8; N]` FIXED_LEN_BYTE_ARRAY. Probe with the type the column has: the
/// same number as INT32 and as INT64 are different hashes.
pub trait ParquetValue {
    /// Parquet's Bloom filter hash of this value.
    fn parquet_hash(&self) -> u64;
}

macro_rules! int32_values {
    ($($t:ty => $as:ty),*) => {$(
        impl ParquetValue for $t {
            #[inline]
            fn parquet_hash(&self) -> u64 {
                xxh64(&(*self as $as).to_le_bytes(), 0)
            }
        }
    )*};
}
int32_values!(i8 => i32, i16 => i32, i32 => i32, u8 => u32, u16 => u32, u32 => u32);

macro_rules! le_values {
    ($($t:ty),*) => {$(
        impl ParquetValue for $t {
            #[inline]
            fn parquet_hash(&self) -> u64 {
                xxh64(&self.to_le_bytes(), 0)
            }
        }
    )*};
}
le_values!(i64, u64, f32, f64);

impl ParquetValue for [u8] {
    #[inline]
    fn parquet_hash(&self) -> u64 {
        xxh64(self, 0)
    }
}

impl<const N: usize> ParquetValue for [u8; N] {
    #[inline]
    fn parquet_hash(&self) -> u64 {
        xxh64(self, 0)
    }
}

impl ParquetValue for str {
    #[inline]
    fn parquet_hash(&self) -> u64 {
        xxh64(self.as_bytes(), 0)
    }
}

impl ParquetValue for String {
    #[inline]
    fn parquet_hash(&self) -> u64 {
        self.as_str().parquet_hash()
    }
}

impl ParquetValue for Vec<u8> {
    #[inline]
    fn parquet_hash(&self) -> u64 {
        self.as_slice().parquet_hash()
    }
}

impl<T: ParquetValue + ?Sized> ParquetValue for &T {
    #[inline]
    fn parquet_hash(&self) -> u64 {
        (**self).parquet_hash()
    }
}

/// Parquet's Bloom filter hash of `value` ([`ParquetValue`]).
#[inline]
pub fn hash<V: ParquetValue + ?Sized>(value: &V) -> u64 {
    value.parquet_hash()
}

/// A Parquet split block Bloom filter: a split-block [`Filter`] probed with Parquet's hash.
#[derive(Debug)]
pub struct ParquetFilter {
    filter: Filter,
    /// A one-block Parquet filter (32 bytes) is held as a line whose two halves are kept equal:
    /// this crate's lines hold two split blocks, and with both the same every hash finds
    /// Parquet's one block in whichever half it picks.
    mirrored: bool,
}

impl ParquetFilter {
    /// An empty filter of `num_bytes` bytes of bitset: a power of two from 32 (one split block)
    /// up, as Parquet writers size them.
    pub fn new(num_bytes: usize) -> Result<ParquetFilter, Error> {
        if num_bytes < SPLIT_BLOCK_BYTES || !num_bytes.is_power_of_two() {
            return Err(Error::invalid(format!(
                "a Parquet Bloom filter of {num_bytes} bytes: use a power of two from 32 up"
            )));
        }
        // Through the crate's allocation, so that a size no allocation can hold is an error.
        let lines = (num_bytes / (2 * SPLIT_BLOCK_BYTES)).max(1);
        Ok(ParquetFilter {
            filter: Filter::from_parts_in(Layout::SplitBlock, lines, SPLIT_K, 0, None)?,
            mirrored: num_bytes == SPLIT_BLOCK_BYTES,
        })
    }

    /// The filter holding `bitset`, a Parquet split block Bloom filter's bitset (the bytes after
    /// its header): a whole number of 64-byte lines, or a single 32-byte split block.
    pub fn from_bitset(bitset: &[u8]) -> Result<ParquetFilter, Error> {
        if bitset.len() == SPLIT_BLOCK_BYTES {
            let mut line = bitset.to_vec();
            line.extend_from_slice(bitset);
            let filter = Filter::from_parquet_bitset(&line)?;
            return Ok(ParquetFilter {
                filter,
                mirrored: true,
            });
        }
        if !bitset.is_empty() && !bitset.len().is_multiple_of(2 * SPLIT_BLOCK_BYTES) {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!(
                    "a Parquet bitset of {} bytes ({} split blocks): this crate reads one split \
                     block or an even number of them (every power-of-two size Parquet writers use)",
                    bitset.len(),
                    bitset.len() as f64 / SPLIT_BLOCK_BYTES as f64
                ),
            ));
        }
        Ok(ParquetFilter {
            filter: Filter::from_parquet_bitset(bitset)?,
            mirrored: false,
        })
    }

    /// The filter stored at a Parquet column chunk's `bloom_filter_offset`: a Thrift-compact
    /// `BloomFilterHeader` and the bitset it announces. Bytes after the bitset are ignored, so
    /// `bytes` may run to the end of the file where the chunk does not record the filter's
    /// length. Errors: a header this crate cannot read ([`ErrorKind::CorruptHeader`]), an
    /// algorithm, hash or compression other than split blocks, xxHash and none
    /// ([`ErrorKind::Unsupported`]), or fewer bytes than the header announces
    /// ([`ErrorKind::Truncated`]).
    pub fn from_bloom_filter(bytes: &[u8]) -> Result<ParquetFilter, Error> {
        let (header_len, num_bytes) = thrift::read_header(bytes)?;
        let bitset = bytes[header_len..].get(..num_bytes).ok_or_else(|| {
            Error::new(
                ErrorKind::Truncated,
                format!(
                    "the Parquet Bloom filter header announces {num_bytes} bytes of bitset; \
                         {} follow it",
                    bytes.len() - header_len
                ),
            )
        })?;
        ParquetFilter::from_bitset(bitset)
    }

    /// The header and bitset as a Parquet writer stores them at `bloom_filter_offset`.
    pub fn to_bloom_filter(&self) -> Vec<u8> {
        let bitset = self.bitset();
        let mut out = thrift::header(bitset.len());
        out.extend_from_slice(bitset);
        out
    }

    /// The bitset (Parquet's bytes, split block after split block).
    pub fn bitset(&self) -> &[u8] {
        let bytes = self.filter.as_bytes();
        if self.mirrored {
            &bytes[..SPLIT_BLOCK_BYTES]
        } else {
            bytes
        }
    }

    /// Whether `value` may be in the column ([`ParquetValue`] says how each type is hashed).
    #[inline]
    pub fn contains<V: ParquetValue + ?Sized>(&self, value: &V) -> bool {
        self.contains_hash(value.parquet_hash())
    }

    /// Whether a value with Parquet hash `hash` ([`hash`]) may be in the column.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        self.filter.contains_hash(hash)
    }

    /// Adds `value`.
    pub fn insert<V: ParquetValue + ?Sized>(&mut self, value: &V) {
        self.insert_hash(value.parquet_hash());
    }

    /// Adds a value by its Parquet hash.
    pub fn insert_hash(&mut self, hash: u64) {
        self.filter.insert_hash(hash);
        if self.mirrored {
            let bytes = self.filter.bytes_mut();
            let (a, b) = bytes.split_at_mut(SPLIT_BLOCK_BYTES);
            for (x, y) in a.iter_mut().zip(b.iter_mut()) {
                *x |= *y;
                *y = *x;
            }
        }
    }

    /// Writes the filter as a linebloom file (FORMAT.md): the split-block layout with hash id 3,
    /// Parquet's hash, so that a reader knows its values are hashed as Parquet hashes them.
    /// [`Filter::load`] and the other readers of this crate's key encoding refuse such a file
    /// ([`ErrorKind::Incompatible`]) instead of answering "absent" for its members.
    ///
    /// ```
    /// use linebloom::parquet::ParquetFilter;
    ///
    /// let mut f = ParquetFilter::new(32).unwrap(); // one split block
    /// f.insert("apple");
    /// let mut file = Vec::new();
    /// f.write_to(&mut file).unwrap();
    /// let g = ParquetFilter::read_from(&mut file.as_slice()).unwrap();
    /// assert!(g.contains("apple"));
    /// assert_eq!(g.to_bloom_filter(), f.to_bloom_filter());
    /// // Read as a filter of this crate's key encoding, it is refused, not misread.
    /// assert!(linebloom::Filter::read_from(&mut file.as_slice()).is_err());
    /// ```
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let flags = if self.mirrored {
            FLAG_ONE_SPLIT_BLOCK
        } else {
            0
        };
        let fields = Header::of(&self.filter);
        let header = encode_header_with(LAYOUT_SPLIT_BLOCK, HASH_PARQUET_XXH64, flags, &fields);
        write_encoded(w, &header, self.filter.as_bytes())
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking the header and the
    /// block checksum. A file of this crate's key encoding (hash id 2) is refused
    /// ([`ErrorKind::Incompatible`]): its keys were not hashed as Parquet hashes values.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<ParquetFilter, Error> {
        let parsed = decode_parquet(&*read_header(r)?)?;
        let filter = Filter::read_blocks(r, &parsed.header)?;
        if parsed.one_split_block {
            let (a, b) = filter.as_bytes().split_at(SPLIT_BLOCK_BYTES);
            if a != b {
                return Err(Error::new(
                    ErrorKind::CorruptBlocks,
                    "a one-split-block Parquet filter whose two copies of the block differ",
                ));
            }
        }
        Ok(ParquetFilter {
            filter,
            mirrored: parsed.one_split_block,
        })
    }

    /// Reads a Parquet filter file ([`read_from`](Self::read_from)), refusing it before
    /// allocating if its length disagrees with its header. Errors name the file.
    pub fn load<P: AsRef<Path>>(path: P) -> Result<ParquetFilter, Error> {
        load_file(path.as_ref(), decode_parquet, |r| {
            ParquetFilter::read_from(r)
        })
    }

    /// Saves atomically ([`write_to`](Self::write_to) into a temporary file beside `path`, synced
    /// and renamed over it): on any error `path` is untouched.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }

    /// A view of the split-block filter (its bitset is [`bitset`](Self::bitset), twice over for
    /// a one-block filter), for the batch calls with Parquet hashes
    /// ([`FilterRef::contains_hash_batch`]). Its key calls (`contains(&key)`) hash in this crate's
    /// key encoding, not Parquet's: give it [`hash`]es. A view, not the filter, so that it cannot
    /// be saved as a file of this crate's key encoding: [`save`](Self::save) keeps Parquet's hash
    /// id with the bits.
    pub fn filter(&self) -> FilterRef<'_> {
        self.filter.view()
    }
}

/// The Thrift compact protocol, as far as `BloomFilterHeader` needs it:
/// `{1: i32 numBytes, 2: BloomFilterAlgorithm, 3: BloomFilterHash, 4: BloomFilterCompression}`,
/// where the last three are unions whose variant 1 (split blocks, xxHash, uncompressed) is an
/// empty struct.
mod thrift {
    use super::*;

    const STOP: u8 = 0;
    const I32: u8 = 5;
    const STRUCT: u8 = 12;
    /// Nested structs a crafted header may open before it is refused.
    const MAX_DEPTH: u32 = 16;

    /// The header for a bitset of `num_bytes` bytes.
    pub(super) fn header(num_bytes: usize) -> Vec<u8> {
        let mut out = vec![0x10 | I32];
        let n = num_bytes as i32;
        let mut v = ((n << 1) ^ (n >> 31)) as u32;
        while v >= 0x80 {
            out.push(v as u8 | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
        // Fields 2, 3 and 4 (each a delta of 1): a union holding variant 1, an empty struct.
        for _ in 0..3 {
            out.extend_from_slice(&[0x10 | STRUCT, 0x10 | STRUCT, STOP, STOP]);
        }
        out.push(STOP);
        out
    }

    fn corrupt(what: &str) -> Error {
        Error::new(
            ErrorKind::CorruptHeader,
            format!("not a Parquet Bloom filter header: {what}"),
        )
    }

    struct Reader<'a> {
        bytes: &'a [u8],
        at: usize,
    }

    impl Reader<'_> {
        fn byte(&mut self) -> Result<u8, Error> {
            let b = *self
                .bytes
                .get(self.at)
                .ok_or_else(|| corrupt("it ends early"))?;
            self.at += 1;
            Ok(b)
        }

        fn varint(&mut self) -> Result<u64, Error> {
            let mut v = 0u64;
            for shift in (0..64).step_by(7) {
                let b = self.byte()?;
                v |= u64::from(b & 0x7f) << shift;
                if b & 0x80 == 0 {
                    return Ok(v);
                }
            }
            Err(corrupt("a varint longer than 10 bytes"))
        }

        fn zigzag(&mut self) -> Result<i64, Error> {
            let v = self.varint()?;
            Ok((v >> 1) as i64 ^ -((v & 1) as i64))
        }

        /// The next field's (id, type), or `None` at the struct's stop byte.
        fn field(&mut self, last: i64) -> Result<Option<(i64, u8)>, Error> {
            let b = self.byte()?;
            if b == STOP {
                return Ok(None);
            }
            let (delta, kind) = (b >> 4, b & 0x0f);
            let id = if delta == 0 {
                self.zigzag()?
            } else {
                last + i64::from(delta)
            };
            Ok(Some((id, kind)))
        }

        fn skip_bytes(&mut self, n: u64) -> Result<(), Error> {
            let end = usize::try_from(n)
                .ok()
                .and_then(|n| self.at.checked_add(n))
                .filter(|&end| end <= self.bytes.len())
                .ok_or_else(|| corrupt("a field runs past its end"))?;
            self.at = end;
            Ok(())
        }

        /// Skips an element of a list, set or map: a boolean there is a byte of its own.
        fn skip_element(&mut self, kind: u8, depth: u32) -> Result<(), Error> {
            if kind == 1 || kind == 2 {
                self.skip_bytes(1)
            } else {
                self.skip(kind, depth)
            }
        }

        /// Skips a value of compact type `kind`.
        fn skip(&mut self, kind: u8, depth: u32) -> Result<(), Error> {
            if depth > MAX_DEPTH {
                return Err(corrupt("nested too deeply"));
            }
            match kind {
                1 | 2 => Ok(()),
                3 => self.skip_bytes(1),
                4..=6 => self.varint().map(drop),
                7 => self.skip_bytes(8),
                8 => {
                    let n = self.varint()?;
                    self.skip_bytes(n)
                }
                9 | 10 => {
                    let h = self.byte()?;
                    let n = match h >> 4 {
                        15 => self.varint()?,
                        n => u64::from(n),
                    };
                    for _ in 0..n {
                        self.skip_element(h & 0x0f, depth + 1)?;
                    }
                    Ok(())
                }
                11 => {
                    let n = self.varint()?;
                    if n > 0 {
                        let kv = self.byte()?;
                        for _ in 0..n {
                            self.skip_element(kv >> 4, depth + 1)?;
                            self.skip_element(kv & 0x0f, depth + 1)?;
                        }
                    }
                    Ok(())
                }
                STRUCT => {
                    let mut last = 0;
                    while let Some((id, k)) = self.field(last)? {
                        self.skip(k, depth + 1)?;
                        last = id;
                    }
                    Ok(())
                }
                _ => Err(corrupt(&format!("unknown compact type {kind}"))),
            }
        }

        /// A union's variant: the id of its one set field (whose value is skipped).
        fn union_variant(&mut self) -> Result<i64, Error> {
            let (id, kind) = self.field(0)?.ok_or_else(|| corrupt("an empty union"))?;
            self.skip(kind, 1)?;
            if self.field(id)?.is_some() {
                return Err(corrupt("a union with two fields"));
            }
            Ok(id)
        }
    }

    /// The header's length in bytes and the bitset's size it announces.
    pub(super) fn read_header(bytes: &[u8]) -> Result<(usize, usize), Error> {
        let mut r = Reader { bytes, at: 0 };
        let (mut num_bytes, mut seen) = (None, [false; 3]);
        let mut last = 0;
        while let Some((id, kind)) = r.field(last)? {
            last = id;
            match (id, kind) {
                (1, I32) => num_bytes = Some(r.zigzag()?),
                (2..=4, STRUCT) => {
                    let variant = r.union_variant()?;
                    let what = ["algorithm", "hash", "compression"][id as usize - 2];
                    let want = ["split blocks", "xxHash", "uncompressed"][id as usize - 2];
                    if variant != 1 {
                        return Err(Error::new(
                            ErrorKind::Unsupported,
                            format!(
                                "a Parquet Bloom filter with {what} variant {variant}: this \
                                 crate reads {want} only"
                            ),
                        ));
                    }
                    seen[id as usize - 2] = true;
                }
                (1..=4, _) => return Err(corrupt(&format!("field {id} has type {kind}"))),
                _ => r.skip(kind, 1)?,
            }
        }
        let num_bytes = num_bytes.ok_or_else(|| corrupt("no numBytes field"))?;
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(corrupt(&format!("no field {}", i + 2)));
        }
        let num_bytes = usize::try_from(num_bytes)
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| corrupt(&format!("numBytes {num_bytes}")))?;
        Ok((r.at, num_bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_round_trips_and_bad_headers_are_typed_errors() {
        for n in [32usize, 64, 1024, 1 << 20, 1 << 27] {
            let h = thrift::header(n);
            assert_eq!(thrift::read_header(&h).unwrap(), (h.len(), n));
        }
        let h = thrift::header(64);
        for cut in 0..h.len() {
            assert_eq!(
                thrift::read_header(&h[..cut]).unwrap_err().kind(),
                ErrorKind::CorruptHeader
            );
        }
        // Hash variant 2 instead of xxHash.
        let mut other = h.clone();
        let at = other.len() - 1 - 4 - 4 + 1;
        assert_eq!(other[at], 0x10 | 12);
        other[at] = 0x20 | 12;
        assert_eq!(
            thrift::read_header(&other).unwrap_err().kind(),
            ErrorKind::Unsupported
        );
        let e = ParquetFilter::from_bloom_filter(&h).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Truncated);
        // A field 5 holding a map that claims 2^62 boolean entries: refused when the bytes run
        // out, not after 2^62 steps.
        let map = [
            0x5b, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x40, 0x11, 1, 1,
        ];
        assert_eq!(
            thrift::read_header(&map).unwrap_err().kind(),
            ErrorKind::CorruptHeader
        );
        // Arbitrary bytes never panic.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            let bytes: Vec<u8> = (0..(x % 24) as usize)
                .map(|_| {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                    (x >> 56) as u8
                })
                .collect();
            let _ = ParquetFilter::from_bloom_filter(&bytes);
        }
    }

    #[test]
    fn a_one_block_filter_keeps_its_halves_equal() {
        let mut f = ParquetFilter::new(32).unwrap();
        for v in 0..20i64 {
            f.insert(&v);
        }
        assert!((0..20i64).all(|v| f.contains(&v)));
        assert_eq!(f.bitset().len(), 32);
        let g = ParquetFilter::from_bloom_filter(&f.to_bloom_filter()).unwrap();
        assert!((0..20i64).all(|v| g.contains(&v)));
        assert_eq!(g.bitset(), f.bitset());
        assert!(ParquetFilter::new(48).is_err() && ParquetFilter::new(16).is_err());
        // A size no allocation can hold is an error, not an abort.
        let e = ParquetFilter::new(1 << 62).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::TooLarge, "{e}");
        assert_eq!(
            ParquetFilter::from_bitset(&[0u8; 96]).unwrap_err().kind(),
            ErrorKind::Unsupported
        );
    }
}
