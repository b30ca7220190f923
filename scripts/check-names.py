#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that no two units gave one content name to different code.

mergefn, across units without LTO (plugin/share.c), names a shared body
by a key of its content and leaves a record in the object's .comment:
    mergefn-key <format> <name> <digest>
where <digest> is a second digest, independent of the key, of the same
serialization.  Two records with one name and two digests mean two units
called different code by one name: the linker would keep one copy for
both, a silent miscompile.  This reads every object, archive member or
linked file given (readelf -p .comment), and reports each such name.

    scripts/check-names.py FILE...        (make check-names FILES="...")

Exit status: 0 when every name has one digest, 1 when one has two, 2 on
a file it cannot read.  The last line says what was read."""
import re
import subprocess
import sys

RECORD = re.compile(r"mergefn-key (\d+) (__mf_[0-9a-f]{32}) ([0-9a-f]{32})")
MEMBER = re.compile(r"^File: (.*)$")


def records(path):
    """(member, format, name, digest) for each record in PATH."""
    r = subprocess.run(["readelf", "-W", "-p", ".comment", path],
                       capture_output=True, text=True)
    if r.returncode != 0 and "not dumped" not in r.stderr:
        raise OSError(r.stderr.strip() or f"readelf failed on {path}")
    member = path
    for line in r.stdout.splitlines():
        m = MEMBER.match(line)
        if m:
            member = m.group(1)
            continue
        for m in RECORD.finditer(line):
            yield member, m.group(1), m.group(2), m.group(3)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    seen = {}       # name -> {digest: [where]}
    count = 0
    for path in argv:
        try:
            for member, fmt, name, digest in records(path):
                count += 1
                seen.setdefault(name, {}).setdefault(digest, []).append(
                    f"{member} (format {fmt})")
        except OSError as e:
            print(f"check-names: {path}: {e}", file=sys.stderr)
            return 2
    clashes = {n: d for n, d in seen.items() if len(d) > 1}
    for name in sorted(clashes):
        print(f"check-names: {name} names different code:")
        for digest, where in sorted(clashes[name].items()):
            print(f"  digest {digest}: {', '.join(sorted(set(where)))}")
    print(f"check-names: {len(argv)} files, {count} records, {len(seen)} "
          f"names, {len(clashes)} with two digests")
    return 1 if clashes else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
