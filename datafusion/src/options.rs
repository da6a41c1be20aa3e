//! The session options that turn the join filter on and size it (`SET linebloom.…`).

use datafusion::common::config::ConfigExtension;
use datafusion::common::extensions_options;

extensions_options! {
    /// linebloom's settings in a DataFusion session, under the prefix `linebloom`.
    pub struct LinebloomOptions {
        /// Put a linebloom filter of the build side's keys in front of the probe side of hash
        /// joins (`SET linebloom.join_filter = true`).
        pub join_filter: bool, default = false
        /// The largest build side, in rows, the join filter serves. A join whose build side is
        /// estimated above it is left alone; one that turns out above it at run time passes every
        /// probe row through.
        pub join_filter_max_rows: usize, default = 8_000_000
        /// The join filter's false-positive rate.
        pub join_filter_fpr: f64, default = 0.01
        /// How many probe rows each probe stream filters before judging the filter: if it
        /// dropped fewer than `join_filter_min_drop` of them, the stream stops filtering and
        /// passes the rest through (the filter costs more than it saves there).
        pub join_filter_sample_rows: usize, default = 65_536
        /// The fraction of sampled probe rows a filter must drop to stay on; 0 keeps every
        /// filter on.
        pub join_filter_min_drop: f64, default = 0.05
    }
}

impl ConfigExtension for LinebloomOptions {
    const PREFIX: &'static str = "linebloom";
}
