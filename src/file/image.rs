//! The embedded image (FORMAT.md, "Embedded images"): a 64-byte header and the blocks, for a
//! filter that lives inside someone else's file or buffer (an SSTable's filter block, a block
//! cache entry). The file format's 4096-byte header exists to page-align a mapping; an image only
//! needs its blocks 64-byte aligned, so its header is one block long.

use crate::error::{Error, ErrorKind};
use crate::file::format::{check_blocks, check_split, Header};
use crate::file::header::{
    check_hash_id, check_k, check_lines, check_no_flags, corrupt, u16_at, u64_at, HASH_XXH3_64,
    IMAGE,
};
use crate::file::mmap::blocks_of;
use crate::filter::view::FilterRef;
use crate::filter::Filter;
use crate::probe::Backend;
use std::io::Write;
use xxhash_rust::xxh3::xxh3_64;

/// Bytes before an image's blocks.
pub const IMAGE_HEADER_LEN: usize = 64;
// The ids are the file header's (header.rs), stored in 16 bits.
const HASH: u16 = HASH_XXH3_64 as u16;

impl Header {
    fn encode_image(&self) -> [u8; IMAGE_HEADER_LEN] {
        let mut h = [0u8; IMAGE_HEADER_LEN];
        IMAGE.open(&mut h);
        // Layout ids are below 2^16.
        h[10..12].copy_from_slice(&(self.layout_id() as u16).to_le_bytes());
        h[12..14].copy_from_slice(&HASH.to_le_bytes());
        // k <= MAX_HASHES (16), so it fits a u16.
        h[14..16].copy_from_slice(&(self.k as u16).to_le_bytes());
        h[16..24].copy_from_slice(&self.seed.to_le_bytes());
        h[24..32].copy_from_slice(&self.num_blocks.to_le_bytes());
        h[32..40].copy_from_slice(&self.inserted.to_le_bytes());
        // 40..48: flags, zero in version 1.
        h[48..56].copy_from_slice(&self.block_checksum.to_le_bytes());
        IMAGE.seal(&mut h);
        h
    }

    /// Decodes and validates an image header: magic, version, checksum, then the same field
    /// checks as a file header. Only the first 64 bytes of `bytes` are read.
    fn decode_image(bytes: &[u8]) -> Result<Header, Error> {
        let Some(h) = bytes.get(..IMAGE_HEADER_LEN) else {
            return Err(Error::new(
                ErrorKind::Truncated,
                format!(
                    "{} bytes is shorter than the {IMAGE_HEADER_LEN}-byte image header",
                    bytes.len()
                ),
            ));
        };
        IMAGE.check(h)?;
        let layout_id = u16_at(h, 10);
        let Some(layout) = Header::layout_of_id(u32::from(layout_id)) else {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!("unknown block layout id {layout_id}"),
            ));
        };
        check_hash_id(u32::from(u16_at(h, 12)))?;
        check_no_flags("image", u64_at(h, 40))?;
        let (k, num_blocks) = (u32::from(u16_at(h, 14)), u64_at(h, 24));
        check_k(k)?;
        check_lines(num_blocks)?;
        let header = Header {
            k,
            seed: u64_at(h, 16),
            num_blocks,
            inserted: u64_at(h, 32),
            block_checksum: u64_at(h, 48),
            layout,
        };
        if layout == crate::Layout::SplitBlock {
            check_split(&header)?;
        }
        Ok(header)
    }

    fn image_len(&self) -> usize {
        // decode_image bounds num_blocks so this cannot overflow.
        IMAGE_HEADER_LEN + self.num_blocks as usize * 64
    }
}

/// Validates `bytes` as exactly one image; returns its header and its block bytes.
fn split_image(bytes: &[u8]) -> Result<(Header, &[u8]), Error> {
    let header = Header::decode_image(bytes)?;
    let want = header.image_len();
    if bytes.len() < want {
        return Err(Error::new(
            ErrorKind::Truncated,
            format!(
                "the image header announces {want} bytes but {} were given",
                bytes.len()
            ),
        ));
    }
    if bytes.len() > want {
        return Err(corrupt(format!(
            "the image header announces {want} bytes but {} were given (pass exactly the \
             image; FilterRef::image_len reads its length from its first 64 bytes)",
            bytes.len()
        )));
    }
    Ok((header, &bytes[IMAGE_HEADER_LEN..]))
}

impl Filter {
    /// The filter as an embedded image (FORMAT.md, "Embedded images"): a 64-byte checksummed
    /// header followed by the blocks, `64 + size_bytes()` bytes in all. Store it anywhere; probe
    /// it in place with [`FilterRef::from_image`] (which needs it 64-byte aligned) or copy it
    /// back with [`Filter::from_image`]. (An image, not the raw blocks: those are
    /// [`as_bytes`](FilterRef::as_bytes); not a file either: that is [`save`](Filter::save).)
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// f.insert("k");
    /// let image = f.to_image();
    /// assert_eq!(image.len(), 64 + f.size_bytes());
    /// assert!(linebloom::Filter::from_image(&image)?.contains("k"));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn to_image(&self) -> Vec<u8> {
        self.view().to_image()
    }

    /// Streams the image [`to_image`](Self::to_image) returns into `w` (an SSTable being
    /// written, say) without building it in memory.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// f.insert("k");
    /// let mut sstable = b"data blocks...".to_vec();
    /// f.write_image(&mut sstable)?;
    /// assert_eq!(&sstable[14..], &f.to_image()[..]);
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`ErrorKind::Io`] if `w` fails.
    pub fn write_image<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        self.view().write_image(w)
    }

    /// The length of [`to_image`](Self::to_image): `64 + size_bytes()`.
    pub fn image_len(&self) -> usize {
        IMAGE_HEADER_LEN + self.size_bytes()
    }

    /// Copies a filter out of an image, from a slice of any alignment. Checks the header and
    /// the block checksum.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// f.insert("k");
    /// let image = f.to_image();
    /// let copy = linebloom::Filter::from_image(&image[..])?;
    /// assert_eq!(copy, f);
    /// assert!(linebloom::Filter::from_image(b"not an image").is_err());
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`ErrorKind::BadMagic`] for something that is not an image, [`ErrorKind::Truncated`] for
    /// a short one, [`ErrorKind::CorruptHeader`] / [`ErrorKind::CorruptBlocks`] for damage,
    /// [`ErrorKind::Unsupported`] for a newer version, [`ErrorKind::TooLarge`] if the memory
    /// cannot be had.
    pub fn from_image(bytes: &[u8]) -> Result<Filter, Error> {
        let (header, blocks) = split_image(bytes)?;
        check_blocks(&header, blocks)?;
        let mut f = Filter::from_parts_in(
            header.layout,
            header.num_blocks as usize,
            header.k,
            header.seed,
            None,
        )?;
        f.bytes_mut().copy_from_slice(blocks);
        f.set_insert_count(header.inserted);
        Ok(f)
    }
}

impl<'a> FilterRef<'a> {
    fn image_header(&self) -> [u8; IMAGE_HEADER_LEN] {
        Header {
            k: self.num_hashes(),
            seed: self.seed(),
            num_blocks: self.num_blocks() as u64,
            inserted: self.insert_count(),
            block_checksum: xxh3_64(self.as_bytes()),
            layout: self.layout(),
        }
        .encode_image()
    }

    /// The viewed filter's image: the bytes [`Filter::to_image`] gives for its owner.
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// f.insert("k");
    /// assert_eq!(f.view().to_image(), f.to_image());
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn to_image(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(IMAGE_HEADER_LEN + self.size_bytes());
        out.extend_from_slice(&self.image_header());
        out.extend_from_slice(self.as_bytes());
        out
    }

    /// Streams [`to_image`](Self::to_image) into `w`.
    ///
    /// ```
    /// let f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// let mut out = Vec::new();
    /// f.view().write_image(&mut out)?;
    /// assert_eq!(out, f.to_image());
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`ErrorKind::Io`] if `w` fails.
    pub fn write_image<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        w.write_all(&self.image_header())
            .map_err(|e| Error::io("writing the image header", &e))?;
        w.write_all(self.as_bytes())
            .map_err(|e| Error::io("writing the image blocks", &e))
    }

    /// A zero-copy view of an image made by [`Filter::to_image`], wherever it lies (a mapping of
    /// a whole SSTable, a block-cache entry). `bytes` must be exactly the image and start 64-byte
    /// aligned, so the blocks are. Checks the header only (O(1)); see
    /// [`from_image_verified`](Self::from_image_verified).
    ///
    /// ```
    /// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// f.insert("k");
    /// let mut buf = linebloom::AlignedBytes::zeroed(f.image_len());
    /// buf.copy_from_slice(&f.to_image());
    /// let view = linebloom::FilterRef::from_image(&buf)?;
    /// assert!(view.contains("k"));
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`ErrorKind::Misaligned`] if `bytes` does not start on a 64-byte boundary (copy with
    /// [`Filter::from_image`] instead), and the errors of [`Filter::from_image`] but
    /// `CorruptBlocks`.
    pub fn from_image(bytes: &'a [u8]) -> Result<FilterRef<'a>, Error> {
        let (header, blocks) = split_image(bytes)?;
        if !(blocks.as_ptr() as usize).is_multiple_of(64) {
            return Err(Error::new(
                ErrorKind::Misaligned,
                format!(
                    "the image starts at address {:#x}, which is not 64-byte aligned; place it \
                     at an aligned offset or copy it with Filter::from_image",
                    bytes.as_ptr() as usize
                ),
            ));
        }
        let ops = Backend::detect().require_for(header.layout)?;
        // SAFETY: `blocks` starts 64-byte aligned (checked just above) and `split_image` checked
        // that it is exactly `64 * num_blocks` bytes long; it borrows `bytes` for `'a`.
        let blocks = unsafe { blocks_of(blocks) };
        Ok(FilterRef {
            blocks,
            k: header.k,
            seed: header.seed,
            ops,
            inserted: header.inserted,
            layout: header.layout,
        })
    }

    /// [`from_image`](Self::from_image), also checking the block checksum (reads every block).
    ///
    /// ```
    /// let f = linebloom::Filter::with_fpr(1000, 0.01)?;
    /// let mut image = linebloom::AlignedBytes::copy_from(&f.to_image());
    /// assert!(linebloom::FilterRef::from_image_verified(&image).is_ok());
    /// image[100] ^= 1; // a bit of the blocks: only the verified form reads them
    /// assert!(linebloom::FilterRef::from_image(&image).is_ok());
    /// assert!(linebloom::FilterRef::from_image_verified(&image).is_err());
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`from_image`](Self::from_image), and [`ErrorKind::CorruptBlocks`].
    pub fn from_image_verified(bytes: &'a [u8]) -> Result<FilterRef<'a>, Error> {
        let view = FilterRef::from_image(bytes)?;
        let (header, blocks) = split_image(bytes)?;
        check_blocks(&header, blocks)?;
        Ok(view)
    }

    /// The total length of the image whose first 64 (or more) bytes are `prefix`, read from its
    /// validated header: how many bytes to hand to [`from_image`](Self::from_image).
    pub fn image_len(prefix: &[u8]) -> Result<usize, Error> {
        Header::decode_image(prefix).map(|h| h.image_len())
    }
}

/// An owned, zeroed, 64-byte-aligned byte buffer: somewhere to read an image so that
/// [`FilterRef::from_image`] can probe it in place. Dereferences to `[u8]`.
pub struct AlignedBytes {
    blocks: Vec<crate::layout::block::Block>,
    len: usize,
}

impl AlignedBytes {
    /// `len` zero bytes, starting on a 64-byte boundary.
    ///
    /// # Panics
    /// If the memory cannot be allocated (as `Vec` does).
    pub fn zeroed(len: usize) -> AlignedBytes {
        let blocks = vec![crate::layout::block::Block::default(); len.div_ceil(64)];
        AlignedBytes { blocks, len }
    }

    /// An aligned copy of `bytes`.
    pub fn copy_from(bytes: &[u8]) -> AlignedBytes {
        let mut b = AlignedBytes::zeroed(bytes.len());
        b.copy_from_slice(bytes);
        b
    }
}

impl core::ops::Deref for AlignedBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &crate::alloc::as_bytes(&self.blocks)[..self.len]
    }
}

impl core::ops::DerefMut for AlignedBytes {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut crate::alloc::as_bytes_mut(&mut self.blocks)[..self.len]
    }
}

impl core::fmt::Debug for AlignedBytes {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "AlignedBytes({} bytes)", self.len)
    }
}
