#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The fuzzer's self-test: every deliberate comparator bug must be caught.

    fuzz/selftest.py [--n 60] [--seed 1] [--jobs 1] [--fuzzflags '...'] [FAULT...]

For each FAULT (default: all of include/mergefn/fault.h's), runs fuzz/fuzz.py with
the plugin build/fault/FAULT/mergefn.so (built by `make fuzz-selftest`,
with -DMF_FAULT=<n>) on the same seeds, results in
build/fuzz-selftest/FAULT/ (emptied first).  A fault is *caught* when the
run has at least one failure without undefined behaviour.  Prints, per
fault, after how many programs the first failure came and how many
failures the N programs gave, then "N passed, N failed" (caught, not
caught); the exit code is non-zero when a fault was not caught.

The content key's faults (key_options, key_names) only show when units
are compiled on their own with -fplugin-arg-mergefn-across-units, which
only the multi-unit family does (fuzz/gen_units.py): their runs make
every program one of that family (FAULT_FLAGS), and a failure is a name
with two digests (scripts/check-names.py) or a wrong output.
"""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(TOP, "scripts"))
from mflib import faults as fault_list  # noqa: E402

# include/mergefn/fault.h's, in its order (MF_FAULT_CONST = 1, ...)
FAULTS = fault_list.names()
# more arguments of fuzz/fuzz.py for one fault: the key's faults need the
# multi-unit family (the only programs built with across-units), so their
# runs have no other kind of program
UNITS_ONLY = "--units-every 1 --csmith-every 0 --lto-every 0 --cxx-every 0"
FAULT_FLAGS = {"key_options": UNITS_ONLY, "key_names": UNITS_ONLY}


def last_run(out):
    """The summary fuzz.py appended to OUT/runs.jsonl (None if none)."""
    try:
        with open(os.path.join(out, "runs.jsonl")) as f:
            lines = [l for l in f if l.strip()]
    except OSError:
        return None
    return json.loads(lines[-1]) if lines else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--fuzzflags", default="", help="more arguments for fuzz/fuzz.py")
    ap.add_argument("--out", default=os.path.join(TOP, "build", "fuzz-selftest"))
    ap.add_argument("faults", nargs="*")
    args = ap.parse_args()
    faults = args.faults or FAULTS
    for f in faults:
        if f not in FAULTS:
            sys.exit("selftest: unknown fault %s (known: %s)" % (f, " ".join(FAULTS)))
    rows = []
    for f in faults:
        # make builds the fault plugins in its build directory (build/, or
        # build/gcc-16/ for make fuzz-selftest GCC=gcc-16).
        build = os.environ.get("MERGEFN_BUILD", os.path.join(TOP, "build"))
        plugin = os.path.join(build, "fault", f, "mergefn.so")
        if not os.path.exists(plugin):
            sys.exit("selftest: %s missing (make fuzz-selftest builds it)" % plugin)
        out = os.path.join(args.out, f)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        cmd = [sys.executable, os.path.join(HERE, "fuzz.py"), "--n", str(args.n),
               "--seed", str(args.seed), "--jobs", str(args.jobs), "--plugin", plugin,
               "--out", out] + shlex.split(FAULT_FLAGS.get(f, "")) + shlex.split(args.fuzzflags)
        t0 = time.time()
        with open(os.path.join(out, "fuzz.log"), "w") as log:
            rc = subprocess.call(cmd, stdout=log, stderr=subprocess.STDOUT)
        run = last_run(out)
        if run is None or run.get("interrupted"):
            print("selftest: %s: fuzz.py did not finish (exit %s), see %s/fuzz.log"
                  % (f, rc, os.path.relpath(out, TOP)), flush=True)
            rows.append((f, None, 0, 0, 0))
            continue
        real = [x for x in run["failures"] if not x["ub"]]
        nub = len(run["failures"]) - len(real)
        first = min(x["seed"] for x in real) - args.seed + 1 if real else None
        progs = len(set(x["seed"] for x in real))
        rows.append((f, first, len(real), progs, nub))
        if real:
            print("selftest: %-11s caught after %d program(s): %d failure(s) in %d of %d "
                  "programs (%d more with undefined behaviour), %.0f s; first: %s"
                  % (f, first, len(real), progs, run["done"], nub, time.time() - t0,
                     min(real, key=lambda x: x["seed"])["dir"]), flush=True)
        else:
            print("selftest: %-11s NOT caught in %d programs (%d failures with undefined "
                  "behaviour), %.0f s" % (f, run["done"], nub, time.time() - t0), flush=True)
    with open(os.path.join(args.out, "summary.json"), "w") as fp:
        json.dump(dict(n=args.n, seed=args.seed, fuzzflags=args.fuzzflags,
                       faults=[dict(fault=r[0], first=r[1], failures=r[2], programs=r[3],
                                    ub=r[4], fuzzflags=FAULT_FLAGS.get(r[0], ""))
                               for r in rows]), fp, indent=1)
    caught = sum(1 for r in rows if r[1])
    print("%d passed, %d failed" % (caught, len(rows) - caught))
    sys.exit(0 if caught == len(rows) else 1)


if __name__ == "__main__":
    main()
