#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# share-first-name.c: in the test's own object, down_helper keeps its first
# name (the one its "share" dump line gives) as a weak definition, and the
# RTL dump says why; in the other unit's object it has another, global
# name; the program defines both.
#   share-first-name.sh TOP WORKDIR
set -u
dir=$2
cd "$dir" || exit 1
first=$(grep -h '^share down_helper ' share-first-name.c.*i.mergefn* | awk '{print $3}' | head -n 1)
[ -n "$first" ] || { echo "no share line for down_helper"; exit 1; }
fail=0
nm share-first-name.o | grep -q " W $first\$" || { echo "share-first-name.o: $first is not a weak definition:"; nm share-first-name.o; fail=1; }
grep -q '^first name kept: a caller compiled before it has called its first name$' share-first-name.c.*r.mergefn_share_name || { echo "no reason in the RTL dump"; fail=1; }
other=$(nm --defined-only share-first-name-aux.o | awk '$3 ~ /^__mf_/ {print $2, $3}')
case $other in
  "T "*) [ "${other#T }" != "$first" ] || { echo "the aux unit kept the first name too"; fail=1; } ;;
  *) echo "share-first-name-aux.o: no global content name: $other"; fail=1 ;;
esac
exe=share-first-name
for n in "$first" "${other#T }"; do
  c=$(nm "$exe" | grep -c " $n\$")
  [ "$c" = 1 ] || { echo "$exe: $n defined $c times"; fail=1; }
done
exit $fail
