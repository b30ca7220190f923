#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Differential fuzzer: the same random program with and without mergefn.

    fuzz/fuzz.py --n N --seed SEED [--jobs 2] [--plugin PATH] [--out DIR]
                 [--levels 'L1;L2'] [--per-program 2] [--csmith-every 4]
                 [--lto-every 6] [--cxx-every 5] [--units-every 4]

Program i of a run uses seed SEED+i.  Every --csmith-every'th program (when
csmith is installed) is a csmith program with clones added by
fuzz/csmith_clones.py; every --cxx-every'th is a two-unit C++ program from
fuzz/gen_cxx.py (templates, inline functions, virtual functions, lambdas,
exceptions, static locals: comdat code), also built with the plugin on one
unit only and linked in both orders; every --units-every'th is a program of
3 to 6 units from fuzz/gen_units.py (static helpers in one header, mutated
per unit), each unit compiled on its own with options of its own and
-fplugin-arg-mergefn-across-units, linked by GNU ld (and sometimes gold or
lld), and checked by scripts/check-names.py as well as by its output
(check_units); the others come from fuzz/gen.py.
Each program is
built at --per-program levels chosen from the level list by its seed, with
and without the plugin (-fplugin-arg-mergefn-verify and a report), and both
binaries are run.  Different output or exit code, or a compiler failure
with the plugin only, is a failure: the case is saved under
DIR/results/<seed>-<level>/ with the source, flags, both outputs, the
compiler's messages, the pass dump, the report and a repro.sh, and checked
for undefined behaviour with -fsanitize=undefined,address (saved as
"ub.txt": such a case is not counted as a plugin bug).

Per run a JSON line is appended to DIR/runs.jsonl and a summary printed:
programs generated and compiled, checks (program x level), merges exercised
(by kind and how, from the reports), failures, time; and how many programs
have gen.py's global bases family and how many parameterised merges of its
functions (gb*) the reports list.
"""

import argparse
import collections
import datetime
import hashlib
import json
import multiprocessing
import os
import random
import re
import shutil
import shlex
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(TOP, "scripts"))
from mflib import identity  # noqa: E402

# (flags, weight); -flto passes the plugin to lto1 as it is on the link line.
# A token mf:KEY[=VALUE] is the plugin's argument -fplugin-arg-mergefn-KEY
# (split_level): parameterised merging is on by default at -Os only.
LEVELS = [
    ("-O1", 3),
    ("-O2 -fno-ipa-icf", 4),
    ("-O2", 3),
    ("-O3", 2),
    ("-Os", 3),
    ("-O2 -fPIC", 1),
    ("-O2 -fno-strict-aliasing -fno-ipa-icf", 1),
    ("-O2 -flto", 1),
    ("-O2 mf:params", 2),
    ("-O3 mf:params=2", 1),
]
# levels of two-unit programs (fuzz/gen.py --split): cross-unit merges
LTO_LEVELS = [
    ("-O2 -flto", 3),
    ("-O2 -flto -fno-ipa-icf", 2),
    ("-O3 -flto", 1),
    ("-Os -flto", 1),
    ("-O1 -flto", 1),
    ("-O2 -flto -fPIC", 1),
    ("-O2", 1),
    ("-O2 -flto mf:params", 1),
]
# levels of C++ programs (fuzz/gen_cxx.py); without -flto also mixed builds
CXX_LEVELS = [
    ("-O2", 3),
    ("-O2 -fno-ipa-icf", 2),
    ("-O1", 1),
    ("-O3", 1),
    ("-Os", 2),
    ("-O2 -fPIC", 1),
    ("-O2 -flto", 1),
    ("-O2 mf:params", 1),
]
# per-unit levels of multi-unit programs (fuzz/gen_units.py, check_units):
# each unit compiled on its own, with -fplugin-arg-mergefn-across-units
UNIT_LEVELS = [
    ("-O2", 4),
    ("-Os", 3),
    ("-O1", 2),
    ("-O3", 2),
    ("-O2 -fno-tree-pre", 2),
    ("-O2 -fno-ipa-icf", 1),
    ("-O2 -fPIC", 1),
    ("-O2 -fno-strict-aliasing", 1),
    ("-O2 -fno-inline", 1),
    ("-O2 mf:params", 1),
]
# how the units' levels are drawn: all the same, two levels, each its own
UNIT_MODES = [("same", 35), ("two", 35), ("each", 30)]
# the second link of the plugin's objects (reversed order), if any
UNIT_LINKERS = [(None, 2), ("gold", 1), ("lld", 1)]
UNIT_NO_PLUGIN = 0.2    # how often one unit is compiled without the plugin
GCC = os.environ.get("GCC", "gcc")
GXX = os.environ.get("GXX", "g++")
COMPILE_TIMEOUT = 180
RUN_TIMEOUT = 10
CSMITH_RUN_TIMEOUT = 4     # csmith programs whose clones loop forever are skipped
# -fplugin-arg-mergefn-verify on every plugin build; off (--no-verify) only
# to see whether a fault the plugin's own checks report shows in the output
VERIFY = True


def slug(level):
    return level.replace(" ", "").replace("-f", "_").replace("-", "")


def pick_levels(seed, per, levels):
    r = random.Random(seed * 7919 + 13)
    chosen = []
    pool = list(levels)
    while pool and len(chosen) < per:
        tot = sum(w for _, w in pool)
        x = r.uniform(0, tot)
        for k, (l, w) in enumerate(pool):
            x -= w
            if x <= 0 or k == len(pool) - 1:
                chosen.append(l)
                pool.pop(k)
                break
    return chosen


# A cross target's programs run under its emulator (the Makefile sets
# MERGEFN_EXEC_PREFIX, e.g. "qemu-aarch64 -L /usr/aarch64-linux-gnu"),
# with more time: emulation is slower.
EXEC_PREFIX = os.environ.get("MERGEFN_EXEC_PREFIX", "").split()
EXEC_SLOWDOWN = 4 if EXEC_PREFIX else 1


def run(cmd, cwd, timeout):
    """Run cmd in its own process group; on a timeout kill the whole group
    (a csmith program forks children that would otherwise loop on).  A
    program of the test (./name) runs under EXEC_PREFIX."""
    if EXEC_PREFIX and cmd[0].startswith("./"):
        cmd = EXEC_PREFIX + cmd
        timeout *= EXEC_SLOWDOWN
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        rc = "timeout"
        out, err = b"", b""
    finally:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        if rc == "timeout":
            out, err = p.communicate()
    return rc, out, err


# Generator, its arguments and time limit, and for two-unit programs the
# line that separates the units in its output.
GENERATORS = {
    "gen": ("gen.py", [], 60, None),
    "lto": ("gen.py", ["--split"], 60, b"/* ==== unit 2 ==== */"),
    "cxx": ("gen_cxx.py", [], 60, b"// ==== unit 2 ====\n"),
    "csmith": ("csmith_clones.py", [], 120, None),
    "units": ("gen_units.py", [], 60, None),
}


def generate(seed, kind, wd, gendir):
    script, args, timeout, separator = GENERATORS[kind]
    rc, out, err = run([sys.executable, os.path.join(gendir, script)] + args + [str(seed)],
                       wd, timeout)
    if rc != 0:
        return None, err.decode(errors="replace")
    units = out.split(separator) if separator else [out]
    for name, text in zip(sources(kind), units):
        with open(os.path.join(wd, name), "wb") as f:
            f.write(text)
    return os.path.join(wd, sources(kind)[0]), None


def sources(kind):
    if kind == "cxx":
        return ["prog.cc", "prog2.cc"]
    return ["prog.c", "prog2.c"] if kind == "lto" else ["prog.c"]


def compiler(kind):
    return GXX if kind == "cxx" else GCC


def plugin_name(plugin):
    """GCC names a plugin's arguments after its file's base name."""
    base = os.path.basename(plugin)
    return base[:-3] if base.endswith(".so") else base


def split_level(level):
    """A level's compiler flags and its plugin arguments (mf:KEY tokens)."""
    toks = level.split()
    return ([t for t in toks if not t.startswith("mf:")],
            [t[3:] for t in toks if t.startswith("mf:")])


def plugin_flags(plugin, report, args=()):
    a = "-fplugin-arg-%s-" % plugin_name(plugin)
    return ["-fplugin=" + plugin] + ([a + "verify"] if VERIFY else []) + \
        [a + "report=" + report] + [a + x for x in args]


def extra_flags(kind):
    return ["-I/usr/include/csmith"] if kind == "csmith" else []


def check_one(task):
    """Generate program SEED and check it at its levels.  Returns a dict."""
    if task[1] == "units":
        return check_units(task)
    seed, kind, levels, plugin, outdir, gendir = task[:6]
    t0 = time.time()
    wd = os.path.join(outdir, "work", str(seed))
    shutil.rmtree(wd, ignore_errors=True)
    os.makedirs(wd)
    res = dict(seed=seed, kind=kind, generated=False, compiled=0, checks=[],
               merges=collections.Counter(), failures=[], skipped=[], gbase=False,
               gbase_params=0)
    src, err = generate(seed, kind, wd, gendir)
    if not src:
        res["skipped"].append(("generator", err[-500:]))
        shutil.rmtree(wd, ignore_errors=True)
        return res
    res["generated"] = True
    # gen.py's global bases family (gbase_family): whether the program has it
    with open(src, "rb") as f:
        res["gbase"] = GBASE_MARK in f.read()
    for level in levels:
        lf, pargs = split_level(level)
        xf = extra_flags(kind)
        base = [compiler(kind)] + lf + ["-w"] + xf
        rc, _, perr = run(base + ["-o", "plain"] + sources(kind), wd, COMPILE_TIMEOUT)
        if rc != 0:
            res["skipped"].append((level, "plain compile: %s" % perr.decode(errors="replace")[-300:]))
            if kind != "csmith":   # our generator must always compile: keep it
                keep(wd, outdir, seed, level, "generator-error", perr.decode(errors="replace"))
            continue
        res["compiled"] += 1
        rep = os.path.join(wd, "report-%s.json" % slug(level))
        pcmd = base + plugin_flags(plugin, rep, pargs) + ["-o", "mf"] + sources(kind)
        rc2, _, merr = run(pcmd, wd, COMPILE_TIMEOUT)
        merr = merr.decode(errors="replace")
        if rc2 != 0:
            res["failures"].append(fail(wd, outdir, seed, kind, level, plugin,
                                        "compile" if rc2 != "timeout" else "compile-timeout",
                                        "plugin build failed (%s):\n%s" % (rc2, merr)))
            continue
        if merr.strip():
            # -w is on: anything the compiler says with the plugin is suspect
            if "mergefn" in merr or "internal compiler error" in merr:
                res["failures"].append(fail(wd, outdir, seed, kind, level, plugin, "diagnostic",
                                            merr))
                continue
        res["merges"].update(count_merges(rep))
        res["gbase_params"] += count_merges(rep, GBASE_PREFIX)
        r1, o1, e1 = run(["./plain"], wd, RUN_TIMEOUT if kind != "csmith" else CSMITH_RUN_TIMEOUT)
        if r1 == "timeout":
            res["skipped"].append((level, "plain run timed out"))
            continue
        r2, o2, e2 = run(["./mf"], wd, 2 * RUN_TIMEOUT)
        res["checks"].append(level)
        if r1 != r2 or o1 != o2:
            with open(os.path.join(wd, "plain.out"), "wb") as f:
                f.write(o1 + ("exit %s\n" % r1).encode())
            with open(os.path.join(wd, "mf.out"), "wb") as f:
                f.write(o2 + ("exit %s\n" % r2).encode())
            res["failures"].append(fail(wd, outdir, seed, kind, level, plugin, "mismatch",
                                        "exit %s vs %s\n%s" % (r1, r2, diff_lines(o1, o2))))
        if kind == "cxx" and "-flto" not in lf:
            mixed_checks(res, wd, outdir, seed, kind, level, plugin, base, o1, r1)
        for fn in ("plain", "mf"):
            try:
                os.unlink(os.path.join(wd, fn))
            except OSError:
                pass
    res["time"] = time.time() - t0
    shutil.rmtree(wd, ignore_errors=True)
    res["merges"] = dict(("%s/%s" % k, v) for k, v in res["merges"].items())
    return res


def unit_plan(seed, k, force_apart=False):
    """The options of a multi-unit program's K units and main.c, by its
    seed: (levels, index of the unit without the plugin or None, the second
    linker or None, mode).  FORCE_APART (the self-test): never one level for
    all, always the plugin on every unit."""
    r = random.Random(seed * 7919 + 29)
    mode = pick_levels(r.randrange(1 << 30), 1, UNIT_MODES)[0]
    if force_apart and mode == "same":
        mode = "two"
    lv = pick_levels(r.randrange(1 << 30), 2 if mode == "two" else 1, UNIT_LEVELS)
    if mode == "same":
        levels = [lv[0]] * k
    elif mode == "two":
        levels = [r.choice(lv) for _ in range(k)]
        i, j = r.sample(range(k), 2)
        levels[i], levels[j] = lv
    else:
        levels = [pick_levels(r.randrange(1 << 30), 1, UNIT_LEVELS)[0] for _ in range(k)]
    levels.append(levels[0])        # main.c
    no_plugin = r.randrange(k) if r.random() < UNIT_NO_PLUGIN and not force_apart else None
    linker = pick_levels(r.randrange(1 << 30), 1, UNIT_LINKERS)[0]
    return levels, no_plugin, linker, mode


def unit_records(objs, wd):
    """{name: {object: digest}} from the mergefn-key records of OBJS."""
    names = {}
    for o in objs:
        rc, out, _ = run(["readelf", "-W", "-p", ".comment", o], wd, 60)
        for m in UNIT_RECORD.finditer(out.decode(errors="replace")):
            names.setdefault(m.group(1), {})[o] = m.group(2)
    return names


UNIT_RECORD = re.compile(r"mergefn-key \d+ (__mf_[0-9a-f]{32}) ([0-9a-f]{32})")


def check_units(task):
    """A program of K units (fuzz/gen_units.py), each unit compiled on its
    own with its own options and -fplugin-arg-mergefn-across-units; linked
    by GNU ld in a shuffled order and, sometimes, by gold or lld in the
    reverse order; every link's output must be the plain build's (the same
    options, no plugin), and scripts/check-names.py must find no name with
    two digests in the objects and the program."""
    seed, kind, _, plugin, outdir, gendir = task[:6]
    force_apart = len(task) > 6 and task[6]
    t0 = time.time()
    wd = os.path.join(outdir, "work", str(seed))
    shutil.rmtree(wd, ignore_errors=True)
    os.makedirs(wd)
    res = dict(seed=seed, kind=kind, generated=False, compiled=0, checks=[],
               merges=collections.Counter(), failures=[], skipped=[], gbase=False,
               gbase_params=0, names_shared=0, names=0)
    rc, out, err = run([sys.executable, os.path.join(gendir, "gen_units.py"), str(seed)],
                       wd, 60)
    if rc != 0:
        res["skipped"].append(("generator", err.decode(errors="replace")[-500:]))
        shutil.rmtree(wd, ignore_errors=True)
        return res
    sys.path.insert(0, gendir)
    import gen_units
    files = gen_units.split(out)
    for name, text in files:
        with open(os.path.join(wd, name), "wb") as f:
            f.write(text)
    res["generated"] = True
    srcs = [n for n, _ in files if n.endswith(".c")]     # u1.c .. uK.c, main.c
    k = len(srcs) - 1
    levels, no_plugin, linker, mode = unit_plan(seed, k, force_apart)
    label = "units %s" % mode + (" +plain" if no_plugin is not None else "")
    res["unit_plan"] = dict(levels=levels, no_plugin=no_plugin, linker=linker)
    plain_cmds, mf_cmds = [], []
    pobjs, mobjs = [], []
    for i, src in enumerate(srcs):
        lf, pargs = split_level(levels[i])
        base = [GCC] + lf + ["-w", "-c"]
        stem = src[:-2]
        plain_cmds.append(base + ["-o", "plain-%s.o" % stem, src])
        pobjs.append("plain-%s.o" % stem)
        if i == no_plugin:
            mf_cmds.append(base + ["-o", "mf-%s.o" % stem, src])
        else:
            mf_cmds.append(base + plugin_flags(plugin, "report-%s.json" % stem,
                                               list(pargs) + ["across-units"])
                           + ["-o", "mf-%s.o" % stem, src])
        mobjs.append("mf-%s.o" % stem)
    r = random.Random(seed * 7919 + 31)
    order = list(range(len(srcs)))
    r.shuffle(order)
    links = [("bfd", [GCC, "-o", "mf"] + [mobjs[j] for j in order])]
    if linker:
        links.append((linker, [GCC, "-fuse-ld=" + linker, "-o", "mf-" + linker] +
                      [mobjs[j] for j in order[::-1]]))
    plain_link = [GCC, "-o", "plain"] + [pobjs[j] for j in order]
    check_names = [sys.executable, os.path.join(TOP, "scripts", "check-names.py")] + \
        mobjs + ["mf"]
    script = dict(plain=plain_cmds + [plain_link], mf=mf_cmds + [l for _, l in links],
                  check=check_names)

    def failure(what, text):
        res["failures"].append(fail_units(wd, outdir, seed, label, plugin, what, text,
                                          script, srcs, levels, no_plugin))

    for cmd in plain_cmds + [plain_link]:
        rc, _, perr = run(cmd, wd, COMPILE_TIMEOUT)
        if rc != 0:
            res["skipped"].append((label, "plain build: %s" % perr.decode(errors="replace")[-300:]))
            keep(wd, outdir, seed, "units", "generator-error",
                 " ".join(cmd) + "\n" + perr.decode(errors="replace"))
            shutil.rmtree(wd, ignore_errors=True)
            return res
    res["compiled"] += 1
    for i, cmd in enumerate(mf_cmds):
        rc, _, merr = run(cmd, wd, COMPILE_TIMEOUT)
        merr = merr.decode(errors="replace")
        if rc != 0 or "mergefn" in merr or "internal compiler error" in merr:
            failure("compile" if rc != "timeout" else "compile-timeout",
                    "%s (%s): %s failed (%s):\n%s" % (srcs[i], levels[i], " ".join(cmd), rc, merr))
            shutil.rmtree(wd, ignore_errors=True)
            return res
        if i != no_plugin:
            res["merges"].update(count_merges(os.path.join(wd, "report-%s.json" % srcs[i][:-2])))
    r1, o1, e1 = run(["./plain"], wd, RUN_TIMEOUT)
    if r1 == "timeout":
        res["skipped"].append((label, "plain run timed out"))
        shutil.rmtree(wd, ignore_errors=True)
        return res
    with open(os.path.join(wd, "plain.out"), "wb") as f:
        f.write(o1 + ("exit %s\n" % r1).encode())
    for ld, cmd in links:
        rc, _, lerr = run(cmd, wd, COMPILE_TIMEOUT)
        if rc != 0:
            failure("link-" + ld, "%s failed:\n%s" % (" ".join(cmd), lerr.decode(errors="replace")))
            continue
        r2, o2, _ = run(["./" + cmd[cmd.index("-o") + 1]], wd, 2 * RUN_TIMEOUT)
        res["checks"].append(label + ("" if ld == "bfd" else " " + ld))
        if r1 != r2 or o1 != o2:
            with open(os.path.join(wd, "mf-%s.out" % ld), "wb") as f:
                f.write(o2 + ("exit %s\n" % r2).encode())
            failure("mismatch-" + ld, "%s: exit %s vs %s\n%s"
                    % (ld, r1, r2, diff_lines(o1, o2)))
    # the honesty check, on the objects and the program linked by GNU ld
    have = [x for x in check_names[2:] if os.path.exists(os.path.join(wd, x))]
    rc, cout, cerr = run(check_names[:2] + have, wd, 120)
    res["checks"].append(label + " check-names")
    if rc != 0:
        failure("check-names", "check-names (exit %s):\n%s%s"
                % (rc, cout.decode(errors="replace"), cerr.decode(errors="replace")))
    names = unit_records(mobjs, wd)
    res["names"] = len(names)
    res["names_shared"] = sum(1 for v in names.values() if len(v) >= 2)
    res["time"] = time.time() - t0
    shutil.rmtree(wd, ignore_errors=True)
    res["merges"] = dict(("%s/%s" % kk, v) for kk, v in res["merges"].items())
    return res


def undefined_behaviour(cc, flags, srcs, d):
    """SRCS built in D by CC with FLAGS under UBSan and ASan, and run:
    (whether it built, whether it reported undefined behaviour, whose
    report then goes to D/ub.txt)."""
    san = [cc, "-O0", "-g", "-w", "-fsanitize=undefined,address",
           "-fno-sanitize-recover=all"] + flags + ["-o", "san"] + srcs
    rc, _, _ = run(san, d, COMPILE_TIMEOUT)
    if rc != 0:
        return False, False
    _, _, err = run(["./san"], d, 60)
    err = err.decode(errors="replace")
    if "runtime error" in err or "AddressSanitizer" in err:
        with open(os.path.join(d, "ub.txt"), "w") as f:
            f.write(err[-4000:])
        return True, True
    return True, False


def fail_units(wd, outdir, seed, label, plugin, what, text, script, srcs, levels, no_plugin):
    """Save a failing multi-unit case: sources, why.txt, outputs, reports,
    the objects' records, the pass dumps and repro.sh (every command)."""
    d = os.path.join(outdir, "results", "%d-units-%s" % (seed, what))
    os.makedirs(d, exist_ok=True)
    for fn in os.listdir(wd):
        if fn.endswith((".c", ".h", ".out", ".o")) or fn.startswith("report-"):
            shutil.copy(os.path.join(wd, fn), d)
    with open(os.path.join(d, "why.txt"), "w") as f:
        f.write(text)
    with open(os.path.join(d, "flags.txt"), "w") as f:
        for i, src in enumerate(srcs):
            f.write("%s: %s%s\n" % (src, levels[i], " (no plugin)" if i == no_plugin else ""))
    a = "-fplugin-arg-%s-" % plugin_name(plugin)

    def sh(cmd):
        return " ".join(("-fplugin=$P" if x == "-fplugin=" + plugin else
                         x.replace(a, "-fplugin-arg-$N-")) for x in cmd)
    check = [os.path.join("$TOP", "scripts", "check-names.py")] + script["check"][2:]
    with open(os.path.join(d, "repro.sh"), "w") as f:
        f.write("#!/bin/sh\n# seed %d (units), %s, plugin %s\ncd \"$(dirname \"$0\")\"\n"
                "P=${PLUGIN:-%s}\nN=$(basename \"$P\" .so)\nTOP=${TOP:-%s}\n"
                % (seed, label, plugin, plugin, TOP))
        f.write("set -e\n")
        for cmd in script["plain"] + script["mf"]:
            f.write(sh(cmd) + "\n")
        f.write("set +e\n./plain > plain.txt; echo \"plain exit $?\"\n")
        for cmd in script["mf"]:
            if "-o" in cmd and not cmd[cmd.index("-o") + 1].endswith(".o"):
                exe = cmd[cmd.index("-o") + 1]
                f.write("./%s > %s.txt; echo \"%s exit $?\"; diff plain.txt %s.txt && echo same\n"
                        % (exe, exe, exe, exe))
        f.write("python3 %s\n" % " ".join(check))
    os.chmod(os.path.join(d, "repro.sh"), 0o755)
    # the pass dumps and the records, from the plugin's compilations again
    for cmd in script["mf"]:
        if "-c" in cmd and "-fplugin=" + plugin in cmd:
            run(cmd + [a + "dump"], d, COMPILE_TIMEOUT)
    with open(os.path.join(d, "records.txt"), "w") as f:
        for name, objs in sorted(unit_records([o for o in sorted(os.listdir(d))
                                               if o.endswith(".o")], d).items()):
            f.write("%s %s\n" % (name, " ".join("%s:%s" % kv for kv in sorted(objs.items()))))
    _, ub = undefined_behaviour(GCC, [], srcs, d)
    for fn in os.listdir(d):
        if fn in ("san", "mf", "plain") or fn.startswith("mf-") and "." not in fn:
            os.unlink(os.path.join(d, fn))
    return dict(seed=seed, level=label, what=what, dir=os.path.relpath(d, TOP), ub=ub,
                detail=text[:2000])


def mixed_checks(res, wd, outdir, seed, kind, level, plugin, base, o1, r1):
    """One unit with the plugin and one without (which one by the seed),
    linked in both orders: the linker keeps each comdat group from either
    unit, and every combination must behave as the plain build."""
    srcs = sources(kind)
    with_plugin = srcs[seed % 2]
    objs = []
    for src in srcs:
        obj = src.rsplit(".", 1)[0] + ".o"
        flags = plugin_flags(plugin, os.path.join(wd, "report-mixed-%s.json" % slug(level)),
                             split_level(level)[1]) \
            if src == with_plugin else []
        rc, _, err = run(base + flags + ["-c", "-o", obj, src], wd, COMPILE_TIMEOUT)
        err = err.decode(errors="replace")
        if rc != 0 or "mergefn" in err or "internal compiler error" in err:
            res["failures"].append(fail(wd, outdir, seed, kind, level, plugin, "mixed-compile",
                                        "compile of %s (plugin: %s) failed (%s):\n%s"
                                        % (src, src == with_plugin, rc, err)))
            return
        objs.append(obj)
    for order in (objs, objs[::-1]):
        rc, _, err = run(base + ["-o", "mixed"] + order, wd, COMPILE_TIMEOUT)
        what = "link %s (plugin on %s)" % (" ".join(order), with_plugin)
        if rc != 0:
            res["failures"].append(fail(wd, outdir, seed, kind, level, plugin, "mixed-link",
                                        "%s failed:\n%s" % (what, err.decode(errors="replace"))))
            continue
        r2, o2, _ = run(["./mixed"], wd, 2 * RUN_TIMEOUT)
        res["checks"].append(level + " mixed")
        if r1 != r2 or o1 != o2:
            res["failures"].append(fail(wd, outdir, seed, kind, level, plugin, "mixed-mismatch",
                                        "%s: exit %s vs %s\n%s"
                                        % (what, r1, r2, diff_lines(o1, o2))))


def diff_lines(o1, o2):
    a = o1.decode(errors="replace").splitlines()
    b = o2.decode(errors="replace").splitlines()
    out = []
    for k in range(max(len(a), len(b))):
        x = a[k] if k < len(a) else "<none>"
        y = b[k] if k < len(b) else "<none>"
        if x != y:
            out.append("- %s\n+ %s" % (x, y))
    return "\n".join(out[:20])


# gen.py's global bases family: the comment that opens its text, and the
# prefix of its functions, whose parameterised merges are counted apart
GBASE_MARK = b"/* global bases family (gb)"
GBASE_PREFIX = "gb"


def count_merges(rep, params_prefix=None):
    """The report's merges by (kind, how); with PARAMS_PREFIX, only how many
    parameterised merges of functions whose name starts with it."""
    c = collections.Counter()
    try:
        with open(rep) as f:
            for line in f:
                try:
                    d = json.loads(line)
                except ValueError:
                    continue
                c[(d.get("kind"), d.get("how"))] += 1
                if params_prefix and d.get("how") == "params" and \
                        str(d.get("function", "")).startswith(params_prefix):
                    c["prefix"] += 1
    except OSError:
        pass
    return c["prefix"] if params_prefix else c


def keep(wd, outdir, seed, level, what, text):
    d = os.path.join(outdir, "results", "%d-%s-%s" % (seed, slug(level), what))
    os.makedirs(d, exist_ok=True)
    for fn in ("prog.c", "prog2.c", "prog.cc", "prog2.cc"):
        if os.path.exists(os.path.join(wd, fn)):
            shutil.copy(os.path.join(wd, fn), d)
    with open(os.path.join(d, "why.txt"), "w") as f:
        f.write(text)
    return d


def fail(wd, outdir, seed, kind, level, plugin, what, text):
    """Save a failing case with everything needed to look at it again."""
    d = keep(wd, outdir, seed, level, what, text)
    for fn in os.listdir(wd):
        if fn.endswith(".out") or fn.startswith("report-"):
            shutil.copy(os.path.join(wd, fn), d)
    lf, pargs = split_level(level)
    flags = lf + ["-w"] + extra_flags(kind)
    a = "-fplugin-arg-%s-" % plugin_name(plugin)
    pa = [a + x for x in pargs]
    with open(os.path.join(d, "flags.txt"), "w") as f:
        f.write(" ".join(flags + pa) + "\n")
    # the pass dump, from a separate compilation in the case's directory
    srcs = sources(kind)
    cc = compiler(kind)
    dflags = [cc] + flags + ["-fplugin=" + plugin, a + "dump"] + \
        ([a + "verify"] if VERIFY else []) + pa + \
        ["-o", "mf"] + srcs
    run(dflags, d, COMPILE_TIMEOUT)
    with open(os.path.join(d, "repro.sh"), "w") as f:
        f.write("#!/bin/sh\n# seed %d (%s), level %s, plugin %s\ncd \"$(dirname \"$0\")\"\n"
                "P=${PLUGIN:-%s}\n"
                "%s %s -o plain %s && %s %s -fplugin=$P -fplugin-arg-%s-verify%s -o mf %s"
                " && ./plain > plain.txt; echo \"plain exit $?\"; ./mf > mf.txt; echo \"mf exit $?\";"
                " diff plain.txt mf.txt && echo same\n"
                % (seed, kind, level, plugin, plugin, cc, " ".join(flags), " ".join(srcs),
                   cc, " ".join(flags), plugin_name(plugin),
                   "".join(" " + x.replace(a, "-fplugin-arg-%s-" % plugin_name(plugin))
                           for x in pa), " ".join(srcs)))
    os.chmod(os.path.join(d, "repro.sh"), 0o755)
    # undefined behaviour?  Then the case says nothing about the plugin.
    built, ub = undefined_behaviour(cc, extra_flags(kind), srcs, d)
    if built:
        for fn in ("san", "mf", "plain"):
            try:
                os.unlink(os.path.join(d, fn))
            except OSError:
                pass
    return dict(seed=seed, level=level, what=what, dir=os.path.relpath(d, TOP), ub=ub,
                detail=text[:2000])


def plugin_commit(plugin):
    """The commit the plugin was built from (mflib.identity: <plugin>.commit,
    written by scripts/snapshot-plugin.sh, else for the work tree's plugin
    its HEAD, -dirty with uncommitted changes), the hash cut to 12."""
    c = identity.plugin_commit(plugin)
    return c[:12] + c[40:] if len(c) >= 40 and all(x in "0123456789abcdef" for x in c[:40]) else c


def git(*args):
    """What git prints for ARGS in the work tree, stripped; None if git cannot run."""
    try:
        return subprocess.run(["git", "-C", TOP] + list(args), stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True).stdout.strip()
    except OSError:
        return None


def generators_modified():
    return bool(git("status", "--porcelain", "--", "fuzz/gen.py", "fuzz/gen_cxx.py",
                    "fuzz/csmith_clones.py", "fuzz/gen_units.py"))


def git_commit():
    commit = git("rev-parse", "--short", "HEAD")
    return "?" if commit is None else commit


def fuzzflags_of(argv):
    """The arguments of ARGV that `make fuzz` passes as FUZZFLAGS (all but
    --n, --seed, --jobs, --plugin, --out and --record), as ' FUZZFLAGS=...'."""
    rest, skip = [], False
    for a in argv:
        if skip:
            skip = False
        elif a in ("--n", "--seed", "--jobs", "--plugin", "--out"):
            skip = True
        elif a.split("=")[0] not in ("--n", "--seed", "--jobs", "--plugin", "--out", "--record"):
            rest.append(a)
    return " FUZZFLAGS=%s" % shlex.quote(shlex.join(rest)) if rest else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--plugin", default=os.path.join(TOP, "build", "mergefn.so"))
    ap.add_argument("--out", default=os.path.join(TOP, "build", "fuzz"))
    ap.add_argument("--record", action="store_true",
                    help="also append the run's compact line to doc/results/fuzz.jsonl "
                         "(a campaign that doc/results/fuzz.md reports)")
    ap.add_argument("--levels", default="", help="';'-separated list overriding the level list")
    ap.add_argument("--per-program", type=int, default=2)
    ap.add_argument("--csmith-every", type=int, default=4,
                    help="every K-th program is a csmith one (0: never)")
    ap.add_argument("--lto-every", type=int, default=6,
                    help="every K-th program has two units, checked mostly under -flto (0: never)")
    ap.add_argument("--cxx-every", type=int, default=5,
                    help="every K-th program is a two-unit C++ one (0: never)")
    ap.add_argument("--units-every", type=int, default=4,
                    help="every K-th program has 3 to 6 units sharing static helpers, each "
                         "compiled on its own with -fplugin-arg-mergefn-across-units (0: never)")
    ap.add_argument("--units-apart", action="store_true",
                    help="multi-unit programs: never one level for every unit, the plugin "
                         "on every unit (the self-test's key faults)")
    ap.add_argument("--no-verify", action="store_true",
                    help="build without -fplugin-arg-mergefn-verify (the output alone must tell)")
    args = ap.parse_args()
    global VERIFY
    VERIFY = not args.no_verify
    plugin = os.path.abspath(args.plugin)
    if not os.path.exists(plugin):
        sys.exit("fuzz: plugin %s does not exist" % plugin)
    levels = [(l.strip(), 1) for l in args.levels.split(";") if l.strip()] or LEVELS
    have_csmith = shutil.which("csmith") and os.path.exists("/usr/include/csmith/csmith.h")
    if args.csmith_every and not have_csmith:
        print("fuzz: csmith not installed (apt-get install csmith libcsmith-dev): "
              "own generator only", file=sys.stderr)
    args.out = os.path.abspath(args.out)
    os.makedirs(args.out, exist_ok=True)
    with open(plugin, "rb") as f:
        plugin_sha = hashlib.sha256(f.read()).hexdigest()[:16]
    # the run uses a copy of the generators, so that editing them cannot
    # change the programs of a run in progress
    gendir = os.path.join(args.out, "gen-%d" % os.getpid())
    shutil.rmtree(gendir, ignore_errors=True)
    os.makedirs(gendir)
    for fn in ("gen.py", "gen_cxx.py", "csmith_clones.py", "gen_units.py"):
        shutil.copy(os.path.join(HERE, fn), gendir)
    # the generators' version is the one copied now, not HEAD at the end
    fuzzer_commit = git_commit() + (" (modified)" if generators_modified() else "")
    tasks = []
    for i in range(args.n):
        seed = args.seed + i
        kind = "csmith" if (have_csmith and args.csmith_every and
                            seed % args.csmith_every == 0) else "gen"
        if kind == "gen" and args.lto_every and seed % args.lto_every == 1 % args.lto_every:
            kind = "lto"
        if kind == "gen" and args.cxx_every and seed % args.cxx_every == 2 % args.cxx_every:
            kind = "cxx"
        if kind == "gen" and args.units_every and \
                seed % args.units_every == 3 % args.units_every:
            kind = "units"
        lv = levels
        if not args.levels:
            lv = {"lto": LTO_LEVELS, "cxx": CXX_LEVELS}.get(kind, LEVELS)
        tasks.append((seed, kind, pick_levels(seed, args.per_program, lv), plugin, args.out,
                      gendir, args.units_apart))
    t0 = time.time()
    tot = dict(generated=0, compiled=0, checks=0, programs_checked=0,
               by_level=collections.Counter(), by_kind=collections.Counter(),
               gbase_programs=0, gbase_params=0, units_programs=0, names=0,
               names_shared=0, units_sharing=0)
    merges = collections.Counter()
    failures = []
    skipped = 0
    done = 0
    def stop(signum, frame):
        raise KeyboardInterrupt
    proglog = open(os.path.join(args.out, "programs.jsonl"), "a")
    pool = multiprocessing.Pool(args.jobs, initializer=signal.signal,
                                initargs=(signal.SIGINT, signal.SIG_IGN))
    signal.signal(signal.SIGTERM, stop)
    interrupted = False
    try:
      for res in pool.imap(check_one, tasks):
            done += 1
            proglog.write(json.dumps(dict(seed=res["seed"], kind=res["kind"], checks=res["checks"],
                                          merges=res["merges"], gbase=res["gbase"],
                                          gbase_params=res["gbase_params"],
                                          names=res.get("names"),
                                          names_shared=res.get("names_shared"),
                                          unit_plan=res.get("unit_plan"),
                                          failures=[f["dir"] for f in res["failures"]])) + "\n")
            proglog.flush()
            tot["generated"] += res["generated"]
            tot["compiled"] += res["compiled"]
            tot["checks"] += len(res["checks"])
            tot["programs_checked"] += bool(res["checks"])
            tot["by_kind"][res["kind"]] += bool(res["checks"])
            for l in res["checks"]:
                tot["by_level"][l] += 1
            merges.update(res["merges"])
            tot["gbase_programs"] += bool(res["gbase"] and res["checks"])
            tot["gbase_params"] += res["gbase_params"]
            if res["kind"] == "units" and res["checks"]:
                tot["units_programs"] += 1
                tot["names"] += res.get("names", 0)
                tot["names_shared"] += res.get("names_shared", 0)
                tot["units_sharing"] += bool(res.get("names_shared"))
            skipped += len(res["skipped"])
            for f in res["failures"]:
                failures.append(f)
                print("FAIL seed %d %s: %s%s -> %s" % (f["seed"], f["level"], f["what"],
                                                      " (undefined behaviour)" if f["ub"] else "",
                                                      f["dir"]), flush=True)
            if done % 50 == 0:
                print("fuzz: %d/%d programs, %d checks, %d merges, %d failures, %.0fs"
                      % (done, args.n, tot["checks"], sum(merges.values()), len(failures),
                         time.time() - t0), flush=True)
      pool.close()
    except KeyboardInterrupt:
        interrupted = True
        pool.terminate()
        print("fuzz: interrupted after %d programs" % done, file=sys.stderr)
    pool.join()
    proglog.close()
    shutil.rmtree(gendir, ignore_errors=True)
    elapsed = time.time() - t0
    summary = dict(date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                   seed=args.seed, n=args.n, done=done, interrupted=interrupted,
                   seeds="%d..%d" % (args.seed, args.seed + done - 1),
                   plugin=plugin, plugin_sha256=plugin_sha, plugin_commit=plugin_commit(plugin),
                   fuzzer_commit=fuzzer_commit,
                   per_program=args.per_program, verify=VERIFY,
                   generated=tot["generated"], compiled=tot["compiled"],
                   programs_checked=tot["programs_checked"], checks=tot["checks"],
                   by_kind=dict(tot["by_kind"]), by_level=dict(tot["by_level"]),
                   merges_total=sum(merges.values()), merges=dict(sorted(merges.items())),
                   gbase_programs=tot["gbase_programs"], gbase_params=tot["gbase_params"],
                   units_programs=tot["units_programs"], names=tot["names"],
                   names_shared=tot["names_shared"], units_sharing=tot["units_sharing"],
                   skipped=skipped,
                   failures=[dict((k, v) for k, v in f.items() if k != "detail") for f in failures],
                   seconds=round(elapsed))
    with open(os.path.join(args.out, "runs.jsonl"), "a") as f:
        f.write(json.dumps(summary) + "\n")
    if args.record:
        # doc/results keeps the counts only (doc/results/README.md).
        sys.path.insert(0, os.path.join(TOP, "scripts"))
        from mflib import records
        p = records.append("fuzz", {
            "date": summary["date"], "command": "make fuzz N=%d SEED=%d JOBS=%d%s"
            % (args.n, args.seed, args.jobs, fuzzflags_of(sys.argv[1:])),
            "plugin": (summary["plugin_commit"] or "")[:12], "fuzzer": fuzzer_commit,
            "seeds": summary["seeds"], "interrupted": interrupted,
            "programs_checked": tot["programs_checked"], "checks": tot["checks"],
            "merges": summary["merges_total"], "units_programs": tot["units_programs"],
            "names_shared": tot["names_shared"], "failures": len(failures), "skipped": skipped,
            "seconds": summary["seconds"]})
        print("fuzz: recorded in %s" % records.show(p))
    print("fuzz: seeds %s, plugin %s (sha256 %s, commit %s)" % (summary["seeds"], plugin, plugin_sha,
                                                                summary["plugin_commit"]))
    print("fuzz: %d programs generated, %d compiled builds, %d programs checked (%s), %d checks"
          % (tot["generated"], tot["compiled"], tot["programs_checked"],
             ", ".join("%s %d" % kv for kv in sorted(tot["by_kind"].items())), tot["checks"]))
    print("fuzz: checks by level: %s" % ", ".join("%s: %d" % kv for kv in sorted(tot["by_level"].items())))
    print("fuzz: merges exercised: %d (%s)" % (sum(merges.values()),
                                               ", ".join("%s %d" % kv for kv in sorted(merges.items()))))
    print("fuzz: global bases family in %d checked programs, %d parameterised merges of "
          "its functions" % (tot["gbase_programs"], tot["gbase_params"]))
    print("fuzz: multi-unit family in %d checked programs: %d content names, %d of them "
          "shared by 2 or more objects (sharing in %d programs)"
          % (tot["units_programs"], tot["names"], tot["names_shared"], tot["units_sharing"]))
    nub = sum(1 for f in failures if f["ub"])
    print("fuzz: %d failures (%d with undefined behaviour), %d skipped, %.0f s"
          % (len(failures), nub, skipped, elapsed))
    sys.exit(1 if len(failures) - nub else 0)


if __name__ == "__main__":
    main()
