#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""import-graph: which of the plugin's files call into which, and the
cycles among them (issue 24: the import graph of plugin/ has no cycle).

    scripts/import-graph.py [--build DIR] [--dot]

Reads the built objects (DIR, default build/: run make first) with nm: a
file uses another when it refers to a symbol the other defines.  That is
what the files really depend on, whatever their headers declare.  A
file also uses the module a header it includes is named after
(params.h: params), since inline functions leave no symbol; mergefn.h,
shared by all, counts by its symbols alone.  Each
file is a module, but the comparator's files (compare-*.c), which count
as one, "compare".  Prints each module's uses, then every cycle (strongly
connected component of more than one module); exit status 1 if any.
With --dot, the graph in Graphviz form instead.
"""
import argparse
import glob
import re
import os
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_of(obj):
    name = os.path.basename(obj)[:-2]
    return "compare" if name.startswith("compare-") else name


def symbols(obj):
    out = subprocess.run(["nm", "--defined-only", "-g", obj], stdout=subprocess.PIPE,
                         text=True, check=True).stdout
    defined = {l.split()[-1] for l in out.splitlines() if l.strip()}
    out = subprocess.run(["nm", "-u", obj], stdout=subprocess.PIPE, text=True, check=True).stdout
    used = {l.split()[-1] for l in out.splitlines() if l.strip()}
    return defined, used


def sccs(graph):
    index, low, on, stack, out, n = {}, {}, set(), [], [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(TOP, "build"))
    ap.add_argument("--dot", action="store_true")
    a = ap.parse_args()
    srcs = {os.path.basename(p)[:-2] for p in glob.glob(os.path.join(TOP, "plugin", "*.c"))}
    objs = [os.path.join(a.build, s + ".o") for s in sorted(srcs)]
    missing = [o for o in objs if not os.path.exists(o)]
    if missing:
        sys.exit("import-graph: not built: %s (run make)" % ", ".join(missing))
    owner, uses = {}, {}
    for o in objs:
        d, u = symbols(o)
        m = module_of(o)
        for s in d:
            owner[s] = m
        uses.setdefault(m, set()).update(u)
    graph = {m: {owner[s] for s in u if s in owner and owner[s] != m} for m, u in uses.items()}
    for src in sorted(srcs):
        m = module_of(src + ".o")
        text = open(os.path.join(TOP, "plugin", src + ".c")).read()
        for h in re.findall(r'#include "([a-z-]+)\.h"', text):
            if h in graph and h != m and h != "mergefn":
                graph[m].add(h)
    if a.dot:
        print("digraph plugin {")
        for m in sorted(graph):
            for w in sorted(graph[m]):
                print('  "%s" -> "%s";' % (m, w))
        print("}")
        return 0
    for m in sorted(graph):
        print("%-15s -> %s" % (m, " ".join(sorted(graph[m])) or "(nothing)"))
    cycles = [c for c in sccs(graph) if len(c) > 1]
    for c in cycles:
        print("cycle: " + " ".join(c))
    print("import-graph: %d modules, %d cycles" % (len(graph), len(cycles)))
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())
