//! TPC-H data and queries for the tests, examples and benchmarks of `linebloom-datafusion` and
//! `linebloom-ballista`, kept out of those crates' dependencies so that their users do not build a
//! data generator. Not published.
//!
//! - [`tpch`]: a TPC-H-shaped `orders` and `lineitem` for the selective-join benchmarks.
//! - [`tpch22`]: TPC-H's eight tables from tpchgen and the 22 queries.

pub mod tpch;
pub mod tpch22;
