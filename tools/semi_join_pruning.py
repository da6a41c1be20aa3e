#!/usr/bin/env python3
"""How much of `lineitem` a key filter could skip for the 2% semi join, by row group and by page.

    python3 tools/semi_join_pruning.py DIR [CUTOFF]

DIR holds `tpcgen-cli tpch parquet` output (`orders.parquet`, `lineitem.parquet`); CUTOFF is the
`o_orderdate <` bound of the selective side (default 1992-02-18, 2% of orders, as the runtime
filter examples use). Prints the selected orders, the `lineitem` row groups whose `l_orderkey`
min/max range meets the selected keys (what min/max pruning could not skip), those holding a
selected key (what no key filter could skip), and the same for windows of 1,024, 8,192 and 20,000
rows, the sizes of Parquet pages. Needs pyarrow and numpy.
"""
import sys

import numpy as np
import pyarrow.compute as pc
import pyarrow.parquet as pq


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    data = sys.argv[1]
    cutoff = sys.argv[2] if len(sys.argv) > 2 else "1992-02-18"
    orders = pq.read_table(f"{data}/orders.parquet", columns=["o_orderkey", "o_orderdate"])
    bound = pc.cast(pc.strptime(cutoff, format="%Y-%m-%d", unit="s"), orders["o_orderdate"].type)
    keys = np.sort(orders.filter(pc.less(orders["o_orderdate"], bound))["o_orderkey"].to_numpy())
    print(
        f"orders: {orders.num_rows}, o_orderdate < {cutoff}: {len(keys)} "
        f"({100 * len(keys) / orders.num_rows:.2f}%), keys {keys.min()}..{keys.max()}"
    )
    lineitem = pq.ParquetFile(f"{data}/lineitem.parquet")
    meta = lineitem.metadata
    column = next(i for i in range(meta.num_columns) if meta.schema.column(i).name == "l_orderkey")
    overlap = holding = matches = 0
    windows = {size: [0, 0] for size in (1024, 8192, 20000)}
    for g in range(meta.num_row_groups):
        stats = meta.row_group(g).column(column).statistics
        overlap += not (stats.max < keys[0] or stats.min > keys[-1])
        hit = np.isin(lineitem.read_row_group(g, columns=["l_orderkey"])["l_orderkey"].to_numpy(), keys)
        holding += bool(hit.any())
        matches += int(hit.sum())
        for size, counts in windows.items():
            starts = range(0, len(hit), size)
            counts[0] += sum(bool(hit[s : s + size].any()) for s in starts)
            counts[1] += len(starts)
    groups = meta.num_row_groups
    print(f"lineitem: {meta.num_rows} rows in {groups} row groups; {matches} match "
          f"({100 * matches / meta.num_rows:.2f}%)")
    print(f"row groups min/max pruning could not skip: {overlap} of {groups}")
    print(f"row groups holding a selected key: {holding} of {groups}")
    for size, (hit, total) in windows.items():
        print(f"windows of {size} rows holding a selected key: {hit} of {total} ({100 * hit / total:.1f}%)")


if __name__ == "__main__":
    main()
