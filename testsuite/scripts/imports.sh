#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/import-graph.py passes on this tree's build (no cycle between
# the plugin's files, no header of ours shadowing one of GCC's), and
# fails on a made-up tree with a cycle, and on one with a header that
# shadows GCC's, naming each.
# Usage: imports.sh TOP WORKDIR
set -u
top=$1
dir=$2
build=${MERGEFN_BUILD:-$top/build}
graph="python3 $top/scripts/import-graph.py"
$graph --top "$top" --build "$build" || { echo "imports: this tree fails"; exit 1; }

# A made-up plugin of two files that call each other.  The objects are
# assembled from data directives, which any GNU as takes.
fake=$dir/fake
rm -rf "$fake"
mkdir -p "$fake/plugin" "$fake/build" "$fake/include/mergefn" "$fake/gcc-include"
printf '/* a */\n' > "$fake/plugin/a.c"
printf '/* b */\n' > "$fake/plugin/b.c"
printf '\t.globl mf_a\n\t.data\nmf_a:\t.quad mf_b\n' > "$fake/a.s"
printf '\t.globl mf_b\n\t.data\nmf_b:\t.quad mf_a\n' > "$fake/b.s"
as -o "$fake/build/a.o" "$fake/a.s" && as -o "$fake/build/b.o" "$fake/b.s" ||
  { echo "imports: cannot assemble"; exit 1; }
printf '/* gcc */\n' > "$fake/gcc-include/options.h"
printf '/* ours */\n' > "$fake/include/mergefn/options.h"
out=$($graph --top "$fake" --build "$fake/build" --gcc-include "$fake/gcc-include") &&
  { echo "imports: a cycle passed: $out"; exit 1; }
echo "$out" | grep -q '^cycle: a b$' || { echo "imports: cycle not named: $out"; exit 1; }
echo "$out" | grep -q 'shadows' && { echo "imports: mergefn/options.h taken as shadowing: $out"; exit 1; }

# No cycle, but a header directly in include/ named as one of GCC's.
printf '\t.globl mf_b\n\t.data\nmf_b:\t.quad 0\n' > "$fake/b.s"
as -o "$fake/build/b.o" "$fake/b.s" || { echo "imports: cannot assemble"; exit 1; }
$graph --top "$fake" --build "$fake/build" --gcc-include "$fake/gcc-include" >/dev/null ||
  { echo "imports: the acyclic made-up tree fails"; exit 1; }
printf '/* ours */\n' > "$fake/include/options.h"
out=$($graph --top "$fake" --build "$fake/build" --gcc-include "$fake/gcc-include") &&
  { echo "imports: a shadowing header passed: $out"; exit 1; }
echo "$out" | grep -q "shadows GCC's header: include/options.h" ||
  { echo "imports: shadowing not named: $out"; exit 1; }
exit 0
