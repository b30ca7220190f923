#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/check-results.sh passes on this tree, and fails, naming the
# fault, on small trees that break each of its rules: doc/ over 2 MB, a
# log in doc/results, a per-build directory there, a summary the index
# does not name, a record that is not JSON lines.
# Usage: results.sh TOP WORKDIR
set -u
top=$1
dir=$2
check=$top/scripts/check-results.sh
"$check" "$top" || { echo "results: this tree fails"; exit 1; }

# A tree that passes: index, one summary it names, one record.
good () {
  rm -rf "$1"; mkdir -p "$1/doc/results"
  printf '# index\n\n| `kernel.md` | ... |\n' > "$1/doc/results/README.md"
  printf '# kernel\n' > "$1/doc/results/kernel.md"
  printf '{"date": "2026-11-28", "plugin": "0ca5d96"}\n' > "$1/doc/results/kernel.jsonl"
}
t=$dir/results-tree
good "$t"
"$check" "$t" >/dev/null || { echo "results: the good small tree fails"; exit 1; }

# expect FAULT PATTERN: the tree $t (made good, then broken by the caller)
# must fail, naming PATTERN.
expect () {
  out=$("$check" "$t") && { echo "results: $1 passed"; exit 1; }
  echo "$out" | grep -q "$2" || { echo "results: $1 not named: $out"; exit 1; }
}
good "$t"; head -c 2200000 /dev/zero > "$t/doc/big.bin"
expect "doc/ over 2 MB" "over 2 MB"
good "$t"; echo "log" > "$t/doc/results/gcc.log"
expect "a log" "gcc.log: neither"
good "$t"; mkdir -p "$t/doc/results/kernel/tiny-O2-plain"; echo x > "$t/doc/results/kernel/tiny-O2-plain/stamp"
expect "a per-build directory" "kernel/ is a directory"
good "$t"; echo x | xz > "$t/doc/results/none-O2.sum.xz" 2>/dev/null || echo x > "$t/doc/results/none-O2.sum.xz"
expect "an archive" "none-O2.sum.xz: neither"
good "$t"; printf '# uboot\n' > "$t/doc/results/uboot.md"
expect "a summary not in the index" "uboot.md is not named"
good "$t"; printf 'PASS: a.c\n' > "$t/doc/results/check-gcc.jsonl"
expect "a record that is not JSON" "check-gcc.jsonl: not JSON lines"
good "$t"; rm "$t/doc/results/README.md"
expect "no index" "no index"
rm -rf "$t"
exit 0
