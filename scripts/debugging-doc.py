#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What gdb's `break <function>` stops at in merged code, for
doc/debugging.md, from testsuite/mergefn.dg/debug-gdb.c.

  scripts/debugging-doc.py write            build the program three ways
                                         ($GCC, default gcc), run gdb on
                                         each, rewrite the table in
                                         doc/debugging.md
  scripts/debugging-doc.py check EXE BUILD  run gdb on EXE (debug-gdb.c built
                                         as BUILD, a row name of the
                                         table) and compare with the doc;
                                         exit 1 on a difference (the
                                         testsuite's mergefn-gdb-doc)

Each breakpoint runs commands that print the first argument (x: on x86-64
read from %rdi, where it arrives, since -O2's debug information may call
it optimized out by then; on i386, where GCC passes it in a register to a
function local to its unit and on the stack otherwise, from the debug
information, and in a wrapper, which has none, one instruction later, in
the function it jumps to) and the symbol at the stop, then continue; the program's calls
are told apart by x (alias_a gets 11, alias_b 12, ...).  The facts, not
gdb's wording, are compared: the same table holds for every GCC and gdb.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(TOP, "testsuite", "mergefn.dg", "debug-gdb.c")
DOC = os.path.join(TOP, "doc", "debugging.md")
BREAKS = ["alias_b", "wrap_b", "red_b"]
# x -> the call that passes it (debug-gdb.c's main, with in = 10).
CALLS = {11: "alias_a", 12: "alias_b", 21: "wrap_a", 22: "wrap_b",
         31: "red_a", 32: "red_b", 33: "ptr_a", 34: "ptr_b"}
BUILDS = [
    ("without the plugin", []),
    ("mergefn", ["-fplugin=%s", "-fplugin-arg-mergefn-report=%r"]),
    ("mergefn preserve-debug", ["-fplugin=%s", "-fplugin-arg-mergefn-report=%r",
                                "-fplugin-arg-mergefn-preserve-debug"]),
]
BEGIN = "<!-- table: scripts/debugging-doc.py write -->"
END = "<!-- end of table -->"


def stop_commands(b):
    """gdb commands run at a stop at breakpoint B: print "STOP B x=<x>",
    then "SYM B" and the symbol at the stop, and continue; for the target
    of $GCC (native only)."""
    machine = subprocess.run([os.environ.get("GCC", "gcc"), "-dumpmachine"],
                             capture_output=True, text=True).stdout
    if re.match(r"i[3-7]86", machine):
        # In a wrapper (no debug information of its own), x is read one
        # instruction later, in the function it jumps to.  A command list
        # ends where the program resumes, so the Python block resumes it.
        return ["python",
                "sym = gdb.execute('info symbol $pc', to_string=True)",
                "try:\n  v = int(gdb.parse_and_eval('x'))\n"
                "except gdb.error:\n"
                "  gdb.execute('stepi', to_string=True)\n"
                "  v = int(gdb.parse_and_eval('x'))",
                "print('STOP %s x=%%d' %% v)" % b,
                "print('SYM %s')" % b,
                "print(sym, end='')",
                "gdb.execute('continue')",
                "end"]
    arg = "$rdi" if machine.startswith("x86_64") else "x"
    return ['printf "STOP %s x=%%d\\n", %s' % (b, arg),
            "echo SYM %s\\n" % b, "info symbol $pc", "continue"]


def gdb_facts(exe):
    """{breakpoint: (calls it stopped for, symbol names at the stops)}."""
    script = ["set pagination off", "set confirm off"]
    for b in BREAKS:
        script += ["break %s" % b, "commands", "silent"] + stop_commands(b) + ["end"]
    script.append("run")
    with tempfile.NamedTemporaryFile("w", suffix=".gdb", delete=False) as f:
        f.write("\n".join(script) + "\n")
        path = f.name
    try:
        run = subprocess.run(["gdb", "-nx", "-batch", "-x", path, exe],
                             capture_output=True, text=True, timeout=120)
        out = run.stdout + run.stderr
    finally:
        os.unlink(path)
    if "exited normally" not in out:
        raise SystemExit("debugging-doc: gdb did not run %s to its end:\n%s"
                         % (exe, out))
    facts = {b: ([], []) for b in BREAKS}
    lines = out.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"STOP (\w+) x=(\d+)$", line)
        if m:
            facts[m.group(1)][0].append(CALLS.get(int(m.group(2)), "x=" + m.group(2)))
        m = re.match(r"SYM (\w+)$", line)
        if m and i + 1 < len(lines):
            # "alias_b in section .text of /path" (or "alias_a + 4 in ...").
            facts[m.group(1)][1].append(lines[i + 1].split()[0])
    return facts


def cells(facts):
    row = []
    for b in BREAKS:
        calls, syms = facts[b]
        if not calls:
            row.append("never")
        else:
            named = sorted(set(syms))
            row.append("%s (frame: %s)" % (", ".join(calls), ", ".join(named)))
    return row


def table_rows(doc):
    text = open(doc).read()
    if BEGIN not in text or END not in text:
        raise SystemExit("debugging-doc: %s has no generated table" % doc)
    body = text.split(BEGIN, 1)[1].split(END, 1)[0]
    rows = {}
    for line in body.splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if len(parts) == len(BREAKS) + 1 and not parts[0].startswith("-") \
                and parts[0] != "build":
            rows[parts[0]] = parts[1:]
    return text, rows


def check(exe, build):
    _, rows = table_rows(DOC)
    if build not in rows:
        raise SystemExit("debugging-doc: no row %r in %s" % (build, DOC))
    got = cells(gdb_facts(exe))
    if got != rows[build]:
        print("debugging-doc: %s (%s) differs from %s:" % (exe, build, DOC))
        for b, want, have in zip(BREAKS, rows[build], got):
            mark = "  " if want == have else "! "
            print("%sbreak %s: doc says %r, gdb shows %r" % (mark, b, want, have))
        return 1
    print("debugging-doc: %s matches the row %r" % (exe, build))
    return 0


def write():
    gcc = os.environ.get("GCC", "gcc")
    build = os.environ.get("MERGEFN_BUILD", os.path.join(TOP, "build"))
    plugin = os.path.join(build, "mergefn.so")
    tmp = tempfile.mkdtemp(prefix="debugging-doc.")
    lines = ["| build | %s |" % " | ".join("`break %s` stops for" % b for b in BREAKS),
             "|---|%s" % ("---|" * len(BREAKS))]
    merges = {}
    try:
        for name, flags in BUILDS:
            exe = os.path.join(tmp, name.replace(" ", "-"))
            report = exe + ".json"
            args = [f.replace("%s", plugin).replace("%r", report) for f in flags]
            subprocess.run([gcc, "-O2", "-g", "-fno-ipa-icf"] + args
                           + [SRC, "-o", exe], check=True)
            lines.append("| %s | %s |" % (name, " | ".join(cells(gdb_facts(exe)))))
            if os.path.exists(report):
                merges[name] = [re.sub(r'.*"function": "(\w+)", "into": "(\w+)".*'
                                       r'"how": "(\w+)".*', r"\1 -> \2 (\3)", l)
                                for l in open(report).read().splitlines()]
        gccv = subprocess.run([gcc, "--version"], capture_output=True,
                              text=True).stdout.splitlines()[0]
        gdbv = subprocess.run(["gdb", "--version"], capture_output=True,
                              text=True).stdout.splitlines()[0]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    lines.append("")
    lines.append("Made with `%s` and `%s`. The merges:" % (gccv, gdbv))
    lines.append("")
    for name, ms in merges.items():
        lines.append("- %s: %s" % (name, "; ".join("`%s`" % m for m in ms)))
    text, _ = table_rows(DOC)
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    with open(DOC, "w") as f:
        f.write(head + BEGIN + "\n" + "\n".join(lines) + "\n" + END + tail)
    print("debugging-doc: wrote %s" % DOC)


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "write":
        write()
        return 0
    if len(sys.argv) == 4 and sys.argv[1] == "check":
        return check(sys.argv[2], sys.argv[3])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
