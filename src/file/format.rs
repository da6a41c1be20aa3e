//! The on-disk format (FORMAT.md is its specification): a 4096-byte little-endian header, then
//! the blocks. Reading validates everything before it trusts anything.

use crate::error::{Error, ErrorKind};
use crate::file::tempfile::TempFile;
use crate::filter::Filter;
use crate::layout::block::MAX_HASHES;
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::Path;
use xxhash_rust::xxh3::{xxh3_64, Xxh3};

/// Bytes before the block array; the blocks start page-aligned.
pub const HEADER_LEN: usize = 4096;
const MAGIC: [u8; 8] = *b"LINEBLOM";
const VERSION: u32 = 1;
/// 16 lanes x 32 bits, k distinct lanes from the v1 subset table, multiply-shift bits.
pub(crate) const LAYOUT_K_LANES_16X32: u32 = 1;
/// A cuckoo table: buckets of four 8- or 16-bit fingerprints, partial-key alternate bucket
/// (src/layout/buckets.rs).
pub(crate) const LAYOUT_CUCKOO: u32 = 2;
/// A counting Bloom filter: lines of 128 4-bit counters, the Bloom layout's line and lane choice
/// (src/layout/counters.rs).
pub(crate) const LAYOUT_COUNTING: u32 = 3;
/// Hash id 1: xxh3-64 over the key's bytes, with integers at their own width (a `u32` as 4
/// bytes). The SQL functions widened every integer to 8 bytes under the same id, so a file with
/// this id cannot say how its integer keys were hashed: it is refused (FORMAT.md "Keys").
const HASH_XXH3_64_NATIVE_WIDTH: u32 = 1;
/// Hash id 2: xxh3-64, seeded, over the key encoding of FORMAT.md "Keys" (integers widened to
/// 64 bits). Files and images share the id.
pub(crate) const HASH_XXH3_64: u32 = 2;
/// The most blocks a header may claim (2^50: 64 PiB), far past any real filter.
pub(crate) const MAX_BLOCKS: u64 = 1 << 50;
const HEADER_CHECKSUM_AT: usize = 64;

/// The fields of a header, decoded and validated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    pub k: u32,
    pub seed: u64,
    pub num_blocks: u64,
    pub inserted: u64,
    pub block_checksum: u64,
}

impl Header {
    pub(crate) fn of(filter: &Filter) -> Header {
        Header::for_body(
            filter.num_hashes(),
            filter.seed(),
            filter.insert_count(),
            filter.as_bytes(),
        )
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
        }
    }

    pub(crate) fn encode(&self) -> Box<[u8; HEADER_LEN]> {
        encode_header(LAYOUT_K_LANES_16X32, self)
    }

    /// Checks, in this order: magic, version, header checksum, layout, hash, flags, reserved
    /// bytes, k and block count. The version comes before the checksum because a later version
    /// may put its checksum elsewhere.
    pub(crate) fn decode(h: &[u8; HEADER_LEN]) -> Result<Header, Error> {
        Header::decode_as(h, LAYOUT_K_LANES_16X32)
    }

    /// [`decode`](Self::decode) for a file of layout `layout` whose `k` is 1..=16 and whose line
    /// count is 1..=2^50: the Bloom and the counting layouts.
    pub(crate) fn decode_as(h: &[u8; HEADER_LEN], layout: u32) -> Result<Header, Error> {
        let u32_at = |i: usize| u32::from_le_bytes(h[i..i + 4].try_into().unwrap_or_default());
        let u64_at = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().unwrap_or_default());
        expect_layout(check_common(h)?, layout)?;
        let k = u32_at(20);
        if k == 0 || k > MAX_HASHES {
            return Err(corrupt(format!("k = {k} is out of range 1..={MAX_HASHES}")));
        }
        let num_blocks = u64_at(32);
        if num_blocks == 0 || num_blocks > MAX_BLOCKS || num_blocks > (isize::MAX as u64) / 64 {
            return Err(corrupt(format!("block count {num_blocks} is impossible")));
        }
        Ok(Header {
            k,
            seed: u64_at(24),
            num_blocks,
            inserted: u64_at(40),
            block_checksum: u64_at(56),
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
    let mut h = Box::new([0u8; HEADER_LEN]);
    h[0..8].copy_from_slice(&MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&layout.to_le_bytes());
    h[16..20].copy_from_slice(&HASH_XXH3_64.to_le_bytes());
    h[20..24].copy_from_slice(&fields.k.to_le_bytes());
    h[24..32].copy_from_slice(&fields.seed.to_le_bytes());
    h[32..40].copy_from_slice(&fields.num_blocks.to_le_bytes());
    h[40..48].copy_from_slice(&fields.inserted.to_le_bytes());
    // 48..56: flags, zero in version 1.
    h[56..64].copy_from_slice(&fields.block_checksum.to_le_bytes());
    let sum = xxh3_64(&h[..]);
    h[HEADER_CHECKSUM_AT..HEADER_CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
    h
}

/// The checks every layout shares, in FORMAT.md's order: magic, version, header checksum,
/// layout id (one this build knows), hash, flags, reserved bytes. Returns the layout id.
pub(crate) fn check_common(h: &[u8; HEADER_LEN]) -> Result<u32, Error> {
    let u32_at = |i: usize| u32::from_le_bytes(h[i..i + 4].try_into().unwrap_or_default());
    let u64_at = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().unwrap_or_default());
    if h[0..8] != MAGIC {
        return Err(Error::new(
            ErrorKind::BadMagic,
            "not a linebloom filter file (wrong magic)",
        ));
    }
    let version = u32_at(8);
    if version != VERSION {
        return Err(Error::new(
            ErrorKind::Unsupported,
            format!(
                "format version {version} is not supported (this build reads version {VERSION})"
            ),
        ));
    }
    let stored = u64_at(HEADER_CHECKSUM_AT);
    let mut zeroed = *h;
    zeroed[HEADER_CHECKSUM_AT..HEADER_CHECKSUM_AT + 8].fill(0);
    if xxh3_64(&zeroed) != stored {
        return Err(corrupt("header checksum mismatch: the header is damaged"));
    }
    let (layout, hash, flags) = (u32_at(12), u32_at(16), u64_at(48));
    if kind_of(layout).is_none() {
        return Err(Error::new(
            ErrorKind::Unsupported,
            format!("unknown block layout id {layout}"),
        ));
    }
    check_hash_id(hash)?;
    if flags != 0 {
        return Err(Error::new(
            ErrorKind::Unsupported,
            format!("unknown header flags {flags:#x}"),
        ));
    }
    if h[HEADER_CHECKSUM_AT + 8..].iter().any(|&b| b != 0) {
        return Err(corrupt("reserved header bytes are not zero"));
    }
    Ok(layout)
}

/// The kind a layout id names and the calls that read it (`None` for an id this build does not
/// know): the one table of file layouts.
fn kind_of(layout: u32) -> Option<(&'static str, &'static str)> {
    match layout {
        LAYOUT_K_LANES_16X32 => Some(("Bloom filter", "Filter::load or MmapFilter::open")),
        LAYOUT_CUCKOO => Some((
            "cuckoo filter",
            "CuckooFilter::load or MmapCuckooFilter::open",
        )),
        LAYOUT_COUNTING => Some((
            "counting filter",
            "CountingFilter::load or MmapCountingFilter::open",
        )),
        _ => None,
    }
}

/// Refuses a file whose (known) layout `found` is not the reader's `want`, naming what it is and
/// what reads it: [`ErrorKind::Incompatible`].
pub(crate) fn expect_layout(found: u32, want: u32) -> Result<(), Error> {
    if found == want {
        return Ok(());
    }
    let (found_name, readers) = kind_of(found).unwrap_or(("unknown", "nothing in this build"));
    let (want_name, _) = kind_of(want).unwrap_or(("unknown", ""));
    Err(Error::new(
        ErrorKind::Incompatible,
        format!(
            "a {found_name} file (layout id {found}), not a {want_name}: open it with {readers}"
        ),
    ))
}

/// Refuses every hash id but the current one, and says what to do about the old one.
pub(crate) fn check_hash_id(hash: u32) -> Result<(), Error> {
    match hash {
        HASH_XXH3_64 => Ok(()),
        HASH_XXH3_64_NATIVE_WIDTH => Err(Error::new(
            ErrorKind::Unsupported,
            "hash id 1: written by linebloom before the one key encoding (FORMAT.md \"Keys\"), \
             when integers narrower than 64 bits were hashed at their own width by some callers \
             and widened by others, so its answers for such keys cannot be trusted; rebuild it \
             from its keys with this version",
        )),
        _ => Err(Error::new(
            ErrorKind::Unsupported,
            format!("unknown hash algorithm id {hash}"),
        )),
    }
}

pub(crate) fn corrupt(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::CorruptHeader, message)
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
        write_file(w, LAYOUT_K_LANES_16X32, &Header::of(self), self.as_bytes())
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking the header and the
    /// block checksum. Memory is claimed only as the blocks arrive.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<Filter, Error> {
        let mut head = Box::new([0u8; HEADER_LEN]);
        r.read_exact(&mut head[..])
            .map_err(|e| Error::io("reading the header", &e))?;
        let header = Header::decode(&head)?;
        let mut f = Filter::from_parts(header.num_blocks as usize, header.k, header.seed, None)?;
        read_body(r, f.bytes_mut(), header.block_checksum, "blocks")?;
        f.set_insert_count(header.inserted);
        Ok(f)
    }

    /// Reads a filter file, refusing it before allocating if its length disagrees with its
    /// header. Errors name the file.
    pub fn load<P: AsRef<Path>>(path: P) -> Result<Filter, Error> {
        load_file(path.as_ref(), Header::decode, |r| Filter::read_from(r))
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
    w.write_all(&encode_header(layout, fields)[..])
        .map_err(|e| Error::io("writing the header", &e))?;
    w.write_all(body)
        .map_err(|e| Error::io("writing the filter's body", &e))
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
