//! The Ballista member's in-process cluster tests, in one binary: each test binary links
//! DataFusion and Ballista whole, so one binary builds and links them once. (The tests of the
//! cluster as separate processes, `processes.rs`, need the `binaries` feature and stay apart.)

#[allow(dead_code)] // helpers shared with the examples, some used only there
#[path = "../common/mod.rs"]
mod common;
#[path = "../../../datafusion/tests/shapes/mod.rs"]
mod shapes;

mod correct_rows;
mod distributed;
mod tpcds;
