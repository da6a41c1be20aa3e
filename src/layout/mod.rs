//! The specification: which bits a key sets (`block`), which counters a counting filter's key
//! counts in (`counters`), where a cuckoo filter keeps a key's fingerprint (`buckets`), how a key
//! becomes a hash (`key`), how a
//! filter is sized and what false-positive rate that gives (`sizing`), and what the bits of a
//! built filter say about it (`estimate`). Plain scalar code; the back ends in `probe/` compute
//! the same bits faster.

pub(crate) mod block;
pub(crate) mod buckets;
pub(crate) mod counters;
pub(crate) mod estimate;
pub(crate) mod key;
pub(crate) mod sizing;
pub(crate) mod split;
