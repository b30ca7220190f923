#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# For a kernel build with the plugin: in which section each merge's
# symbols ended up, from the report and each unit's object file (the
# report names the unit; the object is <build>/<unit>.o).  Prints counts
# by (section of the merged symbol, section of its target, how), then the
# merges outside .text, so that merges in .noinstr.text, .init.text,
# .head.text ... can be looked at one by one.  Used by scripts/check-kernel.sh.
#   scripts/kernel-merge-sections.py report.jsonl OBJDIR SRCDIR
import collections
import json
import os
import subprocess
import sys

report, objdir, srcdir = sys.argv[1:4]
cache = {}


def symbols(obj):
    """symbol name -> section name, for FUNC and OBJECT symbols of OBJ."""
    if obj in cache:
        return cache[obj]
    out = {}
    try:
        secs = {}
        for line in subprocess.run(["readelf", "-SW", obj], capture_output=True,
                                   text=True).stdout.splitlines():
            line = line.replace("[ ", "[")
            parts = line.split()
            if parts and parts[0].startswith("[") and parts[0].endswith("]") \
                    and parts[0][1:-1].isdigit() and len(parts) > 1:
                secs[parts[0][1:-1]] = parts[1]
        for line in subprocess.run(["readelf", "-sW", obj], capture_output=True,
                                   text=True).stdout.splitlines():
            parts = line.split()
            if len(parts) >= 8 and parts[3] in ("FUNC", "OBJECT"):
                out.setdefault(parts[7], secs.get(parts[6], parts[6]))
    except OSError:
        pass
    cache[obj] = out
    return out


def unit_object(unit):
    rel = os.path.relpath(unit, srcdir) if os.path.isabs(unit) else unit
    return os.path.join(objdir, os.path.splitext(rel)[0] + ".o")


counts = collections.Counter()
outside = []
for line in open(report):
    r = json.loads(line)
    obj = unit_object(r["unit"])
    syms = symbols(obj)
    a = syms.get(r["function"], "?")
    b = syms.get(r["into"], "?")
    counts[(a, b, r["how"])] += 1
    if a != ".text" or b != ".text":
        outside.append(f'{os.path.relpath(obj, objdir)}: {r["function"]} [{a}] -> '
                       f'{r["into"]} [{b}] ({r["how"]})')
print("| section of the merged symbol | of its target | how | merges |")
print("|---|---|---|---:|")
for (a, b, how), n in sorted(counts.items(), key=lambda x: (-x[1], x[0])):
    print(f"| {a} | {b} | {how} | {n} |")
print()
for o in sorted(outside):
    print("    " + o)
