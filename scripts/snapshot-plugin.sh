#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Build the plugin of one git commit, apart from the work tree, for long
# comparison runs that must not see the plugin change under them:
#
#   scripts/snapshot-plugin.sh [REV]      (default HEAD)
#
# Exports REV's tree (git archive) into build/cache/plugin-<commit>/, builds
# it there, writes the full commit id next to it, to mergefn.so.commit,
# and prints the path of the plugin, .../build/mergefn.so.  Reused when
# already built.  Use it as  make check-gcc PLUGIN=$(scripts/snapshot-plugin.sh)
# (check-gcc and check-determinism read <plugin>.commit to record what
# they measured).
#
# With GCC set (GCC=aarch64-linux-gnu-gcc-12 scripts/snapshot-plugin.sh), the
# plugin for that compiler, .../build/<its name>/mergefn.so, as make
# GCC=... builds it.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
rev=${1:-HEAD}
commit=$(git -C "$top" rev-parse --verify "$rev^{commit}")
short=$(echo "$commit" | cut -c1-12)
dir=$top/build/cache/plugin-$short
GCC=${GCC:-gcc}
if [ "$GCC" = gcc ]; then
  rel=build/mergefn.so
else
  rel=build/$(basename "$GCC")/mergefn.so
fi
so=$dir/$rel
if [ ! -f "$so" ] || [ ! -f "$so.commit" ]; then
  if [ ! -f "$dir/Makefile" ]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    git -C "$top" archive "$commit" | tar -x -C "$dir"
  fi
  make -C "$dir" GCC="$GCC" "$rel" >&2
  echo "$commit" > "$so.commit"
fi
echo "$so"
