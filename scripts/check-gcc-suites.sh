#!/bin/bash
# make check-gcc SUITES="...": GCC's own gcc.dg, g++.dg, c-c++-common and
# gcc.target/i386 tests (of the compiler under test, from Debian's
# gcc-N-source), with GCC's own DejaGnu drivers, against the installed
# compiler, once without and once with the plugin, compared test by test.
# (gcc.c-torture/execute, with its levels, stays in scripts/check-gcc.sh.)
#
#   SUITES="gcc.dg/ipa c-c++-common" scripts/check-gcc-suites.sh
#
# A suite is gcc.dg, g++.dg, a directory under them (gcc.dg/ipa,
# gcc.dg/torture, g++.dg/ipa ...), gcc.target/i386 or c-c++-common.  Each
# suite is run as one or two "parts", a part being one runtest process per
# mode (none, plugin) in OUT/<part>/<mode>/:
#   - a site.exp like contrib/test_installed's (GCC_UNDER_TEST,
#     GXX_UNDER_TEST = the installed compilers); GCC's own torture lists;
#   - the board of scripts/check-gcc.sh: the stock "unix" board whose cflags
#     are empty or the plugin's flags (-fplugin=... -fplugin-arg-mergefn-
#     verify -fplugin-arg-mergefn-report=...);
#   - runtest --tool gcc|g++ A.exp=DIR/* B.exp=DIR/* ...: every .exp file
#     of the directory, each limited to the tests under DIR (the .exp files
#     of gcc.dg and g++.dg also run c-c++-common's tests; those belong to
#     the suite c-c++-common, which runs them once with tool gcc through
#     gcc.dg's .exp files and once with tool g++ through g++.dg's).
# scripts/check-gcc-suites-summary.py compares the .sum files test by test.
#
# Environment: GCC, CXX (default: GCC with gcc -> g++), PLUGIN,
# PLUGIN_COMMIT, JOBS, UPDATE_DOC as in scripts/check-gcc.sh;
#   SUITES   the suites (required)
#   OUT      results directory (default build/check-gcc-suites; the parts
#            run are emptied first, others are kept, so a run in pieces
#            accumulates)
# Exit status: non-zero on a regression (see the summary) or a run that
# did not complete.
set -u -o pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
self=$top/scripts/check-gcc-suites.sh

GCC=${GCC:-gcc}
if [ -z "${CXX:-}" ]; then
  CXX=$(dirname "$GCC")/$(basename "$GCC" | sed 's/gcc/g++/')
  case "$GCC" in */*) ;; *) CXX=${CXX#./} ;; esac
fi
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
OUT=${OUT:-$top/build/check-gcc-suites}
SUITES=${SUITES:?check-gcc-suites: SUITES is required}
export GCC CXX OUT

# ---------------------------------------------------------------------------
# One job: --job "<part>|<mode>"; a part is tool:dir:filter.
if [ "${1:-}" = --job ]; then
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
  cflags=""
  if [ "$mode" = plugin ]; then
    cflags="-fplugin=$OUT/plugin/mergefn.so -fplugin-arg-mergefn-verify -fplugin-arg-mergefn-report=$jdir/report.json"
  fi
  cat > "$jdir/boards/mergefn-$mode.exp" <<EOF
# Written by scripts/check-gcc-suites.sh: the stock native board, plus the plugin.
load_base_board_description "unix"
set_board_info cflags "$cflags"
# A board whose name is not the host's is taken as remote: it is not.
unset_board_info isremote
set_board_info isremote 0
EOF
  cat > "$jdir/site.exp" <<EOF
# Written by scripts/check-gcc-suites.sh, after GCC's contrib/test_installed.
set rootme "."
set tmpdir "$jdir"
set srcdir "$SRCDIR"
set CFLAGS ""
set CXXFLAGS ""
set GCC_UNDER_TEST "$GCC"
set GXX_UNDER_TEST "$CXX"
lappend boards_dir "$jdir/boards"
EOF
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
    echo "check-gcc-suites: no .exp file runs $dir" >&2
    echo "1 $(date +%s) $(date +%s)" > "$jdir/status"
    exit 0
  fi
  cmd=(runtest --tool "$tool" --target_board="mergefn-$mode" "${exps[@]}")
  echo "${cmd[*]}" > "$jdir/command"
  echo "$part" > "$jdir/part"
  start=$(date +%s)
  echo "check-gcc-suites: start $tool $dir ($filter) $mode"
  (cd "$jdir" && "${cmd[@]}" > runtest.out 2>&1)
  rc=$?
  end=$(date +%s)
  echo "$rc $start $end" > "$jdir/status"
  echo "check-gcc-suites: done  $tool $dir $mode ($((end - start)) s, runtest exit $rc)"
  exit 0
fi

# ---------------------------------------------------------------------------
case "$top$OUT$GCC$CXX" in
  *[\"\\\$\[\]{}]*) echo "check-gcc-suites: paths with quotes, brackets, braces, \$ or backslashes are not supported" >&2; exit 1 ;;
esac
command -v runtest >/dev/null 2>&1 || { echo "check-gcc-suites: runtest is missing: apt-get install dejagnu" >&2; exit 1; }
major=$("$GCC" -dumpversion | cut -d. -f1)
SRCDIR=$(GCC=$GCC "$top/scripts/gcc-testsuite.sh") || exit 1
export SRCDIR

# Suites -> parts (tool:dir:filter).
parts=()
for s in $SUITES; do
  s=${s%/}
  case "$s" in
    c-c++-common) parts+=("gcc:gcc.dg:c-c++-common/*" "g++:g++.dg:c-c++-common/*") ;;
    gcc.dg|gcc.dg/*|gcc.target/*) parts+=("gcc:$s:$s/*") ;;
    g++.dg|g++.dg/*) parts+=("g++:$s:$s/*") ;;
    *) echo "check-gcc-suites: unknown suite '$s' (gcc.dg[/DIR], g++.dg[/DIR], c-c++-common, gcc.target/i386)" >&2; exit 2 ;;
  esac
  case "$s" in c-c++-common) ;; *)
    [ -d "$SRCDIR/$s" ] || { echo "check-gcc-suites: no $SRCDIR/$s" >&2; exit 2; } ;;
  esac
done

default_plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
PLUGIN=${PLUGIN:-$default_plugin}
[ -f "$PLUGIN" ] || { echo "check-gcc-suites: no plugin at $PLUGIN (run make)" >&2; exit 1; }
if [ -z "${PLUGIN_COMMIT:-}" ]; then
  if [ -f "$PLUGIN.commit" ]; then
    PLUGIN_COMMIT=$(cat "$PLUGIN.commit")
  else
    PLUGIN_COMMIT=$(git -C "$top" rev-parse HEAD 2>/dev/null || echo unknown)
    [ -z "$(git -C "$top" status --porcelain -- plugin include Makefile 2>/dev/null)" ] ||
      PLUGIN_COMMIT="$PLUGIN_COMMIT-dirty"
  fi
fi

mkdir -p "$OUT/plugin"
# A run in pieces must measure one plugin: a different one empties OUT.
sha=$(sha256sum "$PLUGIN" | cut -d' ' -f1)
if [ -f "$OUT/plugin/mergefn.so" ] && [ "$(sha256sum "$OUT/plugin/mergefn.so" | cut -d' ' -f1)" != "$sha" ]; then
  echo "check-gcc-suites: another plugin than OUT's earlier parts: emptying $OUT" >&2
  rm -rf "$OUT"; mkdir -p "$OUT/plugin"
fi
cp "$PLUGIN" "$OUT/plugin/mergefn.so.tmp" && mv "$OUT/plugin/mergefn.so.tmp" "$OUT/plugin/mergefn.so"
echo "$PLUGIN_COMMIT" > "$OUT/plugin/COMMIT"

jobs=()
for p in "${parts[@]}"; do for m in none plugin; do jobs+=("$p|$m"); done; done
echo "check-gcc-suites: $SUITES from $SRCDIR, plugin $PLUGIN_COMMIT, ${#jobs[@]} runs, $JOBS at a time"
start=$(date +%s)
# One meta file per run, kept beside the earlier runs' ones; written at the
# start too, so a summary made while it runs (or after it was stopped)
# still says what ran where.
meta () {
cat > "$OUT/meta-$start.env" <<EOF
start=$start
end=$1
jobs=$JOBS
suites=$SUITES
parts=${parts[*]}
plugin_commit=$PLUGIN_COMMIT
plugin_sha256=$sha
gcc=$GCC
gcc_version=$($GCC --version | head -n 1)
cxx=$CXX
cxx_version=$($CXX --version | head -n 1)
testsuite=$SRCDIR
testsuite_version=$(cat "$SRCDIR/../../VERSION" 2>/dev/null)
tarball=$(cat "$SRCDIR/../../TARBALL" 2>/dev/null)
gcc_source_package=$(dpkg-query -W -f='${Package} ${Version}' "gcc-$major-source" 2>/dev/null)
dejagnu=$(runtest --version 2>/dev/null | head -n 1 | sed 's/.*version[[:space:]]*//')
machine=$(uname -srm), $(. /etc/os-release 2>/dev/null; echo "${PRETTY_NAME:-}") $(cat /etc/debian_version 2>/dev/null), $(nproc) CPUs ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1))
command=make check-gcc${GCC:+ GCC=$GCC} SUITES="$SUITES" JOBS=$JOBS
load=$(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min, at the end)
EOF
}
meta ""
printf '%s\n' "${jobs[@]}" | xargs -d '\n' -P "$JOBS" -I{} "$self" --job {}
meta "$(date +%s)"

args=(--out "$OUT")
suffix=$([ "$major" = 12 ] || echo "-$major")
[ "${UPDATE_DOC:-yes}" = yes ] && args+=(--doc "$top/doc/check-gcc$suffix.md" --results "$top/doc/results/check-gcc$suffix/suites")
python3 "$top/scripts/check-gcc-suites-summary.py" "${args[@]}"
