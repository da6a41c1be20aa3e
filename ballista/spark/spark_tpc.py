"""TPC-DS (or TPC-H) queries on Apache Spark with its runtime Bloom filter off and on.

Spark's side of `ballista/spark/run.sh`: the same Parquet files and the same query text as
`tpc_runtime_filter`, timed the same way (each query REPS times in each setting, alternating off
and on, medians), and checked the same way (both settings give the same rows).

    python spark_tpc.py --data DIR --queries DIR [--reps 3] [--only 3,10] [--csv FILE]
                        [--broadcast BYTES] [--scale S] [--suite tpcds]

Settings, stated in the output: local mode with one core a task slot (`local[N]`, N = the
machine's cores), `spark.sql.shuffle.partitions` = N, `spark.sql.autoBroadcastJoinThreshold` =
--broadcast (-1, no broadcast joins, by default), and
`spark.sql.optimizer.runtime.bloomFilter.applicationSideScanSizeThreshold` lowered from its 10 GB
default to 1 MB, so that the filter may fire on tables of a few gigabytes or less. "fired" is
whether the executed plan (after adaptive execution) has a `might_contain` filter. The one change
to the query text: column aliases written as strings (`as 'order count'`) are given to Spark in
backquotes.
"""

import argparse
import os
import re
import statistics
import sys
import time

from pyspark.sql import SparkSession


def statements(text):
    """The statements of a query file, split at ';' outside quotes, without '--' comments."""
    out, current, quoted = [], [], False
    for line in text.splitlines():
        if not quoted:
            line = line.split("--")[0]
        for c in line:
            if c == "'":
                quoted = not quoted
                current.append(c)
            elif c == ";" and not quoted:
                if "".join(current).strip():
                    out.append("".join(current).strip())
                current = []
            else:
                current.append(c)
        current.append("\n")
    if "".join(current).strip():
        out.append("".join(current).strip())
    return out


def spark_dialect(sql):
    """The query text for Spark SQL: the files quote some column aliases as strings
    (`as 'order count'`), which Spark reads as an error; it takes them in backquotes."""
    return re.sub(r"(?i)\bas\s+'([^']*)'", lambda m: f"as `{m.group(1)}`", sql)


def normalized(rows):
    """Rows as sorted text; doubles to 9 significant digits (their sums depend on row order)."""
    def cell(v):
        if v is None:
            return "NULL"
        if isinstance(v, float):
            return f"{v:.8e}"
        return str(v)

    return sorted(" | ".join(cell(v) for v in row) for row in rows)


def run_once(spark, sql_statements):
    start = time.perf_counter()
    results, fired = [], False
    for sql in sql_statements:
        df = spark.sql(sql)
        rows = df.collect()
        plan = df._jdf.queryExecution().executedPlan().toString()
        fired |= "might_contain" in plan
        results.append(normalized(rows))
    return (time.perf_counter() - start) * 1e3, results, fired


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", required=True, help="directory of <table>.parquet or <table>/")
    p.add_argument("--queries", required=True, help="directory of 1.sql .. N.sql")
    p.add_argument("--suite", default="tpcds")
    p.add_argument("--scale", default="1")
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--only", default="", help="queries to run, as 3,10,21")
    p.add_argument("--csv", help="append suite,scale,engine,query,off_ms,on_ms,fired,rows,same")
    p.add_argument("--broadcast", default="-1", help="spark.sql.autoBroadcastJoinThreshold")
    p.add_argument("--memory", default="8g", help="spark.driver.memory")
    args = p.parse_args()

    cores = os.cpu_count() or 2
    spark = (
        SparkSession.builder.master(f"local[{cores}]")
        .appName("linebloom-spark-side-by-side")
        .config("spark.driver.memory", args.memory)
        .config("spark.sql.shuffle.partitions", str(cores))
        .config("spark.sql.autoBroadcastJoinThreshold", args.broadcast)
        .config(
            "spark.sql.optimizer.runtime.bloomFilter.applicationSideScanSizeThreshold", "1MB"
        )
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    for name in sorted(os.listdir(args.data)):
        path = os.path.join(args.data, name)
        table = name[: -len(".parquet")] if name.endswith(".parquet") else name
        if os.path.isdir(path) or name.endswith(".parquet"):
            spark.read.parquet(path).createOrReplaceTempView(table)

    only = {int(q) for q in args.only.split(",") if q.strip()}
    files = sorted(
        (int(f[:-4]), f) for f in os.listdir(args.queries) if f.endswith(".sql") and f[:-4].isdigit()
    )
    csv = open(args.csv, "a") if args.csv else None
    print(
        f"\nSpark {spark.version}, {args.suite} SF {args.scale}, local[{cores}], "
        f"shuffle partitions {cores}, autoBroadcastJoinThreshold {args.broadcast}, "
        f"median of {args.reps}"
    )
    print("| query | off ms | on ms | on ÷ off | filter fired | rows |")
    print("|---|---|---|---|---|---|")
    all_same, totals = True, [0.0, 0.0]
    for q, f in files:
        if only and q not in only:
            continue
        with open(os.path.join(args.queries, f)) as fh:
            sqls = [spark_dialect(s) for s in statements(fh.read())]
        times, rows, fired = ([], []), [None, None], False
        try:
            for _ in range(args.reps):
                for setting, on in enumerate((False, True)):
                    spark.conf.set(
                        "spark.sql.optimizer.runtime.bloomFilter.enabled", str(on).lower()
                    )
                    ms, r, f_ = run_once(spark, sqls)
                    times[setting].append(ms)
                    rows[setting] = r
                    fired |= on and f_
        except Exception as e:  # a query Spark cannot run: reported, and the run goes on
            first = str(e).strip().splitlines()[0][:160] if str(e).strip() else type(e).__name__
            print(f"| Q{q} | error: {first} | | | | |", flush=True)
            continue
        off, on = statistics.median(times[0]), statistics.median(times[1])
        totals[0] += off
        totals[1] += on
        same = rows[0] == rows[1]
        all_same &= same
        count = sum(len(r) for r in rows[1])
        flag = "yes" if fired else "no"
        differ = "" if same else " (ROWS DIFFER)"
        print(f"| Q{q} | {off:.1f} | {on:.1f} | {on / off:.2f} | {flag} | {count}{differ} |", flush=True)
        if csv:
            csv.write(
                f"{args.suite},{args.scale},spark,{q},{off:.1f},{on:.1f},{flag},{count},{same}\n"
            )
            csv.flush()
    print(f"| total | {totals[0]:.1f} | {totals[1]:.1f} | {totals[1] / max(totals[0], 1e-9):.2f} | | |")
    print(f"same rows off and on: {all_same}")
    spark.stop()
    return 0 if all_same else 1


if __name__ == "__main__":
    sys.exit(main())
