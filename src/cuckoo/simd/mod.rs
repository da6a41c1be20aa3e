//! The cuckoo filter's batched lookup: hash → (bucket, fingerprint, alternate bucket) →
//! prefetch both buckets → compare all eight candidate fingerprints of a key at once.
//!
//! * [`Kernel`]: the one seam a back end implements, "which of these eight keys' fingerprints is
//!   in one of its two buckets", as a bit mask. Methods are `#[inline(always)]`; only the entry
//!   points in each back end's module carry `#[target_feature]`, so [`pipeline`] inlines into
//!   one specialised body per back end.
//! * [`CuckooOps`]: which compiled pipeline a filter uses. Only [`CuckooOps::for_backend`], which
//!   checked the CPU, hands one out, so holding it is the proof the `// SAFETY:` comments cite.
//!
//! The scalar kernel is the reference (it reads the same slots as `table::contains`); every SIMD
//! kernel is tested against it bit for bit.

use super::table::{bucket16, bucket8, Shape};
use crate::error::Error;
use crate::probe::Backend;

#[cfg(target_arch = "aarch64")]
mod neon;
mod scalar;
#[cfg(target_arch = "x86_64")]
mod x86_64;

/// Keys a kernel answers per call.
pub(crate) const GROUP: usize = 8;
/// Keys placed and prefetched one step ahead of the compares.
const CHUNK: usize = 64;
const _: () = assert!(CHUNK.is_multiple_of(GROUP));
/// Tables of at most this many bytes are not prefetched (the Bloom filter's cut-over: below it the
/// buckets sit in L1/L2 and the prefetch is just one more instruction per key).
const PREFETCH_MIN_BYTES: usize = crate::probe::PREFETCH_MIN_BYTES;

/// A back end's fingerprint compare.
pub(crate) trait Kernel: Copy {
    /// Bit `j` set iff one of the four 16-bit slots of `b1[j]` or of `b2[j]` equals `fps[j]`.
    fn test16(self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32;
    /// Bit `j` set iff one of the four 8-bit slots of `b1[j]` or of `b2[j]` equals `fps[j]`.
    fn test8(self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32;
}

/// One chunk's placements.
struct Placed {
    i1: [usize; CHUNK],
    i2: [usize; CHUNK],
    fp: [u16; CHUNK],
}

/// Places `hashes` (at most [`CHUNK`]) into `p` and prefetches both buckets of each.
#[inline(always)]
fn place(shape: Shape, table: &[u8], hashes: &[u64], p: &mut Placed, prefetch: bool) {
    let base = table.as_ptr();
    let bb = shape.bucket_bytes();
    for (j, &h) in hashes.iter().enumerate() {
        let (i1, fp) = shape.place(h);
        let i2 = shape.alt(i1, fp);
        (p.i1[j], p.i2[j], p.fp[j]) = (i1, i2, fp);
        if prefetch {
            crate::probe::prefetch_ptr(base.wrapping_add(i1 * bb));
            crate::probe::prefetch_ptr(base.wrapping_add(i2 * bb));
        }
    }
}

/// Answers the first `out.len()` placements of `p` into `out`, a group of eight at a time. A
/// group always reads eight full entries (fixed-length loops, no `memcpy` call per group, seen
/// in the first listing); in the tail group the entries past `out.len()` are left from an earlier
/// chunk of this call or zero, so they are valid bucket indices, and their answers are dropped.
#[inline(always)]
fn test<K: Kernel>(kern: K, shape: Shape, table: &[u8], p: &Placed, out: &mut [bool]) {
    for (g, out) in out.chunks_mut(GROUP).enumerate() {
        let at = g * GROUP;
        let fps: [u16; GROUP] = p.fp[at..at + GROUP].try_into().expect("a group");
        let (i1, i2) = (&p.i1[at..at + GROUP], &p.i2[at..at + GROUP]);
        let mask = if shape.fp_bits == 16 {
            let b1: [u64; GROUP] = core::array::from_fn(|j| bucket16(table, i1[j]));
            let b2: [u64; GROUP] = core::array::from_fn(|j| bucket16(table, i2[j]));
            kern.test16(&b1, &b2, &fps)
        } else {
            let b1: [u32; GROUP] = core::array::from_fn(|j| bucket8(table, i1[j]));
            let b2: [u32; GROUP] = core::array::from_fn(|j| bucket8(table, i2[j]));
            kern.test8(&b1, &b2, &fps)
        };
        for (j, o) in out.iter_mut().enumerate() {
            *o = mask >> j & 1 != 0;
        }
    }
}

/// The batch loop: places and prefetches chunk `c + 1` before comparing chunk `c`, so the bucket
/// loads of one chunk overlap the compares of the one before.
#[inline(always)]
pub(crate) fn pipeline<K: Kernel>(
    kern: K,
    shape: Shape,
    table: &[u8],
    hashes: &[u64],
    out: &mut [bool],
    prefetch: bool,
) {
    let mut bufs = [Placed::EMPTY, Placed::EMPTY];
    let mut chunks = hashes.chunks(CHUNK).zip(out.chunks_mut(CHUNK)).peekable();
    let mut turn = 0;
    if let Some((h, _)) = chunks.peek() {
        place(shape, table, h, &mut bufs[0], prefetch);
    }
    while let Some((_, out)) = chunks.next() {
        if let Some((next, _)) = chunks.peek() {
            place(shape, table, next, &mut bufs[turn ^ 1], prefetch);
        }
        test(kern, shape, table, &bufs[turn], out);
        turn ^= 1;
    }
}

impl Placed {
    const EMPTY: Placed = Placed {
        i1: [0; CHUNK],
        i2: [0; CHUNK],
        fp: [0; CHUNK],
    };
}

/// The compiled pipelines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Path {
    Scalar,
    #[cfg(target_arch = "x86_64")]
    Avx2,
    #[cfg(target_arch = "aarch64")]
    Neon,
}

/// The cuckoo back end a filter uses. Made only by [`for_backend`](Self::for_backend), after the
/// CPU check.
#[derive(Debug)]
pub(crate) struct CuckooOps {
    backend: Backend,
    path: Path,
}

static SCALAR: CuckooOps = CuckooOps {
    backend: Backend::Scalar,
    path: Path::Scalar,
};
#[cfg(target_arch = "x86_64")]
static AVX2: CuckooOps = CuckooOps {
    backend: Backend::Avx2,
    path: Path::Avx2,
};
#[cfg(target_arch = "aarch64")]
static NEON: CuckooOps = CuckooOps {
    backend: Backend::Neon,
    path: Path::Neon,
};

impl CuckooOps {
    /// The kernels for `backend`. AVX-512 machines get the AVX2 kernels: two 16-byte bucket
    /// pairs per register already cover a key's eight fingerprints, and a wider register would
    /// only add gather work. Errors if the CPU lacks the features.
    pub(crate) fn for_backend(backend: Backend) -> Result<&'static CuckooOps, Error> {
        // The crate-wide check first: it gives the same error message for every filter type.
        backend.require()?;
        match backend {
            #[cfg(target_arch = "x86_64")]
            Backend::Avx2 | Backend::Avx512 => Ok(x86_64::Avx2::new().map_or(&SCALAR, |_| &AVX2)),
            #[cfg(target_arch = "aarch64")]
            Backend::Neon => Ok(neon::Neon::new().map_or(&SCALAR, |_| &NEON)),
            _ => Ok(&SCALAR),
        }
    }

    /// The back end whose kernels run.
    pub(crate) fn backend(&self) -> Backend {
        self.backend
    }

    /// `out[i]` = whether a key with hash `hashes[i]` may be in `table`.
    ///
    /// # Panics
    /// If the lengths differ or `table` is not `shape`'s size.
    pub(crate) fn contains_batch(
        &self,
        shape: Shape,
        table: &[u8],
        hashes: &[u64],
        out: &mut [bool],
    ) {
        assert_eq!(
            hashes.len(),
            out.len(),
            "contains_hash_batch: hashes and out differ in length"
        );
        assert_eq!(
            table.len(),
            shape.table_bytes(),
            "table is not the shape's size"
        );
        let prefetch = table.len() > PREFETCH_MIN_BYTES;
        match self.path {
            Path::Scalar => scalar::contains(shape, table, hashes, out, prefetch),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: this path is only in `AVX2`, handed out after `Avx2::new` detected AVX2.
            Path::Avx2 => unsafe { x86_64::contains(shape, table, hashes, out, prefetch) },
            #[cfg(target_arch = "aarch64")]
            // SAFETY: this path is only in `NEON`, handed out after `Neon::new` detected NEON.
            Path::Neon => unsafe { neon::contains(shape, table, hashes, out, prefetch) },
        }
    }

    /// Every set of kernels this CPU can run (for the differential tests).
    #[cfg(test)]
    pub(crate) fn all() -> Vec<&'static CuckooOps> {
        let mut v = vec![&SCALAR];
        #[cfg(target_arch = "x86_64")]
        if x86_64::Avx2::new().is_some() {
            v.push(&AVX2);
        }
        #[cfg(target_arch = "aarch64")]
        if neon::Neon::new().is_some() {
            v.push(&NEON);
        }
        v
    }

    /// The group compare alone (for the differential tests).
    #[cfg(test)]
    pub(crate) fn test16(&self, b1: &[u64; GROUP], b2: &[u64; GROUP], fps: &[u16; GROUP]) -> u32 {
        match self.path {
            Path::Scalar => scalar::Scalar.test16(b1, b2, fps),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: as in `contains_batch`.
            Path::Avx2 => unsafe { x86_64::test16(b1, b2, fps) },
            #[cfg(target_arch = "aarch64")]
            // SAFETY: as in `contains_batch`.
            Path::Neon => unsafe { neon::test16(b1, b2, fps) },
        }
    }

    /// The 8-bit group compare alone (for the differential tests).
    #[cfg(test)]
    pub(crate) fn test8(&self, b1: &[u32; GROUP], b2: &[u32; GROUP], fps: &[u16; GROUP]) -> u32 {
        match self.path {
            Path::Scalar => scalar::Scalar.test8(b1, b2, fps),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: as in `contains_batch`.
            Path::Avx2 => unsafe { x86_64::test8(b1, b2, fps) },
            #[cfg(target_arch = "aarch64")]
            // SAFETY: as in `contains_batch`.
            Path::Neon => unsafe { neon::test8(b1, b2, fps) },
        }
    }
}
