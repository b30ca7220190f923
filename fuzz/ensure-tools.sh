#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Install what the fuzzer needs when it is missing: csmith and its headers
# (libcsmith-dev) for csmith programs, cvise to reduce failures.  As root or
# with passwordless sudo; otherwise print the command and go on (the fuzzer
# then uses its own generator only).
set -u
missing=""
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
command -v csmith >/dev/null 2>&1 || missing="$missing csmith"
[ -f /usr/include/csmith/csmith.h ] || missing="$missing libcsmith-dev"
command -v cvise >/dev/null 2>&1 || missing="$missing cvise"
[ -z "$missing" ] && exit 0
cmd="apt-get install -y$missing"
if [ "$(id -u)" = 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run="sudo"
else
  echo "fuzz: missing$missing; run:  sudo $cmd" >&2
  command -v python3 >/dev/null 2>&1 || exit 1
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
$run $cmd >&2 || { $run apt-get update >&2 && $run $cmd >&2; } || {
  echo "fuzz: installing failed; run:  sudo $cmd" >&2
  command -v python3 >/dev/null 2>&1 || exit 1
}
exit 0
