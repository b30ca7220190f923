#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-build the Debian package for arm64 (dpkg-buildpackage -a arm64) in
# the bookworm-cross chroot (scripts/chroot.sh), then check the result the
# only way this machine can: unpack gcc-12-plugin-mergefn_*_arm64.deb and
# load its plugin into arm64's own cc1 (Debian's cpp-12:arm64) run under
# qemu-aarch64, which must merge two equal functions (doc/debian.md).
#
#   scripts/cross-deb.sh            results in build/cross-deb/ (the .debs,
#                                log, contents, the load check)
#   scripts/cross-deb.sh compilers  instead, a native build with the plugin
#                                packages for two cross compilers
#                                (debian/gencontrol 12 --cross
#                                aarch64-linux-gnu-gcc-12 arm-none-eabi-gcc),
#                                in build/cross-deb-compilers/
#
# Debian 12 cannot install gcc-12-plugin-dev:arm64 on amd64: it depends on
# gcc-12:arm64, which is not Multi-Arch and cannot replace the build's own
# gcc-12.  So the build is run with -d (no build-dependency check) and the
# arm64 headers are unpacked with their dpkg status under /opt/arm64,
# which debian/rules reads through DEB_MERGEFN_HOST_ROOT (their other
# dependencies, libgmp-dev:arm64 and libmpc-dev:arm64, install normally).  Everything else
# is what sbuild --host=arm64 installs (crossbuild-essential-arm64,
# libc6-dev:arm64, libstdc++-12-dev:arm64).  The build's own smoke test
# cannot run arm64's gcc and is skipped by debian/rules when cross-building.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = compilers ]; then
  out=$top/build/cross-deb-compilers
  rm -rf "$out"; mkdir -p "$out"
  CHROOT_COPY_BACK="build/cross-deb-compilers" CHROOT_OUT=$top nice "$top/scripts/chroot.sh" bookworm-cross sh -c '
set -eu
o=/src/build/cross-deb-compilers; mkdir -p $o
apt-get -q update >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get -q install -y gcc-arm-none-eabi \
  gcc-12-aarch64-linux-gnu gcc-12-plugin-dev-aarch64-linux-gnu >/dev/null
rm -f ../*.deb
{
  echo "+ debian/gencontrol 12 --cross aarch64-linux-gnu-gcc-12 arm-none-eabi-gcc"
  debian/gencontrol 12 --cross aarch64-linux-gnu-gcc-12 arm-none-eabi-gcc
  echo "+ dpkg-buildpackage -b -uc -us"
  dpkg-buildpackage -b -uc -us
} > $o/build.log 2>&1 || { tail -30 $o/build.log; exit 1; }
cp ../*.deb ../*.changes $o/
for d in $o/*.deb; do echo "== $(basename $d)"; dpkg-deb -I $d | sed -n "/Package:/,\$p"; dpkg-deb -c $d; done > $o/contents.txt
# installed, then the cross compilers with the plugin and with the switch
dpkg -i $o/*.deb > $o/install.log 2>&1
for c in aarch64-linux-gnu-gcc-12 arm-none-eabi-gcc; do
  SMOKE_COMPILE_ONLY=1 debian/tests/smoke $c mergefn
  SMOKE_COMPILE_ONLY=1 debian/tests/smoke $c switch
done > $o/smoke.txt 2>&1
cat $o/smoke.txt
'
  echo "cross-deb: packages and logs in $out"
  exit 0
fi
out=$top/build/cross-deb
rm -rf "$out"; mkdir -p "$out"
CHROOT_COPY_BACK="build/cross-deb" CHROOT_OUT=$top nice "$top/scripts/chroot.sh" bookworm-cross sh -c '
set -eu
o=/src/build/cross-deb; mkdir -p $o
apt-get -q update >/dev/null
# what gcc-12-plugin-dev:arm64 depends on, but gcc-12:arm64 itself
DEBIAN_FRONTEND=noninteractive apt-get -q install -y libgmp-dev:arm64 libmpc-dev:arm64 >/dev/null
h=/opt/arm64; rm -rf $h; mkdir -p $h/var/lib/dpkg /tmp/debs
cd /tmp/debs
apt-get -q download gcc-12-plugin-dev:arm64 cpp-12:arm64 >/dev/null
: > $h/var/lib/dpkg/status
for d in *.deb; do
  dpkg -x $d $h
  { dpkg-deb -f $d; echo "Status: install ok installed"; echo; } >> $h/var/lib/dpkg/status
done
cd /src
{
  echo "+ dpkg-buildpackage -a arm64 -b -uc -us -d (DEB_MERGEFN_HOST_ROOT=$h)"
  DEB_MERGEFN_HOST_ROOT=$h dpkg-buildpackage -a arm64 -b -uc -us -d
} > $o/build.log 2>&1 || { tail -30 $o/build.log; exit 1; }
cp ../*.deb ../*.changes ../*.buildinfo $o/
for d in $o/*.deb; do echo "== $(basename $d)"; dpkg-deb -I $d | sed -n "/Package:/,\$p"; dpkg-deb -c $d; done > $o/contents.txt
# The check: the package unpacked, its plugin in arm64 cc1 under qemu.
x=/tmp/pkg; rm -rf $x; dpkg -x $o/gcc-12-plugin-mergefn_*_arm64.deb $x
so=$x/usr/lib/gcc/aarch64-linux-gnu/12/plugin/mergefn.so
{
  file $so $x/usr/lib/gcc/aarch64-linux-gnu/12/plugin/mergefn-switch/mergefn.so
  cat $x/usr/lib/gcc/aarch64-linux-gnu/12/plugin/mergefn-switch.specs
  cat > /tmp/t.c <<EOF
int scale_a (int x) { return x * 7 + (x >> 2); }
int scale_b (int x) { return x * 7 + (x >> 2); }
int (*volatile pick) (int) = scale_b;
int main (void) { return scale_a (3) == pick (3) ? 0 : 1; }
EOF
  echo "+ qemu-aarch64 cc1 (cpp-12 $(dpkg-deb -f /tmp/debs/cpp-12_*.deb Version), arm64) -O2 -fplugin=mergefn.so"
  qemu-aarch64 -E LD_LIBRARY_PATH=$h/usr/lib/aarch64-linux-gnu $h/usr/lib/gcc/aarch64-linux-gnu/12/cc1 \
    -quiet -O2 -fplugin=$so -fplugin-arg-mergefn-report=/tmp/r.jsonl /tmp/t.c -o /tmp/t.s
  echo "exit $?"
  cat /tmp/r.jsonl
  aarch64-linux-gnu-gcc-12 -o /tmp/t /tmp/t.s && qemu-aarch64 -L /usr/aarch64-linux-gnu /tmp/t && echo "program ran, exit 0"
} > $o/load-check.txt 2>&1
cat $o/load-check.txt
grep -q "\"function\": \"scale_b\", \"into\": \"scale_a\"" /tmp/r.jsonl
'
echo "cross-deb: packages and logs in $out"
