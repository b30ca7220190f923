#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-compilers: build the plugin for every supported GCC and run the
# whole testsuite with each; write doc/results/compilers.md.
#   scripts/check-compilers.sh [VERSION...]      (default: 12 13 14 15 16)
# GCC 12 is the host's (Debian 12); 13 and 14 are Debian 13's (the trixie
# chroot), 15 and 16 Debian sid's (the sid chroot); scripts/chroot.sh makes the
# chroots on first use.  Each run is `make check GCC=gcc-N` on a fresh copy
# of the tree.  Logs and .sum files in build/compilers/gcc-N.{log,sum}.
# The doc is written only when every version given was run (the default).
# Exits non-zero when a version fails a test, or when the versions did not
# run the same test files the same number of times each.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/build/compilers
versions=${*:-12 13 14 15 16}
mkdir -p "$out"

where_of () {
  case $1 in
    12) echo host ;;
    13|14) echo trixie ;;
    15|16) echo sid ;;
    *) echo "check-compilers: GCC $1 is not supported (12 to 16)" >&2; exit 2 ;;
  esac
}

# One copy of the tree for every version, made now: edits made while the
# runs go on (they take a while) change none of them.
tree=$out/tree
rm -rf "$tree"
mkdir -p "$tree"
tar -C "$top" --exclude=./build --exclude=./.git -cf - . | tar -C "$tree" -xf -
git -C "$top" rev-parse --short=12 HEAD > "$out/commit" 2>/dev/null
[ -z "$(git -C "$top" status --porcelain --untracked-files=no -- . ":!doc/results/compilers.md" 2>/dev/null)" ] ||
  echo "(with uncommitted changes)" >> "$out/commit"

status=0
for v in $versions; do
  where=$(where_of "$v") || exit 2
  log=$out/gcc-$v.log
  echo "check-compilers: GCC $v ($where)"
  start=$(date +%s)
  if [ "$where" = host ]; then
    { gcc-$v --version | head -n 1
      make --no-print-directory -C "$tree" check GCC=gcc-$v; } > "$log" 2>&1
    rc=$?
    cp "$tree/testsuite/mergefn.sum" "$out/gcc-$v.sum" 2>/dev/null
  else
    rm -rf "$out/gcc-$v"
    CHROOT_TREE=$tree CHROOT_COPY_BACK=testsuite/mergefn.sum CHROOT_OUT=$out/gcc-$v \
      "$top/scripts/chroot.sh" "$where" sh -c \
      "gcc-$v --version | head -n 1; make check GCC=gcc-$v" > "$log" 2>&1
    rc=$?
    cp "$out/gcc-$v/testsuite/mergefn.sum" "$out/gcc-$v.sum" 2>/dev/null
  fi
  echo "$(( $(date +%s) - start ))" > "$out/gcc-$v.seconds"
  echo "$where" > "$out/gcc-$v.where"
  grep -E "^[0-9]+ passed, [0-9]+ failed$" "$log" | tail -n 1
  [ "$rc" = 0 ] || status=1
done

if [ "$versions" = "12 13 14 15 16" ]; then
  python3 "$top/scripts/check-compilers-report.py" "$out" "$top/doc/results/compilers.md" \
    $versions || status=1
else
  python3 "$top/scripts/check-compilers-report.py" "$out" - $versions || status=1
fi
exit $status
