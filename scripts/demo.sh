#!/bin/sh
# make demo: compile doc/demo/demo.c without and with mergefn, run both,
# and show what was merged and the .text bytes saved.
set -eu
GCC=${GCC:-gcc}
top=$(cd "$(dirname "$0")/.." && pwd)
plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
out=$top/build/demo
rm -rf "$out"; mkdir -p "$out"; cd "$out"
src=$top/doc/demo/demo.c
# -fno-inline keeps the demo's small functions visible as functions.
base="-O2 -fno-inline"

text_bytes () { size -A "$1" | awk '$1 == ".text" { print $2 }'; }

$GCC $base -fno-ipa-icf "$src" -o plain
$GCC $base "$src" -o gcc-icf
$GCC $base -fno-ipa-icf -fplugin="$plugin" -fplugin-arg-mergefn-report=report.json "$src" -o mergefn

echo "== running: all three must print the same line"
./plain; ./gcc-icf; ./mergefn
[ "$(./plain)" = "$(./mergefn)" ] || { echo "demo: outputs differ!" >&2; exit 1; }

echo
echo "== what mergefn merged (from the JSON report)"
field () { sed -n "s/.*\"$1\": \"\([^\"]*\)\".*/\1/p"; }
while IFS= read -r line; do
  echo "  $(echo "$line" | field kind) $(echo "$line" | field function) -> $(echo "$line" | field into) ($(echo "$line" | field how))"
done < report.json

p=$(text_bytes plain); i=$(text_bytes gcc-icf); m=$(text_bytes mergefn)
echo
echo "== .text bytes ($base)"
printf '  %-28s %6s\n' "-fno-ipa-icf (baseline)" "$p"
printf '  %-28s %6s  (saves %s)\n' "GCC's -fipa-icf" "$i" "$((p - i))"
printf '  %-28s %6s  (saves %s)\n' "mergefn, -fno-ipa-icf" "$m" "$((p - m))"
