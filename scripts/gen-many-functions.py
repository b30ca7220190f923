#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate C programs with many functions, many of them identical or
nearly so, for mergefn's determinism checks (scripts/check-determinism.sh).

    gen-many-functions [--files N] [--families F] [--seed S] OUTDIR

Writes OUTDIR/unit1.c ... unitN.c (N = --files, default 1) and, with N > 1,
OUTDIR/common.h.  Every file holds F families (default 60) of functions:
exact clones (static and public), near-duplicates (a constant changed, two
operands swapped, signedness flipped, another field read), callers of the
clones (so the fixpoint merges them too), a pair of mutually recursive
families, and duplicate read-only tables.  unit1.c has main(), which calls
every function and prints a checksum, so the program's output depends on
each of them.  The output depends only on the arguments (a fixed seed).
"""
import argparse
import os
import random

OPS = ["+", "-", "^", "|", "&", "*"]


def body(rng, variant, ty="int"):
    """A small loop body over an array; variant tweaks it."""
    c1 = rng.randint(3, 97)
    c2 = rng.randint(2, 31)
    op = rng.choice(OPS)
    return (c1, c2, op)


def emit_family(out, rng, fi, tag, public):
    c1, c2, op = body(rng, 0)
    ut = "unsigned" if rng.random() < 0.5 else "int"
    names = []

    def fn(name, storage, k1=c1, k2=c2, o=op, t=ut, swap=False, field="a"):
        lhs, rhs = ("acc", "p[i].%s" % field) if not swap else ("p[i].%s" % field, "acc")
        out.append("%s%s %s (const struct rec *p, int n)\n{\n"
                   "  %s acc = %d;\n"
                   "  for (int i = 0; i < n; i++)\n"
                   "    {\n"
                   "      acc = (%s) (%s %s %s);\n"
                   "      acc = acc * %d + (%s) (p[i].b >> (i & 3));\n"
                   "    }\n"
                   "  return (long) acc;\n}\n\n"
                   % (storage, "long", name, t, k1, t, lhs, o, rhs, k2, t))
        names.append(name)

    base = "%s_f%d" % (tag, fi)
    stat = "static __attribute__((noinline)) "
    pub = "__attribute__((noinline)) "
    # Exact clones: static ones alias, public ones become wrappers.
    fn(base + "_a", stat)
    fn(base + "_b", stat)
    fn(base + "_c", pub if public else stat)
    fn(base + "_d", pub)
    # Near-duplicates that must stay apart.
    fn(base + "_k", stat, k1=c1 + 1)
    fn(base + "_s", stat, t=("int" if ut == "unsigned" else "unsigned"))
    fn(base + "_f", stat, field="c")
    if op in ("-",):
        fn(base + "_w", stat, swap=True)
    # Callers of the clones: equal once the clones are merged.
    for suffix, callee in (("ca", "_a"), ("cb", "_b")):
        out.append("static __attribute__((noinline)) long %s_%s (const struct rec *p, int n)\n"
                   "{\n  return %s%s (p, n) * 3 + %s%s (p + 1, n - 1);\n}\n\n"
                   % (base, suffix, base, callee, base, callee))
        names.append("%s_%s" % (base, suffix))
    return names


def emit_mutual(out, tag):
    names = []
    for v in ("x", "y"):
        out.append("static long %s_even_%s (unsigned n);\n" % (tag, v))
        out.append("static __attribute__((noinline)) long %s_odd_%s (unsigned n)\n"
                   "{ return n == 0 ? 0 : 1 + %s_even_%s (n - 1); }\n" % (tag, v, tag, v))
        out.append("static __attribute__((noinline)) long %s_even_%s (unsigned n)\n"
                   "{ return n == 0 ? 1 : 3 + %s_odd_%s (n - 1); }\n\n" % (tag, v, tag, v))
        names.append(("%s_even_%s" % (tag, v), "%s_odd_%s" % (tag, v)))
    return names


def emit_tables(out, rng, tag, count):
    names = []
    for t in range(count):
        vals = ", ".join(str(rng.randint(0, 1 << 20)) for _ in range(16))
        for copy in ("p", "q"):
            name = "%s_tab%d_%s" % (tag, t, copy)
            out.append("static const int %s[16] = { %s };\n" % (name, vals))
            names.append(name)
    out.append("\n")
    return names


def gen_unit(idx, nfiles, families, seed):
    rng = random.Random(seed * 1000 + idx)
    tag = "u%d" % idx
    out = []
    if nfiles > 1:
        out.append('#include "common.h"\n\n')
    else:
        out.append("#include <stdio.h>\n\nstruct rec { int a, b, c; };\n\n")
    fnames = []
    for fi in range(families):
        fnames += emit_family(out, rng, fi, tag, public=(fi % 3 == 0))
    mutual = emit_mutual(out, tag)
    tables = emit_tables(out, rng, tag, max(2, families // 10))
    # This unit's entry: calls everything, returns a checksum.
    out.append("long %s_all (const struct rec *p, int n)\n{\n  long s = 0;\n" % tag)
    for f in fnames:
        out.append("  s = s * 31 + %s (p, n);\n" % f)
    for e, o in mutual:
        out.append("  s = s * 31 + %s (17) + %s (10);\n" % (e, o))
    for t in tables:
        out.append("  s = s * 31 + %s[n & 15];\n" % t)
    out.append("  return s;\n}\n\n")
    if idx == 1:
        out.append("int main (void)\n{\n  struct rec r[40];\n"
                   "  for (int i = 0; i < 40; i++)\n"
                   "    { r[i].a = i * 7 - 50; r[i].b = i * i; r[i].c = 1000 - i; }\n"
                   "  long s = 0;\n")
        for u in range(1, nfiles + 1):
            out.append("  s ^= u%d_all (r, 32);\n" % u)
        out.append('  printf ("%ld\\n", s);\n  return 0;\n}\n')
    return "".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1)
    ap.add_argument("--families", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("outdir")
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    if a.files > 1:
        with open(os.path.join(a.outdir, "common.h"), "w") as f:
            f.write("#include <stdio.h>\nstruct rec { int a, b, c; };\n")
            for u in range(1, a.files + 1):
                f.write("long u%d_all (const struct rec *p, int n);\n" % u)
    for u in range(1, a.files + 1):
        with open(os.path.join(a.outdir, "unit%d.c" % u), "w") as f:
            f.write(gen_unit(u, a.files, a.families, a.seed))


if __name__ == "__main__":
    main()
