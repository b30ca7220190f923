# SPDX-License-Identifier: GPL-3.0-or-later
"""The report: derived numbers and requirement checks (summary.json),
bench/results.md, the scaling plot and the CSV extracts."""
import math
import os
import re

import common
from common import SCRATCH, TOP, WORK
from configs import BASELINE, CONFIGS, LTO_CONFIGS
from measure import mean, median
from corpora import CORPORA, FMT_TIMED_TU, ZSTD_PROGRAMS
from stages import ICF_CAP_FRACTION, ICF_CAP_SECONDS, SCALING_SHAPES


def nlogn_ratio(n1, n2):
    return (n2 * math.log(n2)) / (n1 * math.log(n1))


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
                       fn_symbols=r.get("fn_symbols"), nprog=len(r["programs"]),
                       run=({label: median(v) for label, v in r["run_timing"].items()}
                            if r.get("run_timing") else None))
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
    # Issue 13: only for a run on other compilers than the host's (make
    # bench-newest), so that the default run's report keeps its rows.
    comp = meta.get("compilers")
    if comp:
        # Identical merging, and parameterised merging, which -O2 takes only
        # on request (issue 16): a row each, so that the first still
        # answers for identical merging alone.  The second is reported
        # only when its build is in the run.
        rows = (("O2-noicf+mf", "mergefn", " (issue 13)", True),
                ("O2-noicf+mf-params", "mergefn with params",
                 ", parameterised merging on request (-fplugin-arg-mergefn-params, issue 16)",
                 False))
        for mfcfg, label, qualifier, always in rows:
            need = ("O2-noicf", "O2", mfcfg, "clang-O2", "clang-O2+mf")
            name = ("fmt at -O2 with %s%s: mergefn removes more .text than %s's ICF, and more "
                    "than %s's MergeFunctions removes from %s's build; fmt's tests pass in all five"
                    % (comp["gcc"], qualifier, comp["gcc"], comp["clang"], comp["clang"]))
            if all(k in f for k in need):
                def removed(cfg, base):
                    return f[base]["text"] - f[cfg]["text"]
                mf, icf = removed(mfcfg, "O2-noicf"), removed("O2", "O2-noicf")
                llvm = removed("clang-O2+mf", "clang-O2")
                passed = all(t["passed"] for k in need for t in f[k]["tests"])
                check(name, mf > icf and mf > llvm and passed,
                      "removed: %s %d bytes (%+.2f%%), %s's ICF %d bytes (%+.2f%%), both vs "
                      "-O2 -fno-ipa-icf; %s's MergeFunctions %d bytes (%+.2f%%) vs %s -O2; tests: %s"
                      % (label, mf, f[mfcfg]["delta_pct"], comp["gcc"], icf, f["O2"]["delta_pct"],
                         comp["clang"], llvm, f["clang-O2+mf"]["delta_pct"], comp["clang"],
                         "; ".join("%s %s" % (k, tests_cell(f[k])) for k in need)))
            elif always or mfcfg in f:
                check(name, None, "not measured: needs fmt's %s builds" % ", ".join(need))
        # Issue 27: parameterised merging's targets on the newest GCC,
        # and never larger than identical merging alone.
        targets = (("Os-noicf+mf", "Os-noicf", "-Os (parameterised merging on by default)", 12),
                   ("O2-noicf+mf-params", "O2-noicf", "-O2 with -fplugin-arg-mergefn-params", 10))
        for mfcfg, base, what, pct_goal in targets:
            name = ("fmt at %s with %s (issue 27): mergefn removes at least %d%% of .text vs "
                    "%s; fmt's tests pass" % (what, comp["gcc"], pct_goal, base))
            if mfcfg in f and base in f:
                x = f[mfcfg]
                check(name, x["delta_pct"] <= -pct_goal and all(t["passed"] for t in x["tests"]),
                      "%+.2f%% (%d → %d bytes); tests: %s"
                      % (x["delta_pct"], f[base]["text"], x["text"], tests_cell(x)))
            else:
                check(name, None, "not measured: needs fmt's %s and %s builds" % (base, mfcfg))
    # Issue 27: never larger with parameterised merging than with
    # identical merging alone, for every corpus in the run (and on any
    # compiler); fmt on the newest compilers says so when not measured.
    pairs = (("Os-noicf+mf", "Os-noicf+mf-ident", "-Os"),
             ("O2-noicf+mf-params", "O2-noicf+mf", "-O2"))
    gcc_name = comp["gcc"] if comp else "gcc"
    for corpus in sorted(summ["corpora"]):
        c = {x["config"]: x for x in summ["corpora"][corpus]}
        for params_cfg, ident_cfg, level in pairs:
            name = ("%s at %s with %s (issue 27): no larger with parameterised merging than "
                    "with identical merging alone" % (corpus, level, gcc_name))
            if params_cfg in c and ident_cfg in c:
                a, b = c[params_cfg]["text"], c[ident_cfg]["text"]
                check(name, a <= b, "%d bytes with parameters, %d identical only (%+d)"
                      % (a, b, a - b))
            elif comp and corpus == "fmt":
                check(name, None, "not measured: needs fmt's %s and %s builds"
                      % (params_cfg, ident_cfg))
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
    w("- Mode: %s. Raw data: `%s/` (corpora.json, lto.json, scaling.json, *.csv)."
      % ("QUICK (subset of configurations, scaling up to N=4000)" if meta["quick"] else "full",
         os.path.relpath(common.DATA, TOP)))
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
                # A run without the -O2 baseline has no ratio to give.
                (("%s (%.2f×)" % (fmt_s(x["cpu"]), x["cpu_ratio"]))
                 if x["cpu_ratio"] is not None else fmt_s(x["cpu"])) if x["cpu"] else "–",
                fmt_s(x["ipa_icf"]), fmt_s(x["mergefn"]), tests_cell(x)))
        runs = [x for x in rows if x.get("run")]
        if runs:
            labels = list(runs[0]["run"])
            byname = {x["config"]: x for x in runs}
            w("")
            w("Run time: %s; user+sys CPU s of each command, median of %d runs, the "
              "configurations interleaved; × is the sum over the commands against the row's "
              "own baseline." % (CORPORA[corpus]["runtime_what"], meta["runs"]))
            w("")
            w("| config | " + " | ".join(labels) + " | sum | × baseline |")
            w("|---|" + "---:|" * (len(labels) + 2))
            for x in runs:
                tot = sum(x["run"].values())
                b = byname.get(x["base"] or x["config"])
                ratio = "%.3f× (vs %s)" % (tot / sum(b["run"].values()), b["config"]) \
                    if b and b is not x else "–"
                w("| %s | %s | %.2f | %s |" % (x["config"], " | ".join(
                    "%.2f" % x["run"][k] for k in labels), tot, ratio))
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
    "- **Corpora** come from Debian 12's source packages (`scripts/fetch-source.sh`: `apt-get source` "
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
    with open(os.path.join(common.DATA, "corpora.csv"), "w") as f:
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
    with open(os.path.join(common.DATA, "runtime.csv"), "w") as f:
        f.write("corpus,config,command,cpu_median_s\n")
        for corpus, rows in summ["corpora"].items():
            for x in rows:
                for label, v in (x.get("run") or {}).items():
                    f.write("%s,%s,%s,%s\n" % (corpus, x["config"], label, v))
    with open(os.path.join(common.DATA, "lto.csv"), "w") as f:
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
    with open(os.path.join(common.DATA, "scaling.csv"), "w") as f:
        f.write("shape,n,icf_on,run,ipa_icf_s,mergefn_s,total_s,compile_cpu_s,maxrss_kb,mergefn_merges\n")
        for p in scaling:
            for i, r in enumerate(p["runs"]):
                f.write("%s,%d,%s,%d,%s,%s,%s,%s,%s,%s\n" % (
                    p["shape"], p["n"], p["icf_on"], i + 1,
                    "" if r["ipa_icf"] is None else r["ipa_icf"],
                    "" if r["mergefn"] is None else r["mergefn"],
                    "" if r["total"] is None else r["total"], r["cpu"], r["maxrss_kb"],
                    p["mf_merges"]))
