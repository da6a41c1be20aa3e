//! [`Pinned`]: a filter view whose back end is fixed by a type, checked once when the handle is
//! made, so that each single-key call is a direct call of that back end's kernel: no table, no
//! function pointer. For engines that pick the back end at start-up and run one lookup per
//! request in a hot loop (the shape memchr's `One::new() -> Option` serves for byte search).

use core::marker::PhantomData;

use crate::filter::view::FilterRef;
use crate::layout::key::Key;
use crate::probe::{self, Backend};

/// Instruction-set markers for [`FilterRef::pin`]: one type per back end.
pub mod isa {
    use crate::probe::Backend;

    mod sealed {
        pub trait Sealed {}
    }

    /// A back end named by a type. Sealed: the types below are the only ones.
    pub trait Isa: Copy + core::fmt::Debug + sealed::Sealed {
        /// The back end this type names.
        const BACKEND: Backend;
    }

    macro_rules! isa {
        ($(#[$doc:meta])* $name:ident => $backend:ident) => {
            $(#[$doc])*
            #[derive(Clone, Copy, Debug)]
            pub struct $name;
            impl sealed::Sealed for $name {}
            impl Isa for $name {
                const BACKEND: Backend = Backend::$backend;
            }
        };
    }
    isa!(
        /// The portable scalar reference (every CPU).
        Scalar => Scalar
    );
    isa!(
        /// x86-64 AVX2.
        Avx2 => Avx2
    );
    isa!(
        /// x86-64 AVX-512F.
        Avx512 => Avx512
    );
    isa!(
        /// aarch64 NEON.
        Neon => Neon
    );
}

use isa::Isa;

/// A read-only filter view pinned to the back end `I`: [`contains`](Self::contains) and
/// [`contains_hash`](Self::contains_hash) call `I`'s kernel directly. Made by
/// [`FilterRef::pin`], which returns `None` where the CPU lacks `I`.
///
/// ```
/// use linebloom::isa::{Avx2, Scalar};
/// use linebloom::Filter;
///
/// let mut f = Filter::with_fpr(1000, 0.01)?;
/// f.insert(&42u64);
/// // Pick once, at start-up: the fastest back end this CPU has, else the scalar one.
/// if let Some(p) = f.view().pin::<Avx2>() {
///     assert!(p.contains(&42u64));
/// } else {
///     let p = f.view().pin::<Scalar>().expect("every CPU runs the scalar back end");
///     assert!(p.contains(&42u64));
/// }
/// # Ok::<(), linebloom::Error>(())
/// ```
///
/// A lookup in a function compiled for the back end (`#[target_feature(enable = "avx2")]`) has
/// the kernel inlined into it, with no call per key, as in a program built with `-C
/// target-cpu=native`, but in a default build: an engine compiles its own hot loop for the back
/// end it picked at start-up.
///
/// ```
/// # #[cfg(target_arch = "x86_64")] {
/// use linebloom::isa::Avx2;
/// use linebloom::{Filter, Pinned};
///
/// #[target_feature(enable = "avx2")]
/// fn hits(p: &Pinned<'_, Avx2>, hashes: &[u64]) -> usize {
///     let mut n = 0;
///     for &h in hashes {
///         n += usize::from(p.contains_hash(h));
///     }
///     n
/// }
///
/// let mut f = Filter::with_fpr(1000, 0.01)?;
/// f.insert(&42u64);
/// let hashes = [f.view().hash(&42u64)];
/// if let Some(p) = f.view().pin::<Avx2>() {
///     // SAFETY: `pin` returned a handle, so this CPU has AVX2.
///     assert_eq!(unsafe { hits(&p, &hashes) }, 1);
/// }
/// # }
/// # Ok::<(), linebloom::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Pinned<'a, I: Isa> {
    view: FilterRef<'a>,
    isa: PhantomData<I>,
}

impl<'a> FilterRef<'a> {
    /// This view pinned to the back end `I`, if this CPU (and this build's target) has it: its
    /// single-key lookups are direct calls of `I`'s kernel, with no dispatch per call. Every back
    /// end gives the same answers, so a pinned view answers as the view does.
    pub fn pin<I: Isa>(self) -> Option<Pinned<'a, I>> {
        let ops = I::BACKEND.require_for(self.layout).ok()?;
        Some(Pinned {
            view: FilterRef { ops, ..self },
            isa: PhantomData,
        })
    }
}

impl<'a, I: Isa> Pinned<'a, I> {
    /// Whether the key may have been inserted: `false` means it certainly was not.
    #[inline]
    pub fn contains<K: Key + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(self.view.hash(key))
    }

    /// Whether a key with this 64-bit hash may have been inserted.
    #[inline]
    pub fn contains_hash(&self, hash: u64) -> bool {
        let v = &self.view;
        // SAFETY: a `Pinned<I>` is made only by `FilterRef::pin`, after `require_for` checked
        // that the CPU has `I::BACKEND`'s features.
        unsafe { probe::direct::contains_one(I::BACKEND, v.layout, v.blocks, v.k, hash) }
    }

    /// The back end the handle calls.
    pub fn backend(&self) -> Backend {
        I::BACKEND
    }

    /// The view (for batches and everything else a view does).
    pub fn view(&self) -> FilterRef<'a> {
        self.view
    }
}
