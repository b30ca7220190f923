#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The compile-time summary section (plugin/summary.c) when it is not what
# the plugin wrote: cut short, or naming a symbol the unit does not have,
# the link stops with a clear error; of another format (another mergefn
# wrote it), it is ignored and said so in the dump, and the link goes on as
# without a summary.  The section is replaced in an object compiled with
# the plugin by one built here, compressed as the unit's own sections are
# (zstd, written as a frame of one raw block, or zlib).
# Usage: summary-corrupt.sh TOP WORKDIR
set -u
top=$1
dir=$2
cc=${GCC:-gcc}
plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
src=$top/testsuite/mergefn.lto
export LC_ALL=C
cd "$dir" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
# A cross compiler's objects need the target's objcopy, and its programs
# run under qemu-user (scripts/cross-target.sh, as the DejaGnu board does).
target=$($cc -dumpmachine)
objcopy=$target-objcopy
command -v "$objcopy" >/dev/null 2>&1 || objcopy=objcopy
run=""
# (by the machine's name: a chroot may have gcc-16 and no gcc)
if [ "${target%%-*}" != "$(uname -m)" ]; then
  run="$("$top/scripts/cross-target.sh" "$target" qemu) -L $("$top/scripts/cross-target.sh" "$target" sysroot)" \
    || fail "no qemu-user for $target"
fi

$cc -O2 -flto -fplugin="$plugin" -c "$src/summary-icf.c" -o unit.o \
  || fail "compiling summary-icf.c with the plugin"
$cc -O2 -flto -c "$src/summary-icf-aux.c" -o aux.o || fail "compiling the aux"
sec=$(readelf -SW unit.o | grep -o '\.gnu\.lto_mergefn\.summary\.-1\.[0-9a-f]*')
[ -n "$sec" ] || fail "unit.o has no summary section"
"$objcopy" -O binary --set-section-flags "$sec=alloc" --only-section="$sec" \
  unit.o section.bin || fail "objcopy could not read $sec"

# craft NAME HEX: NAME.o is unit.o with the section's content HEX.
craft() {
  python3 - "$2" section.bin "$1.bin" <<'EOP' || fail "python3 ($1)"
import sys, zlib
payload = bytes.fromhex(sys.argv[1])
old = open(sys.argv[2], "rb").read()
if old[:4] == b"\x28\xb5\x2f\xfd":
    # A zstd frame: single segment, content size in one byte, one raw
    # block (last block, type 0, its size in bits 3 to 23).
    assert len(payload) < 256
    out = (b"\x28\xb5\x2f\xfd" + bytes([0x20, len(payload)])
           + ((len(payload) << 3) | 1).to_bytes(3, "little") + payload)
else:
    out = zlib.compress(payload)
open(sys.argv[3], "wb").write(out)
EOP
  "$objcopy" --update-section "$sec=$1.bin" unit.o "$1.o" \
    || fail "objcopy could not replace $sec ($1)"
}

# link NAME: link NAME.o with the plugin; its messages in NAME.err.
link() {
  $cc -O2 -flto -fplugin="$plugin" -fplugin-arg-mergefn-dump "$1.o" aux.o \
    -o "$1" > "$1.err" 2>&1
}

# Control: the section as written is read.
cp unit.o good.o
link good || { cat good.err; fail "the unchanged object does not link"; }
$run ./good || fail "the unchanged program fails"
grep -q '^;; compile-time summaries read: [1-9][0-9]* symbols from 1 of 2 units$' \
  good.wpa.*i.mergefn || fail "the unchanged section is not read"

# "MFSU", version 1, one record: symbol 0, a hash, and no hash.
craft cut 4d46535501010000
if link cut; then fail "a section cut short links"; fi
cat cut.err
grep -q "error: mergefn: the compile-time summary in 'cut.o' is corrupt (truncated); rebuild it" \
  cut.err || fail "no clear error for a section cut short"

# One record for symbol 127 (the unit has a dozen).
craft index 4d46535501017f0005
if link index; then fail "a section naming a symbol not there links"; fi
cat index.err
grep -q "error: mergefn: the compile-time summary in 'index.o' is corrupt (a symbol index out of the unit's symbol table)" \
  index.err || fail "no clear error for a symbol index out of range"

# Version 2: not this plugin's format.
craft other 4d465355020100
link other || { cat other.err; fail "a section of another format stops the link"; }
$run ./other || fail "the program linked past a section of another format fails"
grep -q "^;; compile-time summary of other.o ignored: not of format 1$" \
  other.wpa.*i.mergefn || fail "the dump does not say the section was ignored"
grep -q '^;; compile-time summaries read: 0 symbols from 0 of 2 units$' \
  other.wpa.*i.mergefn || fail "symbols were read from a section of another format"
echo "summary-corrupt: ok"
