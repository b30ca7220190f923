#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-baremetal: a small bare-metal program (scripts/baremetal/:
# table-driven handlers, checksums, a Cortex-M3 start) built with Debian's
# gcc-arm-none-eabi and newlib, without and with the plugin, run under
# qemu-system-arm (mps2-an385, Cortex-M3) with semihosting, and compared:
# output and size (doc/architectures.md, "Firmware").
#
#   scripts/check-baremetal.sh             build, run, compare
#   scripts/check-baremetal.sh report      only print the comparison
#   scripts/check-baremetal.sh save        the report into doc/results/baremetal.md, a line
#                                          into baremetal.jsonl; per-build files into
#                                          build/results/baremetal/
#
# Environment:
#   LEVELS      default "Os Os-lto O2" (Os-lto: -Os -flto, the plugin also
#               on the link line, where it reaches lto1)
#   MODES       default "plain plugin"
#   PLUGIN_REV  the commit whose plugin is used (default HEAD), built for
#               arm-none-eabi-gcc by scripts/snapshot-plugin.sh
#   PLUGIN_ARGS extra plugin arguments, without -fplugin-arg-mergefn-
#   OUT         default build/baremetal
# Results: OUT/summary.md and, per build, OUT/<level>-<mode>/ (build.log,
# warnings, output, report.jsonl, fw.elf).
set -euo pipefail
top=${CHECK_BAREMETAL_TOP:-$(cd "$(dirname "$0")/.." && pwd)}
OUT=${OUT:-$top/build/baremetal}
LEVELS=${LEVELS:-Os Os-lto O2}
MODES=${MODES:-plain plugin}
PLUGIN_REV=${PLUGIN_REV:-HEAD}
CC=arm-none-eabi-gcc
SRC=$top/scripts/baremetal
UNITS="startup devices ops checks main"
CPU="-mcpu=cortex-m3 -mthumb"
QEMU="qemu-system-arm -machine mps2-an385 -cpu cortex-m3 -semihosting -nographic -monitor none -serial none"
mkdir -p "$OUT"

need_pkgs() {
  local missing=
  command -v $CC >/dev/null || missing="$missing gcc-arm-none-eabi"
  [ -f /usr/lib/arm-none-eabi/newlib/thumb/v7-m/nofp/librdimon.a ] ||
    missing="$missing libnewlib-arm-none-eabi"
  command -v qemu-system-arm >/dev/null || missing="$missing qemu-system-arm"
  if [ -n "$missing" ]; then
    echo "check-baremetal: installing$missing" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -o Acquire::Check-Valid-Until=false $missing >&2
  fi
}

plugin_setup() {
  local p
  p=$(GCC=$CC nice "$top/scripts/snapshot-plugin.sh" "$PLUGIN_REV")
  PLUGIN_COMMIT=$(cat "$p.commit")
  local d=$OUT/plugin-$(echo "$PLUGIN_COMMIT" | cut -c1-12)
  mkdir -p "$d"
  cmp -s "$p" "$d/mergefn.so" || cp "$p" "$d/mergefn.so"
  echo "$PLUGIN_COMMIT" > "$d/mergefn.so.commit"
  PLUGIN_SO=$d/mergefn.so
}

level_flags() {  # Os | Os-lto | O2
  case $1 in
    Os) echo "-Os" ;;
    Os-lto) echo "-Os -flto" ;;
    O2) echo "-O2" ;;
    *) echo "check-baremetal: unknown level $1" >&2; exit 2 ;;
  esac
}

build() {  # LEVEL MODE
  local level=$1 mode=$2 dir=$OUT/$1-$2
  rm -rf "$dir"; mkdir -p "$dir"
  local opt pf= u
  opt=$(level_flags "$level")
  if [ "$mode" = plugin ]; then
    pf="-fplugin=$PLUGIN_SO -fplugin-arg-mergefn-report=$dir/report.jsonl"
    for u in ${PLUGIN_ARGS:-}; do pf="$pf -fplugin-arg-mergefn-$u"; done
    : > "$dir/report.jsonl"
  fi
  local cflags="$CPU $opt -g -Wall -Wextra -ffunction-sections -fdata-sections"
  echo "$cflags $pf" > "$dir/cflags"
  local rc=0
  {
    for u in $UNITS; do
      echo "+ $CC $cflags $pf -c $u.c"
      (cd "$SRC" && nice $CC $cflags $pf -c -o "$dir/$u.o" "$u.c") || rc=1
    done
    # with -flto the plugin must be named again at the link (lto1)
    local lpf=
    case $level in *lto*) lpf=$pf ;; esac
    echo "+ $CC $cflags $lpf --specs=rdimon.specs -nostartfiles -T mps2.ld -Wl,--gc-sections -o fw.elf"
    nice $CC $cflags $lpf --specs=rdimon.specs -nostartfiles -T "$SRC/mps2.ld" \
      -Wl,--gc-sections -Wl,-Map,"$dir/fw.map" -o "$dir/fw.elf" \
      $(for u in $UNITS; do echo "$dir/$u.o"; done) -lrdimon || rc=1
  } > "$dir/build.log" 2>&1
  if [ $rc != 0 ]; then
    echo "== $level-$mode: BUILD FAILED, see $dir/build.log"; tail -20 "$dir/build.log"; return 1; fi
  if [ "$mode" = plugin ]; then echo "plugin $PLUGIN_COMMIT ${PLUGIN_ARGS:-}" > "$dir/stamp"
  else echo plain > "$dir/stamp"; fi
  echo "== $level-$mode: built"
}

run() {  # LEVEL MODE
  local dir=$OUT/$1-$2 rc=0
  timeout 120 nice $QEMU -kernel "$dir/fw.elf" < /dev/null > "$dir/output.raw" 2>&1 || rc=$?
  tr -d '\r' < "$dir/output.raw" > "$dir/output"
  echo $rc > "$dir/output.rc"
  echo "== $1-$2: ran, exit $rc, $(wc -l < "$dir/output") lines"
}

warnings() {
  grep -E 'warning:|error:' "$1" | sed -E "s|$OUT/[^/ ]*/||g; s|$SRC/||g" | sort -u || true
}

text_size() { arm-none-eabi-size -A "$1" | awk '$1 == ".text" { print $2 }'; }

# The program's own code: the .text sections the map file gives to
# objects outside /usr (its own, or under -flto the link's ltrans
# objects); the rest is newlib's and libgcc's.
own_text() {
  awk '
    /^ \.text/ && NF == 1 { name = 1; next }
    /^ \.text/ && NF >= 4 { if ($4 !~ /^\/usr\//) n += strtonum($3); name = 0; next }
    name && NF >= 3 && $1 ~ /^0x/ { if ($3 !~ /^\/usr\//) n += strtonum($2); name = 0; next }
    { name = 0 }
    END { print n + 0 }' "$1/fw.map"
}

merges() {  # report.jsonl -> by kind, and each merge
  [ -s "$1" ] || { echo "none"; return; }
  python3 - "$1" <<'EOF'
import json, sys, collections
rows = [json.loads(l) for l in open(sys.argv[1])]
c = collections.Counter(r["how"] for r in rows)
print(" ".join(f"{h}={c[h]}" for h in ("alias", "wrapper", "redirect", "params")),
      f"total={len(rows)}")
EOF
}

merge_list() {
  [ -s "$1" ] || return 0
  python3 - "$1" <<'EOF'
import json, sys, os
for l in open(sys.argv[1]):
    r = json.loads(l)
    print(f"    {r['how']:8} {r['function']} -> {r['into']} ({os.path.basename(r.get('unit', '?'))})")
EOF
}

pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.2f%%", (b - a) * 100 / a }'; }

report() {
  local level mode
  echo "| build | .text of fw.elf | the program's own .text | warnings | merges | output |"
  echo "|---|---:|---:|---:|---|---|"
  for level in $LEVELS; do for mode in $MODES; do
    local dir=$OUT/$level-$mode
    [ -f "$dir/stamp" ] || continue
    warnings "$dir/build.log" > "$dir/warnings"
    local m=-
    [ "$mode" = plugin ] && m=$(merges "$dir/report.jsonl")
    echo "| $level-$mode | $(text_size "$dir/fw.elf") | $(own_text "$dir") | $(wc -l < "$dir/warnings") | $m | exit $(cat "$dir/output.rc"), $(wc -l < "$dir/output") lines |"
  done; done
  echo
  for level in $LEVELS; do
    local a=$OUT/$level-plain b=$OUT/$level-plugin
    [ -f "$a/stamp" ] && [ -f "$b/stamp" ] || continue
    echo "### $level: plain vs plugin"
    echo
    echo "- plugin: $(cat "$b/stamp")"
    local ta tb oa ob
    ta=$(text_size "$a/fw.elf"); tb=$(text_size "$b/fw.elf")
    oa=$(own_text "$a"); ob=$(own_text "$b")
    echo "- .text of fw.elf: $ta -> $tb bytes ($(pct "$ta" "$tb"), $((tb - ta)))"
    echo "- the program's own .text: $oa -> $ob bytes ($(pct "$oa" "$ob"), $((ob - oa)))"
    echo "- new warnings with the plugin: $(comm -13 "$a/warnings" "$b/warnings" | wc -l)"
    comm -13 "$a/warnings" "$b/warnings" | sed 's/^/    /'
    if cmp -s "$a/output" "$b/output" && [ "$(cat "$a/output.rc")" = "$(cat "$b/output.rc")" ]; then
      echo "- output: identical ($(wc -l < "$a/output") lines, exit $(cat "$a/output.rc"))"
    else
      echo "- output: DIFFERS (exit $(cat "$a/output.rc") and $(cat "$b/output.rc"))"
      diff "$a/output" "$b/output" | sed 's/^/    /' || true
    fi
    echo "- merges: $(merges "$b/report.jsonl")"
    merge_list "$b/report.jsonl"
    echo
  done
}

case "${1:-}" in
  report) report; exit 0 ;;
  save)
    # Per-build files into build/results/baremetal/ (run output); the
    # report into doc/results/baremetal.md, one line into baremetal.jsonl.
    R=$top/build/results/baremetal; mkdir -p "$R"
    saved=()
    for d in "$OUT"/*-plain "$OUT"/*-plugin; do
      [ -f "$d/stamp" ] || continue
      saved+=("$d")
      n=$(basename "$d"); mkdir -p "$R/$n"
      for f in stamp cflags build.log warnings output output.rc report.jsonl; do
        if [ -f "$d/$f" ]; then cp "$d/$f" "$R/$n/"; fi
      done
      sed -i "s|$OUT/$n/||g; s|$SRC/||g; s|$OUT/plugin-|plugin-|g" "$R/$n/build.log" "$R/$n/cflags"
      [ -f "$R/$n/report.jsonl" ] && sed -i "s|$SRC/||g" "$R/$n/report.jsonl"
    done
    [ ${#saved[@]} -gt 0 ] || { echo "check-baremetal: nothing built in $OUT" >&2; exit 1; }
    python3 "$top/scripts/mflib" record-builds baremetal \
      "make check-baremetal; scripts/check-baremetal.sh save" "${saved[@]}"
    { python3 "$top/scripts/mflib" summary-head \
        "A Cortex-M3 program, plain and with the plugin, under QEMU" \
        "make check-baremetal; scripts/check-baremetal.sh save" "${saved[@]}"
      report; } > "$top/doc/results/baremetal.md"
    exit 0 ;;
  "") ;;
  *) echo "usage: check-baremetal [report|save]" >&2; exit 2 ;;
esac

need_pkgs
case " $MODES " in *" plugin "*)
  plugin_setup; echo "== plugin $PLUGIN_SO (commit $PLUGIN_COMMIT)" ;; esac
status=0
for level in $LEVELS; do for mode in $MODES; do
  if build "$level" "$mode"; then run "$level" "$mode"; else status=1; fi
done; done
report | tee "$OUT/summary.md"
exit $status
