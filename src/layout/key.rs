//! Keys to 64-bit hashes: seeded xxh3-64 over the key's bytes.

use xxhash_rust::xxh3::xxh3_64_with_seed;

/// A value that can be put in a filter. It hashes as a byte string with seeded xxh3-64.
///
/// The bytes are the key encoding of FORMAT.md ("Keys"), the same on every surface (Rust, Arrow,
/// SQL, the command line, C, Python), so a value hashes alike whichever of them built or probes
/// the filter:
/// - every integer of 64 bits or fewer (`u8` to `u64`, `i8` to `i64`, `usize`, `isize`) and
///   `bool` (0 or 1): its value widened to 64 bits (sign-extended if signed), as 8 little-endian
///   bytes. So `42u8`, `42i32` and `42u64` are one key, and so are `-1i32` and `-1i64`;
/// - `f32` and `f64`: the 8 bytes of the value as an `f64`, with `-0.0` read as `0.0` and every
///   NaN as one NaN (values SQL calls equal hash alike);
/// - `u128` and `i128`: their 16 little-endian bytes;
/// - `str`, `String`, `[u8]`, `Vec<u8>` and `[u8; N]`: their bytes, so `"ab"` and `b"ab"` are the
///   same key.
///
/// ```
/// use linebloom::Key;
/// assert_eq!(42u64.key_hash(7), 42u64.to_le_bytes().key_hash(7));
/// assert_eq!(42u32.key_hash(7), 42u64.key_hash(7));
/// assert_eq!((-1i16).key_hash(7), (-1i64).key_hash(7));
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
    /// `u32` keys: widened to 64 bits and hashed several per SIMD register.
    U32(&'a [u32]),
    /// `i32` keys: sign-extended to 64 bits.
    I32(&'a [i32]),
    /// Any other key type: hashed one key at a time.
    Other(&'a [T]),
}

/// Integers of 64 bits or fewer: the value widened to 64 bits (`$wide`), 8 little-endian bytes.
macro_rules! int_keys {
    ($($t:ty => $wide:ty $(, $variant:ident)?);* $(;)?) => {$(
        impl Key for $t {
            #[inline]
            fn key_hash(&self, seed: u64) -> u64 {
                // xxh3 of the 8 little-endian bytes, through the fixed-length form the batch
                // hashing uses (bit for bit `xxh3_64_with_seed`, held to it by the tests): no
                // length dispatch and no call per key.
                ShortXxh3::new(seed).hash_u64((*self as $wide) as u64)
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

int_keys! {
    u8 => u64; u16 => u64; u32 => u64, U32; u64 => u64, U64; usize => u64;
    i8 => i64; i16 => i64; i32 => i64, I32; i64 => i64, I64; isize => i64;
}

impl Key for bool {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        u64::from(*self).key_hash(seed)
    }
}

impl Key for u128 {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(&self.to_le_bytes(), seed)
    }
}

impl Key for i128 {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        xxh3_64_with_seed(&self.to_le_bytes(), seed)
    }
}

/// The 8 bytes a float hashes as: `-0.0` as `0.0` and every NaN as one, so that values SQL calls
/// equal are one key.
pub fn float_key_bits(v: f64) -> u64 {
    if v == 0.0 {
        0
    } else if v.is_nan() {
        f64::NAN.to_bits()
    } else {
        v.to_bits()
    }
}

impl Key for f64 {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        float_key_bits(*self).key_hash(seed)
    }
}

impl Key for f32 {
    #[inline]
    fn key_hash(&self, seed: u64) -> u64 {
        f64::from(*self).key_hash(seed)
    }
}

/// Seeded xxh3-64 of an 8-byte input (an integer key widened to 64 bits), with the seed's part
/// computed once per batch. This is the short-input branch of xxh3 written for one fixed
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

    #[inline(always)]
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
        assert_eq!("key".key_hash(seed), String::from("key").key_hash(seed));
        assert_eq!("key".key_hash(seed), (&"key").key_hash(seed));
    }

    /// FORMAT.md "Keys": an integer is its value, whatever its width or signedness.
    #[test]
    fn integers_hash_as_their_value_widened_to_64_bits() {
        let seed = 3;
        for v in [
            0i64,
            1,
            42,
            127,
            -1,
            -128,
            i64::from(i32::MIN),
            i64::from(u32::MAX),
        ] {
            let want = v.key_hash(seed);
            assert_eq!((v as u64).key_hash(seed), want, "{v} as u64");
            assert_eq!((v as isize).key_hash(seed), want, "{v} as isize");
            if let Ok(x) = i32::try_from(v) {
                assert_eq!(x.key_hash(seed), want, "{v} as i32");
            }
            if let Ok(x) = i16::try_from(v) {
                assert_eq!(x.key_hash(seed), want, "{v} as i16");
            }
            if let Ok(x) = i8::try_from(v) {
                assert_eq!(x.key_hash(seed), want, "{v} as i8");
            }
            if let Ok(x) = u32::try_from(v) {
                assert_eq!(x.key_hash(seed), want, "{v} as u32");
            }
            if let Ok(x) = u16::try_from(v) {
                assert_eq!(x.key_hash(seed), want, "{v} as u16");
            }
            if let Ok(x) = u8::try_from(v) {
                assert_eq!(x.key_hash(seed), want, "{v} as u8");
            }
        }
        // A negative value is not the unsigned number with its low bits.
        assert_ne!((-1i32).key_hash(seed), u32::MAX.key_hash(seed));
        assert_eq!(true.key_hash(seed), 1u64.key_hash(seed));
        assert_eq!(false.key_hash(seed), 0i64.key_hash(seed));
        assert_eq!(1.5f32.key_hash(seed), 1.5f64.key_hash(seed));
        assert_eq!((-0.0f64).key_hash(seed), 0.0f64.key_hash(seed));
        assert_eq!(f64::NAN.key_hash(seed), (-f64::NAN).key_hash(seed));
        assert_eq!(7u128.key_hash(seed), 7u128.to_le_bytes().key_hash(seed));
    }

    #[test]
    fn the_seed_changes_the_hash() {
        assert_ne!(1u64.key_hash(0), 1u64.key_hash(1));
    }

    #[test]
    fn short_xxh3_matches_the_crate() {
        let mut rng = crate::layout::block::SplitMix(5);
        let seeds = [0, 1, u64::MAX, 1 << 32, u64::from(u32::MAX)];
        let random: Vec<u64> = (0..200).map(|_| rng.next()).collect();
        for &seed in seeds.iter().chain(&random) {
            let x = ShortXxh3::new(seed);
            let keys = [0, 1, u64::MAX, 1 << 63, u64::from(u32::MAX)];
            for &key in keys.iter().chain(&random) {
                let want = xxh3_64_with_seed(&key.to_le_bytes(), seed);
                assert_eq!(x.hash_u64(key), want, "u64 {key} seed {seed}");
                // Every integer key type hashes as its value widened to 64 bits.
                assert_eq!(key.key_hash(seed), want);
                assert_eq!((key as i64).key_hash(seed), want);
                let small = key as u32;
                let wide = xxh3_64_with_seed(&u64::from(small).to_le_bytes(), seed);
                assert_eq!(small.key_hash(seed), wide);
                let signed = key as i32;
                let wide = xxh3_64_with_seed(&i64::from(signed).to_le_bytes(), seed);
                assert_eq!(signed.key_hash(seed), wide);
            }
        }
    }

    #[test]
    fn matches_xxh3_reference_value() {
        // xxh3-64 of the empty input with seed 0 (the published test vector).
        assert_eq!("".key_hash(0), 0x2d06_8005_38d3_94c2);
    }
}
