#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-fallbacks: the distribution switch (debian/mergefn.specs, read with
# -specs=) can never make a build fail (issue 25).  With the plugin
# installed into a private copy of GCC's library layout (-B DIR/, which the
# driver searches as DIR/<machine>/<major>/ like its own library directory),
# a small C and C++ program is compiled (-c), linked and run:
#   without the switch (the reference);
#   match, pkgvariant   the plugin of this tree, and one built against plugin
#                       headers that differ only in packaging strings (as
#                       after a gcc upload): must load and merge;
#   badversion, badtarget, badlayout, unresolved
#                       a plugin built for another GCC (upstream version,
#                       target, a checked size, a missing symbol);
#   missing             nothing installed for this compiler;
#   othermajor          the plugin and its fragment installed for another
#                       GCC major only (with a real other gcc-N when one is
#                       on PATH, else under another major's directory);
# and for each of the last three kinds: objects byte-identical to the
# reference (without -g; with -g, everything but DW_AT_producer, which
# records -fplugin= when the plugin is loaded), the same program output,
# no merge reported, and exactly one note per compiler run, none per link.
# An LTO link (lto1) is checked for badlayout and missing.
# Also: a user's own -fplugin= of a mismatched plugin still stops with an
# error.  Uses build/ (make check-fallbacks builds what it needs).
# Last line: "N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
GCC=${GCC:-gcc}
CXX=${CXX:-g++}
b=${MERGEFN_BUILD:-$top/build}
specs=$top/debian/mergefn.specs
work=$b/fallbacks
# With the package installed (make check-switches needs it), this
# compiler would find its fragment, and "missing" would load the installed
# plugin: run in a private mount namespace where a tmpfs hides its plugin
# directory (nothing outside this script sees it).
fragment=$("$GCC" -print-file-name=plugin/mergefn-switch.specs)
if [ "${fragment#/}" != "$fragment" ] && [ -z "${MERGEFN_FALLBACKS_HIDDEN:-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null 2>&1; then
    echo "check-fallbacks: $fragment is installed: hiding $(dirname "$fragment") from these tests"
    exec unshare --mount --propagation private sh -c \
      'mount -t tmpfs mergefn-hidden "$1" && shift && MERGEFN_FALLBACKS_HIDDEN=1 exec "$@"' \
      sh "$(dirname "$fragment")" "$0" "$@"
  fi
  echo "check-fallbacks: $fragment is installed and cannot be hidden (needs root): uninstall it to test" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
rm -rf "$work"; mkdir -p "$work"
machine=$("$GCC" -dumpmachine)
major=$("$GCC" -dumpversion | cut -d. -f1)
passed=0 failed=0
pass () { passed=$((passed + 1)); echo "PASS: $*"; }
fail () { failed=$((failed + 1)); echo "FAIL: $*"; }

cat > "$work/t.c" <<'C'
#include <stdio.h>
int scale_a (int x) { return x * 7 + (x >> 2); }
int scale_b (int x) { return x * 7 + (x >> 2); }
int (*volatile pick) (int) = scale_b;
int main (void) { printf ("%d %d\n", scale_a (3), pick (5)); return 0; }
C
cat > "$work/t.cc" <<'C'
#include <cstdio>
template <int N> struct box { int get (int x) const { return x * N + 1; } };
int __attribute__ ((noinline)) f1 (int x) { return box<3> ().get (x) ^ 5; }
int __attribute__ ((noinline)) f2 (int x) { return box<3> ().get (x) ^ 5; }
int main () { std::printf ("%d %d\n", f1 (2), f2 (4)); return 0; }
C

# install KIND DIR MAJOR: the plugin of KIND (match: build/mergefn.so, else
# build/test-plugins/KIND/mergefn.so) as gcc-MAJOR's package installs it,
# under DIR/<machine>/MAJOR/plugin.
install_as () {
  p=$2/$machine/$3/plugin
  mkdir -p "$p/mergefn-switch"
  if [ "$1" = match ]; then cp "$b/mergefn.so" "$p/mergefn.so"
  else cp "$b/test-plugins/$1/mergefn.so" "$p/mergefn.so"; fi
  cp "$b/mergefn-switch/mergefn.so" "$p/mergefn-switch/mergefn.so"
  # The fragment make install writes (Makefile, install).
  printf '%s\n' '# The mergefn switch for this GCC (mergefn(7)).' \
    '*mergefn_cc1:' "-fplugin=$p/mergefn-switch/mergefn.so" '' \
    > "$p/mergefn-switch.specs"
}

# build NAME CC [FLAGS...]: compile t.c or t.cc (-c, then with -g into
# g.o), link, run, all in $work/cwd (the -g object records the directory),
# then move the results to $work/NAME/; stderr of each step kept apart.
build () {
  name=$1 cc=$2; shift 2
  d=$work/$name; mkdir -p "$d"
  case $cc in *++*) src=t.cc ;; *) src=t.c ;; esac
  rm -rf "$work/cwd"; mkdir "$work/cwd"; cp "$work/$src" "$work/cwd/"
  rc=0
  (cd "$work/cwd" && "$cc" -O2 "$@" -c $src -o t.o 2> compile.err &&
     "$cc" -O2 -g "$@" -c $src -o g.o 2> compile-g.err &&
     "$cc" -O2 "$@" t.o -o t 2> link.err &&
     ./t > out) || rc=$?
  mv "$work/cwd"/* "$d/"
  echo $rc > "$d/rc"
}

# The debug information of an object without DW_AT_producer and offsets
# into the string sections (which its length shifts).
debug_view () {
  readelf -W --debug-dump=info "$1" | grep -v DW_AT_producer |
    sed 's/(indirect[^)]*)//; s/offset: [0-9a-fx]*//g'
}

notes () { grep -c 'mergefn is switched on' "$1" || true; }

# expect_plain CASE REF WHAT BY: the build of CASE is the reference's, one
# note, printed by the program BY (the driver, cc1 or cc1plus).
expect_plain () {
  c=$work/$1 r=$work/$2 what="$1 ($3)" by=$4
  if [ "$(cat "$c/rc")" != 0 ]; then
    fail "$what: the build failed: $(cat "$c"/*.err | head -n 3)"; return
  fi
  cmp -s "$c/t.o" "$r/t.o" || { fail "$what: object differs from the plain build"; return; }
  (cd "$c" && objdump -d g.o > g.dis); (cd "$r" && objdump -d g.o > g.dis)
  cmp -s "$c/g.dis" "$r/g.dis" && debug_view "$c/g.o" > "$c/g.dbg" &&
    debug_view "$r/g.o" > "$r/g.dbg" && cmp -s "$c/g.dbg" "$r/g.dbg" ||
    { fail "$what: the -g object differs from the plain build beyond DW_AT_producer"; return; }
  cmp -s "$c/t" "$r/t" || { fail "$what: executable differs"; return; }
  cmp -s "$c/out" "$r/out" || { fail "$what: output differs"; return; }
  [ ! -s "$c/report" ] || { fail "$what: merges reported"; return; }
  n1=$(notes "$c/compile.err") n2=$(notes "$c/compile-g.err") n3=$(notes "$c/link.err")
  [ "$n1" = 1 ] && [ "$n2" = 1 ] && [ "$n3" = 0 ] ||
    { fail "$what: notes per compile, compile -g, link: $n1 $n2 $n3 (want 1 1 0)"; return; }
  others=$(cat "$c/compile.err" "$c/compile-g.err" "$c/link.err" | grep -v 'mergefn is switched on' | grep -c . || true)
  [ "$others" = 0 ] || { fail "$what: other diagnostics: $(cat "$c/compile.err")"; return; }
  grep -q "^$by: note: mergefn is switched on" "$c/compile.err" ||
    { fail "$what: the note is not $by's: $(cat "$c/compile.err")"; return; }
  pass "$what: as without the plugin, one note: $(head -n 1 "$c/compile.err" | cut -c1-200)"
}

# expect_merged CASE: the build under the switch ran and merged.
expect_merged () {
  c=$work/$1 what="$1 ($2)"
  if [ "$(cat "$c/rc")" != 0 ]; then
    fail "$what: the build failed: $(cat "$c"/*.err | head -n 3)"; return
  fi
  [ -s "$c/report" ] || { fail "$what: nothing merged"; return; }
  cmp -s "$c/out" "$work/$3/out" || { fail "$what: output differs"; return; }
  [ ! -s "$c/compile.err" ] || { fail "$what: diagnostics: $(cat "$c/compile.err")"; return; }
  pass "$what: merged $(wc -l < "$c/report") time(s), same output"
}

for lang in c c++; do
  case $lang in c) cc=$GCC proper=cc1 ;; *) cc=$CXX proper=cc1plus ;; esac
  build "ref-$lang" "$cc"
  for kind in match pkgvariant badversion badtarget badlayout unresolved missing othermajor; do
    lib=$work/lib-$kind-$lang; mkdir -p "$lib"
    case $kind in
      missing) ;;
      othermajor) install_as match "$lib" $((major == 12 ? 16 : 12)) ;;
      *) install_as $kind "$lib" "$major" ;;
    esac
    build "$kind-$lang" "$cc" -specs="$specs" -B"$lib/" \
      -fplugin-arg-mergefn-report="$work/$kind-$lang/report"
    case $kind in
      match|pkgvariant) expect_merged "$kind-$lang" "$cc" "ref-$lang" ;;
      missing|othermajor) expect_plain "$kind-$lang" "ref-$lang" "$cc" "$(basename "$cc")" ;;
      *) expect_plain "$kind-$lang" "ref-$lang" "$cc" "$(basename "$("$cc" -print-prog-name=$proper)")" ;;
    esac
  done
done


# A real other GCC reading the specs file while only this one's plugin is
# installed (issue 25's gcc-14 with gcc-12's plugin).
for other in gcc-12 gcc-13 gcc-14 gcc-15 gcc-16; do
  command -v "$other" >/dev/null 2>&1 || continue
  m=$("$other" -dumpversion | cut -d. -f1)
  [ "$m" != "$major" ] || continue
  lib=$work/lib-real-$other; install_as match "$lib" "$major"
  build "ref-$other" "$other"
  build "real-$other" "$other" -specs="$specs" -B"$lib/" \
    -fplugin-arg-mergefn-report="$work/real-$other/report"
  expect_plain "real-$other" "ref-$other" "$other, plugin for GCC $major only" "$other"
done

# LTO: lto1 reads the switch too.
for kind in badlayout missing; do
  d=$work/lto-$kind; mkdir -p "$d"; lib=$work/lib-$kind-c
  rc=0
  (cd "$d" && "$GCC" -O2 -flto -specs="$specs" -B"$lib/" -c "$work/t.c" -o t.o 2> compile.err &&
     "$GCC" -O2 -flto -specs="$specs" -B"$lib/" t.o -o t 2> link.err && ./t > out) || rc=$?
  mkdir -p "$work/lto-ref"
  (cd "$work/lto-ref" && "$GCC" -O2 -flto -c "$work/t.c" -o t.o && "$GCC" -O2 -flto t.o -o t && ./t > out)
  if [ $rc = 0 ] && cmp -s "$d/t" "$work/lto-ref/t" && cmp -s "$d/out" "$work/lto-ref/out" &&
     [ "$(notes "$d/compile.err")" = 1 ] && [ "$(notes "$d/link.err")" -ge 1 ] &&
     ! grep -v 'mergefn is switched on' "$d/link.err" | grep -q .; then
    pass "lto-$kind: -flto link as without the plugin, $(notes "$d/link.err") note(s) from the link (one per lto1 run)"
  else
    fail "lto-$kind: rc=$rc: $(cat "$d"/*.err | head -n 3)"
  fi
done

# A user's own -fplugin= still stops with a clear error.
d=$work/direct; mkdir -p "$d"
if (cd "$d" && "$GCC" -O2 -fplugin="$b/test-plugins/badlayout/mergefn.so" -c "$work/t.c" 2> err); then
  fail "direct: a mismatched plugin given with -fplugin= was accepted"
elif grep -q "mergefn: this plugin cannot run in this compiler: 'global_options' takes" "$d/err"; then
  pass "direct: -fplugin= of a mismatched plugin is an error: $(head -n 1 "$d/err" | cut -c1-160)"
else
  fail "direct: unexpected message: $(cat "$d/err")"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
