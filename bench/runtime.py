#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Run time at -O2 (issue 27, "Then decide -O2"): `make bench-runtime`
(bench/README.md).

    bench/runtime.py [--rounds 5] [--configs plain,ident,params] [--plugin SO]
                     [--programs zstd,speedtest1,format-test] [--levels 1,3,9,15,19]
                     [--zstd-seconds S] [--speedtest-size N] [--fmt-repeat N]
                     [--fmt-filter PATTERN] [--jobs J] [--out DIR] [--rebuild]

Builds three programs in each configuration (configs.RUNTIME_CONFIGS):
zstd, sqlite's speedtest1 against the amalgamation and fmt's format-test,
checks that each behaves the same in every configuration, then times them.
ROUNDS rounds; a round runs every measure in every configuration once, one
run at a time, and the configurations' order rotates by one from each
measure and each round to the next, so that a change of load hits them
alike.  Writes OUT/results.md and OUT/data/ (default bench/runtime/).

A driver of its own rather than a stage of bench.py: its configurations,
programs (speedtest1 and format-test alone, not the corpora's full builds
and test suites), rounds and results file are its own; it reuses the
recipes' pieces (flags, zstd's make line, fmt's cmake line) and measuring.
"""
import argparse
import datetime
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

import common
import configs
from common import WORK, die, log, q, sh
from configs import RUNTIME_CONFIGS, cc_for, cfg_flags, ensure_deps, snapshot_plugin
from corpora import (SQLITE_LIBS, ZSTD_MAKEVARS, fmt_cmake, prepare_fmt, prepare_sqlite,
                     prepare_zstd, zstd_env)
from measure import count_report, machine_info, median, text_bytes, timed

RT = os.path.join(WORK, "runtime")
PROGRAMS = ["zstd", "speedtest1", "format-test"]
LEVELS = [1, 3, 9, 15, 19]

# Defaults: zstd's and speedtest1's own; format-test passes its tests in
# about 8 ms, so it repeats them for some 2.5 s of CPU.  5 rounds with the
# builds take about 25 min on 2 idle cores (bench/README.md: the arithmetic).
ZSTD_SECONDS = 3        # zstd -b's -i: seconds of compressing, then of decompressing
SPEEDTEST_SIZE = 100    # speedtest1 --size
FMT_REPEAT = 300        # format-test --gtest_repeat

# sqlite's own speedtest1 recipe (Makefile.in: ST_OPT), in two units.
SPEEDTEST_DEFS = ["-DSQLITE_OS_KV_OPTIONAL"]


# ---- builds -------------------------------------------------------------

def plugin_of(ctx, cfg):
    """The plugin part of a build's stamp: none without the plugin, so that
    the plain builds are reused whatever the plugin."""
    return ctx.plugin_commit if cfg.get("mf") else None


def stamped(d, key, build):
    """Reuse the build in D when its stamp matches KEY (commands, plugin,
    compiler, sources) and the program is there; else BUILD() afresh."""
    stamp = os.path.join(d, "stamp.json")
    if os.path.exists(stamp):
        s = json.load(open(stamp))
        if s.get("key") == key and os.path.exists(s["value"]["exe"]):
            return s["value"], True
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    value = build()
    with open(stamp, "w") as f:
        json.dump(dict(key=key, value=value), f, indent=1)
    return value, False


def build_zstd(ctx, cfg, d):
    report = os.path.join(d, "report.json")
    env = zstd_env(ctx, cfg, report, False)
    make = ["make", "-C", "programs", "-j%d" % ctx.jobs] + ZSTD_MAKEVARS + ["zstd-release"]
    cmd = "cd programs && CC=%s CFLAGS=%s LDFLAGS=%s make %s" % (
        env["CC"], shlex.quote(env["CFLAGS"]), shlex.quote(env["LDFLAGS"]), q(make[3:]))

    def build():
        src = os.path.join(d, "src")
        shutil.copytree(ctx.zstd_src, src, symlinks=True)
        sh(make, cwd=src, env=env, logpath=os.path.join(d, "build.log"))
        exe = os.path.join(src, "programs", "zstd")
        # A round trip here; zstd -b checks its own (runs() reads the warning).
        packed, back = os.path.join(d, "check.zst"), os.path.join(d, "check.out")
        sh([exe, "-q", "-f", "-3", ctx.input, "-o", packed])
        sh([exe, "-q", "-f", "-d", packed, "-o", back])
        if sh(["cmp", "-s", ctx.input, back], check=False):
            die("zstd %s: the round trip of %s differs" % (cfg["name"], ctx.input))
        for p in (packed, back):
            os.unlink(p)
        return dict(exe=exe, commands=[cmd], check="round trip at -3: same")
    return stamped(d, [cmd, plugin_of(ctx, cfg), ctx.gcc_version, ctx.zstd_src], build)


def build_speedtest1(ctx, cfg, d):
    cc = cc_for(cfg, "c")
    fl = cfg_flags(ctx, cfg, os.path.join(d, "report.json"), False)
    inc = ["-I" + ctx.sqlite_dir]
    st = os.path.join(os.path.dirname(ctx.sqlite_dir), "test", "speedtest1.c")
    cmds = [[cc] + fl + SPEEDTEST_DEFS + inc + ["-c", os.path.join(ctx.sqlite_dir, "sqlite3.c"),
                                                "-o", "sqlite3.o"],
            [cc] + fl + SPEEDTEST_DEFS + inc + ["-c", st, "-o", "speedtest1.o"],
            [cc] + cfg["opt"].split() + ["sqlite3.o", "speedtest1.o", "-o", "speedtest1"] +
            SQLITE_LIBS.split()]

    def build():
        for c in cmds:
            sh(c, cwd=d, logpath=os.path.join(d, "build.log"))
        exe = os.path.join(d, "speedtest1")
        out = subprocess.run([exe, "--memdb", "--size", "5", "--verify"], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        h = re.search(r"^Verification Hash: (.*)$", out.stdout, re.M)
        if out.returncode or not h:
            die("speedtest1 %s: the check run failed:\n%s" % (cfg["name"], out.stdout[-2000:]))
        return dict(exe=exe, commands=["cd %s && %s" % (d, q(c)) for c in cmds],
                    check="--size 5 --verify hash " + h.group(1).strip())
    return stamped(d, [q(c) for c in cmds] + [plugin_of(ctx, cfg), ctx.gcc_version,
                                             ctx.sqlite_md5], build)


def build_format_test(ctx, cfg, d):
    cmake = fmt_cmake(ctx, cfg, d, os.path.join(d, "report.json"), False)
    make = ["make", "-j%d" % ctx.jobs, "format-test"]

    def build():
        logp = os.path.join(d, "build.log")
        sh(cmake, logpath=logp)
        sh(make, cwd=d, logpath=logp)
        exe = os.path.join(d, "bin", "format-test")
        out = subprocess.run([exe], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             cwd=d)
        m = re.search(r"^\[  PASSED  \] (\d+) tests?", out.stdout, re.M)
        if out.returncode or not m:
            die("format-test %s: failed:\n%s" % (cfg["name"], out.stdout[-2000:]))
        return dict(exe=exe, commands=[q(cmake), "cd %s && %s" % (d, q(make))],
                    check="%s tests passed" % m.group(1))
    return stamped(d, [q(cmake), q(make), plugin_of(ctx, cfg), ctx.gcc_version, ctx.fmt_src],
                   build)


BUILDS = {"zstd": build_zstd, "speedtest1": build_speedtest1,
          "format-test": build_format_test}


# ---- what is run and what is read from a run -----------------------------

# A measure: (name, unit, better, counts, step) where better is "higher" or
# "lower", counts says whether it enters the 1% verdict and step is the
# smallest difference the figure shows (zstd prints compression speeds with
# two decimals: at -b19, about 1.4 MB/s, a step is 0.7%).  zstd -b's CPU
# time is fixed by its -i, so it is recorded (CPU/wall shows whether the
# run had its core) but is no speed figure.
ZSTD_MEASURES = [("compress", "MB/s", "higher", True, 0.01),
                 ("decompress", "MB/s", "higher", True, 0.1), ("CPU", "s", "lower", False, 0.01)]
ZB_RE = re.compile(r"^-(\d+)\s+(\d+) \(\s*([\d.]+)\)\s+([\d.]+) MB/s\s+([\d.]+) MB/s", re.M)


def parse_zstd(out, err, r):
    if "Invalid Checksum" in out + err or "Decoding error" in out + err:
        return None, "zstd -b: decompressed data differ:\n" + (out + err)[-2000:]
    m = ZB_RE.search(out)
    if not m:
        return None, "no result line in zstd -b's output:\n" + (out + err)[-2000:]
    return dict(compress=float(m.group(4)), decompress=float(m.group(5)), CPU=r["cpu"]), \
        "compressed to %s bytes" % m.group(2)


SPEEDTEST_MEASURES = [("CPU", "s", "lower", True, 0.01),
                      ("TOTAL (its own, wall)", "s", "lower", True, 0.001)]


def parse_speedtest(out, err, r):
    t = re.search(r"^\s+TOTAL\.*\s+([\d.]+)s$", out, re.M)
    h = re.search(r"^Verification Hash: (.*)$", out, re.M)
    if not t or not h:
        return None, "no TOTAL or hash in speedtest1's output:\n" + (out + err)[-2000:]
    return {"CPU": r["cpu"], "TOTAL (its own, wall)": float(t.group(1))}, \
        "hash " + h.group(1).strip()


FMT_MEASURES = [("CPU", "s", "lower", True, 0.01)]


def parse_fmt(out, err, r):
    if "[  FAILED  ]" in out:
        return None, "format-test failed:\n" + out[-2000:]
    return {"CPU": r["cpu"]}, "passed"


def items(ctx, exe):
    """(program, item, argv of a configuration's build, measures, parse)
    in the order a round runs them."""
    out = []
    if "zstd" in ctx.programs:
        for lv in ctx.levels:
            out.append(("zstd", "zstd -b%d" % lv,
                        lambda c, lv=lv: [exe["zstd"][c], "-q", "--single-thread",
                                          "-b%d" % lv, "-i%d" % ctx.zstd_seconds, ctx.input],
                        ZSTD_MEASURES, parse_zstd))
    if "speedtest1" in ctx.programs:
        out.append(("speedtest1", "speedtest1",
                    lambda c: [exe["speedtest1"][c], "--memdb", "--size",
                               str(ctx.speedtest_size), "--verify"],
                    SPEEDTEST_MEASURES, parse_speedtest))
    if "format-test" in ctx.programs:
        out.append(("format-test", "format-test",
                    lambda c: [exe["format-test"][c], "--gtest_repeat=%d" % ctx.fmt_repeat,
                               "--gtest_brief=1"] +
                    (["--gtest_filter=" + ctx.fmt_filter] if ctx.fmt_filter else []),
                    FMT_MEASURES, parse_fmt))
    return out


def loadavg():
    return open("/proc/loadavg").read().split()[0]


def run_rounds(ctx, exe, data_path):
    names = [c["name"] for c in ctx.configs]
    todo = items(ctx, exe)
    runs = []
    out_p, err_p = os.path.join(RT, "run.out"), os.path.join(RT, "run.err")
    t0 = time.time()
    for rnd in range(ctx.rounds):
        log("round %d/%d (load average %s)" % (rnd + 1, ctx.rounds, loadavg()))
        for k, (prog, item, argv, _, parse) in enumerate(todo):
            s = (rnd + k) % len(names)
            for c in names[s:] + names[:s]:
                args = argv(c)
                r = timed(args, cwd=RT, stdout_path=out_p, stderr_path=err_p)
                out = open(out_p, errors="replace").read()
                err = open(err_p, errors="replace").read()
                if r["status"] != 0:
                    die("%s %s failed (%d): %s\n%s" % (item, c, r["status"], q(args),
                                                       (out + err)[-2000:]))
                figures, note = parse(out, err, r)
                if figures is None:
                    die("%s %s: %s" % (item, c, note))
                runs.append(dict(round=rnd + 1, program=prog, item=item, config=c,
                                 figures=figures, note=note, cpu=r["cpu"], wall=r["wall"],
                                 user=r["user"], sys=r["sys"], maxrss_kb=r["maxrss_kb"],
                                 load=loadavg(), command=q(args)))
                log("%s %s round %d: %s (%s; cpu %.2f s, wall %.2f s)"
                    % (item, c, rnd + 1, ", ".join("%s %s" % kv for kv in figures.items()),
                       note, r["cpu"], r["wall"]))
        json.dump(runs, open(data_path, "w"), indent=1)
        el = time.time() - t0
        log("round %d took %.0f s; about %.0f s left"
            % (rnd + 1, el / (rnd + 1), el / (rnd + 1) * (ctx.rounds - rnd - 1)))
    return runs


# ---- results ------------------------------------------------------------

def pct(x):
    return "%+.2f%%" % (100 * x)


def slowdown(better, params, other):
    """How much slower PARAMS is than OTHER (positive: slower)."""
    if not params or not other:
        return None
    return other / params - 1 if better == "higher" else params / other - 1


def summarize(ctx, runs, builds):
    names = [c["name"] for c in ctx.configs]
    rows = []
    same = []
    for prog, item, _, measures, _ in items(ctx, {p: {} for p in PROGRAMS}):
        mine = [r for r in runs if r["item"] == item]
        notes = sorted({r["note"] for r in mine})
        same.append(dict(item=item, same=len(notes) <= 1, notes=notes))
        for m, unit, better, counts, step in measures:
            vals = {c: [r["figures"][m] for r in mine if r["config"] == c] for c in names}
            med = {c: median(v) for c, v in vals.items()}
            ref = med.get("plain") or med[names[0]]
            spread = max(((max(v) - min(v)) / median(v)) if v and median(v) else 0.0
                         for v in vals.values())
            row = dict(program=prog, item=item, measure=m, unit=unit, better=better,
                       counts=counts, median=med, runs=vals, spread=round(spread, 4),
                       step=round(step / ref, 4) if ref else None)
            for o in ("ident", "plain"):
                if "params" in med and o in med and med[o]:
                    row["params/" + o] = round(med["params"] / med[o], 4)
                    row["slowdown_vs_" + o] = slowdown(better, med["params"], med[o])
            rows.append(row)
    return dict(rows=rows, same=same)


def verdict(summ, other):
    counted = [r for r in summ["rows"] if r["counts"] and r.get("slowdown_vs_" + other) is not None]
    if not counted:
        return None, None
    worst = max(counted, key=lambda r: r["slowdown_vs_" + other])
    return all(r["slowdown_vs_" + other] < 0.01 for r in counted), worst


def write_results(ctx, meta, summ, builds):
    names = [c["name"] for c in ctx.configs]
    L = []
    w = L.append
    w("# Run time at -O2: parameterised merging against identical merging and none\n")
    w("Generated by `%s` on %s; the run took %s (builds %s, timed runs %s). Do not edit: "
      "rerun `make bench-runtime`.\n" % (meta["command"], meta["date"], meta["duration"],
                                         meta["build_duration"], meta["run_duration"]))
    m = meta["machine"]
    w("- Machine: %d CPUs (`nproc`), %s, %s GiB RAM; %s, kernel %s. Load average %s at the "
      "start, %s at the end (an idle machine is about 0)."
      % (m["nproc"], m["cpu"], m["ram_gib"], m["os"], m["kernel"], meta["load_start"],
         meta["load_end"]))
    w("- Compiler: %s (`%s`, `%s`)." % (m["gcc"], configs.GCC_CMD, configs.cxx_of(configs.GCC_CMD)))
    w("- Plugin: commit `%s` (`%s`, a copy, so that rebuilding build/mergefn.so does not "
      "affect the run)." % (meta["plugin_commit"], meta["plugin"]))
    w("- Configurations: " + "; ".join("`%s`: `%s`%s (%s)" % (
        c["name"], c["opt"], (" + the plugin " + " ".join(
            "`-fplugin-arg-mergefn-%s`" % a for a in c.get("mfargs", []))) if c.get("mf") else "",
        c["what"]) for c in ctx.configs) + ".")
    how = []
    if "zstd" in ctx.programs:
        how.append("zstd -b at levels %s on `%s` (%d bytes, md5 %s), `-i%d`"
                   % (", ".join(map(str, ctx.levels)), os.path.basename(ctx.input),
                      ctx.input_size, ctx.input_md5, ctx.zstd_seconds))
    if "speedtest1" in ctx.programs:
        how.append("speedtest1 `--memdb --size %d --verify`" % ctx.speedtest_size)
    if "format-test" in ctx.programs:
        how.append("format-test `--gtest_repeat=%d --gtest_brief=1`%s"
                   % (ctx.fmt_repeat, (" `--gtest_filter=%s`" % ctx.fmt_filter)
                      if ctx.fmt_filter else ""))
    w("- %d round(s); a round runs every measure in every configuration once, one run at a "
      "time, the configurations' order rotated by one from each measure and each round to the "
      "next. Every figure is the **median over the rounds**. %s."
      % (ctx.rounds, "; ".join(how)))
    w("- CPU is user+sys seconds of the run (`/usr/bin/time -v`); zstd's MB/s are its own "
      "figures (`zstd -b -q`: the best of its timed loops, wall clock); speedtest1's TOTAL is "
      "its own sum of its tests' wall-clock times. zstd -b's CPU time is set by `-i` and "
      "is no speed figure: it is listed, not judged. Raw data: `%s/data/` (runs.json: every "
      "run; builds.json; meta.json; runs.csv).\n" % os.path.relpath(ctx.out, common.TOP))
    for other in ("ident", "plain"):
        ok, worst = verdict(summ, other)
        if ok is None:
            continue
        w("**params against %s: slowdown under 1%% (median) on every measure: %s** (largest: "
          "%s %s, %s; the runs' spread, (max-min)/median of the most spread configuration, "
          "is %s there)%s\n"
          % (other, "yes" if ok else "no", worst["item"], worst["measure"],
             pct(worst["slowdown_vs_" + other]), pct(worst["spread"]).lstrip("+"),
             "." if ctx.rounds > 1 else "; one round has no spread to judge noise by."))
    bad = [s for s in summ["same"] if not s["same"]]
    w("Behaviour: %s.\n" % ("the programs gave the same results in every configuration "
                            "(zstd's compressed sizes, speedtest1's verification hash, "
                            "format-test's pass, where run)" if not bad else
                            "**DIFFERS**: " + "; ".join("%s: %s" % (s["item"], s["notes"])
                                                        for s in bad)))
    w("## Medians\n")
    w("Slowdown is how much slower params is (positive: slower; for MB/s the inverse ratio). "
      "Spread: (max-min)/median of the runs, the largest over the configurations. Step: the "
      "smallest difference the figure shows, against plain's median.\n")
    w("| program | measure | better | " + " | ".join(names) +
      " | params/ident | params/plain | slowdown vs ident | spread | step |")
    w("|---|---|---|" + "---:|" * (len(names) + 5))
    for r in summ["rows"]:
        def f(x):
            return "–" if x is None else ("%.2f" % x if r["unit"] == "MB/s" else "%.3f" % x)
        sd = r.get("slowdown_vs_ident")
        w("| %s | %s (%s)%s | %s | %s | %s | %s | %s | %s | %s |"
          % (r["item"], r["measure"], r["unit"], "" if r["counts"] else " *",
             r["better"], " | ".join(f(r["median"].get(c)) for c in names),
             "%.4f" % r["params/ident"] if "params/ident" in r else "–",
             "%.4f" % r["params/plain"] if "params/plain" in r else "–",
             pct(sd) if sd is not None else "–", pct(r["spread"]).lstrip("+"),
             "%.2f%%" % (100 * r["step"]) if r.get("step") is not None else "–"))
    w("\n\\* recorded, not judged (zstd -b runs for a fixed time).\n")
    w("## .text of the programs\n")
    w("`size -A`, bytes; merges: functions merged by mergefn, from its report.\n")
    w("| program | " + " | ".join(names) + " | params/ident | params/plain | merges (" +
      ", ".join(n for n in names if n != "plain") + ") |")
    w("|---|" + "---:|" * (len(names) + 3))
    for prog in ctx.programs:
        b = builds[prog]
        t = {c: b[c]["text"] for c in names}
        def ratio(a, o):
            return "%.4f" % (t[a] / t[o]) if a in t and o in t else "–"
        w("| %s | %s | %s | %s | %s |" % (
            prog, " | ".join(str(t[c]) for c in names), ratio("params", "ident"),
            ratio("params", "plain"),
            ", ".join(str(b[c]["merges"]) for c in names if c != "plain")))
    w("\n## Commands\n")
    w("Builds (one at a time, `-j%d`), and the checks each build passed before timing:\n"
      % ctx.jobs)
    for prog in ctx.programs:
        for c in names:
            w("- %s, %s (%s):" % (prog, c, builds[prog][c]["check"]))
            for cmd in builds[prog][c]["commands"]:
                w("  `%s`" % cmd)
    w("\nTimed runs (run in `%s`):\n" % os.path.relpath(RT, common.TOP))
    seen = set()
    for r in meta["run_commands"]:
        if r not in seen:
            seen.add(r)
            w("- `%s`" % r)
    return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--configs", default=",".join(c["name"] for c in RUNTIME_CONFIGS))
    ap.add_argument("--plugin", default=os.environ.get("PLUGIN") or None)
    ap.add_argument("--programs", default=",".join(PROGRAMS))
    ap.add_argument("--levels", default=",".join(map(str, LEVELS)))
    ap.add_argument("--zstd-seconds", type=int, default=ZSTD_SECONDS)
    ap.add_argument("--speedtest-size", type=int, default=SPEEDTEST_SIZE)
    ap.add_argument("--fmt-repeat", type=int, default=FMT_REPEAT)
    ap.add_argument("--fmt-filter", default="", help="gtest filter: run fewer of format-test's tests")
    ap.add_argument("--jobs", type=int, default=2, help="parallel jobs of each build")
    ap.add_argument("--out", default="runtime", help="results under bench/OUT/")
    ap.add_argument("--gcc", default="gcc", help="the GCC to measure (with --plugin for it)")
    ap.add_argument("--rebuild", action="store_true", help="rebuild even where a build's "
                    "stamp (commands, plugin, compiler, sources) matches")
    a = ap.parse_args()
    configs.GCC_CMD = a.gcc
    ctx = common.Ctx()
    ctx.rounds, ctx.jobs = a.rounds, a.jobs
    by_name = {c["name"]: c for c in RUNTIME_CONFIGS}
    ctx.configs = []
    for n in a.configs.split(","):
        if n not in by_name:
            die("unknown configuration %r (known: %s)" % (n, ", ".join(by_name)))
        ctx.configs.append(by_name[n])
    ctx.programs = [p for p in a.programs.split(",") if p]
    for p in ctx.programs:
        if p not in PROGRAMS:
            die("unknown program %r (known: %s)" % (p, ", ".join(PROGRAMS)))
    ctx.levels = [int(x) for x in a.levels.split(",") if x]
    ctx.zstd_seconds, ctx.speedtest_size = a.zstd_seconds, a.speedtest_size
    ctx.fmt_repeat, ctx.fmt_filter = a.fmt_repeat, a.fmt_filter
    ctx.out = os.path.join(common.BENCH, a.out)
    data = os.path.join(ctx.out, "data")
    os.makedirs(data, exist_ok=True)
    os.makedirs(RT, exist_ok=True)
    common.LOGF = open(os.path.join(RT, "runtime.log"), "a")
    os.environ["LC_ALL"] = "C"
    t_start = time.time()
    load_start = loadavg()
    ensure_deps()
    ctx.plugin, ctx.plugin_commit = snapshot_plugin(a.plugin)
    ctx.gcc_version = subprocess.run([configs.GCC_CMD, "--version"], stdout=subprocess.PIPE,
                                     text=True).stdout.splitlines()[0]
    log("plugin %s (commit %s); %d round(s); configurations %s"
        % (ctx.plugin, ctx.plugin_commit, ctx.rounds, ", ".join(c["name"] for c in ctx.configs)))

    prepare_sqlite(ctx)
    if "zstd" in ctx.programs:
        prepare_zstd(ctx)
    if "format-test" in ctx.programs:
        prepare_fmt(ctx)
    # zstd -b's input: sqlite3.c, a fixed file of its own.
    ctx.input = os.path.join(RT, "sqlite3.c")
    shutil.copy(os.path.join(ctx.sqlite_dir, "sqlite3.c"), ctx.input)
    raw = open(ctx.input, "rb").read()
    ctx.input_size, ctx.input_md5 = len(raw), hashlib.md5(raw).hexdigest()

    builds = {}
    exe = {}
    for prog in ctx.programs:
        builds[prog], exe[prog] = {}, {}
        for cfg in ctx.configs:
            d = os.path.join(RT, prog, cfg["name"])
            if a.rebuild:
                shutil.rmtree(d, ignore_errors=True)
            t0 = time.time()
            b, reused = BUILDS[prog](ctx, cfg, d)
            b = dict(b, text=text_bytes(b["exe"]),
                     merges=count_report(os.path.join(d, "report.json"))["mf_functions"]
                     if cfg.get("mf") else 0, reused=reused,
                     build_wall_s=round(time.time() - t0, 1))
            builds[prog][cfg["name"]] = b
            exe[prog][cfg["name"]] = b["exe"]
            log("%s %s: %s in %.0f s; .text %d, %d merges; %s"
                % (prog, cfg["name"], "reused" if reused else "built", b["build_wall_s"],
                   b["text"], b["merges"], b["check"]))
    json.dump(builds, open(os.path.join(data, "builds.json"), "w"), indent=1)
    t_built = time.time()

    runs = run_rounds(ctx, exe, os.path.join(data, "runs.json"))
    t_end = time.time()
    summ = summarize(ctx, runs, builds)

    def hm(s):
        return "%dh%02dm%02ds" % (s // 3600, (s % 3600) // 60, s % 60)
    meta = dict(date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                machine=machine_info(), plugin=ctx.plugin, plugin_commit=ctx.plugin_commit,
                command="bench/runtime.py " + " ".join(shlex.quote(x) for x in sys.argv[1:]),
                duration=hm(t_end - t_start), build_duration=hm(t_built - t_start),
                run_duration=hm(t_end - t_built), load_start=load_start, load_end=loadavg(),
                rounds=ctx.rounds, configs=ctx.configs, programs=ctx.programs,
                levels=ctx.levels, zstd_seconds=ctx.zstd_seconds,
                speedtest_size=ctx.speedtest_size, fmt_repeat=ctx.fmt_repeat,
                fmt_filter=ctx.fmt_filter, input=dict(file=ctx.input, bytes=ctx.input_size,
                                                      md5=ctx.input_md5),
                run_commands=[r["command"] for r in runs])
    json.dump(meta, open(os.path.join(data, "meta.json"), "w"), indent=1)
    json.dump(summ, open(os.path.join(data, "summary.json"), "w"), indent=1)
    with open(os.path.join(data, "runs.csv"), "w") as f:
        f.write("round,program,item,config,measure,value,cpu_s,wall_s,load\n")
        for r in runs:
            for k, v in r["figures"].items():
                f.write("%d,%s,%s,%s,%s,%s,%.2f,%.2f,%s\n" % (r["round"], r["program"], r["item"],
                                                           r["config"], k, v, r["cpu"],
                                                           r["wall"], r["load"]))
    with open(os.path.join(ctx.out, "results.md"), "w") as f:
        f.write(write_results(ctx, meta, summ, builds))
    log("wrote %s and %s/" % (os.path.join(ctx.out, "results.md"), data))
    for other in ("ident", "plain"):
        ok, worst = verdict(summ, other)
        if ok is not None:
            log("params against %s: slowdown under 1%% on every measure: %s (largest %s %s %s)"
                % (other, "yes" if ok else "no", worst["item"], worst["measure"],
                   pct(worst["slowdown_vs_" + other])))
    if any(not s["same"] for s in summ["same"]):
        die("the programs' results differ between configurations (results.md says where)")


if __name__ == "__main__":
    main()
