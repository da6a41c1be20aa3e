#!/usr/bin/env python3
"""The import graph of the library's src/ (the CLI excluded): file-level import cycles,
cycles among sibling files and folders at every level, imports from layout/ or probe/ into a
higher layer, and the largest files. Edges are `use` declarations and `crate::`, `super::`,
`self::` and `$crate::` paths in code (comments excluded), relative `use child::...` in a module
file included; a `pub(in path)` visibility and a macro-generated module's `use super::*` are not
imports.

    python3 tools/import_cycles.py [src]          # the summary
    python3 tools/import_cycles.py src -v -all     # also every edge ("E from -> to")
"""
import os, re, sys, itertools
root = sys.argv[1] if len(sys.argv) > 1 else 'src'
files = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if f.endswith('.rs'):
            p = os.path.join(d, f)
            rel = os.path.relpath(p, root)
            if rel.startswith('bin/'):
                continue
            files[rel] = p
def modpath(rel):
    parts = rel[:-3].split('/')
    if parts[-1] in ('mod', 'lib'):
        parts = parts[:-1]
    return parts
mods = {tuple(modpath(r)): r for r in files}
def resolve(path):
    # longest prefix that is a module
    for n in range(len(path), -1, -1):
        if tuple(path[:n]) in mods:
            return mods[tuple(path[:n])]
    return None
pat = re.compile(r'(\$?crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)+)')
edges = {r: set() for r in files}
for rel, p in files.items():
    me = modpath(rel)
    text = open(p).read()
    # strip comments
    lines = []
    for line in text.split('\n'):
        s = line.strip()
        if s.startswith('//'):
            continue
        line = re.sub(r'//.*$', '', line)
        line = re.sub(r'pub\(in [^)]*\)', 'pub', line)  # a visibility, not an import
        if re.match(r'\s{8,}use super::\*;', line):  # a macro-generated module's own parent
            continue
        lines.append(line)
    text = '\n'.join(lines)
    # expand `use x::{a, b::c}` groups roughly: capture prefix::{ ... }
    for m in re.finditer(r'((?:\$?crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)*)::\{([^;]*?)\}\s*;', text, re.S):
        pre = m.group(1)
        for item in re.split(r'[,\s{}]+', m.group(2)):
            item = item.strip()
            if item and re.match(r'[A-Za-z_]', item):
                text += '\n' + pre + '::' + item.split(' as ')[0]
    # relative `use child::...` in a module file
    for m in re.finditer(r'\buse\s+([a-z_][a-z0-9_]*)((?:::[A-Za-z_][A-Za-z0-9_]*)*)(::\{[^;]*\})?\s*;', text):
        head = m.group(1)
        if head in ('crate', 'super', 'self', 'std', 'core', 'alloc'):
            continue
        path = list(me) + [head] + [x for x in m.group(2).split('::') if x]
        if tuple(list(me) + [head]) in mods:
            tgt = resolve(path)
            if tgt and tgt != rel:
                edges[rel].add(tgt)
    for m in pat.finditer(text):
        head, tail = m.group(1), m.group(2).split('::')[1:]
        if head in ('crate', '$crate'):
            path = tail
        elif head == 'super':
            base = me[:-1] if not rel.endswith('mod.rs') else me[:-1]
            path = list(base)
            t = tail
            while t and t[0] == 'super':
                path = path[:-1]; t = t[1:]
            path += t
        else:
            path = list(me) + tail
        tgt = resolve(path)
        if tgt and tgt != rel:
            edges[rel].add(tgt)
def sccs(nodes, edges):
    idx = {}; low = {}; st = []; on = set(); out = []; c = [0]
    sys.setrecursionlimit(10000)
    def go(v):
        idx[v] = low[v] = c[0]; c[0] += 1; st.append(v); on.add(v)
        for w in edges.get(v, ()):
            if w not in idx:
                go(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], idx[w])
        if low[v] == idx[v]:
            comp = []
            while True:
                w = st.pop(); on.discard(w); comp.append(w)
                if w == v: break
            out.append(comp)
    for v in nodes:
        if v not in idx: go(v)
    return [c for c in out if len(c) > 1]
print('file cycles:')
for c in sccs(list(files), edges):
    print('  ', sorted(c))
# folder level: every folder at every depth; edge folder(A)->folder(B) when a file under A imports a file under B outside A
def folders(rel):
    parts = rel.split('/')[:-1]
    return ['/'.join(parts[:i]) for i in range(1, len(parts) + 1)]
fedges = {}
for a, bs in edges.items():
    for b in bs:
        for fa in folders(a) + [a]:
            for fb in folders(b) + [b]:
                # siblings only: same parent
                if os.path.dirname(fa) == os.path.dirname(fb) and fa != fb and not b.startswith(fa + '/') and not a.startswith(fb + '/'):
                    fedges.setdefault(fa, set()).add(fb)
nodes = set(fedges) | set(itertools.chain.from_iterable(fedges.values()))
print('sibling (file/folder) cycles:')
for c in sccs(sorted(nodes), fedges):
    print('  ', sorted(c))
rank = {'layout': 0, 'probe': 1, 'alloc.rs': 1, 'error.rs': 0, 'filter': 2, 'cuckoo': 2, 'batch': 3, 'file': 3, 'lib.rs': 9, 'capi.rs': 9, 'tests': 9}
print('upward arrows (layout/probe importing higher):')
for a, bs in sorted(edges.items()):
    ta = a.split('/')[0]
    if ta not in ('layout', 'probe'): continue
    for b in sorted(bs):
        tb = b.split('/')[0]
        if rank.get(tb, 5) > rank.get(ta, 5) or b == 'lib.rs':
            print('  ', a, '->', b)
print('largest files:')
for n, r in sorted(((sum(1 for _ in open(p)), r) for r, p in files.items()), reverse=True)[:5]:
    print('  ', n, r)
if '-v' in sys.argv:
    for a, bs in sorted(edges.items()):
        for b in sorted(bs):
            ta, tb = a.split('/')[0], b.split('/')[0]
            if ta != tb or '-all' in sys.argv:
                print('E', a, '->', b)
