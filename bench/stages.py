# SPDX-License-Identifier: GPL-3.0-or-later
"""The measuring stages: corpora (every corpus in every configuration, then
the timed compiles), lto and scaling."""
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time

from common import SCRATCH, WORK, die, log, q, run_pool
from configs import CONFIGS, LTO_CONFIGS, QUICK_CONFIGS, plugin_flags
from measure import count_report, median, strip_counting, time_report_rows, timed
from corpora import CORPORA, build_sqlite, build_zstd, prepare_sqlite, prepare_zstd, sqlite_cmds, timed_compile_cmd


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


def time_runs(ctx, corpus, built):
    """User+sys CPU of each run-time command of every configuration of
    CORPUS, one at a time (never beside each other), run i of every
    configuration before run i+1: config -> label -> list of seconds."""
    out = {}
    cmds = {}
    for name in built:
        if built[name]["config"].get("relink"):
            continue
        cmds[name] = CORPORA[corpus]["runtime"](ctx, os.path.join(WORK, corpus, name))
    for i in range(ctx.runs):
        for name, pairs in cmds.items():
            log("run time %s %s, run %d/%d" % (corpus, name, i + 1, ctx.runs))
            for label, args in pairs:
                r = timed(args)
                if r["status"] != 0:
                    die("run-time command failed: %s" % q(args))
                out.setdefault(name, {}).setdefault(label, []).append(r["cpu"])
    return out


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

    # Run time of the built programs where a corpus says how (libzstd).
    for corpus in results:
        if CORPORA[corpus].get("runtime"):
            key = "timing-run-%s" % corpus
            got = store.get(key)
            if got is None:
                got = store.put(key, time_runs(ctx, corpus, results[corpus]))
            for name, runs in got.items():
                if name in results[corpus]:
                    results[corpus][name]["run_timing"] = runs

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


def scaling_shape(ctx, store, shape, ns, d):
    """The points of one shape, N ascending (GCC's ICF switched off once
    it gets too slow)."""
    gen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen-scaling.py")
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
