//! Filters on disk: the versioned, checksummed format of FORMAT.md (`format`: the header codec,
//! the layout table, the one load, write and save body), the atomic replace every writer goes
//! through (`tempfile`), the zero-copy mappings (`mmap`: the one map-and-validate core), counting
//! filter files (`counting`) and cuckoo filter files (`cuckoo`), and the embedded image (`image`) that lives inside other files.

pub(crate) mod container;
pub(crate) mod counting;
pub(crate) mod cuckoo;
pub(crate) mod format;
pub(crate) mod image;
pub(crate) mod kind;
pub(crate) mod mmap;
pub(crate) mod tempfile;
