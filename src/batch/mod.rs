//! Batch outputs for query engines, all fed by the one prefetching batch driver in `probe/`:
//! selection vectors, bitmaps and counts (`outputs`), and Arrow arrays (`arrow`).

#[cfg(feature = "arrow")]
pub(crate) mod arrow;
pub(crate) mod outputs;
