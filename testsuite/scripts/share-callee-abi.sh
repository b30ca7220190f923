#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# share-callee-abi.c: the report names through_ext differently in the two
# units (their copies promise their callers different registers) and
# no_calls alike; each object defines the name its unit reported, in a
# COMDAT group of that name; the program defines both through_ext names
# and one no_calls name.
#   share-callee-abi.sh TOP WORKDIR
set -u
dir=$2
cd "$dir" || exit 1
[ -s report.json ] || { echo "no report"; exit 1; }
# unit function into, one line per shared body
python3 - > shared.txt <<'PY' || exit 1
import json, os
for line in open("report.json"):
    r = json.loads(line)
    if r.get("how") == "across-units":
        print(os.path.basename(r["unit"]), r["function"], r["into"])
PY
cat shared.txt
name_of () { awk -v u="$1" -v f="$2" '$1 == u && $2 == f {print $3}' shared.txt; }
ta=$(name_of share-callee-abi.c through_ext) tb=$(name_of share-callee-abi-aux.c through_ext)
na=$(name_of share-callee-abi.c no_calls) nb=$(name_of share-callee-abi-aux.c no_calls)
[ -n "$ta" ] && [ -n "$tb" ] && [ -n "$na" ] && [ -n "$nb" ] || { echo "a shared body is missing from the report"; exit 1; }
fail=0
[ "$ta" != "$tb" ] || { echo "through_ext: one name for copies that promise different registers"; fail=1; }
[ "$na" = "$nb" ] || { echo "no_calls: two names for the same copy"; fail=1; }
exe=share-callee-abi
[ -x "$exe" ] || { echo "no program $exe"; exit 1; }
for n in "$ta" "$tb" "$na"; do
  c=$(nm "$exe" | grep -c " $n\$")
  [ "$c" = 1 ] || { echo "$exe: $n defined $c times"; fail=1; }
done
for o in *.o; do
  for n in $(nm --defined-only "$o" | awk '$3 ~ /^__mf_/ {print $3}'); do
    grep -q " $n\$" shared.txt || { echo "$o: $n is in no report line"; fail=1; }
    readelf -gW "$o" | grep -q "\[$n\]" || { echo "$o: $n is in no COMDAT group of its name"; fail=1; }
  done
done
exit $fail
