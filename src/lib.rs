//! # linebloom
//!
//! A blocked Bloom filter engine: every key's `k` probe bits fall inside one 64-byte,
//! 64-byte-aligned block, so a lookup costs one cache miss; probe masks are computed with AVX-512,
//! AVX2 or NEON, picked at run time; batched lookups hash a chunk of keys and prefetch their
//! blocks so that many misses are in flight at once. It never gives a false negative.
//!
//! ```
//! use linebloom::Filter;
//!
//! let mut f = Filter::with_bits_per_key(1_000_000, 10.0)?;
//! for i in 0..1_000_000u64 {
//!     f.insert(&i);
//! }
//! assert!(f.contains(&17u64));
//! println!("{} back end, k = {}, FPR ≈ {:.3}%", f.backend_name(), f.num_hashes(),
//!          100.0 * f.estimated_fpr());
//! # Ok::<(), linebloom::Error>(())
//! ```
//!
//! The bit layout (which bits a key sets) is specified by the scalar code in `src/layout/block.rs`;
//! every SIMD back end is tested to set and test exactly the same bits.

#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]
// docs.rs builds with `--cfg docsrs`: items behind a feature are marked with it there.
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(not(target_endian = "little"))]
compile_error!(
    "linebloom supports little-endian targets only (its blocks are little-endian words)"
);

mod alloc;
mod batch;
#[cfg(feature = "capi")]
pub mod capi;
mod error;
mod file;
mod filter;
mod layout;
pub mod parquet;
mod probe;

pub use error::{Error, ErrorKind};
pub use file::container::{ContainerKind, ContainerMember, MmapContainer};
pub use file::counting::MmapCountingFilter;
pub use file::cuckoo::MmapCuckooFilter;
pub use file::format::HEADER_LEN;
pub use file::image::{AlignedBytes, IMAGE_HEADER_LEN};
pub use file::kind::FileKind;
pub use file::mmap::{MapAdvice, MmapFilter, MmapFilterMut};
pub use filter::concurrent::ConcurrentFilter;
pub use filter::counting::{CountingBuilder, CountingFilter, CountingRef};
pub use filter::cuckoo::{CuckooBuilder, CuckooFilter, CuckooRef, MAX_KICKS};
/// Benchmark hooks for the dispatch-cost measurements (feature `dispatch-bench`); not API.
#[cfg(feature = "dispatch-bench")]
#[doc(hidden)]
pub use filter::dispatch_bench;
pub use filter::multi_get::{MultiGet, MULTI_GET_MAX};
pub use filter::owned::{Filter, FilterBuilder};
pub use filter::pinned::{isa, Pinned};
pub use filter::rotating::{RotatingBuilder, RotatingFilter};
pub use filter::scalable::{ScalableBuilder, ScalableFilter};
pub use filter::sharded::ShardedFilter;
pub use filter::view::FilterRef;
pub use filter::view_mut::FilterMut;
pub use filter::windowed::hash_batch;
pub use layout::block::MAX_HASHES;
#[doc(hidden)]
pub use layout::key::KeySlice;
pub use layout::key::{float_key_bits, Key};
pub use layout::sizing::{
    expected_counting_fpr, expected_fpr, expected_split_fpr, optimal_hashes, optimal_split_hashes,
    MAX_BITS_PER_KEY, MAX_EXPECTED_ITEMS, MIN_BITS_PER_KEY,
};
pub use layout::split::Layout;
pub use probe::Backend;

#[cfg(test)]
mod tests;

/// The README's examples, compiled and run as doctests (they use the parallel build).
#[cfg(all(doctest, feature = "parallel"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
