#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Run the DejaGnu testsuite (make check calls this after building).
#   scripts/run-tests.sh                       every test
#   RUNTESTFLAGS=basic-static-pair.c scripts/run-tests.sh     one test
#   RUNTESTFLAGS='args-*.c -v' scripts/run-tests.sh          a glob, verbose
# Writes testsuite/site.exp, runs runtest from testsuite/ (results in
# testsuite/mergefn.sum and mergefn.log, test outputs in testsuite/tmp/),
# and ends with the line "N passed, N failed", where failed counts every
# result but PASS, XFAIL and UNSUPPORTED.  Exits non-zero when a test
# failed, when no test ran, or when runtest itself failed.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
ts=$top/testsuite
GCC=${GCC:-gcc}
# The C++ compiler under test: TARGET_CXX (the Makefile's; for a cross
# compiler the cross g++, while CXX, the host's g++, built the plugin).
CXX=${TARGET_CXX:-${CXX:-g++}}
# A cross target (the Makefile's MF_CROSS, e.g. aarch64-linux-gnu): its
# programs run under qemu-user through the board boards/qemu-user.exp.
MF_CROSS=${MF_CROSS:-}
plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
testplugins=${MERGEFN_BUILD:-$top/build}/test-plugins

finish() {
  echo "$1 passed, $2 failed"
  exit "$3"
}

for f in "$plugin" "$testplugins/pkgvariant/mergefn.so"; do
  if [ ! -f "$f" ]; then
    echo "run-tests: $f is missing: run 'make check' (or make $f)" >&2
    finish 0 0 1
  fi
done
command -v runtest >/dev/null 2>&1 || {
  echo "run-tests: runtest not found: install dejagnu" >&2
  finish 0 0 1
}

# Tcl braces quote everything but braces and backslashes.
case "$top$GCC$CXX" in
  *[{}\\]*) echo "run-tests: paths with braces or backslashes are not supported" >&2
            finish 0 0 1 ;;
esac

# For the tests' version selectors ({ target gcc >= 16 }).
major=$("$GCC" -dumpversion | cut -d. -f1)
case $major in
  ''|*[!0-9]*) echo "run-tests: cannot tell $GCC's version" >&2; finish 0 0 1 ;;
esac

# The compiler's own run-time libraries (libgomp, libstdc++, libgcc_s):
# a compiler installed apart from the system's (gcc-snapshot: in
# /usr/lib/gcc-snapshot/lib) links programs against its own, which the
# loader does not find by itself (the system's libgomp lacks the
# snapshot's symbol versions).  Native programs run with their
# directories on LD_LIBRARY_PATH (testsuite/lib/mergefn.exp, mergefn_load).
rtpath=""
if [ -z "$MF_CROSS" ]; then
  for l in libgomp.so.1 libstdc++.so.6 libgcc_s.so.1; do
    f=$("$GCC" -print-file-name="$l" 2>/dev/null)
    [ -f "$f" ] || continue
    d=$(cd "$(dirname "$f")" && pwd -P)
    case ":$rtpath:" in *":$d:"*) ;; *) rtpath=${rtpath:+$rtpath:}$d ;; esac
  done
fi

mkdir -p "$ts/tmp"
cat > "$ts/site.exp" <<EOF
# Written by scripts/run-tests.sh; do not edit.
set tool mergefn
set srcdir {$ts}
set objdir {$ts/tmp}
set MERGEFN_PLUGIN {$plugin}
set MERGEFN_TESTPLUGINS {$testplugins}
set MERGEFN_CC {$GCC}
set MERGEFN_CXX {$CXX}
set MERGEFN_GCC_MAJOR {$major}
set MERGEFN_RUNTIME_PATH {$rtpath}
set MERGEFN_LP64 {$(echo | "$GCC" -dM -E - 2>/dev/null | grep -c '__LP64__')}
set MERGEFN_BIG_ENDIAN {$(echo | "$GCC" -dM -E - 2>/dev/null | grep -c '__BYTE_ORDER__ __ORDER_BIG_ENDIAN__')}
EOF
board_flags=""
if [ -n "$MF_CROSS" ]; then
  qemu=$("$top/scripts/cross-target.sh" "$MF_CROSS" qemu) || finish 0 0 1
  sysroot=$("$top/scripts/cross-target.sh" "$MF_CROSS" sysroot) || finish 0 0 1
  cat >> "$ts/site.exp" <<EOF
set MERGEFN_QEMU {$qemu}
set MERGEFN_SYSROOT {$sysroot}
lappend boards_dir {$ts/boards}
EOF
  board_flags="--target_board qemu-user --target $MF_CROSS"
fi

rm -f "$ts/mergefn.sum" "$ts/mergefn.log"
# RUNTESTFLAGS is split into words on purpose.
# shellcheck disable=SC2086
(cd "$ts" && runtest --tool mergefn --srcdir "$ts" $board_flags ${RUNTESTFLAGS:-})
rc=$?

sum=$ts/mergefn.sum
if [ ! -f "$sum" ]; then
  echo "run-tests: runtest wrote no $sum (exit status $rc)" >&2
  finish 0 0 1
fi
passed=$(grep -Ec '^PASS:' "$sum")
ran=$(grep -Ec '^(PASS|XFAIL|UNSUPPORTED):' "$sum")
failed=$(grep -Ec '^(FAIL|XPASS|UNRESOLVED|UNTESTED|KFAIL|KPASS|ERROR):' "$sum")
status=0
if [ "$failed" -gt 0 ]; then
  status=1
elif [ "$passed" -eq 0 ] && [ "$ran" -eq 0 ]; then
  echo "run-tests: no test ran" >&2
  status=1
elif [ "$rc" -ne 0 ]; then
  echo "run-tests: runtest failed (exit status $rc) though no test did" >&2
  status=1
fi
finish "$passed" "$failed" "$status"
