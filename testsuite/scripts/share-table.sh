#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# share-table.c's objects and program: what share-linked.sh checks of
# every shared name, and, by the tables' own names (the local symbol each
# shared copy keeps): one copy of each table the units only load from
# (primes, words), one per unit of those that stay apart (anchor, whose
# address leaves the unit; scaled, another content in each unit).
#   share-table.sh TOP WORKDIR
set -u
top=$1 dir=$2
sh "$top/testsuite/scripts/share-linked.sh" "$top" "$dir" || exit 1
cd "$dir" || exit 1
exe=share-table
[ -x "$exe" ] || { echo "no program $exe in $dir"; exit 1; }
fail=0
for want in primes:1 words:1 anchor:2 scaled:2; do
  name=${want%:*} n=${want#*:}
  c=$(nm "$exe" | grep -c " $name\$")
  [ "$c" = "$n" ] || { echo "$exe: $c copies of $name, expected $n"; fail=1; }
done
exit $fail
