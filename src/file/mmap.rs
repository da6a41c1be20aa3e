//! [`MmapFilter`]: a filter file opened zero-copy with memmap2. Opening reads the 4096-byte
//! header only, so it costs the same for a 1 KiB and a 1 TiB filter; the blocks are paged in by
//! the lookups that touch them.

use crate::error::{Error, ErrorKind};
use crate::file::format::{
    check_blocks, check_len, open_filter_file, FileHeader, Header, HEADER_LEN,
};
use crate::file::tempfile::TempFile;
use crate::filter::view::FilterRef;
use crate::filter::view_mut::FilterMut;
use crate::layout::block::Block;
use crate::probe::{Backend, Ops};
use std::path::Path;

/// The mapped block bytes as blocks.
///
/// # Safety
/// `bytes` must start 64-byte aligned and its length must be a multiple of 64. (Any bit pattern
/// is a valid `Block`, and the borrow keeps the mapping alive and unwritten for its lifetime.)
pub(crate) unsafe fn blocks_of(bytes: &[u8]) -> &[Block] {
    debug_assert!((bytes.as_ptr() as usize).is_multiple_of(64) && bytes.len().is_multiple_of(64));
    // SAFETY: the caller guarantees alignment and length; see the function's contract.
    unsafe { core::slice::from_raw_parts(bytes.as_ptr().cast::<Block>(), bytes.len() / 64) }
}

/// The one map-and-validate core under the `Mmap*` types: maps `path` read-only (every page read
/// in first when `populate`), decodes its header with `decode` (the kind's checks), and refuses a
/// file whose length disagrees with the header or whose body does not start 64-byte aligned.
/// O(1): the body is not read. Errors name the file.
///
/// # Safety
/// As for [`MmapFilter::open`]: while the mapping lives, the file must not be truncated or
/// modified in place.
pub(crate) unsafe fn map_file<H: FileHeader>(
    path: &Path,
    populate: bool,
    decode: impl Fn(&[u8; HEADER_LEN]) -> Result<H, Error>,
) -> Result<(memmap2::Mmap, H), Error> {
    let (file, _) = open_filter_file(path)?;
    let mut options = memmap2::MmapOptions::new();
    if populate {
        options.populate();
    }
    // SAFETY: the mapping is read-only and private to its owner; the caller promised that the file
    // is neither truncated nor modified in place while it is mapped (this function's contract).
    let map =
        unsafe { options.map(&file) }.map_err(|e| Error::io("cannot map", &e).in_file(path))?;
    // The file was at least a header long when stat'd; a mapping shorter than that means it
    // shrank since, which is refused the same way.
    let head: &[u8; HEADER_LEN] = map
        .get(..HEADER_LEN)
        .and_then(|h| h.try_into().ok())
        .ok_or_else(|| Error::new(ErrorKind::Truncated, "shorter than its header").in_file(path))?;
    let header = decode(head).map_err(|e| e.in_file(path))?;
    check_len(path, &header.fields(), map.len() as u64)?;
    if !(map.as_ptr() as usize + HEADER_LEN).is_multiple_of(64) {
        return Err(Error::new(ErrorKind::Io, "mapping is not 64-byte aligned").in_file(path));
    }
    Ok((map, header))
}

/// A mapped type's `open_verified`: the result of its `open` of `path`, then its `verify`
/// (errors name the file).
pub(crate) fn verified<M>(
    path: &Path,
    opened: Result<M, Error>,
    verify: impl Fn(&M) -> Result<(), Error>,
) -> Result<M, Error> {
    let m = opened?;
    verify(&m).map_err(|e| e.in_file(path))?;
    Ok(m)
}

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
    /// Ask for transparent huge pages (Linux `MADV_HUGEPAGE`; an error elsewhere). Only some
    /// kernels and file systems grant them for file-backed pages: on an ext4 disk a file mapping
    /// was seen to get none whatever it advised (docs/performance.md, "Mapped files and huge
    /// pages"), so there a mapped filter pays the 4 KiB-page TLB cost an owned `Filter` avoids.
    HugePage,
}

/// A read-only filter backed by a memory-mapped file in the linebloom format (FORMAT.md).
///
/// It answers every query a [`Filter`](crate::Filter) answers, through the same
/// [`FilterRef`] code. Several processes can map one file and share its pages.
///
/// Opening is `unsafe` because the type cannot enforce the one thing its soundness needs: the
/// file must not be truncated or modified in place while it is mapped (another process shrinking
/// it makes later lookups die with `SIGBUS`). Replacing it with
/// [`Filter::save`](crate::Filter::save), which renames a new file over the old name, is safe:
/// the mapping keeps the old file's pages. [`Filter::load`](crate::Filter::load) is the safe,
/// copying alternative.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-doc-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("f.lbf");
/// let mut f = linebloom::Filter::with_fpr(1000, 0.01)?;
/// f.insert("k");
/// f.save(&path)?;
/// // SAFETY: nothing truncates or rewrites `path` in place while `m` lives.
/// let m = unsafe { linebloom::MmapFilter::open(&path)? };
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
    ///
    /// # Safety
    /// While the returned value (or any view of it) lives, the file must not be truncated or
    /// modified in place, by this process or another: reading a page the file no longer has
    /// raises `SIGBUS`, and bytes changing under a `&[u8]` are undefined behaviour. Replacing
    /// the file by renaming a new one over its name is safe (the mapping keeps the old file):
    /// every linebloom writer (`Filter::save`, `MmapFilterMut::finish`, the CLI) does only that.
    /// Use [`Filter::load`](crate::Filter::load) where that cannot be promised.
    pub unsafe fn open<P: AsRef<Path>>(path: P) -> Result<MmapFilter, Error> {
        // SAFETY: the caller upholds the contract above, which is `open_inner`'s.
        unsafe { MmapFilter::open_inner(path.as_ref(), false) }
    }

    /// [`open`](Self::open) with every page read in before it returns (`MAP_POPULATE`): the
    /// first lookups then take no page faults, at the cost of an open that reads the file (it
    /// is no longer O(1) in the filter size).
    ///
    /// # Safety
    /// As for [`open`](Self::open).
    pub unsafe fn open_populated<P: AsRef<Path>>(path: P) -> Result<MmapFilter, Error> {
        // SAFETY: the caller upholds `open`'s contract, which is `open_inner`'s.
        unsafe { MmapFilter::open_inner(path.as_ref(), true) }
    }

    /// # Safety
    /// As for [`open`](Self::open).
    unsafe fn open_inner(path: &Path, populate: bool) -> Result<MmapFilter, Error> {
        // SAFETY: the caller upholds `open`'s contract, which is `map_file`'s.
        let (map, header) = unsafe { map_file(path, populate, Header::decode_filter) }?;
        let ops = Backend::detect().require_for(header.layout)?;
        Ok(MmapFilter { map, header, ops })
    }

    /// [`open`](Self::open), then [`verify`](Self::verify): reads the whole file once.
    ///
    /// # Safety
    /// As for [`open`](Self::open): verifying the blocks once does not stop them changing later.
    pub unsafe fn open_verified<P: AsRef<Path>>(path: P) -> Result<MmapFilter, Error> {
        let path = path.as_ref();
        // SAFETY: the caller upholds `open`'s contract.
        let m = unsafe { MmapFilter::open(path) }?;
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
            #[cfg(target_os = "linux")]
            MapAdvice::HugePage => memmap2::Advice::HugePage,
            #[cfg(not(target_os = "linux"))]
            MapAdvice::HugePage => {
                return Err(Error::new(ErrorKind::Io, "huge-page advice is Linux-only"))
            }
        };
        self.map.advise(a).map_err(|e| Error::io("madvise", &e))
    }

    /// Switches the back end (every back end gives the same answers).
    pub fn set_backend(&mut self, backend: Backend) -> Result<(), Error> {
        self.ops = backend.require_for(self.header.layout)?;
        Ok(())
    }

    /// The shared query view over the mapped blocks.
    #[inline(always)]
    pub fn view(&self) -> FilterRef<'_> {
        // SAFETY: `open` checked that the block bytes start 64-byte aligned and that the file is
        // exactly `HEADER_LEN + 64 * num_blocks` long.
        let blocks = unsafe { blocks_of(&self.map[HEADER_LEN..]) };
        FilterRef {
            blocks,
            k: self.header.k,
            seed: self.header.seed,
            ops: self.ops,
            inserted: self.header.inserted,
            layout: self.header.layout,
        }
    }
}

impl core::fmt::Debug for MmapFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("MmapFilter")?;
        self.view().fmt_shape(f)
    }
}

/// A filter built in place in a memory-mapped file: for filters larger than RAM, whose pages the
/// kernel writes back as it needs. The file is created under a temporary name beside `path`;
/// [`finish`](Self::finish) writes the header and block checksum, syncs, and renames it into
/// place. Dropped unfinished, it removes the temporary file, so `path` never holds a partial
/// filter.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-doc-mut-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("big.lbf");
/// let builder = linebloom::Filter::builder().expected_items(10_000).fpr(0.01);
/// let mut w = linebloom::MmapFilterMut::create(&path, &builder)?;
/// w.insert_batch(&(0..10_000u64).collect::<Vec<_>>());
/// w.finish()?;
/// // SAFETY: nothing modifies the file while it is mapped.
/// assert!(unsafe { linebloom::MmapFilter::open_verified(&path)? }.contains(&42u64));
/// # std::fs::remove_dir_all(&dir).unwrap();
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct MmapFilterMut {
    map: memmap2::MmapMut,
    /// The file under its temporary name; removed on drop unless `finish` persisted it.
    file: TempFile,
    k: u32,
    seed: u64,
    ops: &'static Ops,
    inserted: u64,
    layout: crate::Layout,
}

impl MmapFilterMut {
    /// Creates the (sparse, zero-filled) file for the builder's shape and maps it writable.
    pub fn create<P: AsRef<Path>>(
        path: P,
        builder: &crate::filter::owned::FilterBuilder,
    ) -> Result<Self, Error> {
        let dest = path.as_ref().to_path_buf();
        let shape = builder.shape()?;
        let (seed, backend) = builder.seed_and_backend();
        let ops = backend
            .unwrap_or_else(Backend::detect)
            .require_for(builder.layout_choice())?;
        let len = (shape.num_blocks as u64)
            .checked_mul(64)
            .and_then(|b| b.checked_add(HEADER_LEN as u64))
            .ok_or_else(|| Error::new(ErrorKind::TooLarge, "filter too large for a file"))?;
        let file = TempFile::create(&dest)?;
        let tmp = file.path();
        file.file()
            .set_len(len)
            .map_err(|e| Error::io("sizing the file", &e).in_file(tmp))?;
        // SAFETY: the file was just created under a fresh temporary name by this process and is
        // only reached through this value until `finish` renames it.
        let map = unsafe { memmap2::MmapMut::map_mut(file.file()) }
            .map_err(|e| Error::io("cannot map", &e).in_file(tmp))?;
        if !(map.as_ptr() as usize + HEADER_LEN).is_multiple_of(64) {
            return Err(Error::new(ErrorKind::Io, "mapping is not 64-byte aligned").in_file(tmp));
        }
        let _ = map.advise(memmap2::Advice::Random);
        Ok(MmapFilterMut {
            map,
            file,
            k: shape.k,
            seed,
            ops,
            inserted: 0,
            layout: builder.layout_choice(),
        })
    }

    /// The writable view: every method of [`FilterMut`] is also on `MmapFilterMut` itself.
    pub fn view_mut(&mut self) -> FilterMut<'_> {
        let bytes = &mut self.map[HEADER_LEN..];
        // SAFETY: `create` checked the 64-byte alignment and sized the file to exactly
        // `HEADER_LEN + 64 * num_blocks`; any bit pattern is a valid `Block`; `&mut self` makes
        // the slice the only reference to the mapping.
        let blocks = unsafe {
            core::slice::from_raw_parts_mut(bytes.as_mut_ptr().cast::<Block>(), bytes.len() / 64)
        };
        FilterMut {
            blocks,
            k: self.k,
            seed: self.seed,
            ops: self.ops,
            inserted: &mut self.inserted,
            layout: self.layout,
        }
    }

    /// Queries while building: the shared read-only view (every query method of `FilterRef` is
    /// also on `MmapFilterMut` itself).
    pub fn view(&self) -> FilterRef<'_> {
        // SAFETY: `create` checked the alignment and sized the file to whole blocks.
        let blocks = unsafe { blocks_of(&self.map[HEADER_LEN..]) };
        FilterRef {
            blocks,
            k: self.k,
            seed: self.seed,
            ops: self.ops,
            inserted: self.inserted,
            layout: self.layout,
        }
    }

    /// Writes the header (with the block checksum), flushes the mapping, syncs the file, renames
    /// it to the path given to [`create`](Self::create) and syncs the directory.
    pub fn finish(mut self) -> Result<(), Error> {
        let view = self.view();
        let header = Header {
            k: self.k,
            seed: self.seed,
            num_blocks: view.num_blocks() as u64,
            inserted: self.inserted,
            block_checksum: xxhash_rust::xxh3::xxh3_64(view.as_bytes()),
            layout: self.layout,
        };
        self.map[..HEADER_LEN].copy_from_slice(&header.encode()[..]);
        self.map
            .flush()
            .map_err(|e| Error::io("flushing the mapping", &e).in_file(self.file.path()))?;
        let MmapFilterMut { map, file, .. } = self;
        drop(map);
        file.persist()
    }
}

impl core::fmt::Debug for MmapFilterMut {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("MmapFilterMut")?;
        self.view().fmt_shape(f)
    }
}

crate::filter::view::forward_queries!(MmapFilter, MmapFilterMut);
crate::filter::view_mut::forward_mutation!(MmapFilterMut);
