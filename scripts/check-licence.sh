#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every source file, script and test harness file of the tree carries the
# licence's SPDX line in its first three lines (issue 44; COPYING, README
# "Licence").  Test inputs (testsuite/mergefn.*/, doc/demo/) may go
# without, as GCC's own do.
#   scripts/check-licence.sh [TREE]      (default: this script's tree)
# Prints each file without the line and exits 1 when there is one.
set -u
tree=${1:-$(cd "$(dirname "$0")/.." && pwd)}
tag='SPDX-License-Identifier: GPL-3.0-or-later'
missing=0
checked=0
list() {
  (cd "$tree" && find plugin include scripts fuzz testsuite/lib testsuite/config \
      testsuite/boards testsuite/scripts -type f \
      \( -name '*.c' -o -name '*.h' -o -name '*.cc' -o -name '*.py' \
         -o -name '*.sh' -o -name '*.exp' -o -name '*.ld' \) 2>/dev/null
   cd "$tree" && find bench -maxdepth 1 -name '*.py' 2>/dev/null
   for f in Makefile .ci/run debian/rules debian/gencontrol debian/tests/smoke \
            debian/mergefn.specs debian/mergefn.7 rpm/mergefn.spec rpm/macros.mergefn; do
     [ -f "$tree/$f" ] && echo "$f"
   done) | grep -v '/__pycache__/' | LC_ALL=C sort
}
for f in $(list); do
  checked=$((checked + 1))
  head -n 3 "$tree/$f" | grep -qF "$tag" || { echo "check-licence: no SPDX line: $f"; missing=$((missing + 1)); }
done
if [ "$checked" -eq 0 ]; then
  echo "check-licence: no source file found under $tree" >&2
  exit 1
fi
echo "check-licence: $checked files, $missing without the SPDX line"
[ "$missing" -eq 0 ]
