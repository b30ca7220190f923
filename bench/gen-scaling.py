#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate one C translation unit of N functions, for mergefn's scaling
benchmark (bench/bench.py scaling).

    gen-scaling.py SHAPE N > unit.c

SHAPE is one of
  distinct    N functions of the same structure whose constants all differ:
              no two are equal
  pairs       N/2 identical pairs (function 2k and 2k+1 are equal; pairs
              differ from each other by their constants)
  calls       N functions identical except that each calls its own external
              function (they hash alike; none are equal)
  swapped     "identical hash, different bodies": 14 subtractions, the k-th
              one "x - y" if bit k of the function's index is set, else
              "y - x"; loads in the same order.  GCC's ICF hashes all of
              them alike and compares them pairwise; no two are equal
              (for N <= 16384).
All functions are external (not static) so that none is dropped unused.
The output depends only on SHAPE and N.
"""
import sys

SHAPES = ("distinct", "pairs", "calls", "swapped")


def loop_fn(i, k1, k2, k3):
    return ("int f%d (const int *a, int n)\n"
            "{\n"
            "  int s = %d;\n"
            "  for (int i = 0; i < n; i++)\n"
            "    s = s * %d + (a[i] ^ %d);\n"
            "  return s;\n"
            "}\n\n" % (i, k1, k2, k3))


def gen(shape, n):
    out = ["/* gen-scaling.py %s %d */\n\n" % (shape, n)]
    for i in range(n):
        if shape == "distinct":
            out.append(loop_fn(i, i + 1, 31, 7))
        elif shape == "pairs":
            out.append(loop_fn(i, i // 2 + 1, 31, 7))
        elif shape == "calls":
            out.append("extern int g%d (int);\n" % i)
            out.append("int f%d (const int *a, int n)\n"
                       "{\n"
                       "  int s = 1;\n"
                       "  for (int i = 0; i < n; i++)\n"
                       "    s = s * 31 + (a[i] ^ 7);\n"
                       "  return g%d (s) + 3;\n"
                       "}\n\n" % (i, i))
        elif shape == "swapped":
            lines = ["int f%d (const int *a, const int *b)\n{\n"
                     "  int s = 0, x, y;\n" % i]
            for k in range(14):
                op = "x - y" if (i >> k) & 1 else "y - x"
                lines.append("  x = a[%d]; y = b[%d]; s += %s;\n" % (k, k, op))
            lines.append("  return s;\n}\n\n")
            out.append("".join(lines))
        else:
            raise SystemExit("gen-scaling.py: unknown shape %s (one of %s)"
                             % (shape, ", ".join(SHAPES)))
    return "".join(out)


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: gen-scaling.py SHAPE N  (SHAPE: %s)" % ", ".join(SHAPES))
    sys.stdout.write(gen(sys.argv[1], int(sys.argv[2])))


if __name__ == "__main__":
    main()
