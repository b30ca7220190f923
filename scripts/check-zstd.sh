#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# zstd's own randomized tests with the plugin: tests/fuzzer and
# tests/zstreamtest (each compiles libzstd's sources in, assertions on)
# and the zstd program, built with GCC and FLAGS, then run: the two tests
# for SECONDS each, and `zstd -b1e19` (it checks every round trip) on
# libzstd's compressor sources.  Runs in Debian sid's chroot for
# gcc-13..16 (scripts/chroot.sh), on the host for gcc.
#   scripts/check-zstd.sh [GCC] [SECONDS] [PLUGIN FLAGS...]
#   scripts/check-zstd.sh gcc-16 150 -fplugin-arg-mergefn-params
# Default: gcc-16, 150 s, parameterised merging at -O2 (issue 27).
# Prints the merges made and each run's last line; exits non-zero on a
# failed build or test.
set -eu
gcc=${1:-gcc-16}; secs=${2:-150}
[ $# -ge 2 ] && shift 2 || set --
[ $# -gt 0 ] || set -- -fplugin-arg-mergefn-params
if ! command -v "$gcc" >/dev/null; then
  exec "$(dirname "$0")/chroot.sh" sid sh scripts/check-zstd.sh "$gcc" "$secs" "$@"
fi
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
make GCC="$gcc" >/dev/null
so=$top/build/mergefn.so
[ "$gcc" = gcc ] || so=$top/build/$gcc/mergefn.so
src=$(scripts/fetch-source.sh libzstd | tail -1)
work=$top/build/check-zstd
rm -rf "$work"; cp -a "$src" "$work"; cd "$work"
flags="-O2 -fno-ipa-icf -fplugin=$so -fplugin-arg-mergefn-report=$work/report.json $*"
count () { echo "$1: $(grep -c . report.json) merges reported, $(grep -c '"how": *"params"' report.json) parameterised"; }
make -C tests -j2 CC="$gcc" MOREFLAGS="$flags" fuzzer zstreamtest > build.log 2>&1 ||
  { tail -30 build.log; exit 1; }
count "tests built"
make -C programs -j2 CC="$gcc" CFLAGS="$flags" HAVE_ZLIB=0 HAVE_LZMA=0 HAVE_LZ4=0 zstd-release >> build.log 2>&1 ||
  { tail -30 build.log; exit 1; }
count "and the zstd program"
for t in fuzzer zstreamtest; do
  ./tests/$t -T${secs}s > $t.log 2>&1 || { echo "$t FAILED"; tr '\r' '\n' < $t.log | tail -5; exit 1; }
  echo "$t: $(tr '\r' '\n' < $t.log | tail -1)"
done
cat lib/compress/*.c > sample
out=$(./programs/zstd -b1e19 sample 2>&1 | tr '\r' '\n')
if echo "$out" | grep -qi -E 'error|differ|corrupt'; then
  echo "$out" | grep -i -E 'error|differ|corrupt' | head; exit 1
fi
echo "zstd -b1e19: $(echo "$out" | grep -c '#') lines, no error"
