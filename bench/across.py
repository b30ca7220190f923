#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""across: merging across units side by side on git (issue 41's bench/).

  bench/across.py --plugin SO [--levels Os,O2] [--configs ...] [--jobs 2]
                  [--work build/bench/across] [--src build/cache/src/git-2.39.5]

Builds Debian's git (its `git` program, about 400 units) once per
configuration and level, from a fresh copy of the same source, every
unit with -ffunction-sections (gold's and lld's ICF fold sections), and
records .text of `git` and the build's CPU time (user+sys of `make git`,
compiles and link; a build reused from an earlier run keeps its figures):

  plain       no plugin; linked by GNU ld (make's link), then the same
              objects relinked by gold and lld, each plain, --icf=safe and
              --icf=all
  mf          the plugin, per unit; GNU ld, and gold --icf=all
  mf-across   the plugin with -fplugin-arg-mergefn-across-units; GNU ld,
              and gold --icf=all
  lto-mf      -flto=2 with the plugin (on the compile and the link lines)

A relink reruns make's own link line (from its V=1 log) with
-fuse-ld=... added; its CPU time is the link's alone.  Results go to
WORK/results.json (one entry per build and link) and a Markdown table on
stdout.  Without a plugin flag, configurations with mf are skipped.
"""
import argparse, json, os, re, resource, shlex, shutil, subprocess, sys, time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAKEVARS = ["NO_CURL=1", "NO_EXPAT=1", "NO_GETTEXT=1", "NO_TCLTK=1", "NO_PERL=1",
            "NO_PYTHON=1", "NO_OPENSSL=1", "V=1"]
CONFIGS = {
    "plain": dict(mf=None, links=["gold", "gold-icf-safe", "gold-icf-all",
                                  "lld", "lld-icf-safe", "lld-icf-all"]),
    "mf": dict(mf=[], links=["gold", "gold-icf-all"]),
    "mf-across": dict(mf=["across-units"], links=["gold", "gold-icf-all"]),
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


def link_line(log):
    """make's link command of git (V=1)."""
    for line in open(log).read().replace("\\\n", " ").splitlines():
        words = shlex.split(line)
        if words and "-o" in words and words[words.index("-o") + 1] == "git" and "-c" not in words:
            return words
    sys.exit("no link line of git in " + log)


def build(a, level, name, cfg):
    d = os.path.join(a.work, level, name)
    stamp = os.path.join(d, "build.json")
    cflags = ["-" + level, "-ffunction-sections"]
    if cfg.get("lto"):
        cflags.append("-flto=2")
    if cfg["mf"] is not None:
        cflags += ["-fplugin=" + a.plugin] + ["-fplugin-arg-mergefn-" + x for x in cfg["mf"]]
    cmd = ["nice", "make", "-j%d" % a.jobs] + MAKEVARS + ["CFLAGS=" + " ".join(cflags), "git"]
    if os.path.exists(stamp):
        rec = json.load(open(stamp))
        if rec["cmd"] == cmd:
            return d, rec
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(os.path.dirname(d), exist_ok=True)
    shutil.copytree(a.src, d, symlinks=True)
    print("building %s %s" % (level, name), file=sys.stderr, flush=True)
    cpu, wall = timed(cmd, d, os.path.join(d, "make.log"))
    rec = dict(cmd=cmd, cpu=round(cpu, 1), wall=round(wall, 1), text=text_size(os.path.join(d, "git")),
               load=os.getloadavg()[0])
    json.dump(rec, open(stamp, "w"))
    return d, rec


def dup_code(d, base):
    """scripts/dup-code.py on an ld -r of the link's objects and archives:
    {identical, within, across} bytes."""
    objs = [w for w in base[base.index("-o") + 2:] if w.endswith((".o", ".a"))]
    subprocess.run(["ld", "-r", "-o", "git.r.o", "-Map", "git.r.map"] + objs, cwd=d, check=True)
    out = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "dup-code.py"),
                          "--top", "30", "--map", "git.r.map", "git.r.o"], cwd=d,
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    open(os.path.join(d, "dup-code.txt"), "w").write(out)
    m = re.search(r"^identical.*?: \d+ groups, (\d+) bytes.*within units (\d+).*across units (\d+)",
                  out, re.M)
    return dict(identical=int(m.group(1)), within=int(m.group(2)), across=int(m.group(3)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--plugin", help="the plugin to measure (a copy no compiler is using)")
    ap.add_argument("--levels", default="Os,O2")
    ap.add_argument("--configs", default=",".join(CONFIGS))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--work", default=os.path.join(TOP, "build", "bench", "across"))
    ap.add_argument("--src", default=os.path.join(TOP, "build", "cache", "src", "git-2.39.5"))
    a = ap.parse_args()
    if a.plugin:
        a.plugin = os.path.abspath(a.plugin)
    res_path = os.path.join(a.work, "results.json")
    results = json.load(open(res_path)) if os.path.exists(res_path) else {}
    for level in a.levels.split(","):
        for name in a.configs.split(","):
            cfg = CONFIGS[name]
            if cfg["mf"] is not None and not a.plugin:
                continue
            d, rec = build(a, level, name, cfg)
            results["%s %s ld" % (level, name)] = rec
            base = link_line(os.path.join(d, "make.log"))
            for ln in cfg["links"]:
                key = "%s %s %s" % (level, name, ln)
                out = "git." + ln
                args = base[:base.index("-o")] + LINKS[ln] + ["-o", out] + base[base.index("-o") + 2:]
                cpu, wall = timed(args, d, os.path.join(d, out + ".log"))
                results[key] = dict(cmd=args, cpu=round(cpu, 2), text=text_size(os.path.join(d, out)))
            if not cfg.get("lto"):
                results["%s %s ld" % (level, name)]["dup"] = dup_code(d, base)
            json.dump(results, open(res_path, "w"), indent=1)
    print("| level | objects | link | .text of git | vs plain, GNU ld | build CPU s (user+sys) "
          "| dup-code: identical (within, across) |")
    print("|---|---|---|---:|---:|---:|---|")
    for key, rec in results.items():
        level, name, ln = key.split()
        base = results.get("%s plain ld" % level)
        rel = "%+.2f%%" % (100.0 * (rec["text"] - base["text"]) / base["text"]) if base else ""
        cpu = ("%.0f" % rec["cpu"]) if ln == "ld" else "link %.2f" % rec["cpu"]
        dup = rec.get("dup")
        dup = "%(identical)d (%(within)d, %(across)d)" % dup if dup else ""
        print("| -%s | %s | %s | %d | %s | %s | %s |" % (level, name, ln, rec["text"], rel, cpu, dup))
    return 0


if __name__ == "__main__":
    sys.exit(main())
