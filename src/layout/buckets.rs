//! The cuckoo filter's bucket layout, beside the Bloom block's (`block`) and the counting line's
//! (`counters`), in scalar code: where a hash goes (bucket, fingerprint, the alternate bucket),
//! how buckets lie in memory, and the reference lookup and bucket compares ([`holds16`],
//! [`holds8`]) that every back end in `probe/` must answer bit for bit.
//!
//! A table is `buckets` buckets of [`SLOTS`] fingerprints of `f` bits (`f` = 8 or 16), bucket `b`
//! at bytes `b·4·f/8 ..`, slot `s` of it at `s·f/8` (little-endian). Fingerprint 0 marks an empty
//! slot. `buckets` is a power of two, so `alt` below is an involution: `alt(alt(i, fp), fp) == i`,
//! which lets a kicked fingerprint find its other bucket without its key.

/// Fingerprints per bucket.
pub(crate) const SLOTS: usize = 4;

/// The fixed shape of a table: what a reader needs to place and find a hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// A power of two.
    pub(crate) buckets: usize,
    /// 8 or 16.
    pub(crate) fp_bits: u32,
}

impl Shape {
    /// Bytes per bucket: 4 or 8.
    #[inline(always)]
    pub(crate) fn bucket_bytes(self) -> usize {
        SLOTS * self.fp_bits as usize / 8
    }

    /// Bytes of the whole table.
    pub(crate) fn table_bytes(self) -> usize {
        self.buckets * self.bucket_bytes()
    }

    /// Fingerprint slots in the table.
    pub(crate) fn slots(self) -> usize {
        self.buckets * SLOTS
    }

    /// The key's first bucket (low bits of the hash) and fingerprint (its top `f` bits, 0 taken
    /// to 1 because 0 means "empty"). The two come from disjoint bits while the table has at
    /// most `2^(64 - f)` buckets, which every constructor ensures.
    #[inline(always)]
    pub(crate) fn place(self, h: u64) -> (usize, u16) {
        let fp = (h >> (64 - self.fp_bits)) as u16;
        ((h as usize) & (self.buckets - 1), fp.max(1))
    }

    /// The other candidate bucket of fingerprint `fp` in bucket `i`. XOR with a function of the
    /// fingerprint alone (partial-key cuckoo hashing): a kicked fingerprint moves without its key.
    #[inline(always)]
    pub(crate) fn alt(self, i: usize, fp: u16) -> usize {
        i ^ (fp_mix(fp) as usize & (self.buckets - 1))
    }
}

/// A 64-bit mix of a fingerprint, so that its alternate-bucket offset uses all the index bits
/// (a plain multiply would leave small fingerprints only small offsets).
#[inline(always)]
fn fp_mix(fp: u16) -> u64 {
    let x = u64::from(fp).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^ (x >> 29)
}

/// Slot `s` of bucket `b`.
#[inline(always)]
pub(crate) fn get(shape: Shape, table: &[u8], b: usize, s: usize) -> u16 {
    let at = b * shape.bucket_bytes();
    if shape.fp_bits == 8 {
        u16::from(table[at + s])
    } else {
        u16::from_le_bytes([table[at + 2 * s], table[at + 2 * s + 1]])
    }
}

/// Writes fingerprint `fp` (or 0, empty) into slot `s` of bucket `b`.
#[inline(always)]
pub(crate) fn set(shape: Shape, table: &mut [u8], b: usize, s: usize, fp: u16) {
    let at = b * shape.bucket_bytes();
    if shape.fp_bits == 8 {
        table[at + s] = fp as u8;
    } else {
        table[at + 2 * s..at + 2 * s + 2].copy_from_slice(&fp.to_le_bytes());
    }
}

/// Bucket `b` of a 16-bit table as one little-endian word (slot `s` in bits `16s..16s+16`).
#[inline(always)]
pub(crate) fn bucket16(table: &[u8], b: usize) -> u64 {
    let at = b * 8;
    u64::from_le_bytes(table[at..at + 8].try_into().expect("8 bytes"))
}

/// Bucket `b` of an 8-bit table as one little-endian word (slot `s` in bits `8s..8s+8`).
#[inline(always)]
pub(crate) fn bucket8(table: &[u8], b: usize) -> u32 {
    let at = b * 4;
    u32::from_le_bytes(table[at..at + 4].try_into().expect("4 bytes"))
}

/// The reference lookup: whether any of the eight slots of the hash's two buckets holds its
/// fingerprint. (Each bucket is read as one word: two loads, not eight.)
#[inline(always)]
pub(crate) fn contains(shape: Shape, table: &[u8], h: u64) -> bool {
    let (i1, fp) = shape.place(h);
    let i2 = shape.alt(i1, fp);
    let (w1, w2, width) = if shape.fp_bits == 16 {
        (bucket16(table, i1), bucket16(table, i2), 16)
    } else {
        (
            u64::from(bucket8(table, i1)),
            u64::from(bucket8(table, i2)),
            8,
        )
    };
    let lane = |w: u64, s: usize| (w >> (width * s)) as u16 & (u16::MAX >> (16 - width));
    (0..SLOTS).any(|s| lane(w1, s) == fp || lane(w2, s) == fp)
}

/// Whether one of the four 16-bit slots of bucket word `b1` or of `b2` equals `fp`: a 16-bit
/// table's compare for one key, the reference of the back ends' group compares.
#[inline(always)]
pub(crate) fn holds16(b1: u64, b2: u64, fp: u16) -> bool {
    (0..SLOTS).any(|s| (b1 >> (16 * s)) as u16 == fp || (b2 >> (16 * s)) as u16 == fp)
}

/// [`holds16`] for an 8-bit table (the fingerprint's low byte is compared).
#[inline(always)]
pub(crate) fn holds8(b1: u32, b2: u32, fp: u16) -> bool {
    let fp = fp as u8;
    (0..SLOTS).any(|s| (b1 >> (8 * s)) as u8 == fp || (b2 >> (8 * s)) as u8 == fp)
}

/// The first empty slot of bucket `b`, if any.
#[inline(always)]
pub(crate) fn empty_slot(shape: Shape, table: &[u8], b: usize) -> Option<usize> {
    (0..SLOTS).find(|&s| get(shape, table, b, s) == 0)
}

/// Occupied slots (non-zero fingerprints) of the whole table.
pub(crate) fn occupied(shape: Shape, table: &[u8]) -> u64 {
    if shape.fp_bits == 8 {
        table.iter().filter(|&&b| b != 0).count() as u64
    } else {
        table
            .chunks_exact(2)
            .filter(|c| c[0] != 0 || c[1] != 0)
            .count() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alt_is_an_involution_and_fingerprints_are_never_zero() {
        for fp_bits in [8, 16] {
            for buckets in [16usize, 1 << 10, 1 << 20] {
                let shape = Shape { buckets, fp_bits };
                let mut rng = crate::layout::block::SplitMix(buckets as u64 + u64::from(fp_bits));
                for _ in 0..10_000 {
                    let (i, fp) = shape.place(rng.next());
                    assert!(i < buckets && fp != 0 && u32::from(fp) < 1 << fp_bits);
                    let j = shape.alt(i, fp);
                    assert!(j < buckets);
                    assert_eq!(shape.alt(j, fp), i);
                }
                // A hash whose top bits are zero still gets a fingerprint.
                assert_eq!(shape.place(5).1, 1);
            }
        }
    }

    #[test]
    fn slots_round_trip_in_little_endian_order() {
        let shape = Shape {
            buckets: 16,
            fp_bits: 16,
        };
        let mut t = vec![0u8; shape.table_bytes()];
        set(shape, &mut t, 3, 2, 0xabcd);
        assert_eq!(get(shape, &t, 3, 2), 0xabcd);
        assert_eq!(bucket16(&t, 3), 0xabcd << 32);
        assert_eq!(empty_slot(shape, &t, 3), Some(0));
        let shape8 = Shape {
            buckets: 16,
            fp_bits: 8,
        };
        let mut t = vec![0u8; shape8.table_bytes()];
        set(shape8, &mut t, 5, 1, 0x7f);
        assert_eq!(bucket8(&t, 5), 0x7f << 8);
        assert_eq!(occupied(shape8, &t), 1);
    }
}
