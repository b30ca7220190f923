#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reduce a failure saved by fuzz/fuzz.py to a small program with cvise.

    fuzz/reduce.py build/fuzz/results/<seed>-<level>-<what> [--plugin PATH]
                   [--timeout SECONDS] [--jobs 2]

Writes <case>/reduce/test.sh (the interestingness test, usable on its own
with cvise or creduce) and <case>/reduce/prog.c, the reduced program.

A program is interesting when
  mismatch: both builds succeed, the plain program terminates, and the
            build with the plugin prints something else or exits otherwise;
            the program must stay free of undefined behaviour (no report
            from -fsanitize=undefined,address at -O0, same output as the
            plain build there, no warning that hints at undefined behaviour)
            so that the reduction does not wander off into UB;
  compile:  the plain build succeeds and the build with the plugin fails
            with a message matching the original one's first error line.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

TEST = r"""#!/bin/sh
# interestingness test for {what} (fuzz/reduce.py); run in the candidate's directory
CC="${{CC:-gcc}}"
FLAGS="{flags}"
P="${{PLUGIN:-{plugin}}}"
A="-fplugin-arg-{pname}-"
PARGS="{pargs}"
SRCS="{srcs}"
$CC $FLAGS -o plain $SRCS >/dev/null 2>&1 || exit 1
"""

MISMATCH = r"""$CC $FLAGS -fplugin=$P ${{A}}verify $PARGS -o mf $SRCS >/dev/null 2>&1 || exit 1
timeout 5 ./plain > p.out 2>&1; a=$?
[ $a = 124 ] && exit 1
timeout 10 ./mf > m.out 2>&1; b=$?
[ $a = $b ] && cmp -s p.out m.out && exit 1
# no undefined behaviour
$CC -O0 -w {xflags} -fsanitize=undefined,address -fno-sanitize-recover=all -o san $SRCS >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout 10 ./san > s.out 2> s.err; c=$?
grep -q "runtime error\|AddressSanitizer" s.err && exit 1
[ $a = $c ] && cmp -s p.out s.out || exit 1
for f in $SRCS; do $CC -O2 -Wall -Wextra {xflags} -c -o /dev/null $f; done 2> w.txt
grep -q "uninitialized\|implicit declaration\|implicitly declared\|return type\|control reaches end\|incompatible\|out of bounds\|array subscript\|overflow\|undefined\|sequence point\|without a cast\|no return statement\|too few\|too many" w.txt && exit 1
exit 0
"""

COMPILE = r"""$CC $FLAGS -fplugin=$P ${{A}}verify $PARGS -o mf $SRCS > mf.err 2>&1 && exit 1
grep -q -- {pattern} mf.err || exit 1
exit 0
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case")
    ap.add_argument("--plugin", default=None)
    ap.add_argument("--timeout", type=int, default=1800, help="seconds for cvise in all")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    case = os.path.abspath(args.case)
    # flags.txt: the level's compiler flags, then its plugin arguments
    # (fuzz.py's mf:KEY tokens), which go after -fplugin=.
    words = open(os.path.join(case, "flags.txt")).read().split()
    flags = " ".join(w for w in words if not w.startswith("-fplugin-arg-"))
    pargs = " ".join("${A}" + re.sub(r"^-fplugin-arg-[^-]+-", "", w)
                     for w in words if w.startswith("-fplugin-arg-"))
    why = open(os.path.join(case, "why.txt")).read()
    plugin = args.plugin
    if not plugin:
        m = re.search(r"plugin (\S+)", open(os.path.join(case, "repro.sh")).read())
        plugin = m.group(1)
    pname = os.path.basename(plugin)[:-3]
    what = "compile" if os.path.basename(case).endswith(("-compile", "-diagnostic")) else "mismatch"
    xflags = "-I/usr/include/csmith" if "csmith" in flags else ""
    srcs = ["prog.c"] + (["prog2.c"] if os.path.exists(os.path.join(case, "prog2.c")) else [])
    text = TEST.format(what=what, flags=flags, plugin=plugin, pname=pname, pargs=pargs,
                       srcs=" ".join(srcs))
    if what == "mismatch":
        text += MISMATCH.format(xflags=xflags)
    else:
        first = ""
        for line in why.splitlines():
            if "error" in line or "internal compiler error" in line:
                first = line
                break
        m = re.search(r"(error|internal compiler error): (.*)", first)
        msg = (m.group(2) if m else first)[:60]
        msg = re.sub(r"[^A-Za-z0-9 _:]", ".", msg)
        msg = re.sub(r"\b[a-z]+_\d+\b|\bf\d+\w*", ".*", msg)
        text += COMPILE.format(pattern="'%s'" % msg)
    rd = os.path.join(case, "reduce")
    shutil.rmtree(rd, ignore_errors=True)
    os.makedirs(rd)
    for fn in srcs:
        shutil.copy(os.path.join(case, fn), rd)
    t = os.path.join(rd, "test.sh")
    with open(t, "w") as f:
        f.write(text)
    os.chmod(t, 0o755)
    if subprocess.run([t], cwd=rd).returncode != 0:
        sys.exit("reduce: the original program is not interesting to %s "
                 "(fixed plugin? undefined behaviour?)" % t)
    for fn in ("plain", "mf", "san", "p.out", "m.out", "s.out", "s.err", "w.txt", "mf.err"):
        try:
            os.unlink(os.path.join(rd, fn))
        except OSError:
            pass
    if not shutil.which("cvise"):
        sys.exit("reduce: cvise is not installed (apt-get install cvise)")
    p = subprocess.Popen(["cvise", "--n", str(args.jobs), "--timeout", "120", "--tidy",
                          t] + srcs, cwd=rd, start_new_session=True)
    try:
        p.wait(timeout=args.timeout)
    except (subprocess.TimeoutExpired, KeyboardInterrupt):
        print("reduce: cvise stopped after %d s; prog.c is the best so far" % args.timeout)
    finally:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        p.wait()
    print("reduce: %s (%d lines)" % (os.path.join(rd, "prog.c"),
                                      sum(1 for _ in open(os.path.join(rd, "prog.c")))))


if __name__ == "__main__":
    main()
