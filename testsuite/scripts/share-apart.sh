#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Across units, must stay apart (share-apart.c), in WORKDIR:
#  share-apart.o and share-apart-aux.o differ in STEP, CALLEE and
#    FIELD_FIRST: they share exactly one content name, same_code's, the
#    one helper that does not depend on them;
#  share-apart-aux2.o, compiled with other options, shares none;
#  no name has two digests (scripts/check-names.py).
# Each object must define at least 4 content names, or nothing was tested.
#   share-apart.sh TOP WORKDIR
set -u
top=$1 dir=$2
cd "$dir" || exit 1
names() { nm --defined-only "$1" | awk '{print $3}' | grep '^__mf_' | sort -u; }
fail=0
for o in share-apart.o share-apart-aux.o share-apart-aux2.o; do
  n=$(names "$o" | wc -l)
  [ "$n" -ge 4 ] || { echo "$o: $n content names, expected at least 4"; fail=1; }
done
common=$( (names share-apart.o; names share-apart-aux.o) | sort | uniq -d | wc -l)
[ "$common" = 1 ] || { echo "share-apart.o and share-apart-aux.o share $common names, expected 1"; fail=1; }
with2=$( (names share-apart.o; names share-apart-aux.o) | sort -u; names share-apart-aux2.o)
n2=$(echo "$with2" | sort | uniq -d | wc -l)
[ "$n2" = 0 ] || { echo "share-apart-aux2.o (other options) shares $n2 names"; fail=1; }
python3 "$top/scripts/check-names.py" *.o || fail=1
exit $fail
