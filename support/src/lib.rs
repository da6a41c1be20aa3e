//! Helpers shared by linebloom's CLI benchmark, benches, examples and tests: reproducible
//! SplitMix64 keys, what the benchmarks report about the machine (CPU model, cache sizes, core
//! pinning, the random-read floor, the median they quote), and scratch directories. Not part of
//! linebloom's API: published only because the `linebloom` command-line tool depends on it.

mod keys;
mod machine;
mod scratch;

pub use keys::{key_at, keys_below, SplitMix};
pub use machine::{
    cache_sizes, cores, cpu_model, human_size, line_floor, median, mem_available, parse_count,
    parse_size, pin_to_a_core, pin_to_core, thp_mode, LineReads,
};
pub use scratch::Scratch;
