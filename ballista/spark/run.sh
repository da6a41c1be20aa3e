#!/usr/bin/env bash
# TPC-DS side by side: the 99 queries over the same Parquet files on one DataFusion node and on a
# local Ballista cluster (linebloom's runtime filter off and on), and on Apache Spark (its runtime
# Bloom filter off and on), with a per-query table at the end.
#
#   bash ballista/spark/run.sh [SCALE] [REPS] [QUERIES]
#
# SCALE defaults to 1, REPS to 3; QUERIES, as 3,10,21, runs only those. Installs pyspark and
# tpcgen-cli from PyPI into a virtual environment under target/, writes the data with tpcgen-cli
# (`target/tpcds-sf<SCALE>/<table>.parquet`), and needs Java 17 or later for Spark. PROFILE=test
# builds the example with the test profile (optimized, and shares the test build) instead of
# release. BROADCAST=bytes sets both engines' broadcast-join threshold (default 0: no broadcast
# joins, so that every join is a shuffle join, the kind both runtime filters are for).
# MIN_PROBE_ROWS sets `linebloom.runtime_filter_min_probe_rows` (default 100000, down from 10
# million, as Spark's application-side scan threshold is lowered from 10 GB to 1 MB: both filters
# may then fire at these scales).
set -euo pipefail
cd "$(dirname "$0")/../.."
scale=${1:-1}
reps=${2:-3}
only=${3:-}
profile=${PROFILE:-release}
broadcast=${BROADCAST:-0}
min_probe_rows=${MIN_PROBE_ROWS:-100000}
venv=target/spark-venv
data=target/tpcds-sf$scale
out=target/tpcds-sf$scale-results.csv

if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "pyspark>=4.0" tpcgen-cli
fi
if [ ! -f "$data/store_sales.parquet" ]; then
  mkdir -p "$data"
  "$venv/bin/tpcgen-cli" tpcds parquet -s "$scale" --output-dir="$data"
fi
rm -f "$out"

cargo build --profile "$profile" -p linebloom-ballista --features linebloom-ballista/binaries \
  --example tpc_runtime_filter
dir=$profile
[ "$profile" = test ] || [ "$profile" = dev ] && dir=debug
# Ballista's threshold 0 turns broadcast joins off; Spark's is -1.
spark_broadcast=$broadcast
[ "$broadcast" = 0 ] && spark_broadcast=-1
settings="linebloom.runtime_filter_min_probe_rows=$min_probe_rows"
settings="$settings,ballista.optimizer.broadcast_join_threshold_bytes=$broadcast"
DATA=$data CSV=$out SETTINGS="$settings" \
  "target/$dir/examples/tpc_runtime_filter" tpcds "$scale" "$reps" both "$only" || true
"$venv/bin/python" ballista/spark/spark_tpc.py --data "$data" --queries tpch/queries/tpcds \
  --scale "$scale" --reps "$reps" --only "$only" --csv "$out" --broadcast "$spark_broadcast" || true
"$venv/bin/python" ballista/spark/compare.py "$out"
