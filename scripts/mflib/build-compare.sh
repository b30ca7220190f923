# SPDX-License-Identifier: GPL-3.0-or-later
# build-compare.sh: what scripts that build a real program twice (plain
# and with the plugin) and compare the builds share: check-kernel.sh and
# check-uboot.sh source it.  The caller sets OUT (its results) and src
# (the source tree) before using mf_warnings.

# Copy plugin P (built from COMMIT) into DIR, so that a rebuild cannot
# change it under a run; sets PLUGIN_SO and PLUGIN_COMMIT.
mf_plugin_copy () { # p commit dir
  mkdir -p "$3"
  cmp -s "$1" "$3/mergefn.so" || cp "$1" "$3/mergefn.so"
  echo "$2" > "$3/mergefn.so.commit"
  PLUGIN_SO=$3/mergefn.so
  PLUGIN_COMMIT=$2
}

# The flags that load PLUGIN_SO with a report into REPORT, and
# PLUGIN_ARGS (without the -fplugin-arg-mergefn- prefix).
mf_plugin_kcflags () { # report
  local f="-fplugin=$PLUGIN_SO -fplugin-arg-mergefn-report=$1" a
  for a in ${PLUGIN_ARGS:-}; do f="$f -fplugin-arg-mergefn-$a"; done
  echo "$f"
}

# The warnings of build log LOG (and lines matching EXTRA, an extended
# regular expression), with OUT's build directories and src's path taken
# out: one line each, sorted.
mf_warnings () { # log [extra]
  grep -E "warning:|WARNING:|error:${2:+|$2}" "$1" | \
    sed -E "s|$OUT/[^/ ]*/obj/||g; s|$src/||g" | sort -u || true
}

# A report's merges: "alias=N wrapper=N redirect=N params=N total=N
# function=N variable=N" ("none" for an empty report).
mf_merges_by_kind () { # report.jsonl
  python3 "$(dirname "${BASH_SOURCE[0]}")" merges-by-kind "$1"
}

# What a build's stamp says it was made with: "plain", or the plugin's
# commit and arguments.
mf_stamp_for () { # mode
  if [ "$1" = plugin ]; then echo "plugin $PLUGIN_COMMIT ${PLUGIN_ARGS:-}"; else echo plain; fi
}

# Is build NAME, whose PRODUCT exists and whose STAMP says WANT, made
# already?  Says so, and why it is made again when it is not.
mf_built_p () { # name stamp product want
  [ -f "$2" ] && [ -f "$3" ] || return 1
  if [ "$(cat "$2")" = "$4" ]; then
    echo "== $1: built ($4), skipped"; return 0
  fi
  echo "== $1: built with $(cat "$2"), not $4: rebuilding"
  return 1
}
