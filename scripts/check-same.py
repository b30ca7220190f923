#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-same: does a change to the plugin leave every merge and every
object as it was?  (Issue 24's rule for a redesign: no behaviour change.)

    scripts/check-same.py [--base REV] [--new REV|worktree] [--corpora LIST]

Builds the plugin of each side (scripts/snapshot-plugin.sh; "worktree" is
the work tree's plugin for GCC, built first by make GCC=...: build/mergefn.so
for GCC=gcc, build/<basename of GCC>/mergefn.so otherwise, the Makefile's
build directory), compiles the corpora with
each, and compares, per corpus, the sha256 of every output and the report
lines (sorted: parallel compiles append in any order).  A side's results
are kept in build/same/<commit>/ and reused, so a series of steps compares
each against one recorded baseline cheaply.

Corpora (default: all):
  testsuite  every source of testsuite/ compiled alone (-c) at -O2, -Os and
             -O2 with params (a compile that fails fails on both sides)
  torture    gcc.c-torture/execute at -O2 with params (-c)
  zstd       libzstd's library under -flto, linked into a shared object
             with the plugin on the link line (whole-program merging)
  fmt        fmt's tests (cmake, FMT_TEST=ON) at -O2 and at -Os: every
             object, library and test program

Exit status 0 when everything is identical.  Environment: GCC (default
gcc), JOBS (default 2).
"""
import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mflib import identity  # noqa: E402

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GCC = os.environ.get("GCC", "gcc")
GXX = GCC.replace("gcc", "g++") if "gcc" in os.path.basename(GCC) else "g++"
JOBS = int(os.environ.get("JOBS", "2"))
CORPORA = ["testsuite", "torture", "zstd", "fmt"]


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kw)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:16]


def build_dir(gcc):
    """The Makefile's build directory for GCC= (its B := line): build/ for
    gcc, build/<basename of the compiler>/ for any other."""
    return os.path.join(TOP, "build") if gcc == "gcc" else \
        os.path.join(TOP, "build", os.path.basename(gcc))


def plugin_for(rev):
    if rev == "worktree":
        r = run(["make", "-C", TOP, "GCC=" + GCC])
        if r.returncode:
            sys.exit("check-same: make failed:\n" + r.stdout)
        so = os.path.join(build_dir(GCC), "mergefn.so")
        return so, "worktree-" + sha(so)
    r = subprocess.run([os.path.join(TOP, "scripts", "snapshot-plugin.sh"), rev],
                       stdout=subprocess.PIPE, text=True, env=dict(os.environ, GCC=GCC))
    if r.returncode:
        sys.exit("check-same: cannot build the plugin of %s" % rev)
    so = r.stdout.strip().splitlines()[-1]
    return so, (identity.commit_file(so) or "unknown")[:12]


def flags(plugin, report, extra=()):
    return ["-fplugin=" + plugin, "-fplugin-arg-mergefn-report=" + report] + list(extra)


def compile_all(jobs_list):
    """Each job: (cwd, cmd, key); CMD names its output after -o.
    Returns {key: sha of the output, or FAIL}."""
    def one(job):
        cwd, cmd, key = job
        r = run(cmd, cwd=cwd)
        out = os.path.join(cwd, cmd[cmd.index("-o") + 1])
        return key, (sha(out) if r.returncode == 0 else "FAIL")
    with concurrent.futures.ThreadPoolExecutor(JOBS) as ex:
        return dict(ex.map(one, jobs_list))


# Extra plugin arguments go after -fplugin (flags () puts them there).
LEVELS = {"O2": (["-O2"], []), "Os": (["-Os"], []), "O2-params": (["-O2"], ["-fplugin-arg-mergefn-params"])}


def corpus_testsuite(plugin, out):
    srcs = sorted(glob.glob(os.path.join(TOP, "testsuite", "mergefn.*", "*.[cC]")))
    jobs = []
    for level, (lf, pf) in LEVELS.items():
        d = os.path.join(out, level)
        os.makedirs(d, exist_ok=True)
        for s in srcs:
            obj = os.path.relpath(s, TOP).replace("/", "__") + ".o"
            cc = GXX if s.endswith(".C") else GCC
            jobs.append((d, [cc, "-c", "-w", "-I" + os.path.dirname(s)] + lf
                         + flags(plugin, os.path.join(d, "report.jsonl"), pf) + [s, "-o", obj],
                         os.path.join(level, obj)))
    return compile_all(jobs), [os.path.join(out, l, "report.jsonl") for l in LEVELS]


def corpus_torture(plugin, out):
    src = run([os.path.join(TOP, "scripts", "gcc-testsuite.sh")], env=dict(os.environ, GCC=GCC)).stdout.strip().splitlines()[-1]
    srcs = sorted(glob.glob(os.path.join(src, "gcc.c-torture", "execute", "*.c")))
    os.makedirs(out, exist_ok=True)
    rep = os.path.join(out, "report.jsonl")
    jobs = [(out, [GCC, "-c", "-w", "-O2"] + flags(plugin, rep, ["-fplugin-arg-mergefn-params"])
             + [s, "-o", os.path.basename(s) + ".o"], os.path.basename(s) + ".o") for s in srcs]
    return compile_all(jobs), [rep]


def fetch(pkg):
    r = subprocess.run([os.path.join(TOP, "scripts", "fetch-source.sh"), pkg], stdout=subprocess.PIPE,
                       text=True, env=dict(os.environ, CACHE=os.path.join(TOP, "build", "cache")))
    if r.returncode:
        sys.exit("check-same: cannot fetch %s" % pkg)
    return r.stdout.strip().splitlines()[-1]


def corpus_zstd(plugin, out):
    lib = os.path.join(fetch("libzstd"), "lib")
    srcs = sorted(glob.glob(os.path.join(lib, d, "*.c")) for d in ("common", "compress", "decompress", "dictBuilder"))
    srcs = [s for group in srcs for s in group]
    os.makedirs(out, exist_ok=True)
    rep = os.path.join(out, "report.jsonl")
    cflags = ["-O2", "-fPIC", "-flto", "-DZSTD_DISABLE_ASM", "-I" + lib, "-I" + os.path.join(lib, "common")]
    jobs = [(out, [GCC, "-c", "-w"] + cflags + [s, "-o", os.path.basename(s) + ".o"],
             os.path.basename(s) + ".o") for s in srcs]
    res = compile_all(jobs)
    objs = sorted(o for o in res if res[o] != "FAIL")
    r = run([GCC, "-shared", "-O2", "-flto=1", "-o", "libzstd.so"] + flags(plugin, rep) + objs, cwd=out)
    res = {"libzstd.so": sha(os.path.join(out, "libzstd.so")) if r.returncode == 0 else "FAIL"}
    return res, [rep]


def corpus_fmt(plugin, out):
    src = fetch("fmtlib")
    res, reps = {}, []
    for level in ("O2", "Os"):
        d = os.path.join(out, level)
        rep = os.path.join(d, "report.jsonl")
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        cxxflags = " ".join(["-" + level] + flags(plugin, rep))
        r = run(["cmake", "-S", src, "-B", d, "-DFMT_TEST=ON", "-DCMAKE_BUILD_TYPE=None",
                 "-DCMAKE_CXX_COMPILER=" + GXX, "-DCMAKE_C_COMPILER=" + GCC,
                 "-DCMAKE_CXX_FLAGS=" + cxxflags])
        if r.returncode == 0:
            r = run(["make", "-C", d, "-j%d" % JOBS])
        if r.returncode:
            res[level + "/BUILD"] = "FAIL"
        for p in sorted(glob.glob(os.path.join(d, "**", "*.o"), recursive=True)
                        + glob.glob(os.path.join(d, "bin", "*"))
                        + glob.glob(os.path.join(d, "*.a"))):
            res[os.path.relpath(p, out)] = sha(p)
        reps.append(rep)
    return res, reps


def record(rev, corpora):
    plugin, ident = plugin_for(rev)
    base = os.path.join(TOP, "build", "same", ident)
    results = {}
    for c in corpora:
        done = os.path.join(base, c + ".json")
        if os.path.exists(done) and not ident.startswith("worktree"):
            results[c] = json.load(open(done))
            continue
        work = os.path.join(base, c)
        shutil.rmtree(work, ignore_errors=True)
        print("check-same: %s: %s ..." % (ident, c), flush=True)
        outputs, reports = globals()["corpus_" + c](plugin, work)
        lines = []
        for rp in reports:
            if os.path.exists(rp):
                lines += open(rp).read().splitlines()
        results[c] = {"outputs": outputs, "report": sorted(lines)}
        with open(done + ".tmp", "w") as f:
            json.dump(results[c], f)
        os.replace(done + ".tmp", done)
    return ident, results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", required=True, help="the recorded side (a revision)")
    ap.add_argument("--new", default="HEAD", help="a revision, or worktree")
    ap.add_argument("--corpora", default=",".join(CORPORA))
    a = ap.parse_args()
    corpora = [c for c in a.corpora.split(",") if c]
    for c in corpora:
        if c not in CORPORA:
            sys.exit("check-same: unknown corpus %s (known: %s)" % (c, ", ".join(CORPORA)))
    bid, base = record(a.base, corpora)
    nid, new = record(a.new, corpora)
    print("check-same: %s against %s (%s)" % (nid, bid, GCC))
    same = True
    for c in corpora:
        bo, no = base[c]["outputs"], new[c]["outputs"]
        diff = sorted(k for k in set(bo) | set(no) if bo.get(k) != no.get(k))
        fails = sum(1 for v in no.values() if v == "FAIL")
        rl_b, rl_n = base[c]["report"], new[c]["report"]
        print("  %-9s %5d outputs, %d differ (%d failed to build on both sides); "
              "%d report lines, %s" % (c, len(no), len(diff), fails, len(rl_n),
                                        "identical" if rl_b == rl_n else "DIFFERENT"))
        for k in diff[:10]:
            print("    differs: %s (%s -> %s)" % (k, bo.get(k), no.get(k)))
        if rl_b != rl_n:
            only_b = sorted(set(rl_b) - set(rl_n))[:5]
            only_n = sorted(set(rl_n) - set(rl_b))[:5]
            for l in only_b:
                print("    only in base: " + l[:200])
            for l in only_n:
                print("    only in new:  " + l[:200])
        same = same and not diff and rl_b == rl_n
    print("check-same: " + ("identical" if same else "DIFFERENT"))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
