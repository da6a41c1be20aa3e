#!/usr/bin/env bash
# CI for the Python package (.ci/run's "linebloom-python" step): a fresh virtual environment;
# maturin, pytest, numpy, pyarrow, mypy (for stubtest) and hypothesis (the property and fuzz
# tests of the buffer readers) from PyPI; the wheel built and
# installed by the README's command (`pip install ./python`, maturin through pyproject's build
# backend); the tests (the file round trips against the root package's CLI binary, the stubs
# against the module); then clippy for the crate.
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
# The wheel is built to be tested, not shipped: the release profile without its one codegen unit
# and thin LTO (minutes of a two-core CI run for no checked difference). A wheel built by hand
# keeps the profile in Cargo.toml.
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_DEBUG=false

# The CLI binary the round-trip tests run (`cargo test` has built it already in CI).
cargo build --bin linebloom
target_dir="${CARGO_TARGET_DIR:-$PWD/target}"
export LINEBLOOM_BIN="$target_dir/debug/linebloom"

venv="$target_dir/python-ci-venv"
rm -rf "$venv"
"${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/python" -m pip install -q maturin pytest numpy pyarrow mypy hypothesis
"$venv/bin/python" -m pip install -q ./python
# Hypothesis (the property and fuzz tests) keeps its cache beside the build, not in the checkout.
HYPOTHESIS_STORAGE_DIRECTORY="$target_dir/hypothesis" "$venv/bin/python" -m pytest -q python/tests

# In the release profile with maturin's features, clippy reuses the wheel build's pyo3 build
# scripts and proc macros (the dev profile would compile them again, minutes on two cores);
# `cargo clippy -p linebloom-python --all-targets -- -D warnings` is as clean.
cargo clippy --release -p linebloom-python --all-targets --features extension-module -- -D warnings

# The packages as they would be published: the abi3 wheel (one wheel for every CPython from 3.9)
# installed into a fresh virtual environment and imported from outside the checkout, and the
# sdist, which must carry the Rust sources a pip install from it builds.
dist="$target_dir/python-dist"
rm -rf "$dist"
"$venv/bin/maturin" build --release -m python/Cargo.toml -o "$dist"
"$venv/bin/maturin" sdist -m python/Cargo.toml -o "$dist"
wheel=$(ls "$dist"/linebloom-*-abi3-*.whl)
sdist=$(ls "$dist"/linebloom-*.tar.gz)
check="$target_dir/python-wheel-venv"
rm -rf "$check"
"${PYTHON:-python3}" -m venv "$check"
"$check/bin/python" -m pip install -q "$wheel"
(cd "$dist" && "$check/bin/python" -c '
import linebloom
f = linebloom.Filter(1000)
f.add("key")
assert "key" in f and "other" not in f
print("wheel OK:", linebloom.__file__)
')
listing=$(tar -tzf "$sdist")
grep -q "/python/src/lib.rs$" <<<"$listing"
grep -q "/src/layout/block.rs$" <<<"$listing"
echo "sdist OK: $(basename "$sdist")"
