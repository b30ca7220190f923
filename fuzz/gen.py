#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate a random C program full of identical and nearly identical functions.

    fuzz/gen.py SEED > prog.c
    fuzz/gen.py --split SEED > both.c    (two units, separated by the line
                                          "/* ==== unit 2 ==== */", for -flto)

With --split every function is public and the members of each family are
spread over both units (cross-unit merges under -flto); some functions of
unit 1 are weak and overridden in unit 2 by a sibling's body under their
name, and the public twin tab0_1 of the static table tab0_0 is weak in unit
1 and overridden in unit 2 with other contents: a merge must never make
code read or call the weak copy instead of the winning definition.

The program is deterministic for a SEED, free of undefined behaviour by
construction (signed +,-,*,<< go through the unsigned type; divisors are
1..8; shift counts 0..15; no float-to-int conversion; recursion and loops are
bounded), and prints one checksum line per function and per address
comparison, so that any function computing something else, or any two
addresses that became equal, changes the output.  main's exit code depends
on every result too.

Functions come in *families*: a template body, exact clones of it, and
mutated clones, each with one change aimed at one rule of the comparator
(doc/total-order.md):

  const      one integer constant changed
  swap       the operands of a non-commutative operation swapped
  cast-sign  the signedness of one cast flipped
  type-sign  the function's whole arithmetic type flipped (int <-> unsigned)
  phi        a PHI argument changed: a loop's start value, an accumulator's
             initial value, or a constant assigned on one arm of an if
  call       a call's target changed (to an exact clone, which must still
             merge through the callee's class, or to a different function)
  volatile   a local made volatile, or a global read through a volatile lvalue
             (neither shows in the output: the spin family below does)
  field      a struct parameter's type replaced by one with the same fields
             reordered (same names, different offsets)
  tag        the struct replaced by an identical layout with another tag
             (same value, different alias set)
  table      a read-only table replaced by a (mutated or exact) copy
  switch     a case label or a case's constant changed
  float      0.0 <-> -0.0 or another floating constant changed
  vararg     va_arg's type or the accumulation changed in a variadic function
  string     one character of a string literal read by the body changed
  assume     "if (a < 0) __builtin_unreachable ();" added: a fact the
             optimizer may use (value ranges); main calls that member with
             non-negative first arguments only and the others with any, so
             a survivor carrying the fact into the others' callers shows

Families of several shapes (in some, every mutant differs only in
constants: parameterised merging's case): scalar bodies with loops, ifs, switches, local
arrays, string literals and static local counters (every clone has its own,
so none of those may merge); bodies reading structs through pointers;
structs passed and returned by value; floating point; variadic; mutually
recursive ping/pong pairs; self-recursive functions; a sign family (one
program in two) whose mutant flips the type of a body that merges under a
comparator that ignores signedness (sign_family); a field family (one in
two, not --split) reading struct S1 or its reordered twin; a spin family (one
program in three or so, not --split), whose mutant waits for a flag set by
a SIGALRM handler through a volatile read, while the template and its clone
read it plainly and are only called with the flag set; a placement
family (placement_family, seven programs in ten, not --split): equal bodies,
their callers one and two levels up and read-only tables in named sections
(mf_init modelled on a kernel's __init, mf_noinstr, mf_initconst, mf_rodata)
and the default ones, with main printing from which sections each function's
code ran (a noipa probe and the linker's __start_/__stop_ bounds) and making
mf_initconst inaccessible once its readers have run; a global bases
family (gbase_family, eight programs in ten, also --split): one handler
body over different variables with static storage accessed directly
(structs, some of a same-layout twin type; arrays; scalars; two variables
at once), static and public, some aliased by the input or changed through
their address between calls, some kept constants (__thread, volatile,
weak, section mf_gdata, a function's static), callers one level up, and
every variable's final contents printed; callers of other
families; read-only tables duplicated and mutated.  Members are static or public, noinline or not,
occasionally weak, and some have their address taken and compared.
"""

import random
import re
import sys

INT_TYPES = {
    # name: (unsigned counterpart, signed?, suffix)
    "int": ("unsigned", True, ""),
    "unsigned": ("unsigned", False, "u"),
    "long": ("unsigned long", True, "L"),
    "unsigned long": ("unsigned long", False, "UL"),
}
FLIP = {"int": "unsigned", "unsigned": "int", "long": "unsigned long",
        "unsigned long": "long", "signed char": "unsigned char",
        "unsigned char": "signed char", "short": "unsigned short",
        "unsigned short": "short"}
CAST_TYPES = ["signed char", "unsigned char", "short", "unsigned short",
              "int", "unsigned", "long", "unsigned long"]
BITS = {"int": 32, "unsigned": 32, "long": 64, "unsigned long": 64}


class Node:
    """An expression or statement: kind + fields; children found by walk()."""

    def __init__(self, kind, **kw):
        self.kind = kind
        self.__dict__.update(kw)

    def clone(self):
        n = Node(self.kind)
        for k, v in self.__dict__.items():
            if isinstance(v, Node):
                v = v.clone()
            elif isinstance(v, list):
                v = [x.clone() if isinstance(x, Node) else
                     (tuple(y.clone() if isinstance(y, Node) else
                            ([z.clone() for z in y] if isinstance(y, list) else y)
                            for y in x) if isinstance(x, tuple) else x)
                     for x in v]
            n.__dict__[k] = v
        return n

    def children(self):
        for k, v in self.__dict__.items():
            if isinstance(v, Node):
                yield v
            elif isinstance(v, list):
                for x in v:
                    if isinstance(x, Node):
                        yield x
                    elif isinstance(x, tuple):
                        for y in x:
                            if isinstance(y, Node):
                                yield y
                            elif isinstance(y, list):
                                for z in y:
                                    if isinstance(z, Node):
                                        yield z

    def walk(self):
        yield self
        for c in self.children():
            yield from c.walk()


def ilit(v, t):
    """An integer literal of type t (value already in t's range)."""
    suf = INT_TYPES[t][2]
    if v < 0:
        return "(%d%s)" % (v, suf)
    return "%d%s" % (v, suf)


def wrap(v, t):
    b = BITS[t]
    v &= (1 << b) - 1
    if INT_TYPES[t][1] and v >= 1 << (b - 1):
        v -= 1 << b
    return v


def flit(v):
    if v == 0.0:
        return "(-0.0)" if str(v).startswith("-") else "0.0"
    s = repr(v)
    if "e" not in s and "." not in s and "inf" not in s:
        s += ".0"
    return "(%s)" % s if v < 0 else s


class Gen:
    def __init__(self, seed):
        self.seed = seed
        self.r = random.Random(seed)
        self.funcs = []      # emitted functions: dict(name, sig, text, calls=...)
        self.protos = []
        self.decls = []      # globals/tables text
        self.tables = {}     # type -> list of table names
        self.globals = []    # (name) unsigned long globals
        self.fptabs = []     # (name, sig, [members])
        self.addr_groups = []  # lists of symbol names whose addresses are compared
        self.by_sig = {}     # sig -> list of function names callable
        self.fam_id = 0
        self.mutations = {}  # name -> mutation
        self.split = False   # two units (--split), for -flto
        self.main_extra = []  # lines of main after the per-function checks (placement_family)
        self.gb = {}          # unit -> text of the global bases family (gbase_family)

    # ------------------------------------------------------------ helpers
    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def const(self, t):
        r = self.r.random()
        if r < 0.5:
            v = self.r.randint(-9, 40) if INT_TYPES[t][1] else self.r.randint(0, 40)
        elif r < 0.8:
            v = self.r.randint(-(1 << 15), 1 << 15)
        else:
            v = self.r.getrandbits(BITS[t])
        return Node("const", t=t, v=wrap(v, t))

    # ------------------------------------------------------ expressions
    def expr(self, env, depth):
        t = env["t"]
        r = self.r.random()
        if depth <= 0 or r < 0.2:
            return self.leaf(env)
        r = self.r.random()
        if r < 0.45:
            op = self.pick(["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                            "-", "<<", ">>"])
            return Node("bin", op=op, a=self.expr(env, depth - 1),
                        b=self.expr(env, depth - 1), t=t)
        if r < 0.55:
            op = self.pick(["<", "<=", ">", ">=", "==", "!="])
            return Node("cmp", op=op, a=self.expr(env, depth - 1),
                        b=self.expr(env, depth - 1), t=t)
        if r < 0.65:
            return Node("cast", ct=self.pick(CAST_TYPES[:4] * 3 + CAST_TYPES),
                        e=self.expr(env, depth - 1), t=t)
        if r < 0.72:
            return Node("cond", c=self.cond(env, depth - 1),
                        a=self.expr(env, depth - 1), b=self.expr(env, depth - 1), t=t)
        if r < 0.77:
            return Node("un", op=self.pick(["-", "~"]), e=self.expr(env, depth - 1), t=t)
        if r < 0.84 and env.get("tables"):
            return Node("tab", tab=self.pick(env["tables"]), e=self.expr(env, depth - 1), t=t)
        if r < 0.89 and self.globals and env.get("globals", True):
            return Node("gread", g=self.pick(self.globals), vol=False, t=t)
        if r < 0.96 and env.get("fields"):
            return Node("field", f=self.pick(env["fields"]), t=t)
        if r < 0.98:
            return Node("str", s=bytearray(self.r.choice(b"abcdefghxyz01") for _ in range(8)),
                        e=self.expr(env, depth - 1), t=t)
        if env.get("arr"):
            return Node("arr", e=self.expr(env, depth - 1), t=t)
        return self.leaf(env)

    def leaf(self, env):
        t = env["t"]
        if self.chance(0.35):
            return self.const(t)
        return Node("var", name=self.pick(env["vars"]), t=t)

    def cond(self, env, depth):
        return Node("cmp", op=self.pick(["<", "<=", ">", ">=", "==", "!="]),
                    a=self.expr(env, depth), b=self.expr(env, depth), t="cond")

    # ------------------------------------------------------- rendering
    def rx(self, n):
        k = n.kind
        t = getattr(n, "t", None)
        if k == "const":
            if isinstance(n.v, float):
                return flit(n.v)
            return ilit(n.v, t)
        if k == "var":
            return n.name if not n.__dict__.get("cast") else "(%s)%s" % (t, n.name)
        if k == "bin":
            if t == "double":
                return "(%s %s %s)" % (self.rx(n.a), n.op, self.rx(n.b))
            ut = INT_TYPES[t][0]
            a, b = self.rx(n.a), self.rx(n.b)
            if n.op in "+-*":
                if INT_TYPES[t][1]:
                    return "(%s)((%s)%s %s (%s)%s)" % (t, ut, a, n.op, ut, b)
                return "(%s %s %s)" % (a, n.op, b)
            if n.op in ("/", "%"):
                return "(%s %s (%s)((%s & 7) + 1))" % (a, n.op, t, b)
            if n.op == "<<":
                return "(%s)((%s)%s << (%s & 15))" % (t, ut, a, b)
            if n.op == ">>":
                return "(%s >> (%s & 15))" % (a, b)
            return "(%s %s %s)" % (a, n.op, b)
        if k == "cmp":
            s = "(%s %s %s)" % (self.rx(n.a), n.op, self.rx(n.b))
            return s if t in ("int", "cond") else "(%s)%s" % (t, s)
        if k == "cast":
            return "(%s)(%s)%s" % (t, n.ct, self.rx(n.e))
        if k == "cond":
            return "(%s ? %s : %s)" % (self.rx(n.c), self.rx(n.a), self.rx(n.b))
        if k == "un":
            if t == "double":
                return "(-%s)" % self.rx(n.e)
            if n.op == "-" and INT_TYPES[t][1]:
                return "(%s)(0 - (%s)%s)" % (t, INT_TYPES[t][0], self.rx(n.e))
            return "(%s%s)" % (n.op, self.rx(n.e))
        if k == "tab":
            return "(%s)%s[(unsigned)%s & 7]" % (t, n.tab, self.rx(n.e))
        if k == "str":
            return "(%s)\"%s\"[(unsigned)%s & 7]" % (t, n.s.decode(), self.rx(n.e))
        if k == "arr":
            return "arr[(unsigned)%s & 3]" % self.rx(n.e)
        if k == "gread":
            if n.vol:
                return "(%s)*(volatile unsigned long *)&%s" % (t, n.g)
            return "(%s)%s" % (t, n.g)
        if k == "field":
            return "(%s)p->%s" % (t, n.f)
        if k == "call":
            args = ", ".join("(%s)%s" % (n.pt, self.rx(a)) for a in n.args)
            return "(%s)%s (%s)" % (t, n.f, args)
        if k == "fcall":
            return "%s(%s)" % (n.f, ", ".join(self.rx(a) for a in n.args))
        raise ValueError(k)

    def rs(self, s, ind):
        p = "  " * ind
        k = s.kind
        if k == "decl":
            return "%s%s%s %s = %s;\n" % (p, "volatile " if s.vol else "", s.t, s.name, self.rx(s.e))
        if k == "arrdecl":
            return "%s%s arr[4] = { %s };\n" % (p, s.t, ", ".join(self.rx(c) for c in s.vals))
        if k == "assign":
            return "%s%s = %s;\n" % (p, s.name, self.rx(s.e))
        if k == "gstore":
            return "%s%s = %s * 3u + (unsigned long)%s;\n" % (p, s.g, s.g, self.rx(s.e))
        if k == "if":
            out = "%sif %s\n%s  {\n" % (p, self.rx(s.c), p)
            out += "".join(self.rs(x, ind + 2) for x in s.then)
            out += "%s  }\n" % p
            if s.els:
                out += "%selse\n%s  {\n" % (p, p)
                out += "".join(self.rs(x, ind + 2) for x in s.els)
                out += "%s  }\n" % p
            return out
        if k == "for":
            out = "%sfor (int %s = %d; %s < %d; %s++)\n%s  {\n" % (
                p, s.iv, s.start, s.iv, s.end, s.iv, p)
            out += "".join(self.rs(x, ind + 2) for x in s.body)
            return out + "%s  }\n" % p
        if k == "switch":
            out = "%sswitch ((unsigned)%s & 15)\n%s  {\n" % (p, self.rx(s.e), p)
            for (lab, body) in s.cases:
                out += "%s  case %d:\n" % (p, lab.v)
                out += "".join(self.rs(x, ind + 2) for x in body)
                out += "%s    break;\n" % p
            out += "%s  default:\n" % p
            out += "".join(self.rs(x, ind + 2) for x in s.default)
            out += "%s    break;\n%s  }\n" % (p, p)
            return out
        if k == "ret":
            return "%sreturn %s;\n" % (p, self.rx(s.e))
        if k == "sret":
            return ("%s{\n%s  struct @S r = s;\n"
                    "%s  r.a = (__typeof__ (r.a))((unsigned long)r.a * 3u + (unsigned long)%s);\n"
                    "%s  r.b = (__typeof__ (r.b))((unsigned long)r.b ^ ((unsigned long)sb - (unsigned long)k));\n"
                    "%s  return r;\n%s}\n" % (p, p, p, self.rx(s.e), p, p, p))
        if k == "raw":
            return p + s.text + "\n"
        raise ValueError(k)

    # -------------------------------------------------- scalar template
    def scalar_body(self, t, params, env_extra, calls_ok):
        """A list of statements computing and returning a value of type t."""
        env = {"t": t, "vars": list(params)}
        env.update(env_extra)
        body = []
        if self.chance(0.12):
            # a static local: every clone has its own, so none may merge
            body.append(Node("raw", text="static unsigned long cnt;"))
            body.append(Node("raw", text="cnt = cnt * 5 + 1;"))
            env["vars"].append("(%s)cnt" % t)
        if self.chance(0.2):
            body.append(Node("arrdecl", t=t, vals=[self.const(t) for _ in range(4)]))
            env["arr"] = True
        nloc = self.r.randint(1, 3)
        for j in range(nloc):
            name = "v%d" % j
            body.append(Node("decl", t=t, name=name, vol=False,
                             e=self.expr(env, self.r.randint(1, 3))))
            env["vars"].append(name)
        # a call or two to lower functions (outside loops)
        if calls_ok:
            for j in range(self.r.randint(0, 2)):
                callee, sig = calls_ok[self.r.randrange(len(calls_ok))]
                ct = sig[0]
                args = [self.expr(env, 1) for _ in sig[1]]
                name = "c%d" % j
                body.append(Node("decl", t=t, name=name, vol=False,
                                 e=Node("call", f=callee, sig=sig, pt=ct, args=args, t=t)))
                env["vars"].append(name)
        body.append(Node("decl", t=t, name="acc", vol=False, e=self.const(t), phi=True))
        env["vars"].append("acc")
        if self.chance(0.8):
            iv = "i"
            lenv = dict(env)
            lenv["vars"] = env["vars"] + ["(%s)i" % t]
            lbody = [Node("assign", name="acc",
                          e=Node("bin", op=self.pick(["+", "^", "-", "*"]),
                                 a=Node("var", name="acc", t=t),
                                 b=self.expr(lenv, 2), t=t))]
            if self.chance(0.5):
                lbody.append(Node("if", c=self.cond(lenv, 1),
                                  then=[Node("assign", name="acc", e=self.expr(lenv, 2))],
                                  els=[]))
            body.append(Node("for", iv=iv, start=self.r.randint(0, 2),
                             end=self.r.randint(3, 8), body=lbody))
        if self.chance(0.5):
            labs = self.r.sample(range(16), self.r.randint(2, 5))
            cases = []
            for lab in labs:
                cases.append((Node("const", t="int", v=lab, label=True),
                              [Node("assign", name="acc",
                                    e=Node("bin", op=self.pick(["+", "^", "*"]),
                                           a=Node("var", name="acc", t=t),
                                           b=self.const(t), t=t))]))
            body.append(Node("switch", e=self.expr(env, 1), cases=cases,
                             default=[Node("assign", name="acc", e=self.expr(env, 1))]))
        ret_b = self.expr(env, 2)
        if self.chance(0.5):
            name = "v0"
            body.append(Node("if", c=self.cond(env, 1),
                             then=[Node("assign", name=name, e=self.const(t), phi=True)],
                             els=[Node("assign", name=name, e=self.const(t), phi=True)]))
            ret_b = Node("bin", op=self.pick(["+", "^", "*"]), a=ret_b,
                         b=Node("var", name=name, t=t), t=t)
        if self.globals and self.chance(0.3):
            body.append(Node("gstore", g=self.pick(self.globals), e=self.expr(env, 1)))
        body.append(Node("ret", e=Node("bin", op=self.pick(["+", "^", "-"]),
                                       a=Node("var", name="acc", t=t),
                                       b=ret_b, t=t)))
        return body

    # -------------------------------------------------------- mutations
    def mutate(self, fn, kind, ctx):
        """Apply one mutation of KIND to function description FN in place.
        Returns a short description or None when FN has no such site."""
        nodes = [n for s in fn["body"] for n in s.walk()]
        r = self.r
        if kind in ("const", "phi"):
            if kind == "phi":
                cands = [n for n in nodes if n.kind in ("decl", "assign") and n.__dict__.get("phi")]
                cands += [n for n in nodes if n.kind == "for"]
                if not cands:
                    return None
                n = r.choice(cands)
                if n.kind == "for":
                    n.start = n.start + 1 if n.start < 2 else n.start - 1
                    return "phi: loop start %d" % n.start
                n.e = self.const_changed(n.e) if n.e.kind == "const" else self.const(n.e.t)
                return "phi: initial value"
            cands = [n for n in nodes if n.kind == "const" and not isinstance(n.v, float)
                     and not n.__dict__.get("label")]
            if not cands:
                return None
            n = r.choice(cands)
            old = n.v
            n.v = self.const_changed(n).v
            return "const %d -> %d" % (old, n.v)
        if kind == "swap":
            cands = [n for n in nodes if (n.kind == "bin" and n.op in ("-", "/", "%", "<<", ">>"))
                     or (n.kind == "cmp" and n.op in ("<", "<=", ">", ">="))]
            cands = [n for n in cands if self.rx(n.a) != self.rx(n.b)]
            if not cands:
                return None
            n = r.choice(cands)
            n.a, n.b = n.b, n.a
            return "swap %s" % n.op
        if kind == "cast-sign":
            cands = [n for n in nodes if n.kind == "cast"]
            if not cands:
                return None
            n = r.choice(cands)
            n.ct = FLIP[n.ct]
            return "cast to %s" % n.ct
        if kind == "volatile":
            cands = [n for n in nodes if n.kind == "gread" and not n.vol]
            cands += [n for n in nodes if n.kind == "decl" and not n.vol and n.name != "acc"]
            if not cands:
                return None
            n = r.choice(cands)
            n.vol = True
            return "volatile %s" % (n.__dict__.get("name") or n.g)
        if kind == "call":
            cands = [n for n in nodes if n.kind == "call"]
            if not cands:
                return None
            n = r.choice(cands)
            alts = [f for f in self.by_sig.get(n.sig, []) if f != n.f and f in ctx.get("callable", ())]
            if not alts:
                return None
            old = n.f
            n.f = r.choice(alts)
            return "call %s -> %s" % (old, n.f)
        if kind == "table":
            cands = [n for n in nodes if n.kind == "tab"]
            if not cands:
                return None
            n = r.choice(cands)
            alts = [x for x in ctx.get("tables", []) if x != n.tab]
            if not alts:
                return None
            old = n.tab
            n.tab = r.choice(alts)
            return "table %s -> %s" % (old, n.tab)
        if kind == "switch":
            sws = [n for n in nodes if n.kind == "switch"]
            if not sws:
                return None
            sw = r.choice(sws)
            used = {lab.v for lab, _ in sw.cases}
            if r.random() < 0.5:
                free = [v for v in range(16) if v not in used]
                lab = r.choice(sw.cases)[0]
                old = lab.v
                lab.v = r.choice(free)
                return "switch label %d -> %d" % (old, lab.v)
            lab, body = r.choice(sw.cases)
            e = body[0].e.b
            old = e.v
            e.v = self.const_changed(e).v
            return "switch case %d constant %d -> %d" % (lab.v, old, e.v)
        if kind == "string":
            cands = [n for n in nodes if n.kind == "str"]
            if not cands:
                return None
            n = r.choice(cands)
            k = r.randrange(8)
            old = n.s.decode()
            n.s = bytearray(n.s)
            n.s[k] = ord("Q") if n.s[k] != ord("Q") else ord("R")
            return "string %s -> %s" % (old, n.s.decode())
        if kind == "float":
            cands = [n for n in nodes if n.kind == "const" and isinstance(n.v, float)]
            if not cands:
                return None
            n = r.choice(cands)
            old = n.v
            if n.v == 0.0:
                n.v = -n.v if r.random() < 0.8 else 1.0
            else:
                n.v = r.choice([-n.v, n.v * 2, 0.0, -0.0, n.v + 1])
                if repr(n.v) == repr(old):
                    n.v = -0.0 if repr(old) == "0.0" else 0.0
            return "float %r -> %r" % (old, n.v)
        raise ValueError(kind)

    def const_changed(self, n):
        t = n.t
        r = self.r.random()
        if r < 0.5:
            v = n.v + self.pick([1, -1, 2])
        elif r < 0.75:
            v = n.v ^ (1 << self.r.randrange(BITS.get(t, 32)))
        else:
            v = self.const(t).v
        v = wrap(v, t) if t in BITS else v
        if v == n.v:
            v = wrap(n.v + 1, t) if t in BITS else n.v + 1
        return Node("const", t=t, v=v)

    # --------------------------------------------------------- families
    def linkage(self, base):
        """Return (storage, attrs) for a member: mostly the family's own."""
        if self.chance(0.75):
            return base
        return self.pick([("static", "__attribute__((noinline)) "),
                          ("", "__attribute__((noinline)) "),
                          ("static", ""), ("", ""),
                          ("", "__attribute__((noinline, weak)) ")])

    def emit_fn(self, fn):
        storage, attrs = fn["link"]
        head = "%s%s%s\n%s (%s)" % (storage + " " if storage else "", attrs,
                                    fn["ret"], fn["name"], fn["params_c"])
        self.protos.append("%s%s %s (%s);" % (storage + " " if storage else "",
                                               fn["ret"], fn["name"], fn["params_c"]))
        pre = fn.get("pre", "")
        body = pre + "".join(self.rs(s, 1) for s in fn["body"])
        post = fn.get("post", "")
        note = ""
        if fn.get("mut"):
            note = "/* mutant of %s: %s */\n" % (fn["of"], fn["mut"])
        elif fn.get("of"):
            note = "/* exact clone of %s */\n" % fn["of"]
        text = "%s%s\n{\n%s%s}\n" % (note, head, body, post)
        if fn.get("struct"):
            text = text.replace("@S", fn["struct"])
            self.protos[-1] = self.protos[-1].replace("@S", fn["struct"])
        self.funcs.append(dict(name=fn["name"], text=text, call=fn["call"], nres=fn.get("nres", 1)))

    def family(self, shape, idx, callable_fns):
        r = self.r
        base = self.pick([("static", "__attribute__((noinline)) "),
                          ("static", "__attribute__((noinline)) "),
                          ("", "__attribute__((noinline)) "),
                          ("static", ""), ("", "")])
        nexact = r.randint(1, 2)
        nmut = r.randint(1, 3)
        stem = "f%d" % idx
        members = []
        if shape == "scalar":
            t = self.pick(list(INT_TYPES))
            np_ = r.randint(1, 3)
            params = ["a", "b", "c"][:np_]
            sig = (t, (t,) * np_)
            tabs = self.tables.get("int", [])
            env_extra = {"tables": tabs[:2] if tabs else [], "globals": True}
            body = self.scalar_body(t, params, env_extra, callable_fns)
            tmpl = dict(body=body, ret=t, t=t, params=params, sig=sig,
                        params_c=", ".join("%s %s" % (t, p) for p in params))
            kinds = ["const", "swap", "cast-sign", "type-sign", "phi", "call",
                     "volatile", "table", "switch", "const", "swap", "phi", "string",
                     "assume", "assume"]
        elif shape == "struct":
            t = self.pick(["int", "long", "unsigned"])
            sname = self.pick(["S0", "S1"])
            fields = STRUCTS[sname][0]
            params = ["k"]
            sig = ("struct", sname)
            env_extra = {"fields": [f for _, f in fields], "globals": False}
            body = self.scalar_body(t, params, env_extra, [])
            tmpl = dict(body=body, ret=t, t=t, params=params, sig=sig, struct=sname,
                        params_c="const struct %s *p, %s k" % (sname, t))
            kinds = ["field", "field", "tag", "const", "swap", "phi", "volatile"]
        elif shape == "byval":
            t = self.pick(["int", "long", "unsigned"])
            sname = self.pick(["P2", "P3"])
            params = ["k", "sa", "sb"]
            sig = ("byval", sname)
            body = self.scalar_body(t, params, {"globals": False}, [])
            ret = body.pop()
            body.append(Node("sret", e=ret.e, t=t))
            tmpl = dict(body=body, ret="struct @S", t=t, params=["k"], sig=sig, struct=sname,
                        params_c="struct @S s, %s k" % t,
                        pre="  %s sa = (%s)s.a;\n  %s sb = (%s)s.b;\n" % (t, t, t, t))
            kinds = ["field", "tag", "tag", "const", "swap", "phi", "cast-sign"]
        elif shape == "float":
            body = self.float_body()
            sig = ("double", ("double", "double"))
            tmpl = dict(body=body, ret="double", t="double", params=["x", "y"], sig=sig,
                        params_c="double x, double y")
            kinds = ["float", "float", "swap", "float"]
        elif shape == "vararg":
            t = self.pick(["int", "long", "unsigned"])
            tmpl = self.vararg_tmpl(t)
            kinds = ["vararg", "const", "vararg"]
        else:
            raise ValueError(shape)
        # a constants family: its mutants differ from the template only in
        # constants (values, callees, strings), what parameterised merging
        # turns into parameters
        if self.chance(0.3):
            kinds = {"scalar": ["const", "const", "call", "string", "phi"],
                     "float": ["float"]}.get(shape, ["const", "phi"])
            nmut = r.randint(2, 4)
        tmpl["shape"] = shape
        names = [stem] + ["%s_c%d" % (stem, j) for j in range(nexact)] + \
                ["%s_m%d" % (stem, j) for j in range(nmut)]
        for j, name in enumerate(names):
            fn = {k: (v if k != "body" else [s.clone() for s in v]) for k, v in tmpl.items()}
            fn["name"] = name
            fn["link"] = base if j == 0 else self.linkage(base)
            if j > nexact:
                fn["of"] = stem
                for _ in range(6):
                    kind = self.pick(kinds)
                    d = self.apply_kind(fn, kind, {"callable": [c for c, _ in callable_fns],
                                                   "tables": self.tables.get("int", [])})
                    if d:
                        fn["mut"] = d
                        break
                if not fn.get("mut"):
                    fn["mut"] = None
                    fn["of"] = stem
            elif j > 0:
                fn["of"] = stem
            fn["call"] = self.caller_text(fn)
            members.append(fn)
        for fn in members:
            self.emit_fn(fn)
            if shape == "scalar" and fn["t"] == tmpl["t"] and fn["link"][1].find("weak") < 0 \
                    and not fn.get("assume"):
                self.by_sig.setdefault(fn["sig"], []).append(fn["name"])
        # some members' addresses are taken and compared
        if shape in ("scalar", "float") and self.chance(0.5):
            group = [fn["name"] for fn in members if fn["params_c"] == tmpl["params_c"]
                     and not fn.get("assume")]
            group = r.sample(group, min(len(group), r.randint(2, 4)))
            if len(group) >= 2:
                ptype = "%s (*const %%s[])(%s)" % (tmpl["ret"], tmpl["params_c"])
                self.fptabs.append((ptype, group, tmpl))
        return members

    def apply_kind(self, fn, kind, ctx):
        if kind == "assume":
            # a fact the optimizer may use (a >= 0); main calls this member
            # with non-negative first arguments only, the others with any
            if not INT_TYPES[fn["t"]][1]:
                return None
            fn["pre"] = "  if (%s < 0)\n    __builtin_unreachable ();\n" % fn["params"][0]
            fn["assume"] = True
            return "assume %s >= 0" % fn["params"][0]
        if kind == "type-sign":
            t = fn["t"]
            nt = FLIP[t]
            for s in fn["body"]:
                for n in s.walk():
                    if getattr(n, "t", None) == t:
                        n.t = nt
            fn["t"] = fn["ret"] = nt
            fn["params_c"] = ", ".join("%s %s" % (nt, p) for p in fn["params"])
            fn["sig"] = (nt, (nt,) * len(fn["params"]))
            return "type %s -> %s" % (t, nt)
        if kind in ("field", "tag"):
            sname = fn["struct"]
            alt = STRUCTS[sname][1] if kind == "field" else STRUCTS[sname][2]
            fn["struct"] = alt
            fn["params_c"] = fn["params_c"].replace("struct %s " % sname, "struct %s " % alt)
            return "%s: struct %s -> %s" % (kind, sname, alt)
        if kind == "vararg":
            if self.chance(0.5):
                old = fn["va_t"]
                fn["va_t"] = FLIP[old]
                fn["body"] = self.vararg_body(fn)
                return "va_arg %s -> %s" % (old, fn["va_t"])
            fn["va_k"] += 2
            fn["body"] = self.vararg_body(fn)
            return "va multiplier %d" % fn["va_k"]
        return self.mutate(fn, kind, ctx)

    def caller_text(self, fn):
        """An expression (with %s for the input tuple) calling fn from main."""
        shape = fn["shape"]
        name = fn["name"]
        if shape == "scalar":
            args = ["(%s)IN(%d)" % (fn["t"], j) for j in range(len(fn["params"]))]
            if fn.get("assume"):
                args[0] = "(%s)(IN(0) & 0x7fffffff)" % fn["t"]
            return "(unsigned long long)%s (%s)" % (name, ", ".join(args))
        if shape == "struct":
            return "(unsigned long long)%s (&st_%s[j %% 3], (%s)IN(0))" % (name, fn["struct"], fn["t"])
        if shape == "byval":
            return "fold_%s (%s (mk_%s (j), (%s)IN(0)))" % (fn["struct"], name, fn["struct"], fn["t"])
        if shape == "float":
            return "dbits (%s (DIN(0), DIN(1)))" % name
        if shape == "vararg":
            vt = fn["va_t_call"]
            return "(unsigned long long)%s (3, (%s)IN(0), (%s)IN(1), (%s)IN(2))" % (name, vt, vt, vt)
        raise ValueError(shape)

    def float_body(self):
        consts = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.25, 1e300, -1e-300]

        def fc():
            return Node("const", t="double", v=self.pick(consts))

        def fe(d):
            r = self.r.random()
            if d <= 0 or r < 0.25:
                return fc() if self.chance(0.4) else Node("var", name=self.pick(["x", "y", "u"]), t="double")
            if r < 0.7:
                return Node("bin", op=self.pick(["+", "-", "*", "/"]), a=fe(d - 1), b=fe(d - 1), t="double")
            if r < 0.8:
                return Node("fcall", f="__builtin_copysign", args=[fe(d - 1), fe(d - 1)], t="double")
            if r < 0.9:
                return Node("cond", c=Node("cmp", op=self.pick(["<", "<=", "==", "!="]),
                                           a=fe(d - 1), b=fe(d - 1), t="int"),
                            a=fe(d - 1), b=fe(d - 1), t="double")
            return Node("un", op="-", e=fe(d - 1), t="double")
        body = [Node("decl", t="double", name="u", vol=False,
                     e=Node("bin", op=self.pick(["+", "*", "-"]),
                            a=Node("var", name="x", t="double"), b=fc(), t="double"))]
        body.append(Node("ret", e=fe(3)))
        return body

    def vararg_tmpl(self, t):
        va_t = self.pick(["int", "unsigned"]) if t != "long" else self.pick(["long", "unsigned long"])
        fn = dict(ret=t, t=t, params=[], sig=("va", t), va_t=va_t, va_t_call=va_t,
                  va_k=self.r.choice([3, 5, 31]), va_c=self.const(t), params_c="int n, ...")
        fn["body"] = self.vararg_body(fn)
        return fn

    def vararg_body(self, fn):
        t = fn["t"]
        ut = INT_TYPES[t][0]
        return [Node("raw", text="va_list ap;"), Node("raw", text="va_start (ap, n);"),
                Node("decl", t=t, name="s", vol=False, e=fn["va_c"]),
                Node("raw", text="for (int i = 0; i < n; i++)"),
                Node("raw", text="  s = (%s)((%s)s * %du + (%s)(%s)va_arg (ap, %s));"
                     % (t, ut, fn["va_k"], ut, t, fn["va_t"])),
                Node("raw", text="va_end (ap);"),
                Node("ret", e=Node("var", name="s", t=t))]

    def pingpong(self, idx):
        """Mutually recursive pairs ping_i/pong_i, some exact, one mutated."""
        r = self.r
        t = self.pick(["unsigned", "unsigned long"])
        npairs = r.randint(2, 3)
        k1, k2 = r.randint(2, 9), r.randint(2, 9)
        c1, c2 = self.const(t), self.const(t)
        mut = r.randrange(npairs) if self.chance(0.8) else -1
        mutside = self.pick(["ping", "pong"])
        base = self.pick([("static", "__attribute__((noinline)) "), ("static", ""),
                          ("", "__attribute__((noinline)) ")])
        out = []
        # cross links: ping_i calls pong_perm[i]; exact pongs are equal
        perm = list(range(npairs))
        if self.chance(0.3):
            r.shuffle(perm)
        for i in range(npairs):
            for side in ("ping", "pong"):
                other = "pong" if side == "ping" else "ping"
                tgt = perm[i] if side == "ping" else i
                k = k1 if side == "ping" else k2
                c = c1 if side == "ping" else c2
                note = ""
                if i == mut and side == mutside:
                    c = self.const_changed(c)
                    note = "/* mutant: constant changed */\n"
                name = "%s%d_%d" % (side, idx, i)
                storage, attrs = base if self.chance(0.8) else self.linkage(base)
                sto = storage + " " if storage else ""
                self.protos.append("%s%s %s (%s n, %s x);" % (sto, t, name, t, t))
                text = ("%s%s%s%s\n%s (%s n, %s x)\n{\n  if (n == 0)\n    return x ^ %s;\n"
                        "  return %s%d_%d (n - 1, x * %du + %s) + %s;\n}\n"
                        % (note, sto, attrs, t, name, t, t, self.rx(c), other, idx, tgt, k,
                           self.rx(c), "(x >> 3)" if side == "ping" else "n"))
                self.funcs.append(dict(name=name, text=text,
                                       call="(unsigned long long)%s ((%s)IN(0) & 15, (%s)IN(1))" % (name, t, t)))
                out.append(name)
        return out

    def selfrec(self, idx):
        """Self-recursive functions: clones call themselves (equal through
        their class), one mutant."""
        r = self.r
        t = self.pick(["unsigned", "unsigned long"])
        n = r.randint(2, 4)
        k, c = r.randint(2, 9), self.const(t)
        mut = r.randrange(n)
        base = self.pick([("static", "__attribute__((noinline)) "), ("static", ""),
                          ("", "__attribute__((noinline)) ")])
        for i in range(n):
            name = "rec%d_%d" % (idx, i)
            cc, note = c, ""
            if i == mut:
                cc = self.const_changed(c)
                note = "/* mutant: constant changed */\n"
            storage, attrs = base
            sto = storage + " " if storage else ""
            self.protos.append("%s%s %s (%s n, %s x);" % (sto, t, name, t, t))
            text = ("%s%s%s%s\n%s (%s n, %s x)\n{\n  if (n == 0)\n    return x ^ %s;\n"
                    "  return %s (n - 1, x * %du + %s) + (x >> 3);\n}\n"
                    % (note, sto, attrs, t, name, t, t, self.rx(cc), name, k, self.rx(cc)))
            self.funcs.append(dict(name=name, text=text,
                                   call="(unsigned long long)%s ((%s)IN(0) & 15, (%s)IN(1))" % (name, t, t)))

    def sign_family(self, idx):
        """Signedness that can merge: in the other families a type-sign
        mutant differs in structure too (signed + - * go through unsigned
        casts) and cast-sign mutants in their values' known bits.  Here
        only operations whose operands and results keep their width and
        bits, / >> < & | ^, none of which can overflow: a template in int
        or long, an exact clone and a mutant in the unsigned type.  From its
        own random stream, so the rest of the program is unchanged."""
        r = random.Random(self.seed * 7919 + 3)
        if r.random() >= 0.5:
            return
        t = r.choice(["int", "long"])
        terms = ["(a / (@T)((b & %d) + 1))" % r.choice([3, 7, 15]),
                 "(b / (@T)((a & %d) + 1))" % r.choice([3, 7, 15]),
                 "(a >> (b & 15))", "(@T)(a < b)", "(@T)(b <= a)"]
        r.shuffle(terms)
        body = terms[0]
        for x in terms[1:r.randint(2, 4)]:
            body = "(%s %s %s)" % (body, r.choice(["^", "|", "&"]), x)
        for name, ty in [("sg%d" % idx, t), ("sg%d_c0" % idx, t), ("sg%d_m0" % idx, FLIP[t])]:
            note = "/* mutant of sg%d: type %s -> %s */\n" % (idx, t, ty) if ty != t else ""
            self.protos.append("static %s %s (%s a, %s b);" % (ty, name, ty, ty))
            self.funcs.append(dict(name=name, text="%sstatic __attribute__((noinline)) %s\n"
                                   "%s (%s a, %s b)\n{\n  return %s;\n}\n"
                                   % (note, ty, name, ty, ty, body.replace("@T", ty)),
                                   call="(unsigned long long)%s ((%s)IN(0), (%s)IN(1))"
                                   % (name, ty, ty)))

    def field_family(self, idx):
        """Field offsets that can merge: in the other families a field
        mutant seldom has its template's linkage, and S0's reordered twin
        differs in field types too.  Here all members are noinline, read
        struct S1 (or S1r: x and y swapped, same types) through a pointer,
        and x and y with different weights.  Own random stream."""
        r = random.Random(self.seed * 7919 + 4)
        if r.random() >= 0.5:
            return
        k1, k2 = r.randint(2, 9), r.randint(11, 19)
        for name, sn in [("fl%d" % idx, "S1"), ("fl%d_c0" % idx, "S1"), ("fl%d_m0" % idx, "S1r")]:
            note = "/* mutant of fl%d: field: struct S1 -> S1r */\n" % idx if sn != "S1" else ""
            self.protos.append("static unsigned fl (const struct %s *p, unsigned k);".replace(
                "fl", name) % sn)
            self.funcs.append(dict(name=name, text="%sstatic __attribute__((noinline)) unsigned\n"
                                   "%s (const struct %s *p, unsigned k)\n{\n"
                                   "  return p->x * %du + p->y * %du + k;\n}\n"
                                   % (note, name, sn, k1, k2),
                                   call="(unsigned long long)%s (&st_%s[j %% 3], (unsigned)IN(0))"
                                   % (name, sn)))

    def spin(self, idx):
        """Volatility that shows: members wait for a flag that a timer's
        signal handler sets.  The mutants read it through a volatile
        lvalue; the template and its clone read it plainly (the optimizer
        may hoist that read out of the loop), so main calls them only with
        the flag already set.  Merging a mutant into the template hangs.
        Drawn from its own random stream, so the rest of a seed's program
        is what it was without it."""
        r = random.Random(self.seed * 7919 + 2)
        if r.random() >= 0.3:
            return
        self.decls.append(SPIN_HELPERS)
        k = r.randint(2, 9)
        for j, (name, vol) in enumerate([("spin%d" % idx, False), ("spin%d_c0" % idx, False),
                                         ("spin%d_m0" % idx, True)]):
            note = "/* mutant of spin%d: volatile read */\n" % idx if vol else ""
            self.protos.append("static unsigned long %s (unsigned long *p, unsigned long x);" % name)
            text = ("%sstatic __attribute__((noinline)) unsigned long\n%s (unsigned long *p, "
                    "unsigned long x)\n{\n  while (%s == 0)\n    ;\n  spin_sink += x;\n"
                    "  return x * %du + 1;\n}\n"
                    % (note, name, "*(volatile unsigned long *)p" if vol else "*p", k))
            self.funcs.append(dict(name=name, text=text,
                                   call="(unsigned long long)%s (%s (), (unsigned long)IN(0))"
                                   % (name, "spin_arm" if vol else "spin_set")))

    def placement_family(self, idx):
        """Placement (issue 23): equal bodies in different sections must stay
        apart, and so must their callers, one and two calls up, which the
        comparator sees only through their callees' classes.  Code sections:
        mf_init (a kernel's __init: .init.text, cold, freed after start-up),
        mf_noinstr (another named code section) and the default text, some
        members there cold, hot or used.  Every member, and every caller
        placed in a named section, calls pl_probe (noipa), which records in
        pl_seen which section its return address lies in; main prints that
        mask per function, so code reached through a caller that should not
        reach it shows.  Read-only tables of one type and alignment in
        mf_initconst (a kernel's __initconst), mf_rodata and .rodata, read
        by readers placed like the members: mf_initconst holds only
        page-aligned tables of a page each, and main makes it inaccessible
        (mprotect) once the functions that read it in the plain build have
        run, so a later read of it through a wrong merge faults.  Members
        are exact clones and clones with one constant changed (parameterised
        merging: never one body across sections).  Own random stream."""
        r = random.Random(self.seed * 7919 + 5)
        if r.random() >= 0.7:
            return
        self.decls.append(PLACE_HELPERS)
        p = "pl%d_" % idx
        code_sec = {"init": "section (\"mf_init\"), cold, ", "noinstr": "section (\"mf_noinstr\"), ",
                    "text": ""}
        data_sec = {"initconst": "section (\"mf_initconst\"), ", "rodata": "section (\"mf_rodata\"), ",
                    "": ""}
        # body constants: C0 start, C1 loop extra, C2 odd factor, C3 result, C4/C5 test, C6 shift
        C = [r.getrandbits(32), r.randint(1, 4), r.randrange(3, 64, 2), r.getrandbits(16),
             r.choice([3, 5, 6, 9, 12]), 0, r.randint(1, 15)]
        C[5] = r.randint(0, C[4]) & C[4]
        op1, op2 = r.choice(["^", "+", "|"]), r.choice(["^", "+"])
        big = r.random() < 0.6      # worth a shared body at -Os

        def mutate(cs):
            cs = list(cs)
            k = r.choice([0, 2, 3])
            cs[k] = (cs[k] + r.choice([1, 2, 6])) & 0xffffffff
            if k == 2:
                cs[2] |= 1
            return cs

        variants = [C, mutate(C), mutate(C)]
        vals = [r.randint(-5000, 5000) & 0xffffffff for _ in range(8)]
        tvals = [vals, list(vals)]
        tvals[1][r.randrange(8)] ^= r.choice([1, 0x100, 0x80000000])
        out = []     # dicts: name, text, reads (init table?), callee

        def body(name, sec, extra, cs, tab):
            read = " + %s[(a + i) & 7u]" % tab if tab else ""
            inner = "      s = s * %du + (a %s i)%s;\n" % (cs[2], op1, read)
            if big:
                inner += ("      if ((s & %du) == %du)\n        s ^= s >> %d;\n"
                          % (cs[4], cs[5], cs[6]))
            return ("%s__attribute__ ((%s%snoinline)) unsigned\n%s (unsigned a, unsigned b)\n"
                    "{\n  unsigned s = %du;\n  pl_probe ();\n"
                    "  for (unsigned i = 0; i < (b & 7u) + %du; i++)\n    {\n%s    }\n"
                    "  return s %s %du;\n}\n"
                    % (storage(), code_sec[sec], extra, name, cs[0], cs[1], inner, op2, cs[3]))

        def storage():
            # public ones merge as wrappers where a static one would be an alias
            return "" if r.random() < 0.2 else "static "

        def extra_attr(sec):
            if sec != "text":
                return ""
            return r.choice(["", "", "cold, ", "hot, ", "used, "])

        # tables: the first two equal and placed apart, mf_initconst first
        tabs = []
        tsecs = ["initconst", r.choice(["rodata", ""])] + \
            [r.choice(["initconst", "rodata", ""]) for _ in range(r.randint(1, 3))]
        for k, sec in enumerate(tsecs):
            v = 0 if k < 2 or r.random() < 0.6 else 1
            name = "%sd%d" % (p, k)
            self.decls.append("%sstatic const unsigned %s[1024] __attribute__ ((%saligned (4096)))"
                              " = { %s };" % ("/* mutated copy */\n" if v else "", name,
                                               data_sec[sec], ", ".join("%du" % x for x in tvals[v])))
            tabs.append((name, sec == "initconst"))
        # members: code and table readers, the first two equal twins placed apart
        secs = ["init", r.choice(["text", "noinstr"])]
        secs += [r.choice(["init", "noinstr", "text", "text"]) for _ in range(r.randint(2, 5))]
        reader_tab = r.choice([None, tabs[0], tabs[1]]) if r.random() < 0.5 else None
        vs = [0, 0]
        for k in range(2, len(secs)):
            if r.random() < 0.4:
                # an exact clone of an earlier member in its section: merges
                j = r.randrange(k)
                secs[k] = secs[j]
                vs.append(vs[j])
            else:
                vs.append(0 if r.random() < 0.5 else r.choice([1, 2]))
        for k, sec in enumerate(secs):
            v = vs[k]
            tab = reader_tab if k < 2 else None
            name = "%sm%d" % (p, k)
            note = "/* mutant of %sm0: constant changed */\n" % p if v else ""
            out.append(dict(name=name, text=note + body(name, sec, extra_attr(sec), variants[v],
                                                          tab and tab[0]),
                            init=bool(tab and tab[1]), callee=None))
        # readers: one per table, same body, some placed apart
        for k, (tname, tinit) in enumerate(tabs):
            sec = r.choice(["init", "noinstr", "text", "text"])
            name = "%sr%d" % (p, k)
            out.append(dict(name=name, text=body(name, sec, extra_attr(sec), C, tname),
                            init=tinit, callee=None))
        # callers one and two levels up: equal bodies but for the callee
        level_of = [list(out)]
        for lev in (1, 2):
            K = [r.getrandbits(32), r.randint(0, 99), r.randrange(1, 64, 2), r.getrandbits(16)]
            probe = r.random() < 0.7
            below = level_of[-1]
            callees = [below[0], below[1]] + [r.choice(below) for _ in range(r.randint(1, 4))]
            csecs = [r.choice(["init", "noinstr", "text", "text"]) if probe else "text"
                     for _ in callees]
            for k in range(2, len(callees)):
                if r.random() < 0.3:
                    # a twin of an earlier caller, same callee and section: merges
                    j = r.randrange(k)
                    callees[k], csecs[k] = callees[j], csecs[j]
            mine = []
            for k, ce in enumerate(callees):
                sec = csecs[k]
                ks = list(K)
                note = ""
                if k >= 2 and r.random() < 0.3:
                    ks[3] = (ks[3] + 1) & 0xffffffff
                    note = "/* mutant: constant changed */\n"
                name = "%sc%d_%d" % (p, lev, k)
                if probe:
                    attrs = "__attribute__ ((%s%snoinline)) " % (code_sec[sec], extra_attr(sec))
                else:
                    attrs = r.choice(["", "__attribute__ ((noinline)) ",
                                      "__attribute__ ((noinline)) "])
                text = ("%s%s%sunsigned\n%s (unsigned a, unsigned b)\n{\n%s"
                        "  return %s (a ^ %du, b + %du) * %du + %du;\n}\n"
                        % (note, storage(), attrs, name, "  pl_probe ();\n" if probe else "",
                           ce["name"], ks[0], ks[1], ks[2], ks[3]))
                mine.append(dict(name=name, text=text, init=ce["init"], callee=ce["name"]))
            out += mine
            level_of.append(mine)
        for f in out:
            self.funcs.append(dict(name=f["name"], text=f["text"], placed=True))
        # main: what reads mf_initconst first ("start-up"), then free it
        lines = []
        for boot in (True, False):
            for f in out:
                if f["init"] != boot:
                    continue
                lines.append("  pl_seen = 0;\n  h = 0;\n  for (int j = 0; j < 4; j++)\n"
                             "    h = mix (h, %s);\n"
                             '  printf ("%s %%016llx where %%u\\n", h, pl_seen);\n'
                             "  total = mix (total, h + pl_seen);"
                             % ((("pl_call (%s, (unsigned)IN(0), (unsigned)IN(1))"
                                  if r.random() < 0.3 else "%s ((unsigned)IN(0), (unsigned)IN(1))")
                                 % f["name"]), f["name"]))
            if boot:
                lines.append('  printf ("%sfree %%d\\n", pl_free_init ());' % p)
        self.main_extra += lines

    def gbase_family(self, idx):
        """Global bases (issue 27): the same handler body over different
        variables with static storage, accessed directly (`v.count',
        `a[i]', a scalar `s'), which parameterised merging passes by
        address.  Groups of members share one template: a struct handler
        (struct gbrN; sometimes over a variable of struct gbtN, the same
        layout under another tag: another alias set, must stay apart), an
        array counter, a scalar accumulator, or a mix of an array and a
        scalar (two variables: two parameters).  Members use variables of
        their own, static or public (exact clones share one), some with
        constants changed too; some variables are kept constants
        (__thread, volatile, weak, section ("mf_gdata"), a function's own
        static), so their members must stay apart.  A driver per unit
        calls each member and its caller one level up four times, some
        with the input pointing into the member's own variable (aliasing)
        and some with the variable changed through its address between
        calls, and prints each function's results; a state function per
        unit prints every variable's final contents.  Under --split the
        members, variables (statics of each unit, publics defined in one
        and extern in the other) and drivers are spread over both units.
        Own random stream; its text is kept apart (self.gb) and rendered
        after the other functions."""
        r = random.Random(self.seed * 7919 + 6)
        if r.random() >= 0.8:
            return
        p = "gb%d_" % idx
        split = self.split
        units = (1, 2) if split else (1,)
        sr, st = "gbr%d" % idx, "gbt%d" % idx
        fields = "unsigned code; unsigned count; unsigned last[8]; unsigned long sum;"
        types = ["struct %s { %s };" % (sr, fields), "struct %s { %s };" % (st, fields)]
        TY = {"s": None, "a": "unsigned %s[16]", "v": "unsigned long %s"}
        varz = []      # dicts: name, kind, tag, storage, qual, home, init

        def init(kind):
            if kind == "s":
                return "{ %du, %du, { %s }, %dUL }" % (
                    r.randint(0, 99), r.randint(0, 9),
                    ", ".join("%du" % r.randint(0, 999) for _ in range(8)), r.getrandbits(20))
            if kind == "a":
                return "{ %s }" % ", ".join("%du" % r.randint(0, 999) for _ in range(16))
            return "%dUL" % r.getrandbits(24)

        def new_var(kind, unit, qual=None, tag=None):
            if qual == "weak":
                storage = ""           # a static cannot be weak
            else:
                storage = "static " if r.random() < 0.6 else ""
            # a public variable may live in the other unit (extern here)
            home = unit if storage or not split else r.choice(units)
            v = dict(name="%s%s%d" % (p, {"s": "t", "a": "a", "v": "v"}[kind], len(varz)),
                     kind=kind, tag=tag or sr, storage=storage, qual=qual, home=home,
                     init=init(kind), used=set())
            if qual != "local":
                varz.append(v)
            return v

        def vdecl(v, ext=False):
            q = v["qual"]
            attrs = {"weak": "__attribute__ ((weak)) ",
                     "section": "__attribute__ ((section (\"mf_gdata\"))) "}.get(q, "")
            pre = {"thread": "__thread ", "volatile": "volatile "}.get(q, "")
            ty = ("struct %s %%s" % v["tag"]) if v["kind"] == "s" else TY[v["kind"]]
            d = ty % v["name"]
            if ext:
                return "extern %s%s;" % (pre, d)
            return "%s%s%s%s = %s;" % (attrs, v["storage"], pre, d, v["init"])

        def body(kind, V, K):
            # K: 4 constants; V: the variables (x: array, scalar)
            loop = "  for (unsigned i = 0; i < (n & 7u) + 1u; i++)\n"
            if kind == "s":
                return ("  %s.code = %du;\n%s    {\n      %s.sum += v[i & 7u] * %du;\n"
                        "      %s.last[(i + %s.count) & 7u] = v[i & 7u] + %s.code;\n"
                        "      if ((%s.sum & 7u) == %du)\n        %s.count += %du;\n    }\n"
                        "  %s.count++;\n  return %s.count * %du + (%s.last[n & 7u] ^ %s.sum);\n"
                        % (V[0], K[0], loop, V[0], K[1], V[0], V[0], V[0], V[0], K[3] & 7,
                           V[0], K[3] & 15, V[0], V[0], K[2], V[0], V[0]))
            if kind == "a":
                return ("  unsigned m = %du;\n%s    {\n      %s[(v[i & 7u] + i) & 15u] += i * %du + 1u;\n"
                        "      if (%s[i & 15u] > m)\n        m = %s[i & 15u];\n"
                        "      else\n        m ^= %s[(i + %du) & 15u];\n    }\n"
                        "  return m ^ %s[n & 15u] * %du;\n"
                        % (K[0], loop, V[0], K[1], V[0], V[0], V[0], K[3] & 15, V[0], K[2]))
            if kind == "v":
                return ("  unsigned long t = %du;\n%s    {\n      %s = %s * %du + v[i & 7u];\n"
                        "      if ((%s & 3u) == 1u)\n        t += %s >> 3;\n"
                        "      else\n        t ^= %s;\n    }\n  %s += t;\n  return %s ^ %du;\n"
                        % (K[0], loop, V[0], V[0], K[1] | 1, V[0], V[0], V[0], V[0], V[0], K[2]))
            return ("%s    {\n      %s[i & 15u] ^= v[i & 7u] + %du;\n"
                    "      %s += %s[(i * %du) & 15u];\n"
                    "      if (%s & 1u)\n        %s[(i + 3u) & 15u] += (unsigned) %s;\n    }\n"
                    "  return %s * %du + %s[n & 15u];\n"
                    % (loop, V[0], K[0], V[1], V[0], K[1] | 1, V[1], V[0], V[1], V[1], K[2], V[0]))

        fns = {u: [] for u in units}     # function texts per unit
        calls = {u: [] for u in units}   # (name, arg, poke) per unit, for the driver
        protos = []
        ngroups = r.randint(2, 4)
        for g in range(ngroups):
            kind = r.choice(["s", "s", "a", "v", "x"])
            vkinds = ["a", "v"] if kind == "x" else [kind]
            K = [r.getrandbits(12), r.randrange(3, 64, 2), r.randrange(1, 1 << 16, 2),
                 r.getrandbits(8)]
            nm = r.randint(2, 5)
            members = []
            for k in range(nm):
                unit = r.choice(units)
                name = "%sg%dm%d" % (p, g, k)
                ks, note = K, ""
                qual = None
                if k > 0 and r.random() < 0.25:
                    qual = r.choice(["thread", "volatile", "weak", "section", "local"])
                    if kind == "x":
                        qual = None if qual == "local" else qual
                    if qual:
                        note = "/* kept constant: %s variable */\n" % qual
                reuse = [m for m in members if m["unit"] == unit or all(
                    not v["storage"] for v in m["vars"])]
                reuse = [m for m in reuse if not m["local"]]
                if k > 0 and not qual and reuse and r.random() < 0.2:
                    # an exact clone over the same variables: merges identically
                    src = r.choice(reuse)
                    vs, ks = src["vars"], src["K"]
                    note = "/* exact clone of %s */\n" % src["name"]
                else:
                    vs = []
                    for j, vk in enumerate(vkinds):
                        if kind == "x" and k > 0 and j != (k % 2) and members and r.random() < 0.5:
                            # two variables, one shared with an earlier member
                            cand = [m["vars"][j] for m in members
                                    if not m["vars"][j]["storage"] or m["unit"] == unit]
                            if cand:
                                vs.append(r.choice(cand))
                                continue
                        tag = st if vk == "s" and k > 0 and not qual and r.random() < 0.15 else None
                        vs.append(new_var(vk, unit, qual, tag))
                        if tag:
                            note = "/* other tag, same layout: struct %s */\n" % tag
                    if k > 0 and r.random() < 0.35:
                        ks = list(K)
                        q = r.randrange(4 if kind == "s" else 3)
                        ks[q] = (ks[q] + r.choice([2, 6])) & 0xffff
                        note += "/* constant changed */\n"
                local = bool(qual == "local")
                for v in vs:
                    v["used"].add(unit)
                sto = "" if split else r.choice(["static ", "static ", ""])
                attrs = "__attribute__ ((noinline)) " if r.random() < 0.85 else ""
                head = "%s%sunsigned long\n%s (const unsigned *v, unsigned n)" % (sto, attrs, name)
                if local:
                    loc = vs[0]
                    text = "%s%s\n{\n  static %s%s = %s;\n%s}\n" % (
                        note, head, "struct %s " % loc["tag"] if loc["kind"] == "s" else "",
                        (TY[loc["kind"]] % "lv") if loc["kind"] != "s" else "lv", loc["init"],
                        body(kind, ["lv"], ks))
                else:
                    text = "%s%s\n{\n%s}\n" % (note, head, body(kind, [v["name"] for v in vs], ks))
                protos.append((unit, sto, "unsigned long %s (const unsigned *v, unsigned n);"
                               % name))
                fns[unit].append(text)
                # the input: main's, or pointing into the member's own variable
                arg = "in"
                if not local and vs[0]["qual"] != "volatile" and r.random() < 0.35:
                    v0 = vs[0]
                    arg = ("%s.last" % v0["name"]) if v0["kind"] == "s" else \
                        ("&%s[%d]" % (v0["name"], r.randint(0, 8))) if v0["kind"] == "a" else "in"
                poke = None
                if not local and vs[-1]["qual"] != "volatile" and r.random() < 0.3:
                    vl = vs[-1]
                    poke = {"s": ("unsigned", "&%s.count"), "a": ("unsigned", "&%s[5]"),
                            "v": ("unsigned long", "&%s")}[vl["kind"]]
                    poke = (poke[0], poke[1] % vl["name"])
                calls[unit].append((name, arg, poke))
                members.append(dict(name=name, vars=vs, K=ks, unit=unit, local=local))
            # callers one level up: equal but for the member they call
            if r.random() < 0.6:
                C = [r.getrandbits(8), r.randrange(3, 64, 2), r.getrandbits(16)]
                for k, m in enumerate(r.sample(members, r.randint(2, len(members)))):
                    cs, note = C, ""
                    if r.random() < 0.25:
                        cs = [C[0], C[1], (C[2] + 1) & 0xffff]
                        note = "/* constant changed */\n"
                    name = "%sg%dc%d" % (p, g, k)
                    sto = "" if split else r.choice(["static ", ""])
                    attrs = r.choice(["", "__attribute__ ((noinline)) "])
                    fns[m["unit"]].append(
                        "%s%s%sunsigned long\n%s (const unsigned *v, unsigned n)\n{\n"
                        "  return %s (v, n ^ %du) * %du + %du;\n}\n"
                        % (note, sto, attrs, name, m["name"], cs[0] & 7, cs[1], cs[2]))
                    protos.append((m["unit"], sto, "unsigned long %s (const unsigned *v, "
                                   "unsigned n);" % name))
                    calls[m["unit"]].append((name, "in", None))
        # the units' text: types, variables (or externs), prototypes, functions,
        # the driver and the state function
        lnk = "" if split else "static "
        chunks = {}
        for u in units:
            out = ["/* global bases family (gb): unit %d */" % u] + types + [GB_HELPERS]
            for v in varz:
                if v["home"] == u:
                    out.append(vdecl(v))
                elif not v["storage"]:
                    out.append(vdecl(v, ext=True))
            out += [("%s%s" % (sto, pr)) for (pu, sto, pr) in protos if pu == u or not sto]
            out += fns[u]
            lines = ["%s__attribute__ ((noinline)) unsigned long long\n%sdrive%d (const unsigned *in)"
                     "\n{\n  unsigned long long h, t = 0;" % (lnk, p, u)]
            for name, arg, poke in calls[u]:
                lines.append("  h = 0;\n  for (unsigned j = 0; j < 4; j++)\n    {")
                if poke:
                    lines.append("      %s *volatile pk = %s;\n      *pk += j + 1u;" % poke)
                lines.append("      h = gb_mix (h, %s (%s, in[j] & 15u));\n    }" % (name, arg))
                lines.append('  printf ("%s %%016llx\\n", h);\n  t = gb_mix (t, h);' % name)
            lines.append("  return t;\n}\n")
            out.append("\n".join(lines))
            lines = ["%s__attribute__ ((noinline)) unsigned long long\n%sstate%d (void)\n{\n"
                     "  unsigned long long h, t = 0;" % (lnk, p, u)]
            for v in varz:
                if v["home"] != u:
                    continue
                n = v["name"]
                if v["kind"] == "s":
                    lines.append("  h = gb_mix (%s.code, %s.count);\n  h = gb_mix (h, %s.sum);\n"
                                 "  for (int q = 0; q < 8; q++)\n    h = gb_mix (h, %s.last[q]);"
                                 % (n, n, n, n))
                elif v["kind"] == "a":
                    lines.append("  h = 0;\n  for (int q = 0; q < 16; q++)\n"
                                 "    h = gb_mix (h, %s[q]);" % n)
                else:
                    lines.append("  h = %s;" % n)
                lines.append('  printf ("%s %%016llx\\n", h);\n  t = gb_mix (t, h);' % n)
            lines.append("  return t;\n}\n")
            out.append("\n".join(lines))
            chunks[u] = out
        if split:
            chunks[2] += ["unsigned long long %sdrive1 (const unsigned *in);" % p,
                          "unsigned long long %sstate1 (void);" % p]
        self.gb = chunks
        self.main_extra.append(
            "  {\n    unsigned gin[8];\n    for (int q = 0; q < 8; q++)\n"
            "      gin[q] = (unsigned) vin[q];\n%s  }"
            % "".join("    total = mix (total, %s%s%d (%s));\n" % (p, f, u, "gin" if f == "drive" else "")
                      for f in ("drive", "state") for u in units))

    # ----------------------------------------------------------- tables
    def make_tables(self):
        """Read-only int tables: an original, exact copies, mutated copies;
        static and public; some with their addresses compared."""
        names = []
        for ti in range(self.r.randint(1, 2)):
            vals = [self.r.randint(-1000, 1000) for _ in range(8)]
            ncopy = self.r.randint(1, 3)
            for j in range(ncopy + 1):
                v = list(vals)
                name = "tab%d_%d" % (ti, j)
                note = ""
                if j > 0 and self.chance(0.4) and not (self.split and ti == 0 and j == 1):
                    v[self.r.randrange(8)] += self.r.choice([1, -1, 7])
                    note = " /* mutated copy */"
                storage = self.pick(["static ", "static ", ""])
                if self.split and ti == 0 and j < 2:
                    # a static table and a public twin that unit 2 overrides
                    storage = "static " if j == 0 else ""
                self.decls.append("%sconst int %s[8] = { %s };%s"
                                  % (storage, name, ", ".join(map(str, v)), note))
                names.append(name)
        self.tables["int"] = names
        if len(names) >= 2:
            self.addr_groups.append(self.r.sample(names, min(len(names), 3)))

    # ------------------------------------------------------------ whole
    def program(self):
        r = self.r
        nglob = r.randint(0, 2)
        self.globals = ["g%d" % j for j in range(nglob)]
        for g in self.globals:
            self.decls.append("unsigned long %s = %du;" % (g, r.randint(0, 99)))
        self.make_tables()
        nfam = r.randint(2, 5)
        callable_fns = []
        for idx in range(nfam):
            shape = self.pick(["scalar"] * 6 + ["struct", "struct", "float", "vararg", "byval",
                                                "byval"])
            mem = self.family(shape, idx, callable_fns[-12:])
            if shape == "scalar":
                callable_fns += [(fn["name"], fn["sig"]) for fn in mem
                                 if "weak" not in fn["link"][1] and not fn.get("assume")]
            if self.chance(0.15):
                self.pingpong(idx)
            if self.chance(0.15):
                self.selfrec(idx)
        if not self.split:
            self.spin(nfam)
        self.sign_family(nfam)
        if not self.split:
            self.field_family(nfam)
            self.placement_family(nfam)
        self.gbase_family(nfam)
        return self.render()

    def render(self):
        out = ["/* generated by fuzz/gen.py, seed %d */" % self.seed,
               "#include <stdio.h>", "#include <string.h>", "#include <stdarg.h>", ""]
        for s in FIELDS:
            fr, ft = STRUCTS[s][1], STRUCTS[s][2]
            fields = STRUCTS[s][0]
            fl = FIELDS[s]
            out.append("struct %s { %s };" % (s, " ".join("%s %s;" % (ty, f) for ty, f in fl)))
            out.append("struct %s { %s };" % (fr, " ".join("%s %s;" % (ty, f) for ty, f in REORDER[s])))
            out.append("struct %s { %s };" % (ft, " ".join("%s %s;" % (ty, f) for ty, f in fl)))
        for sn, fl in BYVAL.items():
            out.append("struct %s { %s };" % (sn, " ".join("%s %s;" % (ty, f) for ty, f in fl)))
        out.append("static volatile long vin[8] = { %s };" % ", ".join(
            str(x) + "L" for x in [0, 1, -1, self.r.randint(-100, 100), 2147483647,
                                   -2147483647 - 1, self.r.randint(-10**12, 10**12), 0x5a5a]))
        out.append("static volatile double vdin[6] = { 0.0, -0.0, 1.5, -3.25, 1e308, 7.0 };")
        out.append("#define IN(k) vin[(j + (k) * 3) & 7]")
        out.append("#define DIN(k) vdin[(j + (k) * 2) % 6]")
        if self.split:
            return self.render_split(out)
        out += self.decls
        out.append("")
        out += self.protos
        out.append("")
        for f in self.funcs:
            out.append(f["text"])
        out += self.gb.get(1, [])
        return self.render_main(out)

    def render_split(self, head):
        """Two units for -flto: every function public, the members of each
        family spread over both, main in the second; static tables in both
        (their own copies), public ones and globals defined in the first."""
        unstatic = re.compile(r"^static (?!volatile|const)", re.M)
        u1, u2 = list(head), list(head)
        for d in self.decls:
            if d.startswith("const int tab0_1[8]"):
                # weak here, overridden by a strong definition in unit 2:
                # whatever merges with it must not read the weak copy
                u1.append("__attribute__((weak)) " + d)
                vals = d[d.index("{"):]
                u2.append("const int tab0_1[8] = { 4242, " + vals[2:])
                continue
            u1.append(d)
            if d.startswith("static "):
                u2.append(d)
            else:
                u2.append("extern " + d.split(" = ")[0] + ";")
        protos = [unstatic.sub("", x) for x in self.protos]
        u1 += [""] + protos + [""]
        u2 += [""] + protos + [""]
        overrides = []
        for k, f in enumerate(self.funcs):
            text = unstatic.sub("", f["text"])
            if k % 2 == 0 and self.chance(0.3):
                # weak in unit 1, overridden in unit 2 by a sibling's body
                # under its name
                stem = f["name"].split("_")[0]
                proto = [x for x in protos if re.search(r"\b%s \(" % f["name"], x)]
                mates = [g for g in self.funcs if g["name"] != f["name"]
                         and g["name"].split("_")[0] == stem and g["text"].count("\n") > 3]
                mates = [g for g in mates if proto and any(
                    x.replace(g["name"] + " (", f["name"] + " (") == proto[0]
                    for x in protos if re.search(r"\b%s \(" % g["name"], x))]
                if mates:
                    g = self.pick(mates)
                    lines = text.split("\n")
                    hi = [i for i, l in enumerate(lines) if l.startswith(f["name"] + " (")][0]
                    lines[hi - 1] = "__attribute__((weak)) " + lines[hi - 1]
                    text = "\n".join(lines)
                    body = re.sub(r"\b%s\b" % g["name"], f["name"],
                                  unstatic.sub("", g["text"]).replace("weak", "used"))
                    overrides.append("/* strong override of weak %s: the body of %s */\n%s"
                                     % (f["name"], g["name"], body))
            (u1 if k % 2 == 0 else u2).append(text)
        u2 += overrides
        u1 += self.gb.get(1, [])
        u2 += self.gb.get(2, [])
        return "\n".join(u1) + "\n" + SPLIT_MARK + "\n" + self.render_main(u2)

    def render_main(self, out):
        out.append(MAIN_HELPERS)
        out.append("#define IN(k) vin[(j + (k) * 3) & 7]")
        for sn, fl in BYVAL.items():
            out.append("static struct %s\nmk_%s (int j)\n{\n  struct %s v;\n%s  return v;\n}\n"
                       % (sn, sn, sn, "".join("  v.%s = (%s)IN(%d);\n" % (f, ty, q + 1)
                                               for q, (ty, f) in enumerate(fl))))
            out.append("static unsigned long long\nfold_%s (struct %s v)\n{\n  return %s;\n}\n"
                       % (sn, sn, " ^ ".join("(unsigned long long)v.%s * %d" % (f, 2 * q + 1)
                                              for q, (ty, f) in enumerate(fl))))
        # struct instances
        out.append("int\nmain (void)\n{\n  unsigned long long h, total = 0;")
        for s in FIELDS:
            for sn in (s, STRUCTS[s][1], STRUCTS[s][2]):
                out.append("  struct %s st_%s[3];" % (sn, sn))
        out.append("  for (int j = 0; j < 3; j++)\n    {")
        for s in FIELDS:
            for sn in (s, STRUCTS[s][1], STRUCTS[s][2]):
                for ty, f in FIELDS[s]:
                    out.append("      st_%s[j].%s = (%s)IN(%d);" % (sn, f, ty, FIELDS[s].index((ty, f)) + 1))
        out.append("    }")
        for f in self.funcs:
            if f.get("placed"):
                continue
            out.append("  h = 0;\n  for (int j = 0; j < 4; j++)\n    h = mix (h, %s);" % f["call"])
            out.append('  printf ("%s %%016llx\\n", h);\n  total = mix (total, h);' % f["name"])
        out += self.main_extra
        for g in self.globals:
            out.append('  printf ("%s %%lu\\n", %s);' % (g, g))
        for k, (ptype, group, tmpl) in enumerate(self.fptabs):
            out.append("  {\n    static " + (ptype % ("fp%d" % k)) + " = { %s };" % ", ".join(group))
            out.append("    for (int a = 0; a < %d; a++)\n      for (int b = 0; b < %d; b++)" % (len(group), len(group)))
            out.append('        printf ("fp%d %%d %%d %%d\\n", a, b, (int)(*(void *volatile *)&fp%d[a] == *(void *volatile *)&fp%d[b]));' % (k, k, k))
            out.append("    for (int j = 0; j < 8; j++)\n      {\n        int a = (unsigned)IN(0) %% %d;" % len(group))
            if tmpl["shape"] == "float":
                call = "dbits (fp%d[a] (DIN(0), DIN(1)))" % k
            else:
                call = "(unsigned long long)fp%d[a] (%s)" % (k, ", ".join(
                    "(%s)IN(%d)" % (tmpl["t"], q) for q in range(len(tmpl["params"]))))
            out.append("        total = mix (total, %s);\n      }\n  }" % call)
        for k, group in enumerate(self.addr_groups):
            out.append("  {\n    const void *volatile ta[] = { %s };" % ", ".join(group))
            out.append("    for (int a = 0; a < %d; a++)\n      for (int b = 0; b < %d; b++)" % (len(group), len(group)))
            out.append('        printf ("ta%d %%d %%d %%d\\n", a, b, (int)(ta[a] == ta[b]));' % k)
            out.append("  }")
        out.append('  printf ("total %016llx\\n", total);')
        out.append("  return (int)(total % 61);\n}")
        return "\n".join(out) + "\n"


# struct name -> (fields as (type, name), reordered twin, same-layout twin)
FIELDS = {
    "S0": [("int", "a"), ("short", "b"), ("long", "c"), ("unsigned char", "d")],
    "S1": [("unsigned", "x"), ("unsigned", "y"), ("int", "z"), ("signed char", "w")],
}
REORDER = {
    "S0": [("long", "c"), ("int", "a"), ("unsigned char", "d"), ("short", "b")],
    "S1": [("unsigned", "y"), ("unsigned", "x"), ("int", "z"), ("signed char", "w")],
}
STRUCTS = {
    "S0": (FIELDS["S0"], "S0r", "S0t"),
    "S1": (FIELDS["S1"], "S1r", "S1t"),
    "P2": (None, "P2r", "P2t"),
    "P3": (None, "P3r", "P3t"),
}
# structs passed and returned by value: (type, field) lists
BYVAL = {
    "P2": [("int", "a"), ("int", "b")],
    "P2r": [("int", "b"), ("int", "a")],
    "P2t": [("int", "a"), ("int", "b")],
    "P3": [("long", "a"), ("long", "b"), ("long", "c")],
    "P3r": [("long", "c"), ("long", "a"), ("long", "b")],
    "P3t": [("long", "a"), ("long", "b"), ("long", "c")],
}

MAIN_HELPERS = r"""
static unsigned long long
mix (unsigned long long h, unsigned long long v)
{
  return (h ^ v) * 0x100000001b3ULL + (h >> 29);
}

static unsigned long long
dbits (double d)
{
  unsigned long long u;
  if (d != d)
    return 0x7ff8dead;
  memcpy (&u, &d, sizeof u);
  return u;
}
"""


# spin(): the flag, set by SIGALRM 2 ms after spin_arm ()
SPIN_HELPERS = r"""#include <signal.h>
#include <sys/time.h>
static unsigned long spin_flag, spin_sink;
static void
spin_alarm (int sig)
{
  *(volatile unsigned long *)&spin_flag = 1;
}
static unsigned long *
spin_arm (void)
{
  struct itimerval it = { { 0, 0 }, { 0, 2000 } };
  spin_flag = 0;
  signal (SIGALRM, spin_alarm);
  setitimer (ITIMER_REAL, &it, 0);
  return &spin_flag;
}
static unsigned long *
spin_set (void)
{
  spin_flag = 1;
  return &spin_flag;
}"""

# placement_family(): where code runs, and "freeing" a kernel's __initconst
PLACE_HELPERS = r"""#include <stdint.h>
#include <unistd.h>
#include <sys/mman.h>
/* The linker's bounds of each section (weak: a section may be empty).  */
extern char __start_mf_init[] __attribute__ ((weak));
extern char __stop_mf_init[] __attribute__ ((weak));
extern char __start_mf_noinstr[] __attribute__ ((weak));
extern char __stop_mf_noinstr[] __attribute__ ((weak));
extern char __start_mf_initconst[] __attribute__ ((weak));
extern char __stop_mf_initconst[] __attribute__ ((weak));
static volatile unsigned pl_seen;
static int
pl_in (uintptr_t p, const char *start, const char *stop)
{
  return start && p >= (uintptr_t) start && p < (uintptr_t) stop;
}
/* Which section called: 1 mf_init, 2 mf_noinstr, 4 any other.  */
static __attribute__ ((noipa)) void
pl_probe (void)
{
  uintptr_t p = (uintptr_t) __builtin_return_address (0);
  pl_seen |= pl_in (p, __start_mf_init, __stop_mf_init) ? 1
	     : pl_in (p, __start_mf_noinstr, __stop_mf_noinstr) ? 2 : 4;
}
/* A call through a pointer: the callee's address escapes.  */
static __attribute__ ((noipa)) unsigned
pl_call (unsigned (*f) (unsigned, unsigned), unsigned a, unsigned b)
{
  return f (a, b);
}
/* Start-up is over: mf_initconst (whole pages only) becomes inaccessible.  */
static int
pl_free_init (void)
{
  uintptr_t a = (uintptr_t) __start_mf_initconst, n = __stop_mf_initconst - __start_mf_initconst;
  long page = sysconf (_SC_PAGESIZE);
  if (!a || page <= 0 || a % page || n % page)
    return -1;
  return mprotect ((void *) a, n, PROT_NONE);
}"""

# gbase_family(): the drivers' mix (main's comes after them)
GB_HELPERS = r"""static unsigned long long
gb_mix (unsigned long long h, unsigned long long v)
{
  return (h ^ v) * 0x100000001b3ULL + (h >> 29);
}"""

SPLIT_MARK = "/* ==== unit 2 ==== */"


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seed = int(args[0]) if args else 1
    g = Gen(seed)
    g.split = "--split" in sys.argv
    sys.stdout.write(g.program())


if __name__ == "__main__":
    main()
