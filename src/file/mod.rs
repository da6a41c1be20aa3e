//! Filters on disk: the one header codec and id table of every format (`header`), the versioned,
//! checksummed file format of FORMAT.md (`format`: the file header, the one load, write and save
//! body), the atomic replace every writer goes
//! through (`tempfile`), the zero-copy mappings (`mmap`: the one map-and-validate core), counting
//! filter files (`counting`) and cuckoo filter files (`cuckoo`), and the embedded image (`image`) that lives inside other files.

pub(crate) mod container;
pub(crate) mod counting;
pub(crate) mod cuckoo;
pub(crate) mod format;
pub(crate) mod header;
pub(crate) mod image;
pub(crate) mod kind;
pub(crate) mod mmap;
pub(crate) mod tempfile;
