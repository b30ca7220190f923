#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-across: sharing across units without LTO (doc/across-units.md)
# on git, built per unit as Debian builds it: without the plugin, with
# per-unit merging, and with across-units; .text of the `git' binary,
# compile CPU, and check-names over every object and archive of the link;
# then (TESTS=1) git's own test suite on the across-units build.
#
#   scripts/check-across.sh [OPT...]          OPT: Os, O2 (default: Os O2)
# Environment:
#   PLUGIN   the plugin (default: a snapshot of HEAD, scripts/snapshot-plugin.sh)
#   OUT      default build/across
#   TESTS    1: run git's test suite on each across-units build (long)
#   JOBS     make -j (default 2)
# Resumable: a build whose line is in OUT/results.txt is skipped.  One line
# per build in OUT/results.txt:
#   <opt>-<mode> <.text bytes> <user s> <sys s> <wall s> <check-names status>
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-$top/build/across}
JOBS=${JOBS:-2}
opts=${*:-Os O2}
mkdir -p "$OUT"
if [ -z "${PLUGIN:-}" ]; then
  PLUGIN=$("$top/scripts/snapshot-plugin.sh" HEAD)
fi
# A copy of its own: never a .so that a rebuild may overwrite under the
# running compilers.
commit=$(cut -c1-12 "$PLUGIN.commit" 2>/dev/null || git -C "$top" rev-parse --short=12 HEAD)
plugin_dir=$OUT/plugin-$commit
mkdir -p "$plugin_dir"
[ -f "$plugin_dir/mergefn.so" ] || cp "$PLUGIN" "$plugin_dir/mergefn.so"
P=$plugin_dir/mergefn.so
src=$("$top/scripts/fetch-source.sh" git | tail -n 1)
results=$OUT/results.txt
touch "$results"

build() {  # NAME CFLAGS
  name=$1 flags=$2
  if grep -q "^$name " "$results"; then
    echo "check-across: $name: done before"; return 0
  fi
  dir=$OUT/git-$name
  rm -rf "$dir"; cp -a "$src" "$dir"
  start=$(date +%s)
  ( cd "$dir" && nice /usr/bin/time -f "%U %S" -o cpu.txt \
      make -j"$JOBS" V=1 NO_CURL=1 NO_EXPAT=1 NO_GETTEXT=1 NO_TCLTK=1 \
      NO_PERL=1 NO_PYTHON=1 NO_OPENSSL=1 CFLAGS="$flags" all > build.log 2>&1 ) ||
    { echo "check-across: $name: the build failed (see $dir/build.log)"; return 1; }
  wall=$(( $(date +%s) - start ))
  text=$(size -A "$dir/git" | awk '$1==".text"{print $2}')
  names=0
  ( cd "$dir" && find . -name '*.o' -o -name '*.a' | sort | xargs python3 "$top/scripts/check-names.py" ) \
    > "$dir/check-names.txt" 2>&1 || names=$?
  echo "$name $text $(cat "$dir/cpu.txt") $wall $names" >> "$results"
  echo "check-across: $name: .text $text, check-names status $names"
}

run_tests() {  # NAME
  dir=$OUT/git-$1
  [ -f "$dir/tests.txt" ] && return 0
  ( cd "$dir/t" && nice make -k -j"$JOBS" DEFAULT_TEST_TARGET=prove \
      GIT_PROVE_OPTS="-j$JOBS" NO_CURL=1 NO_PERL=1 NO_PYTHON=1 > ../tests.log 2>&1 ) && s=0 || s=$?
  grep -E "^(Files|Tests|Result):|^Failed" "$dir/tests.log" | tail -n 5 > "$dir/tests.txt" || true
  echo "status $s" >> "$dir/tests.txt"
  echo "check-across: $1: tests: $(tr '\n' ' ' < "$dir/tests.txt")"
}

for o in $opts; do
  build "$o-plain" "-$o"
  build "$o-mf" "-$o -fplugin=$P -fplugin-arg-mergefn-across-units=0"
  build "$o-across" "-$o -fplugin=$P -fplugin-arg-mergefn-across-units"
  [ "${TESTS:-0}" = 1 ] && run_tests "$o-across"
done
echo "check-across: results in $results (plugin $commit)"
