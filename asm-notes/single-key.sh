#!/usr/bin/env bash
# Lists the single-key lookup (`asm-notes/single-key/src/main.rs`) as three builds compile it:
#   default     run-time dispatch: one indirect call through the back end's table
#   avx2        `-C target-feature=+avx2`: the AVX2 kernel inlined, no call
#   avx512      `-C target-feature=+avx512f`: the AVX-512 kernel inlined (compiled, not run)
# and, in every build, the lookup of a view pinned to AVX2 (`FilterRef::pin`): a direct call;
# inlined, with no call, in a function compiled for AVX2 (`#[target_feature(enable = "avx2")]`).
#   bash asm-notes/single-key.sh            # x86-64
#   AARCH64=1 bash asm-notes/single-key.sh  # also aarch64 (NEON is baseline there: inlined by
#                                           # default), with the toolchain .ci/aarch64-test.sh sets up
set -euo pipefail
cd "$(dirname "$0")/.."
out=asm-notes
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# listing BINARY SYMBOL OBJDUMP: the function's instructions, addresses stripped.
listing() {
  "$3" -d --no-show-raw-insn ${4:-} --disassemble="$2" "$1" \
    | awk '/^[0-9a-f]+ <.*>:$/ {on = 1} on && /^$/ {exit} on' | sed -E 's/^ +[0-9a-f]+:[[:space:]]+//'
}
pkg=(--release -q --manifest-path asm-notes/single-key/Cargo.toml)
build() { # NAME RUSTFLAGS
  RUSTFLAGS="$2" cargo build "${pkg[@]}" --target-dir "target/asm-$1"
}
for v in "default|" "avx2|-C target-feature=+avx2" "avx512|-C target-feature=+avx512f"; do
  name=${v%%|*}; flags=${v#*|}
  build "$name" "$flags"
  bin="target/asm-$name/release/single-key-listing"
  listing "$bin" lookup_hash objdump "-M intel" > "$out/x86_64-$name-build-lookup_hash.s"
  listing "$bin" lookup_pinned_avx2 objdump "-M intel" > "$out/x86_64-$name-build-lookup_pinned_avx2.s"
  # In the builds with AVX2 on everywhere it is `lookup_pinned_avx2` itself (the linker folds
  # the two): listed in the default build only.
  if [ "$name" = default ]; then
    listing "$bin" lookup_pinned_avx2_compiled_for_avx2 objdump "-M intel" \
      > "$out/x86_64-$name-build-lookup_pinned_avx2_compiled_for_avx2.s"
  fi
done
if [ "${AARCH64:-0}" = 1 ]; then
  PREFIX=${AARCH64_PREFIX:-/tmp/aarch64-rust}
  RUSTC=$PREFIX/wrap/rustc CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
    cargo build "${pkg[@]}" --target aarch64-unknown-linux-gnu --target-dir target/asm-aarch64
  bin=target/asm-aarch64/aarch64-unknown-linux-gnu/release/single-key-listing
  listing "$bin" lookup_hash aarch64-linux-gnu-objdump > "$out/aarch64-default-build-lookup_hash.s"
fi
for f in "$out"/*-build-lookup_*.s; do
  [ -s "$f" ] || { echo "single-key.sh: empty listing $f" >&2; exit 1; }
  # Calls and tail calls out of the function (a panic path's call included), and which are
  # indirect (through a register: the table's function pointer).
  printf '%-52s %3d instructions, %d calls or tail calls, %d indirect\n' "$f" \
    "$(($(grep -c . "$f") - 1))" \
    "$(grep -cE '^(call|bl|blr|br)\s|^jmp +[0-9a-f]+ <[^+]*>$' "$f" || true)" \
    "$(grep -cE '^(call|jmp) +[a-z0-9]+$|^(blr|br)\s' "$f" || true)"
done
