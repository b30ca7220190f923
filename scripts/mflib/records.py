# SPDX-License-Identifier: GPL-3.0-or-later
"""The long suites' compact records: doc/results/<suite>.jsonl.

One JSON object a line, appended per run (check-gcc, compilers,
determinism, kernel, uboot, baremetal, fuzz with --record) or per package
build (rebuild),
with only what the summaries quote: date, plugin commit, the command,
counts.  Logs, .sum archives and per-build files stay in build/ (a run
makes them again; doc/results/README.md)."""
import json
import os

from mflib import TOP

# MERGEFN_RESULTS: another directory (a script's test or dry run).
RESULTS = os.environ.get("MERGEFN_RESULTS") or os.path.join(TOP, "doc", "results")


def path(suite):
    return os.path.join(RESULTS, suite + ".jsonl")


def show(p):
    """P relative to the tree when it is in it."""
    r = os.path.relpath(p, TOP)
    return p if r.startswith("..") else r


def line(obj):
    return json.dumps(obj, separators=(", ", ": "), ensure_ascii=False)


def append(suite, obj, dest=None):
    """Append OBJ as one line to doc/results/SUITE.jsonl (or DEST)."""
    p = dest or path(suite)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "a") as f:
        f.write(line(obj) + "\n")
    return p


def _read(p, default=None):
    try:
        with open(p) as f:
            return f.read()
    except OSError:
        return default


def build_dir(d):
    """One build of build-compare.sh's layout (kernel, U-Boot, bare
    metal: DIR/stamp, time, [k]cflags, warnings, report.jsonl, output.rc,
    console.rc, cases) -> a compact dict."""
    r = {"build": os.path.basename(d.rstrip("/"))}
    stamp = (_read(os.path.join(d, "stamp")) or "").split()
    if stamp[:1] == ["plugin"] and len(stamp) > 1:
        r["plugin"] = stamp[1][:12]
        if len(stamp) > 2:
            r["args"] = " ".join(stamp[2:])
    t = (_read(os.path.join(d, "time")) or "").split()
    if t:
        r["time"] = [float(x) for x in t]
    w = _read(os.path.join(d, "warnings"))
    if w is not None:
        r["warnings"] = len([x for x in w.splitlines() if x.strip()])
    rep = _read(os.path.join(d, "report.jsonl"))
    if rep is not None:
        r["merges"] = len([x for x in rep.splitlines() if x.strip()])
    for rc in ("output.rc", "console.rc"):
        v = _read(os.path.join(d, rc))
        if v is not None and v.strip():
            r[rc.replace(".", "_")] = int(v.split()[0])
    cases = _read(os.path.join(d, "cases"))
    if cases is not None:
        res = [x.split()[-1] for x in cases.splitlines() if x.split()]
        r["cases"] = {k: res.count(k) for k in sorted(set(res))}
    return r


def summary_head(title, command, dirs):
    """The head of a per-build suite's summary: what wrote it, when, and
    the plugin of each build (its stamp)."""
    import time
    b = builds(dirs)
    plugins = ", ".join("`%s` %s%s" % (x["build"], x["plugin"][:7],
                                        " (%s)" % x["args"] if x.get("args") else "")
                        for x in b if "plugin" in x) or "none"
    return ("# %s\n\nWritten by `%s` on %s. Plugin of each build (its `stamp`): %s.\n\n"
            % (title, command, time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), plugins))


def builds(dirs):
    return [build_dir(d) for d in dirs if os.path.exists(os.path.join(d, "stamp"))]


# rebuild: the fields the summaries (doc/rebuild.md, doc/results/rebuild.md,
# scripts/rebuild-report.py) use; the cflags and the tests' lines stay in
# build/rebuild/results.jsonl.
REBUILD_FIELDS = ("pkg", "version", "variant", "plugin", "date", "user", "rc", "seconds",
                  "text", "text_plain", "elf", "sos", "staged", "merges", "insns",
                  "tests_equal", "rc_equal")


def rebuild_compact(r, run=None):
    c = {}
    if run:
        c["run"] = run
    for k in REBUILD_FIELDS:
        if k in r:
            c[k] = r[k]
    if isinstance(r.get("tests"), list):
        c["tests"] = len(r["tests"])
    for k in ("dynsym_diffs", "gensymbols_c4"):
        if k in r:
            c[k] = len(r[k])
    if isinstance(r.get("names"), dict):
        # check-names over the build's files (mergefn-across): its status
        # and last line.
        c["names"] = {"rc": r["names"].get("rc"), "last": r["names"].get("last")}
    return c


def rebuild_append(results, run=None, dest=None):
    """Append RESULTS.jsonl's package builds not yet in the record."""
    p = dest or path("rebuild")
    have = set()
    for x in (_read(p) or "").splitlines():
        if x.strip():
            o = json.loads(x)
            o.pop("run", None)
            have.add(line(o))
    n = 0
    for x in open(results):
        if not x.strip():
            continue
        c = rebuild_compact(json.loads(x))
        if line(c) in have:
            continue
        have.add(line(c))
        if run:
            c = dict({"run": run}, **c)
        append("rebuild", c, p)
        n += 1
    return n
