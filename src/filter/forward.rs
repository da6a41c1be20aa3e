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
