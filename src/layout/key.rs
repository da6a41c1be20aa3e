//! Keys to 64-bit hashes: seeded xxh3-64 over the key's bytes.

use xxhash_rust::xxh3::xxh3_64_with_seed;

/// A value that can be put in a filter. It hashes as a byte string with seeded xxh3-64.
///
/// Integers hash as their little-endian bytes, so `42u64` and `42u64.to_le_bytes()` are the same
/// key on every platform, while `42u32` (4 bytes) is a different key from `42u64` (8 bytes).
/// `str`, `String`, `[u8]`, `Vec<u8>` and `[u8; N]` hash their bytes, so `"ab"` and `b"ab"` are
/// the same key.
///
/// ```
/// use linebloom::Key;
/// assert_eq!(42u64.key_hash(7), 42u64.to_le_bytes().key_hash(7));
/// assert_eq!("ab".key_hash(0), b"ab"[..].key_hash(0));
/// ```
pub trait Key {
    /// The key's 64-bit hash under `seed`.
    fn key_hash(&self, seed: u64) -> u64;
}

macro_rules! int_keys {
    ($($t:ty),*) => {$(
        impl Key for $t {
            #[inline]
            fn key_hash(&self, seed: u64) -> u64 {
                xxh3_64_with_seed(&self.to_le_bytes(), seed)
            }
        }
    )*};
}
int_keys!(u8, u16, u32, u64, u128, i8, i16, i32, i64, i128, usize, isize);

impl Key for [u8] {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(self, seed)
    }
}

impl<const N: usize> Key for [u8; N] {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(self, seed)
    }
}

impl Key for str {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(self.as_bytes(), seed)
    }
}

impl Key for String {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(self.as_bytes(), seed)
    }
}

impl Key for Vec<u8> {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(self, seed)
    }
}

impl<T: Key + ?Sized> Key for &T {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        (**self).key_hash(seed)
    }
}

impl<T: Key + ?Sized> Key for Box<T> {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        (**self).key_hash(seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_bytes_are_equal_keys() {
        let seed = 99;
        let h = 0x0102_0304_0506_0708u64.key_hash(seed);
        assert_eq!(h, [8u8, 7, 6, 5, 4, 3, 2, 1].key_hash(seed));
        assert_eq!(h, vec![8u8, 7, 6, 5, 4, 3, 2, 1].key_hash(seed));
        assert_eq!((-1i32).key_hash(seed), u32::MAX.key_hash(seed));
        assert_eq!("key".key_hash(seed), String::from("key").key_hash(seed));
        assert_eq!("key".key_hash(seed), (&"key").key_hash(seed));
        assert_ne!(42u32.key_hash(seed), 42u64.key_hash(seed));
    }

    #[test]
    fn the_seed_changes_the_hash() {
        assert_ne!(1u64.key_hash(0), 1u64.key_hash(1));
    }

    #[test]
    fn matches_xxh3_reference_value() {
        // xxh3-64 of the empty input with seed 0 (the published test vector).
        assert_eq!("".key_hash(0), 0x2d06_8005_38d3_94c2);
    }
}
