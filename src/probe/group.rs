//! The pipeline's units: a chunk of [`CHUNK`] keys in flight, a group of [`GROUP`] keys per
//! SIMD step, and the per-group array helpers every stage uses.

/// Keys per chunk. Answers travel as one `u32` bit mask per chunk, so this is 32. The pipeline
/// prefetches one chunk ahead, so 32 to 64 block loads are in flight; measured on the development
/// machine (a 1 GiB filter, AVX-512), 16 left ~15% on the table and 64 gained nothing over 32.
pub(crate) const CHUNK: usize = 32;

/// Keys per SIMD hashing group: one AVX-512 register of `u64`s, two of AVX2.
pub(crate) const GROUP: usize = 8;

// The per-group steps below are plain index loops and array assignments rather than core's
// `zip`, `array::map` and `copy_from_slice`. Those are inlined only where the user's build runs
// LLVM's inliner across codegen units (cargo's default, `lto = false`, does): with `lto = "off"`
// and several codegen units each one stayed a call per group of eight keys, and the batch lookup
// of a filter in L2 took 10.7 ns a key instead of 2.5 (AVX-512). The pipeline is generic, so it
// is compiled in the user's crate, with the user's profile.

/// The [`GROUP`] elements of `s` from `at`.
#[inline(always)]
pub(crate) fn group<T>(s: &[T], at: usize) -> &[T; GROUP] {
    s[at..at + GROUP].first_chunk().expect("a full group")
}

/// The [`GROUP`] elements of `s` from `at`, to write.
#[inline(always)]
pub(crate) fn group_mut<T>(s: &mut [T], at: usize) -> &mut [T; GROUP] {
    s[at..at + GROUP].first_chunk_mut().expect("a full group")
}

/// `f` of each element of a group (as `array::map`, see above).
#[inline(always)]
#[allow(clippy::needless_range_loop)] // an iterator here is what the loop avoids
pub(crate) fn map_group<T: Copy, U: Copy + Default>(
    a: &[T; GROUP],
    f: impl Fn(T) -> U,
) -> [U; GROUP] {
    let mut out = [U::default(); GROUP];
    for i in 0..GROUP {
        out[i] = f(a[i]);
    }
    out
}
