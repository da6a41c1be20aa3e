//! The DataFusion member's integration tests, in one binary: each test binary links DataFusion
//! whole, so one binary instead of six builds and links it once.

#[path = "../shapes/mod.rs"]
mod shapes;

mod correct_rows;
mod functions;
mod join;
mod key_encoding;
mod runtime;
mod tpcds;
mod tpch22;
