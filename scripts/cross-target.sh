#!/bin/sh
# What a cross target needs, by its GNU triplet (the prefix of its compiler,
# aarch64-linux-gnu-gcc-12):
#   scripts/cross-target.sh TRIPLET debarch   Debian's architecture (arm64)
#   scripts/cross-target.sh TRIPLET qemu      the qemu-user emulator (qemu-aarch64)
#   scripts/cross-target.sh TRIPLET sysroot   the cross libc's root (/usr/TRIPLET)
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
[ $# = 2 ] || { echo "usage: cross-target TRIPLET debarch|qemu|sysroot | list" >&2; exit 2; }
row=$(echo "$table" | awk -v t="$1" '$1 == t')
if [ -z "$row" ]; then
  echo "cross-target: unknown target $1 (known: $(echo "$table" | awk 'NF { printf "%s ", $1 }'))" >&2
  exit 1
fi
case $2 in
  debarch) echo "$row" | awk '{ print $2 }' ;;
  qemu) echo "$row" | awk '{ print $3 }' ;;
  sysroot) echo "/usr/$1" ;;
  *) echo "cross-target: unknown field $2" >&2; exit 2 ;;
esac
