#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a cross target needs, by its GNU triplet (the prefix of its compiler,
# aarch64-linux-gnu-gcc-12):
#   scripts/cross-target.sh TRIPLET debarch   Debian's architecture (arm64)
#   scripts/cross-target.sh TRIPLET qemu      the qemu-user emulator (qemu-aarch64)
#   scripts/cross-target.sh TRIPLET sysroot   the cross libc's root (/usr/TRIPLET)
#   scripts/cross-target.sh TRIPLET exec      the prefix that runs one of its programs
#   scripts/cross-target.sh list              every triplet known here
# The testsuite runs a target's programs as  QEMU -L SYSROOT ./prog
# (testsuite/boards/qemu-user.exp; doc/architectures.md).
set -eu
table='
aarch64-linux-gnu      arm64    qemu-aarch64
arm-linux-gnueabihf    armhf    qemu-arm
arm-linux-gnueabi      armel    qemu-arm
powerpc64le-linux-gnu  ppc64el  qemu-ppc64le
s390x-linux-gnu        s390x    qemu-s390x
riscv64-linux-gnu      riscv64  qemu-riscv64
i686-linux-gnu         i386     qemu-i386
'
if [ "${1:-}" = list ]; then
  echo "$table" | awk 'NF { print $1 }'
  exit 0
fi
[ $# = 2 ] || { echo "usage: cross-target TRIPLET debarch|qemu|sysroot|exec | list" >&2; exit 2; }
row=$(echo "$table" | awk -v t="$1" '$1 == t')
if [ -z "$row" ]; then
  echo "cross-target: unknown target $1 (known: $(echo "$table" | awk 'NF { printf "%s ", $1 }'))" >&2
  exit 1
fi
case $2 in
  debarch) echo "$row" | awk '{ print $2 }' ;;
  qemu) echo "$row" | awk '{ print $3 }' ;;
  sysroot) echo "/usr/$1" ;;
  exec)
    # i386 programs run on an x86-64 kernel without qemu, through the cross
    # sysroot's own loader: qemu-i386 7.2 hangs in fork () here, which every
    # csmith program of the fuzzer calls (doc/architectures.md).
    ld=/usr/$1/lib/ld-linux.so.2
    if [ "$1" = i686-linux-gnu ] && [ "$(uname -m)" = x86_64 ] && [ -x "$ld" ] \
       && "$ld" --library-path "/usr/$1/lib" /usr/$1/lib/libc.so.6 >/dev/null 2>&1; then
      echo "$ld --library-path /usr/$1/lib"
    else
      echo "$(echo "$row" | awk '{ print $3 }') -L /usr/$1"
    fi ;;
  *) echo "cross-target: unknown field $2" >&2; exit 2 ;;
esac
