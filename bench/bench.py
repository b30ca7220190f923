#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
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

Work files go to build/bench/, sources to build/cache/ (scripts/fetch-source.sh),
the raw data to bench/data/.  --resume reuses results already in
build/bench/results/ that were measured with the same plugin and settings
(for development; `make bench` measures everything afresh).
"""
import argparse
import datetime
import json
import os
import shlex
import sys
import time

import common
import configs
from common import Ctx, WORK, log, q
from configs import ensure_deps, snapshot_plugin
from measure import Store, machine_info
from stages import SCALING_SHAPES, stage_corpora, stage_lto, stage_scaling
from report import memory_summary, summarize, write_csvs, write_results, write_svg


def record_stage(stage, ctx, a):
    """What measured the data of STAGE (bench/data/stages.json), so that
    results.md can say which parts of a run are there and how they came."""
    p = os.path.join(common.DATA, "stages.json")
    d = json.load(open(p)) if os.path.exists(p) else {}
    d[stage] = dict(date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                    plugin_commit=ctx.plugin_commit, runs=ctx.runs, quick=ctx.quick,
                    corpora=ctx.corpora or "all", configs=ctx.configs or "all",
                    scaling_ns=ctx.scaling_ns or "default", scaling_shapes=ctx.scaling_shapes,
                    command="bench/bench.py " + " ".join(shlex.quote(x) for x in sys.argv[1:]))
    json.dump(d, open(p, "w"), indent=1)


def main():
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
    configs.GCC_CMD, configs.CLANG_CMD = a.gcc, a.clang
    if a.out:
        common.BENCH = os.path.join(common.BENCH, a.out)
        common.DATA = os.path.join(common.BENCH, "data")
    stages = a.stages.split(",")
    os.makedirs(WORK, exist_ok=True)
    os.makedirs(common.DATA, exist_ok=True)
    common.LOGF = open(os.path.join(WORK, "bench.log"), "a")
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
        p = os.path.join(common.DATA, name)
        return json.load(open(p)) if os.path.exists(p) else None

    corpora = lto = scaling = None
    if "corpora" in stages:
        corpora = stage_corpora(ctx, store)
        json.dump(corpora, open(os.path.join(common.DATA, "corpora.json"), "w"), indent=1)
        record_stage("corpora", ctx, a)
    if "lto" in stages:
        lto = stage_lto(ctx, store)
        json.dump(lto, open(os.path.join(common.DATA, "lto.json"), "w"), indent=1)
        record_stage("lto", ctx, a)
    if "scaling" in stages:
        scaling = stage_scaling(ctx, store)
        json.dump(scaling, open(os.path.join(common.DATA, "scaling.json"), "w"), indent=1)
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
        if (configs.GCC_CMD, configs.CLANG_CMD) != ("gcc", "clang"):
            meta["compilers"] = dict(gcc=configs.GCC_CMD, clang=configs.CLANG_CMD)
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
        json.dump(meta, open(os.path.join(common.DATA, "meta.json"), "w"), indent=1)
        json.dump(summ, open(os.path.join(common.DATA, "summary.json"), "w"), indent=1)
        write_csvs(corpora, lto, scaling, summ)
        write_svg(scaling, os.path.join(common.BENCH, "scaling.svg"))
        with open(os.path.join(common.BENCH, "results.md"), "w") as f:
            f.write(write_results(meta, summ, scaling))
        log("wrote bench/results.md, bench/scaling.svg and bench/data/")
        for c in summ["checks"]:
            log("%s: %s — %s" % ({True: "OK  ", False: "FAIL"}.get(c["ok"], "N/A "),
                                  c["requirement"], c["detail"]))


if __name__ == "__main__":
    main()
