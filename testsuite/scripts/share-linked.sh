#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Across units (plugin/share.c): in a test's WORKDIR, every content name
# that two or more objects define is one COMDAT group in each, in a
# section printed under its usual name (.text, no orphan "__mf_"
# section); the linked program defines it once, with a local function
# symbol of the function's (or table's) own name at the same address (for kallsyms and
# tools without debug info); and no name carries two digests
# (scripts/check-names.py).  Fails when no name is shared at all:
# then nothing was tested.
#   share-linked.sh TOP WORKDIR
set -u
top=$1 dir=$2
cd "$dir" || exit 1
exe=
for f in *; do
  case $f in *.*) continue ;; esac
  [ -x "$f" ] && [ -f "$f" ] && exe=$f
done
[ -n "$exe" ] || { echo "no program in $dir"; exit 1; }
fail=0
names=$(for o in *.o; do nm --defined-only "$o" | awk '{print $3}' | grep '^__mf_' | sort -u; done | sort | uniq -d)
[ -n "$names" ] || { echo "no content name is defined by two objects"; exit 1; }
for n in $names; do
  for o in *.o; do
    nm --defined-only "$o" | grep -q " $n\$" || continue
    readelf -gW "$o" | grep -q "\[$n\]" || { echo "$o: $n is in no COMDAT group of its name"; fail=1; }
  done
  c=$(nm "$exe" | grep -c " $n\$")
  [ "$c" = 1 ] || { echo "$exe: $n defined $c times"; fail=1; }
  at=$(nm "$exe" | awk -v n="$n" '$3 == n {print $1}')
  own=$(nm "$exe" | awk -v a="$at" '$1 == a && $2 ~ /^[a-z]$/ && $3 !~ /^__mf_/ {print $3}')
  [ -n "$own" ] || { echo "$exe: no local symbol of its own name at $n"; fail=1; }
done
if readelf -SW *.o "$exe" | grep -q '__mf_'; then
  echo "a section is named after a content name:"; readelf -SW *.o | grep '__mf_'; fail=1
fi
python3 "$top/scripts/check-names.py" *.o "$exe" || fail=1
echo "shared: $(echo $names | wc -w) names"
exit $fail
