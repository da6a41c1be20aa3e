//! Where a batch's keys come from and how they are hashed, a chunk at a time: pre-computed
//! hashes ([`Hashes`]), fixed-width integers hashed a group at a time with the back end's SIMD
//! xxh3 ([`Words`]), or any key hashed by a closure ([`Each`]). The pipeline
//! (`pipeline.rs`) takes any of them.

use super::group::{group, group_mut, map_group, CHUNK, GROUP};
use super::kernel::Kernel;
use crate::layout::key::ShortXxh3;

/// Where a batch's keys come from, and how to hash them.
pub(crate) trait Source {
    /// The number of keys.
    fn len(&self) -> usize;
    /// Writes the hashes of keys `start..start + len` to `out[..len]` (`len <= CHUNK`, and
    /// `start + len <= self.len()`).
    fn hash<K: Kernel>(&self, kern: K, start: usize, len: usize, out: &mut [u64; CHUNK]);
}

/// Pre-computed hashes.
pub(crate) struct Hashes<'a>(pub(crate) &'a [u64]);

impl Source for Hashes<'_> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.0.len()
    }
    #[inline(always)]
    fn hash<K: Kernel>(&self, _: K, start: usize, len: usize, out: &mut [u64; CHUNK]) {
        out[..len].copy_from_slice(&self.0[start..start + len]);
    }
}

/// A fixed-width integer key whose xxh3 the back ends compute [`GROUP`] at a time.
pub(crate) trait Word: Copy {
    /// Hashes a full group with the kernel's SIMD hashing.
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[Self; GROUP]) -> [u64; GROUP];
    /// Hashes one key (the tail of a chunk).
    fn hash_one(self, x: ShortXxh3) -> u64;
}

impl Word for u64 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[u64; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, keys)
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(self)
    }
}

impl Word for i64 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[i64; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, &map_group(keys, |k| k as u64))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(self as u64)
    }
}

// 4-byte keys hash as their value widened to 64 bits (FORMAT.md "Keys"): zero-extended for
// `u32`, sign-extended for `i32`, through the same 8-byte SIMD xxh3 as `u64`.
impl Word for u32 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[u32; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, &map_group(keys, u64::from))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(u64::from(self))
    }
}

impl Word for i32 {
    #[inline(always)]
    fn hash_group<K: Kernel>(kern: K, x: ShortXxh3, keys: &[i32; GROUP]) -> [u64; GROUP] {
        kern.hash_u64s(x, &map_group(keys, |k| i64::from(k) as u64))
    }
    #[inline(always)]
    fn hash_one(self, x: ShortXxh3) -> u64 {
        x.hash_u64(i64::from(self) as u64)
    }
}

/// Fixed-width integer keys, hashed [`GROUP`] per call of the kernel's SIMD xxh3.
pub(crate) struct Words<'a, W> {
    keys: &'a [W],
    xxh3: ShortXxh3,
}

impl<'a, W: Word> Words<'a, W> {
    pub(crate) fn new(keys: &'a [W], seed: u64) -> Self {
        Words {
            keys,
            xxh3: ShortXxh3::new(seed),
        }
    }
}

impl<W: Word> Source for Words<'_, W> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.keys.len()
    }
    #[inline(always)]
    fn hash<K: Kernel>(&self, kern: K, start: usize, len: usize, out: &mut [u64; CHUNK]) {
        let keys = &self.keys[start..start + len];
        let done = len / GROUP * GROUP;
        for g in 0..len / GROUP {
            let at = g * GROUP;
            *group_mut(out, at) = W::hash_group(kern, self.xxh3, group(keys, at));
        }
        for j in done..len {
            out[j] = keys[j].hash_one(self.xxh3);
        }
    }
}

/// Keys hashed one at a time by a closure (byte strings, Arrow string columns, any `Key`).
pub(crate) struct Each<F> {
    n: usize,
    hash_at: F,
}

impl<F: Fn(usize) -> u64> Each<F> {
    pub(crate) fn new(n: usize, hash_at: F) -> Self {
        Each { n, hash_at }
    }
}

impl<F: Fn(usize) -> u64> Source for Each<F> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn hash<K: Kernel>(&self, _: K, start: usize, len: usize, out: &mut [u64; CHUNK]) {
        for (i, o) in out[..len].iter_mut().enumerate() {
            *o = (self.hash_at)(start + i);
        }
    }
}

/// Runs `$body` with `$src` bound to the best [`Source`] for a slice of `Key`s: the SIMD-hashed
/// integer source for `u64`, `i64`, `u32` and `i32`, one key at a time for everything else.
macro_rules! with_key_source {
    ($keys:expr, $seed:expr, |$src:ident| $body:expr) => {{
        use $crate::layout::key::{Key, KeySlice};
        use $crate::probe::source::{Each, Words};
        let (keys, seed) = ($keys, $seed);
        match Key::key_slice(keys) {
            KeySlice::U64(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::I64(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::U32(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::I32(k) => {
                let $src = &Words::new(k, seed);
                $body
            }
            KeySlice::Other(k) => {
                let $src = &Each::new(k.len(), |i| k[i].key_hash(seed));
                $body
            }
        }
    }};
}
pub(crate) use with_key_source;
