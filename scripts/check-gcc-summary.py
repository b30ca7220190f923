#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summarize a scripts/check-gcc.sh run: compare the DejaGnu results without
and with the plugin, count the plugin's merges, and write the table.

    check-gcc-summary --out OUT [--doc FILE --results DIR]

Reads OUT/meta.env and OUT/<mode>/<level>/{gcc.sum,gcc.log,report.json,
status}.  Writes OUT/summary.md; with --doc, also FILE (the same text) and
one line of counts appended to doc/results/check-gcc.jsonl; with
--results, DIR/<mode>-<level>.sum.xz (the raw .sum files, compressed) and
DIR/merges.tsv.xz: run output, in build/results/ (check-gcc.sh).  Prints the
verdict.  Exit status 1 on a regression (a test that does not pass with
the plugin while it passes without), an internal compiler error or a
verify error with the plugin, an -flto level where the plugin never ran in
lto1, or a run that did not complete.
"""
import argparse
import collections
import json
import lzma
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mflib import dejagnu, records  # noqa: E402

KINDS = dejagnu.KINDS


def slug(level):
    s = level.strip()
    s = re.sub(r"^-", "", s)
    s = s.replace(" -", "-")
    return re.sub(r"[ =/]", "_", s)


def read_meta(out):
    meta = {}
    with open(os.path.join(out, "meta.env")) as f:
        for line in f:
            k, _, v = line.rstrip("\n").partition("=")
            meta[k] = v
    return meta


def read_sum(path):
    """name -> list of results (a name can repeat), counts by kind."""
    s = dejagnu.Sum(path)
    return s.by_name(), s.counts, s.complete


SPAWN_RE = re.compile(r"^spawn .* (\S+/gcc\.c-torture/execute/\S+\.[cS]) ")


def spawned_test(line):
    m = SPAWN_RE.match(line)
    return os.path.basename(m.group(1)) if m else None


def scan_log(path):
    """Problems in the log: kind -> list of (test, line)."""
    return dejagnu.scan_log(path, spawned_test)


def read_report(path):
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path, errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except ValueError:
                rows.append({"bad": line})
    return rows


def test_of(row):
    loc = row.get("location", "") or row.get("unit", "")
    path = loc.rsplit(":", 1)[0] if re.search(r":\d+$", loc) else loc
    return os.path.basename(path)


def fmt_time(s):
    s = int(s)
    return "%d min %02d s" % (s // 60, s % 60) if s >= 60 else "%d s" % s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--doc")
    ap.add_argument("--results")
    a = ap.parse_args()
    out = a.out
    meta = read_meta(out)
    levels = [l.strip() for l in meta["levels"].split(",") if l.strip()]
    modes = meta["modes"].split()
    problems = []          # lines for the verdict
    data = {}
    for level in levels:
        for mode in modes:
            d = os.path.join(out, mode, slug(level))
            res, counts, complete = read_sum(os.path.join(d, "gcc.sum"))
            st = None
            try:
                with open(os.path.join(d, "status")) as f:
                    rc, t0, t1 = f.read().split()
                    st = (int(rc), int(t1) - int(t0))
            except (OSError, ValueError):
                pass
            data[(mode, level)] = {
                "dir": d, "res": res, "counts": counts, "complete": complete,
                "status": st, "log": scan_log(os.path.join(d, "gcc.log")),
                "report": read_report(os.path.join(d, "report.json")),
            }
            if not complete:
                problems.append("the run %s %s did not complete (no summary in %s/gcc.sum)"
                                % (mode, level, d))

    regressions = {}
    progressions = {}
    both_fail = {}
    if "none" in modes and "plugin" in modes:
        for level in levels:
            wo = data[("none", level)]["res"]
            wi = data[("plugin", level)]["res"]
            reg, prog, bf = [], [], []
            for name in sorted(set(wo) | set(wi)):
                a_ = wo.get(name, [])
                b_ = wi.get(name, [])
                if a_ == b_:
                    if any(dejagnu.failed(k) for k in a_):
                        bf.append((name, "/".join(a_)))
                    continue
                a_bad = [k for k in a_ if dejagnu.failed(k)]
                b_bad = [k for k in b_ if dejagnu.failed(k)]
                if not b_ or len(b_bad) > len(a_bad) or (b_bad and not a_bad) \
                        or len(b_) < len(a_):
                    reg.append((name, "/".join(a_) or "(absent)",
                                "/".join(b_) or "(absent)"))
                else:
                    prog.append((name, "/".join(a_) or "(absent)",
                                 "/".join(b_) or "(absent)"))
            regressions[level] = reg
            progressions[level] = prog
            both_fail[level] = bf
            for r in reg:
                problems.append("regression at %s: %s: %s without the plugin, %s with"
                                % (level, r[0], r[1], r[2]))

    ice_total = {m: 0 for m in modes}
    for (mode, level), v in data.items():
        for kind, items in v["log"].items():
            if mode == "plugin" and kind in dejagnu.FATAL:
                for test, line in items:
                    problems.append("%s with the plugin at %s in %s: %s"
                                    % (kind, level, test, line))
            if kind == "ice":
                ice_total[mode] += len(items)
    # Merges.
    merges = {}
    for level in levels:
        if "plugin" not in modes:
            break
        rows = data[("plugin", level)]["report"]
        c = collections.Counter()
        tests = collections.Counter()
        lto_rows = 0
        for r in rows:
            if "bad" in r:
                c["unreadable"] += 1
                continue
            kind = r.get("kind", "?")
            c[kind] += 1
            c[kind + ":" + r.get("how", "?")] += 1
            tests[test_of(r)] += 1
            if not r.get("unit", "").endswith((".c", ".S")):
                lto_rows += 1
        merges[level] = {"c": c, "tests": tests, "lto": lto_rows, "n": len(rows)}
        if "-flto" in level.split() and lto_rows == 0 and not meta.get("tests"):
            # (A subset of the tests may well have nothing to merge.)
            problems.append("at %s the plugin never merged in lto1 (no report line "
                            "from an object file): was it on the link line?" % level)

    # ---- the text ----
    L = []
    start = int(meta.get("start", "0"))
    end = int(meta.get("end", "0"))
    L.append("# %s: GCC's torture tests with and without mergefn" % meta.get("title", "check-gcc"))
    L.append("")
    L.append("Written by `scripts/check-gcc.sh` (via `scripts/check-gcc-summary.py`); "
             "rerun to update.")
    L.append("")
    L.append("| | |")
    L.append("|---|---|")
    L.append("| date | %s (start) |" % time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(start)))
    L.append("| machine | %s |" % meta.get("machine", "?"))
    L.append("| compiler | `%s`: %s |" % (meta.get("gcc", "gcc"), meta.get("gcc_version", "?")))
    L.append("| tests | `gcc.c-torture/execute/*.[cS]` (execute.exp) from %s (%s, package %s) |"
             % (meta.get("testsuite_version", "?"), meta.get("tarball", "?"),
                meta.get("gcc_source_package", "?")))
    if meta.get("tests"):
        L.append("| subset | `execute.exp=%s` |" % meta["tests"])
    L.append("| DejaGnu | %s |" % meta.get("dejagnu", "?"))
    L.append("| plugin | commit `%s`, sha256 of mergefn.so `%s` |"
             % (meta.get("plugin_commit", "?"), meta.get("plugin_sha256", "?")[:16]))
    L.append("| levels | %s |" % ", ".join("`%s`" % l for l in levels))
    if meta.get("plugin_args"):
        L.append("| plugin arguments | %s (added to the plugin's flags at every level) |"
                 % ", ".join("`-fplugin-arg-mergefn-%s`" % a for a in meta["plugin_args"].split()))
    L.append("| wall time | %s for %d runtest processes, %s at a time |"
             % (fmt_time(end - start), len(data), meta.get("jobs", "?")))
    if meta.get("load"):
        L.append("| load average | %s (the machine may be shared: times are "
                 "upper bounds) |" % meta["load"])
    L.append("")
    if problems:
        L.append("**Verdict: %d problem(s)** (listed below)." % len(problems))
    else:
        L.append("**Verdict: no test fails with the plugin that passes without it; "
                 "no internal compiler error; no verify error.**")
    L.append("")
    L.append("## Results per level")
    L.append("")
    L.append("Counts of DejaGnu results in `gcc.sum` (each test gives two: "
             "`(test for excess errors)` and `execution test`).  *ICE* counts "
             "internal compiler errors (and lto1 failures) in `gcc.log`.")
    L.append("")
    shown = [k for k in KINDS if any(v["counts"][k] for v in data.values())]
    for k in ("PASS", "FAIL", "UNRESOLVED"):
        if k not in shown:
            shown.insert(KINDS.index(k) if k != "PASS" else 0, k)
    shown = [k for k in KINDS if k in shown]
    L.append("| level | plugin | " + " | ".join(shown) + " | ICE | time |")
    L.append("|---|---|" + "---:|" * (len(shown) + 2))
    for level in levels:
        for mode in modes:
            v = data[(mode, level)]
            st = v["status"]
            L.append("| `%s` | %s | " % (level, "with" if mode == "plugin" else "without")
                     + " | ".join(str(v["counts"][k]) for k in shown)
                     + " | %d | %s |" % (len(v["log"].get("ice", [])),
                                         fmt_time(st[1]) if st else "?"))
    L.append("")
    if regressions:
        total_reg = sum(len(r) for r in regressions.values())
        L.append("## Regressions (fail with the plugin, pass without): %d" % total_reg)
        L.append("")
        for level in levels:
            for name, a_, b_ in regressions.get(level, []):
                L.append("- `%s` %s: without %s, with %s" % (level, name, a_, b_))
        if not total_reg:
            L.append("None.")
        L.append("")
        prog = sum(len(r) for r in progressions.values())
        if prog:
            L.append("Tests that do better with the plugin than without:")
            L.append("")
            for level in levels:
                for name, a_, b_ in progressions.get(level, []):
                    L.append("- `%s` %s: without %s, with %s" % (level, name, a_, b_))
            L.append("")
        L.append("## Tests that fail both without and with the plugin")
        L.append("")
        L.append("GCC's own failures with this installed compiler and no target-specific "
                 "options (the same with and without the plugin):")
        L.append("")
        for level in levels:
            names = collections.OrderedDict()
            for name, r in both_fail.get(level, []):
                test = name.split()[0]
                names.setdefault(test, []).append(r)
            L.append("- `%s`: %s" % (level, ", ".join(
                "%s" % t.replace("gcc.c-torture/execute/", "") for t in names) or "none"))
        L.append("")
    if problems:
        L.append("## Problems")
        L.append("")
        for p in problems:
            L.append("- " + p)
        L.append("")
    if merges:
        L.append("## What the plugin merged")
        L.append("")
        L.append("From `-fplugin-arg-mergefn-report` (one JSON line per merged "
                 "symbol). Under `-flto` the lines come from lto1 (their unit is "
                 "an object file).")
        L.append("")
        L.append("| level | functions | alias | wrapper | redirect | params | variables "
                 "| tests with a merge | from lto1 |")
        L.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        tf = tv = 0
        for level in levels:
            m = merges[level]
            c = m["c"]
            tf += c["function"]
            tv += c["variable"]
            L.append("| `%s` | %d | %d | %d | %d | %d | %d | %d | %d |" % (
                level, c["function"], c["function:alias"], c["function:wrapper"],
                c["function:redirect"], c["function:params"], c["variable"],
                len(m["tests"]), m["lto"]))
        L.append("| **all** | **%d** | | | | | **%d** | | |" % (tf, tv))
        L.append("")
        allt = collections.Counter()
        for level in levels:
            allt.update(merges[level]["tests"])
        if allt:
            L.append("Tests with the most merges (all levels together): "
                     + ", ".join("%s (%d)" % (t, n) for t, n in allt.most_common(12)) + ".")
            L.append("")
    # Other -fcompare-debug failures (for check-determinism's levels).
    cd = {(mo, le): v["log"].get("compare-debug", []) for (mo, le), v in data.items()}
    if any(cd.values()):
        L.append("## -fcompare-debug failures")
        L.append("")
        for (mo, le), items in sorted(cd.items()):
            if items:
                L.append("- `%s` %s the plugin: %s" % (
                    le, "with" if mo == "plugin" else "without",
                    ", ".join(sorted(set(t for t, _ in items)))))
        L.append("")
    L.append("## How it was run")
    L.append("")
    inv = "make check-gcc"
    if meta.get("gcc", "gcc") not in ("gcc", "gcc-12"):
        # Newer GCCs run in Debian's chroots (doc/results/compilers.md).
        inv = "scripts/chroot.sh sid make check-gcc GCC=%s" % meta["gcc"]
    if meta.get("plugin_path"):
        inv += " PLUGIN=%s" % meta["plugin_path"]
    if meta.get("tests"):
        inv = "TESTS='%s' %s" % (meta["tests"], inv)
    if meta.get("plugin_args"):
        inv = "PLUGIN_ARGS='%s' %s%s" % (meta["plugin_args"],
                                          "DOC=%s " % meta["doc"] if meta.get("doc") else "", inv)
    L.append("    %s" % inv)
    L.append("")
    L.append("(`make check-gcc` builds `build/mergefn.so` and runs `scripts/check-gcc.sh`.)")
    L.append("")
    L.append("Each (level, with/without) pair is one `runtest` process in its own "
             "directory `build/check-gcc/<none|plugin>/<level>/`:")
    L.append("")
    any_plugin = data.get(("plugin", levels[0])) or next(iter(data.values()))
    d = any_plugin["dir"]
    for fname in ("command", "site.exp"):
        try:
            with open(os.path.join(d, fname)) as f:
                txt = f.read()
        except OSError:
            continue
        L.append("`%s`:" % fname)
        L.append("")
        L.extend("    " + x for x in txt.rstrip("\n").split("\n"))
        L.append("")
    bdir = os.path.join(d, "boards")
    if os.path.isdir(bdir):
        for b in sorted(os.listdir(bdir)):
            with open(os.path.join(bdir, b)) as f:
                txt = f.read()
            L.append("`boards/%s`:" % b)
            L.append("")
            L.extend("    " + x for x in txt.rstrip("\n").split("\n"))
            L.append("")
    L.append("Without the plugin the board is the same with empty `cflags`. "
             "Paths are those of the machine that ran it.")
    L.append("")
    L.append("Notes:")
    L.append("")
    results_rel = "build/results/" + os.path.basename((a.results or "check-gcc").rstrip("/"))
    L.append("- `TORTURE_OPTIONS` replaces GCC's default torture list (`-O0`, `-O1`, "
             "`-O2`, `-O3 -fomit-frame-pointer -funroll-loops ...`, `-O3 -g`, `-Os`, "
             "two `-flto` variants) by one level per runtest process, so levels run "
             "in parallel and each has its own report file.  From GCC 13 "
             "`execute.exp` runs through `gcc-dg-runtest`, whose `torture-init` "
             "would append GCC's two `-flto` variants to every job; "
             "`LTO_TORTURE_OPTIONS \"\"` in `site.exp` stops it.")
    L.append("- Board `cflags` are added to every compiler command DejaGnu runs, "
             "including the effective-target probes; a torture test compiles and "
             "links in one command, so under `-flto` the plugin is on the link line "
             "and runs in lto1 (the report lines whose unit is a temporary object "
             "file, column *from lto1*).")
    L.append("- The plugin is copied to `build/check-gcc/plugin/mergefn.so` first "
             "(the base name must stay `mergefn.so`: GCC takes the "
             "`-fplugin-arg-mergefn-` prefix from it).  To measure one commit while "
             "the work tree changes: `make check-gcc PLUGIN=$(scripts/snapshot-plugin.sh "
             "<commit>)`.")
    L.append("- Subsets: `TESTS='pr1*.c' LEVELS='-O2,-O2 -flto' scripts/check-gcc.sh` "
             "(results in `build/check-gcc/summary.md`; the doc is rewritten only "
             "by the full default run).  The raw `.sum` files of a run go to "
             "`%s/*.sum.xz`, every merge to "
             "`%s/merges.tsv.xz` (level, test, kind, merged, "
             "survivor, how): run output, not kept in the tree; the counts of each "
             "run are in `doc/results/check-gcc.jsonl`." % (results_rel, results_rel))
    L.append("")
    text = "\n".join(L)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(text)
    if a.doc:
        # Keep the extended suites' sections (scripts/check-gcc-suites-summary.py).
        kept = ""
        if os.path.exists(a.doc):
            old = open(a.doc).read()
            i = old.find("<!-- check-gcc-suites: begin")
            if i >= 0:
                kept = "\n" + old[i:]
        with open(a.doc, "w") as f:
            f.write(text + kept)
        # The compact record (doc/results/README.md): what the tables say.
        rec = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(start)),
               "summary": os.path.basename(a.doc),
               "plugin": meta.get("plugin_commit", "?")[:12],
               "compiler": meta.get("gcc", "gcc")}
        if meta.get("plugin_args"):
            rec["args"] = meta["plugin_args"]
        rec["levels"] = {
            level: {mode: dict([(k, data[(mode, level)]["counts"][k]) for k in shown]
                               + [("ICE", len(data[(mode, level)]["log"].get("ice", [])))])
                    for mode in modes}
            for level in levels}
        rec["regressions"] = sum(len(r) for r in regressions.values())
        if merges:
            rec["merges"] = {"function": sum(m["c"]["function"] for m in merges.values()),
                             "variable": sum(m["c"]["variable"] for m in merges.values())}
        rec["problems"] = len(problems)
        records.append("check-gcc", rec)
    if a.results:
        os.makedirs(a.results, exist_ok=True)
        for name in os.listdir(a.results):
            if name.endswith(".sum.xz"):
                os.remove(os.path.join(a.results, name))
        for (mode, level), v in data.items():
            src = os.path.join(v["dir"], "gcc.sum")
            if os.path.exists(src):
                with open(src, "rb") as f:
                    raw = f.read()
                with lzma.open(os.path.join(a.results, "%s-%s.sum.xz" % (mode, slug(level))),
                               "wb", preset=9) as f:
                    f.write(raw)
        if merges:
            with lzma.open(os.path.join(a.results, "merges.tsv.xz"), "wt", preset=9) as f:
                for level in levels:
                    for r in data[("plugin", level)]["report"]:
                        if "bad" in r:
                            continue
                        f.write("\t".join([level, test_of(r), r.get("kind", ""),
                                           r.get("function", ""), r.get("into", ""),
                                           r.get("how", "")]) + "\n")

    print("check-gcc: summary in %s" % os.path.join(out, "summary.md"))
    if a.doc:
        print("check-gcc: wrote %s and %s" % (a.doc, a.results))
    if merges:
        print("check-gcc: merged %d functions and %d variables across the suite"
              % (sum(m["c"]["function"] for m in merges.values()),
                 sum(m["c"]["variable"] for m in merges.values())))
    if problems:
        for p in problems[:50]:
            print("check-gcc: PROBLEM: " + p)
        if len(problems) > 50:
            print("check-gcc: ... %d more" % (len(problems) - 50))
        print("check-gcc: FAILED (%d problems)" % len(problems))
        return 1
    print("check-gcc: OK (no regression, no internal compiler error, no verify error)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
