# SPDX-License-Identifier: GPL-3.0-or-later
"""The corpora: how each is fetched (Debian source packages), built in a
configuration and tested (sqlite3, libzstd, fmt)."""
import glob
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess

from common import CACHE, TOP, WORK, capture, die, log, q, sh
from configs import cc_for, cfg_flags
from measure import count_gold, fn_symbols, merges_summary, strip_counting, text_bytes


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


def fetch(pkg):
    out = subprocess.run([os.path.join(TOP, "scripts", "fetch-source.sh"), pkg],
                         stdout=subprocess.PIPE, text=True, env=dict(os.environ, CACHE=CACHE))
    if out.returncode != 0:
        die("scripts/fetch-source.sh %s failed" % pkg)
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


# Run time (issue 16: a parameterised body may cost speed): libzstd's CLI
# on fixed work, compressing at the levels whose block compressors are
# specialised copies of one body (fast, double-fast, lazy: what
# parameterised merging would give one body) and decompressing.  The input
# is sqlite3.c three times (about 26 MB), given several times on one
# command line so that each command runs for a second or more; each
# command's user+sys CPU is timed, not zstd -b's wall-clock speed, because
# the machine is shared.  (level or "d", times the input is given)
ZSTD_RUNS = [("-1", 8), ("-3", 6), ("-9", 2), ("d", 60)]


def zstd_runtime_cmds(ctx, d):
    """(label, argv) pairs timed by stages.time_runs for the build in D."""
    inp = os.path.join(WORK, "zstd-runtime-input")
    if not os.path.exists(inp):
        with open(inp + ".tmp", "wb") as out:
            for _ in range(3):
                with open(os.path.join(ctx.sqlite_dir, "sqlite3.c"), "rb") as f:
                    shutil.copyfileobj(f, out)
        os.rename(inp + ".tmp", inp)
    z = os.path.join(d, "src", "programs", "zstd")
    packed = inp + ".zst"
    if not os.path.exists(packed):
        sh([z, "-q", "-f", "-3", inp, "-o", packed])
    cmds = []
    for lv, times in ZSTD_RUNS:
        if lv == "d":
            cmds.append(("decompress (x%d)" % times, [z, "-q", "-d", "-c"] + [packed] * times))
        else:
            cmds.append(("compress %s (x%d)" % (lv, times), [z, "-q", lv, "-c"] + [inp] * times))
    return cmds


CORPORA = {
    "sqlite3": dict(prepare=prepare_sqlite, build=build_sqlite, lang="c", one_core=True,
                    timed="sqlite3.c (the amalgamation, one compile)"),
    "libzstd": dict(prepare=prepare_zstd, build=build_zstd, lang="c", timed=None,
                    runtime=zstd_runtime_cmds,
                    runtime_what="the `zstd` program on sqlite3.c three times (about 26 MB), "
                    "given (xN) times on one command line: compress to stdout at a level, "
                    "or decompress the -3 output"),
    "fmt": dict(prepare=prepare_fmt, build=build_fmt, lang="c++",
                timed=FMT_TIMED_TU + " (one compile)"),
}


def timed_compile_cmd(ctx, corpus, cfg, built, report):
    if corpus == "sqlite3":
        d = os.path.join(WORK, "sqlite3", cfg["name"])
        c, _, _ = sqlite_cmds(ctx, cfg, d, report, False)
        return d, strip_counting(c, report)
    if corpus == "fmt" and "timed_cmd" in built:
        tc = built["timed_cmd"]
        return tc["dir"], strip_counting(tc["args"], report)
    return None, None
