#!/usr/bin/env bash
# Regenerates the raw listings asm-notes/*.s from a release build with run-time dispatch (no
# target-cpu or target-feature flags): each back end's batch pipeline (the generic
# `#[target_feature]` entry points `contains` and `insert`, one listing per key type and output
# that matters) and its single-key entry points.
#   bash asm-notes/regen.sh            # x86-64: AVX-512 (with and without DQ), AVX2, scalar
#   AARCH64=1 bash asm-notes/regen.sh  # also aarch64 NEON (the toolchain .ci/aarch64-test.sh sets up)
#   INSTR=0 bash asm-notes/regen.sh    # skip the callgrind instruction counts (instr-count.sh)
# The build uses v0 symbol mangling (`-C symbol-mangling-version=v0`, which changes names only,
# not code) in its own target dir, so that objdump names each monomorph with its generic
# arguments, e.g. `entry::contains::<Words<u64>, Bools>`. Then runs asm-notes/instr-count.sh
# (valgrind), which rewrites asm-notes/instr-per-key.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=asm-notes
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
tgt=target/asm
export RUSTFLAGS="-C symbol-mangling-version=v0"

# Read from the CLI binary: the release profile's thin LTO leaves only bitcode in the rlib.
cargo build --release -q -p linebloom-cli --features dispatch-bench --target-dir "$tgt"
objdump -d -C -M intel --no-show-raw-insn "$tgt/release/linebloom" > "$work/x86_64.txt"

# listing DISASSEMBLY PATTERN: the first function whose demangled name matches the extended
# regex PATTERN, addresses stripped.
listing() {
  awk -v pat="$2" '
    /^[0-9a-f]+ <.*>:$/ { if (on) exit; name = substr($0, index($0, "<") + 1); sub(/>:$/, "", name);
                          if (name ~ pat) { on = 1; print; next } }
    on && /^$/ { exit }
    on' "$1" | sed -E 's/^ +[0-9a-f]+:[[:space:]]+//'
}
# Generic arguments as v0 demangling prints them.
U64_BOOLS='Words<u64>, linebloom::probe::pipeline::Bools>$'
for be in avx512::entry_dq avx512::entry avx2::entry; do
  name=${be//::/-}; name=${name/-entry_dq/dq}; name=${name/-entry/}
  mod="linebloom::probe::x86_64::$be"
  # The blocked layout's pipelines (each line kind has its own monomorph).
  listing "$work/x86_64.txt" "^$mod::contains::<linebloom::probe::line::Bits, .*$U64_BOOLS" > "$out/x86_64-$name-contains_batch_u64.s"
  listing "$work/x86_64.txt" "^$mod::insert::<linebloom::probe::line::Bits, .*Words<u64>>$" > "$out/x86_64-$name-insert_batch_u64.s"
  listing "$work/x86_64.txt" "^$mod::contains_one$" > "$out/x86_64-$name-contains_one.s"
  listing "$work/x86_64.txt" "^$mod::contains_multi$" > "$out/x86_64-$name-contains_multi.s"
  listing "$work/x86_64.txt" "^$mod::split_contains_one_any$" > "$out/x86_64-$name-split_contains_one.s"
  listing "$work/x86_64.txt" "^$mod::split_lanes_contains_one$" > "$out/x86_64-$name-split_lanes_contains_one.s"
done
# The scalar pipeline has no `#[target_feature]`, so it inlines into its callers: no symbol.
listing "$work/x86_64.txt" "^linebloom::probe::scalar::entry::contains_one$" > "$out/x86_64-scalar-contains_one.s"

if [ "${AARCH64:-0}" = 1 ]; then
  PREFIX=${AARCH64_PREFIX:-/tmp/aarch64-rust}
  RUSTC=$PREFIX/wrap/rustc CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
    cargo build --release -q -p linebloom-cli --target aarch64-unknown-linux-gnu --target-dir "$tgt/aarch64"
  aarch64-linux-gnu-objdump -d -C --no-show-raw-insn \
    "$tgt/aarch64/aarch64-unknown-linux-gnu/release/linebloom" > "$work/aarch64.txt"
  mod="linebloom::probe::aarch64::neon::entry"
  # NEON is baseline on aarch64, so its `#[target_feature(enable = "neon")]` pipelines inline
  # into their callers: the batch listings are the dispatching functions of probe/mod.rs, which
  # hold the NEON pipeline (and the scalar one, behind the `Path` match) for every line kind
  # (blocked, split, split with k < 8), behind the match on the layout.
  SRC='linebloom::probe::source::'
  listing "$work/aarch64.txt" "^linebloom::probe::contains_batch::<$SRC$U64_BOOLS" > "$out/aarch64-neon-contains_batch_u64.s"
  listing "$work/aarch64.txt" "^linebloom::probe::insert_batch::<${SRC}Words<u64>>$" > "$out/aarch64-neon-insert_batch_u64.s"
  listing "$work/aarch64.txt" "^$mod::contains_one$" > "$out/aarch64-neon-contains_one.s"
  listing "$work/aarch64.txt" "^$mod::contains_multi$" > "$out/aarch64-neon-contains_multi.s"
  listing "$work/aarch64.txt" "^$mod::split_contains_one_any$" > "$out/aarch64-neon-split_contains_one.s"
fi
for f in "$out"/*.s; do [ -s "$f" ] || { echo "regen.sh: empty listing $f" >&2; exit 1; }; done
wc -l "$out"/*.s

if [ "${INSTR:-1}" = 1 ]; then
  bash asm-notes/instr-count.sh
fi
