#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""dup-code: the duplicated machine code of a link, within and across units.

  scripts/dup-code.py [--top N] [--map MAP] FILE          # ld -r output, or a program linked -q
  scripts/dup-code.py [--top N] OBJ|ARCHIVE OBJ|ARCHIVE ...

What it measures: the bytes identical code folding could remove (what
gold's or lld's --icf=all folds).  Every function (an ELF FUNC symbol
with a size, keyed by section and address: every copy counts) is read
from the ELF file itself: its bytes, with the fields its relocations
patch masked, and its relocations by symbol index.  Two functions are
identical when their bytes and relocation types are, and each relocation
reaches the same place: the same undefined or global symbol (by name);
the same mergeable string or constant (by content, .rodata.str*,
.rodata.cst*); the same offset of the same data section; or an identical
function (by class: a callee that is itself in an identical group counts
as the same callee, refined to a fixpoint, as identical code folding
does).  A group of n identical functions could save all copies but one.

Units: each object (archive member) given is a unit; for a single file,
the unit of each function is the input file of the section holding it in
the -Map of its link (--map: `ld -r -Map` of the link's objects, or a
program's `-Wl,-Map` with `-Wl,-q`).  The room is split into within
units (copies in the same unit: what per-unit merging could reach) and
across units (one copy per unit left: what only a cross-unit merge or the
linker can reach).  --top N lists the largest groups, and as a second
kind the groups whose code is the same but whose relocations reach
different places (what parameterised merging, or merging the callees,
could fold).  A copy's bytes are its footprint: up to the next function
of its section, or its size rounded up to its section's alignment (the
last of a section), so alignment padding counts about as a linker
folding sections frees it.
"""
import argparse, bisect, collections, os, re, struct, sys

SHF_WRITE, SHF_ALLOC, SHF_EXEC, SHF_MERGE, SHF_STRINGS = 1, 2, 4, 0x10, 0x20
STT_FUNC, STT_SECTION = 2, 3
# x86-64: relocations that patch 8 bytes, and the PC-relative ones (their
# place is the field's end, 4 bytes on; the addend says -4 to reach S).
WIDE = {1, 16, 17, 18, 24, 25, 26, 27, 29, 33}
PCREL = {2, 4, 9, 19, 20, 22, 24, 26, 41, 42}


class Elf:
    """Sections, symbols and relocations of one ELF file (32 or 64 bits,
    either byte order; REL and RELA)."""

    def __init__(self, data, unit):
        if data[:4] != b"\x7fELF":
            raise ValueError("not an ELF file")
        self.unit = unit
        b64 = data[4] == 2
        e = "<" if data[5] == 1 else ">"
        self.etype, self.machine = struct.unpack_from(e + "HH", data, 16)
        if b64:
            shoff, = struct.unpack_from(e + "Q", data, 40)
            shentsize, shnum, shstrndx = struct.unpack_from(e + "HHH", data, 58)
            shfmt, symfmt, relfmt = e + "IIQQQQIIQQ", e + "IBBHQQ", e + "QQq"
        else:
            shoff, = struct.unpack_from(e + "I", data, 32)
            shentsize, shnum, shstrndx = struct.unpack_from(e + "HHH", data, 46)
            shfmt, symfmt, relfmt = e + "IIIIIIIIII", e + "IIIBBH", e + "IIi"
        secs = [struct.unpack_from(shfmt, data, shoff + i * shentsize) for i in range(shnum)]
        strs = secs[shstrndx]

        def cstr(off):
            return data[off:data.index(b"\0", off)].decode("latin-1")

        # (name, type, flags, addr, data, link, info, entsize, align)
        self.secs = []
        for s in secs:
            name, typ, flags, addr, off, size, link, info, align, ent = s
            self.secs.append((cstr(strs[4] + name), typ, flags, addr,
                              data[off:off + size] if typ != 8 else b"", link, info, ent,
                              max(align, 1)))
        self.syms = []   # (name, value in its section, size, type, bind, shndx)
        for s in self.secs:
            if s[1] != 2:   # SHT_SYMTAB
                continue
            strtab = secs[s[5]][4]
            n = len(s[4]) // struct.calcsize(symfmt)
            for i in range(n):
                v = struct.unpack_from(symfmt, s[4], i * struct.calcsize(symfmt))
                if b64:
                    name, info, _, shndx, value, size = v
                else:
                    name, value, size, info, _, shndx = v
                sec_addr = self.secs[shndx][3] if 0 < shndx < len(self.secs) else 0
                self.syms.append((cstr(strtab + name), value - sec_addr, size,
                                  info & 15, info >> 4, shndx))
        self.relocs = collections.defaultdict(list)   # shndx: [(offset, type, sym, addend)]
        for s in self.secs:
            if s[1] not in (4, 9):   # SHT_RELA, SHT_REL
                continue
            fmt = relfmt if s[1] == 4 else relfmt[:-1]
            step = struct.calcsize(fmt)
            target = self.secs[s[6]]
            for i in range(len(s[4]) // step):
                v = struct.unpack_from(fmt, s[4], i * step)
                sym, typ = (v[1] >> 32, v[1] & 0xffffffff) if b64 else (v[1] >> 8, v[1] & 0xff)
                off = v[0] - target[3]
                add = v[2] if s[1] == 4 else struct.unpack_from(e + "i", target[4], off)[0]
                self.relocs[s[6]].append((off, typ, sym, add))


def read_inputs(paths):
    """[Elf] of PATHS: objects, programs and archive members."""
    out = []
    for p in paths:
        data = open(p, "rb").read()
        if not data.startswith(b"!<arch>\n"):
            out.append(Elf(data, p))
            continue
        pos, longnames = 8, b""
        while pos + 60 <= len(data):
            name = data[pos:pos + 16].decode().strip()
            size = int(data[pos + 48:pos + 58])
            body = data[pos + 60:pos + 60 + size]
            pos += 60 + size + (size & 1)
            if name == "//":
                longnames = body
            elif name in ("/", "/SYM64/"):
                continue
            else:
                if name.startswith("/"):
                    i = int(name[1:])
                    name = longnames[i:longnames.index(b"/\n", i)].decode()
                out.append(Elf(body, "%s(%s)" % (p, name.rstrip("/"))))
    return out


def map_units(path):
    """{(output section name, its occurrence, address): unit}, sorted
    starts per output section, from a GNU ld -Map."""
    starts = collections.defaultdict(list)
    seen = collections.Counter()
    out = None
    pending = None
    in_map = False
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("Linker script and memory map"):
            in_map = True
            continue
        if not in_map:
            continue
        m = re.match(r"^(\.\S+|\S+)(?:\s+0x([0-9a-f]+)\s+0x([0-9a-f]+))?\s*$", line)
        if m and not line.startswith(" "):
            if m.group(2) is not None:
                out = (m.group(1), seen[m.group(1)])
                seen[m.group(1)] += 1
            else:
                out, pending = None, m.group(1)
                if not m.group(1).startswith("."):
                    continue
                out = (m.group(1), seen[m.group(1)])
                seen[m.group(1)] += 1
            continue
        if out is None:
            continue
        m = re.match(r"^ (\S+)?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
        if m and not m.group(4).startswith("0x"):
            size = int(m.group(3), 16)
            if size:
                starts[out].append((int(m.group(2), 16), size, m.group(4).strip()))
    for v in starts.values():
        v.sort()
    return starts


class Funcs:
    """Every function of the inputs, with the key of its bytes and the
    places its relocations reach."""

    def __init__(self, elfs, mapfile):
        self.elfs = elfs
        self.units = map_units(mapfile) if mapfile else None
        self.fn = []         # (elf, shndx, start, size, name)
        self.at = {}         # (elf index, shndx): ([starts], [fn index])
        self.glob = {}       # global name: (elf index, sym)
        for ei, elf in enumerate(elfs):
            byaddr = {}
            for s in elf.syms:
                if s[5] == 0 or s[5] >= 0xff00:
                    continue
                if s[4] in (1, 2) and s[0]:
                    self.glob.setdefault(s[0], (ei, s))
                if s[3] == STT_FUNC and s[2] > 0 and elf.secs[s[5]][2] & SHF_EXEC:
                    k = (s[5], s[1])
                    if k not in byaddr or s[4] != 0:
                        byaddr[k] = s
            items = sorted(byaddr.items())
            for j, ((shndx, start), s) in enumerate(items):
                i = len(self.fn)
                # Its footprint: up to the next function, or its size
                # rounded up to the section's alignment.
                nxt = items[j + 1][0] if j + 1 < len(items) else None
                al = elf.secs[shndx][8]
                end = nxt[1] if nxt and nxt[0] == shndx else start + -(-s[2] // al) * al
                self.fn.append((ei, shndx, start, s[2], s[0], max(s[2], end - start)))
                st = self.at.setdefault((ei, shndx), ([], []))
                st[0].append(start)
                st[1].append(i)
        self.occ = {}
        for ei, elf in enumerate(elfs):
            seen = collections.Counter()
            for i, s in enumerate(elf.secs):
                self.occ[(ei, i)] = (s[0], seen[s[0]])
                seen[s[0]] += 1

    def unit(self, i):
        ei, shndx, start = self.fn[i][:3]
        elf = self.elfs[ei]
        if len(self.elfs) > 1 or self.units is None:
            return elf.unit
        sec = elf.secs[shndx]
        key = (sec[0], 0) if elf.etype != 1 else self.occ[(ei, shndx)]
        rows = self.units.get(key)
        if not rows and elf.etype != 1:
            # A program's map: find the output section by address.
            key = next((k for k, v in self.units.items() if v and v[0][0] <= sec[3] + start
                        and k[0] == sec[0]), None)
            rows = self.units.get(key)
        addr = start + (sec[3] if elf.etype != 1 else 0)
        j = bisect.bisect_right(rows or [], (addr, float("inf"))) - 1
        if j >= 0 and addr < rows[j][0] + rows[j][1]:
            return rows[j][2]
        return "?"

    def fn_at(self, ei, shndx, pos):
        """The function of section SHNDX holding POS, or starting just after it."""
        st = self.at.get((ei, shndx))
        if not st:
            return None
        j = bisect.bisect_right(st[0], pos) - 1
        if j >= 0 and pos < st[0][j] + self.fn[st[1][j]][3]:
            return st[1][j]
        return None

    def place(self, ei, typ, symi, add):
        """What relocation (TYP, symbol SYMI, ADD) reaches: ("F", function,
        delta) or a hashable token."""
        elf = self.elfs[ei]
        s = elf.syms[symi]
        if s[5] == 0:
            if s[0] in self.glob:
                ei, s = self.glob[s[0]]
                elf = self.elfs[ei]
            else:
                return ("U", s[0], add)
        if s[5] >= 0xff00:
            return ("A", s[1] + add)
        sec = elf.secs[s[5]]
        t = s[1] + add
        probe = t + 4 if typ in PCREL and elf.machine == 62 else t
        if sec[2] & SHF_MERGE:
            data = sec[4]
            if 0 <= probe < len(data):
                if sec[2] & SHF_STRINGS:
                    lo = data.rfind(b"\0", 0, probe) + 1
                    hi = data.find(b"\0", probe)
                    return ("S", sec[7], data[lo:hi if hi >= 0 else len(data)], t - lo)
                ent = sec[7] or 1
                lo = probe - probe % ent
                return ("C", data[lo:lo + ent], t - lo)
        if sec[2] & SHF_EXEC:
            f = self.fn_at(ei, s[5], probe)
            if f is not None:
                return ("F", f, t - self.fn[f][2])
        return ("D", ei, s[5], t)

    def keys(self):
        """[(key of the bytes and places but callees, callees)] per function."""
        out = []
        for ei, shndx, start, size, _, _ in self.fn:
            elf = self.elfs[ei]
            body = bytearray(elf.secs[shndx][4][start:start + size])
            rel = self.relocs_of(ei, shndx, start, size)
            toks, callees = [], []
            for off, typ, symi, add in rel:
                w = 8 if typ in WIDE and elf.machine == 62 else 4
                body[off:off + w] = bytes(len(body[off:off + w]))
                p = self.place(ei, typ, symi, add)
                if p[0] == "F":
                    callees.append(p[1])
                    p = ("F", p[2])
                toks.append((off, typ, p))
            out.append(((elf.machine, bytes(body), tuple(toks)), callees))
        return out

    def relocs_of(self, ei, shndx, start, size):
        key = (ei, shndx)
        if key not in self._sorted:
            self._sorted[key] = sorted(self.elfs[ei].relocs.get(shndx, []))
        rel = self._sorted[key]
        lo = bisect.bisect_left(rel, (start,))
        hi = bisect.bisect_left(rel, (start + size,))
        return [(r[0] - start,) + r[1:] for r in rel[lo:hi]]

    _sorted = {}


def classes(keys):
    """Identical classes: by key, then refined by the callees' classes
    until nothing splits (the greatest fixpoint, as linker ICF)."""
    intern = {}
    cls = [intern.setdefault(k, len(intern)) for k, _ in keys]
    n = len(intern)
    while True:
        intern = {}
        cls = [intern.setdefault((cls[i], tuple(cls[c] for c in keys[i][1])), len(intern))
               for i in range(len(keys))]
        if len(intern) == n:
            return cls
        n = len(intern)


def report(title, fns, units, cls, top, total):
    groups = collections.defaultdict(list)
    for i, c in enumerate(cls):
        groups[c].append(i)
    rows = []
    within = across = 0
    for members in groups.values():
        if len(members) < 2:
            continue
        size = fns[members[0]][3]
        kept = collections.defaultdict(list)
        for i in members:
            kept[units[i]].append(fns[i][5])
        w = sum(sum(v) - max(v) for v in kept.values())
        x = sum(max(v) for v in kept.values()) - max(max(v) for v in kept.values())
        within += w
        across += x
        k = len(kept)
        names = collections.Counter(fns[i][4] for i in members)
        rows.append((w + x, len(members), size, k,
                     " ".join(n for n, _ in names.most_common(3))))
    rows.sort(reverse=True)
    room = within + across
    pct = lambda b: 100.0 * b / total if total else 0.0
    print("%s: %d groups, %d bytes (%.2f%%): within units %d (%.2f%%), across units %d (%.2f%%)"
          % (title, len(rows), room, pct(room), within, pct(within), across, pct(across)))
    for r in rows[:top]:
        print("  %7d  %4d x %6d in %4d units  %s" % r)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", help="one ld -r output or program, or objects and archives")
    ap.add_argument("--map", help="the -Map of FILE's link: each function's unit")
    ap.add_argument("--top", type=int, default=15, help="groups shown per kind")
    a = ap.parse_args()
    elfs = read_inputs(a.files)
    fs = Funcs(elfs, a.map)
    keys = fs.keys()
    units = [fs.unit(i) for i in range(len(fs.fn))]
    text = sum(len(s[4]) for e in elfs for s in e.secs if s[2] & SHF_EXEC and s[2] & SHF_ALLOC)
    fbytes = sum(f[3] for f in fs.fn)
    print("%s: %d functions, %d bytes; executable sections %d bytes; %d units%s"
          % (" ".join(a.files) if len(a.files) < 4 else "%d files" % len(a.files),
             len(fs.fn), fbytes, text, len(set(units)),
             "" if len(elfs) > 1 or a.map else " (no --map: one unit)"))
    if "?" in units:
        print("warning: %d functions in no input section of the map" % units.count("?"))
    print("percentages: of the executable sections' bytes")
    report("identical (callees by class, strings by content)", fs.fn, units,
           classes(keys), a.top, text)
    shape = {}
    report("same code, other places reached", fs.fn, units,
           [shape.setdefault((k[0], k[1], tuple(t[:2] for t in k[2])), len(shape))
            for k, _ in keys], a.top, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
