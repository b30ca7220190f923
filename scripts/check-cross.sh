#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make check for cross targets, one after the other (doc/architectures.md):
#   scripts/check-cross.sh [TRIPLET ...]     (default: every target of
#                                          scripts/cross-target.sh list)
# GCC_MAJOR (default 12) picks <triplet>-gcc-N.  Each target's results stay
# in build/cross/<triplet>.sum and .log; one line per target goes to
# build/cross/summary.tsv: triplet, passed, failed, unsupported, seconds.
# Exit status non-zero when any target failed.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
major=${GCC_MAJOR:-12}
[ $# -gt 0 ] || set -- $(scripts/cross-target.sh list | grep -v '^arm-linux-gnueabi$')
mkdir -p build/cross
status=0
for t in "$@"; do
  start=$(date +%s)
  make check GCC="$t-gcc-$major" JOBS=2 > "build/cross/$t.out" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  cp testsuite/mergefn.sum "build/cross/$t.sum" 2>/dev/null
  cp testsuite/mergefn.log "build/cross/$t.log" 2>/dev/null
  sum=build/cross/$t.sum
  p=$(grep -Ec '^PASS:' "$sum"); f=$(grep -Ec '^(FAIL|XPASS|UNRESOLVED|UNTESTED|KFAIL|KPASS|ERROR):' "$sum")
  u=$(grep -Ec '^UNSUPPORTED:' "$sum")
  printf '%s\t%s\t%s\t%s\t%s\n' "$t" "$p" "$f" "$u" "$secs" | tee -a build/cross/summary.tsv
  [ "$rc" = 0 ] || status=1
done
exit $status
