//! [`Backend`]: the back ends a caller can name, which of them this CPU has, and the checked
//! way from a name to its [`Ops`] table ([`Backend::require`]).

use super::*;

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

const ALL: [Backend; 4] = [
    Backend::Avx512,
    Backend::Avx2,
    Backend::Neon,
    Backend::Scalar,
];

impl Backend {
    /// The fastest back end this CPU has, detected once per process.
    pub fn detect() -> Backend {
        static CHOSEN: AtomicU8 = AtomicU8::new(u8::MAX);
        let cached = CHOSEN.load(Ordering::Relaxed);
        if let Some(&b) = ALL.get(cached as usize) {
            return b;
        }
        let i = ALL
            .iter()
            .position(|b| b.is_available())
            .unwrap_or(ALL.len() - 1);
        CHOSEN.store(i as u8, Ordering::Relaxed);
        ALL[i]
    }

    /// Whether this CPU (and this build's target) can run the back end.
    pub fn is_available(self) -> bool {
        self.ops().is_some()
    }

    /// Every back end this CPU can run, fastest first.
    pub fn available() -> Vec<Backend> {
        ALL.into_iter().filter(|b| b.is_available()).collect()
    }

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

    /// The back end's entry points, if the CPU has its features.
    pub(super) fn ops(self) -> Option<&'static Ops> {
        match self {
            Backend::Scalar => Some(&scalar::entry::OPS),
            #[cfg(target_arch = "x86_64")]
            Backend::Avx2 => x86_64::avx2::Avx2::new().map(|_| &x86_64::avx2::entry::OPS),
            #[cfg(target_arch = "x86_64")]
            Backend::Avx512 => x86_64::avx512::ops(),
            #[cfg(target_arch = "aarch64")]
            Backend::Neon => aarch64::neon::Neon::new().map(|_| &aarch64::neon::entry::OPS),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    pub(crate) fn require(self) -> Result<&'static Ops, Error> {
        self.ops().ok_or_else(|| {
            Error::new(
                ErrorKind::BackendUnavailable,
                format!(
                    "the {} back end is not available on this CPU or target; available here: {}",
                    self.name(),
                    Backend::available()
                        .iter()
                        .map(|b| b.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )
        })
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
