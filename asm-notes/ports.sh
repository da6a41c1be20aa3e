#!/usr/bin/env bash
# Builds and runs asm-notes/ports.rs (x86-64 with AVX-512 only): cycles per instruction of the
# test loop's vector instructions, alone and in pairs. See asm-notes/README.md, "Ports".
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
rustc --edition 2021 -O ports.rs -o "$work/ports"
"$work/ports"
