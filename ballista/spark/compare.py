"""One table a query from the CSV lines of `tpc_runtime_filter` and `spark_tpc.py`.

    python compare.py RESULTS.csv

Columns: each engine's off and on medians (ms), its on/off gain, whether its filter fired, and
whether every engine returned the same number of rows.
"""

import csv
import sys
from collections import defaultdict

ENGINES = ("node", "ballista", "spark")


def main(path):
    by_query = defaultdict(dict)
    for suite, scale, engine, q, off, on, fired, rows, same in csv.reader(open(path)):
        by_query[int(q)][engine] = (float(off), float(on), fired, int(rows), same.lower() == "true")
    head = ["query"]
    for e in ENGINES:
        head += [f"{e} off", f"{e} on", f"{e} gain", f"{e} fired"]
    head += ["rows", "same rows"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    totals = {e: [0.0, 0.0] for e in ENGINES}
    for q in sorted(by_query):
        cells, counts, same = [f"Q{q}"], set(), True
        for e in ENGINES:
            if e not in by_query[q]:
                cells += ["-", "-", "-", "-"]
                continue
            off, on, fired, rows, s = by_query[q][e]
            totals[e][0] += off
            totals[e][1] += on
            cells += [f"{off:.0f}", f"{on:.0f}", f"{off / on:.2f}x", fired]
            counts.add(rows)
            same &= s
        cells += ["/".join(str(c) for c in sorted(counts)), "yes" if same and len(counts) == 1 else "NO"]
        print("| " + " | ".join(cells) + " |")
    cells = ["total"]
    for e in ENGINES:
        off, on = totals[e]
        cells += [f"{off:.0f}", f"{on:.0f}", f"{off / on:.2f}x" if on else "-", ""]
    print("| " + " | ".join(cells + ["", ""]) + " |")


if __name__ == "__main__":
    main(sys.argv[1])
