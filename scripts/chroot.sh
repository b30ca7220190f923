#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A cached Debian chroot with newer compilers, and a command run in it on a
# copy of this tree.
#   scripts/chroot.sh SUITE                  make (or reuse) the chroot only
#   scripts/chroot.sh SUITE COMMAND [ARG...] run COMMAND in /src, a copy of the
#                                         tree (build/ excluded), as root
# SUITE is trixie (gcc 13, 14), sid (gcc 13 to 16, clang 21),
# bookworm-i386 (Debian 12's i386 architecture: its own 32-bit gcc 12,
# which runs here natively, for a plugin built and loaded as an i386
# buildd would: doc/architectures.md), sid-snapshot (sid with
# gcc-snapshot, GCC's development branch under /usr/lib/gcc-snapshot:
# a chroot of its own so that sid's stays as small as CI needs, and
# never run by CI, since the snapshot changes with every upload) or bookworm-cross (Debian 12 amd64
# with arm64 as a foreign architecture, for cross builds of the package:
# scripts/cross-deb.sh).  The chroot lives in
# build/chroot/SUITE; delete that directory to make it afresh.
# Environment:
#   MIRROR     Debian mirror (default http://deb.debian.org/debian)
#   KEYRING    archive keyring (default the host's)
#   CHROOT_COPY_BACK  paths (relative to the tree) copied back from /src
#              after COMMAND (whatever its status), e.g.
#              "testsuite/mergefn.sum doc/results/check-gcc-16.md
#              doc/results/check-gcc.jsonl" (a summary and its record,
#              which the run appended to: doc/results/README.md)
#   CHROOT_OUT where they go (default: the tree itself)
#   CHROOT_TREE the tree copied to /src (default: this script's tree)
# Needs root and mmdebstrap (installed when missing).  The archive served
# here is a fixed snapshot whose Release files apt calls expired, hence
# Check-Valid-Until false.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: scripts/chroot.sh SUITE [COMMAND...]" >&2; exit 2; }
suite=$1; shift
MIRROR=${MIRROR:-http://deb.debian.org/debian}
KEYRING=${KEYRING:-/usr/share/keyrings/debian-archive-keyring.gpg}

arch=""
dist=$suite
case $suite in
  trixie) gccs="13 14"; extra="" ;;
  sid) gccs="13 14 15 16"; extra="clang-21 lld-21" ;;
  # gcc-snapshot carries its own g++ and plugin headers; gcc and g++ (16)
  # are what the test scripts use as the host's compiler.
  # Its plugin headers include gmp.h and mpc.h, which gcc-N-plugin-dev pulls in
  # and gcc-snapshot does not.
  sid-snapshot) gccs=""; extra="gcc-snapshot gcc g++ libgmp-dev libmpc-dev"; dist=sid ;;
  bookworm-i386) gccs="12"; extra="gcc g++"; arch=i386; dist=bookworm ;;
  # Debian 12 amd64 with arm64 added, set up for dpkg-buildpackage -a arm64
  # as sbuild would (scripts/cross-deb.sh, doc/debian.md), plus what runs
  # arm64's own cc1 under qemu-user (its libraries; cc1 itself, in cpp-12,
  # cannot be installed beside amd64's and is unpacked by cross-deb).
  bookworm-cross) gccs="12"; arch=amd64,arm64; dist=bookworm
    extra="build-essential debhelper fakeroot crossbuild-essential-arm64
           g++-12-aarch64-linux-gnu libc6-dev:arm64 libstdc++-12-dev:arm64
           libgmp10:arm64 libmpfr6:arm64 libmpc3:arm64 libisl23:arm64
           libzstd1:arm64 zlib1g:arm64 qemu-user" ;;
  *) echo "scripts/chroot.sh: unknown suite '$suite' (trixie, sid, sid-snapshot, bookworm-i386 or bookworm-cross)" >&2; exit 2 ;;
esac
# What building and testing the plugin need, for every compiler of the
# suite, plus what the long suites use (python3 for fuzz/ and bench/,
# xz-utils and dpkg-dev for sources, gdb for the debugging test).
pkgs="make binutils dejagnu coreutils python3 xz-utils dpkg-dev file gdb
      ca-certificates $extra"
for v in $gccs; do
  pkgs="$pkgs gcc-$v g++-$v gcc-$v-plugin-dev"
done
pkgs=$(echo $pkgs | tr ' ' ',')

if [ "$(id -u)" != 0 ]; then
  echo "scripts/chroot.sh: needs root (mmdebstrap and chroot)" >&2; exit 1
fi
if ! command -v mmdebstrap >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q mmdebstrap >&2 ||
    { apt-get update -q >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q mmdebstrap >&2; } ||
    { echo "scripts/chroot.sh: cannot install mmdebstrap" >&2; exit 1; }
fi

root=$top/build/chroot/$suite
# The stamp records the package list: a changed list makes a new chroot.
want="$suite $pkgs"
if [ ! -f "$root.ok" ] || [ "$(cat "$root.ok")" != "$want" ]; then
  rm -rf "$root" "$root.ok"
  mkdir -p "$top/build/chroot"
  echo "scripts/chroot.sh: making the $suite chroot in $root" >&2
  start=$(date +%s)
  # Run from /: mmdebstrap's hooks must not see this tree.
  (cd / && mmdebstrap --variant=minbase --mode=root \
    --keyring="$KEYRING" \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    --aptopt='Acquire::Retries "3"' \
    --include="$pkgs" ${arch:+--architectures=$arch} \
    "$dist" "$root" "$MIRROR") >&2 ||
    { echo "scripts/chroot.sh: mmdebstrap failed for $suite" >&2; rm -rf "$root"; exit 1; }
  # The same option for apt inside, for anything installed later.
  echo 'Acquire::Check-Valid-Until "false";' > "$root/etc/apt/apt.conf.d/99snapshot"
  echo "$want" > "$root.ok"
  secs=$(( $(date +%s) - start ))
  echo "$secs" > "$root.seconds"
  echo "scripts/chroot.sh: $suite chroot made in $secs s" >&2
fi
[ $# -ge 1 ] || exit 0

# One command at a time per chroot (they share its /src): wait for the
# one before.
exec 9>"$root.lock"
if ! flock -n 9; then
  echo "scripts/chroot.sh: waiting for another command in the $suite chroot" >&2
  flock 9
fi

# A fresh copy of the tree for every command, so runs never see each
# other's build output.  Mounts live in a private namespace and vanish with
# it, whatever happens to the command.
rm -rf "$root/src"
mkdir -p "$root/src"
tar -C "${CHROOT_TREE:-$top}" --exclude=./build --exclude=./.git -cf - . |
  tar -C "$root/src" -xf -
# An i386 chroot runs under the 32-bit personality, as Debian's i386
# buildds on 64-bit kernels do: uname -m says i686, so config.guess (and
# DejaGnu's target triplet) name i386, not x86_64.
personality=""
[ "$arch" = i386 ] && personality="setarch i686"
export personality
status=0
unshare --mount --propagation private sh -c '
  root=$1; shift
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  mount -t tmpfs tmpfs "$root/tmp"
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  exec $personality chroot "$root" /usr/bin/env -i HOME=/root TERM="${TERM:-dumb}" \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin LC_ALL=C.UTF-8 \
    sh -c "cd /src && exec \"\$@\"" sh "$@"
' sh "$root" "$@" || status=$?
out=${CHROOT_OUT:-$top}
for p in ${CHROOT_COPY_BACK:-}; do
  if [ -e "$root/src/$p" ]; then
    mkdir -p "$(dirname "$out/$p")"
    rm -rf "${out:?}/$p"
    cp -a "$root/src/$p" "$out/$p"
  fi
done
exit $status
