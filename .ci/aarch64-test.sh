#!/usr/bin/env bash
# Cross-builds the library for aarch64 (rustc 1.96 from Debian) and runs under qemu-user the
# tests that reach the back ends: the unit tests (the NEON back end's differential tests against
# the scalar reference, every pipeline and output), the split-block layout's and the pinned
# views' tests. The other integration tests and the doctests exercise code that does not depend
# on the target (they run on x86-64 in CI's test step); under emulation they cost most of this
# step's time. `bash .ci/aarch64-test.sh --all` runs them all.
set -euo pipefail
PREFIX=${AARCH64_PREFIX:-/tmp/aarch64-rust}
here=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -x "$PREFIX/wrap/rustc" ]; then
  bash "$here/.ci/setup-aarch64.sh" "$PREFIX" >/dev/null
fi
export RUSTC=$PREFIX/wrap/rustc RUSTDOC=$PREFIX/wrap/rustdoc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
cd "$here"
target=(-p linebloom --no-default-features --target aarch64-unknown-linux-gnu --target-dir target/aarch64)
# clippy on the aarch64-only code (the NEON back end, the prfm prefetch)
RUSTC_WORKSPACE_WRAPPER=$PREFIX/wrap/clippy-driver cargo check --lib --tests "${target[@]}"
if [ "${1:-}" = --all ]; then
  shift
  cargo test --lib --tests "${target[@]}" "$@"
  cargo test --doc "${target[@]}"
else
  cargo test --lib --test split_block --test pinned --test parity "${target[@]}" "$@"
fi
