#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Across units, -g changes no key (share-debug.c): the "keyed" lines of the
# test's own dump and of its -g variant's ("with-g") are the same, and
# there are some.
#   share-same-keys.sh TOP WORKDIR
set -u
dir=$2
cd "$dir" || exit 1
base=$(ls share-debug.c.*i.mergefn 2>/dev/null | head -n 1)
withg=$(ls with-g.*i.mergefn 2>/dev/null | head -n 1)
[ -n "$base" ] && [ -n "$withg" ] || { echo "dumps missing"; ls; exit 1; }
grep '^keyed ' "$base" | sort > keys-plain.txt
grep '^keyed ' "$withg" | sort > keys-g.txt
[ -s keys-plain.txt ] || { echo "nothing keyed"; exit 1; }
diff keys-plain.txt keys-g.txt
