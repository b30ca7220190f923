#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-uboot: build Debian's U-Boot (2023.01 on Debian 12) for a board
# QEMU emulates, without and with the plugin, boot each under qemu-system-*,
# type a fixed list of commands at its prompt, and compare the outputs
# (doc/architectures.md, "Firmware").
#
#   scripts/check-uboot.sh [BOARD...]     (default: qemu_arm64)
#   scripts/check-uboot.sh report [BOARD...]   only print the comparison
#   scripts/check-uboot.sh save [BOARD...]     the report into doc/results/uboot.md, a line
#                                              into uboot.jsonl; per-build files into
#                                              build/results/uboot/
#
# BOARD is a U-Boot defconfig QEMU runs, with Debian's cross compiler:
#   qemu_arm64  aarch64-linux-gnu-gcc-12,   qemu-system-aarch64 -machine virt -cpu cortex-a57
#   qemu_arm    arm-linux-gnueabihf-gcc-12, qemu-system-arm -machine virt -cpu cortex-a15
# Each BOARD is built in CONFIGS (default "defconfig check"):
#   defconfig  <board>_defconfig as it is (what Debian's u-boot-qemu ships,
#              with its CONFIG_LOCALVERSION)
#   check      the same plus scripts/uboot/check.config: md5sum, sha1sum,
#              hash, mtest, zip, strings and U-Boot's unit tests (ut)
# and in MODES (default "plain plugin").  U-Boot builds at -Os
# (CONFIG_CC_OPTIMIZE_FOR_SIZE), where parameterised merging is on by
# default.  The plugin goes in through KCFLAGS, as for the kernel.  Every
# build boots under QEMU and gets scripts/uboot/commands typed at its
# prompt (scripts/uboot/console.exp); the console logs of plain and plugin
# are compared after masking what must differ (mask below).
#
# Resumable: a build whose u-boot.bin and stamp exist is skipped, and so is
# a boot whose log is newer than the build and the command list; remove
# OUT/<board>-<config>-<mode>/ to redo.
#
# Environment:
#   PLUGIN_REV  the commit whose plugin the plugin builds use (default
#               HEAD): scripts/snapshot-plugin.sh builds it for each board's
#               compiler; copied into OUT/plugin-<commit>-<compiler>/
#   PLUGIN_ARGS extra plugin arguments, without -fplugin-arg-mergefn-
#   CONFIGS     default "defconfig check";  MODES  default "plain plugin"
#   JOBS        make -j (default 2)
#   OUT         default build/uboot
#   CACHE       where scripts/fetch-source.sh keeps Debian's source
#               (default build/cache; the source is CACHE/src/u-boot-*)
#   TIMEOUT     seconds a command may take at the prompt (default 900)
# Everything runs under nice.  Results: OUT/summary.md and, per build,
# build.log, warnings, console.log, report.jsonl.
set -euo pipefail
top=${CHECK_UBOOT_TOP:-$(cd "$(dirname "$0")/.." && pwd)}
OUT=${OUT:-$top/build/uboot}
CONFIGS=${CONFIGS:-defconfig check}
MODES=${MODES:-plain plugin}
JOBS=${JOBS:-2}
PLUGIN_REV=${PLUGIN_REV:-HEAD}
CACHE=${CACHE:-$top/build/cache}
mkdir -p "$OUT"
. "$top/scripts/mflib/build-compare.sh"

# BOARD -> compiler, CROSS_COMPILE prefix, QEMU command (without -bios)
board_cc() {
  case $1 in
    qemu_arm64) echo aarch64-linux-gnu-gcc-12 ;;
    qemu_arm) echo arm-linux-gnueabihf-gcc-12 ;;
    *) echo "check-uboot: unknown board $1" >&2; exit 2 ;;
  esac
}
board_qemu() {
  case $1 in
    qemu_arm64) echo "qemu-system-aarch64 -machine virt -cpu cortex-a57" ;;
    qemu_arm) echo "qemu-system-arm -machine virt -cpu cortex-a15" ;;
  esac
}
# the same for every board: 512 MiB, the console on stdio, an e1000 on
# QEMU's user network (dhcp and ping in the command list)
QEMU_COMMON="-m 512M -nographic -no-reboot -nic user,model=e1000"

need_pkgs() {
  local missing= b cc
  for b in "$@"; do
    cc=$(board_cc "$b")
    command -v "$cc" >/dev/null || missing="$missing gcc-12-${cc%-gcc-12}"
    [ -f "$("$cc" -print-file-name=plugin 2>/dev/null)/include/gcc-plugin.h" ] ||
      missing="$missing gcc-12-plugin-dev-${cc%-gcc-12}"
    command -v "$(board_qemu "$b" | cut -d' ' -f1)" >/dev/null || missing="$missing qemu-system-arm"
  done
  local c p
  for c in bc:bc bison:bison flex:flex dtc:device-tree-compiler expect:expect \
           /usr/bin/time:time dpkg-parsechangelog:dpkg-dev; do
    p=${c#*:}; c=${c%%:*}
    command -v "$c" >/dev/null || missing="$missing $p"
  done
  [ -f /usr/include/openssl/ssl.h ] || missing="$missing libssl-dev"
  [ -f /usr/include/gnutls/gnutls.h ] || missing="$missing libgnutls28-dev"
  [ -f /usr/include/uuid/uuid.h ] || missing="$missing uuid-dev"
  if [ -n "$missing" ]; then
    echo "check-uboot: installing$missing" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -o Acquire::Check-Valid-Until=false $missing >&2
  fi
}

# Debian's source, patches applied (scripts/fetch-source.sh).
source_setup() {
  src=$(CACHE=$CACHE "$top/scripts/fetch-source.sh" u-boot | tail -n 1)
  [ -f "$src/Makefile" ] || { echo "check-uboot: no U-Boot source in $src" >&2; exit 1; }
  # Debian's CONFIG_LOCALVERSION (debian/rules), and its date as the build
  # date, so that both builds print the same version line.
  local v
  v=$(dpkg-parsechangelog -l "$src/debian/changelog" -SVersion)
  LOCALVERSION=$(echo "$v" | sed -e 's,.*+dfsg,+dfsg,')
  SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l "$src/debian/changelog" -STimestamp)
  export SOURCE_DATE_EPOCH
  UBOOT_VERSION=$v
}

# The plugin for compiler $1, built from PLUGIN_REV and copied so that a
# rebuild cannot change it under a run; sets PLUGIN_SO and PLUGIN_COMMIT.
plugin_setup() {
  local cc=$1 p commit
  p=$(GCC=$cc nice "$top/scripts/snapshot-plugin.sh" "$PLUGIN_REV")
  commit=$(cat "$p.commit")
  mf_plugin_copy "$p" "$commit" "$OUT/plugin-$(echo "$commit" | cut -c1-12)-$cc"
}


umake() {  # make in the U-Boot source for board $1's compiler, O=$2, then args
  local cc=$(board_cc "$1") dir=$2; shift 2
  nice make -C "$src" O="$dir" CROSS_COMPILE="${cc%gcc-12}" CC="$cc" "$@"
}

configure() {  # BOARD CONFIG DIR
  local board=$1 cfg=$2 dir=$3
  umake "$board" "$dir" -s "${board}_defconfig"
  if [ "$cfg" = check ]; then
    grep -v '^#' "$top/scripts/uboot/check.config" >> "$dir/.config"
    umake "$board" "$dir" -s olddefconfig
    local want
    for want in $(grep -v '^#' "$top/scripts/uboot/check.config"); do
      grep -qx "$want" "$dir/.config" || { echo "$dir/.config lacks $want" >&2; exit 1; }
    done
  fi
  sed -i -e "s,^CONFIG_LOCALVERSION=.*,CONFIG_LOCALVERSION=\"$LOCALVERSION\"," "$dir/.config"
  grep -qx CONFIG_CC_OPTIMIZE_FOR_SIZE=y "$dir/.config" ||
    { echo "$dir/.config is not built for size" >&2; exit 1; }
}

build() {  # BOARD CONFIG MODE
  local board=$1 cfg=$2 mode=$3
  local name=$board-$cfg-$mode dir=$OUT/$board-$cfg-$mode
  local stamp=$dir/stamp want
  want=$(mf_stamp_for "$mode")
  mf_built_p "$name" "$stamp" "$dir/obj/u-boot.bin" "$want" && return
  rm -rf "$dir"; mkdir -p "$dir/obj"
  echo "== $name: configure"
  configure "$board" "$cfg" "$dir/obj"
  local kcflags=
  [ "$mode" = plugin ] && kcflags=$(mf_plugin_kcflags "$dir/report.jsonl")
  echo "$kcflags" > "$dir/kcflags"
  echo "== $name: make -j$JOBS (log $dir/build.log)"
  local start=$(date +%s) rc=0
  local cc=$(board_cc "$board")
  /usr/bin/time -f '%U %S %e' -o "$dir/time" \
    nice make -C "$src" O="$dir/obj" CROSS_COMPILE="${cc%gcc-12}" CC="$cc" \
      -j"$JOBS" KCFLAGS="$kcflags" > "$dir/build.log" 2>&1 || rc=$?
  if [ $rc != 0 ]; then
    echo "== $name: BUILD FAILED ($rc), see $dir/build.log"; tail -20 "$dir/build.log"
    return 1
  fi
  echo "== $name: built in $(( $(date +%s) - start )) s (user sys wall: $(cat "$dir/time"))"
  echo "$want" > "$stamp"
}

boot() {  # BOARD CONFIG MODE
  local name=$1-$2-$3 dir=$OUT/$1-$2-$3
  if [ "$dir/console.log" -nt "$dir/stamp" ] && \
     [ "$dir/console.log" -nt "$top/scripts/uboot/commands" ]; then
    echo "== $name: booted, skipped"; return; fi
  echo "== $name: boot, $(grep -cv '^\s*\(#\|$\)' "$top/scripts/uboot/commands") commands"
  local rc=0
  # (bash's nice: expect and QEMU; the timeout is a last resort)
  TIMEOUT=${TIMEOUT:-900} timeout 3600 nice expect -f "$top/scripts/uboot/console.exp" \
    "$top/scripts/uboot/commands" $(board_qemu "$1") $QEMU_COMMON \
    -bios "$dir/obj/u-boot.bin" < /dev/null > "$dir/console.raw" 2>&1 || rc=$?
  tr -d '\r' < "$dir/console.raw" > "$dir/console.log"
  echo "$rc" > "$dir/console.rc"
  [ $rc = 0 ] || echo "== $name: CONSOLE SESSION FAILED ($rc), see $dir/console.log"
}

# What must differ between two builds of one source, and is masked before
# comparing (every other line must be equal):
# - what follows from U-Boot's size: bdinfo's flashoffset (the image's
#   length) and where U-Boot relocates itself and puts its stacks, TLB,
#   device tree copy and reserved memory (relocaddr, reloc off, irq_sp,
#   sp start, new_fdt, fdt_blob, TLB addr, lmb's reserved[] ranges), the
#   fdtcontroladdr variable (printenv; "Working FDT set to" of fdt addr),
#   and the address of the hello-world UEFI image built into U-Boot
#   (bootefi hello's device path /MemoryMapped(0x0,ADDRESS,size));
# - time: the autoboot countdown (where the key press lands), the
#   milliseconds a DHCP exchange took, and the real-time clock that
#   bootefi selftest reads.
mask() {
  sed -E \
    -e '/^(flashoffset|relocaddr|reloc off|irq_sp|sp start|new_fdt|fdt_blob|TLB addr)[[:space:]]*=/ s/0x[0-9a-f]+/0xN/g' \
    -e '/^ reserved\[[0-9]+\]/ s/0x[0-9a-f]+/0xN/g' \
    -e 's/^(fdtcontroladdr=)[0-9a-f]+/\1N/' \
    -e 's/^(Working FDT set to )[0-9a-f]+/\1N/' \
    -e 's|/MemoryMapped\(0x0,0x[0-9a-f]+,|/MemoryMapped(0x0,N,|' \
    -e 's/^Hit any key to stop autoboot:.*/Hit any key to stop autoboot: N/' \
    -e 's/^(DHCP client bound to address .*) \([0-9]+ ms\)/\1 (N ms)/' \
    -e 's/(Time according to real time clock: )[0-9: -]+/\1N/'
}


section_size() {  # ELF SECTION
  size -A "$1" | awk -v s="$2" '$1 == s { print $2 }'
}

# U-Boot's code: .text (on arm64 only the start), .text_rest (the rest,
# arm64) and .efi_runtime (what stays for the OS after ExitBootServices).
code_size() {
  size -A "$1" | awk '$1 ~ /^\.text/ || $1 == ".efi_runtime" { n += $2 } END { print n }'
}


pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.3f%%", (b - a) * 100 / a }'; }

report() {
  local board cfg mode
  echo "| build | u-boot.bin | code of u-boot | CPU user+sys s (wall) | warnings | merges (how; kind) | console |"
  echo "|---|---:|---:|---:|---:|---|---|"
  for board in "$@"; do for cfg in $CONFIGS; do for mode in $MODES; do
    local dir=$OUT/$board-$cfg-$mode
    [ -f "$dir/stamp" ] || continue
    mf_warnings "$dir/build.log" > "$dir/warnings"
    local bin=$(stat -c %s "$dir/obj/u-boot.bin") t=$(code_size "$dir/obj/u-boot")
    local tm=$(awk '{ printf "%.0f (%.0f)", $1 + $2, $3 }' "$dir/time")
    local m=-
    [ "$mode" = plugin ] && m=$(mf_merges_by_kind "$dir/report.jsonl")
    local con=missing
    [ -f "$dir/console.rc" ] && con="exit $(cat "$dir/console.rc"), $(wc -l < "$dir/console.log") lines"
    echo "| $board-$cfg-$mode | $bin | $t | $tm | $(wc -l < "$dir/warnings") | $m | $con |"
  done; done; done
  echo
  for board in "$@"; do for cfg in $CONFIGS; do
    local a=$OUT/$board-$cfg-plain b=$OUT/$board-$cfg-plugin
    [ -f "$a/stamp" ] && [ -f "$b/stamp" ] || continue
    echo "### $board-$cfg: plain vs plugin"
    echo
    echo "- plugin: $(cat "$b/stamp")"
    local ba=$(stat -c %s "$a/obj/u-boot.bin") bb=$(stat -c %s "$b/obj/u-boot.bin")
    local ta=$(code_size "$a/obj/u-boot") tb=$(code_size "$b/obj/u-boot")
    echo "- u-boot.bin: $ba -> $bb bytes ($(pct "$ba" "$bb"), $((bb - ba)))"
    echo "- code of u-boot (.text*, .efi_runtime): $ta -> $tb bytes ($(pct "$ta" "$tb"), $((tb - ta)))"
    local s sa sb
    for s in .text .text_rest .efi_runtime .rodata .data .rel.dyn .rela.dyn; do
      sa=$(section_size "$a/obj/u-boot" $s); sb=$(section_size "$b/obj/u-boot" $s)
      [ -n "$sa" ] && echo "- $s of u-boot: $sa -> $sb bytes ($((sb - sa)))"
    done
    local nw=$(comm -13 "$a/warnings" "$b/warnings" | wc -l)
    echo "- new warnings with the plugin: $nw"
    comm -13 "$a/warnings" "$b/warnings" | sed 's/^/    /'
    if [ -f "$a/console.log" ] && [ -f "$b/console.log" ]; then
      local raw=$(diff "$a/console.log" "$b/console.log" | grep -c '^[<>]' || true)
      mask < "$a/console.log" > "$a/console.masked"
      mask < "$b/console.log" > "$b/console.masked"
      local md=$(diff "$a/console.masked" "$b/console.masked" | grep -c '^[<>]' || true)
      echo "- console: exit $(cat "$a/console.rc") and $(cat "$b/console.rc"), $(wc -l < "$a/console.log") lines;" \
           "$raw differing lines raw, $md after masking"
      diff "$a/console.masked" "$b/console.masked" | sed 's/^/    /' || true
    fi
    echo
  done; done
}

cmd=run
case "${1:-}" in report|save) cmd=$1; shift ;; esac
boards=("${@:-qemu_arm64}")
[ ${#boards[@]} -gt 0 ] || boards=(qemu_arm64)
for b in "${boards[@]}"; do board_cc "$b" >/dev/null; done

case $cmd in
  report)
    src=$(ls -d "$CACHE"/src/u-boot-*/ 2>/dev/null | tail -n 1); src=${src%/}
    report "${boards[@]}"; exit 0 ;;
  save)
    src=$(ls -d "$CACHE"/src/u-boot-*/ 2>/dev/null | tail -n 1); src=${src%/}
    # Per-build files into build/results/uboot/ (run output); the report
    # into doc/results/uboot.md and one line into doc/results/uboot.jsonl.
    R=$top/build/results/uboot; mkdir -p "$R"
    saved=()
    for b in "${boards[@]}"; do for d in "$OUT/$b"-*-*; do
      [ -f "$d/stamp" ] || continue
      saved+=("$d")
      n=$(basename "$d"); mkdir -p "$R/$n"
      for f in stamp time kcflags warnings console.log console.rc report.jsonl; do
        if [ -f "$d/$f" ]; then cp "$d/$f" "$R/$n/"; fi
      done
      [ -f "$R/$n/report.jsonl" ] && sed -i "s|$src/||g" "$R/$n/report.jsonl"
      gzip -9cn "$d/obj/.config" > "$R/$n/config.gz"
      gzip -9cn "$d/build.log" > "$R/$n/build.log.gz"
    done; done
    [ ${#saved[@]} -gt 0 ] || { echo "check-uboot: nothing built in $OUT" >&2; exit 1; }
    python3 "$top/scripts/mflib" record-builds uboot \
      "make check-uboot; OUT=$OUT scripts/check-uboot.sh save ${boards[*]}" "${saved[@]}"
    { python3 "$top/scripts/mflib" summary-head \
        "U-Boot for QEMU's arm64 and arm boards, plain and with the plugin" \
        "make check-uboot; OUT=$OUT scripts/check-uboot.sh save ${boards[*]}" "${saved[@]}"
      report "${boards[@]}"; } > "$top/doc/results/uboot.md"
    exit 0 ;;
esac

need_pkgs "${boards[@]}"
source_setup
echo "== U-Boot $UBOOT_VERSION in $src (SOURCE_DATE_EPOCH $SOURCE_DATE_EPOCH)"
status=0
for board in "${boards[@]}"; do
  case " $MODES " in *" plugin "*)
    plugin_setup "$(board_cc "$board")"
    echo "== $board: plugin $PLUGIN_SO (commit $PLUGIN_COMMIT)" ;;
  esac
  for cfg in $CONFIGS; do for mode in $MODES; do
    if build "$board" "$cfg" "$mode"; then boot "$board" "$cfg" "$mode"; else status=1; fi
  done; done
done
report "${boards[@]}" | tee "$OUT/summary.md"
exit $status
