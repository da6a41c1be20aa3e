//! The on-disk format (FORMAT.md is its specification): a 4096-byte little-endian header, then
//! the blocks. Reading validates everything before it trusts anything.

use crate::error::{Error, ErrorKind};
use crate::file::header::{
    check_hash_id, check_k, check_layout_known, check_lines, check_no_flags, corrupt,
    expect_layout, u32_at, u64_at, FILE, FLAG_ONE_SPLIT_BLOCK, HASH_PARQUET_XXH64, HASH_XXH3_64,
    LAYOUT_K_LANES_16X32, LAYOUT_SPLIT_BLOCK,
};
use crate::file::tempfile::TempFile;
use crate::filter::Filter;
use crate::layout::split::{Layout, SPLIT_K};
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::Path;
use xxhash_rust::xxh3::{xxh3_64, Xxh3};

/// Bytes before the block array; the blocks start page-aligned.
pub const HEADER_LEN: usize = 4096;
/// The fields of a header, decoded and validated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    pub k: u32,
    pub seed: u64,
    pub num_blocks: u64,
    pub inserted: u64,
    pub block_checksum: u64,
    /// The Bloom filter's layout (layout id 1 or 4); `Blocked` for the other kinds.
    pub layout: Layout,
}

impl Header {
    pub(crate) fn of(filter: &Filter) -> Header {
        Header {
            layout: filter.layout(),
            ..Header::for_body(
                filter.num_hashes(),
                filter.seed(),
                filter.insert_count(),
                filter.as_bytes(),
            )
        }
    }

    /// The file header's layout id of a Bloom filter of this header's layout.
    pub(crate) fn layout_id(&self) -> u32 {
        Header::id_of_layout(self.layout)
    }

    /// The layout id (1 or 4) of a Bloom filter of layout `layout`.
    pub(crate) fn id_of_layout(layout: Layout) -> u32 {
        match layout {
            Layout::Blocked => LAYOUT_K_LANES_16X32,
            Layout::SplitBlock => LAYOUT_SPLIT_BLOCK,
        }
    }

    /// The layout of Bloom filter layout id `id` (1 or 4), if it is one.
    pub(crate) fn layout_of_id(id: u32) -> Option<Layout> {
        match id {
            LAYOUT_K_LANES_16X32 => Some(Layout::Blocked),
            LAYOUT_SPLIT_BLOCK => Some(Layout::SplitBlock),
            _ => None,
        }
    }

    /// The header of a body of 64-byte lines (a Bloom filter's blocks, a counting filter's
    /// lines): their count and checksum from `body`.
    pub(crate) fn for_body(k: u32, seed: u64, inserted: u64, body: &[u8]) -> Header {
        Header {
            k,
            seed,
            num_blocks: (body.len() / 64) as u64,
            inserted,
            block_checksum: xxh3_64(body),
            layout: Layout::Blocked,
        }
    }

    pub(crate) fn encode(&self) -> Box<[u8; HEADER_LEN]> {
        encode_header(self.layout_id(), self)
    }

    /// Checks, in this order: magic, version, header checksum, layout, hash, flags, reserved
    /// bytes, k and block count. The version comes before the checksum because a later version
    /// may put its checksum elsewhere.
    pub(crate) fn decode(h: &[u8; HEADER_LEN]) -> Result<Header, Error> {
        Header::decode_as(h, LAYOUT_K_LANES_16X32)
    }

    /// [`decode`](Self::decode) for a Bloom filter of either layout (id 1, or 4 with `k` = 8):
    /// what `Filter::load` and `MmapFilter::open` read. (Containers' members are
    /// blocked-layout filters only and keep [`decode`](Self::decode).)
    pub(crate) fn decode_filter(h: &[u8; HEADER_LEN]) -> Result<Header, Error> {
        if u32_at(h, 12) == LAYOUT_SPLIT_BLOCK {
            let header = Header {
                layout: Layout::SplitBlock,
                ..Header::decode_as(h, LAYOUT_SPLIT_BLOCK)?
            };
            check_split(&header)?;
            return Ok(header);
        }
        Header::decode(h)
    }

    /// [`decode`](Self::decode) for a file of layout `layout` whose `k` is 1..=16 and whose line
    /// count is 1..=2^50: the Bloom and the counting layouts.
    pub(crate) fn decode_as(h: &[u8; HEADER_LEN], layout: u32) -> Result<Header, Error> {
        expect_layout(check_common(h)?, layout)?;
        let (k, num_blocks) = (u32_at(h, 20), u64_at(h, 32));
        check_k(k)?;
        check_lines(num_blocks)?;
        Ok(Header {
            k,
            seed: u64_at(h, 24),
            num_blocks,
            inserted: u64_at(h, 40),
            block_checksum: u64_at(h, 56),
            layout: Layout::Blocked,
        })
    }

    /// The file length this header implies.
    pub(crate) fn file_len(&self) -> u64 {
        HEADER_LEN as u64 + self.num_blocks * 64
    }
}

/// A kind's decoded header, as the fields of the common header (for the length checks of the
/// shared load and map bodies).
pub(crate) trait FileHeader {
    /// The common header's fields.
    fn fields(&self) -> Header;
}

impl FileHeader for Header {
    fn fields(&self) -> Header {
        *self
    }
}

/// Writes a header of layout `layout` with `fields` (for the cuckoo layout, `k` is the
/// fingerprint width and the "blocks" are the table's 64-byte lines).
pub(crate) fn encode_header(layout: u32, fields: &Header) -> Box<[u8; HEADER_LEN]> {
    encode_header_with(layout, HASH_XXH3_64, 0, fields)
}

/// [`encode_header`] with hash id `hash` and `flags` (non-zero only for a Parquet filter's
/// [`FLAG_ONE_SPLIT_BLOCK`]).
pub(crate) fn encode_header_with(
    layout: u32,
    hash: u32,
    flags: u64,
    fields: &Header,
) -> Box<[u8; HEADER_LEN]> {
    let mut h = Box::new([0u8; HEADER_LEN]);
    FILE.open(&mut h[..]);
    h[12..16].copy_from_slice(&layout.to_le_bytes());
    h[16..20].copy_from_slice(&hash.to_le_bytes());
    h[20..24].copy_from_slice(&fields.k.to_le_bytes());
    h[24..32].copy_from_slice(&fields.seed.to_le_bytes());
    h[32..40].copy_from_slice(&fields.num_blocks.to_le_bytes());
    h[40..48].copy_from_slice(&fields.inserted.to_le_bytes());
    h[48..56].copy_from_slice(&flags.to_le_bytes());
    h[56..64].copy_from_slice(&fields.block_checksum.to_le_bytes());
    FILE.seal(&mut h[..]);
    h
}

/// The checks every layout shares, in FORMAT.md's order: magic, version, header checksum,
/// layout id (one this build knows), hash, flags, reserved bytes. Returns the layout id.
pub(crate) fn check_common(h: &[u8; HEADER_LEN]) -> Result<u32, Error> {
    FILE.check(h)?;
    let (layout, hash, flags) = (u32_at(h, 12), u32_at(h, 16), u64_at(h, 48));
    check_layout_known(layout)?;
    check_hash_id(hash)?;
    check_no_flags("header", flags)?;
    check_reserved(h)?;
    Ok(layout)
}

fn check_reserved(h: &[u8; HEADER_LEN]) -> Result<(), Error> {
    if h[72..].iter().any(|&b| b != 0) {
        return Err(corrupt("reserved header bytes are not zero"));
    }
    Ok(())
}

/// A Parquet filter file's header (hash id 3): the fields, and whether the filter is one split
/// block ([`FLAG_ONE_SPLIT_BLOCK`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ParquetHeader {
    pub header: Header,
    pub one_split_block: bool,
}

impl FileHeader for ParquetHeader {
    fn fields(&self) -> Header {
        self.header
    }
}

/// Decodes a Parquet filter file's header, checking what [`check_common`] checks, in its order,
/// but for hash id 3 and its one flag, then the split layout, `k` = 8, seed 0 and the line
/// count (one line for a one-split-block filter). A filter of this crate's key encoding (hash id
/// 2) is refused as [`ErrorKind::Incompatible`].
pub(crate) fn decode_parquet(h: &[u8; HEADER_LEN]) -> Result<ParquetHeader, Error> {
    FILE.check(h)?;
    let (layout, hash, flags) = (u32_at(h, 12), u32_at(h, 16), u64_at(h, 48));
    check_layout_known(layout)?;
    if hash != HASH_PARQUET_XXH64 {
        check_hash_id(hash)?;
        return Err(Error::new(
            ErrorKind::Incompatible,
            "a filter of this crate's key encoding (hash id 2), not a Parquet filter (hash id \
             3): read it with Filter::load or read_from",
        ));
    }
    check_no_flags("header", flags & !FLAG_ONE_SPLIT_BLOCK)?;
    check_reserved(h)?;
    expect_layout(layout, LAYOUT_SPLIT_BLOCK)?;
    let (k, seed, num_blocks) = (u32_at(h, 20), u64_at(h, 24), u64_at(h, 32));
    if k != SPLIT_K || seed != 0 {
        return Err(corrupt(format!(
            "a Parquet filter with k = {k} and seed {seed}: Parquet's are k = 8, seed 0"
        )));
    }
    check_lines(num_blocks)?;
    let one_split_block = flags & FLAG_ONE_SPLIT_BLOCK != 0;
    if one_split_block && num_blocks != 1 {
        return Err(corrupt(format!(
            "a one-split-block Parquet filter of {num_blocks} lines (it has one)"
        )));
    }
    let header = Header {
        k,
        seed,
        num_blocks,
        inserted: u64_at(h, 40),
        block_checksum: u64_at(h, 56),
        layout: Layout::SplitBlock,
    };
    check_split(&header)?;
    Ok(ParquetHeader {
        header,
        one_split_block,
    })
}

pub(crate) fn check_blocks(header: &Header, bytes: &[u8]) -> Result<(), Error> {
    if xxh3_64(bytes) != header.block_checksum {
        return Err(Error::new(
            ErrorKind::CorruptBlocks,
            "block checksum mismatch: the filter's bits are damaged",
        ));
    }
    Ok(())
}

impl Filter {
    /// Writes the filter in the linebloom file format (FORMAT.md): the same bytes on every
    /// back end and target for the same keys, seed and shape.
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let header = Header::of(self);
        write_file(w, header.layout_id(), &header, self.as_bytes())
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking the header and the
    /// block checksum. Memory is claimed only as the blocks arrive.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<Filter, Error> {
        let header = Header::decode_filter(&*read_header(r)?)?;
        Filter::read_blocks(r, &header)
    }

    /// The filter whose (decoded) `header` was just read from `r`: its blocks, checked against
    /// the header's checksum, and its insert count.
    pub(crate) fn read_blocks<R: Read + ?Sized>(
        r: &mut R,
        header: &Header,
    ) -> Result<Filter, Error> {
        let mut f = Filter::from_parts_in(
            header.layout,
            header.num_blocks as usize,
            header.k,
            header.seed,
            None,
        )?;
        read_body(r, f.bytes_mut(), header.block_checksum, "blocks")?;
        f.set_insert_count(header.inserted);
        Ok(f)
    }

    /// Reads a filter file, refusing it before allocating if its length disagrees with its
    /// header. Errors name the file.
    pub fn load<P: AsRef<Path>>(path: P) -> Result<Filter, Error> {
        load_file(path.as_ref(), Header::decode_filter, |r| {
            Filter::read_from(r)
        })
    }

    /// Saves atomically: writes a temporary file in the same directory, syncs it, renames it
    /// over `path` and syncs the directory. On any error the temporary file is removed and `path`
    /// is untouched.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }
}

/// Writes a file of layout `layout`: the header of `fields`, then `body` (the blocks, table or
/// lines). Every kind's `write_to` is this call.
pub(crate) fn write_file<W: Write + ?Sized>(
    w: &mut W,
    layout: u32,
    fields: &Header,
    body: &[u8],
) -> Result<(), Error> {
    write_encoded(w, &encode_header(layout, fields), body)
}

/// Writes `header`, already encoded, then `body`.
pub(crate) fn write_encoded<W: Write + ?Sized>(
    w: &mut W,
    header: &[u8; HEADER_LEN],
    body: &[u8],
) -> Result<(), Error> {
    w.write_all(&header[..])
        .map_err(|e| Error::io("writing the header", &e))?;
    w.write_all(body)
        .map_err(|e| Error::io("writing the filter's body", &e))
}

/// Reads the header's bytes from `r`.
pub(crate) fn read_header<R: Read + ?Sized>(r: &mut R) -> Result<Box<[u8; HEADER_LEN]>, Error> {
    let mut head = Box::new([0u8; HEADER_LEN]);
    r.read_exact(&mut head[..])
        .map_err(|e| Error::io("reading the header", &e))?;
    Ok(head)
}

/// Reads a file's body (after its header) into `body`, whose length the header gave, and checks
/// it against the header's `checksum`. It reads in pieces, so a lying header over a short stream
/// fails having touched only the memory the stream filled (the allocation is lazily backed).
/// `what` names the body in errors ("blocks", "table", "lines").
pub(crate) fn read_body<R: Read + ?Sized>(
    r: &mut R,
    body: &mut [u8],
    checksum: u64,
    what: &str,
) -> Result<(), Error> {
    let mut h = Xxh3::new();
    for piece in body.chunks_mut(1 << 20) {
        r.read_exact(piece)
            .map_err(|e| Error::io(&format!("reading the {what}"), &e))?;
        h.update(piece);
    }
    if h.digest() != checksum {
        return Err(Error::new(
            ErrorKind::CorruptBlocks,
            format!("checksum mismatch: the filter's {what} are damaged"),
        ));
    }
    Ok(())
}

/// The one `load` body: opens `path` (a regular file at least a header long), decodes its header
/// with `decode`, refuses it before allocating if its length disagrees with the header's
/// [`Header::file_len`], then hands the whole file to `read` (the kind's `read_from`). Errors
/// name the file.
pub(crate) fn load_file<T, H: FileHeader>(
    path: &Path,
    decode: impl Fn(&[u8; HEADER_LEN]) -> Result<H, Error>,
    read: impl FnOnce(&mut dyn Read) -> Result<T, Error>,
) -> Result<T, Error> {
    let (mut file, len) = open_filter_file(path)?;
    let mut head = Box::new([0u8; HEADER_LEN]);
    file.read_exact(&mut head[..])
        .map_err(|e| Error::io("reading the header", &e).in_file(path))?;
    let header = decode(&head).map_err(|e| e.in_file(path))?;
    check_len(path, &header.fields(), len)?;
    let mut whole = std::io::Cursor::new(&head[..]).chain(file);
    read(&mut whole).map_err(|e| e.in_file(path))
}

/// The one save body: `write` streams the file through a buffer into a [`TempFile`] beside
/// `path`, which is then synced and renamed over it. Every kind's `save` is this call.
pub(crate) fn save_atomically(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<&File>) -> Result<(), Error>,
) -> Result<(), Error> {
    let tmp = TempFile::create(path)?;
    let mut w = BufWriter::with_capacity(1 << 20, tmp.file());
    write(&mut w).map_err(|e| e.in_file(tmp.path()))?;
    w.into_inner()
        .map_err(|e| Error::io("writing", e.error()).in_file(tmp.path()))?;
    tmp.persist()
}

/// Opens a filter file: a regular file at least as long as a header. Returns it and its length.
pub(crate) fn open_filter_file(path: &Path) -> Result<(File, u64), Error> {
    let file = open_regular(path)?;
    let len = file
        .metadata()
        .map_err(|e| Error::io("cannot stat", &e).in_file(path))?
        .len();
    if len < HEADER_LEN as u64 {
        return Err(Error::new(
            ErrorKind::Truncated,
            format!("{len} bytes is shorter than the {HEADER_LEN}-byte header"),
        )
        .in_file(path));
    }
    Ok((file, len))
}

pub(crate) fn open_regular(path: &Path) -> Result<File, Error> {
    let file = File::open(path).map_err(|e| Error::io("cannot open", &e).in_file(path))?;
    let meta = file
        .metadata()
        .map_err(|e| Error::io("cannot stat", &e).in_file(path))?;
    if !meta.is_file() {
        return Err(Error::new(ErrorKind::Io, "not a regular file").in_file(path));
    }
    Ok(file)
}

pub(crate) fn check_len(path: &Path, header: &Header, len: u64) -> Result<(), Error> {
    let want = header.file_len();
    if len < want {
        return Err(Error::new(
            ErrorKind::Truncated,
            format!("the header announces {want} bytes but the file has {len}"),
        )
        .in_file(path));
    }
    if len > want {
        return Err(corrupt(format!(
            "the header announces {want} bytes but the file has {len}"
        ))
        .in_file(path));
    }
    Ok(())
}

/// A split-block header's own checks: `k` is in `1..=8` and the split block count `2n` fits
/// Parquet's 32-bit block index.
pub(crate) fn check_split(h: &Header) -> Result<(), Error> {
    if !(1..=SPLIT_K).contains(&h.k) || h.num_blocks > u64::from(u32::MAX / 2) {
        return Err(corrupt(format!(
            "a split-block filter with k = {} and {} lines: k must be 1 to {SPLIT_K} and the \
             lines at most 2^31 - 1",
            h.k, h.num_blocks
        )));
    }
    Ok(())
}
