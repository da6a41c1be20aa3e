#!/usr/bin/env python3
"""Turns the JSON of `cargo bench --bench peers -- --json` into an SVG chart and a
Markdown record. Python 3 standard library only (no matplotlib), so it runs anywhere CI does.

    python3 benches/chart.py PEERS.json --svg OUT.svg [--record OUT.md --bench BENCH.json
                             --meta KEY=VALUE ...] [--fpr-table]

* --svg: ns/key of batched absent-key lookups against filter size (log-log): one series per
  linebloom back end (`contains_batch`) and per peer (its lookup loop: no peer has a batch API),
  the random cache-line read floor of each size, and the L1/L2/L3 sizes as vertical lines.
* --record: the Markdown record: machine, tables, speed targets, FPR against bits/key.
* --fpr-table: prints only the FPR-against-bits/key table (Markdown) on stdout.
* --bench: the JSON of `linebloom bench --json` from the same run, added to the record.

The FPR table puts three models beside the measured rates:
* linebloom's own model (`linebloom::expected_fpr`, from the example's JSON),
* the classic unblocked Bloom filter with its best integer k: min_k (1 - e^(-k/b))^k,
* Parquet's split block Bloom filter (256-bit blocks of 8 x 32-bit words, k = 8, one bit in every
  word): a block holds Poisson(256/b) keys in the large-filter limit, and a query is a false
  positive when its bit is set in all 8 words, so FPR = sum_j Pois(j; 256/b) (1 - (1-1/32)^j)^8.
"""

import argparse
import html
import json
import math
import sys

# ---------------------------------------------------------------------------------------------
# Models


def classic_fpr(b):
    """The classic Bloom filter at b bits/key with its best integer k: (k, FPR)."""
    return min(((k, (1.0 - math.exp(-k / b)) ** k) for k in range(1, 33)), key=lambda t: t[1])


def parquet_sbbf_fpr(b):
    """Parquet's split block filter: sum_j Pois(j; 256/b) * (1 - (1 - 1/32)^j)^8."""
    lam = 256.0 / b
    p = math.exp(-lam)  # Pois(0)
    total = 0.0
    for j in range(0, 4000):
        if j > 0:
            p *= lam / j
        total += p * (1.0 - (31.0 / 32.0) ** j) ** 8
        if j > lam and p < 1e-18:
            break
    return total


def pct(x, digits=None):
    if x is None:
        return "-"
    if digits is None:
        digits = 3 if x >= 0.01 else 4
    return f"{100.0 * x:.{digits}f}%"


def fpr_table_md(data):
    """The FPR-against-bits/key table, 4..20 bits/key, as Markdown lines."""
    table = data.get("fpr_table")
    measured = {r["bits_per_key"]: r for r in table["rows"]} if table else {}
    lines = []
    if table:
        lines.append(
            f"Measured on {table['keys']:,} inserted random u64 keys and {table['queries']:,} "
            "absent ones per density (linebloom: `contains_batch`; sbbf-rs-safe: its "
            "`contains_hash` of xxh3-64)."
        )
        lines.append("")
    lines.append(
        "| bits/key | k | linebloom measured | linebloom model | classic unblocked (best k) "
        "| Parquet SBBF model (k=8) | sbbf-rs-safe measured |"
    )
    lines.append("|---|---|---|---|---|---|---|")
    for b in range(4, 21):
        r = measured.get(b)
        ck, cf = classic_fpr(b)
        lines.append(
            "| {} | {} | {} | {} | {} (k={}) | {} | {} |".format(
                b,
                r["k"] if r else "-",
                pct(r["measured"]) if r else "-",
                pct(r["model"]) if r else "-",
                pct(cf),
                ck,
                pct(parquet_sbbf_fpr(b)),
                pct(r["sbbf_measured"]) if r else "-",
            )
        )
    return lines


# ---------------------------------------------------------------------------------------------
# Helpers over the example's JSON


def human(b):
    if b >= 1 << 30:
        return f"{b / (1 << 30):.3g} GiB"
    if b >= 1 << 20:
        if b % (1 << 20) and b % 10_000 == 0:
            return f"{b / 1e6:.4g} MB"  # sizes asked for in decimal units: 1.25 MB, 500 MB
        return f"{b / (1 << 20):.3g} MiB"
    if b >= 1 << 10:
        return f"{b / 1024:.3g} KiB"
    return f"{b} B"


def label(r):
    return r["filter"] + (f" {r['backend']}" if r.get("backend") else "")


def best_absent(r):
    """Batched absent-key ns/key where the filter has a batch lookup, else its loop."""
    return r["batch_absent"] if r.get("batch_absent") is not None else r["single_absent"]


def series(data):
    """{series name: [(bytes, ns/key batched absent or loop)]}, in a stable order."""
    out = {}
    for s in data["sizes"]:
        for r in s["results"]:
            name = label(r) + ("" if r.get("batch_absent") is not None else " (loop)")
            out.setdefault(name, []).append((s["bytes"], best_absent(r)))
    return out


def find(size, filt, backend=None):
    for r in size["results"]:
        if r["filter"] == filt and (backend is None or r.get("backend") == backend):
            return r
    return None


def size_near(data, target, tol=0.05):
    for s in data["sizes"]:
        if abs(s["bytes"] - target) <= tol * target:
            return s
    return None


# ---------------------------------------------------------------------------------------------
# SVG

PALETTE = {
    "linebloom avx512": "#d62728",
    "linebloom avx2": "#ff7f0e",
    "linebloom neon": "#d62728",
    "linebloom scalar": "#8c564b",
    "sbbf-rs-safe (loop)": "#1f77b4",
    "fastbloom (loop)": "#2ca02c",
    "bloomfilter (loop)": "#9467bd",
    "xorf-bfuse8 (loop)": "#17becf",
}
EXTRA = ["#e377c2", "#7f7f7f", "#bcbd22", "#aec7e8"]


def svg_chart(data, title):
    W, H = 960, 560
    left, right, top, bottom = 70, 250, 50, 60
    pw, ph = W - left - right, H - top - bottom
    ser = series(data)
    floors = [(s["bytes"], s["floor_ns"]) for s in data["sizes"] if s.get("floor_ns")]
    xs = [b for pts in ser.values() for b, _ in pts] or [1 << 14, 1 << 30]
    ys = [v for pts in ser.values() for _, v in pts if v and v > 0] + [v for _, v in floors if v > 0]
    caches = [(k.upper().replace("D", "d"), v) for k, v in data.get("caches", {}).items() if v]
    xmin = min(xs + [c for _, c in caches]) / 1.6
    xmax = max(xs) * 1.6
    steps = [m * 10.0**e for e in range(-3, 6) for m in (1, 2, 5)]
    ymin = max([v for v in steps if v <= min(ys) / 1.1] or [steps[0]])
    ymax = min([v for v in steps if v >= max(ys) * 1.1] or [steps[-1]])

    def X(b):
        return left + pw * (math.log(b) - math.log(xmin)) / (math.log(xmax) - math.log(xmin))

    def Y(v):
        return top + ph * (1 - (math.log(v) - math.log(ymin)) / (math.log(ymax) - math.log(ymin)))

    e = []
    e.append(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
        f'viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">'
    )
    e.append(f'<rect width="{W}" height="{H}" fill="white"/>')
    e.append(
        f'<text x="{left}" y="22" font-size="15" font-weight="bold">{html.escape(title)}</text>'
    )
    e.append(
        f'<text x="{left}" y="40" fill="#555">absent-key lookups, ns/key (log scale); linebloom: '
        "contains_batch; peers: their lookup loop (no batch API); 10 bits/key</text>"
    )
    # Grid and y ticks.
    y = ymin
    while y <= ymax * 1.0001:
        for m in (1, 2, 5):
            v = y * m
            if ymin <= v <= ymax * 1.0001:
                yy = Y(v)
                e.append(
                    f'<line x1="{left}" x2="{left + pw}" y1="{yy:.1f}" y2="{yy:.1f}" '
                    f'stroke="#e5e5e5"/>'
                )
                e.append(
                    f'<text x="{left - 6}" y="{yy + 4:.1f}" text-anchor="end">{v:g}</text>'
                )
        y *= 10
    # x ticks at powers of 4 from 1 KiB.
    b = 1 << 10
    while b <= xmax:
        if b >= xmin:
            xx = X(b)
            e.append(
                f'<line x1="{xx:.1f}" x2="{xx:.1f}" y1="{top}" y2="{top + ph}" stroke="#f0f0f0"/>'
            )
            e.append(
                f'<text x="{xx:.1f}" y="{top + ph + 16}" text-anchor="middle">'
                f"{human(b).replace(' ', '')}</text>"
            )
        b *= 4
    e.append(
        f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#333"/>'
    )
    e.append(
        f'<text x="{left + pw / 2}" y="{H - 18}" text-anchor="middle">filter size (bytes, log '
        "scale)</text>"
    )
    e.append(
        f'<text transform="translate(18 {top + ph / 2}) rotate(-90)" text-anchor="middle">'
        "ns per key</text>"
    )
    # Cache boundaries.
    for name, size in caches:
        if xmin < size < xmax:
            xx = X(size)
            e.append(
                f'<line x1="{xx:.1f}" x2="{xx:.1f}" y1="{top}" y2="{top + ph}" stroke="#999" '
                f'stroke-dasharray="2,3"/>'
            )
            e.append(
                f'<text x="{xx + 3:.1f}" y="{top + 12}" fill="#666">{name} '
                f"{human(size).replace(' ', '')}</text>"
            )
    # The floor.
    if floors:
        pts = " ".join(f"{X(b):.1f},{Y(v):.1f}" for b, v in sorted(floors))
        e.append(
            f'<polyline points="{pts}" fill="none" stroke="black" stroke-width="2" '
            f'stroke-dasharray="6,4"/>'
        )
    # Series.
    names = list(ser)
    extra = iter(EXTRA * 4)
    colours = {n: PALETTE.get(n) or next(extra) for n in names}
    for n in names:
        pts = sorted(ser[n])
        c = colours[n]
        dash = ' stroke-dasharray="1,0"' if n.startswith("linebloom") else ' stroke-dasharray="5,3"'
        poly = " ".join(f"{X(b):.1f},{Y(v):.1f}" for b, v in pts)
        e.append(f'<polyline points="{poly}" fill="none" stroke="{c}" stroke-width="2"{dash}/>')
        for b, v in pts:
            e.append(
                f'<circle cx="{X(b):.1f}" cy="{Y(v):.1f}" r="3.5" fill="{c}">'
                f"<title>{html.escape(n)}, {human(b)}: {v:.2f} ns/key</title></circle>"
            )
    # Legend.
    lx, ly = left + pw + 18, top + 10
    entries = [(n, colours[n], n.startswith("linebloom")) for n in names]
    for i, (n, c, solid) in enumerate(entries):
        yy = ly + 20 * i
        dash = "" if solid else ' stroke-dasharray="5,3"'
        e.append(
            f'<line x1="{lx}" x2="{lx + 26}" y1="{yy}" y2="{yy}" stroke="{c}" '
            f'stroke-width="2"{dash}/>'
        )
        e.append(f'<circle cx="{lx + 13}" cy="{yy}" r="3.5" fill="{c}"/>')
        e.append(f'<text x="{lx + 34}" y="{yy + 4}">{html.escape(n)}</text>')
    yy = ly + 20 * len(entries)
    e.append(
        f'<line x1="{lx}" x2="{lx + 26}" y1="{yy}" y2="{yy}" stroke="black" stroke-width="2" '
        f'stroke-dasharray="6,4"/>'
    )
    e.append(f'<text x="{lx + 34}" y="{yy + 4}">random 64-byte read floor</text>')
    foot = [
        f"{data.get('cpu', '?')}, {data.get('cores', '?')} cores",
        f"default back end {data.get('default_backend', '?')}",
        f"median of {data.get('reps')} passes,",
        f"{data.get('queries'):,} keys per pass",
        "floor: random 64-byte reads of the",
        "filter's memory, many in flight",
    ]
    for i, t in enumerate(foot):
        e.append(
            f'<text x="{lx}" y="{yy + 30 + 16 * i}" fill="#555" font-size="11">'
            f"{html.escape(t)}</text>"
        )
    e.append("</svg>")
    return "\n".join(e) + "\n"


# ---------------------------------------------------------------------------------------------
# Markdown record


def num(v, digits=2):
    return "-" if v is None else f"{v:.{digits}f}"


def targets(data):
    """[(target, measured, met)] for the lookup speed targets, on the default back end."""
    be = data.get("default_backend")
    out = []

    def ratio_vs_sbbf(target_bytes, want, name):
        s = size_near(data, target_bytes)
        ours = find(s, "linebloom", be) if s else None
        sbbf = find(s, "sbbf-rs-safe") if s else None
        if not (ours and sbbf):
            out.append((name, "not measured in this run", None))
            return
        r = sbbf["single_absent"] / ours["batch_absent"]
        out.append(
            (
                name,
                f"{r:.2f}x ({sbbf['single_absent']:.2f} / {ours['batch_absent']:.2f} ns/key)",
                r >= want,
            )
        )

    ratio_vs_sbbf(500e6, 2.0, "batched absent lookups >= 2x faster than sbbf-rs-safe, 500 MB")
    ratio_vs_sbbf(1.25e6, 1.5, "batched absent lookups >= 1.5x faster than sbbf-rs-safe, 1.25 MB")

    pairs = []
    for s in data["sizes"]:
        ours, sbbf = find(s, "linebloom", be), find(s, "sbbf-rs-safe")
        if ours and sbbf:
            pairs.append((s, ours, sbbf))
    if pairs:
        met = all(o["fpr"] < p["fpr"] and o["bytes"] <= p["bytes"] * 1.001 for _, o, p in pairs)
        detail = "; ".join(
            f"{human(s['bytes'])}: {pct(o['fpr'])} vs {pct(p['fpr'])}" for s, o, p in pairs
        )
        out.append(("lower measured FPR than sbbf-rs-safe at the same memory", detail, met))
    else:
        out.append(("lower measured FPR than sbbf-rs-safe at the same memory", "not measured", None))

    s = size_near(data, 500e6)
    ours = find(s, "linebloom", be) if s else None
    name = "within 1.5x of the random cache-line read floor, 500 MB"
    if ours and s.get("floor_ns"):
        r = ours["batch_absent"] / s["floor_ns"]
        out.append(
            (name, f"{r:.2f}x ({ours['batch_absent']:.2f} vs {s['floor_ns']:.2f} ns)", r <= 1.5)
        )
    else:
        out.append((name, "not measured in this run", None))
    return out


def pipeline_targets(data, bench):
    """[(target, measured, met)] for the in-cache targets of the batch pipeline."""
    be = data.get("default_backend")
    out = []

    def ratio(target_bytes, filt, peer, want, name, ours_key="batch_absent", backend=None):
        s = size_near(data, target_bytes, tol=0.6)
        ours = find(s, "linebloom", backend or be) if s else None
        other = find(s, peer) if s else None
        if not (ours and other and ours.get(ours_key)):
            out.append((name, "not measured in this run", None))
            return
        r = other["single_absent"] / ours[ours_key]
        out.append((name, f"{r:.2f}x ({other['single_absent']:.2f} / {ours[ours_key]:.2f} ns/key, "
                          f"{human(s['bytes'])})", r >= want))

    for size, label_ in ((16 << 10, "16-25 KiB"), (1.25e6, "1.25 MB")):
        if be == "avx512":
            ratio(size, "linebloom", "sbbf-rs-safe", 2.5,
                  f"batched, AVX-512, {label_}: >= 2.5x sbbf-rs-safe")
            ratio(size, "linebloom", "xorf-bfuse8", 2.0,
                  f"batched, AVX-512, {label_}: >= 2x xorf BinaryFuse8")
        else:
            out.append((f"batched, AVX-512, {label_}: >= 2.5x sbbf-rs-safe and >= 2x xorf",
                        f"not measurable: this CPU's default back end is {be}", None))
        ratio(size, "linebloom", "sbbf-rs-safe", 1.8,
              f"batched, AVX2 forced, {label_}: >= 1.8x sbbf-rs-safe", backend="avx2")
        ratio(size, "linebloom", "sbbf-rs-safe", 1.25,
              f"single-key contains, {label_}: >= 1.25x sbbf-rs-safe", ours_key="single_absent")
    if bench:
        floors = {f["bytes"]: f["ns_per_line"] for f in bench.get("floors", [])}
        for size, level in ((16 << 10, "L1"), (256 << 10, "L2")):
            rows = [r for r in bench.get("results", [])
                    if r["backend"] == bench.get("default_backend", be)
                    and abs(r["bytes"] - size) <= 0.05 * size]
            name = f"`linebloom bench` {level} batched absent <= 2x its floor"
            if rows and floors.get(rows[0]["bytes"]):
                r, f = rows[0]["batch_absent"], floors[rows[0]["bytes"]]
                out.append((name, f"{r / f:.2f}x ({r:.2f} vs {f:.2f} ns, {human(rows[0]['bytes'])})",
                            r / f <= 2.0))
            else:
                out.append((name, "not measured in this run", None))
    ratio(500e6, "linebloom", "sbbf-rs-safe", 1.4, "500 MB batched: >= 1.4x sbbf-rs-safe")
    s = size_near(data, 500e6)
    ours = find(s, "linebloom", be) if s else None
    name = "500 MB batched: <= 1.3x the random-read floor"
    if ours and s.get("floor_ns"):
        r = ours["batch_absent"] / s["floor_ns"]
        out.append((name, f"{r:.2f}x ({ours['batch_absent']:.2f} vs {s['floor_ns']:.2f} ns)",
                    r <= 1.3))
    else:
        out.append((name, "not measured in this run", None))
    return out


def record_md(data, bench, meta, svg_name):
    L = []
    arch = data.get("arch", "?")
    L.append(f"# linebloom and its peers: {arch}, {meta.get('date', '')}")
    L.append("")
    L.append(
        "Side-by-side run of `benches/peers.rs`: every filter at 10 bits/key (as close as its API "
        "allows), the same random u64 keys, one thread. Ratios measured in one run are what to "
        "quote; absolute figures move from day to day on a shared machine."
    )
    L.append("")
    L.append("## Machine and build")
    L.append("")
    rows = [
        ("CPU", data.get("cpu")),
        ("cores", meta.get("cores", data.get("cores"))),
        ("caches (cpu0, sysfs)", ", ".join(
            f"{k} {human(v)}" for k, v in data.get("caches", {}).items() if v) or "unknown"),
        ("transparent huge pages", data.get("thp")),
        ("rustc", meta.get("rustc")),
        ("flags", meta.get("flags", "none, run-time dispatch")),
        ("back end chosen (default dispatch)", data.get("default_backend")),
        ("back ends measured", ", ".join(data.get("backends", []))),
        ("pinned", meta.get("pinned", "no")),
        ("commit", meta.get("commit")),
        ("load average before / after", meta.get("load")),
        ("command", meta.get("command")),
        ("keys per pass / passes (median)", f"{data.get('queries'):,} / {data.get('reps')}"),
    ]
    L.append("| | |")
    L.append("|---|---|")
    for k, v in rows:
        if v is not None:
            L.append(f"| {k} | {v} |")
    L.append("")
    L.append(
        "Hashes: linebloom xxh3-64 of the key's 8 bytes; sbbf-rs-safe is handed the same xxh3-64 "
        "(it takes hashes only); fastbloom SipHash-1-3 (its default); bloomfilter two "
        "SipHash-1-3; xorf BinaryFuse8 a murmur3 finaliser. No peer has a batch lookup, so its "
        "figure under *batched absent* in the summary is its lookup loop."
    )
    L.append("")
    L.append("## Targets: lookup speed")
    L.append("")
    L.append("| target | measured | met |")
    L.append("|---|---|---|")
    for name, measured, met in targets(data):
        L.append(f"| {name} | {measured} | {'yes' if met else ('no' if met is False else '-')} |")
    L.append("")
    L.append(f"Targets use the default back end ({data.get('default_backend')}); the floor is "
             "measured over linebloom's own filter memory (huge pages advised from 4 MiB).")
    L.append("")
    L.append("## Targets: the batch pipeline")
    L.append("")
    L.append("| target | measured | met |")
    L.append("|---|---|---|")
    for name, measured, met in pipeline_targets(data, bench):
        L.append(f"| {name} | {measured} | {'yes' if met else ('no' if met is False else '-')} |")
    L.append("")
    L.append("Peers are timed on their single-key loop (none has a batch lookup); sbbf-rs-safe's "
             "loop includes the same xxh3-64 that linebloom computes. The AVX2 instruction count "
             "per key is in asm-notes/instr-per-key.md, not in this run.")
    L.append("")
    if svg_name:
        L.append(f"![ns/key against filter size]({svg_name})")
        L.append("")
    L.append("## Summary: absent-key lookups, ns/key")
    L.append("")
    names = list(series(data))
    L.append("| filter | " + " | ".join(human(s["bytes"]) for s in data["sizes"]) + " |")
    L.append("|---|" + "---|" * len(data["sizes"]))
    for n in names:
        cells = []
        for s in data["sizes"]:
            v = next((best_absent(r) for r in s["results"]
                      if label(r) + ("" if r.get("batch_absent") is not None else " (loop)") == n),
                     None)
            cells.append(num(v))
        L.append(f"| {n} | " + " | ".join(cells) + " |")
    L.append("| random 64-byte read floor (filter memory) | " + " | ".join(
        num(s.get("floor_ns")) for s in data["sizes"]) + " |")
    L.append("| random 64-byte read floor (plain Vec) | " + " | ".join(
        num(s.get("floor_vec_ns")) for s in data["sizes"]) + " |")
    L.append("")
    be = data.get("default_backend")
    L.append(f"Speed-up of linebloom {be} (batched) over each peer's loop, absent keys:")
    L.append("")
    peers = [n for n in ("sbbf-rs-safe", "fastbloom", "bloomfilter", "xorf-bfuse8")]
    L.append("| size | " + " | ".join(peers) + " |")
    L.append("|---|" + "---|" * len(peers))
    for s in data["sizes"]:
        ours = find(s, "linebloom", be)
        cells = []
        for p in peers:
            r = find(s, p)
            cells.append(f"{r['single_absent'] / ours['batch_absent']:.2f}x" if (r and ours) else "-")
        L.append(f"| {human(s['bytes'])} | " + " | ".join(cells) + " |")
    L.append("")
    L.append("## Every filter, every size")
    L.append("")
    L.append(
        "ns/key; build = inserting all keys (linebloom `insert_batch`, peers their insert loop, "
        "BinaryFuse8 its construction), key generation included; *vs floor* = best absent-key "
        "figure / floor over the filter's memory; *THP* = huge-page-backed memory gained while "
        "building."
    )
    L.append("")
    L.append(
        "| size | filter | back end | build | batch absent | single absent | batch present | "
        "single present | bytes | bits/key | k | FPR | vs floor | THP |"
    )
    L.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for s in data["sizes"]:
        for r in s["results"]:
            floor = s.get("floor_ns")
            vs = f"{best_absent(r) / floor:.2f}x" if floor else "-"
            thp = r.get("thp_bytes")
            L.append(
                f"| {human(s['bytes'])} | {r['filter']} | {r.get('backend') or '-'} | "
                f"{num(r['build_ns'], 1)} | {num(r.get('batch_absent'))} | "
                f"{num(r['single_absent'])} | {num(r.get('batch_present'))} | "
                f"{num(r['single_present'])} | {r['bytes']:,} | {r['bits_per_key']:.3f} | "
                f"{r.get('k') if r.get('k') is not None else '-'} | {pct(r['fpr'])} | {vs} | "
                f"{human(thp) if thp else ('0' if thp == 0 else '-')} |"
            )
    L.append("")
    if bench:
        L.append("## `linebloom bench --json`, same run")
        L.append("")
        L.append(
            f"The project's own benchmark on the same sizes (pinned core {bench.get('pinned_core')}, "
            f"{bench.get('queries'):,} keys per pass, median of {bench.get('reps')})."
        )
        L.append("")
        L.append("| size | back end | single absent | single present | batch absent | "
                 "batch present | FPR | model | floor |")
        L.append("|---|---|---|---|---|---|---|---|---|")
        floors = {f["bytes"]: f["ns_per_line"] for f in bench.get("floors", [])}
        for r in bench.get("results", []):
            L.append(
                f"| {human(r['bytes'])} | {r['backend']} | {num(r.get('single_absent'))} | "
                f"{num(r.get('single_present'))} | {num(r.get('batch_absent'))} | "
                f"{num(r.get('batch_present'))} | {pct(r.get('fpr_measured'))} | "
                f"{pct(r.get('fpr_model'))} | {num(floors.get(r['bytes']))} |"
            )
        L.append("")
    elif meta.get("bench_error"):
        L.append("## `linebloom bench --json`")
        L.append("")
        L.append(f"Not recorded: {meta['bench_error']}")
        L.append("")
    L.append("## False-positive rate against bits/key")
    L.append("")
    L.extend(fpr_table_md(data))
    L.append("")
    L.append(
        "Classic: (1 - e^(-k/b))^k with its best integer k (an unblocked filter). Parquet SBBF: "
        "a 256-bit block of 8 x 32-bit words holds Poisson(256/b) keys; each key sets one bit in "
        "every word, so FPR = sum_j Pois(j; 256/b) (1 - (1 - 1/32)^j)^8. linebloom model: "
        "`linebloom::expected_fpr` (512-bit block, k of 16 lanes, one bit per lane)."
    )
    L.append("")
    L.append(f"Regenerate: `bash benches/record.sh` (raw JSON beside this file).")
    return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("peers_json")
    ap.add_argument("--svg")
    ap.add_argument("--record")
    ap.add_argument("--bench")
    ap.add_argument("--title")
    ap.add_argument("--meta", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--fpr-table", action="store_true")
    a = ap.parse_args()
    with open(a.peers_json) as f:
        data = json.load(f)
    meta = dict(m.split("=", 1) for m in a.meta)
    bench = None
    if a.bench:
        try:
            with open(a.bench) as f:
                bench = json.load(f)
        except (OSError, ValueError) as err:
            meta.setdefault("bench_error", f"cannot read {a.bench}: {err}")
    if a.fpr_table:
        print("\n".join(fpr_table_md(data)))
    if a.svg:
        title = a.title or f"linebloom and peers, {data.get('arch')}, {meta.get('date', '')}"
        with open(a.svg, "w") as f:
            f.write(svg_chart(data, title))
    if a.record:
        svg_name = a.svg.rsplit("/", 1)[-1] if a.svg else None
        with open(a.record, "w") as f:
            f.write(record_md(data, bench, meta, svg_name))
    if not (a.fpr_table or a.svg or a.record):
        ap.error("nothing to do: give --svg, --record or --fpr-table")


if __name__ == "__main__":
    sys.exit(main())
