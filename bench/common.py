# SPDX-License-Identifier: GPL-3.0-or-later
"""The benchmark's paths, logging and running of commands, shared by
every module of bench/ (bench/README.md)."""
import os
import shlex
import subprocess
import sys
import time


TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(TOP, "bench")
DATA = os.path.join(BENCH, "data")
WORK = os.path.join(TOP, "build", "bench")
CACHE = os.path.join(TOP, "build", "cache")
RESULTS = os.path.join(WORK, "results")

# Placeholder in timed commands for a scratch file name of each run's own.
SCRATCH = os.path.join(WORK, "@SCRATCH@")
LOGF = None


def log(msg):
    line = "bench: %s" % msg
    print(line, file=sys.stderr, flush=True)
    if LOGF:
        LOGF.write("%s %s\n" % (time.strftime("%H:%M:%S"), line))
        LOGF.flush()


def die(msg):
    log("error: " + msg)
    sys.exit(2)


def q(args):
    return " ".join(shlex.quote(a) for a in args)


def sh(args, cwd=None, env=None, logpath=None, check=True, stdin=None):
    """Run ARGS (a list, or a string for sh -c); output to LOGPATH."""
    if isinstance(args, str):
        args = ["sh", "-c", args]
    out = open(logpath, "ab") if logpath else subprocess.DEVNULL
    try:
        if logpath:
            out.write(("$ (cd %s && %s)\n" % (cwd or os.getcwd(), q(args))).encode())
            out.flush()
        r = subprocess.run(args, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                           stdin=stdin)
    finally:
        if logpath:
            out.close()
    if check and r.returncode != 0:
        die("command failed (%d): %s%s" % (r.returncode, q(args),
                                            (" (log: %s)" % logpath) if logpath else ""))
    return r.returncode


def capture(args, cwd=None, env=None):
    return subprocess.run(args, cwd=cwd, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True).stdout


class Ctx:
    pass


def run_pool(ctx, thunks):
    """Run THUNKS (in their order) on ctx.jobs threads."""
    import concurrent.futures
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, ctx.jobs)) as ex:
        futs = [ex.submit(t) for t in thunks]
        for f in futs:
            f.result()
