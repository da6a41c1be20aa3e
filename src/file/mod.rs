//! Filters on disk: the versioned, checksummed format of FORMAT.md (`format`), the atomic
//! replace every writer goes through, and the zero-copy mappings (`mmap`).

pub(crate) mod container;
pub(crate) mod format;
pub(crate) mod mmap;
