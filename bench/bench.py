#!/usr/bin/env python3
"""mergefn's benchmark: `make bench` (see bench/README.md).

    bench/bench.py [--quick] [--runs N] [--stages LIST] [--plugin SO]
                   [--resume] [--jobs J]

Stages (default: all, in this order):
  corpora   sqlite3 (amalgamation + shell), libzstd's programs and fmt's test
            programs, built in every configuration of CONFIGS: .text of the
            final programs, merges, compile CPU time of one representative
            translation unit, -ftime-report rows, the programs' own tests
  lto       -O2 -flto configurations of sqlite3 and libzstd
  scaling   generated units of N functions in four shapes (gen-scaling.py):
            -ftime-report rows `ipa icf` and `mergefn` against N
  report    bench/results.md and bench/scaling.svg from bench/data/

Work files go to build/bench/, sources to build/cache/ (scripts/fetch-source),
the raw data to bench/data/.  --resume reuses results already in
build/bench/results/ that were measured with the same plugin and settings
(for development; `make bench` measures everything afresh).
"""
import argparse
import datetime
import glob
import hashlib
import json
import math
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(TOP, "bench")
DATA = os.path.join(BENCH, "data")
WORK = os.path.join(TOP, "build", "bench")
CACHE = os.path.join(TOP, "build", "cache")
RESULTS = os.path.join(WORK, "results")
# Placeholder in timed commands for a scratch file name of each run's own.
SCRATCH = os.path.join(WORK, "@SCRATCH@")

# ------------------------------------------------------------------ settings

# Every configuration of the side-by-side tables.  cc: gcc or clang (g++ or
# clang++ for C++); opt: compile (and link) flags; mf: load the plugin;
# ld: extra link flags; relink: the configuration whose objects are linked
# again with other link flags (gold's ICF only changes the link).
CONFIGS = [
    dict(name="O2-noicf", cc="gcc", opt="-O2 -fno-ipa-icf",
         what="baseline: -O2, GCC's ICF off"),
    dict(name="O2", cc="gcc", opt="-O2", what="GCC's ICF (-O2)"),
    dict(name="O2-noicf+mf", cc="gcc", opt="-O2 -fno-ipa-icf", mf=True,
         what="mergefn alone"),
    dict(name="O2+mf", cc="gcc", opt="-O2", mf=True,
         what="mergefn, then GCC's ICF"),
    dict(name="Os-noicf", cc="gcc", opt="-Os -fno-ipa-icf",
         what="-Os baseline, GCC's ICF off"),
    dict(name="Os", cc="gcc", opt="-Os", what="GCC's ICF (-Os)"),
    dict(name="Os-noicf+mf", cc="gcc", opt="-Os -fno-ipa-icf", mf=True,
         what="mergefn alone, -Os"),
    dict(name="Os+mf", cc="gcc", opt="-Os", mf=True,
         what="mergefn, then GCC's ICF, -Os"),
    # Parameterised merging (doc/merge-rules.md): on by default at -Os, so
    # Os-noicf+mf has it and Os-noicf+mf-ident is identical merging alone;
    # at -O2 only with the argument.
    dict(name="Os-noicf+mf-ident", cc="gcc", opt="-Os -fno-ipa-icf", mf=True,
         mfargs=["params=0"], what="mergefn identical merging only (params=0), -Os"),
    dict(name="O2-noicf+mf-params", cc="gcc", opt="-O2 -fno-ipa-icf", mf=True,
         mfargs=["params"], what="mergefn with parameterised merging (params), -O2"),
    dict(name="clang-Os", cc="clang", opt="-Os", what="clang -Os"),
    dict(name="clang-Os+mf", cc="clang", opt="-Os -Xclang -fmerge-functions",
         what="clang -Os with LLVM's MergeFunctions"),
    dict(name="clang-O2", cc="clang", opt="-O2", what="clang -O2"),
    dict(name="clang-O2+mf", cc="clang", opt="-O2 -Xclang -fmerge-functions",
         what="clang -O2 with LLVM's MergeFunctions"),
    dict(name="gold", cc="gcc", opt="-O2 -fno-ipa-icf -ffunction-sections",
         ld="-fuse-ld=gold", what="gold, no ICF (reference for the next two)"),
    dict(name="gold-icf-safe", cc="gcc", opt="-O2 -fno-ipa-icf -ffunction-sections",
         ld="-fuse-ld=gold -Wl,--icf=safe -Wl,--print-icf-sections", relink="gold",
         what="gold --icf=safe"),
    dict(name="gold-icf-all", cc="gcc", opt="-O2 -fno-ipa-icf -ffunction-sections",
         ld="-fuse-ld=gold -Wl,--icf=all -Wl,--print-icf-sections", relink="gold",
         what="gold --icf=all"),
]
QUICK_CONFIGS = ["O2-noicf", "O2", "O2-noicf+mf", "O2+mf"]
BASELINE = {"O2": "O2-noicf", "Os": "Os-noicf", "clang-Os": "clang-Os", "clang": "clang-O2",
            "gold": "gold"}

# -O2 -flto: the plugin goes on the compile and the link lines.
LTO_CONFIGS = [
    dict(name="lto-O2-noicf", cc="gcc", opt="-O2 -flto -fno-ipa-icf",
         what="LTO baseline, GCC's ICF off"),
    dict(name="lto-O2", cc="gcc", opt="-O2 -flto", what="LTO with GCC's ICF"),
    dict(name="lto-O2-noicf+mf", cc="gcc", opt="-O2 -flto -fno-ipa-icf", mf=True,
         what="LTO with mergefn alone"),
    dict(name="lto-O2+mf", cc="gcc", opt="-O2 -flto", mf=True,
         what="LTO with mergefn and GCC's ICF"),
]

# The WPA step alone is rerun this many times per configuration: its
# -ftime-report rows tick by 0.01 s, so their means (not medians) are used.
WPA_RUNS = 20
QUICK_WPA_RUNS = 5

SCALING_SHAPES = ["distinct", "pairs", "calls", "swapped"]
SCALING_NS = [500, 1000, 2000, 4000, 8000, 16000]
QUICK_SCALING_NS = [500, 1000, 2000, 4000]
# GCC's ICF is quadratic on some shapes: once its median row exceeds
# ICF_CAP_FRACTION of ICF_CAP_SECONDS, the larger N of that shape are
# compiled with -fno-ipa-icf (a doubling costs it about 4x).
ICF_CAP_SECONDS = 600.0
ICF_CAP_FRACTION = 0.25

# sqlite3: the shell's own defaults (Makefile.in SHELL_OPT) plus FTS5, JSON
# and threads, for the amalgamation and the shell alike.
SQLITE_DEFS = ("-DSQLITE_THREADSAFE=1 -DSQLITE_ENABLE_FTS4 -DSQLITE_ENABLE_FTS5 "
               "-DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_EXPLAIN_COMMENTS "
               "-DSQLITE_ENABLE_UNKNOWN_SQL_FUNCTION -DSQLITE_ENABLE_STMTVTAB "
               "-DSQLITE_ENABLE_DBPAGE_VTAB -DSQLITE_ENABLE_DBSTAT_VTAB "
               "-DSQLITE_ENABLE_BYTECODE_VTAB -DSQLITE_ENABLE_OFFSET_SQL_FUNC "
               "-DSQLITE_ENABLE_MATH_FUNCTIONS")
SQLITE_LIBS = "-lm -ldl -lpthread"

# libzstd: upstream's programs/Makefile, the programs of its `all` target
# except zstd-small (whose Makefile rule replaces CFLAGS by its own -Os);
# without the optional zlib/lzma/lz4 support, so that the programs do not
# depend on what else is installed.
ZSTD_TARGETS = ["zstd-release", "zstd-compress", "zstd-decompress"]
ZSTD_PROGRAMS = ["zstd", "zstd-compress", "zstd-decompress"]
ZSTD_MAKEVARS = ["HAVE_ZLIB=0", "HAVE_LZMA=0", "HAVE_LZ4=0", "V=1"]

# fmt: the engineer's cmake line; the timed unit is one test program's main
# source (a mid-sized one, below).
FMT_TIMED_TU = "test/printf-test.cc"

DEPS = ["gcc", "g++", "gcc-12-plugin-dev", "make", "cmake", "clang", "binutils",
        "time", "tcl", "dpkg-dev", "googletest", "libgtest-dev", "libgmock-dev",
        "python3", "file"]

# ------------------------------------------------------------------ helpers

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


def timed(args, cwd=None, env=None, stderr_path=None, procs=1):
    """Run ARGS under /usr/bin/time -v; returns user, sys, cpu, wall,
    maxrss_kb and the exit status.  A run whose CPU time exceeds what PROCS
    processes could use in its wall time (a clock glitch seen on this VM)
    is repeated, up to three times."""
    for attempt in range(3):
        fd, tfile = tempfile.mkstemp(prefix="bench-time-")
        os.close(fd)
        err = open(stderr_path, "wb") if stderr_path else subprocess.DEVNULL
        try:
            r = subprocess.run(["/usr/bin/time", "-v", "-o", tfile] + args, cwd=cwd, env=env,
                               stdout=subprocess.DEVNULL, stderr=err)
        finally:
            if stderr_path:
                err.close()
        txt = open(tfile).read()
        os.unlink(tfile)
        m = {}
        for key, pat in (("user", r"User time \(seconds\): ([\d.]+)"),
                         ("sys", r"System time \(seconds\): ([\d.]+)"),
                         ("maxrss_kb", r"Maximum resident set size \(kbytes\): (\d+)"),
                         ("wall", r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)")):
            mm = re.search(pat, txt)
            if not mm:
                die("cannot read /usr/bin/time output for %s:\n%s" % (q(args), txt))
            m[key] = mm.group(1)
        wall = 0.0
        for part in m["wall"].split(":"):
            wall = wall * 60 + float(part)
        res = dict(user=float(m["user"]), sys=float(m["sys"]), wall=wall,
                   maxrss_kb=int(m["maxrss_kb"]), status=r.returncode)
        res["cpu"] = round(res["user"] + res["sys"], 2)
        if res["cpu"] <= procs * wall * 1.05 + 0.05:
            return res
        log("discarding a run whose CPU time (%.2f s) exceeds %d x its wall time (%.2f s)"
            % (res["cpu"], procs, wall))
    return res


ROW_RE = re.compile(r"^ ([^:\n]*?)\s*:\s+([\d.]+) \(\s*\d+%\)\s+([\d.]+) \(\s*\d+%\)"
                    r"\s+([\d.]+) \(\s*\d+%\)")


def time_report_rows(text):
    """-ftime-report rows name -> usr+sys seconds, summed over every report
    in TEXT (under -flto: WPA and each LTRANS).  TOTAL is read apart."""
    rows = {}
    for line in text.splitlines():
        m = ROW_RE.match(line)
        if m:
            name = m.group(1).strip()
            rows[name] = round(rows.get(name, 0.0) + float(m.group(2)) + float(m.group(3)), 2)
        elif line.startswith(" TOTAL"):
            parts = line.split()
            try:
                rows["TOTAL"] = round(rows.get("TOTAL", 0.0) + float(parts[2]) + float(parts[3]), 2)
            except (IndexError, ValueError):
                pass
    return rows


def text_bytes(path):
    out = capture(["size", "-A", path])
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == ".text":
            return int(parts[1])
    die("no .text in %s:\n%s" % (path, out))


ICF_DUMP_RE = re.compile(r"\.\d+i\.icf$")


def count_icf_dumps(root, remove=True):
    """GCC's ICF merges, from -fdump-ipa-icf-details dumps under ROOT: the
    'Unified; ...' lines (a 'Semantic equality hit' may still be refused,
    'Not unifying; ...').  Removes the dumps (they are large)."""
    fn = var = refused = files = 0
    for d, _, names in os.walk(root):
        for n in names:
            if not ICF_DUMP_RE.search(n):
                continue
            p = os.path.join(d, n)
            files += 1
            with open(p, errors="replace") as f:
                for line in f:
                    if line.startswith("Unified; "):
                        if "Variable" in line:
                            var += 1
                        else:
                            fn += 1
                    elif line.startswith("Not unifying; "):
                        refused += 1
            if remove:
                os.unlink(p)
    return dict(icf_functions=fn, icf_variables=var, icf_refused=refused, icf_dumps=files)


def count_report(path):
    """mergefn's merges from its report (one JSON line per merge)."""
    res = dict(mf_functions=0, mf_variables=0, mf_how={})
    if not os.path.exists(path):
        return res
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            r = json.loads(line)
            if r.get("kind") == "variable":
                res["mf_variables"] += 1
            else:
                res["mf_functions"] += 1
                res["mf_how"][r.get("how", "?")] = res["mf_how"].get(r.get("how", "?"), 0) + 1
    return res


def count_gold(logtext):
    return len(re.findall(r"ICF folding section '", logtext))


def fn_symbols(path):
    """Defined function symbols of PATH: (count, count of 5-byte ones, the
    size of a `jmp rel32` thunk)."""
    out = capture(["nm", "--defined-only", "-S", path])
    total = thunks = 0
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in ("t", "T", "W", "w", "i"):
            total += 1
            if int(parts[1], 16) == 5:
                thunks += 1
    return total, thunks


def median(xs):
    xs = [x for x in xs if x is not None]
    return round(statistics.median(xs), 3) if xs else None


def plugin_flags(plugin, report):
    return ["-fplugin=" + plugin, "-fplugin-arg-mergefn-report=" + report]


def nlogn_ratio(n1, n2):
    return (n2 * math.log(n2)) / (n1 * math.log(n1))


# ------------------------------------------------------------------ setup

def compiler_deps():
    """DEPS with the packages of the compilers in use: gcc-N and its plugin
    headers, clang-M (plain names where the host's are used)."""
    deps = [d for d in DEPS if d not in ("gcc", "g++", "gcc-12-plugin-dev", "clang")]
    major = subprocess.run([GCC_CMD, "-dumpversion"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True).stdout.strip().split(".")[0]
    if not major:
        major = GCC_CMD.rsplit("-", 1)[-1]
    return deps + [GCC_CMD, cxx_of(GCC_CMD), "gcc-%s-plugin-dev" % major, CLANG_CMD]


def ensure_deps():
    missing = []
    for p in compiler_deps():
        r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", p], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
        if "install ok installed" not in r.stdout:
            missing.append(p)
    if not missing:
        return
    if os.geteuid() != 0:
        die("missing packages: %s; run: sudo apt-get install %s"
            % (" ".join(missing), " ".join(missing)))
    log("installing " + " ".join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if subprocess.run(["apt-get", "install", "-y", "-q"] + missing, env=env).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], env=env)
        if subprocess.run(["apt-get", "install", "-y", "-q"] + missing, env=env).returncode != 0:
            die("could not install " + " ".join(missing))


def snapshot_plugin(arg):
    """The plugin to measure, in a directory of its own and named
    mergefn.so (the argument prefix comes from the file name), and the
    commit it was built from."""
    if arg:
        src = os.path.abspath(arg)
        data = open(src, "rb").read()
        digest = hashlib.sha256(data).hexdigest()[:12]
        d = os.path.join(CACHE, "plugin-file-" + digest)
        os.makedirs(d, exist_ok=True)
        dst = os.path.join(d, "mergefn.so")
        if not os.path.exists(dst):
            with open(dst + ".tmp", "wb") as f:
                f.write(data)
            os.rename(dst + ".tmp", dst)
        commit = "unknown (file %s, sha256 %s)" % (src, digest)
        if os.path.exists(src + ".commit"):
            commit = open(src + ".commit").read().strip()
        return dst, commit
    # The last commit that changed what the plugin is built from: results
    # stored by --resume stay valid across commits that touch only tests,
    # docs or this script.
    rev = subprocess.run(["git", "-C", TOP, "log", "-1", "--format=%H", "--",
                          "plugin", "include", "Makefile"],
                         stdout=subprocess.PIPE, text=True).stdout.strip() or "HEAD"
    out = subprocess.run([os.path.join(TOP, "scripts", "snapshot-plugin"), rev],
                         stdout=subprocess.PIPE, text=True)
    if out.returncode != 0:
        die("scripts/snapshot-plugin failed")
    so = out.stdout.strip().splitlines()[-1]
    commit = open(so + ".commit").read().strip()
    return so, commit


def fetch(pkg):
    out = subprocess.run([os.path.join(TOP, "scripts", "fetch-source"), pkg],
                         stdout=subprocess.PIPE, text=True, env=dict(os.environ, CACHE=CACHE))
    if out.returncode != 0:
        die("scripts/fetch-source %s failed" % pkg)
    return out.stdout.strip().splitlines()[-1]


def private_copy(src, name):
    """A pristine copy of an unpacked source under build/bench/src, so that
    nothing here depends on the shared cache staying put."""
    dst = os.path.join(WORK, "src", name)
    stamp = dst + ".from"
    if os.path.isdir(dst) and os.path.exists(stamp) and open(stamp).read() == src:
        return dst
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copytree(src, dst, symlinks=True)
    with open(stamp, "w") as f:
        f.write(src)
    return dst


def machine_info():
    cpu = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem_kb = 0
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                mem_kb = int(line.split()[1])
    def ver(args):
        try:
            return capture(args).splitlines()[0].strip()
        except (OSError, IndexError):
            return "?"
    osrel = "?"
    if os.path.exists("/etc/os-release"):
        for line in open("/etc/os-release"):
            if line.startswith("PRETTY_NAME="):
                osrel = line.split("=", 1)[1].strip().strip('"')
    return dict(nproc=os.cpu_count(), cpu=cpu, ram_gib=round(mem_kb / 1048576, 1), os=osrel,
                kernel=platform.release(), gcc=ver([GCC_CMD, "--version"]),
                clang=ver([CLANG_CMD, "--version"]), ld=ver(["ld", "--version"]),
                gold=ver(["ld.gold", "--version"]), cmake=ver(["cmake", "--version"]))


# ------------------------------------------------------------------ results cache

class Store:
    """Results of one measurement each, as JSON under build/bench/results;
    with --resume, reused when the key (plugin, settings) matches."""

    def __init__(self, key, resume):
        self.key = key
        self.resume = resume
        os.makedirs(RESULTS, exist_ok=True)

    def path(self, name):
        return os.path.join(RESULTS, name + ".json")

    def get(self, name, plugin_free=False):
        """PLUGIN_FREE: a build without the plugin, whose result depends
        on neither the plugin nor the number of timed runs."""
        p = self.path(name)
        if self.resume and os.path.exists(p):
            d = json.load(open(p))
            if d.get("key") == self.key:
                return d["value"]
            if plugin_free and isinstance(d.get("key"), dict):
                loose = ("plugin", "runs")
                if {k: v for k, v in d["key"].items() if k not in loose} == \
                        {k: v for k, v in self.key.items() if k not in loose}:
                    return d["value"]
        return None

    def put(self, name, value):
        p = self.path(name)
        with open(p + ".tmp", "w") as f:
            json.dump(dict(key=self.key, value=value), f, indent=1)
        os.rename(p + ".tmp", p)
        return value


# ------------------------------------------------------------------ corpora

class Ctx:
    pass


# The compilers (--gcc, --clang): the host's by default; gcc-16 and
# clang-21 in Debian sid's chroot for the newest compilers' rows.
GCC_CMD = "gcc"
CLANG_CMD = "clang"


def cxx_of(cc):
    """gcc-16 -> g++-16, clang-21 -> clang++-21."""
    return cc.replace("gcc", "g++", 1) if "gcc" in cc else cc.replace("clang", "clang++", 1)


def cc_for(cfg, lang):
    cc = CLANG_CMD if cfg["cc"] == "clang" else GCC_CMD
    return cxx_of(cc) if lang == "c++" else cc


def count_flags(cfg):
    """Flags of the counting build: GCC's ICF dump where ICF runs."""
    if cfg["cc"] == "gcc" and "-fno-ipa-icf" not in cfg["opt"].split():
        return ["-fdump-ipa-icf-details"]
    return []


def cfg_flags(ctx, cfg, report, counting):
    f = cfg["opt"].split()
    if cfg.get("mf"):
        f += plugin_flags(ctx.plugin, report)
        f += ["-fplugin-arg-mergefn-" + x for x in cfg.get("mfargs", [])]
    if counting:
        f += count_flags(cfg)
    return f


def merges_summary(cfg, d, report_path, gold_log=None):
    m = {}
    if cfg.get("mf"):
        m.update(count_report(report_path))
    if cfg["cc"] == "gcc" and "-fno-ipa-icf" not in cfg["opt"].split():
        m.update(count_icf_dumps(d))
    else:
        count_icf_dumps(d)  # nothing to count; clean up
    if gold_log is not None:
        m["gold_folded"] = count_gold(gold_log)
    return m


# ---- sqlite3

SQLITE_SCRIPT = r"""
CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c REAL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i<3000)
INSERT INTO t SELECT i, printf('row-%05d-%s', i, hex(i*7919)), i*1.5 FROM n;
CREATE INDEX tb ON t(b);
SELECT count(*), sum(a), round(avg(c),3), min(b), max(b) FROM t;
SELECT a, b FROM t WHERE b LIKE 'row-0123%' ORDER BY a;
SELECT a, sum(c) OVER (ORDER BY a ROWS 2 PRECEDING) FROM t WHERE a < 8;
SELECT json_object('a', a, 'b', json_array(b, c)) FROM t WHERE a IN (5, 500);
SELECT json_extract('{"x":[1,2,{"y":"z"}]}', '$.x[2].y');
CREATE VIRTUAL TABLE ft USING fts5(body);
INSERT INTO ft SELECT b || ' alpha beta ' || (a % 7) FROM t;
SELECT count(*) FROM ft WHERE ft MATCH 'alpha AND "3"';
CREATE VIRTUAL TABLE f4 USING fts4(body);
INSERT INTO f4 SELECT b || ' gamma ' || (a % 5) FROM t;
SELECT count(*) FROM f4 WHERE f4 MATCH 'gamma 2';
CREATE VIRTUAL TABLE rt USING rtree(id, x0, x1);
INSERT INTO rt SELECT a, a, a + 10 FROM t;
SELECT count(*) FROM rt WHERE x0 < 100 AND x1 > 50;
SELECT group_concat(DISTINCT a % 10) FROM (SELECT a FROM t ORDER BY a);
SELECT round(sqrt(2), 6), round(ln(10), 6), upper('abc'), length(zeroblob(10));
UPDATE t SET c = c * 2 WHERE a % 3 = 0;
DELETE FROM t WHERE a > 2500;
SELECT count(*), round(sum(c), 1) FROM t;
SELECT name FROM pragma_table_info('t') ORDER BY cid;
PRAGMA integrity_check;
"""


def prepare_sqlite(ctx):
    src = private_copy(fetch("sqlite3"), "sqlite3")
    bld = os.path.join(src, "bench-amalgamation")
    if not os.path.exists(os.path.join(bld, "shell.c")):
        log("sqlite3: generating the amalgamation (configure && make sqlite3.c shell.c)")
        shutil.rmtree(bld, ignore_errors=True)
        os.makedirs(bld)
        lp = os.path.join(bld, "amalgamation.log")
        sh(["../configure"], cwd=bld, logpath=lp)
        sh(["make", "sqlite3.c", "shell.c"], cwd=bld, logpath=lp)
    ctx.sqlite_dir = bld
    with open(os.path.join(bld, "sqlite3.c"), "rb") as f:
        ctx.sqlite_md5 = hashlib.md5(f.read()).hexdigest()


def sqlite_cmds(ctx, cfg, d, report, counting, link_extra=()):
    cc = cc_for(cfg, "c")
    fl = cfg_flags(ctx, cfg, report, counting)
    defs = SQLITE_DEFS.split() + ["-I" + ctx.sqlite_dir]
    compile_sqlite = [cc] + fl + defs + ["-c", os.path.join(ctx.sqlite_dir, "sqlite3.c"),
                                         "-o", "sqlite3.o"]
    compile_shell = [cc] + fl + defs + ["-c", os.path.join(ctx.sqlite_dir, "shell.c"),
                                        "-o", "shell.o"]
    lfl = cfg_flags(ctx, cfg, report, counting) if "-flto" in cfg["opt"] else cfg["opt"].split()
    link = [cc] + lfl + cfg.get("ld", "").split() + list(link_extra) + \
        ["sqlite3.o", "shell.o", "-o", "sqlite3"] + SQLITE_LIBS.split()
    return compile_sqlite, compile_shell, link


def test_sqlite(ctx, d):
    exe = os.path.join(d, "sqlite3")
    r = subprocess.run([exe, ":memory:"], input=SQLITE_SCRIPT, text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=d)
    out = r.stdout
    with open(os.path.join(d, "test.out"), "w") as f:
        f.write(out)
    ok = r.returncode == 0 and out.rstrip().endswith("ok") and "Error" not in out
    ref = getattr(ctx, "sqlite_ref", None)
    if ok and ref is None:
        ctx.sqlite_ref = out
    same = ref is None or out == ref
    return dict(test="sqlite3 shell script (%d statements)" % SQLITE_SCRIPT.count(";"),
                passed=bool(ok and same),
                detail="ok" if ok and same else ("output differs from the first build"
                                                 if ok else "status %d" % r.returncode))


def build_sqlite(ctx, cfg):
    d = os.path.join(WORK, "sqlite3", cfg["name"])
    report = os.path.join(d, "report.json")
    logp = os.path.join(d, "build.log")
    if cfg.get("relink"):
        src = os.path.join(WORK, "sqlite3", cfg["relink"])
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        for o in ("sqlite3.o", "shell.o"):
            shutil.copy(os.path.join(src, o), d)
        _, _, link = sqlite_cmds(ctx, cfg, d, report, True)
        out = capture(link, cwd=d)
        open(logp, "w").write("$ " + q(link) + "\n" + out)
        if not os.path.exists(os.path.join(d, "sqlite3")):
            die("sqlite3 %s: link failed (%s)" % (cfg["name"], logp))
        cmds = [link]
        merges = dict(gold_folded=count_gold(out))
    else:
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        cmds = list(sqlite_cmds(ctx, cfg, d, report, True))
        linklog = ""
        for c in cmds:
            if c is cmds[-1]:
                linklog = capture(c, cwd=d)
                open(logp, "a").write("$ " + q(c) + "\n" + linklog)
                if not os.path.exists(os.path.join(d, "sqlite3")):
                    die("sqlite3 %s: link failed (%s)" % (cfg["name"], logp))
            else:
                sh(c, cwd=d, logpath=logp)
        merges = merges_summary(cfg, d, report, linklog if "icf" in cfg.get("ld", "") else None)
    exe = os.path.join(d, "sqlite3")
    res = dict(programs={"sqlite3": text_bytes(exe)}, merges=merges,
               commands=[q(c) for c in cmds], tests=[test_sqlite(ctx, d)])
    if cfg["cc"] == "clang":
        res["fn_symbols"] = fn_symbols(exe)
    return res


# ---- libzstd

def prepare_zstd(ctx):
    ctx.zstd_src = private_copy(fetch("libzstd"), "libzstd")
    # The round trips compress sqlite3's sources (also without that corpus).
    if getattr(ctx, "sqlite_dir", None) is None:
        prepare_sqlite(ctx)


def zstd_env(ctx, cfg, report, counting):
    fl = cfg_flags(ctx, cfg, report, counting)
    ld = cfg.get("ld", "").split()
    if "-flto" in cfg["opt"]:
        ld = fl + ld
    env = dict(os.environ, CC=cc_for(cfg, "c"), CFLAGS=q(fl), LDFLAGS=q(ld), CPPFLAGS="",
               LC_ALL="C")
    return env


def test_zstd(ctx, d):
    prog = os.path.join(d, "src", "programs")
    t = os.path.join(d, "roundtrip")
    shutil.rmtree(t, ignore_errors=True)
    os.makedirs(t)
    inputs = [os.path.join(ctx.sqlite_dir, "sqlite3.c"), os.path.join(ctx.sqlite_dir, "shell.c"),
              os.path.join(prog, "zstd")]
    checks = 0
    fails = []
    z, zc, zd = (os.path.join(prog, p) for p in ZSTD_PROGRAMS)
    for i, f in enumerate(inputs):
        base = os.path.join(t, "in%d" % i)
        shutil.copy(f, base)
        cases = [
            ([z, "-q", "-f", "-3", base, "-o", base + ".a.zst"],
             [z, "-q", "-f", "-d", base + ".a.zst", "-o", base + ".a.out"], base + ".a.out"),
            ([z, "-q", "-f", "-19", "--long", base, "-o", base + ".b.zst"],
             [z, "-q", "-f", "-d", "--long", base + ".b.zst", "-o", base + ".b.out"],
             base + ".b.out"),
            ([z, "-q", "-f", "-1", "-T2", base, "-o", base + ".c.zst"],
             [zd, "-q", "-f", "-d", base + ".c.zst", "-o", base + ".c.out"], base + ".c.out"),
            ([zc, "-q", "-f", "-9", base, "-o", base + ".d.zst"],
             [z, "-q", "-f", "-d", base + ".d.zst", "-o", base + ".d.out"], base + ".d.out"),
        ]
        if i > 0:  # -19 on the 8 MB amalgamation takes long; the others suffice
            pass
        else:
            cases[1] = ([z, "-q", "-f", "-12", "--long", base, "-o", base + ".b.zst"],
                        cases[1][1], cases[1][2])
        for comp, decomp, out in cases:
            checks += 1
            r1 = subprocess.run(comp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            r2 = subprocess.run(decomp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            same = os.path.exists(out) and subprocess.run(["cmp", "-s", base, out]).returncode == 0
            if r1.returncode or r2.returncode or not same:
                fails.append(os.path.basename(comp[0]) + " " + " ".join(comp[2:-3]) + " " +
                             os.path.basename(f))
        r = subprocess.run([z, "-q", "-t", base + ".a.zst"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        checks += 1
        if r.returncode:
            fails.append("zstd -t " + os.path.basename(f))
    shutil.rmtree(t, ignore_errors=True)
    return dict(test="zstd round trips (%d checks on 3 files)" % checks, passed=not fails,
                detail="ok" if not fails else "failed: " + "; ".join(fails))


def zstd_link_cmd(logtext):
    """The link command of programs/zstd from make V=1's output."""
    for line in logtext.splitlines():
        if re.search(r"\s-o\s+obj/conf_[0-9a-f]+/zstd(\s|$)", line) and not line.startswith("$"):
            return shlex.split(line)
    return None


def build_zstd(ctx, cfg):
    d = os.path.join(WORK, "libzstd", cfg["name"])
    report = os.path.join(d, "report.json")
    logp = os.path.join(d, "build.log")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    src = os.path.join(d, "src")
    shutil.copytree(ctx.zstd_src, src, symlinks=True)
    env = zstd_env(ctx, cfg, report, True)
    cmd = ["make", "-C", "programs", "-j%d" % ctx.jobs] + ZSTD_MAKEVARS + ZSTD_TARGETS
    with open(logp, "w") as f:
        f.write("CC=%s CFLAGS=%s LDFLAGS=%s\n" % (env["CC"], shlex.quote(env["CFLAGS"]),
                                                  shlex.quote(env["LDFLAGS"])))
    sh(cmd, cwd=src, env=env, logpath=logp)
    logtext = open(logp, errors="replace").read()
    progs = {}
    for p in ZSTD_PROGRAMS:
        exe = os.path.join(src, "programs", p)
        if not os.path.exists(exe):
            die("libzstd %s: %s not built (%s)" % (cfg["name"], p, logp))
        progs[p] = text_bytes(exe)
    merges = merges_summary(cfg, d, report, logtext if "icf" in cfg.get("ld", "") else None)
    res = dict(programs=progs, merges=merges,
               commands=["cd programs && CC=%s CFLAGS=%s LDFLAGS=%s make %s"
                         % (env["CC"], shlex.quote(env["CFLAGS"]), shlex.quote(env["LDFLAGS"]),
                            q(cmd[3:]))],
               tests=[test_zstd(ctx, d)])
    link = zstd_link_cmd(logtext)
    if link:
        res["link_cmd"] = link
    if cfg["cc"] == "clang":
        tot = [0, 0]
        for p in ZSTD_PROGRAMS:
            a, b = fn_symbols(os.path.join(src, "programs", p))
            tot[0] += a
            tot[1] += b
        res["fn_symbols"] = tot
    return res


# ---- fmt

def prepare_fmt(ctx):
    ctx.fmt_src = private_copy(fetch("fmtlib"), "fmtlib")


def fmt_cmake(ctx, cfg, d, report, counting):
    fl = cfg_flags(ctx, cfg, report, counting)
    return ["cmake", "-S", ctx.fmt_src, "-B", d, "-DFMT_TEST=ON", "-DCMAKE_BUILD_TYPE=Release",
            "-DCMAKE_CXX_FLAGS=" + " ".join(fl), "-DCMAKE_CXX_FLAGS_RELEASE=",
            "-DCMAKE_C_COMPILER=" + cc_for(cfg, "c"), "-DCMAKE_CXX_COMPILER=" + cc_for(cfg, "c++"),
            "-DCMAKE_EXE_LINKER_FLAGS=" + cfg.get("ld", ""),
            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"]


def test_fmt(ctx, d):
    out = capture(["ctest", "-j%d" % ctx.jobs, "--timeout", "600", "--output-on-failure"], cwd=d)
    with open(os.path.join(d, "ctest.log"), "w") as f:
        f.write(out)
    m = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", out)
    if not m:
        return dict(test="ctest", passed=False, detail="no ctest summary (see ctest.log)")
    failed, total = int(m.group(2)), int(m.group(3))
    failing = re.findall(r"^\s*\d+ - (\S+) \(", out, re.M)
    return dict(test="fmt ctest (%d tests)" % total, passed=failed == 0 and total > 0,
                detail="%d/%d passed" % (total - failed, total) +
                ("; failing: " + ", ".join(failing) if failing else ""))


def build_fmt(ctx, cfg):
    d = os.path.join(WORK, "fmt", cfg["name"])
    report = os.path.join(d, "report.json")
    logp = os.path.join(d + ".build.log")
    os.makedirs(os.path.dirname(d), exist_ok=True)
    if cfg.get("relink"):
        # Link the objects of cfg["relink"] again: reconfigure its build
        # tree with other linker flags (cmake then relinks, nothing else).
        base = os.path.join(WORK, "fmt", cfg["relink"])
        shutil.rmtree(d, ignore_errors=True)
        sh(["cp", "-a", base, d], logpath=None)
        # cmake trees hold absolute paths: rewrite them for the copy.
        sh("grep -rlIF %s %s | xargs -r sed -i 's|%s|%s|g'"
           % (shlex.quote(base), shlex.quote(d), base, d))
        for exe in glob.glob(os.path.join(d, "bin", "*")):
            os.unlink(exe)
        open(logp, "w").close()
        sh(fmt_cmake(ctx, cfg, d, report, True), logpath=logp)
        mk_before = open(logp, errors="replace").read()
        sh(["make", "-j%d" % ctx.jobs], cwd=d, logpath=logp)
        text = open(logp, errors="replace").read()[len(mk_before):]
        if re.search(r"Building CXX object", text):
            log("fmt %s: warning: the relink recompiled objects" % cfg["name"])
        merges = dict(gold_folded=count_gold(text))
        cmds = [q(fmt_cmake(ctx, cfg, d, report, True)), "make -j%d  (relink only)" % ctx.jobs]
    else:
        shutil.rmtree(d, ignore_errors=True)
        open(logp, "w").close()
        c = fmt_cmake(ctx, cfg, d, report, True)
        sh(c, logpath=logp)
        sh(["make", "-j%d" % ctx.jobs], cwd=d, logpath=logp)
        text = open(logp, errors="replace").read()
        merges = merges_summary(cfg, d, report, text if "icf" in cfg.get("ld", "") else None)
        cmds = [q(c), "make -j%d" % ctx.jobs]
    exes = sorted(p for p in glob.glob(os.path.join(d, "bin", "*"))
                  if os.access(p, os.X_OK) and os.path.isfile(p))
    if not exes:
        die("fmt %s: no test programs in bin/ (%s)" % (cfg["name"], logp))
    progs = {os.path.basename(p): text_bytes(p) for p in exes}
    res = dict(programs=progs, merges=merges, commands=cmds, tests=[test_fmt(ctx, d)])
    if cfg["cc"] == "clang":
        tot = [0, 0]
        for p in exes:
            a, b = fn_symbols(p)
            tot[0] += a
            tot[1] += b
        res["fn_symbols"] = tot
    # The timed unit's command, without the counting flags.
    cc = json.load(open(os.path.join(d, "compile_commands.json")))
    for e in cc:
        if e["file"].endswith(FMT_TIMED_TU):
            args = shlex.split(e["command"])
            res["timed_cmd"] = dict(dir=e["directory"], args=args)
            break
    return res


CORPORA = {
    "sqlite3": dict(prepare=prepare_sqlite, build=build_sqlite, lang="c", one_core=True,
                    timed="sqlite3.c (the amalgamation, one compile)"),
    "libzstd": dict(prepare=prepare_zstd, build=build_zstd, lang="c", timed=None),
    "fmt": dict(prepare=prepare_fmt, build=build_fmt, lang="c++",
                timed=FMT_TIMED_TU + " (one compile)"),
}


def strip_counting(args, report):
    """A timed command: the counting dump dropped, the plugin's report
    to a scratch file, the output to a scratch object."""
    out = []
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a.startswith("-fdump-ipa-icf"):
            continue
        if a.startswith("-fplugin-arg-mergefn-report="):
            a = "-fplugin-arg-mergefn-report=" + report
        if a == "-o":
            out += ["-o", report + ".o"]
            skip = True
            continue
        out.append(a)
    return out


def timed_compile_cmd(ctx, corpus, cfg, built, report):
    if corpus == "sqlite3":
        d = os.path.join(WORK, "sqlite3", cfg["name"])
        c, _, _ = sqlite_cmds(ctx, cfg, d, report, False)
        return d, strip_counting(c, report)
    if corpus == "fmt" and "timed_cmd" in built:
        tc = built["timed_cmd"]
        return tc["dir"], strip_counting(tc["args"], report)
    return None, None


def run_pool(ctx, thunks):
    """Run THUNKS (in their order) on ctx.jobs threads."""
    import concurrent.futures
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, ctx.jobs)) as ex:
        futs = [ex.submit(t) for t in thunks]
        for f in futs:
            f.result()


def timed_task(t, kind, args, msg):
    """One timed compile of a timing entry T; -ftime-report rows when
    KIND is tr_runs.  Each task writes to scratch files of its own."""
    log(msg)
    fd, scratch = tempfile.mkstemp(prefix="timed-", dir=WORK)
    os.close(fd)
    args = [a.replace(SCRATCH, scratch) for a in args]
    errp = scratch + ".err"
    r = timed(args, cwd=t["dir"], stderr_path=errp)
    text = open(errp, errors="replace").read()
    for p in glob.glob(scratch + "*"):
        os.unlink(p)
    if r["status"] != 0:
        die("timed compile failed: %s\n%s" % (q(args), text[-2000:]))
    if kind == "runs":
        t["runs"].append(r)
    else:
        rows = time_report_rows(text)
        t["tr_runs"].append(dict(cpu=r["cpu"], ipa_icf=rows.get("ipa icf"),
                                 mergefn=rows.get("mergefn"), total=rows.get("TOTAL"),
                                 plugin_execution=rows.get("plugin execution")))


def time_compiles(ctx, timing):
    """Time the compiles of TIMING ((corpus, config) -> entry), run i of
    every configuration before run i+1."""
    tasks = []
    for i in range(ctx.runs):
        for (corpus, name), t in timing.items():
            tasks.append((t, "runs", t["args"], "timing %s %s, run %d/%d"
                          % (corpus, name, i + 1, ctx.runs)))
        # -ftime-report costs (many clock reads): separate runs, for the
        # configurations where GCC's ICF or the plugin runs.
        for (corpus, name), t in timing.items():
            cfg = t["cfg"]
            if cfg["cc"] != "gcc" or not (cfg.get("mf") or "-fno-ipa-icf" not in cfg["opt"]):
                continue
            tasks.append((t, "tr_runs", t["args"] + ["-ftime-report"],
                          "-ftime-report %s %s, run %d/%d" % (corpus, name, i + 1, ctx.runs)))
    run_pool(ctx, [(lambda t=t, kind=kind, args=args, msg=msg:
                    timed_task(t, kind, args, msg)) for t, kind, args, msg in tasks])
    return {"%s|%s" % k: dict(dir=v["dir"], args=v["args"], runs=v["runs"],
                              tr_runs=v["tr_runs"]) for k, v in timing.items()}


def stage_corpora(ctx, store):
    configs = [c for c in CONFIGS if (not ctx.quick or c["name"] in QUICK_CONFIGS) and
               (not ctx.configs or c["name"] in ctx.configs)]
    results = {}
    for corpus, spec in CORPORA.items():
        if ctx.corpora and corpus not in ctx.corpora:
            continue
        spec["prepare"](ctx)
        results[corpus] = {}
        todo = []
        for cfg in configs:
            r = store.get("corpus-%s-%s" % (corpus, cfg["name"]), plugin_free=not cfg.get("mf"))
            if r is None:
                todo.append(cfg)
                continue
            log("%s: %s reused" % (corpus, cfg["name"]))
            if corpus == "sqlite3" and getattr(ctx, "sqlite_ref", None) is None:
                ctx.sqlite_ref = open(os.path.join(WORK, "sqlite3", cfg["name"],
                                                   "test.out")).read()
            results[corpus][cfg["name"]] = r

        def build(cfg, corpus=corpus, spec=spec):
            log("%s: building %s" % (corpus, cfg["name"]))
            t0 = time.time()
            r = spec["build"](ctx, cfg)
            r["build_wall_s"] = round(time.time() - t0, 1)
            r["config"] = cfg
            store.put("corpus-%s-%s" % (corpus, cfg["name"]), r)
            results[corpus][cfg["name"]] = r
        fresh = [c for c in todo if not c.get("relink")]
        if spec.get("one_core") and ctx.jobs > 1:
            # A build that keeps one core busy: several at once.  The first
            # configuration's test output is the others' reference, so it
            # comes first, alone.
            if fresh and fresh[0] is configs[0]:
                build(fresh.pop(0))
            run_pool(ctx, [(lambda c=c: build(c)) for c in fresh])
        else:
            for c in fresh:
                build(c)
        # Relinks reuse the objects of a configuration built above.
        for c in todo:
            if c.get("relink"):
                build(c)
        results[corpus] = {c["name"]: results[corpus][c["name"]] for c in configs}
        for cfg in configs:
            r = results[corpus][cfg["name"]]
            t = r["tests"][0]
            log("%s %s: .text %d, merges %s, %s: %s"
                % (corpus, cfg["name"], sum(r["programs"].values()), r["merges"], t["test"],
                   t["detail"]))

    # Timed compiles, interleaved: run i of every configuration, then run
    # i+1, so that the machine's changing load hits them alike.
    timing = {}
    for corpus in results:
        for cfg in configs:
            if cfg.get("relink"):
                continue
            d, args = timed_compile_cmd(ctx, corpus, cfg, results[corpus][cfg["name"]], SCRATCH)
            if args:
                timing[(corpus, cfg["name"])] = dict(dir=d, args=args, cfg=cfg, runs=[],
                                                     tr_runs=[])
    # Stored per corpus, so that a resumed run which adds a corpus does
    # not retime the others.
    saved = {}
    for corpus in results:
        entries = {k: v for k, v in timing.items() if k[0] == corpus}
        key = "timing-compile-%s" % corpus
        got = store.get(key) or {}
        missing = {k: v for k, v in entries.items() if "%s|%s" % k not in got}
        if missing:
            # Only the configurations not timed yet (a resumed run that
            # adds some); the others keep their runs.
            got.update(time_compiles(ctx, missing))
            store.put(key, got)
        saved.update(got)
    for corpus in results:
        for name, r in results[corpus].items():
            t = saved.get("%s|%s" % (corpus, name))
            if t:
                r["timing"] = t

    # Link time of the sqlite3 shell (cheap; shows what gold's ICF costs).
    key = "timing-link-sqlite3"
    saved = store.get(key) if "sqlite3" in results else {}
    if saved is None:
        saved = {}
        for i in range(ctx.runs):
            for cfg in configs:
                d = os.path.join(WORK, "sqlite3", cfg["name"])
                _, _, link = sqlite_cmds(ctx, cfg, d, os.path.join(WORK, "scratch-report.json"),
                                         False)
                link = [a for a in link if a != "-Wl,--print-icf-sections"]
                link[link.index("-o") + 1] = os.path.join(WORK, "scratch-sqlite3")
                r = timed(link, cwd=d, procs=2)
                saved.setdefault(cfg["name"], []).append(r)
        store.put(key, saved)
    for name, runs in saved.items():
        if name in results["sqlite3"]:
            results["sqlite3"][name]["link_timing"] = runs
    return results


# ------------------------------------------------------------------ LTO

def build_lto(ctx, corpus, cfg):
    if corpus == "sqlite3":
        r = build_sqlite(ctx, cfg)
        d = os.path.join(WORK, "sqlite3", cfg["name"])
        _, _, link = sqlite_cmds(ctx, cfg, d, os.path.join(WORK, "scratch-report.json"), False)
        link[link.index("-o") + 1] = os.path.join(WORK, "scratch-lto-link")
        r["link_timed"] = dict(dir=d, args=link)
        return r
    r = build_zstd(ctx, cfg)
    link = r.get("link_cmd")
    if not link:
        die("libzstd %s: link command of programs/zstd not found in the build log" % cfg["name"])
    d = os.path.join(WORK, "libzstd", cfg["name"], "src", "programs")
    link = strip_counting(link, os.path.join(WORK, "scratch-report.json"))
    link[link.index("-o") + 1] = os.path.join(WORK, "scratch-lto-link")
    r["link_timed"] = dict(dir=d, args=link)
    return r


def wpa_command(corpus, cfg, lt):
    """The lto1 -fwpa command of a link (from -save-temps -v), with its
    temporary files kept in a directory of its own so it can be rerun."""
    d = os.path.join(WORK, "wpa", "%s-%s" % (corpus, cfg["name"]))
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    args = list(lt["args"])
    args[args.index("-o") + 1] = os.path.join(d, "prog")
    r = subprocess.run(args + ["-save-temps", "-v"], cwd=lt["dir"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        die("link with -save-temps failed: %s\n%s" % (q(args), r.stderr[-2000:]))
    for line in r.stderr.splitlines():
        words = line.split()
        if words and words[0].endswith("/lto1") and "-fwpa" in words:
            return [w for w in words if w != "-version"]
    die("no lto1 -fwpa command in the -v output of " + q(args))


def mean(xs):
    xs = [x for x in xs if x is not None]
    return round(sum(xs) / len(xs), 4) if xs else None


def time_wpa(ctx, results):
    """The WPA step alone, WPA_RUNS times per configuration, interleaved:
    CPU of the lto1 -fwpa process and its -ftime-report rows."""
    cmds = {}
    for corpus in results:
        for cfg in LTO_CONFIGS:
            lt = results[corpus][cfg["name"]]["link_timed"]
            cmds[(corpus, cfg["name"])] = (lt["dir"], wpa_command(corpus, cfg, lt))
    saved = {}
    runs = QUICK_WPA_RUNS if ctx.quick else WPA_RUNS
    errp = os.path.join(WORK, "scratch-wpa-report.txt")
    for i in range(runs):
        log("timing the WPA step alone, run %d/%d" % (i + 1, runs))
        for (corpus, name), (d, args) in cmds.items():
            r = timed(args + ["-ftime-report"], cwd=d, stderr_path=errp, procs=ctx.jobs)
            if r["status"] != 0:
                die("WPA step failed: " + q(args))
            rows = time_report_rows(open(errp, errors="replace").read())
            e = saved.setdefault("%s|%s" % (corpus, name), dict(command=q(args), runs=[]))
            e["runs"].append(dict(cpu=r["cpu"], maxrss_kb=r["maxrss_kb"],
                                  ipa_icf=rows.get("ipa icf", 0.0),
                                  mergefn=rows.get("mergefn", 0.0),
                                  gimple_in=rows.get("ipa lto gimple in", 0.0),
                                  total=rows.get("TOTAL")))
    return saved


def stage_lto(ctx, store):
    results = {}
    prepare_sqlite(ctx)
    prepare_zstd(ctx)
    for corpus in ("libzstd", "sqlite3"):
        if ctx.corpora and corpus not in ctx.corpora:
            continue
        results[corpus] = {}
        for cfg in LTO_CONFIGS:
            key = "lto-%s-%s" % (corpus, cfg["name"])
            r = store.get(key, plugin_free=not cfg.get("mf"))
            if r is None:
                log("%s: building %s" % (corpus, cfg["name"]))
                t0 = time.time()
                r = build_lto(ctx, corpus, cfg)
                r["build_wall_s"] = round(time.time() - t0, 1)
                r["config"] = cfg
                store.put(key, r)
            t = r["tests"][0]
            log("%s %s: .text %d, merges %s, %s: %s"
                % (corpus, cfg["name"], sum(r["programs"].values()), r["merges"], t["test"],
                   t["detail"]))
            results[corpus][cfg["name"]] = r
    key = "timing-lto"
    saved = store.get(key)
    if saved is None:
        saved = {}
        for i in range(ctx.runs):
            for corpus in results:
                for cfg in LTO_CONFIGS:
                    lt = results[corpus][cfg["name"]]["link_timed"]
                    log("timing the %s link, %s, run %d/%d" % (corpus, cfg["name"], i + 1, ctx.runs))
                    r = timed(lt["args"], cwd=lt["dir"], procs=ctx.jobs)
                    if r["status"] != 0:
                        die("timed link failed: " + q(lt["args"]))
                    # The passes' rows come from the WPA step alone (time_wpa).
                    saved.setdefault("%s|%s" % (corpus, cfg["name"]), dict(runs=[]))["runs"].append(r)
        store.put(key, saved)
    key = "timing-wpa"
    wpa = store.get(key)
    if wpa is None:
        wpa = time_wpa(ctx, results)
        store.put(key, wpa)
    for corpus in results:
        for name, r in results[corpus].items():
            r["timing"] = saved["%s|%s" % (corpus, name)]
            r["wpa_timing"] = wpa["%s|%s" % (corpus, name)]
    return results


# ------------------------------------------------------------------ scaling

def scaling_shape(ctx, store, shape, ns, d):
    """The points of one shape, N ascending (GCC's ICF switched off once
    it gets too slow)."""
    gen = os.path.join(BENCH, "gen-scaling.py")
    points = []
    icf_on = True
    for n in ns:
        key = "scaling-%s-%d" % (shape, n)
        p = store.get(key)
        if p is None or p.get("icf_on") != icf_on:
            src = os.path.join(d, "%s-%d.c" % (shape, n))
            with open(src, "w") as f:
                subprocess.run([sys.executable, gen, shape, str(n)], stdout=f, check=True)
            report = os.path.join(d, "%s-%d.report.json" % (shape, n))
            args = ["gcc", "-O2", "-c", src, "-o", os.path.join(d, "%s-%d.o" % (shape, n)),
                    "-ftime-report"] + plugin_flags(ctx.plugin, report)
            if not icf_on:
                args.append("-fno-ipa-icf")
            runs = []
            merges = None
            for i in range(ctx.runs):
                log("scaling %s N=%d%s, run %d/%d"
                    % (shape, n, "" if icf_on else " (GCC's ICF off)", i + 1, ctx.runs))
                if os.path.exists(report):
                    os.unlink(report)
                errp = os.path.join(d, "%s-%d.time-report.txt" % (shape, n))
                r = timed(args, cwd=d, stderr_path=errp)
                if r["status"] != 0:
                    die("scaling compile failed: %s (%s)" % (q(args), errp))
                rows = time_report_rows(open(errp, errors="replace").read())
                runs.append(dict(cpu=r["cpu"], maxrss_kb=r["maxrss_kb"],
                                 ipa_icf=rows.get("ipa icf") if icf_on else None,
                                 mergefn=rows.get("mergefn"), total=rows.get("TOTAL")))
                merges = count_report(report)["mf_functions"]
            os.unlink(src)
            p = dict(shape=shape, n=n, icf_on=icf_on, runs=runs, mf_merges=merges,
                     command=q(args).replace(d + "/", ""))
            store.put(key, p)
        p["ipa_icf"] = median([r["ipa_icf"] for r in p["runs"]]) if icf_on else None
        p["mergefn"] = median([r["mergefn"] for r in p["runs"]])
        p["total"] = median([r["total"] for r in p["runs"]])
        points.append(p)
        log("scaling %s N=%d: ipa icf %s s, mergefn %s s, merges %s"
            % (shape, n, p["ipa_icf"], p["mergefn"], p["mf_merges"]))
        if icf_on and p["ipa_icf"] is not None and \
                p["ipa_icf"] > ICF_CAP_FRACTION * ICF_CAP_SECONDS:
            icf_on = False
    return points


def stage_scaling(ctx, store):
    ns = ctx.scaling_ns or (QUICK_SCALING_NS if ctx.quick else SCALING_NS)
    d = os.path.join(WORK, "scaling")
    os.makedirs(d, exist_ok=True)
    out = {}

    def one(shape):
        out[shape] = scaling_shape(ctx, store, shape, ns, d)
    # The costly shapes first, so that the pool stays busy to the end.
    order = ["swapped", "distinct", "pairs", "calls"]
    run_pool(ctx, [(lambda s=s: one(s)) for s in order if s in ctx.scaling_shapes])
    return [p for s in SCALING_SHAPES for p in out.get(s, [])]


# ------------------------------------------------------------------ memory

def memory_summary(corpora):
    """Peak RSS compiling sqlite3.c, from the timed runs."""
    res = {}
    s = corpora.get("sqlite3", {})
    for a, b in (("O2", "O2+mf"), ("O2-noicf", "O2-noicf+mf"), ("Os", "Os+mf")):
        if a in s and b in s and "timing" in s[a] and "timing" in s[b]:
            ma = median([r["maxrss_kb"] for r in s[a]["timing"]["runs"]])
            mb = median([r["maxrss_kb"] for r in s[b]["timing"]["runs"]])
            res["%s vs %s" % (b, a)] = dict(without_kb=ma, with_kb=mb,
                                            increase_pct=round(100.0 * (mb - ma) / ma, 2),
                                            runs=len(s[a]["timing"]["runs"]))
    return res


# ------------------------------------------------------------------ report

def pct(a, b):
    return 100.0 * (a - b) / b


def fmt_s3(x, sign=False):
    if x is None:
        return "–"
    return ("%+.3f" if sign else "%.3f") % x


def fmt_s(x):
    return "–" if x is None else ("%.2f" % x)


def summarize(corpora, lto, scaling, meta):
    """Derived numbers and the requirement checks."""
    summ = {"corpora": {}, "lto": {}, "checks": []}
    for corpus, cfgs in corpora.items():
        rows = []
        for cfg in CONFIGS:
            r = cfgs.get(cfg["name"])
            if not r:
                continue
            text = sum(r["programs"].values())
            base = None
            for k, b in BASELINE.items():
                if cfg["name"].startswith(k):
                    base = b
                    break
            if base == cfg["name"]:
                base = None
            bt = sum(cfgs[base]["programs"].values()) if base and base in cfgs else None
            t = r.get("timing")
            row = dict(config=cfg["name"], what=cfg["what"], text=text, base=base,
                       delta_pct=round(pct(text, bt), 2) if bt else None,
                       delta_vs_O2noicf_pct=round(pct(text, sum(cfgs["O2-noicf"]["programs"].values())), 2)
                       if "O2-noicf" in cfgs else None,
                       merges=r["merges"], tests=r["tests"],
                       cpu=median([x["cpu"] for x in t["runs"]]) if t else None,
                       cpu_runs=[x["cpu"] for x in t["runs"]] if t else [],
                       maxrss_kb=median([x["maxrss_kb"] for x in t["runs"]]) if t else None,
                       ipa_icf=median([x["ipa_icf"] for x in t["tr_runs"]]) if t and t["tr_runs"] else None,
                       mergefn=median([x["mergefn"] for x in t["tr_runs"]]) if t and t["tr_runs"] else None,
                       link_cpu=median([x["cpu"] for x in r["link_timing"]]) if r.get("link_timing") else None,
                       fn_symbols=r.get("fn_symbols"), nprog=len(r["programs"]))
            rows.append(row)
        # clang: MergeFunctions' merges estimated from the symbol tables.
        byname = {x["config"]: x for x in rows}
        if "clang-O2" in byname and "clang-O2+mf" in byname and byname["clang-O2"]["fn_symbols"]:
            a, b = byname["clang-O2"]["fn_symbols"], byname["clang-O2+mf"]["fn_symbols"]
            byname["clang-O2+mf"]["clang_merges_est"] = (a[0] - b[0]) + (b[1] - a[1])
        base_cpu = byname.get("O2-noicf", {}).get("cpu")
        for x in rows:
            x["cpu_ratio"] = round(x["cpu"] / base_cpu, 3) if x["cpu"] and base_cpu else None
        summ["corpora"][corpus] = rows
    for corpus, cfgs in lto.items():
        rows = []
        bt = sum(cfgs["lto-O2-noicf"]["programs"].values()) if "lto-O2-noicf" in cfgs else None
        for cfg in LTO_CONFIGS:
            r = cfgs.get(cfg["name"])
            if not r:
                continue
            text = sum(r["programs"].values())
            t = r["timing"]
            rows.append(dict(config=cfg["name"], what=cfg["what"], text=text,
                             delta_pct=round(pct(text, bt), 2) if bt and cfg["name"] != "lto-O2-noicf" else None,
                             merges=r["merges"], tests=r["tests"],
                             link_cpu=median([x["cpu"] for x in t["runs"]]),
                             link_wall=median([x["wall"] for x in t["runs"]])))
            w = r.get("wpa_timing")
            if w:
                rows[-1].update(wpa_cpu=mean([x["cpu"] for x in w["runs"]]),
                                wpa_icf=mean([x["ipa_icf"] for x in w["runs"]]),
                                wpa_mergefn=mean([x["mergefn"] for x in w["runs"]]),
                                wpa_runs=len(w["runs"]))
        base = [x for x in rows if x["config"] == "lto-O2-noicf" and x.get("wpa_cpu") is not None]
        for x in rows:
            x["wpa_added"] = round(x["wpa_cpu"] - base[0]["wpa_cpu"], 4) \
                if base and x.get("wpa_cpu") is not None else None
        summ["lto"][corpus] = rows

    checks = summ["checks"]

    def check(name, ok, detail):
        checks.append(dict(requirement=name, ok=ok, detail=detail))

    # Correctness: every test of every build.
    bad = []
    for corpus, rows in list(summ["corpora"].items()) + [("lto " + k, v) for k, v in summ["lto"].items()]:
        for x in rows:
            for t in x["tests"]:
                if not t["passed"]:
                    bad.append("%s %s: %s: %s" % (corpus, x["config"], t["test"], t["detail"]))
    n_builds = sum(len(rows) for rows in summ["corpora"].values()) + \
        sum(len(rows) for rows in summ["lto"].values())
    check("the corpora's own tests pass in every configuration (fmt ctest, zstd round trips, "
          "sqlite3 shell script)", (not bad) if n_builds else None,
          ("all %d builds passed" % n_builds if not bad else "; ".join(bad)) if n_builds
          else "no build measured")

    # Scaling: growth per doubling against N log N's, on every shape.
    sc = {}
    for p in scaling:
        sc.setdefault(p["shape"], []).append(p)
    growth = {}
    MIN_T = 0.05
    for shape, pts in sc.items():
        pts.sort(key=lambda p: p["n"])
        ratios = []
        for a, b in zip(pts, pts[1:]):
            if a["mergefn"] and b["mergefn"]:
                ratios.append(dict(n1=a["n"], n2=b["n"], ratio=round(b["mergefn"] / a["mergefn"], 2),
                                   nlogn=round(nlogn_ratio(a["n"], b["n"]), 2),
                                   resolved=a["mergefn"] >= MIN_T))
        big = [p for p in pts if p["mergefn"] and p["mergefn"] >= MIN_T]
        fit = None
        if len(big) >= 2:
            lo, hi = big[0], big[-1]
            exp = math.log(hi["mergefn"] / lo["mergefn"]) / math.log(hi["n"] / lo["n"])
            nl = math.log(nlogn_ratio(lo["n"], hi["n"])) / math.log(hi["n"] / lo["n"])
            fit = dict(n1=lo["n"], n2=hi["n"], t1=lo["mergefn"], t2=hi["mergefn"],
                       ratio=round(hi["mergefn"] / lo["mergefn"], 2),
                       nlogn_ratio=round(nlogn_ratio(lo["n"], hi["n"]), 2),
                       exponent=round(exp, 3), nlogn_exponent=round(nl, 3))
        growth[shape] = dict(ratios=ratios, fit=fit)
    summ["growth"] = growth
    TOL = 1.25
    fails = []
    details = []
    unjudged = [s for s in SCALING_SHAPES if s not in growth or not growth[s]["fit"]]
    for shape, g in growth.items():
        f = g["fit"]
        if not f:
            details.append("%s: pass time below %.2f s everywhere: not judged" % (shape, MIN_T))
            continue
        ok = f["ratio"] <= f["nlogn_ratio"] * TOL
        worst = max([r["ratio"] / r["nlogn"] for r in g["ratios"] if r["resolved"]] or [0])
        details.append("%s: N=%d→%d x%.2f (N log N: x%.2f), worst resolved doubling %.2f× N log N's"
                       % (shape, f["n1"], f["n2"], f["ratio"], f["nlogn_ratio"], worst))
        if not ok:
            fails.append(shape)
    check("mergefn's pass time grows no faster than N log N on every shape (end-to-end ratio over "
          "the N where the row is >= %.2f s, within %d%% for noise)" % (MIN_T, round((TOL - 1) * 100)),
          False if fails else (None if unjudged else True),
          "; ".join(details + (["not measured: " + ", ".join(unjudged)] if unjudged else [])))

    sw = [p for p in scaling if p["shape"] == "swapped" and p["n"] == 4000]
    if sw and sw[0]["ipa_icf"] is not None:
        p = sw[0]
        # Same run: the ratio of the two rows of each run, then the median.
        per_run = [r["ipa_icf"] / max(r["mergefn"], 0.01) for r in p["runs"]]
        ratio = median(per_run)
        check("N=4000, swapped shape: mergefn at least 20x faster than GCC's ipa icf (same runs)",
              ratio >= 20, "ipa icf %.2f s, mergefn %.2f s (medians); per-run ratios %s → median %.0fx"
              % (p["ipa_icf"], p["mergefn"], ", ".join("%.0f" % x for x in per_run), ratio))
    else:
        check("N=4000, swapped shape: mergefn at least 20x faster than GCC's ipa icf (same runs)",
              None, "not measured: no swapped point at N=4000 with GCC's ICF on")

    mem = meta.get("memory", {})
    if "O2+mf vs O2" in mem:
        m = mem["O2+mf vs O2"]
        check("peak memory compiling sqlite3.c: the plugin adds less than 5%",
              m["increase_pct"] < 5,
              "%d kB without, %d kB with the plugin (median of %d runs each, -O2): %+.2f%%"
              % (m["without_kb"], m["with_kb"], m["runs"], m["increase_pct"]))
    else:
        check("peak memory compiling sqlite3.c: the plugin adds less than 5%", None,
              "not measured: sqlite3's O2 and O2+mf builds are not in this run's data")
    s = {x["config"]: x for x in summ["corpora"].get("sqlite3", [])}
    if "O2+mf" in s and s["O2+mf"]["mergefn"] is not None:
        x = s["O2+mf"]
        check("sqlite3.c at -O2: mergefn's own time no more than GCC's ipa icf row (same runs)",
              x["mergefn"] <= x["ipa_icf"],
              "mergefn %s s, ipa icf %s s (-ftime-report, median of %d runs)"
              % (fmt_s(x["mergefn"]), fmt_s(x["ipa_icf"]), len(corpora["sqlite3"]["O2+mf"]["timing"]["tr_runs"])))
    else:
        check("sqlite3.c at -O2: mergefn's own time no more than GCC's ipa icf row (same runs)",
              None, "not measured: sqlite3's O2+mf build is not in this run's data")
    f = {x["config"]: x for x in summ["corpora"].get("fmt", [])}
    if "O2-noicf+mf" in f:
        check("fmt at -O2 (issue 5): mergefn removes at least 6% of .text vs -O2 -fno-ipa-icf",
              f["O2-noicf+mf"]["delta_pct"] <= -6,
              "%+.2f%% (%d → %d bytes); clang MergeFunctions %s; gold --icf=all %s"
              % (f["O2-noicf+mf"]["delta_pct"], f["O2-noicf"]["text"], f["O2-noicf+mf"]["text"],
                 ("%+.2f%%" % f["clang-O2+mf"]["delta_pct"]) if "clang-O2+mf" in f else "n/a",
                 ("%+.2f%%" % f["gold-icf-all"]["delta_pct"]) if "gold-icf-all" in f else "n/a"))
    z = {x["config"]: x for x in summ["lto"].get("libzstd", [])}
    if "lto-O2" in z and "lto-O2-noicf+mf" in z:
        a, b = z["lto-O2"], z["lto-O2-noicf+mf"]
        check("libzstd -O2 -flto (issue 6): mergefn removes at least as much .text as GCC's ICF",
              b["text"] <= a["text"], "mergefn %d bytes (%+.2f%%), GCC's ICF %d bytes (%+.2f%%)"
              % (b["text"], b["delta_pct"], a["text"], a["delta_pct"]))
        if b.get("wpa_added") is not None and a.get("wpa_added") is not None:
            check("libzstd -O2 -flto (issue 6): the WPA time mergefn adds is no more than twice "
                  "what GCC's ICF adds",
                  b["wpa_added"] <= 2 * max(a["wpa_added"], 0.005),
                  "WPA step alone, CPU over lto-O2-noicf's (mean of %d runs): mergefn %+.3f s "
                  "(its row %.4f s), GCC's ICF %+.3f s (its row %.4f s)"
                  % (b["wpa_runs"], b["wpa_added"], b["wpa_mergefn"], a["wpa_added"],
                     a["wpa_icf"]))
    return summ


def merges_cell(x):
    m = x["merges"]
    parts = []
    if "mf_functions" in m:
        parts.append("mergefn %d fn + %d var" % (m["mf_functions"], m["mf_variables"]))
    if "icf_functions" in m:
        parts.append("ICF %d fn + %d var" % (m["icf_functions"], m["icf_variables"]))
    if "gold_folded" in m:
        parts.append("gold %d sections" % m["gold_folded"])
    if x["config"] == "clang-O2+mf":
        est = x.get("clang_merges_est")
        parts.append("MergeFunctions ≈%d (est.)" % est if est is not None else "MergeFunctions n/a")
    return "; ".join(parts) if parts else "–"


def tests_cell(x):
    return "; ".join(("pass" if t["passed"] else "**FAIL**") +
                     (" (%s)" % t["detail"] if t["detail"] != "ok" else "") for t in x["tests"])


def write_results(meta, summ, scaling):
    L = []
    w = L.append
    w("# mergefn benchmark results")
    w("")
    w("Generated by `%s` (bench/bench.py) on %s; the run took %s. Do not edit: rerun `make bench`."
      % (meta["command"], meta["date"], meta["duration"]))
    w("")
    mi = meta["machine"]
    w("- Machine: %d CPUs (`nproc`), %s, %.1f GiB RAM; %s, kernel %s. Shared with other jobs "
      "while measuring: timings are noisy, so only ratios measured in the same run are compared, "
      "and every time is the **median of %d runs** of **user+sys CPU time** (`/usr/bin/time -v`; "
      "runs of the configurations interleaved)." % (mi["nproc"], mi["cpu"], mi["ram_gib"], mi["os"],
                                                     mi["kernel"], meta["runs"]))
    w("- Tools: %s; %s; %s; %s; %s." % (mi["gcc"], mi["clang"], mi["ld"], mi["gold"], mi["cmake"]))
    w("- Plugin: commit `%s` (`%s`, copied so that rebuilding build/mergefn.so does not affect "
      "the run)." % (meta["plugin_commit"], os.path.relpath(meta["plugin"], TOP)))
    st = meta.get("stages") or {}
    for stage in ("corpora", "lto", "scaling"):
        x = st.get(stage)
        if not x:
            w("- Stage `%s`: **not measured** in this run (its tables below are empty)." % stage)
        else:
            w("- Stage `%s`: measured %s with plugin `%s`, %s run(s), corpora %s, configurations "
              "%s: `%s`." % (stage, x["date"], x["plugin_commit"][:12], x["runs"],
                             x["corpora"], x["configs"], x["command"]))
    w("- Mode: %s. Raw data: `bench/data/` (corpora.json, lto.json, scaling.json, *.csv)."
      % ("QUICK (subset of configurations, scaling up to N=4000)" if meta["quick"] else "full"))
    w("")
    w("## Requirements")
    w("")
    w("| requirement | holds | numbers |")
    w("|---|---|---|")
    for c in summ["checks"]:
        w("| %s | %s | %s |" % (c["requirement"], {True: "yes", False: "**NO**"}.get(
            c["ok"], "not measured"), c["detail"]))
    w("")
    for corpus, rows in summ["corpora"].items():
        title = dict(sqlite3="sqlite3 (sqlite3.c + shell.c → the `sqlite3` shell)",
                     libzstd="libzstd (programs: %s)" % ", ".join(ZSTD_PROGRAMS),
                     fmt="fmt 9.1.0 test programs (C++, %d programs in bin/)"
                     % rows[0]["nprog"])[corpus]
        w("## " + title)
        w("")
        w("`.text` is the sum of `size -A` over the final programs; Δ is against the baseline "
          "named in the row (`-O2 -fno-ipa-icf` for -O2, gold and clang rows compare with their "
          "own no-merging build too). Compile CPU: %s." % (
              CORPORA[corpus]["timed"] or "not timed per unit (see the build logs)"))
        w("")
        w("| config | what | .text bytes | Δ vs base | Δ vs O2-noicf | merged | compile CPU s (× base) "
          "| ipa icf row s | mergefn row s | tests |")
        w("|---|---|---:|---:|---:|---|---:|---:|---:|---|")
        for x in rows:
            w("| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s |" % (
                x["config"], x["what"], x["text"],
                ("%+.2f%% (vs %s)" % (x["delta_pct"], x["base"])) if x["delta_pct"] is not None else "–",
                ("%+.2f%%" % x["delta_vs_O2noicf_pct"]) if x["delta_vs_O2noicf_pct"] is not None and x["config"] != "O2-noicf" else "–",
                merges_cell(x),
                ("%s (%.2f×)" % (fmt_s(x["cpu"]), x["cpu_ratio"])) if x["cpu"] else "–",
                fmt_s(x["ipa_icf"]), fmt_s(x["mergefn"]), tests_cell(x)))
        if corpus == "sqlite3":
            lk = [x for x in rows if x["link_cpu"] is not None]
            if lk:
                w("")
                w("Link CPU time of the sqlite3 shell (median): " + ", ".join(
                    "%s %.2f s" % (x["config"], x["link_cpu"]) for x in lk) + ".")
        w("")
    w("## -O2 -flto (plugin on the compile and the link lines)")
    w("")
    w("Link time is user+sys CPU of the whole link (WPA and LTRANS, all processes). "
      "libzstd: the link of `programs/zstd`; sqlite3: the link of the shell.")
    w("")
    w("The WPA step is also timed alone: the `lto1 -fwpa` command of that link (from "
      "`-save-temps -v`) rerun as it is, interleaved across configurations; its CPU and its "
      "own `ipa icf` and `mergefn` rows are means (the rows tick by 0.01 s). *WPA added* is the "
      "WPA CPU over lto-O2-noicf's: everything a configuration costs there, body reads and "
      "writes included, not only its pass's row.")
    w("")
    for corpus, rows in summ["lto"].items():
        w("### " + corpus)
        w("")
        w("| config | .text bytes | Δ vs lto-O2-noicf | merged | link CPU s | link wall s "
          "| WPA CPU s | WPA added s | ipa icf row (WPA) s | mergefn row (WPA) s | tests |")
        w("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---|")
        for x in rows:
            w("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                x["config"], x["text"], ("%+.2f%%" % x["delta_pct"]) if x["delta_pct"] is not None else "–",
                merges_cell(x), fmt_s(x["link_cpu"]), fmt_s(x["link_wall"]),
                fmt_s3(x.get("wpa_cpu")), fmt_s3(x.get("wpa_added"), sign=True),
                fmt_s3(x.get("wpa_icf")), fmt_s3(x.get("wpa_mergefn")), tests_cell(x)))
        w("")
    w("## Scaling")
    w("")
    w("One translation unit of N functions per shape (`bench/gen-scaling.py SHAPE N`), compiled with "
      "`gcc -O2 -c -ftime-report` and the plugin loaded; the `ipa icf` and `mergefn` rows "
      "(user+sys, median of %d runs) come from the same compiles. `-ftime-report` has a resolution "
      "of 0.01 s, so growth is judged where the row is at least 0.05 s. Where GCC's ICF took more "
      "than %.0f s, the larger N of that shape were compiled with `-fno-ipa-icf` (marked –): "
      "at 4–5× per doubling the next point would take %.0f s or more per compile."
      % (meta["runs"], ICF_CAP_FRACTION * ICF_CAP_SECONDS, ICF_CAP_SECONDS))
    w("")
    w("![pass time against N](scaling.svg)")
    w("")
    w("| shape | N | ipa icf s | mergefn s | icf / mergefn | mergefn merges | whole compile s |")
    w("|---|---:|---:|---:|---:|---:|---:|")
    for p in sorted(scaling, key=lambda p: (SCALING_SHAPES.index(p["shape"]), p["n"])):
        ratio = ("%.0f×" % (p["ipa_icf"] / max(p["mergefn"], 0.01))) if p["ipa_icf"] is not None and p["mergefn"] is not None else "–"
        w("| %s | %d | %s | %s | %s | %s | %s |" % (p["shape"], p["n"], fmt_s(p["ipa_icf"]),
                                                  fmt_s(p["mergefn"]), ratio, p["mf_merges"],
                                                  fmt_s(p["total"])))
    w("")
    w("mergefn's growth per doubling of N (ratio of the medians) against N log N's:")
    w("")
    w("| shape | N → 2N | mergefn × | N log N × | resolved (≥ 0.05 s) |")
    w("|---|---|---:|---:|---|")
    for shape, g in summ["growth"].items():
        for r in g["ratios"]:
            w("| %s | %d → %d | %.2f | %.2f | %s |" % (shape, r["n1"], r["n2"], r["ratio"], r["nlogn"],
                                                      "yes" if r["resolved"] else "no"))
    w("")
    w("End to end (first and last N with a resolved row): " + "; ".join(
        "%s %d→%d: ×%.2f, exponent %.2f (N log N: ×%.2f, exponent %.2f)"
        % (s, g["fit"]["n1"], g["fit"]["n2"], g["fit"]["ratio"], g["fit"]["exponent"],
           g["fit"]["nlogn_ratio"], g["fit"]["nlogn_exponent"])
        for s, g in summ["growth"].items() if g["fit"]) + ".")
    w("")
    w("## Peak memory (sqlite3.c)")
    w("")
    w("`Maximum resident set size` of `gcc -c sqlite3.c` (the compiler driver and cc1; "
      "`/usr/bin/time -v`), median of the timed runs:")
    w("")
    w("| pair | without plugin kB | with plugin kB | increase |")
    w("|---|---:|---:|---:|")
    for k, m in meta.get("memory", {}).items():
        w("| %s | %d | %d | %+.2f%% |" % (k, m["without_kb"], m["with_kb"], m["increase_pct"]))
    w("")
    w("## What was measured, and how")
    w("")
    for line in METHOD_NOTES:
        w(line)
    w("")
    w("### Exact commands")
    w("")
    w("`P` is the plugin above, `R` the report file of that build; `-fdump-ipa-icf-details` is "
      "on the counting builds only (GCC's ICF merges are its `Unified; ...` lines), never on the "
      "timed ones.")
    w("")
    for corpus in ("sqlite3", "libzstd", "fmt"):
        cmds = meta["commands"].get(corpus, {})
        if not cmds:
            continue
        w("#### %s" % corpus)
        w("")
        w("```")
        for name, cs in cmds.items():
            w("# %s" % name)
            for c in cs:
                # results stored before the word "make" was recorded
                c = re.sub(r"^(cd programs && .* LDFLAGS=('[^']*'|\S+)) (-j)", r"\1 make \3", c)
                w(shorten(c, meta))
        w("```")
        w("")
    if meta.get("timed_commands"):
        w("#### Timed compiles")
        w("")
        w("```")
        for k, c in meta["timed_commands"].items():
            w("# %s" % k)
            w(shorten(c, meta))
        w("```")
        w("")
    w("#### Scaling")
    w("")
    w("```")
    if scaling:
        w(shorten(scaling[0]["command"], meta))
    w("```")
    return "\n".join(L) + "\n"


METHOD_NOTES = [
    "- **Corpora** come from Debian 12's source packages (`scripts/fetch-source`: `apt-get source` "
    "into build/cache with a private deb-src list; Debian's patches applied): sqlite3 3.40.1 (the "
    "amalgamation generated by `./configure && make sqlite3.c shell.c`), libzstd 1.5.4 "
    "(`programs/Makefile`), fmtlib 9.1.0 (cmake `-DFMT_TEST=ON`, googletest from Debian's "
    "googletest package, built with the same flags).",
    "- **Each configuration** is built from scratch once (gold's ICF rows relink the objects of "
    "the `gold` row); `.text` is summed with `size -A` over the final programs.",
    "- **Merged**: mergefn's from its report (`-fplugin-arg-mergefn-report`, one JSON line per "
    "merge; functions and read-only variables); GCC's ICF from `-fdump-ipa-icf-details` (the "
    "`Unified;` lines; a `Semantic equality hit` that GCC then refuses, e.g. across comdat "
    "groups, is not counted); gold's from `--print-icf-sections` (sections folded); clang's "
    "MergeFunctions prints nothing (Debian's LLVM has no statistics), so its count is an "
    "estimate from the programs' symbol tables: function symbols that disappeared plus new "
    "5-byte (`jmp` thunk) functions, against clang -O2. That MergeFunctions runs at all was "
    "checked with `-Xclang -fdebug-pass-manager` (it prints `Running pass: MergeFunctionsPass`; "
    "`-mllvm -enable-merge-functions` does not run it in clang 14).",
    "- **Compile CPU** is one representative unit per corpus, compiled again after the builds "
    "(the counting dump off): sqlite3.c for sqlite3 and fmt's %s; the `ipa icf` and `mergefn` "
    "rows come from separate runs with `-ftime-report` (which itself adds CPU time). The "
    "`mergefn` row is the plugin's own timer (a client item); GCC's `plugin execution` row is "
    "GCC's cost of firing plugin events and is not counted." % FMT_TIMED_TU,
    "- **Tests**: fmt's `ctest` in every build; the zstd CLI compresses and decompresses three "
    "files (sqlite3.c, shell.c, the zstd binary) at several levels, with `--long`, `-T2`, and "
    "across zstd-compress/zstd-decompress, comparing with `cmp`; the sqlite3 shell runs a script "
    "(tables, indexes, window functions, JSON, FTS4/5, R-tree, `PRAGMA integrity_check`) whose "
    "output must equal the first build's.",
]


def shorten(c, meta):
    c = c.replace(meta["plugin"], "P").replace(SCRATCH + ".o", "R.o").replace(SCRATCH, "R")
    c = re.sub(r"-fplugin-arg-mergefn-report=[^\s']+", "-fplugin-arg-mergefn-report=R", c)
    c = c.replace(WORK + "/", "build/bench/").replace(TOP + "/", "")
    return c


# ---- the plot

def write_svg(scaling, path):
    W, H = 800, 500
    ml, mr, mt, mb = 70, 230, 40, 55
    pts = [p for p in scaling]
    xs = sorted({p["n"] for p in pts})
    ys = [v for p in pts for v in (p.get("ipa_icf"), p.get("mergefn")) if v]
    if not xs or not ys:
        return
    ymin = 0.01
    ymax = max(ys) * 1.5
    xmin, xmax = xs[0] / 1.2, xs[-1] * 1.2

    def X(n):
        return ml + (math.log(n) - math.log(xmin)) / (math.log(xmax) - math.log(xmin)) * (W - ml - mr)

    def Y(t):
        t = max(t, ymin)
        return H - mb - (math.log(t) - math.log(ymin)) / (math.log(ymax) - math.log(ymin)) * (H - mt - mb)

    colors = dict(distinct="#1f77b4", pairs="#2ca02c", calls="#9467bd", swapped="#d62728")
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
         'font-size="12">' % (W, H),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="22" font-size="15">Pass time against N (-ftime-report rows, user+sys, '
         'log-log)</text>' % ml]
    # axes and grid
    t = 0.01
    while t <= ymax:
        y = Y(t)
        o.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>' % (ml, y, W - mr, y))
        o.append('<text x="%d" y="%.1f" text-anchor="end">%g s</text>' % (ml - 6, y + 4, t))
        t *= 10
    for n in xs:
        x = X(n)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (x, mt, x, H - mb))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%d</text>' % (x, H - mb + 18, n))
    o.append('<text x="%d" y="%d" text-anchor="middle">N (functions in the unit)</text>'
             % ((ml + W - mr) // 2, H - 12))
    o.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="black"/>'
             % (ml, mt, W - ml - mr, H - mt - mb))
    # reference N log N through the largest swapped mergefn point
    ref = [p for p in pts if p["shape"] == "swapped" and p.get("mergefn")]
    if ref:
        r = ref[-1]
        c = r["mergefn"] / (r["n"] * math.log(r["n"]))
        line = " ".join("%.1f,%.1f" % (X(n), Y(c * n * math.log(n))) for n in xs)
        o.append('<polyline points="%s" fill="none" stroke="#888" stroke-dasharray="2,3"/>' % line)
        c2 = r["mergefn"] / (r["n"] ** 2)
        line = " ".join("%.1f,%.1f" % (X(n), Y(c2 * n * n)) for n in xs if c2 * n * n >= ymin)
        o.append('<polyline points="%s" fill="none" stroke="#bbb" stroke-dasharray="1,4"/>' % line)
    legend = []
    for shape in SCALING_SHAPES:
        sp = sorted([p for p in pts if p["shape"] == shape], key=lambda p: p["n"])
        col = colors[shape]
        for key, dash, label in (("mergefn", "", "mergefn"), ("ipa_icf", "6,4", "ipa icf")):
            q_ = [(p["n"], p[key]) for p in sp if p.get(key)]
            if not q_:
                continue
            o.append('<polyline points="%s" fill="none" stroke="%s" stroke-width="2"%s/>'
                     % (" ".join("%.1f,%.1f" % (X(n), Y(v)) for n, v in q_), col,
                        (' stroke-dasharray="%s"' % dash) if dash else ""))
            for n, v in q_:
                o.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>' % (X(n), Y(v), col))
            legend.append((col, dash, "%s: %s" % (label, shape)))
    legend.append(("#888", "2,3", "N log N (through swapped)"))
    legend.append(("#bbb", "1,4", "N² (same point)"))
    for i, (col, dash, label) in enumerate(legend):
        y = mt + 10 + i * 20
        o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="2"%s/>'
                 % (W - mr + 12, y, W - mr + 42, y, col, (' stroke-dasharray="%s"' % dash) if dash else ""))
        o.append('<text x="%d" y="%d">%s</text>' % (W - mr + 48, y + 4, label))
    o.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def write_csvs(corpora, lto, scaling, summ):
    with open(os.path.join(DATA, "corpora.csv"), "w") as f:
        f.write("corpus,config,text_bytes,delta_pct,mergefn_functions,mergefn_variables,"
                "icf_functions,icf_variables,gold_folded,compile_cpu_median_s,compile_cpu_runs,"
                "ipa_icf_row_s,mergefn_row_s,maxrss_kb,tests_passed\n")
        for corpus, rows in summ["corpora"].items():
            for x in rows:
                m = x["merges"]
                f.write("%s,%s,%d,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n" % (
                    corpus, x["config"], x["text"], "" if x["delta_pct"] is None else x["delta_pct"],
                    m.get("mf_functions", ""), m.get("mf_variables", ""), m.get("icf_functions", ""),
                    m.get("icf_variables", ""), m.get("gold_folded", ""),
                    "" if x["cpu"] is None else x["cpu"], " ".join("%.2f" % c for c in x["cpu_runs"]),
                    "" if x["ipa_icf"] is None else x["ipa_icf"],
                    "" if x["mergefn"] is None else x["mergefn"],
                    "" if x["maxrss_kb"] is None else x["maxrss_kb"],
                    all(t["passed"] for t in x["tests"])))
    with open(os.path.join(DATA, "lto.csv"), "w") as f:
        f.write("corpus,config,text_bytes,delta_pct,mergefn_functions,mergefn_variables,icf_functions,"
                "icf_variables,link_cpu_median_s,link_wall_median_s,"
                "wpa_cpu_mean_s,wpa_added_s,wpa_ipa_icf_row_mean_s,wpa_mergefn_row_mean_s,tests_passed\n")
        for corpus, rows in summ["lto"].items():
            for x in rows:
                m = x["merges"]
                opt = [x.get(k) for k in ("wpa_cpu", "wpa_added", "wpa_icf", "wpa_mergefn")]
                f.write("%s,%s,%d,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n" % tuple([
                    corpus, x["config"], x["text"], "" if x["delta_pct"] is None else x["delta_pct"],
                    m.get("mf_functions", ""), m.get("mf_variables", ""), m.get("icf_functions", ""),
                    m.get("icf_variables", ""), x["link_cpu"], x["link_wall"]] +
                    ["" if v is None else v for v in opt] +
                    [all(t["passed"] for t in x["tests"])]))
    with open(os.path.join(DATA, "scaling.csv"), "w") as f:
        f.write("shape,n,icf_on,run,ipa_icf_s,mergefn_s,total_s,compile_cpu_s,maxrss_kb,mergefn_merges\n")
        for p in scaling:
            for i, r in enumerate(p["runs"]):
                f.write("%s,%d,%s,%d,%s,%s,%s,%s,%s,%s\n" % (
                    p["shape"], p["n"], p["icf_on"], i + 1,
                    "" if r["ipa_icf"] is None else r["ipa_icf"],
                    "" if r["mergefn"] is None else r["mergefn"],
                    "" if r["total"] is None else r["total"], r["cpu"], r["maxrss_kb"],
                    p["mf_merges"]))


# ------------------------------------------------------------------ main

def record_stage(stage, ctx, a):
    """What measured the data of STAGE (bench/data/stages.json), so that
    results.md can say which parts of a run are there and how they came."""
    p = os.path.join(DATA, "stages.json")
    d = json.load(open(p)) if os.path.exists(p) else {}
    d[stage] = dict(date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                    plugin_commit=ctx.plugin_commit, runs=ctx.runs, quick=ctx.quick,
                    corpora=ctx.corpora or "all", configs=ctx.configs or "all",
                    scaling_ns=ctx.scaling_ns or "default", scaling_shapes=ctx.scaling_shapes,
                    command="bench/bench.py " + " ".join(shlex.quote(x) for x in sys.argv[1:]))
    json.dump(d, open(p, "w"), indent=1)


def main():
    global LOGF, BENCH, DATA, GCC_CMD, CLANG_CMD
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--runs", type=int, default=None)
    ap.add_argument("--stages", default="corpora,lto,scaling,report")
    ap.add_argument("--plugin", default=os.environ.get("PLUGIN") or None)
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--corpora", default="", help="comma-separated subset of sqlite3,libzstd,fmt")
    ap.add_argument("--configs", default="", help="comma-separated subset of the configurations")
    ap.add_argument("--scaling-ns", default="", help="comma-separated N for the scaling stage")
    ap.add_argument("--scaling-shapes", default="",
                    help="comma-separated subset of the scaling shapes (%s)" % ",".join(SCALING_SHAPES))
    ap.add_argument("--out", default="",
                    help="write data/ and results.md under bench/OUT/ (a partial run "
                         "must not replace the full one's)")
    ap.add_argument("--gcc", default="gcc", help="the GCC to measure (e.g. gcc-16)")
    ap.add_argument("--clang", default="clang", help="the clang to measure (e.g. clang-21)")
    a = ap.parse_args()
    GCC_CMD, CLANG_CMD = a.gcc, a.clang
    if a.out:
        BENCH = os.path.join(BENCH, a.out)
        DATA = os.path.join(BENCH, "data")
    stages = a.stages.split(",")
    os.makedirs(WORK, exist_ok=True)
    os.makedirs(DATA, exist_ok=True)
    LOGF = open(os.path.join(WORK, "bench.log"), "a")
    os.environ["LC_ALL"] = "C"
    t_start = time.time()
    ensure_deps()
    ctx = Ctx()
    ctx.quick = a.quick
    ctx.runs = a.runs or (1 if a.quick else 3)
    ctx.jobs = a.jobs
    ctx.corpora = [c for c in a.corpora.split(",") if c]
    ctx.configs = [c for c in a.configs.split(",") if c]
    ctx.scaling_ns = [int(n) for n in a.scaling_ns.split(",") if n]
    ctx.scaling_shapes = [x for x in a.scaling_shapes.split(",") if x] or SCALING_SHAPES
    ctx.plugin, ctx.plugin_commit = snapshot_plugin(a.plugin)
    log("plugin %s (commit %s); %d run(s) per timing; %s mode"
        % (ctx.plugin, ctx.plugin_commit, ctx.runs, "quick" if a.quick else "full"))
    key = dict(plugin=ctx.plugin_commit, runs=ctx.runs, quick=ctx.quick)
    store = Store(key, a.resume)

    def load(name):
        p = os.path.join(DATA, name)
        return json.load(open(p)) if os.path.exists(p) else None

    corpora = lto = scaling = None
    if "corpora" in stages:
        corpora = stage_corpora(ctx, store)
        json.dump(corpora, open(os.path.join(DATA, "corpora.json"), "w"), indent=1)
        record_stage("corpora", ctx, a)
    if "lto" in stages:
        lto = stage_lto(ctx, store)
        json.dump(lto, open(os.path.join(DATA, "lto.json"), "w"), indent=1)
        record_stage("lto", ctx, a)
    if "scaling" in stages:
        scaling = stage_scaling(ctx, store)
        json.dump(scaling, open(os.path.join(DATA, "scaling.json"), "w"), indent=1)
        record_stage("scaling", ctx, a)
    if "report" in stages:
        measured = load("stages.json") or {}
        corpora = corpora if corpora is not None else (load("corpora.json") or {})
        lto = lto if lto is not None else (load("lto.json") or {})
        scaling = scaling if scaling is not None else (load("scaling.json") or [])
        prev = load("meta.json") or {}
        dur = time.time() - t_start
        if not ({"corpora", "lto", "scaling"} & set(stages)):
            duration = "no measuring time (this run only wrote the report; the stages below say what measured the data)"
        else:
            duration = "%dh%02dm" % (dur // 3600, (dur % 3600) // 60)
        meta = dict(date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                    machine=machine_info(), plugin=ctx.plugin, plugin_commit=ctx.plugin_commit,
                    runs=ctx.runs, quick=ctx.quick, duration=duration,
                    command=("make bench" + (" QUICK=1" if ctx.quick else ""))
                    if {"corpora", "lto", "scaling", "report"} <= set(stages)
                    else "bench/bench.py " + " ".join(shlex.quote(x) for x in sys.argv[1:]))
        meta["stages"] = measured
        meta["memory"] = memory_summary(corpora)
        meta["commands"] = {c: {n: r["commands"] for n, r in v.items()} for c, v in corpora.items()}
        for c, v in lto.items():
            for n, r in v.items():
                meta["commands"].setdefault(c, {})[n] = r["commands"]
        meta["timed_commands"] = {}
        for c, v in corpora.items():
            for n, r in v.items():
                if r.get("timing"):
                    meta["timed_commands"]["%s %s" % (c, n)] = q(r["timing"]["args"])
        for c, v in lto.items():
            for n, r in v.items():
                if r.get("link_timed"):
                    meta["timed_commands"]["%s %s (link)" % (c, n)] = q(r["link_timed"]["args"])
                if r.get("wpa_timing"):
                    meta["timed_commands"]["%s %s (WPA step alone)" % (c, n)] = \
                        r["wpa_timing"]["command"]
        summ = summarize(corpora, lto, scaling, meta)
        json.dump(meta, open(os.path.join(DATA, "meta.json"), "w"), indent=1)
        json.dump(summ, open(os.path.join(DATA, "summary.json"), "w"), indent=1)
        write_csvs(corpora, lto, scaling, summ)
        write_svg(scaling, os.path.join(BENCH, "scaling.svg"))
        with open(os.path.join(BENCH, "results.md"), "w") as f:
            f.write(write_results(meta, summ, scaling))
        log("wrote bench/results.md, bench/scaling.svg and bench/data/")
        for c in summ["checks"]:
            log("%s: %s — %s" % ({True: "OK  ", False: "FAIL"}.get(c["ok"], "N/A "),
                                  c["requirement"], c["detail"]))


if __name__ == "__main__":
    main()
