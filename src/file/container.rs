//! The container format (FORMAT.md, "Containers"): several filter files in one, with the
//! parameters and order of a [`ScalableFilter`]'s sub-filters or a [`RotatingFilter`]'s
//! generations. Every member is a complete filter file at a 4096-aligned offset, so a mapping of
//! the container gives each member's blocks 64-byte aligned, exactly as a filter file does.

use crate::error::{Error, ErrorKind};
use crate::file::format::{check_blocks, open_regular, save_atomically, Header, HEADER_LEN};
use crate::filter::owned::Filter;
use crate::filter::rotating::RotatingFilter;
use crate::filter::scalable::ScalableFilter;
use crate::filter::view::FilterRef;
use crate::filter::MAX_MEMBERS;
use crate::layout::block::Block;
use crate::layout::key::Key;
use crate::probe::{Backend, Ops};
use std::io::{Read, Write};
use std::path::Path;
use xxhash_rust::xxh3::xxh3_64;

const MAGIC: [u8; 8] = *b"LBSTACK1";
const VERSION: u32 = 1;
const CHECKSUM_AT: usize = 72;
const TABLE_AT: usize = 80;
const ENTRY_LEN: usize = 32;
/// Flag bit 0: a nonscaling ScalableFilter, or a RotatingFilter with manual rotation.
const FLAG_FIXED: u32 = 1;

/// What a container holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ContainerKind {
    /// A [`ScalableFilter`]'s sub-filters, oldest (smallest) first.
    Scalable,
    /// A [`RotatingFilter`]'s generations, in ring order with the current one recorded.
    Rotating,
}

/// One member of the table: where its filter file is and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Member {
    pub offset: u64,
    /// Bytes of its filter file (`4096 + 64 * blocks`).
    pub len: u64,
    /// Keys it is sized for.
    pub capacity: u64,
    /// Keys added to it.
    pub count: u64,
}

/// The decoded, validated container header.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ContainerHeader {
    pub kind: ContainerKind,
    pub fixed: bool,
    pub seed: u64,
    pub fpr: f64,
    /// Scalable: initial capacity. Rotating: capacity per generation.
    pub capacity: u64,
    /// Scalable: expansion. Rotating: the current generation's index.
    pub b: u32,
    /// Scalable: tightening (f64 bits). Rotating: rotations so far.
    pub c: u64,
    /// Scalable: keys inserted as new. Rotating: 0.
    pub inserted: u64,
    pub members: Vec<Member>,
}

/// The most a count in a container may claim: past 2^63 keys or rotations is no real history, and
/// leaves room to count on without overflow.
const MAX_COUNT: u64 = 1 << 63;

fn corrupt(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::CorruptHeader, message)
}

fn align_page(x: u64) -> u64 {
    x.div_ceil(HEADER_LEN as u64) * HEADER_LEN as u64
}

impl ContainerHeader {
    /// The container length the member table implies.
    pub(crate) fn file_len(&self) -> u64 {
        self.members
            .last()
            .map_or(HEADER_LEN as u64, |m| m.offset + m.len)
    }

    fn encode(&self) -> Box<[u8; HEADER_LEN]> {
        let mut h = Box::new([0u8; HEADER_LEN]);
        let kind: u32 = match self.kind {
            ContainerKind::Scalable => 1,
            ContainerKind::Rotating => 2,
        };
        h[0..8].copy_from_slice(&MAGIC);
        h[8..12].copy_from_slice(&VERSION.to_le_bytes());
        h[12..16].copy_from_slice(&kind.to_le_bytes());
        h[16..20].copy_from_slice(&(self.members.len() as u32).to_le_bytes());
        let flags = if self.fixed { FLAG_FIXED } else { 0 };
        h[20..24].copy_from_slice(&flags.to_le_bytes());
        h[24..32].copy_from_slice(&self.seed.to_le_bytes());
        h[32..40].copy_from_slice(&self.fpr.to_bits().to_le_bytes());
        h[40..48].copy_from_slice(&self.capacity.to_le_bytes());
        h[48..52].copy_from_slice(&self.b.to_le_bytes());
        h[56..64].copy_from_slice(&self.c.to_le_bytes());
        h[64..72].copy_from_slice(&self.inserted.to_le_bytes());
        for (i, m) in self.members.iter().enumerate() {
            let e = TABLE_AT + i * ENTRY_LEN;
            h[e..e + 8].copy_from_slice(&m.offset.to_le_bytes());
            h[e + 8..e + 16].copy_from_slice(&m.len.to_le_bytes());
            h[e + 16..e + 24].copy_from_slice(&m.capacity.to_le_bytes());
            h[e + 24..e + 32].copy_from_slice(&m.count.to_le_bytes());
        }
        let sum = xxh3_64(&h[..]);
        h[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
        h
    }

    /// Checks, in this order: magic, version, header checksum, kind, flags, member count,
    /// reserved bytes, then the member table (each member a whole number of blocks after a
    /// filter header, at the page after the one before). The members' own headers are checked
    /// when they are read.
    pub(crate) fn decode(h: &[u8; HEADER_LEN]) -> Result<ContainerHeader, Error> {
        let u32_at = |i: usize| u32::from_le_bytes(h[i..i + 4].try_into().unwrap_or_default());
        let u64_at = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().unwrap_or_default());
        if h[0..8] != MAGIC {
            return Err(Error::new(
                ErrorKind::BadMagic,
                "not a linebloom container (wrong magic)",
            ));
        }
        let version = u32_at(8);
        if version != VERSION {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!(
                    "container version {version} is not supported (this build reads version {VERSION})"
                ),
            ));
        }
        let mut zeroed = *h;
        zeroed[CHECKSUM_AT..CHECKSUM_AT + 8].fill(0);
        if xxh3_64(&zeroed) != u64_at(CHECKSUM_AT) {
            return Err(corrupt(
                "container header checksum mismatch: the header is damaged",
            ));
        }
        let kind = match u32_at(12) {
            1 => ContainerKind::Scalable,
            2 => ContainerKind::Rotating,
            k => {
                return Err(Error::new(
                    ErrorKind::Unsupported,
                    format!("unknown container kind {k}"),
                ))
            }
        };
        let flags = u32_at(20);
        if flags & !FLAG_FIXED != 0 {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!("unknown container flags {flags:#x}"),
            ));
        }
        let count = u32_at(16) as usize;
        let min = if kind == ContainerKind::Rotating {
            2
        } else {
            1
        };
        if !(min..=MAX_MEMBERS).contains(&count) {
            return Err(corrupt(format!(
                "member count {count} is out of range {min}..={MAX_MEMBERS}"
            )));
        }
        let table_end = TABLE_AT + count * ENTRY_LEN;
        if h[52..56].iter().chain(&h[table_end..]).any(|&b| b != 0) {
            return Err(corrupt("reserved container header bytes are not zero"));
        }
        let mut members = Vec::with_capacity(count);
        let mut expected = HEADER_LEN as u64;
        for i in 0..count {
            let e = TABLE_AT + i * ENTRY_LEN;
            let (offset, len) = (u64_at(e), u64_at(e + 8));
            if offset != expected {
                return Err(corrupt(format!(
                    "member {i} starts at {offset}, not at {expected} (the page after the member before)"
                )));
            }
            let blocks_ok = len > HEADER_LEN as u64 && (len - HEADER_LEN as u64).is_multiple_of(64);
            let end = offset.checked_add(len).filter(|&e| e < u64::MAX / 2);
            let Some(end) = end.filter(|_| blocks_ok) else {
                return Err(corrupt(format!(
                    "member {i} has an impossible length {len}"
                )));
            };
            members.push(Member {
                offset,
                len,
                capacity: u64_at(e + 16),
                count: u64_at(e + 24),
            });
            expected = align_page(end);
        }
        Ok(ContainerHeader {
            kind,
            fixed: flags & FLAG_FIXED != 0,
            seed: u64_at(24),
            fpr: f64::from_bits(u64_at(32)),
            capacity: u64_at(40),
            b: u32_at(48),
            c: u64_at(56),
            inserted: u64_at(64),
            members,
        })
    }

    /// Checks a member's own (decoded) header against the table entry and the container.
    fn check_member(&self, i: usize, h: &Header) -> Result<(), Error> {
        if h.file_len() != self.members[i].len {
            return Err(corrupt(format!(
                "member {i}: the table says {} bytes, its header {}",
                self.members[i].len,
                h.file_len()
            )));
        }
        if h.seed != self.seed {
            return Err(corrupt(format!(
                "member {i} has seed {:#x}, the container {:#x}",
                h.seed, self.seed
            )));
        }
        Ok(())
    }
}

/// A ScalableFilter container's parameters as the builder that made them.
fn scalable_shape(c: &ContainerHeader) -> crate::filter::scalable::ScalableBuilder {
    crate::filter::scalable::ScalableBuilder {
        initial_capacity: c.capacity,
        fpr: c.fpr,
        expansion: c.b,
        tightening: f64::from_bits(c.c),
        seed: c.seed,
        scaling: !c.fixed,
        backend: None,
    }
}

/// Checks the parameters of the container's kind against its members' shapes (block count and
/// `k` of each): what makes the typed filter's invariants hold, whether it is read or mapped.
fn check_params(c: &ContainerHeader, shapes: &[(u64, u32)]) -> Result<(), Error> {
    match c.kind {
        ContainerKind::Scalable => {
            let shape = scalable_shape(c);
            shape
                .check()
                .map_err(|e| corrupt(format!("container parameters: {e}")))?;
            let mut capacity = Some(c.capacity);
            for (i, m) in c.members.iter().enumerate() {
                if capacity != Some(m.capacity) || m.count > m.capacity {
                    return Err(corrupt(format!(
                        "member {i}: capacity {} and count {} do not fit the parameters",
                        m.capacity, m.count
                    )));
                }
                capacity = capacity.and_then(|n| n.checked_mul(u64::from(c.b)));
            }
            let sum = c
                .members
                .iter()
                .try_fold(0u64, |sum, m| sum.checked_add(m.count));
            if sum != Some(c.inserted) {
                return Err(corrupt(
                    "the insert count disagrees with the members' counts",
                ));
            }
        }
        ContainerKind::Rotating => {
            let g = c.members.len();
            if !(c.fpr > 0.0 && c.fpr < 1.0)
                || c.capacity == 0
                || c.b as usize >= g
                || c.inserted != 0
            {
                return Err(corrupt(format!(
                    "container parameters: fpr {}, capacity {}, current generation {} of {g}",
                    c.fpr, c.capacity, c.b
                )));
            }
            if shapes.iter().any(|s| *s != shapes[0])
                || c.members.iter().any(|m| m.capacity != c.capacity)
            {
                return Err(corrupt("the generations differ in shape or capacity"));
            }
            // Every rotation advances the current generation by one, from 0: so the current one
            // is the rotation count modulo g. A count past 2^63 could not have been reached.
            if c.c > MAX_COUNT || c.c % g as u64 != u64::from(c.b) {
                return Err(corrupt(format!(
                    "{} rotations cannot leave generation {} of {g} current",
                    c.c, c.b
                )));
            }
            // A generation takes keys until it holds its capacity, when automatic rotation moves
            // on; with manual rotation it may hold more, but not past 2^63.
            let most = if c.fixed { MAX_COUNT } else { c.capacity };
            if let Some((i, m)) = c.members.iter().enumerate().find(|(_, m)| m.count > most) {
                return Err(corrupt(format!(
                    "generation {i} counts {} keys, more than it can hold ({most})",
                    m.count
                )));
            }
        }
    }
    Ok(())
}

/// The bytes before member `i` (after the one before it) are zero, as FORMAT.md says: nothing
/// unchecked hides between the checksummed parts.
fn check_padding(i: usize, pad: &[u8]) -> Result<(), Error> {
    if pad.iter().any(|&b| b != 0) {
        return Err(corrupt(format!(
            "the padding before member {i} is not zero"
        )));
    }
    Ok(())
}

/// Lays out members after the container header: each at the next page boundary.
fn layout(members: &mut [Member]) {
    let mut at = HEADER_LEN as u64;
    for m in members {
        m.offset = at;
        at = align_page(at + m.len);
    }
}

/// Writes a container: header, then each member filter file, zero-padded to a page boundary.
fn write_container<W: Write + ?Sized>(
    w: &mut W,
    mut header: ContainerHeader,
    filters: &[&Filter],
) -> Result<(), Error> {
    layout(&mut header.members);
    w.write_all(&header.encode()[..])
        .map_err(|e| Error::io("writing the container header", &e))?;
    let mut at = HEADER_LEN as u64;
    for (m, f) in header.members.iter().zip(filters) {
        w.write_all(&vec![0u8; (m.offset - at) as usize])
            .map_err(|e| Error::io("writing padding", &e))?;
        f.write_to(w)?;
        at = m.offset + m.len;
    }
    Ok(())
}

/// Reads a whole container from a stream: header, then each member in order (its header and
/// block checksum checked by `Filter::read_from`), then checks that the stream ends there.
fn read_container<R: Read + ?Sized>(r: &mut R) -> Result<(ContainerHeader, Vec<Filter>), Error> {
    let mut head = Box::new([0u8; HEADER_LEN]);
    r.read_exact(&mut head[..])
        .map_err(|e| Error::io("reading the container header", &e))?;
    let c = ContainerHeader::decode(&head)?;
    let mut filters = Vec::with_capacity(c.members.len());
    let mut at = HEADER_LEN as u64;
    for (i, m) in c.members.iter().enumerate() {
        // Less than a page (`check_container_len` checked the layout): read it and hold it to
        // FORMAT.md's zeros, as the mapped reader does.
        let mut pad = vec![0u8; (m.offset - at) as usize];
        r.read_exact(&mut pad).map_err(|e| match e.kind() {
            std::io::ErrorKind::UnexpectedEof => Error::new(
                ErrorKind::Truncated,
                format!("the input ends before member {i}"),
            ),
            _ => Error::io("reading padding", &e),
        })?;
        check_padding(i, &pad)?;
        // The member's header is checked before its blocks are claimed.
        let mut member_head = Box::new([0u8; HEADER_LEN]);
        r.read_exact(&mut member_head[..])
            .map_err(|e| Error::io(&format!("reading member {i}'s header"), &e))?;
        let h = Header::decode(&member_head)
            .map_err(|e| Error::new(e.kind(), format!("member {i}: {e}")))?;
        c.check_member(i, &h)?;
        let mut whole = std::io::Cursor::new(&member_head[..]).chain(&mut *r);
        let f = Filter::read_from(&mut whole)
            .map_err(|e| Error::new(e.kind(), format!("member {i}: {e}")))?;
        filters.push(f);
        at = m.offset + m.len;
    }
    let mut extra = [0u8; 1];
    if r.read(&mut extra).map_err(|e| Error::io("reading", &e))? != 0 {
        return Err(corrupt("bytes follow the last member"));
    }
    let shapes: Vec<(u64, u32)> = filters
        .iter()
        .map(|f| (f.num_blocks() as u64, f.num_hashes()))
        .collect();
    check_params(&c, &shapes)?;
    Ok((c, filters))
}

/// Reads a container file: checks its length against the table before reading any member.
fn load_container(path: &Path) -> Result<(ContainerHeader, Vec<Filter>), Error> {
    let mut file = open_regular(path)?;
    let len = file
        .metadata()
        .map_err(|e| Error::io("reading the file's metadata", &e).in_file(path))?
        .len();
    let mut head = Box::new([0u8; HEADER_LEN]);
    file.read_exact(&mut head[..])
        .map_err(|e| Error::io("reading the container header", &e).in_file(path))?;
    let c = ContainerHeader::decode(&head).map_err(|e| e.in_file(path))?;
    check_container_len(&c, len).map_err(|e| e.in_file(path))?;
    let mut whole = std::io::Cursor::new(&head[..]).chain(file);
    read_container(&mut whole).map_err(|e| e.in_file(path))
}

fn check_container_len(c: &ContainerHeader, len: u64) -> Result<(), Error> {
    let want = c.file_len();
    if len < want {
        return Err(Error::new(
            ErrorKind::Truncated,
            format!("{len} bytes, the container's members end at {want}"),
        ));
    }
    if len > want {
        return Err(corrupt(format!(
            "{len} bytes, the container's members end at {want}"
        )));
    }
    Ok(())
}

fn wrong_kind(want: ContainerKind, got: ContainerKind) -> Error {
    Error::new(
        ErrorKind::Incompatible,
        format!("a {got:?} container, not a {want:?} one"),
    )
}

impl ScalableFilter {
    fn container(&self) -> (ContainerHeader, Vec<&Filter>) {
        let b = &self.shape;
        let members = self
            .filters
            .iter()
            .map(|s| Member {
                offset: 0,
                len: HEADER_LEN as u64 + s.filter.size_bytes() as u64,
                capacity: s.capacity,
                count: s.len,
            })
            .collect();
        let header = ContainerHeader {
            kind: ContainerKind::Scalable,
            fixed: !b.scaling,
            seed: b.seed,
            fpr: b.fpr,
            capacity: b.initial_capacity,
            b: b.expansion,
            c: b.tightening.to_bits(),
            inserted: self.inserted,
            members,
        };
        (header, self.filters.iter().map(|s| &s.filter).collect())
    }

    fn from_container(c: ContainerHeader, filters: Vec<Filter>) -> Result<ScalableFilter, Error> {
        if c.kind != ContainerKind::Scalable {
            return Err(wrong_kind(ContainerKind::Scalable, c.kind));
        }
        // `read_container` checked the parameters and counts (`check_params`).
        let shape = scalable_shape(&c);
        let filters = c
            .members
            .iter()
            .zip(filters)
            .map(|(m, filter)| crate::filter::scalable::Sub {
                filter,
                capacity: m.capacity,
                len: m.count,
            })
            .collect();
        Ok(ScalableFilter {
            filters,
            shape,
            inserted: c.inserted,
        })
    }

    /// Writes the filter as a container (FORMAT.md, "Containers"): its parameters, then every
    /// sub-filter as a filter file.
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let (header, filters) = self.container();
        write_container(w, header, &filters)
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking every header and block
    /// checksum.
    ///
    /// # Errors
    /// The typed errors of [`Filter::read_from`], and [`ErrorKind::Incompatible`] for a
    /// container of a `RotatingFilter`.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<ScalableFilter, Error> {
        let (c, filters) = read_container(r)?;
        ScalableFilter::from_container(c, filters)
    }

    /// Saves atomically, as [`Filter::save`] does.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }

    /// Reads a container file written by [`save`](Self::save).
    pub fn load<P: AsRef<Path>>(path: P) -> Result<ScalableFilter, Error> {
        let path = path.as_ref();
        let (c, filters) = load_container(path)?;
        ScalableFilter::from_container(c, filters).map_err(|e| e.in_file(path))
    }
}

impl RotatingFilter {
    fn container(&self) -> (ContainerHeader, Vec<&Filter>) {
        let members = self
            .generations
            .iter()
            .map(|g| Member {
                offset: 0,
                len: HEADER_LEN as u64 + g.filter.size_bytes() as u64,
                capacity: self.capacity,
                count: g.len,
            })
            .collect();
        let header = ContainerHeader {
            kind: ContainerKind::Rotating,
            fixed: !self.auto_rotate,
            seed: self.seed,
            fpr: self.fpr,
            capacity: self.capacity,
            b: self.current as u32,
            c: self.rotations,
            inserted: 0,
            members,
        };
        (header, self.generations.iter().map(|g| &g.filter).collect())
    }

    fn from_container(c: ContainerHeader, filters: Vec<Filter>) -> Result<RotatingFilter, Error> {
        if c.kind != ContainerKind::Rotating {
            return Err(wrong_kind(ContainerKind::Rotating, c.kind));
        }
        // `read_container` checked the parameters and shapes (`check_params`).
        Ok(RotatingFilter {
            generations: filters
                .into_iter()
                .zip(&c.members)
                .map(|(filter, m)| crate::filter::rotating::Generation {
                    filter,
                    len: m.count,
                })
                .collect(),
            current: c.b as usize,
            capacity: c.capacity,
            fpr: c.fpr,
            auto_rotate: !c.fixed,
            seed: c.seed,
            rotations: c.c,
        })
    }

    /// Writes the filter as a container (FORMAT.md, "Containers"): its parameters and which
    /// generation is current, then every generation as a filter file, in ring order.
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> Result<(), Error> {
        let (header, filters) = self.container();
        write_container(w, header, &filters)
    }

    /// Reads a filter written by [`write_to`](Self::write_to), checking every header and block
    /// checksum.
    ///
    /// # Errors
    /// The typed errors of [`Filter::read_from`], and [`ErrorKind::Incompatible`] for a
    /// container of a `ScalableFilter`.
    pub fn read_from<R: Read + ?Sized>(r: &mut R) -> Result<RotatingFilter, Error> {
        let (c, filters) = read_container(r)?;
        RotatingFilter::from_container(c, filters)
    }

    /// Saves atomically, as [`Filter::save`] does.
    pub fn save<P: AsRef<Path>>(&self, path: P) -> Result<(), Error> {
        save_atomically(path.as_ref(), |w| self.write_to(w))
    }

    /// Reads a container file written by [`save`](Self::save).
    pub fn load<P: AsRef<Path>>(path: P) -> Result<RotatingFilter, Error> {
        let path = path.as_ref();
        let (c, filters) = load_container(path)?;
        RotatingFilter::from_container(c, filters).map_err(|e| e.in_file(path))
    }
}

/// A container file mapped zero-copy, read-only: the members of a saved [`ScalableFilter`] or
/// [`RotatingFilter`], each answered through the same [`FilterRef`] code as any filter, and a
/// key "may be present" when any member may contain it (the answer both types give).
///
/// Opening reads the container header and the members' headers only. As with
/// [`MmapFilter`](crate::MmapFilter), the file must not be modified or truncated while it is
/// mapped; replacing it by `save` (which renames a new file into place) is safe.
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("lb-doc-stack-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// # let path = dir.join("s.lbs");
/// let mut f = linebloom::ScalableFilter::builder().initial_capacity(100).build()?;
/// for k in 0..1000u64 {
///     f.insert(&k)?;
/// }
/// f.save(&path)?;
/// // SAFETY: nothing truncates or rewrites `path` in place while `m` lives.
/// let m = unsafe { linebloom::MmapContainer::open(&path)? };
/// assert_eq!(m.num_filters(), f.num_filters());
/// assert!(m.contains(&999u64));
/// m.verify()?;
/// assert_eq!(linebloom::ScalableFilter::load(&path)?.insert_count(), f.insert_count());
/// # std::fs::remove_dir_all(&dir).unwrap();
/// # Ok::<(), linebloom::Error>(())
/// ```
pub struct MmapContainer {
    map: memmap2::Mmap,
    header: ContainerHeader,
    members: Vec<Header>,
    ops: &'static Ops,
}

impl MmapContainer {
    /// Maps a container file and checks its header, its members' headers and its length.
    ///
    /// # Safety
    /// As for [`MmapFilter::open`](crate::MmapFilter::open): the file must not be truncated or
    /// modified in place while the value lives (renaming a new file over it is safe).
    pub unsafe fn open<P: AsRef<Path>>(path: P) -> Result<MmapContainer, Error> {
        let path = path.as_ref();
        let file = open_regular(path)?;
        // SAFETY: the mapping is read-only and private to this value; the caller promised that the
        // file is neither truncated nor modified in place while it is mapped (`open`'s contract).
        let map = unsafe { memmap2::Mmap::map(&file) }
            .map_err(|e| Error::io("cannot map", &e).in_file(path))?;
        let head: &[u8; HEADER_LEN] = map
            .get(..HEADER_LEN)
            .and_then(|h| h.try_into().ok())
            .ok_or_else(|| {
                Error::new(ErrorKind::Truncated, "shorter than its header").in_file(path)
            })?;
        let header = ContainerHeader::decode(head).map_err(|e| e.in_file(path))?;
        check_container_len(&header, map.len() as u64).map_err(|e| e.in_file(path))?;
        let mut members = Vec::with_capacity(header.members.len());
        let mut end = HEADER_LEN;
        for (i, m) in header.members.iter().enumerate() {
            let at = m.offset as usize;
            check_padding(i, &map[end..at]).map_err(|e| e.in_file(path))?;
            end = at + m.len as usize;
            let h: &[u8; HEADER_LEN] = map[at..at + HEADER_LEN]
                .try_into()
                .map_err(|_| corrupt("member header out of range").in_file(path))?;
            let h = Header::decode(h)
                .map_err(|e| Error::new(e.kind(), format!("member {i}: {e}")).in_file(path))?;
            header.check_member(i, &h).map_err(|e| e.in_file(path))?;
            if !(map.as_ptr() as usize + at + HEADER_LEN).is_multiple_of(64) {
                return Err(
                    Error::new(ErrorKind::Io, "mapping is not 64-byte aligned").in_file(path)
                );
            }
            members.push(h);
        }
        let shapes: Vec<(u64, u32)> = members.iter().map(|h| (h.num_blocks, h.k)).collect();
        check_params(&header, &shapes).map_err(|e| e.in_file(path))?;
        let ops = Backend::detect().require()?;
        Ok(MmapContainer {
            map,
            header,
            members,
            ops,
        })
    }

    /// What the container holds.
    pub fn kind(&self) -> ContainerKind {
        self.header.kind
    }

    /// The number of members (sub-filters or generations).
    pub fn num_filters(&self) -> usize {
        self.members.len()
    }

    /// The shared seed.
    pub fn seed(&self) -> u64 {
        self.header.seed
    }

    /// The false-positive rate the filter was built for.
    pub fn fpr(&self) -> f64 {
        self.header.fpr
    }

    /// Bytes of filter memory, every member together.
    pub fn size_bytes(&self) -> usize {
        self.members
            .iter()
            .map(|h| h.num_blocks as usize * 64)
            .sum()
    }

    /// For a RotatingFilter, the index of the current generation among [`filter`](Self::filter)'s
    /// members (ring order); for a ScalableFilter, the newest member.
    pub fn current(&self) -> usize {
        match self.header.kind {
            ContainerKind::Rotating => self.header.b as usize,
            ContainerKind::Scalable => self.members.len() - 1,
        }
    }

    /// Member `i`: its filter view, the keys it is sized for and the keys it holds.
    ///
    /// ```
    /// # let dir = std::env::temp_dir().join(format!("lb-member-doc-{}", std::process::id()));
    /// # std::fs::create_dir_all(&dir).unwrap();
    /// # let path = dir.join("s.lbf");
    /// let mut s = linebloom::ScalableFilter::builder().initial_capacity(10).build()?;
    /// for k in 0..25u64 {
    ///     s.insert(&k)?;
    /// }
    /// s.save(&path)?;
    /// // SAFETY: nothing truncates or rewrites `path` in place while `c` lives.
    /// let c = unsafe { linebloom::MmapContainer::open(&path)? };
    /// let first = c.member(0);
    /// assert_eq!((first.capacity, first.keys), (10, 10));
    /// assert!(first.filter.contains(&3u64));
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    ///
    /// # Panics
    /// If `i >= num_filters()`.
    pub fn member(&self, i: usize) -> ContainerMember<'_> {
        let (filter, capacity, keys) = self.member_parts(i);
        ContainerMember {
            filter,
            capacity,
            keys,
        }
    }

    /// Member `i` as a filter view, and the keys it is sized for and holds.
    ///
    /// # Panics
    /// If `i >= num_filters()`.
    #[deprecated(since = "0.1.0", note = "use `member`, which names the three parts")]
    pub fn filter(&self, i: usize) -> (FilterRef<'_>, u64, u64) {
        self.member_parts(i)
    }

    fn member_parts(&self, i: usize) -> (FilterRef<'_>, u64, u64) {
        let (m, h) = (&self.header.members[i], &self.members[i]);
        let start = m.offset as usize + HEADER_LEN;
        // SAFETY: `open` checked that member `i` lies inside the mapping, is exactly a header and
        // `num_blocks` blocks long, and that its blocks start 64-byte aligned.
        let blocks: &[Block] = unsafe {
            crate::file::mmap::blocks_of(&self.map[start..start + h.num_blocks as usize * 64])
        };
        let view = FilterRef {
            blocks,
            k: h.k,
            seed: h.seed,
            ops: self.ops,
            inserted: h.inserted,
        };
        (view, m.capacity, m.count)
    }

    /// Whether the key may be present (in any member).
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(key.key_hash(self.header.seed))
    }

    /// Whether a key with this hash may be present.
    pub fn contains_hash(&self, hash: u64) -> bool {
        (0..self.members.len()).any(|i| self.member(i).filter.contains_hash(hash))
    }

    /// `out[i] = contains(&keys[i])`, every member probed in batches.
    ///
    /// # Panics
    /// If `keys` and `out` differ in length.
    pub fn contains_batch<K: Key>(&self, keys: &[K], out: &mut [bool]) {
        let views = || (0..self.members.len()).map(|i| self.member(i).filter);
        crate::batch::outputs::contains_any_batch(views, self.header.seed, keys, out);
    }

    /// Batched [`contains_hash`](Self::contains_hash).
    ///
    /// # Panics
    /// If `hashes` and `out` differ in length.
    pub fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]) {
        let views = || (0..self.members.len()).map(|i| self.member(i).filter);
        crate::batch::outputs::contains_any_hash_batch(views, hashes, out);
    }

    /// Checks every member's block checksum (reads every block).
    pub fn verify(&self) -> Result<(), Error> {
        for (i, (m, h)) in self.header.members.iter().zip(&self.members).enumerate() {
            let start = m.offset as usize + HEADER_LEN;
            check_blocks(h, &self.map[start..start + h.num_blocks as usize * 64])
                .map_err(|e| Error::new(e.kind(), format!("member {i}: {e}")))?;
        }
        Ok(())
    }
}

impl crate::batch::outputs::HashBatch for MmapContainer {
    fn seed(&self) -> u64 {
        self.header.seed
    }

    fn answer(&self, hashes: &[u64], out: &mut [bool]) {
        self.contains_hash_batch(hashes, out)
    }
}

crate::batch::outputs::windowed_outputs!(MmapContainer);

/// One member of a mapped container ([`MmapContainer::member`]).
#[derive(Clone, Copy, Debug)]
pub struct ContainerMember<'a> {
    /// The member's filter, zero-copy.
    pub filter: FilterRef<'a>,
    /// The keys it is sized for (a ScalableFilter's sub-filter capacity, a RotatingFilter's
    /// capacity per generation).
    pub capacity: u64,
    /// The keys it holds (inserted as new into it).
    pub keys: u64,
}

impl core::fmt::Debug for MmapContainer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MmapContainer")
            .field("kind", &self.header.kind)
            .field("members", &self.members.len())
            .field("seed", &self.header.seed)
            .finish_non_exhaustive()
    }
}
