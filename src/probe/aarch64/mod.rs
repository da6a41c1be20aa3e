//! aarch64 back end. NEON is baseline on aarch64-unknown-linux-gnu, so it needs no dispatch beyond
//! the (compile-time) target check; `Neon::new` still asks the CPU, for targets where it is not.

pub(crate) mod neon;
