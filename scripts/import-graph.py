#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""import-graph: which of the plugin's files call into which, the cycles
among them (issue 24: the import graph of plugin/ has no cycle), and
headers of ours that shadow GCC's (issue 40).

    scripts/import-graph.py [--top DIR] [--build DIR] [--gcc-include DIR] [--dot]

Reads the built objects (--build, default build/: run make first) with
nm: a file uses another when it refers to a symbol the other defines.
That is what the files really depend on, whatever their headers declare.
A file also uses the module a header it includes is named after
("mergefn/params.h": params), since inline functions leave no symbol;
headers no module is named after (common.h, compare.h, the face of every
compare-*.c) count by their symbols alone.  Each file is a module of its
own, the comparator's files too.  Prints each module's uses, then every
cycle (strongly connected component of more than one module).

Shadowing: a header of ours (under --top's include/) whose path from
include/, or whose name when it lies directly in include/, is also a
header of GCC's plugin headers (--gcc-include, default the include/ of
`$GCC -print-file-name=plugin`), would be found instead of GCC's by a
quoted #include (compat.h's "options.h" once found ours).  Each is
listed.

Exit status 1 on a cycle or a shadowing header.  With --dot, the graph
in Graphviz form instead.
"""
import argparse
import glob
import re
import os
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_of(obj):
    return os.path.basename(obj)[:-2]


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


def gcc_include():
    gcc = os.environ.get("GCC", "gcc")
    r = subprocess.run([gcc, "-print-file-name=plugin"], stdout=subprocess.PIPE, text=True)
    d = os.path.join(r.stdout.strip(), "include")
    if r.returncode or not os.path.isdir(d):
        sys.exit("import-graph: no plugin headers for %s (%s)" % (gcc, d))
    return d


def shadowing(top, gcc_inc):
    """Our headers that a quoted #include could take for GCC's."""
    ours = os.path.join(top, "include")
    out = []
    for dirpath, _, files in os.walk(ours):
        for f in files:
            if not f.endswith(".h"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), ours)
            if os.path.exists(os.path.join(gcc_inc, rel)):
                out.append(rel)
    return sorted(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--top", default=TOP)
    ap.add_argument("--build", default=None)
    ap.add_argument("--gcc-include", default=None)
    ap.add_argument("--dot", action="store_true")
    a = ap.parse_args()
    top = a.top
    build = a.build or os.path.join(top, "build")
    srcs = {os.path.basename(p)[:-2] for p in glob.glob(os.path.join(top, "plugin", "*.c"))}
    if not srcs:
        sys.exit("import-graph: no plugin/*.c under %s" % top)
    objs = [os.path.join(build, s + ".o") for s in sorted(srcs)]
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
        text = open(os.path.join(top, "plugin", src + ".c")).read()
        for h in re.findall(r'#include "mergefn/([a-z-]+)\.h"', text):
            if h in graph and h != m:
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
    shadows = shadowing(top, a.gcc_include or gcc_include())
    for h in shadows:
        print("shadows GCC's header: include/%s" % h)
    print("import-graph: %d modules, %d cycles, %d headers shadowing GCC's"
          % (len(graph), len(cycles), len(shadows)))
    return 1 if cycles or shadows else 0


if __name__ == "__main__":
    sys.exit(main())
