//! [`MmapFilter`]: a filter file opened zero-copy with memmap2. Opening reads the 4096-byte
//! header only, so it costs the same for a 1 KiB and a 1 TiB filter; the blocks are paged in by
//! the lookups that touch them.

use crate::block::Block;
use crate::error::{Error, ErrorKind};
use crate::format::{check_blocks, check_len, open_regular, Header, HEADER_LEN};
use crate::hash::Key;
use crate::probe::{Backend, Ops};
use crate::view::FilterRef;
use std::path::Path;

/// Kernel advice for a mapping (`madvise`), to match the access pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MapAdvice {
    /// No special treatment.
    Normal,
    /// Lookups are random: do not read ahead around each faulted page (the right default for a
    /// filter larger than the page cache keeps warm).
    Random,
    /// Start reading the whole filter into the page cache now, in the background.
    WillNeed,
}

/// A read-only filter backed by a memory-mapped file in the linebloom format (FORMAT.md).
///
/// It answers every query a [`Filter`](crate::Filter) answers, through the same
/// [`FilterRef`] code. Several processes can map one file and share its pages.
///
/// The file must not be modified or truncated while it is mapped (as with every memory map:
/// another process shrinking the file makes later reads fault). Replacing it with
/// [`Filter::save`](crate::Filter::save), which renames a new file over the old name, is safe:
/// the mapping keeps the old file's pages.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-doc-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("f.lbf");
/// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
/// f.insert("k");
/// f.save(&path)?;
/// let m = linebloom::MmapFilter::open(&path)?;
/// assert!(m.contains("k"));
/// m.verify()?;
/// # std::fs::remove_dir_all(&dir).unwrap();
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct MmapFilter {
    map: memmap2::Mmap,
    header: Header,
    ops: &'static Ops,
}

impl MmapFilter {
    /// Maps a filter file, validating its header, its length and the blocks' alignment. Does
    /// not read the blocks: use [`open_verified`](Self::open_verified) or
    /// [`verify`](Self::verify) to check their checksum.
    pub fn open<P: AsRef<Path>>(path: P) -> Result<MmapFilter, Error> {
        let path = path.as_ref();
        let file = open_regular(path)?;
        let len = file
            .metadata()
            .map_err(|e| Error::io(Some(path), "cannot stat", &e))?
            .len();
        if len < HEADER_LEN as u64 {
            return Err(Error::new(
                ErrorKind::Truncated,
                format!(
                    "{}: {len} bytes is shorter than the {HEADER_LEN}-byte header",
                    path.display()
                ),
            ));
        }
        // SAFETY: the mapping is read-only and private to this value. Soundness needs the file not
        // to change under it; that is the documented contract of `MmapFilter` (as of every file
        // mapping: it cannot be enforced against other processes).
        let map = unsafe { memmap2::Mmap::map(&file) }
            .map_err(|e| Error::io(Some(path), "cannot map", &e))?;
        let head: &[u8; HEADER_LEN] = map[..HEADER_LEN].try_into().map_err(|_| {
            Error::new(
                ErrorKind::Truncated,
                format!("{}: shorter than its header", path.display()),
            )
        })?;
        let header = Header::decode(head).map_err(|e| e.in_file(path))?;
        check_len(path, &header, map.len() as u64)?;
        if !(map.as_ptr() as usize + HEADER_LEN).is_multiple_of(64) {
            return Err(Error::new(
                ErrorKind::Io,
                format!("{}: mapping is not 64-byte aligned", path.display()),
            ));
        }
        let ops = Backend::detect().require()?;
        Ok(MmapFilter { map, header, ops })
    }

    /// [`open`](Self::open), then [`verify`](Self::verify): reads the whole file once.
    pub fn open_verified<P: AsRef<Path>>(path: P) -> Result<MmapFilter, Error> {
        let path = path.as_ref();
        let m = MmapFilter::open(path)?;
        m.verify().map_err(|e| e.in_file(path))?;
        Ok(m)
    }

    /// Checks the block checksum (reads every block).
    pub fn verify(&self) -> Result<(), Error> {
        check_blocks(&self.header, &self.map[HEADER_LEN..])
    }

    /// Gives the kernel advice for the whole mapping. Advice is a hint; an error means the kernel
    /// rejected it.
    pub fn advise(&self, advice: MapAdvice) -> Result<(), Error> {
        let a = match advice {
            MapAdvice::Normal => memmap2::Advice::Normal,
            MapAdvice::Random => memmap2::Advice::Random,
            MapAdvice::WillNeed => memmap2::Advice::WillNeed,
        };
        self.map
            .advise(a)
            .map_err(|e| Error::io(None, "madvise", &e))
    }

    /// Switches the back end (every back end gives the same answers).
    pub fn set_backend(&mut self, backend: Backend) -> Result<(), Error> {
        self.ops = backend.require()?;
        Ok(())
    }

    /// The shared query view over the mapped blocks.
    #[inline(always)]
    pub fn view(&self) -> FilterRef<'_> {
        let bytes = &self.map[HEADER_LEN..];
        // SAFETY: `open` checked that the block bytes start 64-byte aligned and that the file is
        // exactly `HEADER_LEN + 64 * num_blocks` long; any bit pattern is a valid `Block`; the
        // map lives (read-only) as long as `&self`.
        let blocks = unsafe {
            core::slice::from_raw_parts(bytes.as_ptr().cast::<Block>(), bytes.len() / 64)
        };
        FilterRef {
            blocks,
            k: self.header.k,
            seed: self.header.seed,
            ops: self.ops,
        }
    }

    /// Whether the key may have been inserted.
    #[inline]
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.view().contains(key)
    }

    /// Whether a key with this hash may have been inserted.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        self.view().contains_hash(hash)
    }

    /// Batched lookups; see [`Filter::contains_batch`](crate::Filter::contains_batch).
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        self.view().contains_batch(keys, out)
    }

    /// Batched pre-hashed lookups.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        self.view().contains_hash_batch(hashes, out)
    }

    /// The inserts recorded in the header.
    pub fn insert_count(&self) -> u64 {
        self.header.inserted
    }
}
