#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summarize scripts/check-compilers.sh's runs (build/compilers/gcc-N.*) into
doc/results/compilers.md (or stdout for "-").

  check-compilers-report OUTDIR DOC VERSION...

Per version: the exact compiler, where it ran, the pass and fail counts of
its .sum, the time, and the commit and time of its run.  Across versions: whether every version ran the same
test files, each with the same number of checks (a check that a test
states per GCC version, { target gcc >= 16 }, is one check on each).
Exits 1 when a version failed a check or the test sets differ."""
import collections
import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mflib import dejagnu, records  # noqa: E402


def read(path, default=""):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return default


HAND_MARK = "<!-- written by hand below; check-compilers-report keeps it -->"


def summarize(outdir, v):
    log = read(os.path.join(outdir, "gcc-%s.log" % v))
    sum_text = read(os.path.join(outdir, "gcc-%s.sum" % v))
    # The log's first line is `gcc-N --version`'s, unless the chroot had
    # to be made first (its messages come before).
    # (gcc-N, or for the snapshot its bin/gcc: "gcc (Debian 2026...) 17.0.0").
    version_lines = [l for l in log.splitlines()
                     if l.startswith("gcc-%s " % v) or l.startswith("gcc (")]
    first = version_lines[0] if version_lines else "(no version line in the log)"
    counts = collections.Counter()
    per_file = collections.Counter()
    kinds_of = collections.defaultdict(set)
    reason_of = {}
    bad = []
    for line in sum_text.splitlines():
        m = dejagnu.SUM_RE.match(line)
        if not m or m.group(1) not in dejagnu.RESULTS:
            continue
        counts[m.group(1)] += 1
        name = m.group(2).split()[0] if m.group(2).split() else ""
        # "UNSUPPORTED: mergefn.dg/x.c: REASON" (dg-mergefn-target)
        if m.group(1) == "UNSUPPORTED" and name.endswith(":"):
            name = name[:-1]
            reason_of[name] = m.group(2).split(":", 1)[1].strip()
        per_file[name] += 1
        kinds_of[name].add(m.group(1))
        if dejagnu.failed(m.group(1)):
            bad.append(line)
    # Tests this version cannot run at all (a feature its GCC lacks: the
    # test names it): compared apart from the others.
    unsupported = {f: reason_of.get(f, "") for f, k in kinds_of.items()
                   if k == {"UNSUPPORTED"}}
    commit_lines = read(os.path.join(outdir, "gcc-%s.commit" % v)).strip().splitlines()
    closing = [l for l in log.splitlines() if re.match(r"^\d+ passed, \d+ failed$", l)]
    return {
        "version": v,
        "compiler": first,
        "where": read(os.path.join(outdir, "gcc-%s.where" % v)).strip() or "?",
        "seconds": read(os.path.join(outdir, "gcc-%s.seconds" % v)).strip() or "?",
        "passed": counts["PASS"],
        "failed": sum(n for k, n in counts.items() if dejagnu.failed(k)),
        "other": counts["XFAIL"] + counts["UNSUPPORTED"],
        "closing": closing[-1] if closing else "(no summary line)",
        "per_file": per_file,
        "unsupported": unsupported,
        "run": " ".join(commit_lines) or "?",
        "bad": bad,
    }


def main():
    outdir, doc, versions = sys.argv[1], sys.argv[2], sys.argv[3:]
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    runs = [summarize(outdir, v) for v in versions]
    ok = all(r["failed"] == 0 and r["passed"] > 0 for r in runs)
    # Tests a version cannot run at all are left out of the comparison
    # (and listed with their reason).
    # (A test no version runs, e.g. another target's, compares as equal.)
    everywhere = set.intersection(*(set(r["unsupported"]) for r in runs))
    skipped = set()
    for r in runs:
        skipped |= set(r["unsupported"]) - everywhere
    def compared(r):
        return collections.Counter({f: n for f, n in r["per_file"].items()
                                    if f not in skipped})
    ref = compared(runs[0])
    same = all(compared(r) == ref for r in runs)
    L = []
    L.append("# mergefn on GCC 11 to 16 and GCC's development branch")
    L.append("")
    L.append("`make check-compilers` (`scripts/check-compilers.sh`) built the plugin "
             "for each compiler and ran the whole testsuite with it "
             "(`make check GCC=gcc-N`; for the snapshot "
             "`GCC=/usr/lib/gcc-snapshot/bin/gcc`); report written %s. "
             "Each row names the commit and time of its own run (rows of "
             "several invocations can be joined, `scripts/check-compilers.sh "
             "11 snapshot`)."
             % datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC"))
    L.append("")
    L.append("| GCC | where | compiler | passed | failed | minutes | run (commit, time) |")
    L.append("|---|---|---|---:|---:|---:|---|")
    where_name = {"host": "host (Debian 12)", "trixie": "trixie chroot (Debian 13)",
                  "sid": "sid chroot", "sid-snapshot": "sid-snapshot chroot"}
    for r in runs:
        mins = ("%.1f" % (int(r["seconds"]) / 60.0)) if r["seconds"].isdigit() else "?"
        L.append("| %s | %s | `%s` | %d | %d | %s | %s |"
                 % (r["version"], where_name.get(r["where"], r["where"]),
                    r["compiler"], r["passed"], r["failed"], mins, r["run"]))
    L.append("")
    nfiles = len(ref)
    nchecks = sum(ref.values())
    for r in runs:
        for f, why in sorted(r["unsupported"].items()):
            if f in everywhere:
                continue
            L.append("- `%s` does not run on GCC %s (UNSUPPORTED: %s); it is "
                     "left out of the comparison below." % (f, r["version"], why))
    if skipped:
        L.append("")
    if same:
        L.append("Every version ran the same %d test files with the same number of "
                 "checks in each (%d checks in all). A few checks are stated per GCC "
                 "version (`{ target gcc >= 15 }` and the like), where a newer GCC "
                 "really behaves differently (a changed mangling, libstdc++ code, "
                 "folding); each such test says why in a comment."
                 % (nfiles, nchecks))
    else:
        L.append("**The versions did not run the same checks:**")
        L.append("")
        for r in runs[1:]:
            c = compared(r)
            for f in sorted(set(ref) | set(c)):
                if ref.get(f, 0) != c.get(f, 0):
                    L.append("- `%s`: GCC %s %d checks, GCC %s %d"
                             % (f, runs[0]["version"], ref.get(f, 0), r["version"],
                                c.get(f, 0)))
    for r in runs:
        if r["bad"]:
            L.append("")
            L.append("Failures with GCC %s:" % r["version"])
            L.append("")
            L.extend("    " + b for b in r["bad"][:50])
    L.append("")
    L.append("## How")
    L.append("")
    L.append("- GCC 11 and 12 run on the host; 13 and 14 in a Debian 13 (trixie) "
             "chroot, 15 and 16 in a Debian sid chroot, the snapshot (sid's "
             "`gcc-snapshot`) in a sid chroot of its own (`sid-snapshot`), made by "
             "`scripts/chroot.sh SUITE` "
             "with `mmdebstrap` (minbase) and cached in `build/chroot/SUITE`. "
             "Each chroot run copies the tree to `/src` first.")
    made = []
    for suite in ("trixie", "sid", "sid-snapshot"):
        secs = read(os.path.join(top, "build", "chroot", suite + ".seconds")).strip()
        if secs.isdigit():
            made.append("%s %d s" % (suite, int(secs)))
    if made:
        L.append("- Making a fresh chroot took: %s (mmdebstrap from Debian's "
                 "archive, compilers and plugin headers included)." % ", ".join(made))
    L.append("- Commands: `make check-compilers`; for one version, "
             "`make check GCC=gcc-12` on the host or "
             "`scripts/chroot.sh sid make check GCC=gcc-16`.")
    L.append("- Logs: `build/compilers/gcc-N.log`, results `build/compilers/gcc-N.sum`.")
    L.append("")
    text = "\n".join(L)
    if doc == "-":
        print(text)
    else:
        # What follows the marker is written by hand (the porting distance)
        # and kept from the doc this run replaces.
        if os.path.exists(doc):
            old = read(doc)
            if HAND_MARK in old:
                text += "\n" + old[old.index(HAND_MARK):]
        with open(doc, "w") as f:
            f.write(text)
        # The compact record beside it (doc/results/README.md).
        when = datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC")
        rec = {"date": when, "command": "make check-compilers", "runs": [
            {"gcc": r["version"], "where": r["where"], "compiler": r["compiler"], "run": r["run"],
             "passed": r["passed"], "failed": r["failed"],
             "minutes": round(int(r["seconds"]) / 60.0, 1) if r["seconds"].isdigit() else None}
            for r in runs], "same_checks": same}
        records.append("compilers", rec, os.path.join(os.path.dirname(os.path.abspath(doc)),
                                                      "compilers.jsonl"))
        print("check-compilers: wrote %s and appended to compilers.jsonl" % doc)
    for r in runs:
        print("GCC %s: %s" % (r["version"], r["closing"]))
    if not same:
        print("check-compilers: the versions ran different checks")
    return 0 if ok and same else 1


if __name__ == "__main__":
    sys.exit(main())
