#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Print the path of the testsuite directory (gcc/testsuite) of the GCC in
# use ($GCC, default gcc; its major version N), extracted from Debian's
# gcc-N-source package into build/cache/gcc-testsuite-N/ on first use and
# reused afterwards.  The C and C++ parts of gcc/testsuite are extracted
# (check-gcc's suites: gcc.c-torture, gcc.dg, g++.dg, c-c++-common,
# gcc.target, plus lib/ and config/ and what tests include from beside
# them); other languages' directories (Fortran, Ada, Go, D, Objective-C,
# Modula-2, Rust, jit) are left out to save time and space.
# Nothing from GCC is committed.
#
#   scripts/gcc-testsuite.sh            print the directory (extract if needed)
#
# Environment: GCC (default gcc), GCC_SOURCE_TARBALL (default: the only
# /usr/src/gcc-N/gcc-N*.tar.*), MERGEFN_CACHE (default build/cache).
# Installs gcc-N-source and xz-utils with apt-get when missing (as root),
# or stops with the command to run.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cache=${MERGEFN_CACHE:-$top/build/cache}
major=$("${GCC:-gcc}" -dumpversion | cut -d. -f1)
dest=$cache/gcc-testsuite-$major

need=""
[ -n "${GCC_SOURCE_TARBALL:-}" ] || {
  ls /usr/src/gcc-"$major"/gcc-"$major"*.tar.* >/dev/null 2>&1 ||
    need="$need gcc-$major-source"
}
command -v xz >/dev/null 2>&1 || need="$need xz-utils"
if [ -n "$need" ]; then
  echo "gcc-testsuite: installing$need" >&2
  if [ "$(id -u)" = 0 ]; then run=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then run=sudo
  else echo "gcc-testsuite: run: sudo apt-get install -y$need" >&2; exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  $run apt-get install -y -q $need >&2 ||
    { $run apt-get update -q >&2 && $run apt-get install -y -q $need >&2; } ||
    { echo "gcc-testsuite: could not install$need" >&2; exit 1; }
fi

if [ -z "${GCC_SOURCE_TARBALL:-}" ]; then
  # shellcheck disable=SC2012
  GCC_SOURCE_TARBALL=$(ls /usr/src/gcc-"$major"/gcc-"$major"*.tar.* | head -n 1)
fi
tarball=$GCC_SOURCE_TARBALL

# The stamp names what was extracted (bump "v2" when that list changes)
# and the tarball (size, date, path): a new package version extracts afresh.
stamp_text="v3 "$(ls -l --time-style=+%s "$tarball" | awk '{ print $5, $6 }')" $tarball"
if [ -f "$dest/STAMP" ] && [ "$(cat "$dest/STAMP")" = "$stamp_text" ]; then
  echo "$dest/gcc/testsuite"
  exit 0
fi

echo "gcc-testsuite: extracting GCC's C and C++ tests from $tarball" >&2
mkdir -p "$cache"
tmp=$(mktemp -d "$cache/gcc-testsuite.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The top directory is gcc-16.2.0/ (or whatever the package ships).
topdir=$(tar -tf "$tarball" | head -n 1 | cut -d/ -f1)
tar -xf "$tarball" -C "$tmp" --strip-components=1 --wildcards \
  --exclude="$topdir/gcc/testsuite/gfortran*" \
  --exclude="$topdir/gcc/testsuite/gnat*" \
  --exclude="$topdir/gcc/testsuite/go.*" \
  --exclude="$topdir/gcc/testsuite/gdc*" \
  --exclude="$topdir/gcc/testsuite/obj*" \
  --exclude="$topdir/gcc/testsuite/gm2*" \
  --exclude="$topdir/gcc/testsuite/rust*" \
  --exclude="$topdir/gcc/testsuite/jit.*" \
  --exclude="$topdir/gcc/testsuite/ada" \
  "$topdir/gcc/testsuite/*"
[ -f "$tmp/gcc/testsuite/gcc.c-torture/execute/execute.exp" ] || {
  echo "gcc-testsuite: $tarball has no gcc.c-torture/execute/execute.exp" >&2
  exit 1
}
echo "$stamp_text" > "$tmp/STAMP"
echo "$topdir" > "$tmp/VERSION"
echo "$tarball" > "$tmp/TARBALL"
rm -rf "$dest"
mv "$tmp" "$dest"
trap - EXIT
echo "$dest/gcc/testsuite"
