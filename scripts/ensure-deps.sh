#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Make sure what building (and optionally testing) mergefn needs is installed.
# Usage: ensure-deps [build|check]
# For the compiler in use ($GCC, default gcc; its C++ compiler $CXX): the
# plugin headers of that compiler's major version (gcc-N-plugin-dev), so
# that a machine whose gcc is 13 or 16 gets 13's or 16's.
# Installs the Debian packages when root (or passwordless sudo works); otherwise
# stops with the exact command to run.  Waits for another apt or dpkg to
# finish (up to DPKG_LOCK_TIMEOUT seconds, default 600) instead of failing.
set -u
what=${1:-build}
GCC=${GCC:-gcc}
CXX=${CXX:-g++}
# MF_CROSS: the target triplet when $GCC is a cross compiler (the Makefile
# tells), e.g. aarch64-linux-gnu; the plugin is then built by the host's
# $CXX (g++-12) and the tests' C++ compiler is $TARGET_CXX.
MF_CROSS=${MF_CROSS:-}
TARGET_CXX=${TARGET_CXX:-}
# The Debian package that provides a compiler command: gcc-16 and g++-16
# are packages of their own; plain gcc and g++ are too; a cross compiler
# aarch64-linux-gnu-gcc-12 comes in gcc-12-aarch64-linux-gnu.
package_of () {
  b=$(basename "$1")
  case $b in
    *-linux-gnu*-g*-[0-9]*)
      t=${b%-g*-*}; rest=${b#"$t"-}
      echo "${rest%%-*}-${rest#*-}-$t" ;;
    *) echo "$b" ;;
  esac
}
missing=""
command -v "$GCC" >/dev/null 2>&1 || missing="$missing $(package_of "$GCC")"
command -v "$CXX" >/dev/null 2>&1 || missing="$missing $(package_of "$CXX")"
# Plugin headers: gcc-N-plugin-dev, or gcc-N-plugin-dev-<triplet> for a cross
# compiler.
pdev_suffix=${MF_CROSS:+-$MF_CROSS}
if command -v "$GCC" >/dev/null 2>&1; then
  # Debian's gcc prints the major version alone ("16"); others "16.2.0".
  major=$("$GCC" -dumpversion | cut -d. -f1)
  [ -f "$("$GCC" -print-file-name=plugin)/include/gcc-plugin.h" ] ||
    missing="$missing gcc-$major-plugin-dev$pdev_suffix"
elif [ -z "${missing##*gcc-[0-9]*}" ]; then
  # gcc-16 is missing: its plugin headers will be too.
  major=$(basename "$GCC" | sed 's/.*gcc-\([0-9][0-9]*\).*/\1/')
  missing="$missing gcc-$major-plugin-dev$pdev_suffix"
fi
if [ "$what" = check ]; then
  command -v runtest >/dev/null 2>&1 || missing="$missing dejagnu"
  # The debugging tests run gdb (doc/debugging.md); not for a cross target,
  # whose programs the host's gdb cannot run (those tests are UNSUPPORTED).
  [ -n "$MF_CROSS" ] || command -v gdb >/dev/null 2>&1 || missing="$missing gdb"
  if [ -n "$MF_CROSS" ]; then
    # The C++ tests need the cross g++; the programs run under qemu-user
    # with the cross libc as their sysroot (testsuite/boards/qemu-user.exp).
    [ -n "$TARGET_CXX" ] && ! command -v "$TARGET_CXX" >/dev/null 2>&1 &&
      missing="$missing $(package_of "$TARGET_CXX")"
    arch=$(scripts/cross-target.sh "$MF_CROSS" debarch) || exit 1
    qemu=$(scripts/cross-target.sh "$MF_CROSS" qemu) || exit 1
    command -v "$qemu" >/dev/null 2>&1 || missing="$missing qemu-user"
    [ -f "/usr/$MF_CROSS/lib/libc.so.6" ] || [ -f "/usr/$MF_CROSS/lib64/libc.so.6" ] ||
      missing="$missing libc6-dev-$arch-cross"
  fi
fi
[ -z "$missing" ] && exit 0

timeout=${DPKG_LOCK_TIMEOUT:-600}
cmd="apt-get -o DPkg::Lock::Timeout=$timeout install -y$missing"
echo "mergefn: missing packages:$missing" >&2
if [ "$(id -u)" = 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run="sudo"
else
  echo "mergefn: run this, then make again:  sudo apt-get install$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet: update and retry once.
# DPkg::Lock::Timeout makes apt wait for the dpkg lock; the lists lock of
# apt-get update has no such option, so wait for it here.
wait_for_lists () {
  waited=0
  while command -v fuser >/dev/null 2>&1 &&
        fuser /var/lib/apt/lists/lock >/dev/null 2>&1 &&
        [ "$waited" -lt "$timeout" ]; do
    [ "$waited" = 0 ] && echo "mergefn: waiting for another apt to finish" >&2
    sleep 5; waited=$((waited + 5))
  done
}
# shellcheck disable=SC2086
$run $cmd || { wait_for_lists && $run apt-get update && $run $cmd; } || {
  echo "mergefn: installing failed; run:  sudo apt-get install$missing" >&2
  case $GCC in
    *gcc-1[3-9]*) echo "mergefn: if this system has no $GCC, a Debian chroot" \
      "has: scripts/chroot.sh sid make check GCC=$GCC" >&2 ;;
  esac
  exit 1
}
