//! Filters on disk: the versioned, checksummed format of FORMAT.md (`format`), the atomic
//! replace every writer goes through, the zero-copy mappings (`mmap`), and the embedded image
//! (`image`) that lives inside other files.

pub(crate) mod container;
pub(crate) mod counting;
pub(crate) mod format;
pub(crate) mod image;
pub(crate) mod kind;
pub(crate) mod mmap;
