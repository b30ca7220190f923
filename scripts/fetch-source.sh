#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fetch and unpack a Debian 12 source package into a cache, without touching
# the system's apt configuration: a private deb-src list, package lists and
# archive cache live under the cache directory.
#   scripts/fetch-source.sh PKG...       e.g. scripts/fetch-source.sh sqlite3 jq
# Environment:
#   CACHE    cache directory (default build/cache)
#   MIRROR   Debian mirror   (default http://deb.debian.org/debian)
#   SUITES   suites          (default "bookworm bookworm-updates")
# Prints, one a line, the unpacked source directory of each PKG
# ($CACHE/src/<pkg>-<version>, patches applied).  The lists are refreshed
# once a day; a package whose .dsc is already in the cache is not fetched
# again.  Needs apt and dpkg-dev (dpkg-source); installs dpkg-dev when root.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${CACHE:-$top/build/cache}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SUITES=${SUITES:-bookworm bookworm-updates}
KEYRING=${KEYRING:-/usr/share/keyrings/debian-archive-keyring.gpg}
[ $# -ge 1 ] || { echo "usage: fetch-source PKG..." >&2; exit 2; }

if ! command -v dpkg-source >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q dpkg-dev >&2 ||
      { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q dpkg-dev >&2; }
  else
    echo "fetch-source: dpkg-source is missing: apt-get install dpkg-dev" >&2; exit 1
  fi
fi

apt="$CACHE/apt"
mkdir -p "$apt/sources.list.d" "$apt/lists/partial" "$apt/cache/archives/partial" "$CACHE/src"
cat > "$apt/sources.list.d/deb-src.sources.new" <<EOS
Types: deb-src
URIs: $MIRROR
Suites: $SUITES
Components: main
Signed-By: $KEYRING
EOS
mv -f "$apt/sources.list.d/deb-src.sources.new" "$apt/sources.list.d/deb-src.sources"

: > "$apt/sources.list"
aptopts() {
  "$@" -o Dir::Etc::SourceList="$apt/sources.list" \
    -o Dir::Etc::SourceParts="$apt/sources.list.d" \
    -o Dir::State::Lists="$apt/lists" \
    -o Dir::Cache="$apt/cache" \
    -o APT::Sandbox::User=root
}
aptget() { aptopts apt-get -q "$@"; }
aptcache() { aptopts apt-cache "$@"; }

stamp="$apt/lists/.updated"
if [ ! -f "$stamp" ] || [ -n "$(find "$stamp" -mmin +1440 2>/dev/null)" ]; then
  aptget update >&2
  touch "$stamp"
fi

for pkg in "$@"; do
  # The candidate source version: the highest one in the private lists.
  ver=$(aptcache showsrc --only-source "$pkg" 2>/dev/null |
        awk '/^Version:/ {print $2}' |
        while read -r v; do echo "$v"; done |
        sort -u | {
          best=""
          while read -r v; do
            if [ -z "$best" ] || dpkg --compare-versions "$v" gt "$best"; then best=$v; fi
          done
          echo "$best"; })
  [ -n "$ver" ] || { echo "fetch-source: no source package $pkg" >&2; exit 1; }
  upver=${ver#*:}; upver=${upver%-*}
  dir="$CACHE/src/$pkg-$upver"
  dsc="$CACHE/src/${pkg}_${ver#*:}.dsc"
  if [ ! -f "$dsc" ] || [ ! -d "$dir" ]; then
    rm -rf "$dir"
    (cd "$CACHE/src" && aptget source "$pkg=$ver" >&2)
  fi
  [ -d "$dir" ] || { echo "fetch-source: $pkg: $dir not unpacked" >&2; exit 1; }
  echo "$dir"
done
