#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# doc/ stays small and doc/results holds only what a reader needs
# (doc/results/README.md):
#   - doc/ under 2 MB (du -sk, as du -sh reports it);
#   - doc/results/ holds regular files only, each a Markdown summary (.md)
#     or a record of JSON lines (.jsonl, every line one JSON object): no
#     logs, archives or per-build directories (they stay in build/);
#   - every summary is named in the index, doc/results/README.md.
# Prints each violation; exit status 1 on any.  Run by the test
# infra-results.c (testsuite/scripts/results.sh).
#
#   scripts/check-results.sh [TOP]     (default: this tree)
set -u
top=${1:-$(dirname "$0")/..}
doc=$top/doc
res=$doc/results
limit_kb=2048
bad=0
say () { echo "check-results: $*"; bad=1; }

kb=$(du -sk "$doc" | cut -f1)
[ "$kb" -lt "$limit_kb" ] || say "doc/ is ${kb} KB, over 2 MB ($limit_kb KB)"

[ -f "$res/README.md" ] || say "no index doc/results/README.md"
for f in "$res"/* "$res"/.[!.]*; do
  [ -e "$f" ] || continue
  n=${f#"$res"/}
  if [ -d "$f" ]; then say "doc/results/$n/ is a directory (run output goes to build/)"; continue; fi
  case $n in
    README.md) ;;
    *.md)
      grep -q "\`$n\`" "$res/README.md" 2>/dev/null ||
        say "doc/results/$n is not named in doc/results/README.md" ;;
    *.jsonl)
      python3 - "$f" <<'EOF' || say "doc/results/$n: not JSON lines (one JSON object a line)"
import json, sys
with open(sys.argv[1]) as f:
    for i, line in enumerate(f, 1):
        try:
            ok = isinstance(json.loads(line), dict)
        except ValueError:
            ok = False
        if not ok:
            sys.exit(1)
EOF
      ;;
    *) say "doc/results/$n: neither a summary (.md) nor a record (.jsonl)" ;;
  esac
done
[ $bad = 0 ] && echo "check-results: doc/ ${kb} KB (under 2 MB), doc/results: summaries, records and index agree"
exit $bad
