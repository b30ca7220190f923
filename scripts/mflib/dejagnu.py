# SPDX-License-Identifier: GPL-3.0-or-later
"""DejaGnu results: .sum files, result kinds, problems in .log files.

The one definition of a failure: a result other than PASS, XFAIL and
UNSUPPORTED (FAIL, XPASS, UNRESOLVED, UNTESTED, KFAIL, KPASS, ERROR; and
a WARNING line, which DejaGnu writes for a timeout).  In a .log, an
internal compiler error, a fatal lto-wrapper or lto1 error, a crash of
cc1, cc1plus or lto1, a verify error of the plugin, another error of the
plugin, and a -fcompare-debug failure are problems (PROBLEMS).
"""
import collections
import os
import re

# The result kinds, in the order the summaries list them; WARNING is not a
# result but DejaGnu puts it in the .sum (a timeout), so it is read too.
RESULTS = ["PASS", "FAIL", "XFAIL", "XPASS", "UNRESOLVED", "UNSUPPORTED",
           "UNTESTED", "KFAIL", "KPASS", "ERROR"]
KINDS = RESULTS + ["WARNING"]
GOOD = frozenset({"PASS", "XFAIL", "UNSUPPORTED"})
SUM_RE = re.compile(r"^(%s): (.*)$" % "|".join(KINDS))
SUMMARY_RE = re.compile(r"=== .* Summary ===")


def failed(kind):
    """Whether a result kind is a failure (None, no result, is not)."""
    return kind is not None and kind not in GOOD


class Sum:
    """A .sum file: its results in order, counts by kind, and whether the
    run completed (DejaGnu wrote its summary)."""

    def __init__(self, path):
        self.path = path
        self.lines = []            # (kind, name), in the file's order
        self.counts = collections.Counter()
        self.complete = False
        if not os.path.exists(path):
            return
        with open(path, errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                if SUMMARY_RE.search(line):
                    self.complete = True
                m = SUM_RE.match(line)
                if m:
                    self.counts[m.group(1)] += 1
                    self.lines.append((m.group(1), m.group(2).strip()))

    def by_name(self):
        """name -> list of kinds (a name can repeat)."""
        res = collections.defaultdict(list)
        for kind, name in self.lines:
            res[name].append(kind)
        return res

    def by_occurrence(self):
        """(name, n) -> kind, n counting the earlier lines of that name."""
        res, seen = {}, collections.Counter()
        for kind, name in self.lines:
            res[(name, seen[name])] = kind
            seen[name] += 1
        return res

    def results(self):
        """The (kind, name) lines that are results (not WARNING)."""
        return [(k, n) for k, n in self.lines if k in RESULTS]


PROBLEMS = [
    ("ice", re.compile(r"internal compiler error")),
    ("ice", re.compile(r"lto-wrapper: fatal error|lto1: fatal error")),
    ("ice", re.compile(r"(cc1|cc1plus|lto1): .*(Segmentation fault|Aborted|Killed signal)")),
    ("verify", re.compile(r"mergefn: verify")),
    ("mergefn-error", re.compile(r"error: mergefn: (?!verify)")),
    ("compare-debug", re.compile(r"-fcompare-debug failure")),
]
# The problems that fail a run when the plugin is on.
FATAL = ("ice", "verify", "mergefn-error")


def scan_log(path, test_of_spawn, normalize=None):
    """Problems in a DejaGnu .log: kind -> [(test, line)], in order, each
    once.  test_of_spawn(line) names the test a "spawn" line compiles (None:
    not such a line); normalize(line) rewrites a problem's line (default:
    stripped)."""
    found = collections.defaultdict(list)
    if not os.path.exists(path):
        return found
    current = "?"
    seen = set()
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\r\n")
            t = test_of_spawn(line)
            if t is not None:
                current = t
                continue
            for kind, rx in PROBLEMS:
                if rx.search(line):
                    text = normalize(line) if normalize else line.strip()
                    key = (kind, current, text)
                    if key not in seen:
                        seen.add(key)
                        found[kind].append((current, text))
                    break
    return found
