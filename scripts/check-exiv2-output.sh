#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-exiv2-output WORK VARIANT: exiv2's Debian build runs no tests, so
# the rebuild (doc/rebuild.md) compares what the built exiv2 program prints
# for every sample file of exiv2's own test/data, with the plain build's
# library and program and with VARIANT's, unpacked from the kept .debs.
# The tag printers (printTag<N, table> and the like: templates that differ
# in constants) are what parameterised merging merges most there.
#
#   scripts/check-exiv2-output.sh build/rebuild mergefn-params
#
# Prints the number of runs and whether the outputs are identical; exit 1
# if they differ.
set -eu
work=$(cd "${1:?WORK}" && pwd)
variant=${2:?VARIANT}
data=$(ls -d "$work"/src/exiv2/exiv2-*/test/data | head -n 1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for v in plain "$variant"; do
  mkdir -p "$tmp/$v"
  for d in "$work"/exiv2/"$v"/exiv2_*.deb "$work"/exiv2/"$v"/libexiv2-27_*.deb; do
    dpkg-deb -x "$d" "$tmp/$v"
  done
  : > "$tmp/$v.out"
  # Every sample but the expected-output files of exiv2's own scripts.
  for f in $(ls "$data" | grep -v '\.out$\|gd$'); do
    for opt in -pa -pv -pt -pi -px -pc -pS; do
      echo "== $f $opt" >> "$tmp/$v.out"
      rc=0
      LD_LIBRARY_PATH="$tmp/$v/usr/lib/x86_64-linux-gnu" timeout 10 \
        "$tmp/$v/usr/bin/exiv2" $opt "$data/$f" >> "$tmp/$v.out" 2>&1 || rc=$?
      echo "rc=$rc" >> "$tmp/$v.out"
    done
  done
done
runs=$(grep -c '^== ' "$tmp/plain.out")
text() { size -A "$1"/usr/lib/x86_64-linux-gnu/libexiv2.so.0.* | awk '$1 == ".text" { print $2 }'; }
echo "exiv2: $runs runs over $(ls "$data" | grep -vc '\.out$\|gd$') files; libexiv2 .text plain $(text "$tmp/plain"), $variant $(text "$tmp/$variant")"
if cmp -s "$tmp/plain.out" "$tmp/$variant.out"; then
  echo "exiv2: output identical"
else
  diff "$tmp/plain.out" "$tmp/$variant.out" | head -n 20
  echo "exiv2: output DIFFERS"
  exit 1
fi
