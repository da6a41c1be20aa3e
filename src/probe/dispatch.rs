//! Dispatch: which back ends this CPU has ([`Backend::detect`], [`Backend::require`]), the
//! tables they hand out, and [`on_path!`], the direct call of a table's compiled batch pipeline.

use super::backend::{self, Backend};
#[cfg(test)]
use super::group::GROUP;
use super::ops::Ops;
use crate::error::{Error, ErrorKind};
use crate::layout::split::Layout;
use core::sync::atomic::{AtomicU8, Ordering};

/// Calls pipeline function `$f` of the back end that `$ops` belongs to.
macro_rules! on_path {
    ($ops:expr, $f:ident($($arg:expr),* $(,)?)) => {{
        let ops: &$crate::probe::ops::Ops = $ops;
        match ops.path {
            $crate::probe::ops::Path::Scalar => {
                // SAFETY: the scalar back end needs no CPU feature.
                unsafe { $crate::probe::scalar::entry::$f($($arg),*) }
            }
            #[cfg(target_arch = "x86_64")]
            $crate::probe::ops::Path::Avx2 => {
                // SAFETY: an `Ops` with this path is `avx2::entry::OPS`, handed out only after
                // detecting AVX2 (`Backend::ops`).
                unsafe { $crate::probe::x86_64::avx2::entry::$f($($arg),*) }
            }
            #[cfg(target_arch = "x86_64")]
            $crate::probe::ops::Path::Avx512 => {
                // SAFETY: an `Ops` with this path is `avx512::entry::OPS`, handed out only after
                // detecting AVX-512F (`Backend::ops`).
                unsafe { $crate::probe::x86_64::avx512::entry::$f($($arg),*) }
            }
            #[cfg(target_arch = "x86_64")]
            $crate::probe::ops::Path::Avx512Dq => {
                // SAFETY: an `Ops` with this path is `avx512::entry_dq::OPS`, handed out only
                // after detecting AVX-512F and AVX-512DQ (`Backend::ops`).
                unsafe { $crate::probe::x86_64::avx512::entry_dq::$f($($arg),*) }
            }
            #[cfg(target_arch = "aarch64")]
            $crate::probe::ops::Path::Neon => {
                // SAFETY: an `Ops` with this path is `neon::entry::OPS`, handed out only after
                // detecting NEON (`Backend::ops`).
                unsafe { $crate::probe::aarch64::neon::entry::$f($($arg),*) }
            }
        }
    }};
}
pub(super) use on_path;

/// Every table this CPU can run, including AVX-512 without DQ on a DQ machine (for the
/// differential tests, which must reach every compiled pipeline).
#[cfg(test)]
pub(crate) fn all_ops() -> Vec<&'static Ops> {
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
    let mut v: Vec<&'static Ops> = Backend::available()
        .iter()
        .filter_map(|b| b.ops())
        .collect();
    #[cfg(target_arch = "x86_64")]
    if let Some(plain) = super::x86_64::avx512::ops_without_dq() {
        if !v.iter().any(|o| core::ptr::eq(*o, plain)) {
            v.push(plain);
        }
    }
    v
}

#[cfg(test)]
impl Ops {
    /// The back end's name and pipeline, for test messages.
    pub(crate) fn label(&self) -> String {
        format!("{}/{:?}", self.backend.name(), self.path)
    }

    /// The back end's block indices of a group.
    pub(crate) fn block_indices(&self, hashes: &[u64; GROUP], num_blocks: usize) -> [usize; GROUP] {
        on_path!(self, block_indices(hashes, num_blocks))
    }

    /// The back end's lane-subset indices of a group.
    pub(crate) fn subset_indices(&self, hashes: &[u64; GROUP]) -> [u32; GROUP] {
        on_path!(self, subset_indices(hashes))
    }

    /// The back end's 16-bit bucket compare of a group.
    pub(crate) fn buckets_test16(
        &self,
        b1: &[u64; GROUP],
        b2: &[u64; GROUP],
        fps: &[u16; GROUP],
    ) -> u32 {
        on_path!(self, buckets_test16(b1, b2, fps))
    }

    /// The back end's 8-bit bucket compare of a group.
    pub(crate) fn buckets_test8(
        &self,
        b1: &[u32; GROUP],
        b2: &[u32; GROUP],
        fps: &[u16; GROUP],
    ) -> u32 {
        on_path!(self, buckets_test8(b1, b2, fps))
    }
}

/// The table of the fastest back end this CPU has.
pub(crate) fn detected_ops() -> &'static Ops {
    Backend::detect()
        .ops()
        .unwrap_or(&super::scalar::entry::OPS)
}

/// Which back ends this CPU has, and the checked way from a name to its table.
impl Backend {
    /// The fastest back end this CPU has, detected once per process.
    pub fn detect() -> Backend {
        static CHOSEN: AtomicU8 = AtomicU8::new(u8::MAX);
        let cached = CHOSEN.load(Ordering::Relaxed);
        if let Some(&b) = backend::ALL.get(cached as usize) {
            return b;
        }
        let i = backend::ALL
            .iter()
            .position(|b| b.is_available())
            .unwrap_or(backend::ALL.len() - 1);
        CHOSEN.store(i as u8, Ordering::Relaxed);
        backend::ALL[i]
    }

    /// Whether this CPU (and this build's target) can run the back end.
    pub fn is_available(self) -> bool {
        self.ops().is_some()
    }

    /// Every back end this CPU can run, fastest first.
    pub fn available() -> Vec<Backend> {
        backend::ALL
            .into_iter()
            .filter(|b| b.is_available())
            .collect()
    }

    /// The back end's entry points, if the CPU has its features.
    pub(super) fn ops(self) -> Option<&'static Ops> {
        match self {
            Backend::Scalar => Some(&super::scalar::entry::OPS),
            #[cfg(target_arch = "x86_64")]
            Backend::Avx2 => {
                super::x86_64::avx2::Avx2::new().map(|_| &super::x86_64::avx2::entry::OPS)
            }
            #[cfg(target_arch = "x86_64")]
            Backend::Avx512 => super::x86_64::avx512::ops(),
            #[cfg(target_arch = "aarch64")]
            Backend::Neon => {
                super::aarch64::neon::Neon::new().map(|_| &super::aarch64::neon::entry::OPS)
            }
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    /// The back end's table for filters of `layout`, if the CPU has its features.
    pub(crate) fn require_for(self, layout: Layout) -> Result<&'static Ops, Error> {
        Ok(self.require()?.for_layout(layout))
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
