#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
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
#   UPDATE_DOC  yes|no: write doc/results/check-gcc.md, append the run's
#            counts to doc/results/check-gcc.jsonl, and keep the .sum files
#            and merges in build/results/check-gcc/ (GCC 12; for GCC N,
#            check-gcc-N.md and build/results/check-gcc-N/)
#            (default yes for the full default run, no otherwise)
#   TITLE    title of the summary (default "check-gcc")
#   PLUGIN_ARGS  plugin arguments added to the plugin's flags, without
#            the -fplugin-arg-mergefn- prefix, e.g. "params" (parameterised
#            merging at every level, not only -Os); a run with them writes
#            no doc unless DOC names one
#   DOC      the doc a run writes when UPDATE_DOC is yes (default
#            doc/results/check-gcc.md, doc/results/check-gcc-N.md for GCC N); its .sum
#            files go to build/results/<DOC's name without .md>/ (run output:
#            doc/results keeps the summary and the record, doc/results/README.md)
#   SUITES   what to run (default gcc.c-torture/execute): also gcc.dg,
#            g++.dg, their subdirectories (gcc.dg/ipa ...), c-c++-common,
#            gcc.target/i386, with GCC's own torture lists (LEVELS and
#            TESTS apply to the torture tests only), e.g.
#            SUITES="gcc.dg/ipa c-c++-common"; see "Other suites" below
#   TARGET_CXX  for the other suites, the C++ compiler under test (the
#            Makefile's; else CXX, else GCC with gcc -> g++)
#
# Other suites (everything but gcc.c-torture/execute) go to OUT-suites
# (default build/check-gcc-suites).  Each suite is one or two "parts", a
# part being one runtest process per mode in OUT-suites/<part>/<mode>/,
# with the same boards (PLUGIN_ARGS included) and a site.exp without
# TORTURE_OPTIONS, running every .exp file of the directory limited to its
# tests (runtest --tool gcc|g++ A.exp=DIR/* B.exp=DIR/* ...; the .exp files
# of gcc.dg and g++.dg also run c-c++-common's tests: those belong to the
# suite c-c++-common, run once with tool gcc through gcc.dg's .exp files
# and once with tool g++ through g++.dg's).  The parts run are emptied
# first, others are kept, so a run in pieces accumulates (a different
# plugin empties OUT-suites).  scripts/check-gcc-suites-summary.py compares
# the .sum files test by test; with UPDATE_DOC (default yes, no with
# PLUGIN_ARGS unless DOC is given) its sections go into the doc and the
# .sum files into build/results/<doc>/suites/, its counts into
# doc/results/check-gcc.jsonl.
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
CXX=${TARGET_CXX:-${CXX:-}}
if [ -z "$CXX" ]; then
  CXX=$(dirname "$GCC")/$(basename "$GCC" | sed 's/gcc/g++/')
  case "$GCC" in */*) ;; *) CXX=${CXX#./} ;; esac
fi
DEFAULT_LEVELS="-O1,-O2,-O3,-Os,-O2 -flto"
LEVELS=${LEVELS:-$DEFAULT_LEVELS}
MODES=${MODES:-none plugin}
TESTS=${TESTS:-}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
OUT=${OUT:-$top/build/check-gcc}
# Absolute: the boards and site.exp name it from inside each run's
# directory (a relative OUT made every board fail to load).
case $OUT in /*) ;; *) OUT=$(pwd)/$OUT ;; esac
TITLE=${TITLE:-check-gcc}
PLUGIN_ARGS=${PLUGIN_ARGS:-}
# A cross compiler (aarch64-linux-gnu-gcc-12): its target triplet, whose
# programs run under qemu-user (the Makefile exports MF_CROSS).
CROSS=${MF_CROSS:-}
export GCC CXX LEVELS MODES TESTS OUT PLUGIN_ARGS CROSS

slug () { echo "$1" | sed 's/^ *//; s/ *$//; s/^-//; s/ -/-/g; s/[ =\/]/_/g'; }

# The board of one job (mflib/boards.py): the stock native one, or for a
# cross target (doc/architectures.md) DejaGnu's simulator board, the
# simulator being qemu-user with the cross libc as its root; cflags empty
# without the plugin, the plugin's flags with it.
board () { # mode jobdir
  local cflags=""
  if [ "$1" = plugin ]; then
    cflags="-fplugin=$OUT/plugin/mergefn.so -fplugin-arg-mergefn-verify -fplugin-arg-mergefn-report=$2/report.json"
    for a in ${PLUGIN_ARGS:-}; do cflags="$cflags -fplugin-arg-mergefn-$a"; done
  fi
  if [ -n "$CROSS" ]; then
    python3 "$top/scripts/mflib" board "$1" "$cflags" "$CROSS" \
      "$("$top/scripts/cross-target.sh" "$CROSS" qemu)" \
      "$("$top/scripts/cross-target.sh" "$CROSS" sysroot)" "$GCC"
  else
    python3 "$top/scripts/mflib" board "$1" "$cflags"
  fi > "$2/boards/mergefn-$1.exp"
}

# One runtest in DIR (its boards/ and site.exp already written), LABEL in
# the progress lines: its command in DIR/command, its output in
# DIR/runtest.out, "exit start end" in DIR/status.
run_runtest () { # dir label cmd...
  local dir=$1 label=$2 start end rc
  shift 2
  echo "$*" > "$dir/command"
  start=$(date +%s)
  echo "check-gcc: start $label"
  (cd "$dir" && "$@" > runtest.out 2>&1)
  rc=$?
  end=$(date +%s)
  echo "$rc $start $end" > "$dir/status"
  echo "check-gcc: done  $label ($((end - start)) s, runtest exit $rc)"
}

# What every run's meta file says (torture and other suites alike); START
# and END of the run, END empty while it goes on.
common_meta () { # start end
cat <<EOF
start=$1
end=$2
jobs=$JOBS
plugin_commit=$PLUGIN_COMMIT
gcc=$GCC
gcc_version=$($GCC --version | head -n 1)
testsuite=$SRCDIR
testsuite_version=$(cat "$SRCDIR/../../VERSION" 2>/dev/null)
tarball=$(cat "$SRCDIR/../../TARBALL" 2>/dev/null)
gcc_source_package=$(dpkg-query -W -f='${Package} ${Version}' "gcc-$major-source" 2>/dev/null)
dejagnu=$(runtest --version 2>/dev/null | head -n 1 | sed 's/.*version[[:space:]]*//')
machine=$(uname -srm), $(. /etc/os-release 2>/dev/null; echo "${PRETTY_NAME:-}") $(cat /etc/debian_version 2>/dev/null), $(nproc) CPUs ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1))
plugin_args=$PLUGIN_ARGS
load=$(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min, at the end)
EOF
}

# ---------------------------------------------------------------------------
# One torture job: --job "<mode>|<level>"
if [ "${1:-}" = --job ]; then
  mode=${2%%|*}
  level=${2#*|}
  dir=$OUT/$mode/$(slug "$level")
  rm -rf "$dir"; mkdir -p "$dir/boards"
  board "$mode" "$dir"
  # From GCC 13 execute.exp runs through gcc-dg-runtest, whose torture-init
  # appends GCC's two -flto option lists to TORTURE_OPTIONS in every job
  # (each job ran three levels).  An LTO_TORTURE_OPTIONS that already
  # exists makes gcc-dg-runtest skip torture-init, so each job runs its
  # one level, as with GCC 12's c-torture.exp (which must not see it: its
  # own torture-init refuses one already set).
  nolto=""
  grep -q gcc-dg-runtest "$SRCDIR/gcc.c-torture/execute/execute.exp" && nolto=--no-lto-torture
  python3 "$top/scripts/mflib" site "$dir" "$SRCDIR" "$GCC" --torture "$level" $nolto > "$dir/site.exp"
  run_runtest "$dir" "$mode $level" runtest --tool gcc --target_board="mergefn-$mode" \
    ${CROSS:+--target="$CROSS"} "execute.exp${TESTS:+=$TESTS}"
  exit 0
fi

# ---------------------------------------------------------------------------
# One job of another suite: --suite-job "<part>|<mode>"; a part is
# tool:dir:filter.
if [ "${1:-}" = --suite-job ]; then
  part=${2%%|*}
  mode=${2#*|}
  IFS=: read -r tool dir filter <<< "$part"
  pslug=$(echo "$tool-$dir" | tr '/+' '_x')
  # c-c++-common runs through gcc.dg's and g++.dg's .exp files: its parts
  # need directories of their own, or a run of gcc.dg or g++.dg in the
  # same OUT empties theirs (it did: a g++.dg job started after the
  # c-c++-common one and removed its results).
  [ "$filter" = "$dir/*" ] || pslug="$pslug--$(echo "${filter%/\*}" | tr '/+' '_x')"
  jdir=$OUT/$pslug/$mode
  rm -rf "$jdir"; mkdir -p "$jdir/boards"
  board "$mode" "$jdir"
  python3 "$top/scripts/mflib" site "$jdir" "$SRCDIR" "$GCC" "$CXX" > "$jdir/site.exp"
  # The .exp files of DIR (by base name: runtest finds them under the
  # tool's directories), each limited to FILTER.  For c-c++-common, the
  # .exp files of DIR that run c-c++-common's tests.
  exps=()
  while read -r e; do
    [ -n "$e" ] && exps+=("$e=$filter")
  done < <(
    if [ "$filter" = "c-c++-common/*" ]; then
      grep -rl 'c-c++-common' --include='*.exp' "$SRCDIR/$dir"
    else
      # A directory without .exp files of its own (GCC 12's g++.dg/ipa)
      # is run by its parent's (g++.dg/dg.exp), limited to it.
      if [ -n "$(find "$SRCDIR/$dir" -name '*.exp' | head -n 1)" ]; then
        find "$SRCDIR/$dir" -name '*.exp'
      else
        find "$SRCDIR/$(dirname "$dir")" -maxdepth 1 -name '*.exp'
      fi
    fi | xargs -r -n1 basename | sort -u)
  # runtest with no .exp file runs the tool's whole testsuite: never that.
  if [ ${#exps[@]} = 0 ]; then
    echo "check-gcc: no .exp file runs $dir" >&2
    echo "1 $(date +%s) $(date +%s)" > "$jdir/status"
    exit 0
  fi
  echo "$part" > "$jdir/part"
  run_runtest "$jdir" "$tool $dir ($filter) $mode" runtest --tool "$tool" \
    --target_board="mergefn-$mode" ${CROSS:+--target="$CROSS"} "${exps[@]}"
  exit 0
fi

# ---------------------------------------------------------------------------
# SUITES other than the torture tests: "$self --suites", results in
# OUT-suites (default build/check-gcc-suites).
SUITES=${SUITES:-gcc.c-torture/execute}
if [ "${1:-}" != --suites ]; then
  others=""; torture=no
  for s in $SUITES; do
    case "${s%/}" in gcc.c-torture/execute) torture=yes ;; *) others="$others $s" ;; esac
  done
  if [ -n "$others" ]; then
    rc=0
    if [ "$torture" = yes ]; then SUITES=gcc.c-torture/execute "$self" || rc=$?; fi
    SUITES="${others# }" OUT="${OUT%/}-suites" "$self" --suites || rc=$?
    exit $rc
  fi
fi

# ---------------------------------------------------------------------------
# The whole run.
case "$top$OUT$GCC$CXX" in
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
# What the plugin was built from (scripts/mflib/identity.py).
[ -n "${PLUGIN_COMMIT:-}" ] ||
  PLUGIN_COMMIT=$(python3 "$top/scripts/mflib" plugin-commit "$PLUGIN" "$default_plugin")

# GCC 12's results are doc/results/check-gcc.md; another version's go beside them.
suffix=$([ "$major" = 12 ] || echo "-$major")
doc=${DOC:-doc/results/check-gcc$suffix.md}
case $doc in /*) ;; *) doc=$top/$doc ;; esac
results=$top/build/results/$(basename "$doc" .md)

# ---------------------------------------------------------------------------
# The other suites (--suites): parts, one runtest per part and mode.
if [ "${1:-}" = --suites ]; then
# Suites -> parts (tool:dir:filter).
parts=()
for s in $SUITES; do
  s=${s%/}
  case "$s" in
    c-c++-common) parts+=("gcc:gcc.dg:c-c++-common/*" "g++:g++.dg:c-c++-common/*") ;;
    gcc.dg|gcc.dg/*|gcc.target/*) parts+=("gcc:$s:$s/*") ;;
    g++.dg|g++.dg/*) parts+=("g++:$s:$s/*") ;;
    *) echo "check-gcc: unknown suite '$s' (gcc.dg[/DIR], g++.dg[/DIR], c-c++-common, gcc.target/i386)" >&2; exit 2 ;;
  esac
  case "$s" in c-c++-common) ;; *)
    [ -d "$SRCDIR/$s" ] || { echo "check-gcc: no $SRCDIR/$s" >&2; exit 2; } ;;
  esac
done

mkdir -p "$OUT/plugin"
# A run in pieces must measure one plugin with the same arguments: a
# different one empties OUT.
sha=$(sha256sum "$PLUGIN" | cut -d' ' -f1)
if { [ -f "$OUT/plugin/mergefn.so" ] && [ "$(sha256sum "$OUT/plugin/mergefn.so" | cut -d' ' -f1)" != "$sha" ]; } ||
   [ "$(cat "$OUT/plugin/ARGS" 2>/dev/null)" != "$PLUGIN_ARGS" ]; then
  [ -d "$OUT/plugin" ] && [ -n "$(ls -A "$OUT")" ] && [ "$(ls -A "$OUT")" != plugin ] &&
    echo "check-gcc: another plugin or other PLUGIN_ARGS than OUT's earlier parts: emptying $OUT" >&2
  rm -rf "$OUT"; mkdir -p "$OUT/plugin"
fi
echo "$PLUGIN_ARGS" > "$OUT/plugin/ARGS"
cp "$PLUGIN" "$OUT/plugin/mergefn.so.tmp" && mv "$OUT/plugin/mergefn.so.tmp" "$OUT/plugin/mergefn.so"
echo "$PLUGIN_COMMIT" > "$OUT/plugin/COMMIT"

jobs=()
for p in "${parts[@]}"; do for m in none plugin; do jobs+=("$p|$m"); done; done
echo "check-gcc: $SUITES from $SRCDIR, plugin $PLUGIN_COMMIT, ${#jobs[@]} runs, $JOBS at a time"
start=$(date +%s)
# One meta file per run, kept beside the earlier runs' ones; written at the
# start too, so a summary made while it runs (or after it was stopped)
# still says what ran where.
meta () {
{ common_meta "$start" "$1"; cat <<EOF
suites=$SUITES
parts=${parts[*]}
plugin_sha256=$sha
cxx=$CXX
cxx_version=$($CXX --version | head -n 1)
command=make check-gcc${GCC:+ GCC=$GCC} SUITES="$SUITES"${PLUGIN_ARGS:+ PLUGIN_ARGS="$PLUGIN_ARGS"} JOBS=$JOBS
EOF
} > "$OUT/meta-$start.env"
}
meta ""
printf '%s\n' "${jobs[@]}" | xargs -d '\n' -P "$JOBS" -I{} "$self" --suite-job {}
meta "$(date +%s)"

args=(--out "$OUT")
# As for the torture tests: a run with PLUGIN_ARGS writes no doc unless
# DOC names one.
update_doc=${UPDATE_DOC:-$([ -z "$PLUGIN_ARGS" ] || [ -n "${DOC:-}" ] && echo yes || echo no)}
[ "$update_doc" = yes ] && args+=(--doc "$doc" --results "$results/suites")
python3 "$top/scripts/check-gcc-suites-summary.py" "${args[@]}"
exit $?
fi

# ---------------------------------------------------------------------------
# The torture tests.
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

{ common_meta "$start" "$end"; cat <<EOF
title=$TITLE
plugin_path=$([ "$(realpath -m "$PLUGIN")" = "$(realpath -m "$default_plugin")" ] || echo "$PLUGIN")
plugin_sha256=$(sha256sum "$OUT/plugin/mergefn.so" | cut -d' ' -f1)
levels=$LEVELS
modes=$MODES
tests=$TESTS
doc=${DOC:-}
EOF
} > "$OUT/meta.env"

args=(--out "$OUT")
[ "$update_doc" = yes ] && args+=(--doc "$doc" --results "$results")
python3 "$top/scripts/check-gcc-summary.py" "${args[@]}"
