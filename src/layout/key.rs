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

    /// Not API: how the batch pipeline reads a slice of these keys. The fixed-width integers
    /// answer with their own slice, which the SIMD back ends hash several keys per register;
    /// every other type keeps the default, hashed one key at a time with [`key_hash`](Self::key_hash).
    /// Overriding it changes no answer, only the route to the same hashes.
    #[doc(hidden)]
    #[inline(always)]
    fn key_slice(keys: &[Self]) -> KeySlice<'_, Self>
    where
        Self: Sized,
    {
        KeySlice::Other(keys)
    }
}

/// Not API: a slice of keys as the batch pipeline reads it (see `Key::key_slice`).
#[doc(hidden)]
pub enum KeySlice<'a, T> {
    /// 8-byte keys (`u64`, `i64`): hashed several per SIMD register.
    U64(&'a [u64]),
    /// `i64` keys: the same bytes, so the same hashes, as the `u64` with those bits.
    I64(&'a [i64]),
    /// 4-byte keys (`u32`, `i32`): hashed several per SIMD register.
    U32(&'a [u32]),
    /// `i32` keys.
    I32(&'a [i32]),
    /// Any other key type: hashed one key at a time.
    Other(&'a [T]),
}

macro_rules! int_keys {
    ($($t:ty $(=> $variant:ident)?),*) => {$(
        impl Key for $t {
            #[inline]
            fn key_hash(&self, seed: u64) -> u64 {
                xxh3_64_with_seed(&self.to_le_bytes(), seed)
            }
            $(
            #[inline(always)]
            fn key_slice(keys: &[Self]) -> KeySlice<'_, Self> {
                KeySlice::$variant(keys)
            }
            )?
        }
    )*};
}
int_keys!(u8, u16, u32 => U32, u64 => U64, u128, i8, i16, i32 => I32, i64 => I64, i128, usize, isize);

/// Seeded xxh3-64 of a 4- or 8-byte input (a `u32`/`i32` or `u64`/`i64` key), with the seed's
/// part computed once per batch. This is the short-input branch of xxh3 written for one fixed
/// length, so that the SIMD back ends can run it several keys per register; the tests hold it to
/// `xxh3_64_with_seed` bit for bit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ShortXxh3 {
    /// The seed-dependent word XORed into the input (xxh3's "bitflip").
    pub(crate) flip: u64,
}

/// xxh3's final multiplier for short inputs.
pub(crate) const XXH3_MUL: u64 = 0x9fb2_1c65_1e98_df25;

impl ShortXxh3 {
    /// Bytes 8..16 and 16..24 of xxh3's default secret, as little-endian words.
    const SECRET_8: u64 = 0x1cad_21f7_2c81_017c;
    const SECRET_16: u64 = 0xdb97_9083_e96d_d4de;

    pub(crate) fn new(seed: u64) -> ShortXxh3 {
        let seed = seed ^ (u64::from((seed as u32).swap_bytes()) << 32);
        ShortXxh3 {
            flip: (Self::SECRET_8 ^ Self::SECRET_16).wrapping_sub(seed),
        }
    }

    /// The hash of the 8 little-endian bytes of `key`: xxh3 reads them as two 32-bit halves and
    /// swaps them, so the word it mixes is `key` rotated by 32.
    #[inline(always)]
    pub(crate) fn hash_u64(self, key: u64) -> u64 {
        Self::avalanche(key.rotate_left(32) ^ self.flip, 8)
    }

    /// The hash of the 4 little-endian bytes of `key`: both halves of the mixed word are `key`.
    #[inline(always)]
    pub(crate) fn hash_u32(self, key: u32) -> u64 {
        let x = u64::from(key);
        Self::avalanche((x | x << 32) ^ self.flip, 4)
    }

    /// xxh3's "rrmxmx" finaliser for 4..8-byte inputs.
    #[inline(always)]
    fn avalanche(mut v: u64, len: u64) -> u64 {
        v ^= v.rotate_left(49) ^ v.rotate_left(24);
        v = v.wrapping_mul(XXH3_MUL);
        v ^= (v >> 35).wrapping_add(len);
        v = v.wrapping_mul(XXH3_MUL);
        v ^ v >> 28
    }
}

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
    fn short_xxh3_matches_the_crate() {
        let mut rng = crate::layout::block::SplitMix(5);
        for seed in [0, 1, u64::MAX, rng.next(), rng.next()] {
            let x = ShortXxh3::new(seed);
            for key in [0, 1, u64::MAX, rng.next(), rng.next(), rng.next()] {
                assert_eq!(x.hash_u64(key), key.key_hash(seed), "u64 {key} seed {seed}");
                let k32 = key as u32;
                assert_eq!(x.hash_u32(k32), k32.key_hash(seed), "u32 {k32} seed {seed}");
            }
        }
    }

    #[test]
    fn matches_xxh3_reference_value() {
        // xxh3-64 of the empty input with seed 0 (the published test vector).
        assert_eq!("".key_hash(0), 0x2d06_8005_38d3_94c2);
    }
}
