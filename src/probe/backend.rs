//! [`Backend`]: the back ends a caller can name, and their names. Which of them this CPU has,
//! and the checked way from a name to its table, are in `ops.rs` (`Backend::require`).

use crate::error::Error;

/// A probe-mask implementation. Every back end sets and tests exactly the same bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Backend {
    /// Portable scalar code; the reference the others are tested against.
    Scalar,
    /// x86-64 AVX2: two 8-lane registers per block.
    Avx2,
    /// x86-64 AVX-512F: one 16-lane register per block, lane choice as a mask register.
    Avx512,
    /// aarch64 NEON: four 4-lane registers per block.
    Neon,
}

pub(super) const ALL: [Backend; 4] = [
    Backend::Avx512,
    Backend::Avx2,
    Backend::Neon,
    Backend::Scalar,
];

impl Backend {
    /// Every back end this crate knows, available here or not.
    pub fn all() -> [Backend; 4] {
        ALL
    }

    /// A short lower-case name: `scalar`, `avx2`, `avx512`, `neon`.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Scalar => "scalar",
            Backend::Avx2 => "avx2",
            Backend::Avx512 => "avx512",
            Backend::Neon => "neon",
        }
    }
}

impl core::fmt::Display for Backend {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Backend {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        ALL.into_iter()
            .find(|b| b.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                Error::invalid(format!(
                    "unknown back end {s:?}: use scalar, avx2, avx512 or neon"
                ))
            })
    }
}
