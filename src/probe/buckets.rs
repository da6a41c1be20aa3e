//! The cuckoo table's stage of the batch pipeline: each key's two candidate buckets and
//! fingerprint are its places (both buckets prefetched), and its test is the back end's bucket
//! compare ([`Kernel::buckets_test16`] or [`Kernel::buckets_test8`]), eight keys at a time. The
//! driver, the hashing and the sinks are the Bloom filter's.

use super::group::{group, CHUNK, GROUP};
use super::kernel::Kernel;
use super::pipeline::{drive, put_mask, Sink, Source, Stage, Visit};
use super::prefetch::prefetch_ptr;
use crate::layout::buckets::{bucket16, bucket8, Shape};

/// A chunk's places in a cuckoo table: both candidate buckets and the fingerprint of each key.
pub(super) struct Pairs {
    first: [usize; CHUNK],
    second: [usize; CHUNK],
    fps: [u16; CHUNK],
}

/// The lookup visitor of a cuckoo table.
struct TestBuckets<'a, O> {
    shape: Shape,
    table: &'a [u8],
    prefetch: bool,
    sink: &'a mut O,
}

impl<O: Sink> Visit for TestBuckets<'_, O> {
    type Places = Pairs;
    // Bucket 0 exists in every table, so unfilled entries are valid places.
    const NOWHERE: Pairs = Pairs {
        first: [0; CHUNK],
        second: [0; CHUNK],
        fps: [0; CHUNK],
    };

    #[inline(always)]
    #[allow(clippy::needless_range_loop)] // index loops, as in `group::map_group`
    fn place<K: Kernel>(&self, _: K, hashes: &[u64; CHUNK], len: usize, at: &mut Pairs) {
        let (base, bytes) = (self.table.as_ptr(), self.shape.bucket_bytes());
        for j in 0..len {
            let (i1, fp) = self.shape.place(hashes[j]);
            let i2 = self.shape.alt(i1, fp);
            (at.first[j], at.second[j], at.fps[j]) = (i1, i2, fp);
            if self.prefetch {
                prefetch_ptr(base.wrapping_add(i1 * bytes));
                prefetch_ptr(base.wrapping_add(i2 * bytes));
            }
        }
    }

    /// A group always compares eight full entries (fixed-length loops, no `memcpy` call per
    /// group); in the tail group the entries past `len` are valid places (see `NOWHERE`) whose
    /// answers are masked off.
    #[inline(always)]
    #[allow(clippy::needless_range_loop)]
    fn chunk<K: Kernel>(&mut self, kern: K, start: usize, st: &Stage<Pairs>, len: usize) {
        let (at, table) = (&st.at, self.table);
        let mut hits = 0u32;
        for g in 0..len.div_ceil(GROUP) {
            let i = g * GROUP;
            let (first, second, fps) =
                (group(&at.first, i), group(&at.second, i), group(&at.fps, i));
            let mut b1 = [0u64; GROUP];
            let mut b2 = [0u64; GROUP];
            let mask = if self.shape.fp_bits == 16 {
                for j in 0..GROUP {
                    (b1[j], b2[j]) = (bucket16(table, first[j]), bucket16(table, second[j]));
                }
                kern.buckets_test16(&b1, &b2, fps)
            } else {
                let mut c1 = [0u32; GROUP];
                let mut c2 = [0u32; GROUP];
                for j in 0..GROUP {
                    (c1[j], c2[j]) = (bucket8(table, first[j]), bucket8(table, second[j]));
                }
                kern.buckets_test8(&c1, &c2, fps)
            };
            hits |= mask << i;
        }
        // `len <= CHUNK = 32`: clear the bits past the chunk (a shift by 32 would overflow).
        hits &= u32::MAX >> (CHUNK - len);
        put_mask(self.sink, start, len, hits);
    }
}

/// Tests every key of `src` against the cuckoo table `table` of shape `shape`, handing the
/// answers to `sink`.
///
/// # Panics
/// If `table` is not `shape`'s size.
#[inline(always)]
pub(super) fn contains<K: Kernel>(
    kern: K,
    shape: Shape,
    table: &[u8],
    src: &impl Source,
    sink: &mut impl Sink,
    prefetch: bool,
) {
    assert_eq!(table.len(), shape.table_bytes(), "a table of another shape");
    let mut visit = TestBuckets {
        shape,
        table,
        prefetch,
        sink,
    };
    drive(kern, src, &mut visit);
}
