#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# MERGEFN_CC and MERGEFN_RUN (the harness's compiler and the prefix that
# runs its programs) say how to build and run.
# Across units (share-link.c), in WORKDIR: the test's objects again as a
# static archive, linked by GNU ld, gold and lld (those installed); each
# program runs (against the test's shared library) and each defines every
# content name once; the shared library exports what the same library
# built without the plugin exports; check-names.py passes on all of it.
#   share-link.sh TOP WORKDIR
set -u
top=$1 dir=$2
cd "$dir" || exit 1
cc=${MERGEFN_CC:-gcc}
fail=0
rm -f libaux.a
ar rcs libaux.a share-basic-aux.o || exit 1
export LD_LIBRARY_PATH=$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
linked=0
for ld in bfd gold lld; do
  if ! $cc -fuse-ld=$ld -Wl,--version >/dev/null 2>&1; then
    echo "linker $ld: not installed, skipped"; continue
  fi
  $cc -fuse-ld=$ld share-link.o -L. -laux -lshare-link-lib -o prog-$ld || { echo "link with $ld failed"; fail=1; continue; }
  ${MERGEFN_RUN:-} ./prog-$ld || { echo "prog-$ld failed"; fail=1; }
  for n in $(nm --defined-only share-link.o | awk '{print $3}' | grep '^__mf_'); do
    if nm --defined-only share-basic-aux.o | grep -q " $n\$"; then
      c=$(nm prog-$ld | grep -c " $n\$")
      [ "$c" = 1 ] || { echo "prog-$ld: $n defined $c times"; fail=1; }
    fi
  done
  linked=$((linked + 1))
done
[ "$linked" -ge 1 ] || { echo "no linker"; exit 1; }
# The library without the plugin: the same exports.
src=$top/testsuite/mergefn.dg
$cc -Os -fno-inline -fPIC -shared -I"$src" "$src/share-link-lib.c" -o plain-lib.so || exit 1
a=$(nm -D --defined-only libshare-link-lib.so | awk '{print $NF}' | sort)
b=$(nm -D --defined-only plain-lib.so | awk '{print $NF}' | sort)
[ "$a" = "$b" ] || { echo "exports differ:"; echo "$a" > a.txt; echo "$b" > b.txt; diff a.txt b.txt; fail=1; }
if nm -D libshare-link-lib.so | grep -q __mf_; then echo "a content name is exported"; fail=1; fi
nm libshare-link-lib.so | grep -q ' t __mf_' || { echo "the library shares nothing: nothing tested"; fail=1; }
python3 "$top/scripts/check-names.py" *.o libaux.a libshare-link-lib.so prog-* || fail=1
exit $fail
