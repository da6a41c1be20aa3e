//! The one header codec: the id table of every linebloom byte format (magics, versions, layout
//! ids, container kinds, hash ids) and what every header shares: its envelope (magic, version,
//! header checksum) and the checks of the fields that several formats carry (hash id, `k`, line
//! count). The filter file (`format.rs`), the embedded image (`image.rs`) and the container
//! (`container/`) lay out their own fields (FORMAT.md) and call these for the rest, and
//! `FileKind::sniff` (`kind.rs`) reads the same table.

use crate::error::{Error, ErrorKind};
use crate::layout::block::MAX_HASHES;
use xxhash_rust::xxh3::xxh3_64;

/// Layout id 1: 16 lanes x 32 bits, k distinct lanes from the v1 subset table, multiply-shift
/// bits (the Bloom filter, in files and images).
pub(crate) const LAYOUT_K_LANES_16X32: u32 = 1;
/// Layout id 4: Parquet's split block Bloom filter: 32-byte blocks of 8 lanes x 32 bits, one
/// bit per lane (src/layout/split.rs), two split blocks per 64-byte line.
pub(crate) const LAYOUT_SPLIT_BLOCK: u32 = 4;
/// Layout id 2: a cuckoo table: buckets of four 8- or 16-bit fingerprints, partial-key
/// alternate bucket (src/layout/buckets.rs).
pub(crate) const LAYOUT_CUCKOO: u32 = 2;
/// Layout id 3: a counting Bloom filter: lines of 128 4-bit counters, the Bloom layout's line
/// and lane choice (src/layout/counters.rs).
pub(crate) const LAYOUT_COUNTING: u32 = 3;

/// Container kind 1: a ScalableFilter's sub-filters.
pub(crate) const CONTAINER_SCALABLE: u32 = 1;
/// Container kind 2: a RotatingFilter's generations.
pub(crate) const CONTAINER_ROTATING: u32 = 2;

/// Hash id 1: xxh3-64 over the key's bytes, with integers at their own width (a `u32` as 4
/// bytes). The SQL functions widened every integer to 8 bytes under the same id, so a file with
/// this id cannot say how its integer keys were hashed: it is refused (FORMAT.md "Keys").
const HASH_XXH3_64_NATIVE_WIDTH: u32 = 1;
/// Hash id 2: xxh3-64, seeded, over the key encoding of FORMAT.md "Keys" (integers widened to
/// 64 bits). Files, images and containers' members share it.
pub(crate) const HASH_XXH3_64: u32 = 2;

/// Hash id 3: Parquet's Bloom filter hash, xxHash64 with seed 0 of the value's plain encoding
/// (`linebloom::parquet::ParquetValue`), on the split-block layout at `k` = 8 with seed 0: a
/// Parquet filter kept in a linebloom file. Only `ParquetFilter` reads it; every other reader
/// hashes keys in FORMAT.md's encoding, which would miss the filter's members.
pub(crate) const HASH_PARQUET_XXH64: u32 = 3;
/// Flag bit 0, in a hash-id-3 file only: the Parquet filter is one 32-byte split block, held
/// twice in the file's one line (a line holds two split blocks).
pub(crate) const FLAG_ONE_SPLIT_BLOCK: u64 = 1;

/// The most 64-byte lines a header may claim (2^50: 64 PiB), far past any real filter.
pub(crate) const MAX_LINES: u64 = 1 << 50;

/// One format's envelope: its magic and version at the start, and where its header checksum
/// lives and what it covers.
pub(crate) struct Envelope {
    /// What a reader is told the bytes are not, on a wrong magic.
    name: &'static str,
    /// The word the version message starts with.
    word: &'static str,
    /// What the checksum message calls the header ("", "image ", "container ").
    checksum_what: &'static str,
    pub(crate) magic: [u8; 8],
    version: u32,
    /// Bytes of the version field, at offset 8: 4, or 2 in the image's compact header.
    version_width: usize,
    checksum_at: usize,
    /// Whether the checksum covers the whole header with its own field zeroed (files,
    /// containers) or only the bytes before it (images).
    covers_all: bool,
}

/// The filter file (FORMAT.md "Header").
pub(crate) const FILE: Envelope = Envelope {
    name: "filter file",
    word: "format",
    checksum_what: "",
    magic: *b"LINEBLOM",
    version: 1,
    version_width: 4,
    checksum_at: 64,
    covers_all: true,
};

/// The embedded image (FORMAT.md "Embedded images").
pub(crate) const IMAGE: Envelope = Envelope {
    name: "filter image",
    word: "image",
    checksum_what: "image ",
    magic: *b"LBIMAGE1",
    version: 1,
    version_width: 2,
    checksum_at: 56,
    covers_all: false,
};

/// The container of several filters (FORMAT.md "Containers").
pub(crate) const CONTAINER: Envelope = Envelope {
    name: "container",
    word: "container",
    checksum_what: "container ",
    magic: *b"LBSTACK1",
    version: 1,
    version_width: 4,
    checksum_at: 72,
    covers_all: true,
};

impl Envelope {
    /// Writes the magic and the version into `h`.
    pub(crate) fn open(&self, h: &mut [u8]) {
        h[0..8].copy_from_slice(&self.magic);
        let v = self.version.to_le_bytes();
        h[8..8 + self.version_width].copy_from_slice(&v[..self.version_width]);
    }

    /// Writes the header checksum, once every other field of `h` is in.
    pub(crate) fn seal(&self, h: &mut [u8]) {
        let at = self.checksum_at;
        h[at..at + 8].fill(0);
        let sum = xxh3_64(if self.covers_all { &h[..] } else { &h[..at] });
        h[at..at + 8].copy_from_slice(&sum.to_le_bytes());
    }

    /// Checks the magic, the version and the header checksum, in that order: the version before
    /// the checksum because a later version may put its checksum elsewhere.
    pub(crate) fn check(&self, h: &[u8]) -> Result<(), Error> {
        if h[0..8] != self.magic {
            return Err(Error::new(
                ErrorKind::BadMagic,
                format!("not a linebloom {} (wrong magic)", self.name),
            ));
        }
        let mut v = [0u8; 4];
        v[..self.version_width].copy_from_slice(&h[8..8 + self.version_width]);
        let version = u32::from_le_bytes(v);
        if version != self.version {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!(
                    "{} version {version} is not supported (this build reads version {})",
                    self.word, self.version
                ),
            ));
        }
        let at = self.checksum_at;
        let stored = u64_at(h, at);
        let sum = if self.covers_all {
            let mut zeroed = h.to_vec();
            zeroed[at..at + 8].fill(0);
            xxh3_64(&zeroed)
        } else {
            xxh3_64(&h[..at])
        };
        if sum != stored {
            return Err(corrupt(format!(
                "{}header checksum mismatch: the header is damaged",
                self.checksum_what
            )));
        }
        Ok(())
    }
}

/// The little-endian `u16` at `at`.
pub(crate) fn u16_at(h: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([h[at], h[at + 1]])
}

/// The little-endian `u32` at `at`.
pub(crate) fn u32_at(h: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(h[at..at + 4].try_into().unwrap_or_default())
}

/// The little-endian `u64` at `at`.
pub(crate) fn u64_at(h: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(h[at..at + 8].try_into().unwrap_or_default())
}

/// A [`CorruptHeader`](ErrorKind::CorruptHeader) error.
pub(crate) fn corrupt(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::CorruptHeader, message)
}

/// The kind a layout id names and the calls that read it (`None` for an id this build does not
/// know): the one table of layouts.
pub(crate) fn kind_of(layout: u32) -> Option<(&'static str, &'static str)> {
    match layout {
        LAYOUT_K_LANES_16X32 => Some(("Bloom filter", "Filter::load or MmapFilter::open")),
        LAYOUT_SPLIT_BLOCK => Some((
            "split-block Bloom filter",
            "Filter::load or MmapFilter::open",
        )),
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

/// Refuses a layout id this build does not know.
pub(crate) fn check_layout_known(layout: u32) -> Result<(), Error> {
    match kind_of(layout) {
        Some(_) => Ok(()),
        None => Err(Error::new(
            ErrorKind::Unsupported,
            format!("unknown block layout id {layout}"),
        )),
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
        HASH_PARQUET_XXH64 => Err(Error::new(
            ErrorKind::Incompatible,
            "hash id 3: a Parquet Bloom filter, whose values are hashed as Parquet hashes them \
             (xxHash64 of their plain encoding), not in this crate's key encoding: read it with \
             linebloom::parquet::ParquetFilter (load or read_from)",
        )),
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

/// Refuses non-zero flags (`what`: "header", "image"); version 1 defines none.
pub(crate) fn check_no_flags(what: &str, flags: u64) -> Result<(), Error> {
    if flags != 0 {
        return Err(Error::new(
            ErrorKind::Unsupported,
            format!("unknown {what} flags {flags:#x}"),
        ));
    }
    Ok(())
}

/// Refuses a Bloom or counting `k` outside `1..=16`.
pub(crate) fn check_k(k: u32) -> Result<(), Error> {
    if k == 0 || k > MAX_HASHES {
        return Err(corrupt(format!("k = {k} is out of range 1..={MAX_HASHES}")));
    }
    Ok(())
}

/// Refuses a count of 64-byte lines that no filter has or this platform cannot address.
pub(crate) fn check_lines(lines: u64) -> Result<(), Error> {
    if lines == 0 || lines > MAX_LINES || lines > (isize::MAX as u64) / 64 {
        return Err(corrupt(format!("block count {lines} is impossible")));
    }
    Ok(())
}
