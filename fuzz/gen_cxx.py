#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate a random two-unit C++ program full of identical template and
inline code: what GCC emits in comdat groups, where mergefn merges and
GCC's ICF does not (doc/cxx.md).

    fuzz/gen_cxx.py SEED > both.cc   (two units, separated by the line
                                      "// ==== unit 2 ====")

Both units start with the same "header": templates, inline functions and
classes, each defined in both units, so the linker keeps one copy of each
comdat group, from either unit.  fuzz.py builds the units with the plugin,
without it, and mixed (one unit each way, linked in both orders): every
combination must link and print what the plain build prints.

Families, each a template body with exact clones and clones with one
constant changed (which must stay apart):

  tmpl     a function template instantiated over types of one
           representation (int, an enum with int underneath, int32_t;
           long, long long; two structs of one layout), in both units
  inl      inline functions with identical bodies under other names
  virt     classes overriding one virtual function with identical bodies,
           called through the base class
  lambda   identical lambdas passed to one function template (the
           instances differ only in the callee, which merges)
  exc      inline functions that throw, caught by the caller
  static   inline functions with identical bodies, each counting in a
           static local of its own: merging their state would show
  walk     functions that differ only in the class of a local object: the
           classes have one layout and other overrides of a virtual function
           called by a base-class method (re2's Regexp::NamedCaptures and
           CaptureNames; GCC's devirtualizer takes a local object's declared
           class for its dynamic class, so these must stay apart, even with
           parameterised merging, which once gave them one body)

Every result goes into a printed checksum line, and so does every
comparison of the addresses of two distinct functions (which must stay
unequal).  No undefined behaviour: arithmetic is unsigned, shifts 0..15.
"""
import random
import sys

REPS = [
    ["int", "E32", "int32_t"],
    ["long", "long long", "int64_t"],
    ["Pa", "Pb"],
]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.header = []
        self.u1 = []
        self.u2 = []
        self.calls1 = []   # C++ expressions (unsigned) evaluated in unit 1
        self.calls2 = []
        self.addrs = []    # pairs of distinct function names

    def const(self):
        return self.r.choice([1, 3, 5, 7, 9, 11, 13, 0x55, 0x1234, 0x9e37, 255, 1000])

    def shape(self, nstmts):
        """The statements of a family's body, drawn once for all clones."""
        return [(self.r.randrange(5), self.r.randrange(16), self.r.randrange(1, 16))
                for _ in range(nstmts)]

    def body(self, shape, consts):
        """SHAPE's statements over unsigned a, b and a result r; CONSTS is
        the list of constants (a mutated clone changes one)."""
        out = ["unsigned r = a ^ %uu;" % consts[0]]
        for i, (k, sh, rot) in enumerate(shape):
            c = consts[(i + 1) % len(consts)]
            if k == 0:
                out.append("r = r * %uu + b;" % c)
            elif k == 1:
                out.append("if (r & %uu) b ^= r >> %d; else b += %uu;" % (c, sh, c))
            elif k == 2:
                out.append("for (unsigned i = 0; i < (b & 7u); i++) r += i * %uu;" % c)
            elif k == 3:
                out.append("r = (r << %d) | (r >> %d);" % (rot, 32 - rot))
            else:
                out.append("b = b - (r %% %uu + 1u);" % c)
        out.append("return r + b;")
        return out

    def consts(self, n):
        return [self.const() for _ in range(n)]

    def mutate(self, cs):
        cs = list(cs)
        i = self.r.randrange(len(cs))
        cs[i] = cs[i] + 2
        return cs

    # -------------------------------------------------------------- families
    def fam_tmpl(self, k):
        group = self.r.choice(REPS)
        n = self.r.randrange(2, 6)
        sh = self.shape(n)
        cs = self.consts(n + 1)
        variants = [("tm%d" % k, cs), ("tm%d_m" % k, self.mutate(cs))]
        for name, c in variants:
            self.header.append("template <typename T> NOINLINE unsigned\n%s (const T *p, unsigned a, unsigned b)\n{" % name)
            self.header.append("  a += (unsigned) load (p[0]) ^ (unsigned) load (p[1]);")
            self.header += ["  " + s for s in self.body(sh, c)]
            self.header.append("}")
        for unit, calls in ((self.u1, self.calls1), (self.u2, self.calls2)):
            for t in self.r.sample(group, self.r.randrange(1, len(group) + 1)):
                name = self.r.choice(variants)[0]
                arr = "arr_%s" % t.replace(" ", "_")
                calls.append("%s<%s> (%s, x, %du)" % (name, t, arr, self.r.randrange(100)))
        t1, t2 = self.r.sample(group, 2)
        self.addrs.append(("(void *) &tm%d<%s>" % (k, t1), "(void *) &tm%d<%s>" % (k, t2)))

    def fam_inl(self, k):
        n = self.r.randrange(2, 6)
        sh = self.shape(n)
        cs = self.consts(n + 1)
        names = []
        for j, c in enumerate([cs, cs, self.mutate(cs), cs]):
            name = "in%d_%d" % (k, j)
            names.append(name)
            self.header.append("inline NOINLINE unsigned\n%s (unsigned a, unsigned b)\n{" % name)
            self.header += ["  " + s for s in self.body(sh, c)]
            self.header.append("}")
        for calls in (self.calls1, self.calls2):
            for name in self.r.sample(names, self.r.randrange(1, len(names) + 1)):
                calls.append("%s (x, %du)" % (name, self.r.randrange(100)))
        self.addrs.append(("(void *) &%s" % names[0], "(void *) &%s" % names[1]))

    def fam_virt(self, k):
        n = self.r.randrange(2, 5)
        sh = self.shape(n)
        cs = self.consts(n + 1)
        self.header.append("struct Vb%d { virtual unsigned f (unsigned a, unsigned b) const = 0; "
                           "virtual ~Vb%d () {} };" % (k, k))
        for j, c in enumerate([cs, cs, self.mutate(cs)]):
            self.header.append("struct V%d_%d : Vb%d {\n  unsigned f (unsigned a, unsigned b) const override\n  {" % (k, j, k))
            self.header += ["    " + s for s in self.body(sh, c)]
            self.header.append("  }\n};")
        for calls in (self.calls1, self.calls2):
            j = self.r.randrange(3)
            calls.append("call_virt (V%d_%d (), x, %du)" % (k, j, self.r.randrange(100)))
            j2 = self.r.randrange(3)
            calls.append("call_vb%d (new V%d_%d (), x)" % (k, k, j2))
        self.header.append("NOINLINE inline unsigned call_vb%d (Vb%d *p, unsigned x)\n"
                           "{ unsigned r = p->f (x, 3u); delete p; return r; }" % (k, k))

    def fam_lambda(self, k):
        n = self.r.randrange(2, 5)
        sh = self.shape(n)
        cs = self.consts(n + 1)
        for unit, calls in ((self.u1, self.calls1), (self.u2, self.calls2)):
            fn = "lam%d_%d" % (k, 1 if unit is self.u1 else 2)
            unit.append("NOINLINE unsigned %s (unsigned x)\n{" % fn)
            for j, c in enumerate([cs, cs, self.mutate(cs)]):
                unit.append("  auto l%d = [] (unsigned a, unsigned b) -> unsigned {" % j)
                unit += ["    " + s for s in self.body(sh, c)]
                unit.append("  };")
            unit.append("  return apply2 (l0, x, 1u) + 3u * apply2 (l1, x, 2u) + 5u * apply2 (l2, x, 3u);\n}")
            calls.append("%s (x)" % fn)

    def fam_exc(self, k):
        cs = self.consts(3)
        sh = self.shape(2)
        for j, c in enumerate([cs, cs, self.mutate(cs)]):
            self.header.append("inline NOINLINE unsigned\nex%d_%d (unsigned a, unsigned b)\n{" % (k, j))
            self.header.append("  if ((a + b) %% %du == 0) throw Err (a ^ %uu);" % (c[0] % 7 + 2, c[1]))
            self.header += ["  " + s for s in self.body(sh, c)]
            self.header.append("}")
        for calls in (self.calls1, self.calls2):
            j = self.r.randrange(3)
            calls.append("catching (ex%d_%d, x, %du)" % (k, j, self.r.randrange(100)))

    def fam_static(self, k):
        for j in range(2):
            self.header.append("inline NOINLINE unsigned\nst%d_%d (unsigned a)\n"
                               "{ static unsigned n; n = n * 3u + a; return n; }" % (k, j))
        # One call per statement: the order of the calls is the program's.
        for unit, calls, u in ((self.u1, self.calls1, 1), (self.u2, self.calls2, 2)):
            unit.append("NOINLINE unsigned stseq%d_%d (unsigned x)\n{\n  unsigned t = 0;" % (k, u))
            for i in range(self.r.randrange(2, 5)):
                unit.append("  t += %du * st%d_%d (x);" % (i + 1, k, self.r.randrange(2)))
            unit.append("  return t;\n}")
            calls.append("stseq%d_%d (x)" % (k, u))
        self.addrs.append(("(void *) &st%d_0" % k, "(void *) &st%d_1" % k))

    def fam_walk(self, k):
        # Small overrides, so that GCC inlines the base method's loop and
        # keeps the virtual calls for the devirtualizer: the shape of re2's
        # bug (a longer body hides it).
        op = self.r.choice(["a * %uu + b", "(a ^ %uu) + b * 3u", "a + b * %uu", "(a + b) %% %uu"])
        cs = [self.r.choice([3, 5, 7, 9, 11, 13, 255])]
        self.header.append(
            "struct Wb%d {\n  virtual ~Wb%d () {}\n  virtual unsigned visit (unsigned a, unsigned b) = 0;\n"
            "  unsigned walk (unsigned x)\n  { unsigned s = 0; for (unsigned i = 0; i < (x & 3u) + 2u; i++) "
            "s = s * 3u + visit (x, i); return s; }\n  unsigned *cnt;\n};" % (k, k))
        start = self.const()
        # Classes 0 and 2 override alike, class 1 with its constant changed.
        for j, c in enumerate([cs, self.mutate(cs), cs]):
            self.header.append(
                "struct W%d_%d : Wb%d {\n  W%d_%d () { cnt = new unsigned (%uu); }\n  ~W%d_%d () { delete cnt; }\n"
                "  unsigned visit (unsigned a, unsigned b) override\n  { ++*cnt; return %s; }\n};"
                % (k, j, k, k, j, start, k, j, op % c[0]))
            self.header.append("inline NOINLINE unsigned\nwk%d_%d (unsigned x)\n"
                               "{ W%d_%d w; return w.walk (x) + *w.cnt; }" % (k, j, k, j))
        for calls in (self.calls1, self.calls2):
            for j in self.r.sample(range(3), self.r.randrange(1, 4)):
                calls.append("wk%d_%d (x)" % (k, j))

    def program(self):
        kinds = [self.fam_tmpl, self.fam_inl, self.fam_virt, self.fam_lambda, self.fam_exc,
                 self.fam_static, self.fam_walk]
        for k in range(self.r.randrange(4, 9)):
            self.r.choice(kinds)(k)
        head = [
            "#include <cstdio>", "#include <cstdint>",
            "#define NOINLINE __attribute__ ((noinline))",
            "enum E32 : int { e32_zero };",
            "struct Pa { int x; long y; };", "struct Pb { int x; long y; };",
            "inline unsigned load (int v) { return (unsigned) v; }",
            "inline unsigned load (long v) { return (unsigned) v ^ (unsigned) (v >> 32); }",
            "inline unsigned load (long long v) { return (unsigned) v * 3u; }",
            "inline unsigned load (E32 v) { return (unsigned) v; }",
            "inline unsigned load (const Pa &v) { return (unsigned) v.x + (unsigned) v.y; }",
            "inline unsigned load (const Pb &v) { return (unsigned) v.x + (unsigned) v.y; }",
            "struct Err { unsigned v; explicit Err (unsigned v) : v (v) {} };",
            "template <typename F> NOINLINE unsigned apply2 (F f, unsigned a, unsigned b)",
            "{ return f (a, b) ^ (a << 3); }",
            "template <typename V> NOINLINE unsigned call_virt (const V &v, unsigned a, unsigned b)",
            "{ const auto &base = v; return base.f (a, b); }",
            "template <typename F> NOINLINE unsigned catching (F f, unsigned a, unsigned b)",
            "{ try { return f (a, b); } catch (const Err &e) { return e.v + 1u; } }",
            "extern const int arr_int[2]; extern const E32 arr_E32[2];",
            "extern const int32_t arr_int32_t[2]; extern const long arr_long[2];",
            "extern const long long arr_long_long[2]; extern const int64_t arr_int64_t[2];",
            "extern const Pa arr_Pa[2]; extern const Pb arr_Pb[2];",
        ] + self.header
        u1 = head + [
            "const int arr_int[2] = { 7, -3 }; const E32 arr_E32[2] = { (E32) 7, (E32) -3 };",
            "const int32_t arr_int32_t[2] = { 7, -3 }; const long arr_long[2] = { 70000000000L, -3 };",
            "const long long arr_long_long[2] = { 5, 6 }; const int64_t arr_int64_t[2] = { 5, 6 };",
            "const Pa arr_Pa[2] = { { 1, 2 }, { 3, 4 } }; const Pb arr_Pb[2] = { { 1, 2 }, { 3, 4 } };",
            "unsigned unit2 (unsigned x);",
        ] + self.u1 + self.runner("unit1", self.calls1) + [
            "int main ()", "{", "  unsigned all = 0;",
            "  for (unsigned x = 0; x < 20; x++)", "    {",
            "      unsigned a = unit1 (x), b = unit2 (x);",
            '      printf ("%u %u %u\\n", x, a, b);', "      all = all * 31u + a + b;", "    }",
        ] + ['  printf ("addr %d %%d\\n", %s == %s);' % (i, a, b) for i, (a, b) in enumerate(self.addrs)] + [
            '  printf ("all %u\\n", all);', "  return (int) (all & 63u);", "}"]
        u2 = head + self.u2 + self.runner("unit2", self.calls2)
        return "\n".join(u1) + "\n// ==== unit 2 ====\n" + "\n".join(u2) + "\n"

    def runner(self, name, calls):
        lines = ["NOINLINE unsigned %s (unsigned x)" % name, "{", "  unsigned s = 0;"]
        for c in calls:
            lines.append("  s = s * 7u + %s;" % c)
        lines += ["  return s;", "}"]
        return lines


def main():
    seed = int(sys.argv[1])
    sys.stdout.write(Gen(seed).program())


if __name__ == "__main__":
    main()
