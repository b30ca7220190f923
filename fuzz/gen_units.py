#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate a program of K units (3 to 6) sharing one header of static helpers.

    fuzz/gen_units.py SEED > all.txt

The output is several files, each opened by a line
    /* ==== file NAME ==== */
units.h (the header), u1.c .. uK.c (the units) and main.c.  Aimed at
sharing across units without LTO (doc/across-units.md): every unit
includes units.h, whose static helpers each unit compiles on its own, so
that the plugin (-fplugin-arg-mergefn-across-units) names each by a key
of its content and the linker keeps one body per name.  Two units whose
helper differs must keep two names.

Some helpers are the same in every unit; the others change per unit
through macros the unit defines before including the header (each
mutable helper has 1 to 3 variants, drawn per unit, so that some units
share a variant and others do not):

  same      no macro: one body in every unit
  const     a constant (MF_C<i>)
  callee    a callee among pub0..pub3, public functions of one type
            defined in main.c, which the units know only by declaration
            (MF_F<i>)
  global    a public global among g0..g3 read (MF_G<i>)
  field     a struct's field order (MF_S<i>: fields of different widths,
            so other offsets)
  table     a read-only static table's content (MF_T<i>)
  chain     a call of another helper (mutated or not): the caller's key
            must follow its callee's
  twin      a copy of another helper's body under another name (merged
            inside the unit first)
  attr      the helper's attributes (MF_A<i>): none, cold, hot, a section
            of its own, an alignment, optimize ("no-tree-pre")
  counter   a writable static counter (file-scope or function-local):
            each unit has its own, never shared
  addr      a helper whose address is taken (unit-local address: not
            shared); main prints whether two units' addresses are equal
  selfrec   a self-recursive helper (bounded depth), its constant mutated
  mutual    two mutually recursive helpers (not shared: a cycle)

Helpers are `noinline` or not, by the seed (keyed functions inlined
everywhere are not emitted).  Each unit's entry uK_run (x, y, out) calls
every helper, some more than once, and writes one result per helper;
main calls every unit's entry on several inputs read from a volatile
array, prints one checksum line per unit and helper and input, the
address comparisons and the counters' effect, and exits with 0.  No
undefined behaviour by construction: unsigned arithmetic only, shift
counts 0..15 by constants, divisors 1..8 by constants, table indices
masked, recursion bounded by a masked depth.

The first line of the output, a comment, gives the number of units
(`/* units K */`), which fuzz/fuzz.py reads.
"""

import random
import sys

FIELD_TYPES = ["unsigned", "unsigned short", "unsigned char", "unsigned long"]
KINDS = [("same", 4), ("const", 4), ("callee", 3), ("global", 2), ("field", 2),
         ("table", 2), ("chain", 2), ("twin", 1), ("counter", 2), ("addr", 1),
         ("selfrec", 2), ("mutual", 1), ("attr", 2)]
ATTRS = ["", "__attribute__ ((cold))", "__attribute__ ((hot))",
         '__attribute__ ((section (".text.mf_sec")))', "__attribute__ ((aligned (64)))",
         '__attribute__ ((optimize ("no-tree-pre")))']
NPUB = 4
NGLOB = 4


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed * 1000003 + 41)
        self.k = self.r.randint(3, 6)
        self.helpers = []     # dicts: name, kind, text (with macros), calls (call exprs)
        self.unit_defs = [[] for _ in range(self.k)]   # per unit: #define lines
        self.header_pre = []  # struct definitions and tables (with macros)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, xs):
        return self.r.choice(xs)

    def wpick(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.uniform(0, tot)
        for v, w in pairs:
            x -= w
            if x <= 0:
                return v
        return pairs[-1][0]

    def lit(self):
        r = self.r.random()
        if r < 0.6:
            return "%du" % self.r.randint(0, 40)
        if r < 0.9:
            return "%du" % self.r.randint(0, 1 << 16)
        return "0x%xu" % self.r.getrandbits(32)

    # ------------------------------------------------------- expressions
    def expr(self, vs, depth, consts=None):
        """An unsigned expression over the names VS; CONSTS, a list of
        constant texts (macros) to place in it, consumed."""
        if depth <= 0 or self.chance(0.2):
            if consts:
                return consts.pop()
            if self.chance(0.35):
                return self.lit()
            return self.pick(vs)
        r = self.r.random()
        if r < 0.55:
            op = self.pick(["+", "-", "*", "&", "|", "^", "+", "*"])
            a = self.expr(vs, depth - 1, consts)
            b = self.expr(vs, depth - 1, consts)
            return "(%s %s %s)" % (a, op, b)
        if r < 0.7:
            op = self.pick(["<<", ">>"])
            return "(%s %s %d)" % (self.expr(vs, depth - 1, consts), op, self.r.randint(0, 15))
        if r < 0.8:
            op = self.pick(["/", "%"])
            return "(%s %s %du)" % (self.expr(vs, depth - 1, consts), op, self.r.randint(1, 8))
        if r < 0.9:
            return "(%s %s %s ? %s : %s)" % (
                self.expr(vs, depth - 1), self.pick(["<", "==", "!=", ">="]),
                self.expr(vs, depth - 1), self.expr(vs, depth - 1, consts),
                self.expr(vs, depth - 1))
        return "(~%s)" % self.expr(vs, depth - 1, consts)

    def body(self, vs, consts=None, extra=None):
        """Statements ending in a return, over unsigned VS; CONSTS (texts)
        all placed; EXTRA, a list of expression texts all used too."""
        consts = list(consts or [])
        extra = list(extra or [])
        shape = self.pick(["expr", "loop", "if", "switch"])
        lines = []
        uses = consts + extra
        self.r.shuffle(uses)

        def e(d=2):
            return self.expr(vs, d, uses if self.chance(0.7) else None)

        if shape == "expr":
            lines.append("return %s;" % e(3))
        elif shape == "loop":
            lines.append("unsigned s = %s;" % e())
            lines.append("for (unsigned i = 0; i < (%s & 7u) + 1u; i++)" % self.pick(vs))
            lines.append("  s = s * %s + (%s);" % (self.lit(), self.expr(vs + ["i", "s"], 2, uses)))
            lines.append("return s ^ %s;" % e(1))
        elif shape == "if":
            lines.append("if ((%s) & %s)" % (e(1), self.pick(["1u", "2u", "4u", "8u", "16u"])))
            lines.append("  return %s;" % e())
            lines.append("return %s;" % e())
        else:
            lines.append("switch ((%s) & 3u)" % e(1))
            lines.append("  {")
            for c in range(3):
                lines.append("  case %du: return %s;" % (c, e()))
            lines.append("  default: break;")
            lines.append("  }")
            lines.append("return %s;" % e())
        # constants or extras not yet placed
        if uses:
            last = lines[-1]
            assert last.startswith("return ") and last.endswith(";")
            lines[-1] = "return (%s) + %s;" % (last[7:-1], " + ".join(
                "(%s)" % u for u in uses))
        return lines

    # --------------------------------------------------------- helpers
    def variants(self, make):
        """1 to 3 variants made by MAKE(), drawn per unit: a list of K."""
        n = self.wpick([(1, 1), (2, 4), (3, 3)])
        vs = [make() for _ in range(n)]
        return [self.pick(vs) for _ in range(self.k)]

    def define(self, name, per_unit):
        for u, v in enumerate(per_unit):
            self.unit_defs[u].append("#define %s %s" % (name, v))

    def attr(self, force=None):
        ni = force if force is not None else self.chance(0.7)
        return "__attribute__ ((noinline)) " if ni else ""

    def func(self, name, params, lines, ni=None, extra_attr=""):
        text = ["static %s%sunsigned" % (self.attr(ni), extra_attr),
                "%s (%s)" % (name, ", ".join(params)), "{"]
        text += ["  " + l for l in lines]
        text.append("}")
        return "\n".join(text)

    def add(self, kind, name, text, calls, addr=False):
        self.helpers.append(dict(kind=kind, name=name, text=text, calls=calls, addr=addr))

    def args2(self):
        # @X and @Y: the caller's two values (the entry's x and y, or a
        # chain helper's a and b)
        return ["(@X ^ %s)" % self.lit(), "(@Y + %s)" % self.lit(), "(@X * @Y)", "@Y", "@X"]

    def two_calls(self, name, n=None):
        n = n or self.r.randint(1, 3)
        return ["%s (%s, %s)" % (name, self.pick(self.args2()), self.pick(self.args2()))
                for _ in range(n)]

    def helper(self, i):
        kind = self.wpick(KINDS)
        name = "h%d" % i
        vs = ["a", "b"]
        params = ["unsigned a", "unsigned b"]
        if kind == "same":
            self.add(kind, name, self.func(name, params, self.body(vs)), self.two_calls(name))
        elif kind == "const":
            m = "MF_C%d" % i
            self.define(m, self.variants(self.lit))
            self.add(kind, name, self.func(name, params, self.body(vs, consts=[m])),
                     self.two_calls(name))
        elif kind == "callee":
            m = "MF_F%d" % i
            self.define(m, self.variants(lambda: "pub%d" % self.r.randrange(NPUB)))
            call = "%s (%s)" % (m, self.expr(vs, 1))
            self.add(kind, name, self.func(name, params, self.body(vs, extra=[call])),
                     self.two_calls(name))
        elif kind == "global":
            m = "MF_G%d" % i
            self.define(m, self.variants(lambda: "g%d" % self.r.randrange(NGLOB)))
            self.add(kind, name, self.func(name, params, self.body(vs, extra=[m])),
                     self.two_calls(name))
        elif kind == "field":
            m = "MF_S%d" % i
            nf = self.r.randint(2, 4)
            ftypes = [self.pick(FIELD_TYPES) for _ in range(nf)]
            fields = ["%s f%d;" % (t, j) for j, t in enumerate(ftypes)]

            def order():
                o = list(fields)
                self.r.shuffle(o)
                return " ".join(o)
            self.define(m, self.variants(order))
            self.header_pre.append("struct S%d { %s };" % (i, m))
            reads = ["(unsigned) p->f%d" % j for j in range(nf)]
            self.r.shuffle(reads)
            lines = self.body(["a", "b"], extra=reads)
            text = self.func(name, ["const struct S%d *p" % i, "unsigned a", "unsigned b"], lines)
            # the caller fills the struct field by field, by name
            calls = []
            for _ in range(self.r.randint(1, 2)):
                init = ", ".join(".f%d = %s" % (j, self.pick(self.args2()))
                                 for j in range(nf))
                calls.append("({ struct S%d s_ = { %s }; %s (&s_, %s, %s); })"
                             % (i, init, name, self.pick(self.args2()), self.pick(self.args2())))
            self.add(kind, name, text, calls)
        elif kind == "table":
            m = "MF_T%d" % i
            n = self.pick([4, 8, 16])
            self.define(m, self.variants(lambda: ", ".join(self.lit() for _ in range(n))))
            self.header_pre.append("static const unsigned T%d[%d] = { %s };" % (i, n, m))
            rd = "T%d[(%s) & %du]" % (i, self.expr(vs, 1), n - 1)
            rd2 = "T%d[(%s) %% %du]" % (i, self.expr(vs, 1), n)
            self.add(kind, name, self.func(name, params, self.body(vs, extra=[rd, rd2])),
                     self.two_calls(name))
        elif kind == "chain" and self.helpers:
            callee = self.pick(self.helpers)
            c = self.pick(callee["calls"]).replace("@X", "a").replace("@Y", "b")
            lines = self.body(vs, extra=[c])
            self.add(kind, name, self.func(name, params, lines), self.two_calls(name))
        elif kind == "twin" and self.helpers:
            src = self.pick([h for h in self.helpers if h["kind"] in ("same", "const", "table",
                                                                      "callee", "global")]
                            or [None])
            if src is None:
                return self.helper(i)
            text = src["text"].replace("%s (" % src["name"], "%s (" % name)
            calls = [c.replace(src["name"] + " (", name + " (") for c in src["calls"]]
            self.add(kind, name, text, calls)
        elif kind == "attr":
            m = "MF_A%d" % i
            self.define(m, self.variants(lambda: self.pick(ATTRS)))
            self.add(kind, name, self.func(name, params, self.body(vs), extra_attr=m + " "),
                     self.two_calls(name))
        elif kind == "counter":
            m = "MF_C%d" % i
            self.define(m, self.variants(self.lit))
            if self.chance(0.5):
                self.header_pre.append("static unsigned cnt%d;" % i)
                var = "cnt%d" % i
                pre = []
            else:
                var = "c_"
                pre = ["static unsigned c_;"]
            lines = pre + ["%s += (a | 1u) + %s;" % (var, m)] + \
                self.body(vs + [var])
            self.add(kind, name, self.func(name, params, lines), self.two_calls(name))
        elif kind == "addr":
            lines = self.body(vs)
            self.add(kind, name, self.func(name, params, lines),
                     ["({ unsigned (*volatile fp_) (unsigned, unsigned) = %s; fp_ (%s, %s); })"
                      % (name, self.pick(self.args2()), self.pick(self.args2()))]
                     + self.two_calls(name, 1), addr=True)
        elif kind == "selfrec":
            m = "MF_C%d" % i
            self.define(m, self.variants(self.lit))
            lines = ["if (n == 0u)",
                     "  return %s;" % self.expr(vs, 2, [m]),
                     "return %s (%s, %s, n - 1u) %s %s;" % (
                         name, self.expr(vs, 1), self.expr(vs, 1), self.pick(["^", "+", "*"]),
                         self.expr(vs, 1))]
            text = self.func(name, params + ["unsigned n"], lines, ni=self.chance(0.5))
            calls = ["%s (%s, %s, (%s) & 7u)" % (name, self.pick(self.args2()),
                                                self.pick(self.args2()), self.pick(self.args2()))
                     for _ in range(self.r.randint(1, 2))]
            self.add(kind, name, text, calls)
        elif kind == "mutual":
            m = "MF_C%d" % i
            self.define(m, self.variants(self.lit))
            p, q = "%sp" % name, "%sq" % name
            proto = "static unsigned %s (unsigned, unsigned, unsigned);" % q
            lp = ["if (n == 0u)", "  return %s;" % self.expr(vs, 2),
                  "return %s (%s, %s, n - 1u) + %s;" % (q, self.expr(vs, 1), self.expr(vs, 1), m)]
            lq = ["if (n == 0u)", "  return %s;" % self.expr(vs, 2, [m]),
                  "return %s (%s, %s, n - 1u) ^ %s;" % (p, self.expr(vs, 1), self.expr(vs, 1),
                                                       self.expr(vs, 1))]
            text = proto + "\n" + self.func(p, params + ["unsigned n"], lp) + "\n" + \
                self.func(q, params + ["unsigned n"], lq)
            calls = ["%s (%s, %s, (%s) & 7u)" % (self.pick([p, q]), self.pick(self.args2()),
                                                self.pick(self.args2()), self.pick(self.args2()))
                     for _ in range(self.r.randint(1, 2))]
            self.add(kind, name, text, calls)
        else:
            return self.helper(i)

    # --------------------------------------------------------- program
    def generate(self):
        n = self.r.randint(6, 12)
        for i in range(n):
            self.helper(i)
        # the family must have something to share and something to keep
        # apart: at least one plain helper, one noinline, one mutated
        kinds = [h["kind"] for h in self.helpers]
        if "same" not in kinds:
            self.add("same", "h%d" % n, self.func("h%d" % n, ["unsigned a", "unsigned b"],
                                                  self.body(["a", "b"]), ni=True),
                     self.two_calls("h%d" % n))
            n += 1
        for kind in ("const", "callee"):
            if kind not in kinds:
                save = KINDS[:]
                KINDS[:] = [(kind, 1)]
                self.helper(n)
                KINDS[:] = save
                n += 1
        files = []
        hdr = ["/* units.h: static helpers every unit compiles; each unit defines",
               "   the MF_* macros first (fuzz/gen_units.py).  */",
               "extern unsigned %s;" % ", ".join("pub%d (unsigned)" % j for j in range(NPUB)),
               "extern unsigned %s;" % ", ".join("g%d" % j for j in range(NGLOB)), ""]
        hdr += self.header_pre + [""]
        for h in self.helpers:
            hdr.append(h["text"])
            hdr.append("")
        files.append(("units.h", "\n".join(hdr)))
        nh = len(self.helpers)
        addr = [h["name"] for h in self.helpers if h["addr"]]
        for u in range(self.k):
            t = ["/* unit %d */" % (u + 1)] + self.unit_defs[u] + ['#include "units.h"', ""]
            t.append("void\nu%d_run (unsigned x, unsigned y, unsigned *out)\n{" % (u + 1))
            for j, h in enumerate(self.helpers):
                calls = list(h["calls"])
                self.r.shuffle(calls)
                t.append("  out[%d] = %s;" % (j, " + ".join(calls).replace("@X", "x")
                                              .replace("@Y", "y")))
            t.append("}")
            t.append("")
            t.append("void\nu%d_addrs (void **out)\n{" % (u + 1))
            for j, a in enumerate(addr):
                t.append("  out[%d] = (void *) &%s;" % (j, a))
            t.append("}")
            files.append(("u%d.c" % (u + 1), "\n".join(t) + "\n"))
        m = ["/* main: the public callees and globals the helpers name, and the",
             "   driver */",
             "#include <stdio.h>", ""]
        for j in range(NPUB):
            m.append("__attribute__ ((noinline)) unsigned\npub%d (unsigned v)\n{\n  return %s;\n}"
                     % (j, self.expr(["v"], 2) + " + %du" % (j * 7 + 1)))
        for j in range(NGLOB):
            m.append("unsigned g%d = %s;" % (j, self.lit()))
        for u in range(self.k):
            m.append("void u%d_run (unsigned, unsigned, unsigned *);" % (u + 1))
            m.append("void u%d_addrs (void **);" % (u + 1))
        ins = [self.r.getrandbits(32) if self.chance(0.3) else self.r.randint(0, 50)
               for _ in range(self.r.randint(3, 5) * 2)]
        m.append("volatile unsigned in[%d] = { %s };" % (len(ins), ", ".join("%du" % v for v in ins)))
        m.append("")
        m.append("int\nmain (void)\n{")
        m.append("  unsigned out[%d], h = 0;" % max(nh, 1))
        m.append("  void *ad[%d][%d];" % (self.k, max(len(addr), 1)))
        m.append("  for (unsigned r = 0; r < %du; r += 2)" % len(ins))
        m.append("    {")
        m.append("      g%d += in[r];" % self.r.randrange(NGLOB))
        for u in range(self.k):
            m.append("      u%d_run (in[r], in[r + 1], out);" % (u + 1))
            m.append("      for (unsigned j = 0; j < %du; j++)" % nh)
            m.append("        {")
            m.append("          printf (\"u%d h%%u r%%u %%u\\n\", j, r, out[j]);" % (u + 1))
            m.append("          h = h * 31u + out[j];")
            m.append("        }")
        m.append("    }")
        for u in range(self.k):
            m.append("  u%d_addrs (ad[%d]);" % (u + 1, u))
        for j, a in enumerate(addr):
            for u in range(self.k):
                for v in range(u + 1, self.k):
                    m.append("  printf (\"%s u%d u%d %%d\\n\", ad[%d][%d] == ad[%d][%d]);"
                             % (a, u + 1, v + 1, u, j, v, j))
        m.append("  printf (\"hash %u\\n\", h);")
        m.append("  return 0;")
        m.append("}")
        files.append(("main.c", "\n".join(m) + "\n"))
        return files


def render(files, k):
    out = ["/* units %d */\n" % k]
    for name, text in files:
        out.append("/* ==== file %s ==== */\n" % name)
        out.append(text if text.endswith("\n") else text + "\n")
    return "".join(out)


def split(text):
    """The files of a generated program: [(name, bytes)] (used by fuzz.py)."""
    files = []
    cur = None
    for line in text.splitlines(keepends=True):
        if line.startswith(b"/* ==== file ") and line.rstrip().endswith(b" ==== */"):
            cur = [line.split()[3].decode(), b""]
            files.append(cur)
        elif cur is not None:
            cur[1] += line
    return [(n, t) for n, t in files]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seed = int(args[0]) if args else 1
    g = Gen(seed)
    sys.stdout.write(render(g.generate(), g.k))


if __name__ == "__main__":
    main()
