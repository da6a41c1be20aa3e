//! Which linebloom file a path holds, from its first 16 bytes: so a caller (the CLI's `query`
//! and `info`) picks the reader before reading, instead of trying one and parsing its error.

use crate::error::{Error, ErrorKind};
use crate::file::container::ContainerKind;
use crate::file::header::{
    CONTAINER, CONTAINER_ROTATING, CONTAINER_SCALABLE, FILE, IMAGE, LAYOUT_COUNTING, LAYOUT_CUCKOO,
    LAYOUT_K_LANES_16X32, LAYOUT_SPLIT_BLOCK,
};
use std::io::Read;
use std::path::Path;

/// What a linebloom file holds, as its magic and kind field say (nothing else is checked: the
/// reader for that kind validates the rest).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FileKind {
    /// A Bloom filter file (layout id 1, or 4 for the split-block layout): [`Filter::load`](crate::Filter::load),
    /// [`MmapFilter::open`](crate::MmapFilter::open).
    Bloom,
    /// A cuckoo filter file (layout id 2): [`CuckooFilter::load`](crate::CuckooFilter::load),
    /// [`MmapCuckooFilter::open`](crate::MmapCuckooFilter::open).
    Cuckoo,
    /// A counting Bloom filter file (layout id 3):
    /// [`CountingFilter::load`](crate::CountingFilter::load),
    /// [`MmapCountingFilter::open`](crate::MmapCountingFilter::open).
    Counting,
    /// A container of several filters: [`ScalableFilter::load`](crate::ScalableFilter::load),
    /// [`RotatingFilter::load`](crate::RotatingFilter::load),
    /// [`MmapContainer::open`](crate::MmapContainer::open).
    Container(ContainerKind),
    /// An embedded image on its own: [`Filter::from_image`](crate::Filter::from_image).
    Image,
}

impl FileKind {
    /// Reads the first 16 bytes of `path` and names its kind. A file too short for a header is
    /// [`ErrorKind::Truncated`]; an unknown magic [`ErrorKind::BadMagic`]; a known magic with an
    /// unknown layout or container kind [`ErrorKind::Unsupported`].
    ///
    /// ```
    /// # let dir = std::env::temp_dir().join(format!("lb-sniff-doc-{}", std::process::id()));
    /// # std::fs::create_dir_all(&dir).unwrap();
    /// use linebloom::{CuckooFilter, FileKind, Filter};
    /// Filter::with_fpr(100, 0.01)?.save(dir.join("b.lbf"))?;
    /// CuckooFilter::with_capacity(100)?.save(dir.join("c.lbf"))?;
    /// assert_eq!(FileKind::sniff(dir.join("b.lbf"))?, FileKind::Bloom);
    /// assert_eq!(FileKind::sniff(dir.join("c.lbf"))?, FileKind::Cuckoo);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// # Ok::<(), linebloom::Error>(())
    /// ```
    pub fn sniff<P: AsRef<Path>>(path: P) -> Result<FileKind, Error> {
        let path = path.as_ref();
        let mut head = [0u8; 16];
        std::fs::File::open(path)
            .and_then(|mut f| f.read_exact(&mut head))
            .map_err(|e| Error::io("reading the header", &e).in_file(path))?;
        FileKind::of_header(&head).map_err(|e| e.in_file(path))
    }

    /// The kind named by a file's or image's first 16 bytes (see [`sniff`](Self::sniff)).
    pub fn of_header(head: &[u8; 16]) -> Result<FileKind, Error> {
        let id = u32::from_le_bytes([head[12], head[13], head[14], head[15]]);
        let unknown = |what: &str| {
            Err(Error::new(
                ErrorKind::Unsupported,
                format!("unknown {what} {id}"),
            ))
        };
        match head[..8].try_into().unwrap_or([0; 8]) {
            m if m == FILE.magic => match id {
                LAYOUT_K_LANES_16X32 | LAYOUT_SPLIT_BLOCK => Ok(FileKind::Bloom),
                LAYOUT_CUCKOO => Ok(FileKind::Cuckoo),
                LAYOUT_COUNTING => Ok(FileKind::Counting),
                _ => unknown("layout id"),
            },
            m if m == CONTAINER.magic => match id {
                CONTAINER_SCALABLE => Ok(FileKind::Container(ContainerKind::Scalable)),
                CONTAINER_ROTATING => Ok(FileKind::Container(ContainerKind::Rotating)),
                _ => unknown("container kind"),
            },
            m if m == IMAGE.magic => Ok(FileKind::Image),
            _ => Err(Error::new(
                ErrorKind::BadMagic,
                "not a linebloom file: no filter, container or image magic",
            )),
        }
    }
}
