#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# kunit.py's --json result -> one line per test case, "suite.case STATUS"
# (PASS, FAIL, SKIP, ERROR), sorted, then a count line.  Used by
# scripts/check-kernel.sh to compare a plain and a plugin KUnit run.
#   scripts/kunit-summary.py results.json
import collections
import json
import sys


def walk(group, path, out):
    name = group.get("name", "")
    here = path + [name] if name and name != "KUnit Test Group" else path
    for case in group.get("test_cases", []):
        out.append((".".join(here + [case["name"]]), case["status"]))
    for sub in group.get("sub_groups", []):
        walk(sub, here, out)


def main():
    with open(sys.argv[1]) as f:
        top = json.load(f)
    out = []
    walk(top, [], out)
    for name, status in sorted(out):
        print(name, status)
    c = collections.Counter(s for _, s in out)
    suites = {n.split(".")[0] for n, _ in out}
    print(f"{len(suites)} suites, {len(out)} cases: " +
          ", ".join(f"{k} {c[k]}" for k in sorted(c)))


main()
