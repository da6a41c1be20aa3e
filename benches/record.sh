#!/usr/bin/env bash
# Records linebloom against its peers on this machine:
#   benches/records/<arch>/<YYYY-MM-DD>.md    machine, tables, speed targets, FPR vs bits/key
#   benches/records/<arch>/<YYYY-MM-DD>.svg   ns/key against filter size (copied to docs/perf-<arch>.svg)
#   benches/records/<arch>/<YYYY-MM-DD>.json  raw output of `cargo bench --bench peers -- --json`
#   benches/records/<arch>/<YYYY-MM-DD>-bench.json   raw output of `linebloom bench --json`
#
# Usage: bash benches/record.sh [--quick] [--max-size SIZE] [--out DIR] [--no-bench]
#   --quick      smoke test (sizes up to 16 MiB, fewer keys; under a minute once built); writes to
#                $TMPDIR/linebloom-record-quick unless --out is given, and leaves docs/ alone
#   --max-size   largest filter (default 500MB: the DRAM size of the speed targets; the full run takes minutes)
#   --out DIR    write the record there instead of benches/records/<arch>
#   --no-bench   skip the `linebloom bench` cross-check
#
# Default release build, no RUSTFLAGS (the library dispatches on the CPU at run time). Honours
# CARGO_TARGET_DIR. Pins the run to the last core with taskset when it is installed. Close other
# work first: the figures are only as quiet as the machine.
set -euo pipefail

cd "$(dirname "$0")/.."
quick=0
max_size=500MB
out_dir=
run_bench=1
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=1 ;;
        --max-size) max_size=${2:?--max-size needs a value}; shift ;;
        --out) out_dir=${2:?--out needs a directory}; shift ;;
        --no-bench) run_bench=0 ;;
        -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
        *) echo "record.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

arch=$(uname -m)
date=$(date +%F)
if [ -z "$out_dir" ]; then
    if [ $quick = 1 ]; then
        out_dir=${TMPDIR:-/tmp}/linebloom-record-quick
    else
        out_dir=benches/records/$arch
    fi
fi
mkdir -p "$out_dir"
base=$out_dir/$date

# The default build: no RUSTFLAGS from the environment either.
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS
echo "record.sh: building (release, default features, no RUSTFLAGS)" >&2
cargo build --release --quiet --bin linebloom
cargo bench --no-run --quiet --bench peers

pin=()
pinned=no
if command -v taskset >/dev/null 2>&1; then
    core=$(( $(nproc) - 1 ))
    pin=(taskset -c "$core")
    pinned="core $core (taskset)"
fi

peers_args=(--json --fpr-table --max-size "$max_size")
bench_extra=()
if [ $quick = 1 ]; then
    peers_args+=(--quick)
    bench_extra=(--queries 200000 --reps 3)
fi
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")

echo "record.sh: cargo bench --bench peers -- ${peers_args[*]}" >&2
"${pin[@]}" cargo bench --quiet --bench peers -- "${peers_args[@]}" > "$base.json.tmp"
mv "$base.json.tmp" "$base.json"

bench_json=()
bench_error=
if [ $run_bench = 1 ]; then
    # The same sizes as the peers run, in bytes.
    sizes=$(python3 -c 'import json,sys; print(",".join(str(s["bytes"]) for s in json.load(open(sys.argv[1]))["sizes"]))' "$base.json")
    echo "record.sh: cargo run --release -- bench --json --sizes $sizes ${bench_extra[*]}" >&2
    if "${pin[@]}" cargo run --release --quiet -- bench --json --sizes "$sizes" "${bench_extra[@]}" \
        > "$base-bench.json.tmp"; then
        mv "$base-bench.json.tmp" "$base-bench.json"
        bench_json=(--bench "$base-bench.json")
    else
        status=$?
        rm -f "$base-bench.json.tmp"
        bench_error="linebloom bench failed (exit status $status)"
        echo "record.sh: $bench_error; recording the peers run only" >&2
    fi
fi
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")

command="bash benches/record.sh"
[ $quick = 1 ] && command+=" --quick"
command+=" --max-size $max_size"
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
    commit="$commit (with uncommitted changes)"
fi
meta=(
    --meta "date=$date"
    --meta "cores=$(nproc)"
    --meta "rustc=$(rustc --version)"
    --meta "flags=none, run-time dispatch (default release build, no RUSTFLAGS)"
    --meta "pinned=$pinned"
    --meta "commit=$commit"
    --meta "load=$load_before / $load_after"
    --meta "command=$command"
)
[ -n "$bench_error" ] && meta+=(--meta "bench_error=$bench_error")

python3 benches/chart.py "$base.json" --svg "$base.svg" --record "$base.md" "${bench_json[@]}" "${meta[@]}"
if [ $quick = 0 ]; then
    mkdir -p docs
    cp "$base.svg" "docs/perf-$arch.svg"
fi
echo "record.sh: wrote $base.md, $base.svg" >&2
if [ $quick = 0 ]; then
    echo "record.sh: chart copied to docs/perf-$arch.svg" >&2
fi
