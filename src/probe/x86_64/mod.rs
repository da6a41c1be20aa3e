//! x86-64 back ends, chosen at run time by `is_x86_feature_detected!`.

pub(crate) mod avx2;
pub(crate) mod avx512;
mod buckets;
