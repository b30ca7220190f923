#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""across: merging across units side by side on git and zstd (issue 41's bench/).

  bench/across.py --plugin SO [--program git|zstd] [--levels Os,O2] [--configs ...]
                  [--jobs 2] [--work build/bench/across] [--time-units K [--rounds N]]
                  [--instr-units K]

Builds a program of a Debian source (git: its `git` program, about 400
units; zstd: libzstd's `programs/zstd`, bench/corpora.py's recipe) once
per configuration and level, from a fresh copy of the same source, every
unit with -ffunction-sections (gold's and lld's ICF fold sections), and
records .text of the program and the build's CPU time (user+sys of make,
compiles and link; a build reused from an earlier run keeps its figures):

  plain       no plugin; linked by GNU ld (make's link), then the same
              objects relinked by gold and lld, each plain, --icf=safe and
              --icf=all
  mf          the plugin, per unit (across-units=0); GNU ld, and gold
              --icf=all
  mf-across   the plugin with -fplugin-arg-mergefn-across-units; GNU ld,
              and gold --icf=all
  mf-default  the plugin as it is (across units for a header's inline
              helpers and tables); GNU ld
  lto-mf      -flto=2 with the plugin (on the compile and the link lines)

A relink reruns make's own link line (from its V=1 log) with
-fuse-ld=... added; its CPU time is the link's alone.  dup-code.py runs
on an `ld -r` (with its -Map) of each build's link but the LTO one.  Results go to
WORK/results.json (one entry per build and link) and a Markdown table on
stdout.  Without a plugin flag, configurations with mf are skipped.
"""
import argparse, glob, json, os, re, resource, shlex, shutil, subprocess, sys, time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Each program: its Debian source under build/cache/src, make's arguments
# (CFLAGS added), the directory of its link and the program linked there.
SRC = os.path.join(TOP, "build", "cache", "src")
PROGRAMS = {
    "git": dict(src="git-2.39.5", dir=".", out="git",
                make=["NO_CURL=1", "NO_EXPAT=1", "NO_GETTEXT=1", "NO_TCLTK=1", "NO_PERL=1",
                      "NO_PYTHON=1", "NO_OPENSSL=1", "V=1", "git"]),
    # bench/corpora.py's recipe of zstd-release (no zlib, lzma, lz4);
    # FLAGS, with CFLAGS, is on its link line.
    "zstd": dict(src="libzstd-1.5.4+dfsg2", dir="programs", out=r"obj/conf_[0-9a-f]+/zstd",
                 make=["-C", "programs", "HAVE_ZLIB=0", "HAVE_LZMA=0", "HAVE_LZ4=0", "V=1",
                       "zstd-release"]),
}
CONFIGS = {
    "plain": dict(mf=None, links=["gold", "gold-icf-safe", "gold-icf-all",
                                  "lld", "lld-icf-safe", "lld-icf-all"]),
    "mf": dict(mf=["across-units=0"], links=["gold", "gold-icf-all"]),
    "mf-across": dict(mf=["across-units"], links=["gold", "gold-icf-all"]),
    "mf-default": dict(mf=[], links=[]),
    "lto-mf": dict(mf=[], lto=True, links=[]),
}
LINKS = {
    "gold": ["-fuse-ld=gold"],
    "gold-icf-safe": ["-fuse-ld=gold", "-Wl,--icf=safe"],
    "gold-icf-all": ["-fuse-ld=gold", "-Wl,--icf=all"],
    "lld": ["-fuse-ld=lld"],
    "lld-icf-safe": ["-fuse-ld=lld", "-Wl,--icf=safe"],
    "lld-icf-all": ["-fuse-ld=lld", "-Wl,--icf=all"],
}


def timed(args, cwd, log):
    """Run ARGS; (user+sys CPU seconds of it and its children, wall)."""
    r0, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    with open(log, "w") as f:
        rc = subprocess.run(args, cwd=cwd, stdout=f, stderr=subprocess.STDOUT).returncode
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if rc != 0:
        sys.exit("failed (%d): %s in %s, log %s" % (rc, " ".join(args), cwd, log))
    return (r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime, time.time() - t0)


def text_size(path):
    out = subprocess.run(["readelf", "-SW", path], stdout=subprocess.PIPE, text=True).stdout
    for line in out.splitlines():
        m = re.search(r"\]\s+\.text\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if m:
            return int(m.group(1), 16)
    sys.exit("no .text in " + path)


def link_line(log, out):
    """make's link command of OUT (a regular expression; V=1)."""
    for line in open(log).read().replace("\\\n", " ").splitlines():
        words = shlex.split(line)
        if (words and "-o" in words and re.fullmatch(out, words[words.index("-o") + 1])
                and "-c" not in words):
            return words
    sys.exit("no link line of %s in %s" % (out, log))


def build(a, prog, level, name, cfg):
    d = os.path.join(a.work, a.program, level, name)
    stamp = os.path.join(d, "build.json")
    cflags = ["-" + level, "-ffunction-sections"]
    if cfg.get("lto"):
        cflags.append("-flto=2")
    if cfg["mf"] is not None:
        cflags += ["-fplugin=" + a.plugin] + ["-fplugin-arg-mergefn-" + x for x in cfg["mf"]]
    cmd = (["nice", "make", "-j%d" % a.jobs] + prog["make"][:-1] + ["CFLAGS=" + " ".join(cflags)]
           + prog["make"][-1:])
    if os.path.exists(stamp):
        rec = json.load(open(stamp))
        if rec["cmd"] == cmd:
            return d, rec
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(os.path.dirname(d), exist_ok=True)
    shutil.copytree(os.path.join(SRC, prog["src"]), d, symlinks=True)
    print("building %s %s %s" % (a.program, level, name), file=sys.stderr, flush=True)
    cpu, wall = timed(cmd, d, os.path.join(d, "make.log"))
    rec = dict(cmd=cmd, cpu=round(cpu, 1), wall=round(wall, 1), text=text_size(os.path.join(d, link_dir(prog, d, cmd))),
               load=os.getloadavg()[0])
    json.dump(rec, open(stamp, "w"))
    return d, rec


def link_dir(prog, d, cmd):
    """The program make linked, relative to D."""
    base = link_line(os.path.join(d, "make.log"), prog["out"])
    return os.path.join(prog["dir"], base[base.index("-o") + 1])


def dup_code(d, base):
    """scripts/dup-code.py on an ld -r of the link's objects and archives:
    {identical, within, across} bytes."""
    i = base.index("-o")
    objs = [w for w in base[:i] + base[i + 2:] if w.endswith((".o", ".a"))]
    subprocess.run(["ld", "-r", "-o", "link.r.o", "-Map", "link.r.map"] + objs, cwd=d, check=True)
    out = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "dup-code.py"),
                          "--top", "30", "--map", "link.r.map", "link.r.o"], cwd=d,
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    open(os.path.join(d, "dup-code.txt"), "w").write(out)
    m = re.search(r"^identical.*?: \d+ groups, (\d+) bytes.*within units (\d+).*across units (\d+)",
                  out, re.M)
    return dict(identical=int(m.group(1)), within=int(m.group(2)), across=int(m.group(3)))


def compile_lines(log):
    """make's compile commands (V=1), each as (words, source)."""
    out = []
    for line in open(log).read().replace("\\\n", " ").splitlines():
        words = shlex.split(line) if line.startswith(("cc ", "gcc ")) else []
        if "-c" in words and words[-1].endswith(".c"):
            out.append(words)
    return out


def time_units(a, prog, level, names, every, rounds):
    """CPU of every EVERY-th unit's compile in each configuration NAMES,
    the configurations interleaved unit by unit, ROUNDS times: {name:
    seconds per round}.  Outputs go to a scratch file; dependency files
    are not written."""
    lines = {}
    for n in names:
        d = os.path.join(a.work, a.program, level, n)
        lines[n] = (d, compile_lines(os.path.join(d, "make.log"))[::every])
    total = {n: 0.0 for n in names}
    count = len(lines[names[0]][1])
    for r in range(rounds):
        for i in range(count):
            for k in range(len(names)):
                n = names[(i + k + r) % len(names)]
                d, ls = lines[n]
                w = ls[i]
                j = w.index("-o")
                w = [x for x in w[:j] + w[j + 2:] if x not in ("-MMD", "-MP")]
                while "-MF" in w or "-MQ" in w:
                    j = w.index("-MF") if "-MF" in w else w.index("-MQ")
                    del w[j:j + 2]
                cpu, _ = timed(["nice"] + w + ["-o", os.path.join(a.work, "unit.o")],
                               os.path.join(d, prog["dir"]), os.path.join(a.work, "unit.log"))
                total[n] += cpu
    return {n: round(t / rounds, 2) for n, t in total.items()}, count


def unit_instructions(a, prog, level, names, every):
    """Instructions the compiler executes (valgrind's cachegrind, which
    counts the same on a loaded machine) for every EVERY-th unit's compile
    to assembly (no assembler) in each configuration NAMES: {name: total
    instructions}.  The driver and cc1 are both counted."""
    total = {n: 0 for n in names}
    count = 0
    for n in names:
        d = os.path.join(a.work, a.program, level, n)
        ls = compile_lines(os.path.join(d, "make.log"))[::every]
        count = len(ls)
        for w in ls:
            j = w.index("-o")
            w = [x for x in w[:j] + w[j + 2:] if x not in ("-MMD", "-MP", "-c")]
            for opt in ("-MF", "-MQ", "-MT"):
                while opt in w:
                    j = w.index(opt)
                    del w[j:j + 2]
            out = os.path.abspath(os.path.join(a.work, "unit-%d.cg" % os.getpid()))
            cmd = ["nice", "valgrind", "--tool=cachegrind", "--cache-sim=no",
                   "--trace-children=yes", "--cachegrind-out-file=/dev/null",
                   "--log-file=" + out + ".%p"] + w + ["-S", "-o", os.path.abspath(os.path.join(a.work, "unit.s"))]
            subprocess.run(cmd, cwd=os.path.join(d, prog["dir"]), check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for log in glob.glob(out + ".*"):
                for line in open(log):
                    m = re.search(r"I\s+refs:\s+([\d,]+)", line)
                    if m:
                        total[n] += int(m.group(1).replace(",", ""))
                os.unlink(log)
    return total, count


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--plugin", help="the plugin to measure (a copy no compiler is using)")
    ap.add_argument("--levels", default="Os,O2")
    ap.add_argument("--configs", default=",".join(CONFIGS))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--work", default=os.path.join(TOP, "build", "bench", "across"))
    ap.add_argument("--program", default="git", choices=sorted(PROGRAMS))
    ap.add_argument("--time-units", type=int, metavar="K",
                    help="then time every K-th unit's compile in plain, mf and mf-across again, "
                    "interleaved (--rounds)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--instr-units", type=int, metavar="K",
                    help="then count the instructions of every K-th unit's compile in plain, mf "
                    "and mf-across (valgrind cachegrind: deterministic, unlike --time-units)")
    a = ap.parse_args()
    prog = PROGRAMS[a.program]
    if a.plugin:
        a.plugin = os.path.abspath(a.plugin)
    res_path = os.path.join(a.work, "results.json")
    results = json.load(open(res_path)) if os.path.exists(res_path) else {}
    # Runs before --program: git's, in WORK/LEVEL.
    results = {("git " + k if len(k.split()) == 3 else k): v for k, v in results.items()}
    for level in a.levels.split(","):
        for name in a.configs.split(","):
            cfg = CONFIGS[name]
            if cfg["mf"] is not None and not a.plugin:
                continue
            d, rec = build(a, prog, level, name, cfg)
            results["%s %s %s ld" % (a.program, level, name)] = rec
            base = link_line(os.path.join(d, "make.log"), prog["out"])
            d = os.path.join(d, prog["dir"])
            for ln in cfg["links"]:
                key = "%s %s %s %s" % (a.program, level, name, ln)
                out = "%s.%s" % (a.program, ln)
                args = base[:base.index("-o")] + LINKS[ln] + ["-o", out] + base[base.index("-o") + 2:]
                cpu, wall = timed(args, d, os.path.join(d, out + ".log"))
                results[key] = dict(cmd=args, cpu=round(cpu, 2), text=text_size(os.path.join(d, out)))
            if not cfg.get("lto"):
                results["%s %s %s ld" % (a.program, level, name)]["dup"] = dup_code(d, base)
            json.dump(results, open(res_path, "w"), indent=1)
        if a.time_units:
            names = [n for n in ("plain", "mf", "mf-across") if n in a.configs.split(",")]
            cpu, count = time_units(a, prog, level, names, a.time_units, a.rounds)
            results["%s %s units" % (a.program, level)] = dict(
                every=a.time_units, units=count, rounds=a.rounds, cpu=cpu)
            json.dump(results, open(res_path, "w"), indent=1)
        if a.instr_units:
            names = [n for n in ("plain", "mf", "mf-across") if n in a.configs.split(",")]
            instr, count = unit_instructions(a, prog, level, names, a.instr_units)
            results["%s %s instructions" % (a.program, level)] = dict(
                every=a.instr_units, units=count, instructions=instr)
            json.dump(results, open(res_path, "w"), indent=1)
    print("| program | level | objects | link | .text | vs plain, GNU ld | build CPU s (user+sys) "
          "| dup-code: identical (within, across) |")
    print("|---|---|---|---|---:|---:|---:|---|")
    for key, rec in results.items():
        if key.endswith(" units") or key.endswith(" instructions"):
            continue
        program, level, name, ln = key.split()
        base = results.get("%s %s plain ld" % (program, level))
        rel = "%+.2f%%" % (100.0 * (rec["text"] - base["text"]) / base["text"]) if base else ""
        cpu = ("%.0f" % rec["cpu"]) if ln == "ld" else "link %.2f" % rec["cpu"]
        dup = rec.get("dup")
        dup = "%(identical)d (%(within)d, %(across)d)" % dup if dup else ""
        print("| %s | -%s | %s | %s | %d | %s | %s | %s |"
              % (program, level, name, ln, rec["text"], rel, cpu, dup))
    for key, rec in results.items():
        if key.endswith(" units"):
            c = rec["cpu"]
            print("\n%s: compile CPU of %d units (every %d-th), mean of %d interleaved rounds: %s"
                  % (key, rec["units"], rec["every"], rec["rounds"],
                     ", ".join("%s %.1f s (%.3fx plain)" % (n, t, t / c["plain"])
                               for n, t in c.items())))
        if key.endswith(" instructions"):
            c = rec["instructions"]
            first = next(iter(c.values()))
            print("\n%s: compiler instructions (cachegrind) of %d units (every %d-th): %s"
                  % (key, rec["units"], rec["every"],
                     ", ".join("%s %.3g (%.3fx %s)" % (n, t, t / first, next(iter(c)))
                               for n, t in c.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
