#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-house: the rules of the house that grep and the objects can prove
(issue 40; doc/total-order.md, include/mergefn/symtab-edit.h).

    scripts/check-house.py [--top DIR] [--build DIR]

  versions    only include/compat.h tests GCC's version
              (BUILDING_GCC_MAJOR, GCCPLUGIN_VERSION, __GNUC__ ...)
  symtab      only plugin/symtab-edit.c calls GCC's cgraph and varpool
              mutators (creating, removing, redirecting, rebuilding,
              aliasing, the removal and insertion hooks, profile merging),
              and include/compat.h's version shims of them (mf_NAME),
              which only symtab-edit.c may call
  comparator  plugin/compare-*.c keep no mutable state: their objects
              (--build) define nothing in a writable section (.data,
              .bss; read-only data after relocation, .data.rel.ro, is
              fine)

Prints each breach as "RULE: FILE:LINE: TEXT" and exits 1 if there is
one.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

VERSION_TEST = re.compile(r"\b(BUILDING_GCC_(MAJOR|MINOR|PATCHLEVEL|VERSION)|GCCPLUGIN_VERSION\w*"
                          r"|__GNUC__|__GNUC_MINOR__|GCC_VERSION)\b")
# GCC's own mutators of the symbol table, as methods or static members.
MUTATOR = re.compile(
    r"(->|::|\.)\s*(create_(alias|wrapper|thunk|clone|version_clone\w*|edge|indirect_edge|reference)"
    r"|remove_callees|remove_all_references|remove_from_same_comdat_group"
    r"|redirect_call_stmt_to_callee|redirect_callee|rebuild_edges|rebuild_references"
    r"|call_(cgraph|edge|varpool)_(removal|insertion|duplication)_hooks"
    r"|release_body|reset|resolve_alias|make_local|noninterposable_alias"
    r"|set_(const|pure|nothrow|malloc|noreturn)_flag|set_comdat_group|set_section"
    r"|add_to_same_comdat_group|dissolve_same_comdat_group_list)\s*\("
    r"|(->|\.)\s*remove\s*\(\s*\)"
    r"|\bipa_merge_profiles\s*\(")
WRITABLE = re.compile(r"^\.(bss|data(?!\.rel\.ro))(\.|$)")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def sources(top):
    for pattern in ("plugin/*.c", "plugin/*/*.c", "include/*.h", "include/*/*.h"):
        for path in sorted(glob.glob(os.path.join(top, pattern))):
            yield os.path.relpath(path, top), strip_comments(open(path).read())


def grep(top, rule, regex, allowed):
    out = []
    for rel, text in sources(top):
        if rel in allowed:
            continue
        for n, line in enumerate(text.split("\n"), 1):
            if regex.search(line):
                out.append("%s: %s:%d: %s" % (rule, rel, n, line.strip()))
    return out


def compat_mutators(top):
    """compat.h's inline functions that call a mutator."""
    text = strip_comments(open(os.path.join(top, "include", "compat.h")).read())
    names = set()
    for m in re.finditer(r"\n(mf_\w+) \([^)]*\)\n\{(.*?)\n\}", text, re.S):
        if MUTATOR.search(m.group(2)):
            names.add(m.group(1))
    return names


def writable_symbols(build, top):
    out = []
    for src in sorted(glob.glob(os.path.join(top, "plugin", "compare-*.c"))):
        obj = os.path.join(build, os.path.basename(src)[:-2] + ".o")
        if not os.path.exists(obj):
            sys.exit("check-house: not built: %s (run make)" % obj)
        table = subprocess.run(["objdump", "-t", obj], stdout=subprocess.PIPE, text=True,
                               check=True).stdout
        for line in table.splitlines():
            # VALUE FLAGS SECTION SIZE NAME
            m = re.match(r"^[0-9a-f]+ (.{7}) (\S+)\s+[0-9a-f]+\s+(\S+)$", line)
            if m and "O" in m.group(1) and WRITABLE.match(m.group(2)):
                out.append("comparator: %s: %s in %s" % (os.path.basename(obj), m.group(3),
                                                         m.group(2)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--top", default=TOP)
    ap.add_argument("--build", default=None)
    a = ap.parse_args()
    build = a.build or os.path.join(a.top, "build")
    if not glob.glob(os.path.join(a.top, "plugin", "*.c")):
        sys.exit("check-house: no plugin/*.c under %s" % a.top)
    breaches = grep(a.top, "versions", VERSION_TEST, {"include/compat.h"})
    allowed = {"plugin/symtab-edit.c", "include/compat.h"}
    breaches += grep(a.top, "symtab", MUTATOR, allowed)
    shims = compat_mutators(a.top) if os.path.exists(os.path.join(a.top, "include", "compat.h")) else set()
    if shims:
        breaches += grep(a.top, "symtab", re.compile(r"\b(%s)\s*\(" % "|".join(sorted(shims))), allowed)
    breaches += writable_symbols(build, a.top)
    for b in breaches:
        print(b)
    print("check-house: %d breaches" % len(breaches))
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
