#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-switches [PKG]: build one Debian source package (default lz4, whose library merges without LTO; libyaml has nothing to merge)
# with mergefn switched on for "the whole archive" in both ways mergefn(7)
# documents, and with each way's per-package opt-out written into the
# package's debian/rules.  Each build must succeed; the switched-on ones must
# report merges, the opted-out ones none.
#   buildflags  $XDG_CONFIG_HOME/dpkg/buildflags.conf (same syntax and effect
#               as /etc/dpkg/buildflags.conf, which is left alone):
#               APPEND {C,CXX,LD}FLAGS -fplugin=mergefn
#               opt-out: export DEB_{C,CXX,LD}FLAGS_MAINT_STRIP = -fplugin=mergefn
#   specs       APPEND {C,CXX,LD}FLAGS -specs=/usr/share/mergefn/mergefn.specs
#               opt-out: export DEB_{C,CXX,LD}FLAGS_MAINT_APPEND = -fplugin-arg-mergefn-disable
# The report file is given through the same buildflags.conf, as
# -fplugin-arg-mergefn-report=FILE, after the switch.
# Then a simulated gcc upload (issue 25), with the package installed:
#   dependency  apt-get -s installs a dummy gcc-N of another revision of
#               the same upstream version (the plugin package must stay)
#               and of the next upstream version (it must go: a rebuild
#               is needed);
#   plugin      the installed mergefn.so replaced for the time of one lz4
#               build each by one built against plugin headers differing
#               in packaging only (build/test-plugins/pkgvariant: must
#               merge) and by one whose checked sizes differ (badlayout:
#               the build must succeed with no merge and the note); then
#               restored.
# make check-switches runs scripts/check-fallbacks.sh first (the switch's
# failure cases without the package).
# Tests off (nocheck): lz4's take long and check-rebuild runs them; this
# checks the switches.  Work in $SWITCH_WORK (default build/switches); a summary on stdout.
set -eu
pkg=${1:-lz4}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${SWITCH_WORK:-$root/build/switches}
specs=/usr/share/mergefn/mergefn.specs
[ -f "$specs" ] || { echo "check-switches: $specs missing: install mergefn-common" >&2; exit 1; }
GCC=${GCC:-gcc}
major=$("$GCC" -dumpversion | cut -d. -f1)
plugindir=$("$GCC" -print-file-name=plugin)
b=${MERGEFN_BUILD:-$root/build}
[ -f "$plugindir/mergefn-switch.specs" ] ||
  { echo "check-switches: $plugindir/mergefn-switch.specs missing: install gcc-$major-plugin-mergefn (0.2 or later)" >&2; exit 1; }
mkdir -p "$work/src"
apt="apt-get -o Acquire::Check-Valid-Until=false -o DPkg::Lock::Timeout=600"
# apt-get source and build-dep need deb-src entries, which a stock Debian
# has none of: add the deb entries' twin once, as scripts/check-rebuild.py does.
if ! apt-get indextargets --format '$(CREATED_BY)' | grep -q '^Sources$'; then
  debsrc=/etc/apt/sources.list.d/mergefn-deb-src.sources
  apt-get indextargets --format '$(REPO_URI) $(RELEASE)' | grep '^http.*debian' | sort -u |
    while read -r uri suite; do
      printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n\n' "$uri" "$suite"
    done > "$debsrc"
  echo "check-switches: added $debsrc" >&2
  $apt update -q >/dev/null
fi
if [ -z "$(find "$work/src" -mindepth 1 -maxdepth 1 -type d)" ]; then
  (cd "$work/src" && $apt source -q "$pkg" >/dev/null)
fi
DEBIAN_FRONTEND=noninteractive $apt build-dep -y -q "$pkg" >/dev/null
src=$(find "$work/src" -mindepth 1 -maxdepth 1 -type d | head -n 1)
status=0
for way in buildflags specs; do
  for optout in no yes; do
    d=$work/$way-optout-$optout
    rm -rf "$d"; mkdir -p "$d/config/dpkg"
    cp -a "$src" "$d/tree"
    case $way in
      buildflags) on=-fplugin=mergefn
                  rules="export DEB_CFLAGS_MAINT_STRIP = -fplugin=mergefn
export DEB_CXXFLAGS_MAINT_STRIP = -fplugin=mergefn
export DEB_LDFLAGS_MAINT_STRIP = -fplugin=mergefn" ;;
      specs)      on=-specs=$specs
                  rules="export DEB_CFLAGS_MAINT_APPEND = -fplugin-arg-mergefn-disable
export DEB_CXXFLAGS_MAINT_APPEND = -fplugin-arg-mergefn-disable
export DEB_LDFLAGS_MAINT_APPEND = -fplugin-arg-mergefn-disable" ;;
    esac
    for v in CFLAGS CXXFLAGS LDFLAGS; do
      echo "APPEND $v $on -fplugin-arg-mergefn-report=$d/report.jsonl"
    done > "$d/config/dpkg/buildflags.conf"
    if [ $optout = yes ]; then
      # After the shebang line, as a package maintainer would write it.
      # With the plugin stripped, this test's report argument would be
      # rejected (no plugin to take it): strip it too.
      if [ $way = buildflags ]; then
        rules=$(printf '%s\n' "$rules" | sed "s|-fplugin=mergefn\$|-fplugin=mergefn -fplugin-arg-mergefn-report=$d/report.jsonl|")
      fi
      printf '%s\n' "$rules" > "$d/rules.add"
      sed -i "1r $d/rules.add" "$d/tree/debian/rules"
    fi
    touch "$d/report.jsonl"
    rc=0
    (cd "$d/tree" && env -u MAKEFLAGS -u DEB_BUILD_MAINT_OPTIONS \
       XDG_CONFIG_HOME="$d/config" DEB_BUILD_OPTIONS="parallel=2 nocheck" \
       nice dpkg-buildpackage -b -uc -us) > "$d/build.log" 2>&1 || rc=$?
    n=$(wc -l < "$d/report.jsonl")
    # What the compile and link lines got (debian/rules' exports apply
    # there only, not to a dpkg-buildflags run from outside).
    with=$(grep -c -e "$on" "$d/build.log" || true)
    disabled=$(grep -c -e -fplugin-arg-mergefn-disable "$d/build.log" || true)
    verdict=ok
    [ $rc = 0 ] || verdict=FAIL
    if [ $optout = no ] && [ "$n" = 0 ]; then verdict=FAIL; fi
    if [ $optout = yes ] && [ "$n" != 0 ]; then verdict=FAIL; fi
    [ $verdict = ok ] || status=1
    echo "$pkg $way opt-out=$optout: build rc=$rc, merges reported=$n: $verdict"
    echo "    build log lines with $on: $with, with -fplugin-arg-mergefn-disable: $disabled"
    rm -rf "$d/tree"
  done
done

# The simulated upload: the dependency.
if dpkg-query -W -f='${Status}' "gcc-$major-plugin-mergefn" 2>/dev/null | grep -q 'install ok installed'; then
  cur=$(dpkg-query -W -f='${Version}' "gcc-$major")
  up=${cur%-*}
  next=$(echo "$up" | awk -F. -v OFS=. '{ $NF = $NF + 1; print }')-1
  for v in "$up-99+mergefn1" "$next"; do
    d=$work/fake-gcc-$v; rm -rf "$d"; mkdir -p "$d/DEBIAN"
    printf '%s\n' "Package: gcc-$major" "Version: $v" "Architecture: $(dpkg --print-architecture)" \
      "Maintainer: mergefn test <test@mergefn.invalid>" "Description: dummy gcc-$major upload (check-switches)" \
      > "$d/DEBIAN/control"
    dpkg-deb -b "$d" "$d.deb" >/dev/null
    apt-get -s -o Debug::NoLocking=1 install "$d.deb" > "$d.sim" 2>&1
    if grep -q "^Remv gcc-$major-plugin-mergefn" "$d.sim"; then removed=yes; else removed=no; fi
    want=no; [ "$v" = "$next" ] && want=yes
    verdict=ok; [ $removed = $want ] || { verdict=FAIL; status=1; }
    echo "simulated upload gcc-$major $cur -> $v: apt removes gcc-$major-plugin-mergefn: $removed (want $want): $verdict"
  done
else
  echo "simulated upload: gcc-$major-plugin-mergefn is not installed as a package (make install?): dependency not checked"
fi

# The simulated upload: the installed plugin built for another compiler.
installed=$plugindir/mergefn.so
cp -p "$installed" "$work/mergefn.so.saved"
trap 'cp -p "$work/mergefn.so.saved" "$installed"' EXIT INT TERM
for kind in pkgvariant badlayout; do
  [ -f "$b/test-plugins/$kind/mergefn.so" ] ||
    { echo "check-switches: $b/test-plugins/$kind/mergefn.so missing (make check-fallbacks builds it)" >&2; exit 1; }
  d=$work/upload-$kind
  rm -rf "$d"; mkdir -p "$d/config/dpkg"
  cp -a "$src" "$d/tree"
  for v in CFLAGS CXXFLAGS LDFLAGS; do
    echo "APPEND $v -specs=$specs -fplugin-arg-mergefn-report=$d/report.jsonl"
  done > "$d/config/dpkg/buildflags.conf"
  touch "$d/report.jsonl"
  cp "$b/test-plugins/$kind/mergefn.so" "$installed"
  rc=0
  (cd "$d/tree" && env -u MAKEFLAGS -u DEB_BUILD_MAINT_OPTIONS \
     XDG_CONFIG_HOME="$d/config" DEB_BUILD_OPTIONS="parallel=2 nocheck" \
     nice dpkg-buildpackage -b -uc -us) > "$d/build.log" 2>&1 || rc=$?
  cp -p "$work/mergefn.so.saved" "$installed"
  n=$(wc -l < "$d/report.jsonl")
  notes=$(grep -c "mergefn is switched on but cannot run" "$d/build.log" || true)
  verdict=ok
  [ $rc = 0 ] || verdict=FAIL
  case $kind in
    pkgvariant) [ "$n" != 0 ] && [ "$notes" = 0 ] || verdict=FAIL ;;
    badlayout) [ "$n" = 0 ] && [ "$notes" != 0 ] || verdict=FAIL ;;
  esac
  [ $verdict = ok ] || status=1
  echo "$pkg specs, installed plugin replaced by $kind: build rc=$rc, merges reported=$n, notes=$notes: $verdict"
  [ "$notes" = 0 ] || echo "    $(grep -m1 "mergefn is switched on" "$d/build.log" | cut -c1-220)"
  rm -rf "$d/tree"
done
exit $status
