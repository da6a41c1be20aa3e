#!/usr/bin/env bash
# Regenerates the raw listings asm-notes/*.s from a default release build (no RUSTFLAGS): the
# per-back-end entry points that the `Ops` tables point at, and the inlined batch driver.
#   bash asm-notes/regen.sh            # x86-64: AVX-512, AVX2, scalar
#   AARCH64=1 bash asm-notes/regen.sh  # also aarch64 NEON (the toolchain .ci/aarch64-test.sh sets up)
#   INSTR=0 bash asm-notes/regen.sh    # skip the callgrind instruction counts (instr-count.sh)
# Honours CARGO_TARGET_DIR. Then runs asm-notes/instr-count.sh (valgrind), which rewrites
# asm-notes/instr-per-key.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=asm-notes
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# Read from the CLI binary: the release profile's thin LTO leaves only bitcode in the rlib.
tgt=${CARGO_TARGET_DIR:-target}
cargo build --release -q --features dispatch-bench --bin linebloom --example instr_count
objdump -d -C -M intel --no-show-raw-insn "$tgt/release/linebloom" > "$work/x86_64.txt"
objdump -d -C -M intel --no-show-raw-insn "$tgt/release/examples/instr_count" > "$work/instr_count.txt"

listing() { # disassembly, symbol: that one function, addresses stripped
  awk -v sym="<$2>:" 'substr($0, 18) == sym {on=1} on && /^$/ {exit} on' "$1" |
    sed -E 's/^ +[0-9a-f]+:[[:space:]]+//'
}
for be in avx512 avx2; do
  for f in contains_one contains_chunk insert_one insert_chunk; do
    listing "$work/x86_64.txt" "linebloom::probe::x86_64::$be::entry::$f" > "$out/x86_64-$be-$f.s"
  done
done
listing "$work/x86_64.txt" "linebloom::probe::scalar::entry::contains_chunk" > "$out/x86_64-scalar-contains_chunk.s"
# The batch driver (hash a chunk, prefetch its blocks, test the previous chunk through the back
# end's pointer) is generic and inlined into its caller: here the bench's timed pass
# (`bench::measure`), which holds both the single-key loop and the batched call.
listing "$work/x86_64.txt" "linebloom::bench::measure::{{closure}}" > "$out/x86_64-driver-contains_batch.s"
# Dispatch variant (2) of benches/dispatch.rs: xxh3 and the AVX2 kernel inlined into one
# `#[target_feature(enable = "avx2")]` loop, no call per key (asm-notes/README.md, "Dispatch cost").
listing "$work/instr_count.txt" "linebloom::probe::dispatch_bench::count_avx2" > "$out/x86_64-dispatch-inlined_avx2.s"

if [ "${AARCH64:-0}" = 1 ]; then
  PREFIX=${AARCH64_PREFIX:-/tmp/aarch64-rust}
  RUSTC=$PREFIX/wrap/rustc CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
    cargo build --release -q --bin linebloom --target aarch64-unknown-linux-gnu --target-dir target/aarch64
  aarch64-linux-gnu-objdump -d -C --no-show-raw-insn \
    target/aarch64/aarch64-unknown-linux-gnu/release/linebloom > "$work/aarch64.txt"
  for f in contains_one contains_chunk insert_one insert_chunk; do
    listing "$work/aarch64.txt" "linebloom::probe::aarch64::neon::entry::$f" > "$out/aarch64-neon-$f.s"
  done
  listing "$work/aarch64.txt" "linebloom::bench::measure::{{closure}}" > "$out/aarch64-driver-contains_batch.s"
fi
wc -l "$out"/*.s

if [ "${INSTR:-1}" = 1 ]; then
  bash asm-notes/instr-count.sh
fi
