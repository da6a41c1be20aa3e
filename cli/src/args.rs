//! The arguments of the file commands (`build`, `query`, `info`, `union`, `fold`), apart from
//! the commands so that each command's module and the shared helpers can read them.

use std::path::PathBuf;

/// Which filter `build` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Kind {
    /// A blocked Bloom filter (keys cannot be removed)
    Bloom,
    /// A cuckoo filter (keys can be removed with `linebloom remove`)
    Cuckoo,
    /// A counting Bloom filter: 4-bit counters, keys can be removed with `linebloom remove`; a
    /// key on several lines is counted as often
    Counting,
}

/// The `--layout` of `build` (and `bench`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LayoutArg {
    /// k bits in distinct lanes of one 64-byte block (the default)
    Blocked,
    /// Parquet's split block Bloom filter: one bit in each of the 8 lanes of a 32-byte block
    SplitBlock,
}

impl LayoutArg {
    /// The library's layout.
    pub(crate) fn layout(self) -> linebloom::Layout {
        match self {
            LayoutArg::Blocked => linebloom::Layout::Blocked,
            LayoutArg::SplitBlock => linebloom::Layout::SplitBlock,
        }
    }
}

#[derive(clap::Args)]
pub struct BuildArgs {
    /// Key file, one key per line (a line's trailing \r is stripped, so CRLF files give the same
    /// keys as LF files; other bytes, spaces included, are part of the key); `-`, /dev/stdin, a
    /// pipe or <(cmd) read a stream
    #[arg(long)]
    pub(crate) input: PathBuf,
    /// Keys are little-endian u64s, 8 bytes each, instead of lines
    #[arg(long)]
    pub(crate) binary: bool,
    /// Filter kind
    #[arg(long, value_enum, default_value_t = Kind::Bloom)]
    pub(crate) kind: Kind,
    /// Target false-positive rate (default 0.01; Bloom and counting)
    #[arg(long, conflicts_with = "bits_per_key")]
    pub(crate) fpr: Option<f64>,
    /// Memory per key in bits, instead of --fpr (Bloom only)
    #[arg(long)]
    pub(crate) bits_per_key: Option<f64>,
    /// Bit layout of a Bloom filter: `blocked` (the default: k bits in one 64-byte block) or
    /// `split-block` (Parquet's split block Bloom filter: 8 bits in one 32-byte block)
    #[arg(long, value_enum, default_value_t = LayoutArg::Blocked)]
    pub(crate) layout: LayoutArg,
    /// Bits set per key, instead of the layout's default (Bloom only): 1 to 16 for `blocked`
    /// (default: the best for the density), 1 to 8 for `split-block` (default 8, Parquet's; fewer
    /// lanes give a lower false-positive rate below about 12 bits per key, but the filter is then
    /// no longer Parquet's)
    #[arg(long)]
    pub(crate) hashes: Option<u32>,
    /// Fingerprint width of a cuckoo filter: 8 or 16 bits (cuckoo only)
    #[arg(long, default_value_t = 16)]
    pub(crate) fingerprint_bits: u32,
    /// Number of keys to size for; without it a regular key file is counted in a first pass,
    /// and a stream (which cannot be read twice) is hashed first, holding 8 bytes a key, and
    /// counted
    #[arg(long)]
    pub(crate) expected: Option<u64>,
    /// Hash seed
    #[arg(long, default_value_t = 0)]
    pub(crate) seed: u64,
    /// Output filter file (written atomically; `-` writes it to standard output)
    #[arg(short, long)]
    pub(crate) output: PathBuf,
    /// Threads hashing and inserting (default: one per core; Bloom only)
    #[arg(long)]
    pub(crate) threads: Option<usize>,
    /// Do not draw a progress bar (it is drawn only on a terminal, for inputs over 64 MiB)
    #[arg(long)]
    pub(crate) no_progress: bool,
}

#[derive(clap::Args)]
pub struct QueryArgs {
    /// Filter file
    pub(crate) filter: PathBuf,
    /// Keys to look up (any bytes: they need not be UTF-8)
    pub(crate) keys: Vec<std::ffi::OsString>,
    /// Also look up every line of this file (a line's trailing \r is stripped); `-`,
    /// /dev/stdin, a pipe or <(cmd) read a stream
    #[arg(long)]
    pub(crate) input: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct InfoArgs {
    /// Filter file
    pub(crate) filter: PathBuf,
    /// Also check the block checksum (reads the whole file)
    #[arg(long)]
    pub(crate) verify: bool,
    /// Also measure the fill and the estimates drawn from it (reads every block); without it
    /// (and without --verify) info reads the header only
    #[arg(long)]
    pub(crate) fill: bool,
}

#[derive(clap::Args)]
pub struct UnionArgs {
    /// First filter file
    pub(crate) a: PathBuf,
    /// Second filter file (same size, k and seed)
    pub(crate) b: PathBuf,
    /// Output filter file (`-` for standard output)
    #[arg(short, long)]
    pub(crate) output: PathBuf,
}

#[derive(clap::Args)]
pub struct FoldArgs {
    /// Filter file with an even block count
    pub(crate) filter: PathBuf,
    /// Output filter file, half the size (`-` for standard output)
    #[arg(short, long)]
    pub(crate) output: PathBuf,
}
