#!/usr/bin/env python3
"""Batch membership tests: linebloom's contains_many against its Python peers, side by side.

For each size (default 1e6 and 1e7 keys) a filter is built from `n` member keys and asked about
`n` absent keys (disjoint from the members: members are even, absent keys odd), twice:

* u64 keys: linebloom.Filter.contains_many on a numpy uint64 array; rbloom, fastbloom-rs,
  pybloom-live and a Python set on the same keys as a list of Python ints (converting the
  array to that list is not timed: it is done once, before); np.isin(absent, members).
* str keys: 16-character str keys (16 bytes of UTF-8) in a Python list, for every library.

Each library is used its fastest documented way to test many keys: rbloom has no batch lookup
(`key in bloom` is its API), so it is `list(map(bloom.__contains__, keys))`, the fastest form of
a per-key loop; fastbloom-rs has `contains_int_batch` / `contains_str_batch`; pybloom-live is
pure Python and is timed on the first --pure-python-keys absent keys only (and built only for
sizes up to --pure-python-max). Peers are sized for FPR 1%; linebloom at 10 bits per key (the
1.25 MB filter for 1e6 keys). The measured FPR and each filter's memory are in the table.

Times are the best of --repeat runs, in nanoseconds per key. Peers that are not installed are
listed as such. Run: python python/bench.py [--sizes 1e6,1e7] [--output table.md]
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import os
import platform
import sys
import time

import numpy as np

import linebloom


def version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def best_of(repeat: int, fn):
    """The best wall time of `repeat` calls and the last result."""
    times, result = [], None
    for _ in range(repeat):
        result = None
        gc.collect()
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return min(times), result


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def cpu_flags() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    flags = set(line.split(":", 1)[1].split())
                    return ",".join(f for f in ["avx2", "avx512f", "avx512bw"] if f in flags)
    except OSError:
        pass
    return ""


def set_bytes(s: set, sample) -> int:
    """A set's table plus its key objects (sizes from a sample of them)."""
    per_key = sum(sys.getsizeof(k) for k in sample) / max(len(sample), 1)
    return sys.getsizeof(s) + int(per_key * len(s))


def run_size(n: int, args, rows: list) -> None:
    rng = np.random.default_rng(12345 + n)
    # Below 2**63 so that fastbloom-rs (i64 keys) takes them; members even, absent odd.
    members = rng.integers(0, 2**62, size=n, dtype=np.uint64) * np.uint64(2)
    absent = rng.integers(0, 2**62, size=n, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    members_list, absent_list = members.tolist(), absent.tolist()
    members_str = [f"{k:016x}" for k in members_list]
    absent_str = [f"{k:016x}" for k in absent_list]
    pure_n = min(args.pure_python_keys, n)
    r = args.repeat

    def row(keys, lib, how, secs, probed, fpr, memory, note=""):
        rows.append(
            dict(keys=keys, n=n, lib=lib, how=how, ns=secs / probed * 1e9, fpr=fpr,
                 memory=memory, note=note)
        )

    for kind, mem_keys, probe_keys, probe_array in [
        ("u64", members_list, absent_list, absent),
        ("str16", members_str, absent_str, None),
    ]:
        # linebloom
        f = linebloom.Filter(n, bits_per_key=10)
        f.add_many(members if kind == "u64" else members_str)
        probe = probe_array if probe_array is not None else probe_keys
        secs, out = best_of(r, lambda: f.contains_many(probe))
        how = "contains_many(numpy uint64)" if kind == "u64" else "contains_many(list of str)"
        row(kind, f"linebloom {linebloom.__version__}", how, secs, n, float(out.mean()),
            f.size_bytes)
        assert f.contains_many(members if kind == "u64" else members_str).all()
        if kind == "u64":
            secs, out = best_of(r, lambda: f.contains_many(probe_keys))
            row(kind, f"linebloom {linebloom.__version__}", "contains_many(list of int)", secs,
                n, float(out.mean()), f.size_bytes)
        secs, out = best_of(r, lambda: list(map(f.__contains__, probe_keys)))
        row(kind, f"linebloom {linebloom.__version__}", "map(f.__contains__, list)", secs, n,
            sum(out) / n, f.size_bytes)
        del f

        # rbloom
        v = version("rbloom")
        if v:
            import rbloom

            b = rbloom.Bloom(n, 0.01)
            b.update(mem_keys)
            secs, out = best_of(r, lambda: list(map(b.__contains__, probe_keys)))
            note = "str hashes cached by Python after the first run" if kind == "str16" else ""
            row(kind, f"rbloom {v}", "map(bloom.__contains__, list)", secs, n, sum(out) / n,
                b.size_in_bits // 8, note)
            del b
        else:
            row(kind, "rbloom", "not installed", float("nan"), 1, float("nan"), 0)

        # fastbloom-rs
        v = version("fastbloom-rs") or version("fastbloom_rs")
        if v:
            from fastbloom_rs import BloomFilter

            fb = BloomFilter(n, 0.01)
            if kind == "u64":
                fb.add_int_batch(mem_keys)
                secs, out = best_of(r, lambda: fb.contains_int_batch(probe_keys))
                how = "contains_int_batch(list)"
            else:
                fb.add_str_batch(mem_keys)
                secs, out = best_of(r, lambda: fb.contains_str_batch(probe_keys))
                how = "contains_str_batch(list)"
            row(kind, f"fastbloom-rs {v}", how, secs, n, sum(out) / n, len(fb.get_bytes()))
            del fb
        else:
            row(kind, "fastbloom-rs", "not installed", float("nan"), 1, float("nan"), 0)

        # pybloom-live (pure Python)
        v = version("pybloom-live") or version("pybloom_live")
        if v and n <= args.pure_python_max:
            import pybloom_live

            pb = pybloom_live.BloomFilter(capacity=n, error_rate=0.01)
            for k in mem_keys:
                pb.add(k)
            sample = probe_keys[:pure_n]
            secs, out = best_of(1, lambda: list(map(pb.__contains__, sample)))
            row(kind, f"pybloom-live {v}", "map(bloom.__contains__, list)", secs, pure_n,
                sum(out) / pure_n, pb.num_bits // 8, f"timed on {pure_n:.0e} keys")
            del pb
        elif v:
            row(kind, f"pybloom-live {v}", f"skipped above n={args.pure_python_max:.0e}",
                float("nan"), 1, float("nan"), 0)
        else:
            row(kind, "pybloom-live", "not installed", float("nan"), 1, float("nan"), 0)

        # Python set
        s = set(mem_keys)
        secs, out = best_of(r, lambda: list(map(s.__contains__, probe_keys)))
        row(kind, f"set (Python {platform.python_version()})", "map(set.__contains__, list)",
            secs, n, sum(out) / n, set_bytes(s, mem_keys[:1000]))
        del s

        # np.isin
        if kind == "u64":
            secs, out = best_of(r, lambda: np.isin(absent, members))
            row(kind, f"numpy {np.__version__}", "np.isin(absent, members)", secs, n,
                float(out.mean()), members.nbytes, "exact; memory: the member array")


def format_table(rows: list) -> str:
    lines = [
        "| keys | n | library | how | ns/key | linebloom contains_many is × faster | FPR | "
        "memory (bytes) | note |",
        "|---|---|---|---|---:|---:|---:|---:|---|",
    ]
    ref = {}
    for x in rows:
        if x["lib"].startswith("linebloom") and x["how"].startswith("contains_many") and (
            x["keys"], x["n"]) not in ref:
            ref[(x["keys"], x["n"])] = x["ns"]
    for x in rows:
        base = ref.get((x["keys"], x["n"]))
        ns = x["ns"]
        speed = "" if ns != ns or base is None else f"{ns / base:.1f}"
        fpr = "" if x["fpr"] != x["fpr"] else f"{100 * x['fpr']:.3f}%"
        ns_s = "" if ns != ns else f"{ns:.1f}"
        mem = f"{x['memory']:,}" if x["memory"] else ""
        lines.append(
            f"| {x['keys']} | {x['n']:.0e} | {x['lib']} | {x['how']} | {ns_s} | {speed} | "
            f"{fpr} | {mem} | {x['note']} |"
        )
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default="1e6,1e7", help="comma-separated key counts")
    p.add_argument("--repeat", type=int, default=3, help="timed runs per measurement (best)")
    p.add_argument("--pure-python-max", type=float, default=1e6,
                   help="largest n for pure-Python peers (their build is slow)")
    p.add_argument("--pure-python-keys", type=int, default=200_000,
                   help="absent keys a pure-Python peer is timed on")
    p.add_argument("--output", help="also write the table (Markdown) to this file")
    args = p.parse_args()
    rows: list = []
    for size in args.sizes.split(","):
        n = int(float(size))
        print(f"n = {n:,} ...", file=sys.stderr, flush=True)
        run_size(n, args, rows)
    header = (
        f"CPU: {cpu_model()} ({os.cpu_count()} logical CPUs; {cpu_flags()}), "
        f"Python {platform.python_version()}, numpy {np.__version__}, "
        f"linebloom {linebloom.__version__} (backend {linebloom.Filter(10).backend}); "
        f"best of {args.repeat}; `×` = that row's ns/key over linebloom contains_many's."
    )
    table = header + "\n\n" + format_table(rows)
    print(table)
    if args.output:
        with open(args.output, "w") as f:
            f.write(table + "\n")


if __name__ == "__main__":
    main()
