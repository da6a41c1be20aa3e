//! [`forward_view!`]: gives a kind's owners (heap, mapping) the read-only methods of its view, from
//! one list of signatures, so no owner writes a method body of its own and none can drift; and
//! [`one_line_methods!`], the table form of a kind's getters.

/// For each owner type, one method per listed signature whose body is
/// `self.view().name(args)`, documented as "See `View::name`". A signature lists its generics
/// in brackets: `fn contains[K: Key + ?Sized](&self, key: &K) -> bool;`.
macro_rules! forward_view {
    ($view:ident for $owner:ty $(, $more:ty)+ { $($sigs:tt)* }) => {
        $crate::filter::forward::forward_view!($view for $owner { $($sigs)* });
        $crate::filter::forward::forward_view!($view for $($more),+ { $($sigs)* });
    };
    ($view:ident for $owner:ty { $(
        $(#[$attr:meta])*
        fn $name:ident $([$($gen:tt)*])? (&self $(, $arg:ident: $argty:ty)*) $(-> $ret:ty)?;
    )* }) => {
        impl $owner { $(
            #[doc = concat!(
                "See [`", stringify!($view), "::", stringify!($name), "`](crate::",
                stringify!($view), "::", stringify!($name), ")."
            )]
            $(#[$attr])*
            #[inline]
            pub fn $name $(<$($gen)*>)? (&self $(, $arg: $argty)*) $(-> $ret)? {
                self.view().$name($($arg),*)
            }
        )* }
    };
}
pub(crate) use forward_view;

/// The queries every kind's view has, forwarded to owners `$owner` through `view()`: the key
/// lookups, the common facts, and the batch outputs (`FilterRef`'s pipeline-fed ones, and those
/// `windowed_outputs!` gives the others). The one list of the shared surface's signatures; a
/// kind forwards its own extras beside it.
macro_rules! forward_kind_queries {
    ($view:ident for $($owner:ty),+) => {
        $crate::filter::forward::forward_view!($view for $($owner),+ {
        fn hash[K: $crate::layout::key::Key + ?Sized](&self, key: &K) -> u64;
        fn contains[K: $crate::layout::key::Key + ?Sized](&self, key: &K) -> bool;
        fn contains_hash(&self, hash: u64) -> bool;
        fn insert_count(&self) -> u64;
        fn is_empty(&self) -> bool;
        fn size_bytes(&self) -> usize;
        fn seed(&self) -> u64;
        fn backend(&self) -> $crate::probe::Backend;
        fn backend_name(&self) -> &'static str;
        fn as_bytes(&self) -> &[u8];
        fn estimated_fpr(&self) -> f64;
        });
        $crate::filter::forward::forward_batch_outputs!($view for $($owner),+);
    };
}
pub(crate) use forward_kind_queries;

/// The batch outputs every kind's view has, forwarded to owners `$owner` through `view()`.
macro_rules! forward_batch_outputs {
    ($view:ident for $($owner:ty),+) => {
        $crate::filter::forward::forward_view!($view for $($owner),+ {
        /// # Panics
        /// If `keys` and `out` differ in length.
        fn contains_batch[K: $crate::layout::key::Key](&self, keys: &[K], out: &mut [bool]);
        /// # Panics
        /// If `hashes` and `out` differ in length.
        fn contains_hash_batch(&self, hashes: &[u64], out: &mut [bool]);
        /// # Panics
        /// If `keys` has more than 2^32 entries.
        fn select[K: $crate::layout::key::Key](&self, keys: &[K], out: &mut Vec<u32>);
        /// # Panics
        /// If `hashes` has more than 2^32 entries.
        fn select_hashes(&self, hashes: &[u64], out: &mut Vec<u32>);
        /// # Panics
        /// If `out` has fewer than `keys.len().div_ceil(64)` words.
        fn contains_batch_bitmap[K: $crate::layout::key::Key](&self, keys: &[K], out: &mut [u64]);
        /// # Panics
        /// If `out` has fewer than `hashes.len().div_ceil(64)` words.
        fn contains_hash_batch_bitmap(&self, hashes: &[u64], out: &mut [u64]);
        fn count_batch[K: $crate::layout::key::Key](&self, keys: &[K]) -> usize;
        fn count_hash_batch(&self, hashes: &[u64]) -> usize;
        #[cfg(feature = "arrow")]
        fn contains_arrow(&self, array: &dyn arrow_array::Array)
            -> Result<arrow_array::BooleanArray, $crate::error::Error>;
        /// # Panics
        /// If the array has more than 2^32 elements.
        #[cfg(feature = "arrow")]
        fn select_arrow(&self, array: &dyn arrow_array::Array, out: &mut Vec<u32>)
            -> Result<(), $crate::error::Error>;
        });
    };
}
pub(crate) use forward_batch_outputs;

/// Methods whose body is one expression, from one list of `vis fn name[generics](params) -> Ret
/// = body;`: a kind's getters and one-call wrappers, written once as a table rather than as
/// braces around one line, which every kind would otherwise repeat method for method.
macro_rules! one_line_methods {
    ($(
        $(#[$attr:meta])*
        $vis:vis fn $name:ident $([$($gen:tt)*])? ($($params:tt)*) $(-> $ret:ty)? = $body:expr;
    )*) => {
        $(
            $(#[$attr])*
            $vis fn $name $(<$($gen)*>)? ($($params)*) $(-> $ret)? {
                $body
            }
        )*
    };
}
pub(crate) use one_line_methods;
