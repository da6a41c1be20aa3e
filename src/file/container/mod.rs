//! The container format (FORMAT.md, "Containers"): several filter files in one, with the
//! parameters and order of a [`ScalableFilter`]'s sub-filters or a [`RotatingFilter`]'s
//! generations. Every member is a complete filter file at a 4096-aligned offset, so a mapping of
//! the container gives each member's blocks 64-byte aligned, exactly as a filter file does.

use crate::error::{Error, ErrorKind};
use crate::file::format::{check_blocks, open_regular, save_atomically, Header, HEADER_LEN};
use crate::file::header::{
    corrupt, u32_at, u64_at, CONTAINER, CONTAINER_ROTATING, CONTAINER_SCALABLE,
};
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

mod kinds;
mod mapped;

pub use mapped::{ContainerMember, MmapContainer};

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
            ContainerKind::Scalable => CONTAINER_SCALABLE,
            ContainerKind::Rotating => CONTAINER_ROTATING,
        };
        CONTAINER.open(&mut h[..]);
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
        CONTAINER.seal(&mut h[..]);
        h
    }

    /// Checks, in this order: magic, version, header checksum, kind, flags, member count,
    /// reserved bytes, then the member table (each member a whole number of blocks after a
    /// filter header, at the page after the one before). The members' own headers are checked
    /// when they are read.
    pub(crate) fn decode(h: &[u8; HEADER_LEN]) -> Result<ContainerHeader, Error> {
        let u32_at = |i: usize| u32_at(h, i);
        let u64_at = |i: usize| u64_at(h, i);
        CONTAINER.check(h)?;
        let kind = match u32_at(12) {
            CONTAINER_SCALABLE => ContainerKind::Scalable,
            CONTAINER_ROTATING => ContainerKind::Rotating,
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
