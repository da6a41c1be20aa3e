//! The single-key lookup as a function of its own, for reading its machine code: how a build's
//! target features change the call (`asm-notes/single-key.sh` builds this three ways and lists
//! these functions). Run as a program it checks that every way answers the same.
//!
//! - `lookup_hash`: `FilterRef::contains_hash`, what every single-key call runs. A default build
//!   makes one indirect call through the filter's back-end table; a build with the back end's
//!   target features (`-C target-feature=+avx2`, `-C target-cpu=native`) inlines the kernel.
//! - `lookup_pinned_avx2`: a view pinned to AVX2 (`FilterRef::pin`): a direct call in any build.
//! - `lookup_pinned_avx2_compiled_for_avx2`: the same lookup in a function compiled for AVX2
//!   (`#[target_feature(enable = "avx2")]`): the kernel inlines into it in any build, as it does
//!   into an engine's own lookup function compiled that way.

use linebloom::isa::{Avx2, Scalar};
use linebloom::{Filter, FilterRef, Pinned};

/// The view's own single-key lookup.
#[inline(never)]
#[no_mangle]
pub fn lookup_hash(view: &FilterRef<'_>, hash: u64) -> bool {
    view.contains_hash(hash)
}

/// The lookup of a view pinned to AVX2.
#[inline(never)]
#[no_mangle]
pub fn lookup_pinned_avx2(pinned: &Pinned<'_, Avx2>, hash: u64) -> bool {
    pinned.contains_hash(hash)
}

/// The lookup of a view pinned to AVX2, in a function compiled for AVX2.
#[inline(never)]
#[no_mangle]
#[target_feature(enable = "avx2")]
pub fn lookup_pinned_avx2_compiled_for_avx2(pinned: &Pinned<'_, Avx2>, hash: u64) -> bool {
    pinned.contains_hash(hash)
}

/// The lookup of a view pinned to the scalar back end.
#[inline(never)]
#[no_mangle]
pub fn lookup_pinned_scalar(pinned: &Pinned<'_, Scalar>, hash: u64) -> bool {
    pinned.contains_hash(hash)
}

fn main() -> Result<(), linebloom::Error> {
    let mut f = Filter::with_fpr(100_000, 0.01)?;
    let keys: Vec<u64> = (0..100_000).collect();
    f.insert_batch(&keys);
    let view = f.view();
    let scalar = view
        .pin::<Scalar>()
        .expect("the scalar back end runs everywhere");
    let avx2 = view.pin::<Avx2>();
    let mut hits = 0;
    for key in 0..400_000u64 {
        let h = view.hash(&key);
        let want = lookup_hash(&view, h);
        assert_eq!(lookup_pinned_scalar(&scalar, h), want);
        if let Some(p) = &avx2 {
            assert_eq!(lookup_pinned_avx2(p, h), want);
            // SAFETY: `pin` returned a handle, so this CPU has AVX2.
            assert_eq!(unsafe { lookup_pinned_avx2_compiled_for_avx2(p, h) }, want);
        }
        hits += usize::from(want);
    }
    println!(
        "{hits} of 400000 keys may be present (100000 were inserted); back end {}, AVX2 pinned: {}",
        view.backend(),
        avx2.is_some()
    );
    Ok(())
}
