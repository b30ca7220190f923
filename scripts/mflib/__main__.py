# SPDX-License-Identifier: GPL-3.0-or-later
"""python3 scripts/mflib COMMAND ...: mflib for shell scripts and make.

    plugin-commit PLUGIN [DEFAULT]   the commit PLUGIN was built from
    faults [--numbers]               include/mergefn/fault.h's faults, one a line
                                     (with --numbers: "name number")
    board MODE CFLAGS [CROSS QEMU SYSROOT GCC]
                                     a DejaGnu board (stdout)
    site DIR SRCDIR GCC [CXX] [--torture LEVEL] [--no-lto-torture]
                                     a site.exp for GCC's testsuite (stdout)
    merges-by-kind REPORT            a report's merges by how and kind, one line
    record-builds SUITE COMMAND DIR...
                                     append one line for a run of per-build
                                     directories (build-compare.sh's layout)
                                     to doc/results/SUITE.jsonl
    summary-head TITLE COMMAND DIR...
                                     the head of such a run's summary (stdout)
    record-rebuild RESULTS.jsonl     append its package builds not yet there
                                     to doc/results/rebuild.jsonl, compact
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mflib import boards, faults, identity, records  # noqa: E402


def merges_by_kind(path):
    """REPORT (JSON lines) -> "alias=N wrapper=N redirect=N params=N
    total=N function=N ...", or "none"."""
    import collections
    import json
    how, kind = collections.Counter(), collections.Counter()
    try:
        lines = [x for x in open(path) if x.strip()]
    except OSError:
        lines = []
    if not lines:
        return "none"
    for line in lines:
        r = json.loads(line)
        how[r["how"]] += 1
        kind[r.get("kind", "function")] += 1
    return " ".join(["%s=%d" % (h, how[h]) for h in ("alias", "wrapper", "redirect", "params")]
                    + ["total=%d" % sum(how.values())]
                    + ["%s=%d" % (k, kind[k]) for k in sorted(kind)])


def main(argv):
    if not argv:
        sys.exit(__doc__)
    cmd, args = argv[0], argv[1:]
    if cmd == "plugin-commit":
        print(identity.plugin_commit(args[0], args[1] if len(args) > 1 else None))
    elif cmd == "faults":
        for name, n in faults.faults():
            print("%s %d" % (name, n) if "--numbers" in args else name)
    elif cmd == "board":
        sys.stdout.write(boards.board(*args))
    elif cmd == "site":
        torture, lto = None, True
        pos = []
        i = 0
        while i < len(args):
            if args[i] == "--torture":
                torture = args[i + 1]
                i += 1
            elif args[i] == "--no-lto-torture":
                lto = False
            else:
                pos.append(args[i])
            i += 1
        sys.stdout.write(boards.site(*pos, torture=torture, lto_torture=lto))
    elif cmd == "merges-by-kind":
        print(merges_by_kind(args[0]))
    elif cmd == "record-builds":
        import time
        b = records.builds(args[2:])
        if b:
            p = records.append(args[0], {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                                         "command": args[1], "builds": b})
            print("mflib: %d builds recorded in %s" % (len(b), records.show(p)))
    elif cmd == "summary-head":
        sys.stdout.write(records.summary_head(args[0], args[1], args[2:]))
    elif cmd == "record-rebuild":
        n = records.rebuild_append(args[0])
        print("mflib: %d package builds added to %s" % (n, records.show(records.path("rebuild"))))
    else:
        sys.exit("mflib: unknown command %s\n%s" % (cmd, __doc__))


main(sys.argv[1:])
