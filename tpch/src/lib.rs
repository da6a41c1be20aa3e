//! TPC-H and TPC-DS data and queries for the tests, examples and benchmarks of `linebloom-datafusion` and
//! `linebloom-ballista`, kept out of those crates' dependencies so that their users do not build a
//! data generator. Not published.
//!
//! - [`tpch`]: a TPC-H-shaped `orders` and `lineitem` for the selective-join benchmarks.
//! - [`tpch22`]: TPC-H's eight tables from tpchgen and the 22 queries.
//! - [`tpcds`]: TPC-DS's 24 tables from tpcdsgen and the 99 queries.

mod results;
pub mod tpcds;
pub mod tpch;
pub mod tpch22;

pub use results::normalized_rows;
