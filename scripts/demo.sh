#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make demo: compile the programs of doc/demo/ without and with mergefn,
# run every build, and show what was merged and the .text bytes saved:
#   demo.c        kinds of duplicates a C program accumulates (-O2)
#   templates.cc  C++ template instances of one layout: GCC's ICF never
#                 merges across their comdat groups (-O2)
#   handlers.c    one handler per device, each with its own state and
#                 constant: shared with parameters at -Os
set -eu
GCC=${GCC:-gcc}
GXX=${GXX:-$(echo "$GCC" | sed 's/gcc\([^/]*\)$/g++\1/')}
top=$(cd "$(dirname "$0")/.." && pwd)
plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
out=$top/build/demo
rm -rf "$out"; mkdir -p "$out"; cd "$out"

text_bytes () { size -A "$1" | awk '$1 == ".text" { print $2 }'; }
field () { sed -n "s/.*\"$1\": \"\([^\"]*\)\".*/\1/p"; }
demangle () { if command -v c++filt >/dev/null; then c++filt; else cat; fi; }

# NAME COMPILER FLAGS: three builds of doc/demo/NAME, their runs compared,
# the merges listed, a line of the size table kept in table.txt.
demo_one () {
  name=$1 cc=$2 base=$3 src=$top/doc/demo/$1 b=${1%%.*}
  $cc $base -fno-ipa-icf "$src" -o "$b-plain"
  $cc $base "$src" -o "$b-gcc-icf"
  $cc $base -fno-ipa-icf -fplugin="$plugin" -fplugin-arg-mergefn-report="$b.json" \
    "$src" -o "$b-mergefn"
  echo "== $name ($base): all three builds must print the same line"
  ./"$b-plain"; ./"$b-gcc-icf"; ./"$b-mergefn"
  [ "$(./"$b-plain")" = "$(./"$b-mergefn")" ] && [ "$(./"$b-plain")" = "$(./"$b-gcc-icf")" ] \
    || { echo "demo: $name: outputs differ!" >&2; exit 1; }
  echo "   what mergefn merged (from the JSON report):"
  while IFS= read -r line; do
    echo "     $(echo "$line" | field kind) $(echo "$line" | field function | demangle)" \
	 "-> $(echo "$line" | field into | demangle) ($(echo "$line" | field how))"
  done < "$b.json"
  echo
  p=$(text_bytes "$b-plain"); i=$(text_bytes "$b-gcc-icf"); m=$(text_bytes "$b-mergefn")
  printf '  %-13s %-16s %8s %8s  (saves %4s) %8s  (saves %4s)\n' "$name" "$base" "$p" \
    "$i" "$((p - i))" "$m" "$((p - m))" >> table.txt
}

# -fno-inline keeps the small functions visible as functions.
demo_one demo.c "$GCC" "-O2 -fno-inline"
demo_one templates.cc "$GXX" "-O2 -fno-inline"
demo_one handlers.c "$GCC" "-Os"

echo "== .text bytes: without merging (-fno-ipa-icf), GCC's -fipa-icf, mergefn"
printf '  %-13s %-16s %8s %8s %13s %8s\n' program flags baseline gcc-icf "" mergefn
cat table.txt
