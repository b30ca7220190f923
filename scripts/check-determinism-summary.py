#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summarize a scripts/check-determinism.sh run (called by it).

    check-determinism-summary OUT START MID END COMMIT PLUGIN GCC NSINGLE CDSTATUS [DOC]

Reads OUT/results.tsv (check, input, flags, mode, result, detail) and
OUT/compare-debug/summary.md; writes OUT/summary.md and, if given, DOC and
one line of counts appended to determinism.jsonl beside it
(doc/results/README.md).
Exit status 1 when a comparison differs with the plugin where the control
(without it) does not, on an error, or when CDSTATUS (check-gcc's exit
status for the -fcompare-debug levels) is non-zero.
"""
import collections
import hashlib
import os
import platform
import re
import subprocess
import sys
import time


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"


def main():
    out, start, mid, end, commit, plugin, gcc, nsingle, cdstatus = sys.argv[1:10]
    doc = sys.argv[10] if len(sys.argv) > 10 and sys.argv[10] else None
    start, mid, end, cdstatus = int(start), int(mid), int(end), int(cdstatus)
    rows = []
    with open(os.path.join(out, "results.tsv")) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            parts += [""] * (6 - len(parts))
            rows.append(parts[:6])
    by = {}
    for r in rows:
        by[(r[0], r[1], r[2], r[3])] = r
    problems, notes = [], []
    for r in rows:
        check, inp, flags, mode, result, detail = r
        if mode == "control" or result == "same":
            continue
        ctrl = by.get((check, inp, flags, "control"))
        if result == "ERROR":
            problems.append("%s %s %s: %s" % (check, inp, flags, detail))
        elif check == "lto-report" and ("reversed" in inp or "mixed" in inp) \
                and by.get(("lto-classes", inp, flags, "plugin"), [""] * 5)[4] == "same":
            notes.append("%s %s `%s`: the same classes of symbols are merged, but "
                         "%s: the survivor of a class that spans units is the "
                         "earliest in the program, and under -flto the program's "
                         "order is the link order (doc/merge-rules.md, Survivor)"
                         % (check, inp, flags, detail))
        elif ctrl is not None and ctrl[4] != "same":
            notes.append("%s %s `%s`: differs without the plugin too (%s): GCC itself"
                         % (check, inp, flags, ctrl[5] or ctrl[4]))
        else:
            problems.append("%s %s `%s` with the plugin: %s" % (check, inp, flags, detail))
    if cdstatus != 0:
        problems.append("-fcompare-debug over the torture suite: check-gcc reported "
                        "problems (see below)")

    with open(plugin, "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()
    L = []
    L.append("# Determinism: the same source, the same bytes")
    L.append("")
    L.append("Written by `scripts/check-determinism.sh` (`make check-determinism`); "
             "rerun to update.")
    L.append("")
    L.append("| | |")
    L.append("|---|---|")
    L.append("| date | %s |" % time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(start)))
    L.append("| machine | %s, %s, %s CPUs |" % (
        " ".join(platform.uname()[i] for i in (0, 2, 4)),
        sh(". /etc/os-release; echo $PRETTY_NAME") + " " + sh("cat /etc/debian_version"),
        sh("nproc")))
    L.append("| compiler | `%s`: %s |" % (gcc, sh("%s --version | head -n 1" % gcc)))
    L.append("| plugin | commit `%s`, sha256 of mergefn.so `%s` |" % (commit, sha[:16]))
    L.append("| time | %d s for the comparisons, %d s for -fcompare-debug over the "
             "torture suite |" % (mid - start, end - mid))
    L.append("")
    if problems:
        L.append("**Verdict: %d problem(s)** (below)." % len(problems))
    else:
        L.append("**Verdict: every comparison with the plugin gives byte-identical "
                 "output wherever GCC alone does; no -fcompare-debug failure with "
                 "the plugin.**")
    L.append("")
    L.append("## Comparisons")
    L.append("")
    L.append("Each row: how many comparisons (`cmp` of objects or executables) "
             "gave identical bytes, with the plugin and without it (the control).")
    L.append("")
    L.append("| check | what is compared | with the plugin: same / all | "
             "without: same / all |")
    L.append("|---|---|---:|---:|")
    desc = {
        "dirs": "`-c` in two working directories (every input, every level)",
        "aslr": "`-c` under `setarch -R` vs with randomization",
        "order-c": "`gcc -c` of several files, shuffled: each object",
        "lto-dirs": "`-flto` link of 6 units in two directories: executable",
        "lto-aslr": "`-flto` link under `setarch -R`: executable",
        "lto-order": "`-flto` link with the files shuffled: executable",
        "lto-output": "output of every linked program",
        "lto-report": "`-flto`: the plugin's merges (report lines, object names "
                      "removed, sorted) vs the first link",
        "lto-classes": "`-flto`: the classes of merged symbols vs the first link",
    }
    order = ["dirs", "aslr", "order-c", "lto-dirs", "lto-aslr", "lto-order",
             "lto-output", "lto-report", "lto-classes"]
    cnt = collections.defaultdict(lambda: [0, 0])
    for r in rows:
        key = (r[0], r[3])
        cnt[key][1] += 1
        if r[4] == "same":
            cnt[key][0] += 1
    for c in order:
        if not any(k[0] == c for k in cnt):
            continue
        w = cnt.get((c, "plugin")) or cnt.get((c, "both"))
        wo = cnt.get((c, "control"))
        L.append("| %s | %s | %s | %s |" % (
            c, desc.get(c, c), "%d / %d" % tuple(w) if w else "-",
            "%d / %d" % tuple(wo) if wo else "-"))
    L.append("")
    L.append("Inputs: `doc/demo/demo.c`; GCC torture tests where the plugin merges "
             "most (`%s`); `many/unit1.c`, one generated unit of about 1,000 "
             "functions (`scripts/gen-many-functions.py --families 80 --seed 1`: "
             "exact clones, near-clones, callers of clones, mutual recursion, "
             "duplicate tables); `multi/unit1.c` ... `unit6.c` "
             "(`--files 6 --families 25 --seed 2`) for the multi-file checks. "
             "Levels for single files: `-O1`, `-O2`, `-O3`, `-Os`, `-O2 -g` "
             "(with `-fdebug-prefix-map=<dir>=.`)." %
             " ".join(sorted(set(r[1].split("/")[1] for r in rows
                                 if r[1].startswith("torture/")))))
    L.append("")
    diffs = [r for r in rows if r[4] != "same"]
    if diffs:
        L.append("Comparisons that differ:")
        L.append("")
        for r in diffs:
            L.append("- %s, %s, `%s`, %s: %s %s" % (
                r[0], r[1], r[2], "with the plugin" if r[3] == "plugin"
                else ("without it" if r[3] == "control" else r[3]), r[4], r[5]))
        L.append("")
    merges = [r for r in rows if r[0] == "lto-report" and r[4] == "same"]
    if merges:
        L.append("Under `-flto` the plugin made %s in every link, the same "
                 "classes whatever the order of the files." % merges[0][5])
        L.append("")
    if notes:
        L.append("## Differences that are not the plugin's doing, or are by rule")
        L.append("")
        for n in notes:
            L.append("- " + n)
        L.append("")
        L.append("GCC lays out an `-flto` program (and any link) in the order of its "
                 "input files, so shuffling them changes the executable with or "
                 "without the plugin; for that case the plugin's own decisions are "
                 "compared instead (rows lto-report and lto-classes).")
        L.append("")
    if problems:
        L.append("## Problems")
        L.append("")
        for p in problems:
            L.append("- " + p)
        L.append("")
    cds = os.path.join(out, "compare-debug", "summary.md")
    if os.path.exists(cds):
        L.append("## -fcompare-debug over gcc.c-torture/execute")
        L.append("")
        L.append("`scripts/check-gcc.sh` run at the levels below, without and with the "
                 "plugin (`-fplugin-arg-mergefn-verify`); `-fcompare-debug` compiles "
                 "each test twice (`-g0` and `-gtoggle`) and fails the compilation "
                 "when the final code differs.  With -fcompare-debug each compile "
                 "runs twice, so the report counts every merge twice.")
        L.append("")
        with open(cds) as f:
            txt = f.read()
        keep = False
        for line in txt.split("\n"):
            if line.startswith("**Verdict") or line.startswith("| level"):
                keep = True
            if line.startswith("## How it was run") or line.startswith("## Tests that fail both"):
                keep = False
            if line.startswith("## Results per level"):
                continue
            if keep:
                L.append(line.replace("## ", "### "))
        L.append("")
    L.append("## How it was run")
    L.append("")
    L.append("    make check-determinism   # = scripts/check-determinism.sh after building")
    L.append("")
    L.append("Plugin flags: `-fplugin=<abs>/mergefn.so -fplugin-arg-mergefn-verify`.  "
             "Everything is under `build/check-determinism/`: `results.tsv` (one line "
             "per comparison), `run/<plugin|control>/<level>/{A,B,R}/` for single files "
             "(A and B: two directories; R: `setarch $(uname -m) -R`), `order/`, `lto/`, "
             "`compare-debug/`.  This run: %s comparisons of single files." % nsingle)
    L.append("")
    text = "\n".join(L)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(text)
    if doc:
        with open(doc, "w") as f:
            f.write(text)
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from mflib import records
        checks = {}
        for c in order:
            w = cnt.get((c, "plugin")) or cnt.get((c, "both"))
            wo = cnt.get((c, "control"))
            if w or wo:
                checks[c] = dict([("plugin", list(w))] if w else [])
                if wo:
                    checks[c]["control"] = list(wo)
        records.append("determinism", {
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(int(start))),
            "summary": os.path.basename(doc), "plugin": commit[:12], "compiler": gcc,
            "command": "make check-determinism" + ("" if gcc == "gcc" else " GCC=" + gcc),
            "checks": checks, "compare_debug_status": int(cdstatus), "problems": len(problems)},
            os.path.join(os.path.dirname(os.path.abspath(doc)), "determinism.jsonl"))
        print("check-determinism: wrote %s and appended to determinism.jsonl" % doc)
    print("check-determinism: summary in %s" % os.path.join(out, "summary.md"))
    for n in notes:
        print("check-determinism: note: " + n)
    if problems:
        for p in problems:
            print("check-determinism: PROBLEM: " + p)
        print("check-determinism: FAILED (%d problems)" % len(problems))
        return 1
    print("check-determinism: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
