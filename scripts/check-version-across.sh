#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-version-across [B:R ...]: which of the version check's tests catch
# a real other compiler (doc/version-check.md).  For each pair, the checks
# of plugin/version-check.c are built against gcc-B's plugin headers and
# run inside gcc-R, each on its own (scripts/version-across/driver.c).  A
# plugin for another GCC normally fails to load first (GCC's loader: a
# symbol it needs is missing); here the symbols gcc-R lacks get weak stubs
# that are never called, so that every check runs.  Runs in the sid chroot
# (scripts/chroot.sh), where gcc-13 to 16 are; default pairs 13:14 14:15
# 15:16 16:15 14:16 16:16.  Prints one block per pair.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
pairs=${*:-13:14 14:15 15:16 16:15 14:16 16:16}
exec "$top/scripts/chroot.sh" sid sh -c '
set -eu
for pair in '"$pairs"'; do
  b=${pair%:*} r=${pair#*:}
  out=/tmp/across/$b-$r; mkdir -p $out
  P=$(gcc-$b -print-file-name=plugin)/include
  sed "s/^static const char \*\$/const char */" plugin/version-check.c > $out/vc.c
  for f in $out/vc.c scripts/version-across/driver.c; do
    g++-$b -x c++ -std=gnu++17 -fPIC -fno-rtti -fno-exceptions -w -Iinclude -I$P -O1 \
      -c -o $out/$(basename $f .c).o $f
  done
  g++-$b -shared -o $out/probe0.so $out/vc.o $out/driver.o
  nm -D --defined-only "$(gcc-$r -print-prog-name=cc1)" | awk "{print \$3}" | sort -u > $out/have
  nm -D --undefined-only $out/probe0.so | awk "{print \$2}" | grep -v -e @ -e ^_ITM -e ^__gmon |
    sort -u > $out/need
  comm -23 $out/need $out/have > $out/missing
  { echo .text
    while read -r s; do printf ".weak %s\n.type %s,@function\n%s:\n ud2\n" "$s" "$s" "$s"; done < $out/missing
  } > $out/stubs.s
  g++-$b -c -o $out/stubs.o $out/stubs.s
  g++-$b -shared -o $out/probe.so $out/vc.o $out/driver.o $out/stubs.o
  echo "int x;" > $out/x.c
  echo "== built against gcc-$b ($(gcc-$b -dumpfullversion)), run in gcc-$r ($(gcc-$r -dumpfullversion)); $(wc -l < $out/missing) symbol(s) missing there, stubbed"
  gcc-$r -O2 -fplugin=$out/probe.so -c $out/x.c -o $out/x.o 2>&1 | grep -v "^cc1: note" || true
done'
