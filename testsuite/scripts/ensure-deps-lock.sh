#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/ensure-deps.sh, when another process holds the dpkg lock, must wait
# for it (apt's DPkg::Lock::Timeout) instead of failing at once.  Run with
# stand-ins for gcc, g++, id and apt-get in a private PATH: gcc-77 has no
# plugin headers, so ensure-deps installs gcc-77-plugin-dev; the fake
# apt-get fails like apt does on a held lock unless given a lock timeout.
# Usage: ensure-deps-lock.sh TOP WORKDIR
set -u
top=$1
dir=$2
bin=$dir/bin
mkdir -p "$bin"
cat > "$bin/gcc-77" <<'EOS'
#!/bin/sh
case "$1" in
  -dumpversion) echo 77 ;;
  -print-file-name=plugin) echo /nonexistent/plugin ;;
esac
EOS
cp "$bin/gcc-77" "$bin/g++-77"
printf '#!/bin/sh\necho 0\n' > "$bin/id"
cat > "$bin/apt-get" <<EOS
#!/bin/sh
echo "\$*" >> "$dir/apt.log"
case "\$*" in
  *DPkg::Lock::Timeout=*install*gcc-77-plugin-dev*) exit 0 ;;
  *install*) echo "E: Could not get lock /var/lib/dpkg/lock-frontend" >&2; exit 100 ;;
esac
exit 0
EOS
chmod +x "$bin"/*
rm -f "$dir/apt.log"
PATH=$bin:/usr/bin:/bin GCC=gcc-77 CXX=g++-77 sh "$top/scripts/ensure-deps.sh" build
status=$?
echo "ensure-deps exited $status; apt-get was called with:"
cat "$dir/apt.log"
[ "$status" = 0 ] || exit 1
grep -q 'DPkg::Lock::Timeout=[0-9]* install -y gcc-77-plugin-dev' "$dir/apt.log"
