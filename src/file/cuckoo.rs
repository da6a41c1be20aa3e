//! Cuckoo filters on disk: the linebloom file format with layout id 2 (FORMAT.md, "Cuckoo
//! filters"): the same header, checksums, refusals and atomic writer as a Bloom filter file, the
//! table's bytes in place of the blocks. [`MmapCuckooFilter`] maps one zero-copy.

use crate::error::{Error, ErrorKind};
use crate::file::format::{
    check_common, load_file, read_body, save_atomically, write_file, FileHeader, Header, HEADER_LEN,
};
use crate::file::header::{corrupt, expect_layout, u32_at, u64_at, LAYOUT_CUCKOO, MAX_LINES};
use crate::file::mmap::map_file;
use crate::filter::cuckoo::view::{cuckoo_queries, CuckooRef};
use crate::filter::cuckoo::{CuckooFilter, MIN_BUCKETS};
use crate::layout::buckets::{self, Shape};
use crate::probe::{Backend, Ops};
use std::io::{Read, Write};
use std::path::Path;
use xxhash_rust::xxh3::xxh3_64;

/// A validated cuckoo header: the shape, seed and fingerprint count, and the table checksum.
struct CuckooHeader {
    shape: Shape,
    seed: u64,
    count: u64,
    checksum: u64,
}

impl FileHeader for CuckooHeader {
    fn fields(&self) -> Header {
        Header {
            k: self.shape.fp_bits,
            seed: self.seed,
            num_blocks: (self.shape.table_bytes() / 64) as u64,
            inserted: self.count,
            block_checksum: self.checksum,
            layout: crate::Layout::Blocked,
        }
    }
}

impl CuckooHeader {
    fn of(f: CuckooRef<'_>) -> CuckooHeader {
        CuckooHeader {
            shape: f.shape,
            seed: f.seed,
            count: f.count,
            checksum: xxh3_64(f.table),
        }
    }

    /// The common checks (FORMAT.md's order), then: the layout is the cuckoo one, the
    /// fingerprint width is 8 or 16, the line count gives a power-of-two bucket count of at
    /// least 16, and the fingerprint count is at most the slots.
    fn decode(h: &[u8; HEADER_LEN]) -> Result<CuckooHeader, Error> {
        expect_layout(check_common(h)?, LAYOUT_CUCKOO)?;
        let fp_bits = u32_at(h, 20);
        if fp_bits != 8 && fp_bits != 16 {
            return Err(corrupt(format!(
                "fingerprint width {fp_bits} is not 8 or 16"
            )));
        }
        let lines = u64_at(h, 32);
        let per_line = 64 / (u64::from(fp_bits) / 2);
        let buckets = lines.checked_mul(per_line).filter(|&b| {
            lines <= MAX_LINES
                && lines <= (isize::MAX as u64) / 64
                && b.is_power_of_two()
                && b >= MIN_BUCKETS as u64
        });
        let Some(buckets) = buckets else {
            return Err(corrupt(format!(
                "table line count {lines} is impossible (the buckets must be a power of two, \
                 at least {MIN_BUCKETS})"
            )));
        };
        let shape = Shape {
            buckets: buckets as usize,
            fp_bits,
        };
        let count = u64_at(h, 40);
        if count > shape.slots() as u64 {
            return Err(corrupt(format!(
                "{count} fingerprints do not fit {} slots",
                shape.slots()
            )));
        }
        Ok(CuckooHeader {
            shape,
            seed: u64_at(h, 24),
            count,
            checksum: u64_at(h, 56),
        })
    }
}

fn count_error(count: u64, held: u64) -> Error {
    corrupt(format!(
        "the header counts {count} fingerprints but the table holds {held}"
    ))
}

fn checksum_error() -> Error {
    Error::new(
        ErrorKind::CorruptBlocks,
        "table checksum mismatch: the cuckoo filter's fingerprints are damaged",
    )
}

impl CuckooFilter {
    /// Writes the filter in the linebloom file format, layout id 2 (FORMAT.md).
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let fields = CuckooHeader::of(self.view()).fields();
        write_file(w, LAYOUT_CUCKOO, &fields, self.as_bytes())
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking the header, the table
    /// checksum and that the header's fingerprint count is the table's.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<CuckooFilter, Error> {
        let mut head = Box::new([0u8; HEADER_LEN]);
        r.read_exact(&mut head[..])
            .map_err(|e| Error::io("reading the header", &e))?;
        let h = CuckooHeader::decode(&head)?;
        let mut f = CuckooFilter::from_shape(h.shape.buckets, h.shape.fp_bits, h.seed, None)?;
        read_body(r, f.bytes_mut(), h.checksum, "table")?;
        if buckets::occupied(h.shape, f.as_bytes()) != h.count {
            return Err(corrupt(format!(
                "the header counts {} fingerprints but the table holds {}",
                h.count,
                buckets::occupied(h.shape, f.as_bytes())
            )));
        }
        f.set_count(h.count);
        Ok(f)
    }

    /// Reads a cuckoo filter file, refusing it before allocating if its length disagrees with
    /// its header. Errors name the file.
    ///
    /// ```
    /// # let dir = std::env::temp_dir().join(format!("lb-cuckoo-doc-{}", std::process::id()));
    /// # std::fs::create_dir_all(&dir).unwrap();
    /// # let path = dir.join("c.lbf");
    /// let mut f = linebloom::CuckooFilter::with_capacity(1000)?;
    /// f.insert("k")?;
    /// f.save(&path)?;
    /// let g = linebloom::CuckooFilter::load(&path)?;
    /// assert!(g.contains("k") && g.insert_count() == 1);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn load<P: AsRef<Path>>(path: P) -> Result<CuckooFilter, Error> {
        load_file(path.as_ref(), CuckooHeader::decode, |r| {
            CuckooFilter::read_from(r)
        })
    }

    /// Saves atomically through the crate's one temp-file writer: a new file beside `path`
    /// (unnamed on Linux), synced, renamed over `path`; on any error `path` is untouched.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }
}

/// A read-only cuckoo filter backed by a memory-mapped file (layout id 2). It answers every
/// query a [`CuckooFilter`] answers, through the same [`CuckooRef`] code. Opening is `unsafe`,
/// as for [`MmapFilter::open`](crate::MmapFilter::open): the file must not be modified or
/// truncated while mapped; replacing it by [`CuckooFilter::save`] (a rename) is safe.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-cuckoo-mdoc-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("c.lbf");
/// let mut f = linebloom::CuckooFilter::with_capacity(1000)?;
/// f.insert(&3u64)?;
/// f.save(&path)?;
/// // SAFETY: nothing truncates or rewrites `path` in place while `m` lives.
/// let m = unsafe { linebloom::MmapCuckooFilter::open(&path)? };
/// assert!(m.contains(&3u64));
/// m.verify()?;
/// # std::fs::remove_dir_all(&dir).unwrap();
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct MmapCuckooFilter {
    map: memmap2::Mmap,
    shape: Shape,
    seed: u64,
    count: u64,
    checksum: u64,
    ops: &'static Ops,
}

impl MmapCuckooFilter {
    /// Maps a cuckoo filter file, validating its header and length; O(1): the table is not
    /// read (see [`verify`](Self::verify)).
    ///
    /// # Safety
    /// As for [`MmapFilter::open`](crate::MmapFilter::open): while the value lives, the file
    /// must not be truncated or modified in place (renaming a new file over it is safe).
    pub unsafe fn open<P: AsRef<Path>>(path: P) -> Result<MmapCuckooFilter, Error> {
        // SAFETY: the caller upholds `open`'s contract, which is `map_file`'s.
        let (map, h) = unsafe { map_file(path.as_ref(), false, CuckooHeader::decode) }?;
        let ops = Backend::detect().require()?;
        Ok(MmapCuckooFilter {
            map,
            shape: h.shape,
            seed: h.seed,
            count: h.count,
            checksum: h.checksum,
            ops,
        })
    }

    /// [`open`](Self::open), then [`verify`](Self::verify).
    ///
    /// # Safety
    /// As for [`open`](Self::open).
    pub unsafe fn open_verified<P: AsRef<Path>>(path: P) -> Result<MmapCuckooFilter, Error> {
        let path = path.as_ref();
        // SAFETY: the caller upholds `open`'s contract.
        let m = unsafe { MmapCuckooFilter::open(path) }?;
        m.verify().map_err(|e| e.in_file(path))?;
        Ok(m)
    }

    /// Checks the table checksum and the fingerprint count (reads the whole table).
    pub fn verify(&self) -> Result<(), Error> {
        let table = &self.map[HEADER_LEN..];
        if xxh3_64(table) != self.checksum {
            return Err(checksum_error());
        }
        let held = buckets::occupied(self.shape, table);
        if held != self.count {
            return Err(count_error(self.count, held));
        }
        Ok(())
    }

    /// The read-only view every query goes through.
    #[inline(always)]
    pub fn view(&self) -> CuckooRef<'_> {
        CuckooRef {
            table: &self.map[HEADER_LEN..],
            shape: self.shape,
            seed: self.seed,
            count: self.count,
            ops: self.ops,
        }
    }

    /// A heap copy that can take inserts and removals. It reads the whole table, so it checks
    /// the header's fingerprint count against it (as [`verify`](Self::verify) does): a copy
    /// whose count disagreed with its table would miscount on `remove` and be written as a file
    /// that [`CuckooFilter::load`] refuses.
    pub fn to_owned_filter(&self) -> Result<CuckooFilter, Error> {
        let table = &self.map[HEADER_LEN..];
        let held = buckets::occupied(self.shape, table);
        if held != self.count {
            return Err(count_error(self.count, held));
        }
        let mut f =
            CuckooFilter::from_shape(self.shape.buckets, self.shape.fp_bits, self.seed, None)?;
        f.bytes_mut().copy_from_slice(table);
        f.set_count(held);
        Ok(f)
    }
}

impl core::fmt::Debug for MmapCuckooFilter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.view().fmt(f)
    }
}

cuckoo_queries!(MmapCuckooFilter);
