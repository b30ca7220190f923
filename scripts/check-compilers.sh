#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-compilers: build the plugin for every supported GCC and run the
# whole testsuite with each; write doc/results/compilers.md.
#   scripts/check-compilers.sh [VERSION...]
#     (default: 11 12 13 14 15 16 snapshot)
# GCC 11 and 12 are the host's (Debian 12); 13 and 14 are Debian 13's (the
# trixie chroot), 15 and 16 Debian sid's (the sid chroot), and "snapshot"
# is sid's gcc-snapshot, GCC's development branch, named by its path
# (/usr/lib/gcc-snapshot/bin/gcc, in the sid-snapshot chroot);
# scripts/chroot.sh makes the chroots on first use.  Each run is
# `make check GCC=gcc-N` on a fresh copy of the tree.  Logs and .sum files
# in build/compilers/gcc-N.{log,sum}.
# The doc is written only when every version given was run (the default).
# Exits non-zero when a version fails a test, or when the versions did not
# run the same test files the same number of times each.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/build/compilers
all="11 12 13 14 15 16 snapshot"
versions=${*:-$all}
mkdir -p "$out"

where_of () {
  case $1 in
    11|12) echo host ;;
    13|14) echo trixie ;;
    15|16) echo sid ;;
    snapshot) echo sid-snapshot ;;
    *) echo "check-compilers: GCC $1 is not supported (11 to 16, snapshot)" >&2; exit 2 ;;
  esac
}
# The compiler's command.
gcc_of () {
  case $1 in
    snapshot) echo /usr/lib/gcc-snapshot/bin/gcc ;;
    *) echo "gcc-$1" ;;
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
  cc=$(gcc_of "$v")
  log=$out/gcc-$v.log
  echo "check-compilers: GCC $v ($where)"
  start=$(date +%s)
  if [ "$where" = host ]; then
    { $cc --version | head -n 1
      make --no-print-directory -C "$tree" check GCC=$cc; } > "$log" 2>&1
    rc=$?
    cp "$tree/testsuite/mergefn.sum" "$out/gcc-$v.sum" 2>/dev/null
  else
    rm -rf "$out/gcc-$v"
    CHROOT_TREE=$tree CHROOT_COPY_BACK=testsuite/mergefn.sum CHROOT_OUT=$out/gcc-$v \
      "$top/scripts/chroot.sh" "$where" sh -c \
      "$cc --version | head -n 1; make check GCC=$cc" > "$log" 2>&1
    rc=$?
    cp "$out/gcc-$v/testsuite/mergefn.sum" "$out/gcc-$v.sum" 2>/dev/null
  fi
  echo "$(( $(date +%s) - start ))" > "$out/gcc-$v.seconds"
  echo "$where" > "$out/gcc-$v.where"
  # Which commit and when, per version: the doc may join runs of
  # several invocations (scripts/check-compilers.sh 11 snapshot, ...).
  { cat "$out/commit"; date -u '+%Y-%m-%d %H:%M UTC'; } > "$out/gcc-$v.commit"
  grep -E "^[0-9]+ passed, [0-9]+ failed$" "$log" | tail -n 1
  [ "$rc" = 0 ] || status=1
done

if [ "$versions" = "$all" ]; then
  python3 "$top/scripts/check-compilers-report.py" "$out" "$top/doc/results/compilers.md" \
    $versions || status=1
else
  python3 "$top/scripts/check-compilers-report.py" "$out" - $versions || status=1
fi
exit $status
