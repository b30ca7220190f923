#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compare the runs of scripts/check-gcc.sh (SUITES other than the torture tests) test by test.

Reads OUT/<part>/<none|plugin>/{gcc,g++}.{sum,log}, report.json, status,
command, part and OUT/meta-*.env; writes OUT/summary.md and, with --doc,
one section per part into that file (between markers, so the torture
summary of scripts/check-gcc-summary.py and other parts' sections stay), the
.sum files into --results (run output, in build/results/: check-gcc.sh);
with --doc, one line of counts per run is appended to
doc/results/check-gcc.jsonl.

A regression: a test whose result is a failure with the plugin (mflib's
dejagnu.failed: FAIL, XPASS, UNRESOLVED, UNTESTED, KFAIL, KPASS, ERROR,
WARNING) and was not without it (or is missing with the plugin), or a
problem in the log with the plugin that is not there without it (an
internal compiler error or lto-wrapper failure, a verify or other error of
the plugin, a -fcompare-debug failure).  A
difference in a test that scans GCC's dumps or assembly (scan-*) is listed
apart with its reason when the reason is clear (a merge reported in that
test); one without a clear reason counts as a regression until reviewed.
"""
import argparse
import collections
import datetime
import glob
import json
import lzma
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mflib import dejagnu, records  # noqa: E402

SCAN_RE = re.compile(r"\bscan-[a-z-]*(dump|assembler|file|symbol|hidden|ltrans)[a-z-]*\b")
SRC_RE = re.compile(r"^spawn .*? (\S+/(?:gcc|g\+\+)/testsuite/(\S+\.(?:c|C|cc|cpp|cxx|S|i|ii)))\b")
BEGIN = "<!-- check-gcc-suites: begin %s -->"
END = "<!-- check-gcc-suites: end %s -->"


def read_sum(path):
    """(name, occurrence) -> result, counts."""
    s = dejagnu.Sum(path)
    return s.by_occurrence(), s.counts, s.complete


def spawned_test(line):
    m = SRC_RE.match(line)
    return m.group(2) if m else None


def scan_log(path):
    """kind -> {(test, line)} of problems; test = path under testsuite/."""
    # The temporary directory differs between the runs.
    found = dejagnu.scan_log(path, spawned_test,
                             lambda line: re.sub(r"\S*/(none|plugin)/", "", line.strip()))
    return collections.defaultdict(set, {k: set(v) for k, v in found.items()})


def read_report(path):
    """test file (path under testsuite/) -> merges (function, into, how),
    the number of merges, and the number of files they are in (a merge
    counted once, in the file of its function)."""
    by_test = collections.defaultdict(list)
    n_merges, files = 0, set()
    if not os.path.exists(path):
        return by_test, 0, 0
    with open(path, errors="replace") as f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:
                continue
            # A merge belongs to the file its function is in and to the
            # file compiled: a test that #includes another one
            # (shift-gf2p8affine-7.c: -2.c) has its merges in both.
            row = (r.get("function", "?"), r.get("into", "?"), r.get("how", "?"), r.get("kind", "?"))
            keys = []
            for where in (r.get("location", ""), r.get("unit", "")):
                where = re.sub(r":\d+$", "", where or "")
                if not where:
                    continue
                m = re.search(r"/testsuite/(.*)$", where)
                key = m.group(1) if m else os.path.basename(where)
                if key not in keys:
                    keys.append(key)
            for key in keys:
                by_test[key].append(row)
            if keys:
                n_merges += 1
                files.add(keys[0])
    return by_test, n_merges, len(files)


def merges_of(report, test):
    """Merges reported in TEST's files: the test itself and the extra
    sources GCC's tests name after it (ipa-icf-38.c: ipa-icf-38a.c;
    lto tests x_0.c: x_1.c ...)."""
    d, base = os.path.split(test)
    stem = os.path.splitext(base)[0]
    pats = [re.escape(stem) + r"[a-z]?\.\w+"]
    if re.search(r"_0$", stem):
        pats.append(re.escape(stem[:-1]) + r"\d+\.\w+")
    out = []
    for t, rows in report.items():
        td, tb = os.path.split(t)
        if td == d and any(re.fullmatch(p, tb) for p in pats):
            out += rows
    return out


def test_file(name):
    """The test's file from a .sum name: 'gcc.dg/ipa/x.c -O2 scan...'."""
    return name.split(" ", 1)[0]


def classify(name, merges):
    """Reason for a scan difference, or None when it is not clear."""
    if not merges:
        return None
    syms = set()
    for fn, into, how, kind in merges:
        syms.add(fn)
        syms.add(into)
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_.]*", name.split(" ", 1)[1] if " " in name else ""))
    hit = sorted(s for s in syms if s in words or any(s in w for w in words if len(s) > 2))
    desc = ", ".join("%s %s into %s (%s)" % (k, f, i, h) for f, i, h, k in merges[:6])
    if len(merges) > 6:
        desc += ", ... (%d in all)" % len(merges)
    if hit:
        return "merged, and the scan names the merged symbol %s: %s" % (", ".join(hit), desc)
    if re.search(r"scan-(tree|ipa|rtl|wpa|ltrans)[a-z-]*dump", name):
        return "merged in this test (the dump sees the merged bodies or the wrappers): " + desc
    if "scan-assembler" in name:
        return "merged in this test (the assembly has the wrappers, aliases or fewer bodies): " + desc
    return None


def fmt_time(s):
    s = int(s)
    return "%d h %02d min" % (s // 3600, s % 3600 // 60) if s >= 3600 else "%d min %02d s" % (s // 60, s % 60)


def part_title(part):
    tool, d, flt = part.split(":", 2)
    if flt.startswith("c-c++-common"):
        return "c-c++-common (tool %s, through %s's .exp files)" % (tool, d)
    return "%s (tool %s)" % (d, tool)


def analyse(out, pdir):
    part = open(os.path.join(pdir, "none" if os.path.exists(os.path.join(pdir, "none", "part")) else "plugin", "part")).read().strip()
    tool = part.split(":")[0]
    r = {"part": part, "dir": pdir}
    for mode in ("none", "plugin"):
        d = os.path.join(pdir, mode)
        st = open(os.path.join(d, "status")).read().split() if os.path.exists(os.path.join(d, "status")) else None
        res, counts, complete = read_sum(os.path.join(d, tool + ".sum"))
        r[mode] = {
            "res": res, "counts": counts, "complete": complete and st is not None,
            "status": st, "log": scan_log(os.path.join(d, tool + ".log")),
            "command": open(os.path.join(d, "command")).read().strip() if os.path.exists(os.path.join(d, "command")) else "",
            "sum": os.path.join(d, tool + ".sum"),
        }
    report, n_merges, n_files = read_report(os.path.join(pdir, "plugin", "report.json"))
    r["report"] = report
    none, plug = r["none"]["res"], r["plugin"]["res"]
    regress, scans, missing = [], [], []
    for key, pres in sorted(plug.items()):
        nres = none.get(key)
        if dejagnu.failed(pres) and not dejagnu.failed(nres):
            name = key[0]
            if SCAN_RE.search(name):
                reason = classify(name, merges_of(report, test_file(name)))
                scans.append((name, nres, pres, reason))
                if reason is None:
                    regress.append((name, nres, pres, "scan difference without a merge that explains it"))
            else:
                regress.append((name, nres, pres, ""))
    for key, nres in sorted(none.items()):
        if key not in plug and not dejagnu.failed(nres):
            missing.append((key[0], nres))
    problems = []
    for kind in dejagnu.FATAL + ("compare-debug",):
        new = r["plugin"]["log"].get(kind, set()) - r["none"]["log"].get(kind, set())
        for t, line in sorted(new):
            problems.append((kind, t, line))
    r.update(regress=regress, scans=scans, missing=missing, problems=problems)
    r["merges"] = n_merges
    r["merged_tests"] = n_files
    return r


def section(r):
    L = []
    title = part_title(r["part"])
    L.append("### " + title)
    L.append("")
    for mode in ("none", "plugin"):
        st = r[mode]["status"]
        if st:
            L.append("- %s: `%s` (%s, runtest exit %s)%s" % (
                "without" if mode == "none" else "with", r[mode]["command"],
                fmt_time(int(st[2]) - int(st[1])), st[0],
                "" if r[mode]["complete"] else " **incomplete**"))
        else:
            L.append("- %s: **did not complete**" % ("without" if mode == "none" else "with"))
    L.append("")
    L.append("| plugin | PASS | FAIL | XFAIL | XPASS | UNRESOLVED | UNSUPPORTED | ICE |")
    L.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    for mode in ("none", "plugin"):
        c = r[mode]["counts"]
        ice = len({t for t, _ in r[mode]["log"].get("ice", set())})
        L.append("| %s | %d | %d | %d | %d | %d | %d | %d |" % (
            "without" if mode == "none" else "with", c["PASS"], c["FAIL"], c["XFAIL"],
            c["XPASS"], c["UNRESOLVED"], c["UNSUPPORTED"], ice))
    L.append("")
    L.append("Merges reported with the plugin: %d in %d test files." % (r["merges"], r["merged_tests"]))
    L.append("")
    L.append("**Regressions: %d** (new failures (FAIL, XPASS, UNRESOLVED ...) other than an explained scan difference; "
             "results missing with the plugin; ICE, verify error or -fcompare-debug failure only with the plugin)" %
             (len(r["regress"]) + len(r["missing"]) + len(r["problems"])))
    L.append("")
    for name, n, p, why in r["regress"]:
        L.append("- `%s`: %s without, %s with%s" % (name, n or "missing", p, ("; " + why) if why else ""))
    for name, n in r["missing"][:200]:
        L.append("- `%s`: %s without, missing with the plugin" % (name, n))
    if len(r["missing"]) > 200:
        L.append("- ... %d more missing results (see the .sum files)" % (len(r["missing"]) - 200))
    for kind, t, line in r["problems"]:
        L.append("- %s in `%s`: `%s`" % (kind, t, line[:300]))
    L.append("")
    L.append("**Scan differences: %d** (tests that scan GCC's dumps or assembly, FAIL with the plugin only; every one, with its reason)" % len(r["scans"]))
    L.append("")
    for name, n, p, why in r["scans"]:
        L.append("- `%s`: %s without, %s with: %s" % (name, n or "missing", p, why or "**reason not clear: counted as a regression**"))
    L.append("")
    return L


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--doc")
    ap.add_argument("--results")
    a = ap.parse_args()
    parts = sorted(d for d in glob.glob(os.path.join(a.out, "*")) if os.path.isdir(d)
                   and os.path.basename(d) != "plugin"
                   and glob.glob(os.path.join(d, "*", "part")))
    metas = []
    for m in sorted(glob.glob(os.path.join(a.out, "meta-*.env"))):
        meta = {}
        for line in open(m):
            k, _, v = line.rstrip("\n").partition("=")
            meta[k] = v
        metas.append(meta)
    results = [analyse(a.out, p) for p in parts]
    bad = 0
    body = {}
    for r in results:
        body[r["part"]] = section(r)
        bad += len(r["regress"]) + len(r["missing"]) + len(r["problems"])
        bad += 0 if (r["none"]["complete"] and r["plugin"]["complete"]) else 1
    head = ["## Extended suites (gcc.dg, g++.dg, c-c++-common, gcc.target/i386)", ""]
    for meta in metas:
        head.append("- %s UTC, %s: `%s`; %s; %s / %s; testsuite %s (%s); plugin `%s`; DejaGnu %s; wall time %s, %s runtest at a time; load %s" % (
            datetime.datetime.fromtimestamp(int(meta["start"]), datetime.timezone.utc).strftime("%Y-%m-%d %H:%M"),
            meta.get("suites"), meta.get("command"), meta.get("machine"), meta.get("gcc_version"),
            meta.get("cxx_version"), meta.get("testsuite_version"), meta.get("gcc_source_package"),
            meta.get("plugin_commit"), meta.get("dejagnu"),
            fmt_time(int(meta["end"]) - int(meta["start"])) if meta.get("end") else "(not finished at the time of this summary)",
            meta.get("jobs"), meta.get("load") if meta.get("end") else "-"))
    head.append("")
    head.append("Each part runs every `.exp` file of its directory limited to that directory's tests "
                "(`runtest --tool gcc dg.exp=gcc.dg/ipa/* ...`), with GCC's own torture lists, once with the "
                "stock `unix` board and once with a board whose `cflags` load the plugin "
                "(`-fplugin=... -fplugin-arg-mergefn-verify -fplugin-arg-mergefn-report=...`); see "
                "`scripts/check-gcc.sh`.  The `.sum` files are compared test by test.")
    head.append("")
    # A part still running (or killed) is named, not compared: its
    # missing results would read as regressions.
    unfinished = [r["part"] for r in results
                  if not (r["none"]["complete"] and r["plugin"]["complete"])]
    if unfinished:
        head.append("Not complete (still running or stopped), not compared: " +
                    ", ".join(part_title(p) for p in unfinished) + ".")
        head.append("")
    for p in unfinished:
        body[p] = ["### " + part_title(p), "", "Did not complete; no results.", ""]
    summary = head[:]
    for p in body:
        summary += body[p]
    with open(os.path.join(a.out, "summary.md"), "w") as f:
        f.write("\n".join(summary) + "\n")
    if a.doc:
        text = open(a.doc).read() if os.path.exists(a.doc) else ""
        hb, he = BEGIN % "head", END % "head"
        block = "%s\n%s\n%s\n" % (hb, "\n".join(head), he)
        if hb in text:
            text = re.sub(re.escape(hb) + ".*?" + re.escape(he) + "\n", lambda m: block, text, flags=re.S)
        else:
            text = text.rstrip("\n") + "\n\n" + block
        for p, L in body.items():
            b, e = BEGIN % p, END % p
            blk = "%s\n%s\n%s\n" % (b, "\n".join(L), e)
            if b in text:
                text = re.sub(re.escape(b) + ".*?" + re.escape(e) + "\n", lambda m: blk, text, flags=re.S)
            else:
                text = text.rstrip("\n") + "\n\n" + blk
        with open(a.doc, "w") as f:
            f.write(text)
        # The compact record (doc/results/README.md): counts per part.
        rec = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
               "summary": os.path.basename(a.doc)}
        if metas:
            rec.update(plugin=metas[-1].get("plugin_commit", "?")[:12],
                       command=metas[-1].get("command"), suites=metas[-1].get("suites"))
        rec["parts"] = {
            r["part"]: {mode: dict(sorted((k, v) for k, v in r[mode]["counts"].items() if v))
                        for mode in ("none", "plugin")}
            for r in results if r["part"] not in unfinished}
        rec["regressions"] = sum(len(r["regress"]) for r in results)
        rec["problems"] = bad
        records.append("check-gcc", rec)
    if a.results:
        os.makedirs(a.results, exist_ok=True)
        for r in results:
            if r["part"] in unfinished:
                continue
            for mode in ("none", "plugin"):
                if os.path.exists(r[mode]["sum"]):
                    dst = os.path.join(a.results, "%s-%s.sum.xz" % (os.path.basename(r["dir"]), mode))
                    with open(r[mode]["sum"], "rb") as src, lzma.open(dst, "wb") as d:
                        shutil.copyfileobj(src, d)
    print("\n".join(summary))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
