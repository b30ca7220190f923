#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A csmith program with clones of its functions.

    fuzz/csmith_clones.py SEED > prog.c      (needs csmith and libcsmith-dev)

Runs csmith with SEED (small programs: a few functions), then for every
func_N adds an exact clone func_N_c and, for about two thirds of them, a
mutated clone func_N_m with one change that keeps the program free of
undefined behaviour:

  const     an integer literal changed, outside array subscripts, array
            dimensions and loop headers (csmith keeps indices in range
            through those)
  swap      the two operands of a safe_sub/div/mod/lshift/rshift_* call
            swapped (csmith's safe math is defined for any operands)
  sign      a scalar local's type's signedness flipped (int32_t -> uint32_t)
  volatile  a scalar local made volatile

Every call site of func_N (in the originals and the clones) calls an inline
dispatcher func_N_sel that calls func_N, func_N_c or func_N_m according to
a volatile run number, so that all variants stay alive (csmith calls most
functions from one place).  csmith's main becomes csmith_main, and main runs
it three times in forked children (run numbers 0, 1, 2; the variant of
func_N is (run + N) % variants), printing each child's checksum and status:
the output depends on every variant, and no run sees another's globals.
csmith's call graph has no cycles, so neither has the result.
"""

import random
import re
import subprocess
import sys

CSMITH_ARGS = ["--no-argc", "--max-funcs", "5", "--max-block-depth", "3",
               "--max-expr-complexity", "6", "--max-array-dim", "2"]

HEAD_RE = re.compile(r"^(static )?(.+?)\s+(func_\d+)\((.*)\)$")
LIT_RE = re.compile(r"(?<![\w.])(0x[0-9A-Fa-f]+|\d+)([UL]*)(?![\w.])")
LOCAL_RE = re.compile(r"^(\s+)((?:const )?)(u?)(int(?:8|16|32|64)_t) (l_\d+) = ")
SAFE_RE = re.compile(r"safe_(sub|div|mod|lshift|rshift)_func_\w+\(")


def functions(lines):
    """(start, end, name) of each function definition: head line .. '}'."""
    out = []
    i = 0
    while i < len(lines) - 1:
        m = HEAD_RE.match(lines[i])
        if m and lines[i + 1].startswith("{"):
            j = i + 1
            while lines[j] != "}":
                j += 1
            out.append((i, j, m.group(3)))
            i = j
        i += 1
    return out


def mutate_const(body, r):
    sites = []
    for li, line in enumerate(body):
        if "for (" in line or li == 0:
            continue
        depth = 0
        code = line.split("/*")[0]
        for m in LIT_RE.finditer(code):
            pre = code[:m.start()]
            depth = pre.count("[") - pre.count("]")
            if depth == 0:
                sites.append((li, m))
    if not sites:
        return None
    li, m = r.choice(sites)
    lit, suf = m.group(1), m.group(2)
    v = int(lit, 0)
    nv = v + r.choice([1, 2, -1]) if v > 1 else v + 1
    new = (hex(nv).upper().replace("0X", "0x") if lit.startswith("0x") else str(nv)) + suf
    line = body[li]
    body[li] = line[:m.start()] + new + line[m.end():]
    return "const %s -> %s" % (lit + suf, new)


def split_args(s, start):
    """Given s and the index just after '(' return (arg1 span, arg2 span, end)."""
    depth = 0
    i = start
    comma = None
    while i < len(s):
        c = s[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return comma, i
            depth -= 1
        elif c == "," and depth == 0 and comma is None:
            comma = i
        i += 1
    return None, None


def mutate_swap(body, r):
    text = "\n".join(body)
    sites = list(SAFE_RE.finditer(text))
    r.shuffle(sites)
    for m in sites:
        comma, end = split_args(text, m.end())
        if comma is None or end is None:
            continue
        a, b = text[m.end():comma].strip(), text[comma + 1:end].strip()
        if a == b:
            continue
        text = text[:m.end()] + b + ", " + a + text[end:]
        body[:] = text.split("\n")
        return "swap %s" % m.group(1)
    return None


def mutate_local(body, r, kind):
    text = "\n".join(body)
    sites = []
    for li, line in enumerate(body):
        m = LOCAL_RE.match(line)
        if m and "&" + m.group(5) not in text and "volatile" not in line:
            sites.append((li, m))
    if not sites:
        return None
    li, m = r.choice(sites)
    line = body[li]
    if kind == "sign":
        nu = "" if m.group(3) else "u"
        body[li] = line[:m.start(3)] + nu + line[m.end(3):]
        return "sign of %s" % m.group(5)
    body[li] = line[:m.start(2)] + "volatile " + line[m.start(2):]
    return "volatile %s" % m.group(5)


MAIN = r"""

int
main (void)
{
  int r = 0;
  for (int run = 0; run < 3; run++)
    {
      int st = 0;
      fflush (stdout);
      pid_t p = fork ();
      if (p == 0)
        {
          fuzz_run = run;
          return csmith_main ();
        }
      if (p < 0 || waitpid (p, &st, 0) != p)
        return 99;
      printf ("run %d status %d\n", run, st);
      r = r * 3 + (WIFEXITED (st) ? WEXITSTATUS (st) : 50);
    }
  return r & 63;
}
"""


def main():
    seed = int(sys.argv[1])
    r = random.Random(seed)
    src = subprocess.run(["csmith", "--seed", str(seed)] + CSMITH_ARGS,
                         stdout=subprocess.PIPE, check=True, text=True).stdout
    lines = src.split("\n")
    fns = functions(lines)
    names = [n for _, _, n in fns]
    clones = {}     # name -> list of callable variants
    extra = []      # text of the new functions
    protos = []
    for (s, e, name) in fns:
        body = lines[s:e + 1]
        variants = [name]
        cb = [l.replace(name + "(", name + "_c(", 1) if k == 0 else l
              for k, l in enumerate(body)]
        extra.append(["/* exact clone of %s */" % name] + cb)
        variants.append(name + "_c")
        if r.random() < 0.67:
            mb = [l.replace(name + "(", name + "_m(", 1) if k == 0 else l
                  for k, l in enumerate(body)]
            desc = None
            kinds = ["const", "const", "swap", "sign", "volatile"]
            r.shuffle(kinds)
            for kind in kinds:
                if kind == "const":
                    desc = mutate_const(mb, r)
                elif kind == "swap":
                    desc = mutate_swap(mb, r)
                else:
                    desc = mutate_local(mb, r, kind)
                if desc:
                    break
            if desc:
                extra.append(["/* mutant of %s: %s */" % (name, desc)] + mb)
                variants.append(name + "_m")
        clones[name] = variants
        head = lines[s]
        for v in variants[1:]:
            protos.append(head.replace(name + "(", v + "(", 1) + ";")
    # insert the clones after the last original function, prototypes after
    # the last original prototype
    last_end = fns[-1][1] if fns else len(lines) - 1
    out = lines[:last_end + 1]
    for fb in extra:
        out += [""] + fb
    out += lines[last_end + 1:]
    text = "\n".join(out)
    # prototypes: after the original prototype block
    idx = max(text.rfind(");\n", 0, text.find("\n{")), 0)
    pi = text.find("\n", idx) + 1
    text = text[:pi] + "\n".join(protos) + "\n" + text[pi:]
    # dispatchers, before the first function definition
    disp = []
    for (s, e, name) in fns:
        m = HEAD_RE.match(lines[s])
        params = m.group(4).strip()
        args = []
        if params and params != "void":
            for prm in params.split(","):
                args.append(re.findall(r"\w+", prm)[-1])
        num = int(name.split("_")[1])
        vs = clones[name]
        ret = "" if m.group(2).strip() == "void" else "return "
        body = ["static inline %s %s_sel(%s)" % (m.group(2), name, params), "{",
                "  switch ((fuzz_run + %d) %% %d)" % (num, len(vs)), "    {"]
        for k, v in enumerate(vs):
            body.append("    %s: %s%s(%s);%s" % ("default" if k == len(vs) - 1 else "case %d" % k,
                                                ret, v, ", ".join(args), "" if ret else " return;"))
        body += ["    }", "}"]
        disp.append("\n".join(body))
    first = text.find("\n" + lines[fns[0][0]] + "\n{") if fns else -1
    if first >= 0:
        text = text[:first] + "\nstatic volatile int fuzz_run;\n" + "\n\n".join(disp) + \
            "\n" + text[first:]
    # redirect call sites (not definitions, prototypes or dispatchers)
    call_re = re.compile(r"\b(func_\d+)\(")
    res = []
    in_disp = False
    for line in text.split("\n"):
        if line.startswith("static inline ") and "_sel(" in line:
            in_disp = True
        if HEAD_RE.match(line) or (line.startswith("static ") and line.endswith(");")) or in_disp:
            res.append(line)
        else:
            res.append(call_re.sub(lambda m: m.group(1) + "_sel(", line))
        if in_disp and line == "}":
            in_disp = False
    text = "\n".join(res)
    text = text.replace("\nint main (void)\n", "\nstatic int csmith_main (void)\n", 1)
    text += MAIN
    sys.stdout.write("/* csmith seed %d with clones: fuzz/csmith_clones.py */\n" % seed)
    sys.stdout.write("#include <unistd.h>\n#include <sys/wait.h>\n")
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
