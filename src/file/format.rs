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
pub(crate) const LAYOUT_K_LANES_16X32: u32 = 1;
/// A cuckoo table: buckets of four 8- or 16-bit fingerprints, partial-key alternate bucket
/// (src/cuckoo/table.rs).
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

/// The one atomic-replace helper: a new file beside `dest` that [`persist`](Self::persist) syncs
/// and renames over `dest` (then syncs the directory, so the rename itself is durable). Used by
/// every writer ([`Filter::save`], the containers' `save`, [`MmapFilterMut`](crate::MmapFilterMut)).
///
/// * On Linux the file is created unnamed (`O_TMPFILE`) in `dest`'s directory, so a process
///   killed while writing leaves nothing behind; `persist` links it under a fresh random name and
///   renames that over `dest` (the only window in which a kill leaves a name is between those
///   two calls). Where `/proc/self/fd` cannot be linked, it copies into a named file instead.
/// * Elsewhere, or where the file system has no `O_TMPFILE`, it is a named file `.lb-<random>.tmp`
///   created with `O_CREAT | O_EXCL` (so never someone else's file: a collision just draws
///   another name), short enough whatever `dest`'s name (255-byte names stay writable), and
///   removed on drop.
///
/// It refuses a `dest` that exists and is not a regular file (a device, a FIFO, a directory, a
/// symbolic link), or that is read-only (no write bit in its mode), before writing anything, and
/// checks again before the rename. A file it replaces keeps its permission bits, and its owner
/// and group where this process may set them (root, or the owner keeping its own group); a new
/// file gets `0o666` less the umask.
pub(crate) struct TempFile {
    file: File,
    /// The destination's metadata when it already exists: the new file gets its mode and owner.
    replaced: Option<fs::Metadata>,
    /// The name it has, if it was created named (removed on drop unless persisted).
    named: Option<PathBuf>,
    dest: PathBuf,
    persisted: bool,
}

/// Refuses a destination that exists and is not a regular file, or is read-only. Returns its
/// metadata when it exists.
pub(crate) fn check_destination(dest: &Path) -> Result<Option<fs::Metadata>, Error> {
    match fs::symlink_metadata(dest) {
        Ok(m) if !m.file_type().is_file() => Err(Error::new(
            ErrorKind::Io,
            "exists and is not a regular file (a device, pipe, directory or symbolic link); \
             refusing to replace it",
        )
        .in_file(dest)),
        Ok(m) if m.permissions().readonly() => Err(Error::new(
            ErrorKind::Io,
            format!(
                "is read-only (mode {:o}); refusing to replace it: make it writable first, or \
                 write to another file",
                mode_of(&m)
            ),
        )
        .in_file(dest)),
        Ok(m) => Ok(Some(m)),
        Err(_) => Ok(None),
    }
}

/// The permission bits of a file (for messages).
fn mode_of(m: &fs::Metadata) -> u32 {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        m.permissions().mode() & 0o7777
    }
    #[cfg(not(unix))]
    {
        u32::from(!m.permissions().readonly()) * 0o200 | 0o444
    }
}

/// Gives `file` the permission bits of `old` and, where this process may, its owner and group.
fn keep_mode_and_owner(file: &File, old: &fs::Metadata) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let new = file.metadata()?;
        if (new.uid(), new.gid()) != (old.uid(), old.gid()) {
            // Only root may give a file away, and only an owner in the group may set the group:
            // where neither holds, the file stays this process's (as any new file would be).
            match std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid())) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
                    let _ = std::os::unix::fs::fchown(file, None, Some(old.gid()));
                }
                Err(e) => return Err(e),
            }
        }
    }
    // After the owner: a chown clears the set-id bits, which the mode then restores.
    file.set_permissions(old.permissions())
}

/// A name no other writer is likely to have drawn: `.lb-<16 hex digits>.tmp`.
fn random_temp_name() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{SystemTime, UNIX_EPOCH};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let local = 0u8;
    let mut z = nanos
        ^ (u64::from(std::process::id()) << 32)
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ (&local as *const u8 as u64);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    format!(".lb-{:016x}.tmp", z ^ (z >> 31))
}

/// The directory a destination lives in (`.` for a bare name).
fn dir_of(dest: &Path) -> &Path {
    match dest.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Creates a file under a fresh random name in `dest`'s directory with `O_EXCL`, retrying on a
/// collision. Errors name `dest`, the file the caller asked for.
fn create_named(dest: &Path) -> Result<(File, PathBuf), Error> {
    let dir = dir_of(dest);
    let mut last = None;
    for _ in 0..16 {
        let path = dir.join(random_temp_name());
        match File::options()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => return Ok((f, path)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some((e, path)),
            Err(e) => return Err(temp_error(dest, &e)),
        }
    }
    let (e, _) = last.expect("sixteen collisions were recorded");
    Err(temp_error(dest, &e))
}

fn temp_error(dest: &Path, e: &std::io::Error) -> Error {
    Error::io(
        &format!(
            "creating a temporary file in {} to write it through",
            dir_of(dest).display()
        ),
        e,
    )
    .in_file(dest)
}

/// An unnamed file in `dir` (Linux `O_TMPFILE`), or `None` where the file system cannot.
#[cfg(target_os = "linux")]
fn create_unnamed(dir: &Path) -> Option<File> {
    use std::os::unix::fs::OpenOptionsExt;
    File::options()
        .read(true)
        .write(true)
        .mode(0o666)
        .custom_flags(libc::O_TMPFILE)
        .open(dir)
        .ok()
}

#[cfg(not(target_os = "linux"))]
fn create_unnamed(_: &Path) -> Option<File> {
    None
}

/// Gives the unnamed file `file` the name `path` (`linkat` of its `/proc/self/fd` entry).
#[cfg(target_os = "linux")]
fn link_unnamed(file: &File, path: &Path) -> std::io::Result<()> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::io::AsRawFd;
    let from = CString::new(format!("/proc/self/fd/{}", file.as_raw_fd()))?;
    let to = CString::new(path.as_os_str().as_bytes())?;
    // SAFETY: both arguments are NUL-terminated strings that live across the call; `linkat` reads
    // them and touches no memory of ours.
    let r = unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            from.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        )
    };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

#[cfg(not(target_os = "linux"))]
fn link_unnamed(_: &File, _: &Path) -> std::io::Result<()> {
    Err(std::io::Error::other("no unnamed files on this platform"))
}

impl TempFile {
    /// Creates the temporary file (readable and writable, never an existing one) after checking
    /// that `dest` is absent or a regular file.
    pub(crate) fn create(dest: &Path) -> Result<TempFile, Error> {
        let replaced = check_destination(dest)?;
        let dir = dir_of(dest);
        let (file, named) = match create_unnamed(dir) {
            Some(f) => (f, None),
            None => {
                let (f, p) = create_named(dest)?;
                (f, Some(p))
            }
        };
        Ok(TempFile {
            file,
            replaced,
            named,
            dest: dest.to_path_buf(),
            persisted: false,
        })
    }

    pub(crate) fn file(&self) -> &File {
        &self.file
    }

    /// What to call the file in an error message: the destination, which the user named (the
    /// temporary file's own name means nothing to them).
    pub(crate) fn path(&self) -> &Path {
        &self.dest
    }

    /// Syncs the file, renames it over the destination, and syncs the directory.
    pub(crate) fn persist(mut self) -> Result<(), Error> {
        let now = check_destination(&self.dest)?;
        if let Some(old) = now.as_ref().or(self.replaced.as_ref()) {
            keep_mode_and_owner(&self.file, old).map_err(|e| {
                Error::io("giving the new file the old one's mode and owner", &e)
                    .in_file(&self.dest)
            })?;
        }
        self.file
            .sync_all()
            .map_err(|e| Error::io("syncing", &e).in_file(self.path()))?;
        let name = match self.named.clone() {
            Some(p) => p,
            None => {
                let p = dir_of(&self.dest).join(random_temp_name());
                if link_unnamed(&self.file, &p).is_ok() {
                    self.named = Some(p.clone());
                    p
                } else {
                    // No /proc (a chroot, an emulator): copy into a named temporary file instead.
                    let (mut copy, p) = create_named(&self.dest)?;
                    self.named = Some(p.clone());
                    let mut src = &self.file;
                    std::io::Seek::rewind(&mut src)
                        .and_then(|()| std::io::copy(&mut src, &mut copy))
                        .and_then(|_| copy.sync_all())
                        .map_err(|e| Error::io("copying the temporary file", &e).in_file(&p))?;
                    p
                }
            }
        };
        fs::rename(&name, &self.dest).map_err(|e| {
            Error::io("renaming the temporary file into place", &e).in_file(&self.dest)
        })?;
        self.persisted = true;
        // Make the rename itself durable; best effort (not every platform can open a dir).
        let _ = File::open(dir_of(&self.dest)).and_then(|d| d.sync_all());
        Ok(())
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        // Only a name this value created (with O_EXCL, or by linking its own unnamed file).
        if let (false, Some(p)) = (self.persisted, &self.named) {
            let _ = fs::remove_file(p);
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
