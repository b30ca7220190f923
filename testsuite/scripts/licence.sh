#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/check-licence.sh passes on this tree, and fails, naming the file,
# on a tree where one source file lacks the SPDX line.
# Usage: licence.sh TOP WORKDIR
set -u
top=$1
dir=$2
"$top/scripts/check-licence.sh" "$top" || { echo "licence: this tree fails"; exit 1; }
bad=$dir/badtree
rm -rf "$bad"
mkdir -p "$bad/plugin" "$bad/scripts"
printf '/* SPDX-License-Identifier: GPL-3.0-or-later */\nint a;\n' > "$bad/plugin/good.c"
printf '/* good.h */\nint b;\n' > "$bad/plugin/unlicensed.h"
out=$("$top/scripts/check-licence.sh" "$bad") && { echo "licence: a file without the line passed"; exit 1; }
echo "$out" | grep -q 'no SPDX line: plugin/unlicensed.h' || { echo "licence: not named: $out"; exit 1; }
echo "$out" | grep -q 'good.c' && { echo "licence: good.c named: $out"; exit 1; }
exit 0
