//! Counting filters on disk: the linebloom file format with layout id 3 (FORMAT.md, "Counting
//! filters"): the Bloom file's header, checks and atomic writer, the lines of counters in place of
//! the blocks. [`MmapCountingFilter`] maps one zero-copy through the shared map-and-validate core.

use crate::error::Error;
use crate::file::format::{
    check_blocks, load_file, read_body, save_atomically, write_file, Header, HEADER_LEN,
};
use crate::file::header::LAYOUT_COUNTING;
use crate::file::mmap::{blocks_of, map_file, verified};
use crate::filter::counting::{counting_queries, CountingFilter, CountingRef};
use crate::filter::forward::one_line_methods;
use crate::probe::{Backend, Ops};
use std::io::{Read, Write};
use std::path::Path;

/// The header of a counting filter: `k`, the seed, the line count, the keys counted, the lines'
/// checksum.
fn header_of(f: CountingRef<'_>) -> Header {
    Header::for_body(f.num_hashes(), f.seed(), f.insert_count(), f.as_bytes())
}

/// The common checks, then: the layout is the counting one, `k` is 1..=16, the line count
/// 1..=2^50. Any counter value is valid, and the count is informational.
fn decode(h: &[u8; HEADER_LEN]) -> Result<Header, Error> {
    Header::decode_as(h, LAYOUT_COUNTING)
}

impl CountingFilter {
    /// Writes the filter in the linebloom file format, layout id 3 (FORMAT.md): the same bytes on
    /// every back end for the same keys, seed and shape.
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        write_file(w, LAYOUT_COUNTING, &header_of(self.view()), self.as_bytes())
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking the header and the
    /// lines' checksum. Memory is claimed only as the lines arrive.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<CountingFilter, Error> {
        let mut head = Box::new([0u8; HEADER_LEN]);
        r.read_exact(&mut head[..])
            .map_err(|e| Error::io("reading the header", &e))?;
        let h = decode(&head)?;
        let mut f = CountingFilter::from_parts(h.num_blocks as usize, h.k, h.seed, None)?;
        read_body(r, f.bytes_mut(), h.block_checksum, "counters")?;
        f.set_count(h.inserted);
        Ok(f)
    }

    /// Reads a counting filter file, refusing it before allocating if its length disagrees with
    /// its header. Errors name the file.
    ///
    /// ```
    /// # let dir = std::env::temp_dir().join(format!("lb-counting-doc-{}", std::process::id()));
    /// # std::fs::create_dir_all(&dir).unwrap();
    /// # let path = dir.join("c.lbf");
    /// let mut f = linebloom::CountingFilter::with_fpr(1000, 0.01)?;
    /// f.insert("k");
    /// f.save(&path)?;
    /// let mut g = linebloom::CountingFilter::load(&path)?;
    /// assert!(g == f && g.remove("k") && !g.contains("k"));
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn load<P: AsRef<Path>>(path: P) -> Result<CountingFilter, Error> {
        load_file(path.as_ref(), decode, |r| CountingFilter::read_from(r))
    }

    /// Saves atomically through the crate's one writer: a new file beside `path` (unnamed on
    /// Linux), synced, renamed over `path`; on any error `path` is untouched.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }
}

/// A read-only counting filter backed by a memory-mapped file (layout id 3). It answers every
/// query a [`CountingFilter`] answers, through the same [`CountingRef`] code. Opening is
/// `unsafe`, as for [`MmapFilter::open`](crate::MmapFilter::open): the file must not be modified
/// or truncated while mapped; replacing it by [`CountingFilter::save`] (a rename) is safe.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-counting-mdoc-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("c.lbf");
/// let mut f = linebloom::CountingFilter::with_fpr(1000, 0.01)?;
/// f.insert(&3u64);
/// f.save(&path)?;
/// // SAFETY: nothing truncates or rewrites `path` in place while `m` lives.
/// let m = unsafe { linebloom::MmapCountingFilter::open(&path)? };
/// assert!(m.contains(&3u64) && m.insert_count() == 1);
/// m.verify()?;
/// # std::fs::remove_dir_all(&dir).unwrap();
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct MmapCountingFilter {
    map: memmap2::Mmap,
    header: Header,
    ops: &'static Ops,
}

impl MmapCountingFilter {
    /// Maps a counting filter file, validating its header, its length and the lines' alignment;
    /// O(1): the lines are not read (see [`verify`](Self::verify)).
    ///
    /// # Safety
    /// As for [`MmapFilter::open`](crate::MmapFilter::open): while the value lives, the file
    /// must not be truncated or modified in place (renaming a new file over it is safe).
    pub unsafe fn open<P: AsRef<Path>>(path: P) -> Result<MmapCountingFilter, Error> {
        // SAFETY: the caller upholds `open`'s contract, which is `map_file`'s.
        let (map, header) = unsafe { map_file(path.as_ref(), false, decode) }?;
        let ops = Backend::detect().require()?;
        Ok(MmapCountingFilter { map, header, ops })
    }

    /// [`open`](Self::open), then [`verify`](Self::verify).
    ///
    /// # Safety
    /// As for [`open`](Self::open).
    pub unsafe fn open_verified<P: AsRef<Path>>(path: P) -> Result<MmapCountingFilter, Error> {
        let path = path.as_ref();
        // SAFETY: the caller upholds `open`'s contract.
        verified(
            path,
            unsafe { MmapCountingFilter::open(path) },
            Self::verify,
        )
    }

    one_line_methods! {
        /// Checks the lines' checksum (reads every line).
        pub fn verify(&self) -> Result<(), Error> =
            check_blocks(&self.header, &self.map[HEADER_LEN..]);
        /// Switches the back end (every back end gives the same answers).
        pub fn set_backend(&mut self, backend: Backend) -> Result<(), Error> =
            backend.require().map(|ops| self.ops = ops);
    }

    /// The read-only view every query goes through.
    #[inline(always)]
    pub fn view(&self) -> CountingRef<'_> {
        // SAFETY: `open` checked that the line bytes start 64-byte aligned and that the file is
        // exactly `HEADER_LEN + 64 * lines` long.
        let lines = unsafe { blocks_of(&self.map[HEADER_LEN..]) };
        let h = &self.header;
        CountingRef::new(lines, h.k, h.seed, h.inserted, self.ops)
    }

    /// A heap copy that can take inserts and removals.
    pub fn to_owned_filter(&self) -> Result<CountingFilter, Error> {
        let v = self.view();
        let mut f = CountingFilter::from_parts(v.num_lines(), v.num_hashes(), v.seed(), None)?;
        f.bytes_mut().copy_from_slice(v.as_bytes());
        f.set_count(v.insert_count());
        Ok(f)
    }
}

impl core::fmt::Debug for MmapCountingFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.view().fmt(f)
    }
}

counting_queries!(MmapCountingFilter);
