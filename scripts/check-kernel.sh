#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# make check-kernel: build Debian's linux-source (6.1 on Debian 12) without
# and with the plugin, boot each kernel in qemu-system-x86_64 with a busybox
# initramfs that runs a self-check, and compare (doc/kernel.md).
#
#   scripts/check-kernel.sh [CONFIG...]        (default: tiny)
#   scripts/check-kernel.sh kunit              KUnit, plain and plugin
#   scripts/check-kernel.sh report             only print the comparison
#   scripts/check-kernel.sh save               the reports into doc/results/kernel-*.md and a
#                                              line into kernel.jsonl; per-build files into
#                                              build/results/kernel/
#
# CONFIG is
#   tiny      tinyconfig + serial console, printk, initramfs, ELF, ORC
#             (objtool checks every object), DEBUG_ENTRY (so that
#             NOINSTR_VALIDATION runs objtool --noinstr on vmlinux.o:
#             .noinstr.text may call only .noinstr.text), devtmpfs,
#             proc, sysfs
#   defconfig x86_64_defconfig + modules, ftrace (function tracer:
#             -pg/__fentry__, notrace), UBSAN, the same boot pieces;
#             long: about 12 times the tiny build on 2 cores
#   arm64-tiny  tinyconfig for ARCH=arm64 (cross compiler ARM64_CC) +
#             PL011 serial console, printk, initramfs, ELF, devtmpfs,
#             proc, sysfs; arch/arm64/boot/Image booted in
#             qemu-system-aarch64 -M virt -cpu cortex-a57 with a static
#             arm64 busybox (Debian's busybox-static:arm64, unpacked into
#             OUT/busybox-arm64/).  No objtool on arm64 (6.1); modpost
#             checks vmlinux.o's section mismatches as on x86-64.  PLUGIN
#             must be built for ARM64_CC (GCC=aarch64-linux-gnu-gcc-12
#             scripts/snapshot-plugin.sh); arm64 and x86-64 configs take
#             separate runs when MODES has plugin.
# Each CONFIG is built at OPTS (CONFIG_CC_OPTIMIZE_FOR_PERFORMANCE, -O2,
# and CONFIG_CC_OPTIMIZE_FOR_SIZE, -Os; parameterised merging is on by
# default at -Os) and in MODES (plain, plugin).  objtool and modpost stay
# on (they are part of every x86-64 vmlinux build with ORC).
#
# Resumable: a build whose bzImage and stamp exist is skipped, and so is a
# boot whose log exists; a build that was interrupted (its `started' file
# names the same plugin) goes on where it stopped, and its CPU time is the
# sum of its attempts (an attempt killed before its end is not counted);
# remove build/kernel/<config>-<opt>-<mode>/ to redo.
#
# Environment:
#   PLUGIN    the plugin for the plugin builds (default: a snapshot of
#             HEAD, scripts/snapshot-plugin.sh); it is copied into
#             build/kernel/plugin-<commit>/ and its commit recorded
#             (PLUGIN.commit, else PLUGIN_COMMIT, else "unknown")
#   PLUGIN_ARGS  extra plugin arguments, without -fplugin-arg-mergefn-
#   OPTS      default "O2 Os";  MODES  default "plain plugin"
#   JOBS      make -j (default 2)
#   ARM64_CC  the arm64 compiler (default aarch64-linux-gnu-gcc-12;
#             binutils from CROSS_COMPILE=aarch64-linux-gnu-)
#   OUT       default build/kernel
#   KUNIT_CONFIG  kunitconfig for `kunit` (default: kunit.py's own
#             default, tools/testing/kunit/configs/default.config:
#             KUNIT_ALL_TESTS on top of olddefconfig)
# Everything runs under nice.  Results: OUT/summary.md (and the per-build
# warnings, boot logs, reports next to it); doc/results/kernel.md holds the runs.
set -euo pipefail
# (CHECK_KERNEL_TOP: the tree, when this script runs from a copy, so that
# editing the script cannot change a run that is going on)
top=${CHECK_KERNEL_TOP:-$(cd "$(dirname "$0")/.." && pwd)}
OUT=${OUT:-$top/build/kernel}
OPTS=${OPTS:-O2 Os}
MODES=${MODES:-plain plugin}
JOBS=${JOBS:-2}
ARM64_CC=${ARM64_CC:-aarch64-linux-gnu-gcc-12}
ARM64_CROSS=aarch64-linux-gnu-
ver=6.1
tarball=/usr/src/linux-source-$ver.tar.xz
src=$OUT/src/linux-source-$ver
mkdir -p "$OUT"
. "$top/scripts/mflib/build-compare.sh"

need_pkgs() {
  local missing=
  [ -f "$tarball" ] || missing="$missing linux-source-$ver"
  command -v busybox >/dev/null && busybox --help 2>&1 | grep -q static || \
    [ -x /bin/busybox ] || missing="$missing busybox-static"
  command -v qemu-system-x86_64 >/dev/null || missing="$missing qemu-system-x86"
  command -v cpio >/dev/null || missing="$missing cpio"
  command -v flex >/dev/null || missing="$missing flex"
  command -v bison >/dev/null || missing="$missing bison"
  command -v bc >/dev/null || missing="$missing bc"
  [ -f /usr/include/libelf.h ] || missing="$missing libelf-dev"
  [ -f /usr/include/openssl/ssl.h ] || missing="$missing libssl-dev"
  [ -x /usr/bin/time ] || missing="$missing time"
  if [ -n "$missing" ]; then
    echo "check-kernel: installing$missing" >&2
    apt-get install -y -o Acquire::Check-Valid-Until=false $missing >&2
  fi
  # busybox-static replaces the dynamic busybox: check it is static
  file -L "$(command -v busybox)" | grep -q 'statically linked' || {
    echo "check-kernel: busybox is not static; apt-get install busybox-static" >&2
    exit 1; }
}

# What arm64 configs need beyond need_pkgs: the cross compiler and
# binutils, qemu-system-aarch64, and a static arm64 busybox for the
# initramfs, taken from Debian's busybox-static:arm64 (downloaded, not
# installed: the host keeps its own busybox).
need_pkgs_arm64() {
  local missing=
  command -v "$ARM64_CC" >/dev/null || missing="$missing gcc-12-aarch64-linux-gnu"
  command -v ${ARM64_CROSS}ld >/dev/null || missing="$missing binutils-aarch64-linux-gnu"
  command -v qemu-system-aarch64 >/dev/null || missing="$missing qemu-system-arm"
  if [ -n "$missing" ]; then
    echo "check-kernel: installing$missing" >&2
    apt-get install -y -o Acquire::Check-Valid-Until=false $missing >&2
  fi
  local bb=$OUT/busybox-arm64
  [ -x "$bb/bin/busybox" ] && return
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    echo "check-kernel: dpkg --add-architecture arm64 (for busybox-static:arm64)" >&2
    dpkg --add-architecture arm64
    apt-get update -o Acquire::Check-Valid-Until=false >&2
  fi
  rm -rf "$bb"; mkdir -p "$bb/deb"
  (cd "$bb/deb" && apt-get download -o Acquire::Check-Valid-Until=false busybox-static:arm64) >&2
  dpkg-deb -x "$bb"/deb/busybox-static_*_arm64.deb "$bb"
  file -L "$bb/bin/busybox" | grep -q 'ARM aarch64.*statically linked' || {
    echo "check-kernel: $bb/bin/busybox is not a static arm64 program" >&2; exit 1; }
}

unpack() {
  [ -f "$OUT/src.stamp" ] && return
  rm -rf "$OUT/src"; mkdir -p "$OUT/src"
  nice tar -xf "$tarball" -C "$OUT/src"
  touch "$OUT/src.stamp"
}

# The plugin, copied so that a rebuild cannot change it under a run.
plugin_setup() {
  local p=${PLUGIN:-}
  if [ -z "$p" ]; then p=$("$top/scripts/snapshot-plugin.sh" HEAD); fi
  local commit=${PLUGIN_COMMIT:-}
  [ -z "$commit" ] && [ -f "$p.commit" ] && commit=$(cat "$p.commit")
  commit=${commit:-unknown}
  mf_plugin_copy "$p" "$commit" "$OUT/plugin-$(echo "$commit" | cut -c1-12)"
}

# The plugin for ARM64_CC: its own copy (an x86-64 plugin of the same
# commit has the same name), and a check that ARM64_CC loads it.
plugin_setup_arm64() {
  local p=${PLUGIN:-}
  if [ -z "$p" ]; then p=$(GCC=$ARM64_CC "$top/scripts/snapshot-plugin.sh" HEAD); fi
  local commit=${PLUGIN_COMMIT:-}
  [ -z "$commit" ] && [ -f "$p.commit" ] && commit=$(cat "$p.commit")
  commit=${commit:-unknown}
  mf_plugin_copy "$p" "$commit" "$OUT/plugin-$(echo "$commit" | cut -c1-12)-$(basename "$ARM64_CC")"
  echo 'int f (void) { return 0; }' | "$ARM64_CC" -fplugin="$PLUGIN_SO" -x c -c -o /dev/null - || {
    echo "check-kernel: $ARM64_CC cannot load $p (build it with GCC=$ARM64_CC scripts/snapshot-plugin.sh)" >&2
    exit 1; }
}

# The architecture of CONFIG ($1), and make's arguments for it.
karch() { case $1 in arm64-*) echo arm64 ;; *) echo x86_64 ;; esac; }
kmake_args() {
  case $(karch "$1") in
    arm64) echo "ARCH=arm64 CROSS_COMPILE=$ARM64_CROSS CC=$ARM64_CC" ;;
    *) echo "ARCH=x86_64" ;;
  esac
}
# The kernel image make builds for CONFIG, in its obj/.
kimage() { case $(karch "$1") in arm64) echo arch/arm64/boot/Image ;; *) echo arch/x86/boot/bzImage ;; esac; }


# The optimization level OPT ($2: O2 or Os) in DIR's ($1) .config.
set_opt() {
  local sc=$src/scripts/config
  case $2 in
    O2) "$sc" --file "$1/.config" -e CC_OPTIMIZE_FOR_PERFORMANCE -d CC_OPTIMIZE_FOR_SIZE ;;
    Os) "$sc" --file "$1/.config" -d CC_OPTIMIZE_FOR_PERFORMANCE -e CC_OPTIMIZE_FOR_SIZE ;;
  esac
}

# Stop unless DIR's ($1) final .config has OPT ($2) and every CONFIG_X=y
# that follows (olddefconfig drops what a dependency lacks).
require_config() {
  local dir=$1 opt=$2 want; shift 2
  for want in "$@"; do
    grep -qx "$want" "$dir/.config" || { echo "$dir/.config lacks $want" >&2; exit 1; }
  done
  case $opt in
    O2) grep -qx CONFIG_CC_OPTIMIZE_FOR_PERFORMANCE=y "$dir/.config" ;;
    Os) grep -qx CONFIG_CC_OPTIMIZE_FOR_SIZE=y "$dir/.config" ;;
  esac
}

# Kconfig for CONFIG ($1) at OPT ($2) in build directory $3.
configure() {
  local cfg=$1 opt=$2 dir=$3 sc=$src/scripts/config
  case $cfg in
    tiny) nice make -s -C "$src" O="$dir" ARCH=x86_64 tinyconfig ;;
    defconfig|kunit-def) nice make -s -C "$src" O="$dir" ARCH=x86_64 x86_64_defconfig ;;
    arm64-tiny) configure_arm64 "$cfg" "$opt" "$dir"; return ;;
    *) echo "unknown config $cfg" >&2; exit 2 ;;
  esac
  # What the boot and the self-check need, and ORC (objtool on every object).
  "$sc" --file "$dir/.config" \
    -e 64BIT -e PRINTK -e TTY -e SERIAL_8250 -e SERIAL_8250_CONSOLE \
    -e BLK_DEV_INITRD -e BINFMT_ELF -e BINFMT_SCRIPT \
    -e UNWINDER_ORC -d UNWINDER_FRAME_POINTER -d UNWINDER_GUESS \
    -e DEVTMPFS -e DEVTMPFS_MOUNT -e PROC_FS -e SYSFS -e MULTIUSER \
    -e FUTEX -e POSIX_TIMERS -e PRINTK_TIME \
    -e DEBUG_KERNEL -e DEBUG_ENTRY -e NOINSTR_VALIDATION
  set_opt "$dir" "$opt"
  if [ "$cfg" = defconfig ]; then
    # modules (a module's init code is freed too), ftrace, a sanitizer
    "$sc" --file "$dir/.config" -e MODULES -e MODULE_UNLOAD \
      -e FTRACE -e FUNCTION_TRACER -e DYNAMIC_FTRACE -e FTRACE_MCOUNT_RECORD \
      -e UBSAN -e UBSAN_BOUNDS -e UBSAN_SHIFT -d UBSAN_TRAP \
      -m TEST_BITMAP -m TEST_STRING_HELPERS
  fi
  nice make -s -C "$src" O="$dir" ARCH=x86_64 olddefconfig
  require_config "$dir" "$opt" CONFIG_UNWINDER_ORC=y CONFIG_OBJTOOL=y \
    CONFIG_NOINSTR_VALIDATION=y CONFIG_BLK_DEV_INITRD=y CONFIG_PROC_FS=y \
    CONFIG_SYSFS=y CONFIG_SERIAL_8250_CONSOLE=y CONFIG_DEVTMPFS=y
}

# arm64-tiny: what the boot on qemu's virt machine and the self-check
# need (the PL011 UART is ttyAMA0; GIC, arch timer, PSCI for reboot, OF
# and the common clock framework are selected by arm64 itself).
configure_arm64() {
  local cfg=$1 opt=$2 dir=$3 sc=$src/scripts/config ka
  ka=$(kmake_args "$cfg")
  nice make -s -C "$src" O="$dir" $ka tinyconfig
  "$sc" --file "$dir/.config" \
    -e PRINTK -e TTY -e SERIAL_AMBA_PL011 -e SERIAL_AMBA_PL011_CONSOLE \
    -e BLK_DEV_INITRD -e BINFMT_ELF -e BINFMT_SCRIPT \
    -e DEVTMPFS -e DEVTMPFS_MOUNT -e PROC_FS -e SYSFS -e MULTIUSER \
    -e FUTEX -e POSIX_TIMERS -e PRINTK_TIME -e DEBUG_KERNEL
  set_opt "$dir" "$opt"
  nice make -s -C "$src" O="$dir" $ka olddefconfig
  require_config "$dir" "$opt" CONFIG_ARM64=y CONFIG_PRINTK=y \
    CONFIG_BLK_DEV_INITRD=y CONFIG_BINFMT_ELF=y CONFIG_PROC_FS=y CONFIG_SYSFS=y \
    CONFIG_SERIAL_AMBA_PL011_CONSOLE=y CONFIG_DEVTMPFS=y CONFIG_ARM_PSCI_FW=y
}

# Build CONFIG OPT MODE into OUT/<config>-<opt>-<mode>/.
build() {
  local cfg=$1 opt=$2 mode=$3
  local name=$cfg-$opt-$mode dir=$OUT/$cfg-$opt-$mode
  local stamp=$dir/stamp want
  want=$(mf_stamp_for "$mode")
  mf_built_p "$name" "$stamp" "$dir/obj/$(kimage "$cfg")" "$want" && return
  local kcflags=
  # A build that a stopped session interrupted goes on where it stopped
  # (kbuild remakes an object whose .cmd file is missing); its CPU time
  # is the sum of its attempts (time.N).
  if [ -f "$dir/started" ] && [ "$(cat "$dir/started")" = "$want" ] \
     && [ -f "$dir/obj/.config" ] && [ -f "$dir/kcflags" ]; then
    echo "== $name: resuming the interrupted build"
    kcflags=$(cat "$dir/kcflags")
  else
    rm -rf "$dir"; mkdir -p "$dir/obj"
    echo "== $name: configure"
    configure "$cfg" "$opt" "$dir/obj"
    [ "$mode" = plugin ] && kcflags=$(mf_plugin_kcflags "$dir/report.jsonl")
    echo "$kcflags" > "$dir/kcflags"
    echo "$want" > "$dir/started"
  fi
  local attempt=1
  while [ -f "$dir/time.$attempt" ]; do attempt=$((attempt + 1)); done
  local targets="bzImage"
  [ "$cfg" = defconfig ] && targets="bzImage modules"
  [ "$(karch "$cfg")" = arm64 ] && targets="Image"
  echo "== $name: make -j$JOBS $targets (log $dir/build.log)"
  local start=$(date +%s) rc=0
  # /usr/bin/time: user and system CPU seconds of make and all its children
  /usr/bin/time -f '%U %S %e' -o "$dir/time.$attempt" \
    nice make -C "$src" O="$dir/obj" $(kmake_args "$cfg") -j"$JOBS" \
      KCFLAGS="$kcflags" $targets >> "$dir/build.log" 2>&1 || rc=$?
  if [ $rc != 0 ]; then
    echo "== $name: BUILD FAILED ($rc), see $dir/build.log"; tail -20 "$dir/build.log"
    return 1
  fi
  cat "$dir"/time.* | awk '{ u += $1; s += $2; e += $3 } END { printf "%.2f %.2f %.2f\n", u, s, e }' \
    > "$dir/time"
  echo "== $name: built in $(( $(date +%s) - start )) s (user sys wall: $(cat "$dir/time"))"
  echo "$want" > "$stamp"
}

# The initramfs of ARCH $1 (default x86_64: OUT/initramfs.cpio; arm64:
# OUT/initramfs-arm64.cpio, with the arm64 busybox).
initramfs() {
  local arch=${1:-x86_64}
  local out=$OUT/initramfs.cpio d=$OUT/initramfs bb
  bb=$(command -v busybox)
  if [ "$arch" = arm64 ]; then
    out=$OUT/initramfs-arm64.cpio d=$OUT/initramfs-arm64 bb=$OUT/busybox-arm64/bin/busybox
  fi
  write_init "$arch" > "$OUT/init.new"
  if [ -f "$out" ] && cmp -s "$OUT/init.new" "$d/init"; then return; fi
  rm -rf "$d"; mkdir -p "$d"/{bin,dev,proc,sys,tmp}
  cp "$bb" "$d/bin/busybox"
  mv "$OUT/init.new" "$d/init"
  chmod +x "$d/init"
  (cd "$d" && find . | sort | cpio -o -H newc --quiet -R 0:0) > "$out.tmp"
  mv "$out.tmp" "$out"
}

# The /init of ARCH $1; arm64's /proc/cpuinfo names its CPU with other
# fields than x86's.
write_init() {
  if [ "${1:-x86_64}" = arm64 ]; then
    write_init x86_64 | sed "s/^echo \"--- cpuinfo\".*/echo \"--- cpuinfo\"; grep -E '^(processor|BogoMIPS|Features|CPU implementer|CPU architecture|CPU variant|CPU part|CPU revision)' \/proc\/cpuinfo | sort -u/"
    return
  fi
  cat <<'EOF'
#!/bin/busybox sh
# check-kernel's self-check: facts that must not depend on how the kernel
# was compiled; the output between the markers is compared.
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mountpoint -q /dev || mount -t devtmpfs devtmpfs /dev
# keep the kernel's late messages (a mouse found ...) off the console
# while the check prints; they are in dmesg below
dmesg -n 1
echo "=== selfcheck begin"
echo "--- mounts"; cut -d' ' -f1-3 /proc/mounts
echo "--- arithmetic $((6*7)) $(( (123456789*987) % 1000003 )) $((1<<40)) $(( -17 / 5 )) $(( -17 % 5 ))"
i=0; s=0; while [ $i -lt 2000 ]; do s=$(( (s*31 + i) % 65521 )); i=$((i+1)); done
echo "--- loop $s"
echo "--- sort"; printf '%s\n' pear apple fig kiwi banana | sort | tr '\n' ' '; echo
echo "--- sha1 $(printf 'mergefn kernel self-check' | sha1sum | cut -d' ' -f1)"
echo "--- cmdline"; cat /proc/cmdline
# (not Tgid: kernel threads started as the timing goes take pids too)
echo "--- self"; grep -E '^(Name|State|PPid|Uid|Gid|Threads|Cpus_allowed_list):' /proc/self/status
echo "--- self maps count $(wc -l < /proc/self/maps)"
echo "--- filesystems"; cat /proc/filesystems | tr '\t' ' '
echo "--- cpuinfo"; grep -E '^(processor|vendor_id|cpu family|model|model name|flags)' /proc/cpuinfo | sort -u
echo "--- sys"; ls /sys; ls /sys/class; ls /sys/bus; ls /sys/devices/system/cpu | grep -v uevent
echo "--- kernel"; for f in ostype osrelease pid_max threads-max; do
  [ -r /proc/sys/kernel/$f ] && echo "$f $(cat /proc/sys/kernel/$f | tr '\t' ' ')"; done
echo "--- dev $(ls /dev | wc -l) entries"; ls /dev | grep -vE '^(pty|tty)[a-z][0-9a-f]$' | tr '\n' ' '; echo
echo "--- tmp file"; echo hello > /tmp/x; cat /tmp/x; rm /tmp/x; ls /tmp
echo "--- fork"; ( exit 3 ); echo "subshell status $?"; sh -c 'kill -TERM $$'; echo "signal status $?"
# modules (the defconfig build puts its test modules here): load, then
# unload, so that both their __init and __exit code run
for m in /lib/modules/*.ko; do
  [ -e "$m" ] || continue
  n=$(basename "$m" .ko)
  insmod "$m"; echo "--- insmod $n: $?"
  rmmod "$n"; echo "--- rmmod $n: $?"
done
echo "--- dmesg"; dmesg | sed 's/^\[[ 0-9.]*\] //'
echo "=== selfcheck end"
reboot -f
EOF
}

# boot NAME [DEST]: DEST (default: NAME's directory) receives boot.raw,
# boot.log and selfcheck.log; `check-kernel.sh again NAME` boots a built
# kernel a second time into NAME/again, to see which lines differ between
# two boots of one kernel.
boot() {
  local name=$1 dir=$OUT/$1 dest=${2:-$OUT/$1}
  case $name in arm64-*) boot_arm64 "$name" "$dest"; return ;; esac
  # (booted again when the initramfs changed since)
  local append="console=ttyS0 panic=-1 no_timer_check"
  [ -z "${2:-}" ] && [ "$dir/boot.log" -nt "$OUT/initramfs.cpio" ] && \
    [ "$(cat "$dir/boot.append" 2>/dev/null)" = "$append" ] && { echo "== $name: booted, skipped"; return; }
  echo "== $name: boot${2:+ into $dest}"
  mkdir -p "$dest"
  # A build with modules boots with them appended as a second cpio
  # archive (the kernel unpacks concatenated archives in turn).
  local initrd=$OUT/initramfs.cpio
  local kos=$(cd "$dir/obj" && find . \( -name 'test_*.ko' -o -name 'test-*.ko' \) | sort)
  if [ -n "$kos" ]; then
    rm -rf "$dir/modules"; mkdir -p "$dir/modules/lib/modules"
    (cd "$dir/obj" && cp $kos "$dir/modules/lib/modules/")
    (cd "$dir/modules" && find . | sort | cpio -o -H newc --quiet -R 0:0) > "$dir/modules.cpio"
    cat "$OUT/initramfs.cpio" "$dir/modules.cpio" > "$dir/initramfs.cpio"
    initrd=$dir/initramfs.cpio
  fi
  # TCG; -no-reboot turns reboot -f into qemu's exit; panic=-1 reboots
  # (so exits) at once on a panic.  no_timer_check: the IO-APIC timer
  # check counts ticks in a delay loop, which a loaded host starves under
  # TCG (a plain defconfig kernel panicked so, "IO-APIC + timer doesn't
  # work!", with the host's load at 5 on 2 cores); and QEMU runs at the
  # normal priority, above the niced builds, for the same reason.
  timeout 600 qemu-system-x86_64 -machine accel=tcg -m 256M -nographic -no-reboot \
    -kernel "$dir/obj/arch/x86/boot/bzImage" -initrd "$initrd" \
    -append "$append" < /dev/null > "$dest/boot.raw" 2>&1 || true
  echo "$append" > "$dest/boot.append"
  boot_logs "$name" "$dest"
}

# boot.log (timestamps removed) and selfcheck.log from DEST/boot.raw.
boot_logs() {
  local name=$1 dest=$2
  tr -d '\r' < "$dest/boot.raw" | sed 's/^\[[ 0-9.]*\] //' > "$dest/boot.log"
  sed -n '/^=== selfcheck begin/,/^=== selfcheck end/p' "$dest/boot.log" > "$dest/selfcheck.log"
  grep -q '^=== selfcheck end' "$dest/selfcheck.log" || echo "== $name: SELF-CHECK DID NOT FINISH"
}

# arm64: qemu's virt machine (TCG), a Cortex-A57, the PL011 console;
# reboot -f is a PSCI SYSTEM_RESET, which -no-reboot turns into an exit.
boot_arm64() {
  local name=$1 dir=$OUT/$1 dest=$2 initrd=$OUT/initramfs-arm64.cpio
  [ "$dest" = "$dir" ] && [ "$dir/boot.log" -nt "$initrd" ] && { echo "== $name: booted, skipped"; return; }
  echo "== $name: boot"
  mkdir -p "$dest"
  timeout 600 nice qemu-system-aarch64 -M virt -cpu cortex-a57 -m 256M -nographic -no-reboot \
    -kernel "$dir/obj/arch/arm64/boot/Image" -initrd "$initrd" \
    -append "console=ttyAMA0 panic=-1" < /dev/null > "$dest/boot.raw" 2>&1 || true
  boot_logs "$name" "$dest"
}

# Lines that differ from boot to boot of one kernel (build time and
# number, delay-loop calibration under TCG) or with the kernel's size
# (memory and freed-image figures): their numbers are masked before
# comparing.  Lines that come and go, or move, with the host's timing are
# dropped: the APIC timer check, the 8254 timer's fallback through the
# 8259A and TSC calibration under TCG, and
# "Unpacking initramfs..." (printed by an asynchronous task).  Every other
# line must be equal (doc/kernel.md).
mask() {
  sed -E -e '/^(APIC timer disabled due to verification failure|tsc: |Unpacking initramfs)/d' \
    -e '/^\.\.(MP-BIOS bug: 8254 timer|\.trying to set up timer|\.\.\. \(found apic|\.\.\.\.\. works)/d' \
    -e '/^(Linux version |Calibrating delay loop|Memory: |Freeing unused kernel image|Write protecting the kernel|tsc: |clocksource: tsc)/ s/[0-9]+(\.[0-9]+)?/N/g'
}

# The mask of CONFIG's architecture.
mask_for() {
  case $(karch "$1") in
    arm64) mask | mask_timing | mask_arm64 | sort_dmesg ;;
    *) mask | mask_timing | sort_dmesg ;;
  esac
}

# More lines of that kind, seen to differ between two boots of one kernel
# (`check-kernel.sh again`, doc/kernel.md): the TSC under TCG (whether
# the delay loop is calibrated or skipped, which clocksource wins and when,
# sched_clock's stability stamps), the PS/2 mouse found late or after
# dmesg was read (and input devices' numbers, given in probing order),
# the host starving the guest (lost RTC interrupts, a long clocksource
# readout, a PCI quirk's "took N usecs" printed only when slow),
# APIC against PM-Timer calibration, BogoMIPS,
# test_bitmap's times; the RTC's date and what is hashed from it (audit's
# first stamp, PM trace's magic number, and the device its hash matches,
# if one does).
# The build's date in `Linux version` (its numbers are masked above; a
# build after midnight has another weekday).  And figures that follow
# from the kernel's code: ftrace's count of
# traceable functions (a parameterised merge adds a shared body) and the
# "greatest stack depth" records, which also come and go with which task
# sets one first.
mask_timing() {
  sed -E -e '/^(APIC calibration not consistent with PM-Timer|APIC delta adjusted to PM-Timer)/d' \
    -e '/^(clocksource: Switched to clocksource|clocksource: tsc(-early)?: mask:|sched_clock: Marking stable|Calibrating delay loop)/d' \
    -e '/^input: ImExPS\/2 Generic Explorer Mouse/d' \
    -e '/^(hpet: Lost [0-9]+ RTC interrupts|clocksource: Long readout interval, skipping watchdog check)/d' \
    -e '/^pci [^ ]+: quirk_[a-z_0-9]+\+0x[0-9a-f]+\/0x[0-9a-f]+ took [0-9]+ usecs$/d' \
    -e 's/^(input: .* as \/devices\/.*\/input\/input)[0-9]+$/\1N/' \
    -e '/ used greatest stack depth: [0-9]+ bytes left$/d' \
    -e '/^[^ ]+ [^ ]+: hash matches$/d' \
    -e '/^(clocksource: |smpboot: Total of|PM: RTC time|audit: type=2000 audit|PM:   Magic number|ftrace: allocat)/ s/-?(0x[0-9a-f]+|[0-9]+(\.[0-9]+)?)/N/g' \
    -e 's/(, Time: )[0-9]+$/\1N/' \
    -e '/^Linux version / s/ (Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) / DAY MON /'
}

# Devices are probed asynchronously and clocksources switched from a
# work queue, so the order of dmesg's lines follows the host's timing
# (rtc_cmos, ALSA, the mouse, "Switched to clocksource tsc"): its lines
# are compared as a sorted list; everything the self-check prints before
# dmesg keeps its order.
sort_dmesg() {
  local all; all=$(cat)
  printf '%s\n' "$all" | sed '/^--- dmesg/q'
  printf '%s\n' "$all" | sed '1,/^--- dmesg/d' | grep -v '^=== selfcheck end' | LC_ALL=C sort
  printf '%s\n' "$all" | grep '^=== selfcheck end'
}

# arm64's own line of that kind: the freed init memory, x86's "Freeing
# unused kernel image" (doc/kernel.md, arm64-tiny).
mask_arm64() {
  sed -E -e '/^Freeing unused kernel memory/ s/[0-9]+(\.[0-9]+)?/N/g'
}

# Sizes come from vmlinux.o: vmlinux's .text is padded to 2 MiB
# boundaries (the entry text is aligned), so it moves in steps.
text_size() {  # .text of vmlinux.o, bytes (across units: one .text per COMDAT group)
  size -A "$1" | awk '$1 == ".text" { n += $2 } END { print n }'
}

code_size() {  # every code section of vmlinux.o (.text*, .init.text, .noinstr.text ...)
  size -A "$1" | awk '$1 ~ /^\.(text|init\.text|exit\.text|noinstr\.text|entry\.text|sched\.text|cpuidle\.text|ref\.text|head\.text|meminit\.text|spinlock\.text|kprobes\.text)/ { n += $2 } END { print n }'
}


report() {
  local cfg opt
  echo "| build | .text of vmlinux.o | all code of vmlinux.o | CPU user+sys s (wall) | warnings | merges (how; kind) | self-check |"
  echo "|---|---:|---:|---:|---:|---|---|"
  for cfg in "$@"; do for opt in $OPTS; do for mode in $MODES; do
    local dir=$OUT/$cfg-$opt-$mode
    [ -f "$dir/stamp" ] || continue
    mf_warnings "$dir/build.log" '[Ss]ection mismatch' > "$dir/warnings"
    local t=$(text_size "$dir/obj/vmlinux.o") c=$(code_size "$dir/obj/vmlinux.o")
    local tm=$(awk '{ printf "%.0f (%.0f)", $1 + $2, $3 }' "$dir/time")
    local m=-
    [ "$mode" = plugin ] && m=$(mf_merges_by_kind "$dir/report.jsonl")
    local sc=missing
    [ -f "$dir/selfcheck.log" ] && grep -q '^=== selfcheck end' "$dir/selfcheck.log" && \
      sc="finished, $(wc -l < "$dir/selfcheck.log") lines"
    echo "| $cfg-$opt-$mode | $t | $c | $tm | $(wc -l < "$dir/warnings") | $m | $sc |"
  done; done; done
  echo
  for cfg in "$@"; do for opt in $OPTS; do
    local a=$OUT/$cfg-$opt-plain b=$OUT/$cfg-$opt-plugin
    [ -f "$a/stamp" ] && [ -f "$b/stamp" ] || continue
    echo "### $cfg-$opt: plain vs plugin"
    echo
    local ta=$(text_size "$a/obj/vmlinux.o") tb=$(text_size "$b/obj/vmlinux.o")
    local ca=$(code_size "$a/obj/vmlinux.o") cb=$(code_size "$b/obj/vmlinux.o")
    echo "- .text of vmlinux.o: $ta -> $tb bytes ($(awk -v a="$ta" -v b="$tb" 'BEGIN { printf "%+.3f%%", (b - a) * 100 / a }'))"
    echo "- all code sections of vmlinux.o: $ca -> $cb bytes ($(awk -v a="$ca" -v b="$cb" 'BEGIN { printf "%+.3f%%", (b - a) * 100 / a }'))"
    local nw=$(comm -13 "$a/warnings" "$b/warnings" | wc -l)
    echo "- new warnings with the plugin: $nw"
    comm -13 "$a/warnings" "$b/warnings" | sed 's/^/    /'
    if [ -s "$b/report.jsonl" ]; then
      echo "- merges by section (\`scripts/kernel-merge-sections.py\`; \`?\`: no symbol left in the object, e.g. a body dropped after its callers were redirected):"
      echo
      python3 "$top/scripts/kernel-merge-sections.py" "$b/report.jsonl" "$b/obj" "$src" | sed 's/^    /    /'
      echo
    fi
    if [ -f "$a/selfcheck.log" ] && [ -f "$b/selfcheck.log" ]; then
      local raw=$(diff "$a/selfcheck.log" "$b/selfcheck.log" | grep -c '^[<>]' || true)
      mask_for "$cfg" < "$a/selfcheck.log" > "$a/selfcheck.masked"
      mask_for "$cfg" < "$b/selfcheck.log" > "$b/selfcheck.masked"
      local md=$(diff "$a/selfcheck.masked" "$b/selfcheck.masked" | grep -c '^[<>]' || true)
      echo "- self-check output: $raw differing lines raw, $md after masking numbers of size- and timing-dependent lines"
      diff "$a/selfcheck.masked" "$b/selfcheck.masked" | sed 's/^/    /' || true
      local d
      for d in "$a" "$b"; do
        [ -f "$d/again/selfcheck.log" ] || continue
        local r2=$(diff "$d/selfcheck.log" "$d/again/selfcheck.log" | grep -c '^[<>]' || true)
        mask_for "$cfg" < "$d/again/selfcheck.log" > "$d/again/selfcheck.masked"
        local m2=$(diff "$d/selfcheck.masked" "$d/again/selfcheck.masked" | grep -c '^[<>]' || true)
        echo "- two boots of $(basename "$d"): $r2 differing lines raw, $m2 after masking"
        diff "$d/selfcheck.masked" "$d/again/selfcheck.masked" | sed 's/^/    /' || true
      done
    fi
    echo
  done; done
}

# KUnit: kunit.py builds its own kernel (olddefconfig + the kunitconfig +
# qemu_configs/x86_64.py's serial console) and runs the tests in QEMU.
kunit() {
  local mode kc=${KUNIT_CONFIG:-}
  for mode in $MODES; do
    local dir=$OUT/kunit-$mode want
    want=$(mf_stamp_for "$mode")
    if [ -f "$dir/stamp" ] && [ "$(cat "$dir/stamp")" = "$want" ]; then
      echo "== kunit-$mode: done, skipped"; continue; fi
    rm -rf "$dir"; mkdir -p "$dir/obj"
    local kcflags=
    [ "$mode" = plugin ] && kcflags=$(mf_plugin_kcflags "$dir/report.jsonl")
    echo "$kcflags" > "$dir/kcflags"
    local args=(run --arch=x86_64 --build_dir="$dir/obj" --jobs "$JOBS" --timeout 1800
                --json="$dir/results.json")
    [ -n "$kc" ] && args+=(--kunitconfig "$kc")
    [ -n "$kcflags" ] && args+=(--make_options "KCFLAGS=$kcflags")
    echo "== kunit-$mode: kunit.py ${args[*]}"
    local rc=0
    (cd "$src" && /usr/bin/time -f '%U %S %e' -o "$dir/time" \
      nice python3 tools/testing/kunit/kunit.py "${args[@]}") > "$dir/kunit.out" 2>&1 || rc=$?
    echo "== kunit-$mode: kunit.py exit $rc, $(cat "$dir/time")"
    # the kernel's whole output (TAP included) is in obj/test.log
    [ -f "$dir/results.json" ] || { echo "== kunit-$mode: no results"; tail -20 "$dir/kunit.out"; continue; }
    mf_warnings "$dir/kunit.out" '[Ss]ection mismatch' > "$dir/warnings"
    echo "$want" > "$dir/stamp"
  done
}

kunit_report() {
  local a=$OUT/kunit-plain b=$OUT/kunit-plugin
  for d in "$a" "$b"; do
    [ -f "$d/stamp" ] || continue
    local n=$(python3 "$top/scripts/kunit-summary.py" "$d/results.json" | tail -1)
    echo "- $(basename "$d"): $n; CPU $(awk '{ printf "%.0f s (wall %.0f s)", $1 + $2, $3 }' "$d/time")"
  done
  if [ -f "$a/stamp" ] && [ -f "$b/stamp" ]; then
    python3 "$top/scripts/kunit-summary.py" "$a/results.json" > "$a/cases"
    python3 "$top/scripts/kunit-summary.py" "$b/results.json" > "$b/cases"
    echo "- new warnings with the plugin: $(comm -13 "$a/warnings" "$b/warnings" | wc -l)"
    comm -13 "$a/warnings" "$b/warnings" | sed 's/^/    /'
    [ -s "$b/report.jsonl" ] && echo "- merges with the plugin: $(mf_merges_by_kind "$b/report.jsonl")"
    echo "- cases whose result differs: $(diff "$a/cases" "$b/cases" | grep -c '^[<>]' || true)"
    diff "$a/cases" "$b/cases" | sed 's/^/    /' || true
  fi
}

cmd_configs=()
for a in "${@:-tiny}"; do cmd_configs+=("$a"); done

case "${cmd_configs[0]}" in
  report)
    report tiny defconfig arm64-tiny; exit 0 ;;
  kunit-report)
    kunit_report; exit 0 ;;
  again)
    # boot built kernels a second time (NAME: e.g. defconfig-Os-plain)
    for n in "${cmd_configs[@]:1}"; do
      [ -f "$OUT/$n/stamp" ] || { echo "check-kernel: $n is not built" >&2; exit 2; }
      boot "$n" "$OUT/$n/again"
    done
    exit 0 ;;
  save)
    # A run's small files (logs and configs gzipped) into build/results/kernel/
    # (run output, not kept in the tree); the reports into
    # doc/results/kernel-x86.md, kernel-arm64.md, kernel-kunit.md and one
    # line for the run into doc/results/kernel.jsonl (doc/results/README.md).
    R=$top/build/results/kernel; mkdir -p "$R"
    D=$top/doc/results
    saved=()
    for d in "$OUT"/tiny-*-* "$OUT"/defconfig-*-* "$OUT"/kunit-*  "$OUT"/arm64-tiny-*-*; do
      [ -f "$d/stamp" ] || continue
      saved+=("$d")
      b=$(basename "$d"); mkdir -p "$R/$b"
      for f in stamp time kcflags warnings selfcheck.log selfcheck.first.log selfcheck.second.log boot.log report.jsonl cases kunit.out; do
        if [ -f "$d/$f" ]; then cp "$d/$f" "$R/$b/"; fi
      done
      if [ -f "$d/again/selfcheck.log" ]; then cp "$d/again/selfcheck.log" "$R/$b/selfcheck.again.log"; fi
      if [ -f "$d/obj/.config" ]; then gzip -9cn "$d/obj/.config" > "$R/$b/config.gz"; fi
      if [ -f "$d/build.log" ]; then gzip -9cn "$d/build.log" > "$R/$b/build.log.gz"; fi
      if [ -f "$d/obj/test.log" ]; then gzip -9cn "$d/obj/test.log" > "$R/$b/test.log.gz"; fi
    done
    if [ ${#saved[@]} -gt 0 ]; then
      python3 "$top/scripts/mflib" record-builds kernel \
        "make check-kernel; OUT=$OUT scripts/check-kernel.sh save" "${saved[@]}"
    fi
    sum_head () { python3 "$top/scripts/mflib" summary-head "$1" \
      "make check-kernel; OUT=$OUT scripts/check-kernel.sh save" "${@:2}"; }
    # (each summary only from a run that has its builds: x86-64 and
    # arm64 usually come from different OUTs)
    if ls "$OUT"/tiny-*-*/stamp "$OUT"/defconfig-*-*/stamp >/dev/null 2>&1; then
      { sum_head "The kernel, x86-64: tiny and defconfig, plain and with the plugin" \
          "$OUT"/tiny-*-* "$OUT"/defconfig-*-*; report tiny defconfig; } > "$D/kernel-x86.md"; fi
    if ls "$OUT"/arm64-tiny-*-*/stamp >/dev/null 2>&1; then
      { sum_head "The kernel, arm64: arm64-tiny, plain and with the plugin" "$OUT"/arm64-tiny-*-*
        report arm64-tiny; } > "$D/kernel-arm64.md"; fi
    if [ -f "$OUT/kunit-plain/stamp" ]; then
      { sum_head "The kernel: KUnit, plain and with the plugin" "$OUT"/kunit-*; kunit_report; } \
        > "$D/kernel-kunit.md"; fi
    exit 0 ;;
esac

arm=0 x86=0
for cfg in "${cmd_configs[@]}"; do
  if [ "$(karch "$cfg")" = arm64 ]; then arm=1; else x86=1; fi
done
if [ $arm = 1 ] && [ $x86 = 1 ]; then
  case " $MODES " in *" plugin "*)
    echo "check-kernel: arm64 and x86-64 configs need different plugins (PLUGIN is for one compiler): run them separately" >&2
    exit 2 ;;
  esac
fi
need_pkgs
if [ $arm = 1 ]; then need_pkgs_arm64; fi
unpack
if [ $x86 = 1 ]; then initramfs; fi
if [ $arm = 1 ]; then initramfs arm64; fi
if [ $arm = 1 ]; then
  case " $MODES " in *" plugin "*) plugin_setup_arm64; echo "== plugin $PLUGIN_SO for $ARM64_CC (commit $PLUGIN_COMMIT)" ;; esac
else
  case " $MODES " in *" plugin "*) plugin_setup; echo "== plugin $PLUGIN_SO (commit $PLUGIN_COMMIT)" ;; esac
fi
status=0
for cfg in "${cmd_configs[@]}"; do
  if [ "$cfg" = kunit ]; then kunit; kunit_report | tee "$OUT/kunit-summary.md"; continue; fi
  for opt in $OPTS; do for mode in $MODES; do
    if build "$cfg" "$opt" "$mode"; then
      boot "$cfg-$opt-$mode"
      # a second boot, so that the report shows what differs between two
      # boots of one kernel under the same mask (a boot takes seconds)
      d=$OUT/$cfg-$opt-$mode
      [ "$d/again/boot.log" -nt "$d/boot.log" ] || boot "$cfg-$opt-$mode" "$d/again"
    else status=1; fi
  done; done
done
built=()
for cfg in "${cmd_configs[@]}"; do [ "$cfg" = kunit ] || built+=("$cfg"); done
if [ ${#built[@]} -gt 0 ]; then report "${built[@]}" | tee "$OUT/summary.md"; fi
exit $status
