#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/check-names.py on made-up objects: records of one name with one
# digest pass, with two digests fail (found in an archive member too, and
# in a linked program), and a file that is no ELF is an error.
#   check-names.sh TOP WORKDIR
set -u
top=$1 dir=$2
cd "$dir" || exit 1
cc=${MERGEFN_CC:-gcc}
tool="python3 $top/scripts/check-names.py"
name=__mf_0123456789abcdef0123456789abcdef
record() {  # FILE DIGEST
  printf 'int f_%s (void) { return 1; }\n__asm__ (".pushsection .comment\\n\\t.string \\"mergefn-key 1 %s %s\\"\\n\\t.popsection");\n' \
    "$(basename "$1" .o)" "$name" "$2" > "$1.c"
  $cc -c "$1.c" -o "$1" || exit 1
}
record one.o 11111111111111111111111111111111
record same.o 11111111111111111111111111111111
record other.o 22222222222222222222222222222222
fail=0
$tool one.o same.o > out.txt || { echo "one digest: failed"; cat out.txt; fail=1; }
grep -q "2 records, 1 names, 0 with two digests" out.txt || { echo "one digest: wrong count"; cat out.txt; fail=1; }
if $tool one.o other.o > out.txt; then echo "two digests: passed"; fail=1; fi
grep -q "$name names different code" out.txt || { echo "two digests: not named"; fail=1; }
grep -q "other.o" out.txt || { echo "two digests: file not named"; fail=1; }
rm -f lib.a; ar rcs lib.a other.o
if $tool one.o lib.a > out.txt; then echo "archive: passed"; fail=1; fi
grep -q "lib.a(other.o)" out.txt || { echo "archive member not named"; cat out.txt; fail=1; }
printf 'int main (void) { return 0; }\n' > main.c
$cc main.c one.o other.o -o prog || exit 1
if $tool prog > out.txt; then echo "linked program: passed"; fail=1; fi
echo "not elf" > junk.o
$tool junk.o > out.txt 2>&1; rc=$?
[ "$rc" = 2 ] || { echo "a file that is no ELF: status $rc, expected 2"; fail=1; }
exit $fail
