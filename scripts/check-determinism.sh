#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-determinism: the same source compiled twice with the plugin
# gives byte-identical output.
#
#   scripts/check-determinism.sh
#
# Inputs (copied or generated into OUT/src/):
#   demo      doc/demo/demo.c
#   torture   GCC torture tests where the plugin merges most
#             (from scripts/gcc-testsuite.sh's cache; list in TORTURE_TESTS)
#   many      one generated unit with ~850 functions, most of them clones
#             or near-clones (scripts/gen-many-functions.py --families 80)
#   multi     six generated units (--files 6 --families 25), for the
#             multi-file checks
# Checks, each with the plugin (-fplugin=... -fplugin-arg-mergefn-verify)
# and, as a control, without it, so that what GCC itself does shows apart:
#   dirs      every single-file input compiled with -c in two different
#             working directories (same relative file names), at -O1, -O2,
#             -O3, -Os and -O2 -g (with -fdebug-prefix-map, since the
#             directory is in the debug info): cmp of the objects
#   aslr      the same compiled under setarch -R (address space
#             randomization off) in a third directory: cmp with the first
#   order-c   `gcc -c` of several files at once (the multi units; the
#             torture tests), in order and shuffled: cmp of each object
#   lto-dirs  the multi units linked with -O2 -flto in two directories,
#             and under setarch -R: cmp of the executables
#   lto-order the same with the files shuffled on the command line: GCC
#             itself lays the program out in link order, so the executables
#             differ without the plugin too; compared instead: the classes
#             of symbols the plugin merged (must be the same) and its
#             report lines (without the temporary object names, sorted),
#             where the survivor of a class spanning units may change with
#             the order (the rule: the earliest in the program)
#   compare-debug  gcc.c-torture/execute with -fcompare-debug at
#             COMPARE_DEBUG_LEVELS, without and with the plugin, through
#             scripts/check-gcc.sh (a failure with the plugin that does not
#             happen without it is a plugin bug)
#
# Environment: GCC, PLUGIN, PLUGIN_COMMIT, JOBS as for scripts/check-gcc.sh;
#   OUT (default build/check-determinism; emptied first),
#   COMPARE_DEBUG_LEVELS (default "-O1 -fcompare-debug,-O2 -fcompare-debug,
#   -O3 -fcompare-debug,-Os -fcompare-debug"; "none" skips),
#   UPDATE_DOC yes|no (default yes for the default run): write
#   doc/results/determinism.md (GCC 12; for GCC N, doc/results/determinism-N.md).
# Exit status non-zero when any comparison with the plugin differs where
# the control does not, or on a compare-debug regression.
set -u -o pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
GCC=${GCC:-gcc}
OUT=${OUT:-$top/build/check-determinism}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
DEFAULT_CD="-O1 -fcompare-debug,-O2 -fcompare-debug,-O3 -fcompare-debug,-Os -fcompare-debug"
COMPARE_DEBUG_LEVELS=${COMPARE_DEBUG_LEVELS:-$DEFAULT_CD}
# Torture tests with the most merges in doc/results/check-gcc.md.
TORTURE_TESTS=${TORTURE_TESTS:-"20040629-1.c 20040705-1.c 20040705-2.c
  20040409-2.c 990326-1.c builtin-bitops-1.c pr68376-2.c 20040709-1.c
  20020506-1.c 20180921-1.c divcmp-3.c pr37780.c pr44468.c 20020510-1.c"}
LEVELS=("-O1" "-O2" "-O3" "-Os" "-O2 -g")

case "$top$OUT$GCC" in
  *[\"\\\$\[\]{}\ ]*) echo "check-determinism: paths with spaces, quotes, brackets, braces, \$ or backslashes are not supported" >&2; exit 1 ;;
esac
command -v setarch >/dev/null 2>&1 || { echo "check-determinism: setarch (util-linux) is missing" >&2; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "check-determinism: python3 is missing" >&2; exit 1; }

default_plugin=${MERGEFN_BUILD:-$top/build}/mergefn.so
PLUGIN=${PLUGIN:-$default_plugin}
[ -f "$PLUGIN" ] || { echo "check-determinism: no plugin at $PLUGIN (run make)" >&2; exit 1; }
# What the plugin was built from (scripts/mflib/identity.py).
[ -n "${PLUGIN_COMMIT:-}" ] ||
  PLUGIN_COMMIT=$(python3 "$top/scripts/mflib" plugin-commit "$PLUGIN" "$default_plugin")
export PLUGIN_COMMIT

rm -rf "$OUT"; mkdir -p "$OUT/plugin" "$OUT/src"
cp "$PLUGIN" "$OUT/plugin/mergefn.so"
SO=$OUT/plugin/mergefn.so
PF="-fplugin=$SO -fplugin-arg-mergefn-verify"
start=$(date +%s)

SRCDIR=$("$top/scripts/gcc-testsuite.sh") || exit 1
EXE=$SRCDIR/gcc.c-torture/execute

# ---- inputs ----
mkdir -p "$OUT/src/demo" "$OUT/src/torture"
cp "$top/doc/demo/demo.c" "$OUT/src/demo/"
for t in $TORTURE_TESTS; do
  cp "$EXE/$t" "$OUT/src/torture/" || exit 1
done
"$top/scripts/gen-many-functions.py" --families 80 --seed 1 "$OUT/src/many" || exit 1
"$top/scripts/gen-many-functions.py" --files 6 --families 25 --seed 2 "$OUT/src/multi" || exit 1

RES=$OUT/results.tsv
: > "$RES"
# record CHECK INPUT FLAGS MODE RESULT [DETAIL]
record () { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "${6:-}" >> "$RES"; }

# compile DIR SETARCH FLAGS FILE...: gcc -c in DIR (errors into DIR/log)
compile () {
  local dir=$1 sa=$2 flags=$3; shift 3
  if [ "$sa" = yes ]; then
    # shellcheck disable=SC2086
    (cd "$dir" && setarch "$(uname -m)" -R $GCC $flags -c "$@") >> "$dir/log" 2>&1
  else
    # shellcheck disable=SC2086
    (cd "$dir" && $GCC $flags -c "$@") >> "$dir/log" 2>&1
  fi
}

level_slug () { echo "$1" | sed 's/^-//; s/ -/-/g; s/ /_/g'; }

# ---- dirs and aslr: every single-file input, at every level ----
singles=("demo/demo.c" "many/unit1.c")
for t in $TORTURE_TESTS; do singles+=("torture/$t"); done
n_single=0
for mode in plugin control; do
  for level in "${LEVELS[@]}"; do
    ls_=$(level_slug "$level")
    base=$OUT/run/$mode/$ls_
    for run in A B R; do
      mkdir -p "$base/$run"
      cp -r "$OUT/src/demo" "$OUT/src/torture" "$base/$run/"
      mkdir -p "$base/$run/many"; cp "$OUT/src/many/unit1.c" "$base/$run/many/"
    done
    for f in "${singles[@]}"; do
      flags="$level"
      [ "$mode" = plugin ] && flags="$flags $PF"
      for run in A B R; do
        fl="$flags"
        case "$level" in *-g*) fl="$fl -fdebug-prefix-map=$base/$run=." ;; esac
        sa=no; [ "$run" = R ] && sa=yes
        (cd "$base/$run/$(dirname "$f")" && compile . $sa "$fl" "$(basename "$f")") ||
          echo "check-determinism: compile failed: $mode $level $f ($run)" >&2
      done
      o=${f%.c}.o
      for pair in "A B dirs" "A R aslr"; do
        set -- $pair
        if [ -f "$base/$1/$o" ] && cmp -s "$base/$1/$o" "$base/$2/$o"; then
          record "$3" "$f" "$level" "$mode" same
        elif [ -f "$base/$1/$o" ] && [ -f "$base/$2/$o" ]; then
          record "$3" "$f" "$level" "$mode" DIFFER "$(cmp "$base/$1/$o" "$base/$2/$o" 2>&1 | head -n 1)"
        else
          record "$3" "$f" "$level" "$mode" ERROR "no object (see $base/*/$(dirname "$f")/log)"
        fi
      done
      n_single=$((n_single + 3))
    done
  done
done

# ---- order-c: several files in one gcc -c, in order and shuffled ----
for mode in plugin control; do
  for input in multi torture; do
    files=$(cd "$OUT/src/$input" && ls ./*.c | sed 's|^\./||' | sort | tr '\n' ' ')
    # shellcheck disable=SC2086
    shuffled=$(printf '%s\n' $files | tac | tr '\n' ' ')
    # shellcheck disable=SC2086
    shuffled2=$(printf '%s\n' $files | awk 'NR % 2 == 0' ; printf '%s\n' $files | awk 'NR % 2 == 1')
    shuffled2=$(echo $shuffled2)
    base=$OUT/order/$mode/$input
    for run in in-order reversed interleaved; do
      mkdir -p "$base/$run"; cp "$OUT/src/$input/"* "$base/$run/"
    done
    flags="-O2"; [ "$mode" = plugin ] && flags="$flags $PF"
    # shellcheck disable=SC2086
    compile "$base/in-order" no "$flags" $files
    # shellcheck disable=SC2086
    compile "$base/reversed" no "$flags" $shuffled
    # shellcheck disable=SC2086
    compile "$base/interleaved" no "$flags" $shuffled2
    for run in reversed interleaved; do
      bad=""
      for f in $files; do
        o=${f%.c}.o
        cmp -s "$base/in-order/$o" "$base/$run/$o" || bad="$bad $o"
      done
      if [ -z "$bad" ]; then
        record order-c "$input ($run)" "-O2" "$mode" same
      else
        record order-c "$input ($run)" "-O2" "$mode" DIFFER "differ:$bad"
      fi
    done
  done
done

# ---- lto: the multi program ----
lto_link () {   # DIR SETARCH FLAGS FILES...
  local dir=$1 sa=$2 flags=$3; shift 3
  mkdir -p "$dir"; cp "$OUT/src/multi/"* "$dir/"
  if [ "$sa" = yes ]; then
    # shellcheck disable=SC2086
    (cd "$dir" && setarch "$(uname -m)" -R $GCC $flags "$@" -o prog) >> "$dir/log" 2>&1
  else
    # shellcheck disable=SC2086
    (cd "$dir" && $GCC $flags "$@" -o prog) >> "$dir/log" 2>&1
  fi
  (cd "$dir" && ./prog > output) || echo "check-determinism: $dir/prog failed" >&2
}
files=$(cd "$OUT/src/multi" && ls unit*.c | sort -V | tr '\n' ' ')
# shellcheck disable=SC2086
reversed=$(printf '%s\n' $files | tac | tr '\n' ' ')
mixed="unit4.c unit1.c unit6.c unit3.c unit5.c unit2.c"
for mode in plugin control; do
  base=$OUT/lto/$mode
  flags="-O2 -flto"
  [ "$mode" = plugin ] && flags="$flags $PF -fplugin-arg-mergefn-report=report.json"
  # shellcheck disable=SC2086
  lto_link "$base/A" no "$flags" $files
  # shellcheck disable=SC2086
  lto_link "$base/B" no "$flags" $files
  # shellcheck disable=SC2086
  lto_link "$base/R" yes "$flags" $files
  # shellcheck disable=SC2086
  lto_link "$base/reversed" no "$flags" $reversed
  # shellcheck disable=SC2086
  lto_link "$base/mixed" no "$flags" $mixed
  for pair in "A B lto-dirs" "A R lto-aslr" "A reversed lto-order" "A mixed lto-order"; do
    set -- $pair
    what="multi (6 files)"
    [ "$3" = lto-order ] && what="multi ($2)"
    if [ -f "$base/$1/prog" ] && cmp -s "$base/$1/prog" "$base/$2/prog"; then
      record "$3" "$what" "-O2 -flto" "$mode" same
    elif [ -f "$base/$1/prog" ] && [ -f "$base/$2/prog" ]; then
      record "$3" "$what" "-O2 -flto" "$mode" DIFFER "$(cmp "$base/$1/prog" "$base/$2/prog" 2>&1 | head -n 1)"
    else
      record "$3" "$what" "-O2 -flto" "$mode" ERROR "no executable (see $base/*/log)"
    fi
  done
done
# All the programs print the same.
outputs=$(cat "$OUT"/lto/*/*/output | sort -u | wc -l)
[ "$outputs" = 1 ] && record lto-output "multi (all links)" "-O2 -flto" both same ||
  record lto-output "multi (all links)" "-O2 -flto" both DIFFER "$(cat "$OUT"/lto/*/*/output | sort | uniq -c | tr '\n' ' ')"
# The plugin's decisions, whatever the order: the report without object
# file names (temporary), sorted; then the classes (sets of merged names).
norm_report () { sed -E 's/"(unit|into_unit)": "[^"]*", //g' "$1" | sort; }
classes () {
  python3 - "$1" <<'EOF'
import json, sys
parent = {}
def find(x):
    while parent.setdefault(x, x) != x:
        x = parent[x]
    return x
for line in open(sys.argv[1]):
    r = json.loads(line)
    a, b = find(r["function"]), find(r["into"])
    if a != b:
        parent[max(a, b)] = min(a, b)
groups = {}
for x in list(parent):
    groups.setdefault(find(x), set()).add(x)
for g in sorted(" ".join(sorted(s)) for s in groups.values()):
    print(g)
EOF
}
rb=$OUT/lto/plugin
for run in B R reversed mixed; do
  what=$run; [ "$run" = B ] || [ "$run" = R ] || what="multi ($run)"
  [ "$run" = B ] && what="multi (other dir)"
  [ "$run" = R ] && what="multi (setarch -R)"
  if [ -f "$rb/A/report.json" ] && [ -f "$rb/$run/report.json" ]; then
    if [ "$(norm_report "$rb/A/report.json")" = "$(norm_report "$rb/$run/report.json")" ]; then
      record lto-report "$what" "-O2 -flto" plugin same "$(wc -l < "$rb/A/report.json") merges"
    else
      record lto-report "$what" "-O2 -flto" plugin DIFFER \
        "$(diff <(norm_report "$rb/A/report.json") <(norm_report "$rb/$run/report.json") | grep -c '^[<>]') lines differ"
    fi
    if [ "$(classes "$rb/A/report.json")" = "$(classes "$rb/$run/report.json")" ]; then
      record lto-classes "$what" "-O2 -flto" plugin same "$(classes "$rb/A/report.json" | wc -l) classes"
    else
      record lto-classes "$what" "-O2 -flto" plugin DIFFER ""
    fi
  else
    record lto-report "$what" "-O2 -flto" plugin ERROR "no report"
  fi
done
mid=$(date +%s)

# ---- compare-debug over the torture suite ----
cd_status=0
if [ "$COMPARE_DEBUG_LEVELS" != none ]; then
  OUT=$OUT/compare-debug LEVELS=$COMPARE_DEBUG_LEVELS UPDATE_DOC=no JOBS=$JOBS \
    TITLE="check-determinism: -fcompare-debug" PLUGIN=$SO PLUGIN_COMMIT=$PLUGIN_COMMIT \
    "$top/scripts/check-gcc.sh"
  cd_status=$?
fi
end=$(date +%s)

update_doc=${UPDATE_DOC:-}
if [ -z "$update_doc" ]; then
  if [ "$COMPARE_DEBUG_LEVELS" = "$DEFAULT_CD" ]; then update_doc=yes; else update_doc=no; fi
fi
doc=""
# GCC 12's results are doc/results/determinism.md; another version's go beside them.
major=$("$GCC" -dumpversion | cut -d. -f1)
suffix=$([ "$major" = 12 ] || echo "-$major")
[ "$update_doc" = yes ] && doc=$top/doc/results/determinism$suffix.md
python3 "$top/scripts/check-determinism-summary.py" "$OUT" "$start" "$mid" "$end" \
  "$PLUGIN_COMMIT" "$SO" "$GCC" "$n_single" "$cd_status" "$doc"
