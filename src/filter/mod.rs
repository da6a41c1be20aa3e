//! The filter types. Every read-only query is written once in [`view::FilterRef`] and every
//! insert once in [`view_mut::FilterMut`]; the owners (`owned::Filter` on the heap,
//! `crate::file::mmap`'s mapped types) only hand out views. The concurrent and sharded filters
//! keep their own code under the same method names. The counting filter (`counting`) has its own
//! view, [`counting::CountingRef`], whose methods its owners get through [`forward::forward_view!`]; so
//! has the cuckoo filter (`cuckoo`, [`cuckoo::CuckooRef`]). Batches of every kind run through the
//! one pipeline in `probe/`.

pub(crate) mod combine;
pub(crate) mod concurrent;
pub(crate) mod counting;
pub(crate) mod cuckoo;
#[cfg(feature = "dispatch-bench")]
pub mod dispatch_bench;
pub(crate) mod forward;
pub(crate) mod multi_get;
pub(crate) mod owned;
#[cfg(feature = "parallel")]
pub(crate) mod parallel;
pub(crate) mod pinned;
pub(crate) mod rotating;
pub(crate) mod scalable;
pub(crate) mod sharded;
pub(crate) mod view;
pub(crate) mod view_mut;
pub(crate) mod windowed;

pub(crate) use owned::{Filter, FilterBuilder};

/// The most sub-filters a [`scalable::ScalableFilter`] stacks and generations a
/// [`rotating::RotatingFilter`] keeps: their container's member table (FORMAT.md "Containers")
/// has room for this many.
pub(crate) const MAX_MEMBERS: usize = 64;
