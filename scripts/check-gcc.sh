#!/bin/bash
# make check-gcc: run GCC's own gcc.c-torture/execute tests (those of the
# compiler under test, from Debian's gcc-N-source), with GCC's
# own DejaGnu drivers, against the installed gcc, once without and once with
# the plugin, at several optimization levels, and compare.
#
#   scripts/check-gcc.sh
#
# How the runs are made (the way contrib/test_installed tests an installed
# compiler): each (mode, level) pair is one runtest process in its own
# directory, OUT/<mode>/<level>/, with
#   - a site.exp like contrib/test_installed's (srcdir = GCC's testsuite,
#     GCC_UNDER_TEST = the installed gcc) plus TORTURE_OPTIONS = that one
#     level, so gcc-dg-runtest cycles through exactly it;
#   - a target board, boards/mergefn-<mode>.exp, the stock "unix" board
#     whose cflags are empty (mode "none") or the plugin's flags (mode
#     "plugin"): -fplugin=<abs>/mergefn.so -fplugin-arg-mergefn-verify
#     -fplugin-arg-mergefn-report=<jobdir>/report.json.  Board cflags go on
#     every compiler command, including the single compile-and-link command
#     of each test, so under -flto the plugin is on the link line and runs
#     in lto1 (checked: report lines whose unit is an object file);
#   - runtest --tool gcc --target_board=mergefn-<mode> execute.exp
# Jobs run JOBS at a time (default: the number of CPUs).
#
# Environment:
#   GCC      compiler under test (default gcc); a cross compiler
#            (make check-gcc GCC=aarch64-linux-gnu-gcc-12) runs its programs
#            under qemu-user through DejaGnu's simulator board
#            (doc/architectures.md)
#   PLUGIN   the plugin to test (default build/mergefn.so); it is copied to
#            OUT/plugin/mergefn.so first, so a rebuild while the run goes on
#            does not change what is measured.  (The copy keeps the base
#            name: GCC takes the -fplugin-arg-<name>- prefix from it.)
#   PLUGIN_COMMIT  what to record as the plugin's commit (default: the
#            contents of <PLUGIN>.commit, written by scripts/snapshot-plugin.sh;
#            else for the default plugin, git HEAD, marked "-dirty" when
#            plugin/, include/ or the Makefile have uncommitted changes)
#   LEVELS   comma-separated torture levels
#            (default "-O1,-O2,-O3,-Os,-O2 -flto")
#   MODES    "none plugin" (default), or one of them
#   TESTS    runtest glob of test files, e.g. '2000*.c' (default: all)
#   JOBS     concurrent runtest processes (default: nproc)
#   OUT      results directory (default build/check-gcc; emptied first)
#   UPDATE_DOC  yes|no: write doc/check-gcc.md and doc/results/check-gcc/
#            (GCC 12; for GCC N, doc/check-gcc-N.md and doc/results/check-gcc-N/)
#            (default yes for the full default run, no otherwise)
#   TITLE    title of the summary (default "check-gcc")
#   PLUGIN_ARGS  plugin arguments added to the plugin's flags, without
#            the -fplugin-arg-mergefn- prefix, e.g. "params" (parameterised
#            merging at every level, not only -Os); a run with them writes
#            no doc unless DOC names one
#   DOC      the doc a run writes when UPDATE_DOC is yes (default
#            doc/check-gcc.md, doc/check-gcc-N.md for GCC N); its results
#            go to doc/results/<DOC's name without .md>/
#   SUITES   what to run (default gcc.c-torture/execute): also gcc.dg,
#            g++.dg, their subdirectories (gcc.dg/ipa ...), c-c++-common,
#            gcc.target/i386, run by scripts/check-gcc-suites.sh with GCC's
#            own torture lists (LEVELS and TESTS apply to the torture
#            tests only), e.g. SUITES="gcc.dg/ipa c-c++-common"
#
# Exit status: non-zero when a test fails with the plugin that passes
# without it, on any internal compiler error or verify error with the
# plugin, when the plugin never merged in lto1 at an -flto level (full runs
# only: a subset may have nothing to merge), or when a
# run did not complete.  The summary is OUT/summary.md.
set -u -o pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
self=$top/scripts/check-gcc.sh

GCC=${GCC:-gcc}
DEFAULT_LEVELS="-O1,-O2,-O3,-Os,-O2 -flto"
LEVELS=${LEVELS:-$DEFAULT_LEVELS}
MODES=${MODES:-none plugin}
TESTS=${TESTS:-}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
OUT=${OUT:-$top/build/check-gcc}
TITLE=${TITLE:-check-gcc}
PLUGIN_ARGS=${PLUGIN_ARGS:-}
# A cross compiler (aarch64-linux-gnu-gcc-12): its target triplet, whose
# programs run under qemu-user (the Makefile exports MF_CROSS).
CROSS=${MF_CROSS:-}
export GCC LEVELS MODES TESTS OUT PLUGIN_ARGS CROSS

slug () { echo "$1" | sed 's/^ *//; s/ *$//; s/^-//; s/ -/-/g; s/[ =\/]/_/g'; }

# ---------------------------------------------------------------------------
# One job: --job "<mode>|<level>"
if [ "${1:-}" = --job ]; then
  mode=${2%%|*}
  level=${2#*|}
  dir=$OUT/$mode/$(slug "$level")
  rm -rf "$dir"; mkdir -p "$dir/boards"
  cflags=""
  if [ "$mode" = plugin ]; then
    cflags="-fplugin=$OUT/plugin/mergefn.so -fplugin-arg-mergefn-verify -fplugin-arg-mergefn-report=$dir/report.json"
    for a in ${PLUGIN_ARGS:-}; do cflags="$cflags -fplugin-arg-mergefn-$a"; done
  fi
  if [ -n "$CROSS" ]; then
    # A cross target (doc/architectures.md): DejaGnu's simulator board,
    # the simulator being qemu-user with the cross libc as its root.
    cat > "$dir/boards/mergefn-$mode.exp" <<EOF
# Written by scripts/check-gcc.sh: programs of $CROSS run under qemu-user.
load_generic_config "sim"
set_board_info sim "$("$top/scripts/cross-target.sh" "$CROSS" qemu)"
set_board_info sim,options "-L $("$top/scripts/cross-target.sh" "$CROSS" sysroot)"
set_board_info cflags "$cflags"
set_board_info compiler "$GCC"
set_board_info is_simulator 1
process_multilib_options ""
EOF
  else
  cat > "$dir/boards/mergefn-$mode.exp" <<EOF
# Written by scripts/check-gcc.sh: the stock native board, plus the plugin.
load_base_board_description "unix"
set_board_info cflags "$cflags"
# A board whose name is not the host's is taken as remote: it is not.
unset_board_info isremote
set_board_info isremote 0
EOF
  fi
  cat > "$dir/site.exp" <<EOF
# Written by scripts/check-gcc.sh, after GCC's contrib/test_installed.
set rootme "."
set tmpdir "$dir"
set srcdir "$SRCDIR"
set CFLAGS ""
set CXXFLAGS ""
set GCC_UNDER_TEST "$GCC"
set TORTURE_OPTIONS [list { $level }]
lappend boards_dir "$dir/boards"
EOF
  # From GCC 13 execute.exp runs through gcc-dg-runtest, whose torture-init
  # appends GCC's two -flto option lists to TORTURE_OPTIONS in every job
  # (each job ran three levels).  An LTO_TORTURE_OPTIONS that already
  # exists makes gcc-dg-runtest skip torture-init, so each job runs its
  # one level, as with GCC 12's c-torture.exp (which must not see it: its
  # own torture-init refuses one already set).
  if grep -q gcc-dg-runtest "$SRCDIR/gcc.c-torture/execute/execute.exp"; then
    echo 'set LTO_TORTURE_OPTIONS ""' >> "$dir/site.exp"
  fi
  cmd=(runtest --tool gcc --target_board="mergefn-$mode" ${CROSS:+--target="$CROSS"} "execute.exp${TESTS:+=$TESTS}")
  echo "${cmd[*]}" > "$dir/command"
  start=$(date +%s)
  echo "check-gcc: start $mode $level"
  (cd "$dir" && "${cmd[@]}" > runtest.out 2>&1)
  rc=$?
  end=$(date +%s)
  echo "$rc $start $end" > "$dir/status"
  echo "check-gcc: done  $mode $level ($((end - start)) s, runtest exit $rc)"
  exit 0
fi

# ---------------------------------------------------------------------------
# SUITES other than the torture tests are run by scripts/check-gcc-suites.sh
# (results in OUT-suites, default build/check-gcc-suites).
SUITES=${SUITES:-gcc.c-torture/execute}
others=""; torture=no
for s in $SUITES; do
  case "${s%/}" in gcc.c-torture/execute) torture=yes ;; *) others="$others $s" ;; esac
done
if [ -n "$others" ]; then
  rc=0
  if [ "$torture" = yes ]; then SUITES=gcc.c-torture/execute "$self" || rc=$?; fi
  SUITES="${others# }" OUT="${OUT%/}-suites" "$top/scripts/check-gcc-suites.sh" || rc=$?
  exit $rc
fi

# ---------------------------------------------------------------------------
# The whole run.
case "$top$OUT$GCC" in
  *[\"\\\$\[\]{}]*) echo "check-gcc: paths with quotes, brackets, braces, \$ or backslashes are not supported" >&2; exit 1 ;;
esac
for p in runtest python3; do
  command -v "$p" >/dev/null 2>&1 || {
    pkg=$p; [ "$p" = runtest ] && pkg=dejagnu
    if [ "$(id -u)" = 0 ]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$pkg" ||
        { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$pkg"; } ||
        { echo "check-gcc: could not install $pkg" >&2; exit 1; }
    else
      echo "check-gcc: $p is missing: sudo apt-get install $pkg" >&2; exit 1
    fi
  }
done

major=$("$GCC" -dumpversion | cut -d. -f1)
SRCDIR=$(GCC=$GCC "$top/scripts/gcc-testsuite.sh") || exit 1
export SRCDIR

default_plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
PLUGIN=${PLUGIN:-$default_plugin}
[ -f "$PLUGIN" ] || { echo "check-gcc: no plugin at $PLUGIN (run make)" >&2; exit 1; }
if [ -z "${PLUGIN_COMMIT:-}" ]; then
  if [ -f "$PLUGIN.commit" ]; then
    PLUGIN_COMMIT=$(cat "$PLUGIN.commit")
  elif [ "$(realpath "$PLUGIN")" = "$(realpath "$default_plugin")" ]; then
    PLUGIN_COMMIT=$(git -C "$top" rev-parse HEAD 2>/dev/null || echo unknown)
    if [ -n "$(git -C "$top" status --porcelain -- plugin include Makefile 2>/dev/null)" ]; then
      PLUGIN_COMMIT="$PLUGIN_COMMIT-dirty"
    fi
  else
    PLUGIN_COMMIT="unknown ($PLUGIN)"
  fi
fi

rm -rf "$OUT"; mkdir -p "$OUT/plugin"
cp "$PLUGIN" "$OUT/plugin/mergefn.so.tmp" && mv "$OUT/plugin/mergefn.so.tmp" "$OUT/plugin/mergefn.so"
echo "$PLUGIN_COMMIT" > "$OUT/plugin/COMMIT"

update_doc=${UPDATE_DOC:-}
if [ -z "$update_doc" ]; then
  if [ -z "$TESTS" ] && [ "$LEVELS" = "$DEFAULT_LEVELS" ] && [ "$MODES" = "none plugin" ] &&
     { [ -z "$PLUGIN_ARGS" ] || [ -n "${DOC:-}" ]; }; then
    update_doc=yes
  else
    update_doc=no
  fi
fi

# Jobs, slowest first (-flto, then -O3 ...), both modes of a level together.
jobs=()
IFS=, read -r -a levels <<< "$LEVELS"
for l in "${levels[@]}"; do
  case "$l" in *flto*) for m in $MODES; do jobs+=("$m|$l"); done ;; esac
done
for l in "${levels[@]}"; do
  case "$l" in *flto*) ;; *) for m in $MODES; do jobs+=("$m|$l"); done ;; esac
done

echo "check-gcc: $SRCDIR/gcc.c-torture/execute, plugin $PLUGIN_COMMIT, ${#jobs[@]} runs, $JOBS at a time"
start=$(date +%s)
printf '%s\n' "${jobs[@]}" | xargs -P "$JOBS" -I{} "$self" --job {}
end=$(date +%s)

cat > "$OUT/meta.env" <<EOF
title=$TITLE
start=$start
end=$end
jobs=$JOBS
plugin_commit=$PLUGIN_COMMIT
plugin_path=$([ "$(realpath "$PLUGIN")" = "$(realpath "$default_plugin")" ] || echo "$PLUGIN")
plugin_sha256=$(sha256sum "$OUT/plugin/mergefn.so" | cut -d' ' -f1)
gcc=$GCC
gcc_version=$($GCC --version | head -n 1)
testsuite=$SRCDIR
testsuite_version=$(cat "$SRCDIR/../../VERSION" 2>/dev/null)
tarball=$(cat "$SRCDIR/../../TARBALL" 2>/dev/null)
gcc_source_package=$(dpkg-query -W -f='${Package} ${Version}' "gcc-$major-source" 2>/dev/null)
dejagnu=$(runtest --version 2>/dev/null | head -n 1 | sed 's/.*version[[:space:]]*//')
machine=$(uname -srm), $(. /etc/os-release 2>/dev/null; echo "${PRETTY_NAME:-}") $(cat /etc/debian_version 2>/dev/null), $(nproc) CPUs ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1))
levels=$LEVELS
modes=$MODES
tests=$TESTS
plugin_args=$PLUGIN_ARGS
doc=${DOC:-}
load=$(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min, at the end)
EOF

args=(--out "$OUT")
# GCC 12's results are doc/check-gcc.md; another version's go beside them.
suffix=$([ "$major" = 12 ] || echo "-$major")
doc=${DOC:-doc/check-gcc$suffix.md}
case $doc in /*) ;; *) doc=$top/$doc ;; esac
results=$top/doc/results/$(basename "$doc" .md)
[ "$update_doc" = yes ] && args+=(--doc "$doc" --results "$results")
python3 "$top/scripts/check-gcc-summary.py" "${args[@]}"
