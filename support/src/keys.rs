//! SplitMix64: reproducible "random" u64 keys without a dependency.

/// A SplitMix64 stream seeded with its state.
#[derive(Clone, Debug)]
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next value of the stream.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.0)
    }

    /// Uniform in `0..n` (Lemire's multiply-shift; the bias is negligible here).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next()) * u128::from(n)) >> 64) as u64
    }
}

/// SplitMix64's finaliser: a bijection on u64.
#[inline]
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The `i`-th key of the SplitMix64 stream seeded with `seed`: a bijection of `i`, so distinct
/// indices give distinct keys and any key can be recomputed from its index. Equal to the
/// `i + 1`-th `SplitMix(seed).next()`.
#[inline]
pub fn key_at(seed: u64, i: u64) -> u64 {
    mix(seed.wrapping_add(i.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15)))
}

/// `count` keys drawn uniformly from `0..n` by `SplitMix(seed)`.
pub fn keys_below(seed: u64, n: u64, count: usize) -> Vec<u64> {
    let mut rng = SplitMix(seed);
    (0..count).map(|_| rng.below(n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_at_is_the_stream() {
        let mut s = SplitMix(0x5eed);
        for i in 0..100 {
            assert_eq!(key_at(0x5eed, i), s.next());
        }
    }

    #[test]
    fn below_stays_below() {
        let mut s = SplitMix(1);
        assert!((0..1000).all(|_| s.below(7) < 7));
        assert_eq!(keys_below(3, 10, 5).len(), 5);
    }
}
