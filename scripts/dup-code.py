#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""dup-code: the duplicated machine code left in an object or program.

  scripts/dup-code.py [--top N] [--objdump CMD] [--nm CMD] FILE

Groups FILE's functions by their disassembly (objdump -d -r) three ways
and prints, largest first, the bytes a merge of each group would save
(size x (members - 1)):
  exact   the same instructions and the same relocation targets
          (what identical merging could fold)
  shape   the same instructions, relocation targets masked (what differs
          is which function is called or which variable is accessed: what
          parameterised merging or a merge of the callees could fold)
  near    shape, with immediates masked too (constants differ)
Used to find what a build still duplicates after merging and why
(doc/merge-rules.md): run it on an object built with the plugin and look
up the group's members in the plugin's dump.  Cold parts (.cold) are left
out; sizes are nm -S's.  A cross target's file wants that target's
binutils (--objdump aarch64-linux-gnu-objdump ...).
"""
import argparse, collections, re, subprocess, sys

FUNC = re.compile(r"^([0-9a-f]+) <(.*)>:$")
INSN = re.compile(r"^\s+[0-9a-f]+:\s+(.*)$")
INLINE_RELOC = re.compile(r"[0-9a-f]+: (R_\S+)\s+(\S+)")
# Addresses in branch and call targets: they differ with the position.
BRANCH_TARGET = re.compile(r"\b[0-9a-f]{3,}\b")
IMMEDIATE = re.compile(r"\$?-?0x[0-9a-f]+")


def disassemble(objdump, path):
    """{function: (instructions, relocation targets)} of PATH."""
    out = subprocess.run([objdump, "-d", "-r", "--no-show-raw-insn", "-w", path],
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    funcs = {}
    insns = targets = None
    for line in out.splitlines():
        m = FUNC.match(line)
        if m:
            insns, targets = [], []
            funcs[m.group(2)] = (insns, targets)
            continue
        if insns is None:
            continue
        m = INSN.match(line)
        if not m:
            continue
        # objdump -w prints a relocation on its instruction's line.
        parts = m.group(1).split("\t")
        for r in INLINE_RELOC.finditer(" ".join(parts[1:])):
            parts[0] += " reloc " + r.group(1)
            targets.append(r.group(2))
        text = re.sub(r"#.*", "", parts[0])
        text = re.sub(r"<[^>]*>", "", text).strip()
        if text.startswith(("j", "b", "call")):
            text = BRANCH_TARGET.sub("A", text)
        insns.append(text)
    return funcs


def sizes(nm, path):
    out = subprocess.run([nm, "-S", "--defined-only", path],
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    got = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTWw":
            got[f[3]] = int(f[1], 16)
    return got


def report(title, groups, top):
    rows = []
    for members in groups.values():
        if len(members) < 2:
            continue
        size = members[0][1]
        rows.append((size * (len(members) - 1), len(members), size,
                     " ".join(name for name, _ in members[:3])))
    rows.sort(reverse=True)
    print("%s: %d groups, %d bytes" % (title, len(rows), sum(r[0] for r in rows)))
    for r in rows[:top]:
        print("  %7d  %3d x %6d  %s" % r)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file")
    ap.add_argument("--top", type=int, default=15, help="groups shown per kind")
    ap.add_argument("--objdump", default="objdump")
    ap.add_argument("--nm", default="nm")
    a = ap.parse_args()
    funcs = disassemble(a.objdump, a.file)
    size_of = sizes(a.nm, a.file)
    exact, shape, near = (collections.defaultdict(list) for _ in range(3))
    for name, (insns, targets) in sorted(funcs.items()):
        size = size_of.get(name)
        if not size or name.endswith(".cold") or ".cold." in name:
            continue
        body = "\n".join(insns)
        exact[(body, tuple(targets))].append((name, size))
        shape[body].append((name, size))
        near[IMMEDIATE.sub("K", body)].append((name, size))
    report("exact", exact, a.top)
    report("shape (relocation targets masked)", shape, a.top)
    report("near (immediates masked too)", near, a.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
