//! The on-disk format (FORMAT.md is its specification): a 4096-byte little-endian header, then
//! the blocks. Reading validates everything before it trusts anything.

use crate::error::{Error, ErrorKind};
use crate::filter::Filter;
use crate::layout::block::MAX_HASHES;
use std::fs::{self, File};
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use xxhash_rust::xxh3::{xxh3_64, Xxh3};

/// Bytes before the block array; the blocks start page-aligned.
pub const HEADER_LEN: usize = 4096;
const MAGIC: [u8; 8] = *b"LINEBLOM";
const VERSION: u32 = 1;
/// 16 lanes x 32 bits, k distinct lanes from the v1 subset table, multiply-shift bits.
const LAYOUT_K_LANES_16X32: u32 = 1;
/// xxh3-64, seeded, over the key's bytes (integers little-endian).
const HASH_XXH3_64: u32 = 1;
/// The most blocks a header may claim (2^50: 64 PiB), far past any real filter.
const MAX_BLOCKS: u64 = 1 << 50;
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
        Header {
            k: filter.num_hashes(),
            seed: filter.seed(),
            num_blocks: filter.num_blocks() as u64,
            inserted: filter.insert_count(),
            block_checksum: xxh3_64(filter.as_bytes()),
        }
    }

    pub(crate) fn encode(&self) -> Box<[u8; HEADER_LEN]> {
        let mut h = Box::new([0u8; HEADER_LEN]);
        h[0..8].copy_from_slice(&MAGIC);
        h[8..12].copy_from_slice(&VERSION.to_le_bytes());
        h[12..16].copy_from_slice(&LAYOUT_K_LANES_16X32.to_le_bytes());
        h[16..20].copy_from_slice(&HASH_XXH3_64.to_le_bytes());
        h[20..24].copy_from_slice(&self.k.to_le_bytes());
        h[24..32].copy_from_slice(&self.seed.to_le_bytes());
        h[32..40].copy_from_slice(&self.num_blocks.to_le_bytes());
        h[40..48].copy_from_slice(&self.inserted.to_le_bytes());
        // 48..56: flags, zero in version 1.
        h[56..64].copy_from_slice(&self.block_checksum.to_le_bytes());
        let sum = xxh3_64(&h[..]);
        h[HEADER_CHECKSUM_AT..HEADER_CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
        h
    }

    /// Checks, in this order: magic, version, header checksum, layout, hash, flags, reserved
    /// bytes, k and block count. The version comes before the checksum because a later version
    /// may put its checksum elsewhere.
    pub(crate) fn decode(h: &[u8; HEADER_LEN]) -> Result<Header, Error> {
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
                format!("format version {version} is not supported (this build reads version {VERSION})"),
            ));
        }
        let stored = u64_at(HEADER_CHECKSUM_AT);
        let mut zeroed = *h;
        zeroed[HEADER_CHECKSUM_AT..HEADER_CHECKSUM_AT + 8].fill(0);
        if xxh3_64(&zeroed) != stored {
            return Err(corrupt("header checksum mismatch: the header is damaged"));
        }
        let (layout, hash, flags) = (u32_at(12), u32_at(16), u64_at(48));
        if layout != LAYOUT_K_LANES_16X32 {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!("unknown block layout id {layout}"),
            ));
        }
        if hash != HASH_XXH3_64 {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!("unknown hash algorithm id {hash}"),
            ));
        }
        if flags != 0 {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!("unknown header flags {flags:#x}"),
            ));
        }
        if h[HEADER_CHECKSUM_AT + 8..].iter().any(|&b| b != 0) {
            return Err(corrupt("reserved header bytes are not zero"));
        }
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

fn corrupt(message: impl Into<String>) -> Error {
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
        let header = Header::of(self).encode();
        w.write_all(&header[..])
            .map_err(|e| Error::io("writing the header", &e))?;
        w.write_all(self.as_bytes())
            .map_err(|e| Error::io("writing the blocks", &e))
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking the header and the
    /// block checksum. Memory is claimed only as the blocks arrive.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<Filter, Error> {
        let mut head = Box::new([0u8; HEADER_LEN]);
        r.read_exact(&mut head[..])
            .map_err(|e| Error::io("reading the header", &e))?;
        let header = Header::decode(&head)?;
        let mut f = Filter::from_parts(header.num_blocks as usize, header.k, header.seed, None)?;
        // Read in pieces, so a lying header over a short stream fails after touching only the
        // memory the stream actually filled (the allocation itself is lazily backed).
        let mut h = Xxh3::new();
        for piece in f.bytes_mut().chunks_mut(1 << 20) {
            r.read_exact(piece)
                .map_err(|e| Error::io("reading the blocks", &e))?;
            h.update(piece);
        }
        if h.digest() != header.block_checksum {
            return Err(Error::new(
                ErrorKind::CorruptBlocks,
                "block checksum mismatch: the filter's bits are damaged",
            ));
        }
        f.set_insert_count(header.inserted);
        Ok(f)
    }

    /// Reads a filter file, refusing it before allocating if its length disagrees with its
    /// header. Errors name the file.
    pub fn load<P: AsRef<Path>>(path: P) -> Result<Filter, Error> {
        let path = path.as_ref();
        let (mut file, len) = open_filter_file(path)?;
        let mut head = Box::new([0u8; HEADER_LEN]);
        file.read_exact(&mut head[..])
            .map_err(|e| Error::io("reading the header", &e).in_file(path))?;
        let header = Header::decode(&head).map_err(|e| e.in_file(path))?;
        check_len(path, &header, len)?;
        let mut whole = std::io::Cursor::new(&head[..]).chain(file);
        Filter::read_from(&mut whole).map_err(|e| e.in_file(path))
    }

    /// Saves atomically: writes a temporary file in the same directory, syncs it, renames it
    /// over `path` and syncs the directory. On any error the temporary file is removed and `path`
    /// is untouched.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        let tmp = TempFile::create(path.as_ref())?;
        let mut w = BufWriter::with_capacity(1 << 20, tmp.file());
        self.write_to(&mut w).map_err(|e| e.in_file(tmp.path()))?;
        w.into_inner()
            .map_err(|e| Error::io("writing", e.error()).in_file(tmp.path()))?;
        tmp.persist()
    }
}

/// The one atomic-replace helper: a new file under a temporary name beside `dest` that
/// [`persist`](Self::persist) syncs and renames over `dest` (then syncs the directory, so the
/// rename itself is durable). Dropped before that, it removes the temporary file, so `dest`
/// never holds a partial file. Used by [`Filter::save`] and
/// [`MmapFilterMut`](crate::MmapFilterMut).
pub(crate) struct TempFile {
    file: File,
    path: PathBuf,
    dest: PathBuf,
    persisted: bool,
}

impl TempFile {
    /// Creates the temporary file (readable and writable, never an existing one).
    pub(crate) fn create(dest: &Path) -> Result<TempFile, Error> {
        let path = temp_path(dest);
        let file = File::options()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(|e| Error::io("creating the temporary file", &e).in_file(&path))?;
        Ok(TempFile {
            file,
            path,
            dest: dest.to_path_buf(),
            persisted: false,
        })
    }

    pub(crate) fn file(&self) -> &File {
        &self.file
    }

    /// The temporary name (for error messages).
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Syncs the file, renames it over the destination, and syncs the directory.
    pub(crate) fn persist(mut self) -> Result<(), Error> {
        self.file
            .sync_all()
            .map_err(|e| Error::io("syncing", &e).in_file(&self.path))?;
        fs::rename(&self.path, &self.dest).map_err(|e| {
            Error::io("renaming the temporary file into place", &e).in_file(&self.dest)
        })?;
        self.persisted = true;
        if let Some(dir) = self.dest.parent().filter(|d| !d.as_os_str().is_empty()) {
            // Make the rename itself durable; best effort (not every platform can open a dir).
            let _ = File::open(dir).and_then(|d| d.sync_all());
        }
        Ok(())
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if !self.persisted {
            let _ = fs::remove_file(&self.path);
        }
    }
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

pub(crate) fn temp_path(path: &Path) -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!(".{name}.tmp-{}-{n}", std::process::id()))
}
