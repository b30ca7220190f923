# SPDX-License-Identifier: GPL-3.0-or-later
# mergefn: a GCC plugin that merges functions with identical bodies.
# `make help` lists the targets, one line each: the "## <target>" lines
# above each rule (a .PHONY target without one makes `make help` fail).
# scripts/README.md maps each target to its scripts and its doc.
#   make check GCC=gcc-16   make check with another GCC (built in build/gcc-16/)
#   make check GCC=/usr/lib/gcc-snapshot/bin/gcc   one named by its path
#                   (built in build/path/usr/lib/gcc-snapshot/bin/gcc/)
#   make check-gcc SUITES="gcc.dg/ipa c-c++-common g++.dg ..."  GCC's other
#                   C and C++ suites the same way (scripts/check-gcc.sh)
# Missing build or test dependencies are installed (as root or with sudo),
# or the exact command to install them is printed.

GCC ?= gcc
# The C++ compiler of the same GCC (the plugin must be built by it): gcc ->
# g++, gcc-16 -> g++-16, /usr/bin/x86_64-linux-gnu-gcc-15 -> ...-g++-15.
# TARGET_CXX is the C++ compiler under test (the tests' .C files).
TARGET_CXX := $(if $(findstring /,$(GCC)),$(dir $(GCC)))$(subst gcc,g++,$(notdir $(GCC)))
ifeq ($(TARGET_CXX),$(GCC))
TARGET_CXX := g++
endif
# A cross compiler (aarch64-linux-gnu-gcc-12: it makes code for another
# machine than the one it runs on) still loads the plugin on this machine,
# so the plugin is built by this machine's g++ of the same major version
# (g++-12), never by the cross g++ (doc/architectures.md).
# When $(GCC) is not installed yet (scripts/ensure-deps.sh will), its name
# tells: <triplet>-gcc-<major>.
MF_NAME_TARGET := $(if $(findstring -gcc,$(notdir $(GCC))),$(firstword $(subst -gcc, ,$(notdir $(GCC)))))
MF_TARGET := $(or $(shell $(GCC) -dumpmachine 2>/dev/null),$(MF_NAME_TARGET))
MF_MAJOR := $(or $(shell $(GCC) -dumpversion 2>/dev/null | cut -d. -f1),$(lastword $(subst -, ,$(notdir $(GCC)))))
MF_HOST := $(shell { g++-$(MF_MAJOR) -dumpmachine || g++ -dumpmachine || gcc -dumpmachine || dpkg-architecture -qDEB_BUILD_GNU_TYPE; } 2>/dev/null | head -n 1)
MF_CROSS := $(if $(and $(MF_TARGET),$(MF_HOST)),$(filter-out $(MF_HOST),$(MF_TARGET)))
CXX := $(if $(MF_CROSS),g++-$(MF_MAJOR),$(TARGET_CXX))
export GCC CXX TARGET_CXX MF_CROSS

# Build directory: build/ for the default compiler, build/<name>/ for
# another one named by its command (make check GCC=gcc-16), and
# build/path/<its absolute path>/ for one named by a path (GCC=
# /usr/lib/gcc-snapshot/bin/gcc: build/path/usr/lib/gcc-snapshot/bin/gcc/),
# so builds for several compilers live side by side and two compilers
# with the same file name in different directories (every gcc-snapshot,
# a compiler built in a home directory) never share one.
# build/<dir>/compiler records which compiler built it: when that changes
# (a new gcc upload), everything is rebuilt.
B := $(if $(filter gcc,$(GCC)),build,$(if $(findstring /,$(GCC)),build/path$(abspath $(GCC)),build/$(GCC)))
export MERGEFN_BUILD := $(abspath $(B))

# Both read only when a recipe needs them, after the deps target has
# installed the compilers (make clean or make -n never calls apt-get).
PLUGIN_DIR = $(shell $(GCC) -print-file-name=plugin)
# GCC's plugin headers; elsewhere than PLUGIN_DIR only when debian/rules
# cross-builds the package (PLUGIN_DIR is then where the other
# architecture's gcc looks for plugins, doc/debian.md).
PLUGIN_INCLUDE = $(PLUGIN_DIR)/include
COMPILER_ID = $(shell $(GCC) --version | head -n 1) $(shell $(CXX) --version | head -n 1) $(PLUGIN_DIR)

CXXFLAGS ?= -O2 -g
PLUGIN_CXXFLAGS = -x c++ -std=gnu++17 -fPIC -fno-rtti -fno-exceptions \
	-Wall -Wextra -Wno-unused-parameter -Iinclude -idirafter include/missing \
	-I$(PLUGIN_INCLUDE)
SRCS := $(wildcard plugin/*.c)
OBJS := $(SRCS:plugin/%.c=$(B)/%.o)
HDRS := include/compat.h $(wildcard include/mergefn/*.h)

.PHONY: all check demo install uninstall clean
.PHONY: check-gcc check-determinism check-compilers FORCE
.PHONY: check-rebuild check-switches
## all                build build/mergefn.so (build/<gcc>/ for GCC=<gcc>; the default)
all: $(B)/mergefn.so

# What building needs (the compiler's plugin headers, g++ of its major):
# installed here, as a prerequisite of everything built, never at parse
# time (scripts/ensure-deps.sh).
.PHONY: deps
## deps               install what building needs (plugin headers, g++ of the same major)
deps:
	@GCC=$(GCC) CXX=$(CXX) MF_CROSS=$(MF_CROSS) scripts/ensure-deps.sh build

# Rewritten only when the compiler differs from the one that built $(B).
$(B)/compiler: FORCE deps | $(B)
	@echo '$(COMPILER_ID)' | cmp -s - $@ || echo '$(COMPILER_ID)' > $@

# Link to a temporary name and rename, so a compiler loading the plugin
# never sees a half-written file.
$(B)/mergefn.so: $(OBJS)
	$(CXX) $(LDFLAGS) -shared -o $@.tmp $(OBJS) && mv -f $@.tmp $@

# What the distribution switch loads (plugin/switch/entry.c): it loads
# mergefn.so beside its directory and never makes a compilation fail.  No
# GCC symbol is used, so it is linked on its own.
SWITCH_PLUGIN = $(B)/mergefn-switch/mergefn.so
$(SWITCH_PLUGIN): plugin/switch/entry.c $(B)/compiler
	@mkdir -p $(@D)
	$(CXX) $(PLUGIN_CXXFLAGS) $(CPPFLAGS) $(CXXFLAGS) $(LDFLAGS) -shared -o $@.tmp $< && mv -f $@.tmp $@

# Test plugins for the version check (make check, scripts/check-fallbacks.sh):
# the plugin's objects with version-check.c built otherwise, each as
# $(TP)/<variant>/mergefn.so so that -fplugin-arg-mergefn-* reach it.
#   pkgvariant  GCC's plugin headers with what a gcc upload changes: the
#               pkgversion (Debian revision), bug URL and date stamp
#   badversion  ... with another upstream version (11.9.0)
#   badtarget   ... with another --target
#   badlayout   as if GCC's global_options had grown since the build
#   unresolved  needs a symbol the compiler lacks (cannot even be loaded)
#   otherdate   another snapshot of the same development branch: another
#               date stamp wherever the headers hold it (a snapshot's
#               configure line can: gcc-snapshot's build directory) and
#               another revision
#   otherdatelayout  otherdate, and as if global_options had grown
TP := $(B)/test-plugins
TEST_VARIANTS = pkgvariant badversion badtarget badlayout unresolved \
	otherdate otherdatelayout
TEST_PLUGINS = $(TEST_VARIANTS:%=$(TP)/%/mergefn.so) $(SWITCH_PLUGIN)
sed_pkgvariant = -e "s/--with-pkgversion='\([^']*\)'/--with-pkgversion='\1+mergefn.test1'/" \
	-e 's|--with-bugurl=[^ "]*|--with-bugurl=https://bugs.example/mergefn-test|' \
	-e 's/datestamp\[\] = "[0-9]*"/datestamp[] = "20991231"/'
sed_badversion = -e 's/basever\[\] = "[^"]*"/basever[] = "11.9.0"/'
sed_badtarget = -e 's/--target=[^ "]*/--target=mergefn-test-linux-gnu/'
defs_badlayout = -DMF_TEST_LAYOUT_MISMATCH
# The compiler's date stamp (8 digits; a pattern that matches nothing if
# it has none).
DATESTAMP = $(or $(shell sed -n 's/.*datestamp\[\] = "\([0-9][0-9]*\)".*/\1/p' \
	$(PLUGIN_DIR)/include/plugin-version.h),no-date-stamp)
sed_otherdate = -e 's/$(DATESTAMP)/20991231/g' \
	-e 's/revision\[\] = "[^"]*"/revision[] = "[mergefn-test r0-1]"/'
sed_otherdatelayout = $(sed_otherdate)
defs_otherdatelayout = -DMF_TEST_LAYOUT_MISMATCH
defs_unresolved = -DMF_TEST_UNRESOLVED
$(TP)/%/include/plugin-version.h: $(B)/compiler
	@mkdir -p $(@D)
	sed -e '' $(sed_$*) $(PLUGIN_DIR)/include/plugin-version.h > $@
	sed -e '' $(sed_$*) $(PLUGIN_DIR)/include/configargs.h > $(@D)/configargs.h
$(TP)/%/version-check.o: plugin/version-check.c $(HDRS) $(TP)/%/include/plugin-version.h
	$(CXX) -I$(TP)/$*/include $(PLUGIN_CXXFLAGS) $(CXXFLAGS) $(defs_$*) -c -o $@ $<
$(TP)/%/mergefn.so: $(filter-out $(B)/version-check.o,$(OBJS)) $(TP)/%/version-check.o
	$(CXX) -shared -o $@.tmp $^ && mv -f $@.tmp $@
.PRECIOUS: $(TP)/%/version-check.o $(TP)/%/include/plugin-version.h

$(B)/%.o: plugin/%.c $(HDRS) $(B)/compiler | $(B)
	$(CXX) $(PLUGIN_CXXFLAGS) $(CPPFLAGS) $(CXXFLAGS) -c -o $@ $<

$(B):
	mkdir -p $(B)

## install            install the plugin and the switch into GCC's plugin directory
# Also the switch's entry and, for the switch's specs file
# (/usr/share/mergefn/mergefn.specs, mergefn(7)), the fragment that makes
# it load: found in this GCC's own plugin directory only, so another GCC
# reading that specs file finds none and compiles as without the plugin.
install: $(B)/mergefn.so $(SWITCH_PLUGIN)
	install -D -m 644 $(B)/mergefn.so $(DESTDIR)$(PLUGIN_DIR)/mergefn.so
	install -D -m 644 $(SWITCH_PLUGIN) $(DESTDIR)$(PLUGIN_DIR)/mergefn-switch/mergefn.so
	printf '%s\n' '# The mergefn switch for this GCC (mergefn(7)).' \
	  '*mergefn_cc1:' '-fplugin=$(PLUGIN_DIR)/mergefn-switch/mergefn.so' '' \
	  > $(DESTDIR)$(PLUGIN_DIR)/mergefn-switch.specs

## uninstall          remove them from there
uninstall:
	rm -f $(DESTDIR)$(PLUGIN_DIR)/mergefn.so $(DESTDIR)$(PLUGIN_DIR)/mergefn-switch.specs
	rm -rf $(DESTDIR)$(PLUGIN_DIR)/mergefn-switch

## check              the DejaGnu testsuite (GCC=gcc-16: with another GCC)
check: $(B)/mergefn.so $(TEST_PLUGINS)
	@GCC=$(GCC) CXX=$(CXX) TARGET_CXX=$(TARGET_CXX) MF_CROSS=$(MF_CROSS) scripts/ensure-deps.sh check
	@scripts/run-tests.sh

## check-compilers    make check on GCC 11 to 16 and the snapshot (13 to 16 and the snapshot in chroots); doc/results/compilers.md
# make check for GCC 11 and 12 (here), 13 to 16 and sid's gcc-snapshot (in
# Debian chroots, see scripts/chroot.sh); writes doc/results/compilers.md.
# Not part of make check.
check-compilers:
	@scripts/check-compilers.sh

## check-gcc          GCC's torture tests (SUITES=...: other suites) without and with the plugin (long)
# Long suites, not part of make check.  PLUGIN=/abs/mergefn.so tests another
# build instead of a fresh build/mergefn.so, e.g. one commit's:
#   make check-gcc PLUGIN=$(scripts/snapshot-plugin.sh HEAD)
#   make check-gcc PLUGIN_ARGS=params DOC=doc/results/check-gcc-params.md
#     (with parameterised merging at every level; scripts/check-gcc.sh)
# See doc/results/check-gcc.md and doc/results/determinism.md.
check-gcc: $(if $(PLUGIN),,$(B)/mergefn.so)
	@GCC=$(GCC) PLUGIN="$(PLUGIN)" SUITES="$(SUITES)" \
	  $(if $(filter command line,$(origin JOBS)),JOBS=$(JOBS)) scripts/check-gcc.sh

## check-determinism  byte-identical output checks (long)
check-determinism: $(if $(PLUGIN),,$(B)/mergefn.so)
	@GCC=$(GCC) PLUGIN="$(PLUGIN)" scripts/check-determinism.sh

# Not part of check: Debian's own packaging, tests on, several builds per
# package (doc/rebuild.md).  -fplugin=mergefn must load: install the
# package (debian/) or make install first.  REBUILD_SET is doc/rebuild.md's.
# C++ libraries with a symbols file: tinyxml2 pugixml double-conversion
# yaml-cpp re2 taglib uchardet exiv2 libde265 libmodplug.
# jq and libzstd were scripts/check-packages' (hand-written recipes,
# retired: a package's recipe is its own debian/rules).
REBUILD_SET = libyaml jansson json-c expat zlib libzip pcre2 libuv1 libzstd jq \
	tinyxml2 pugixml double-conversion uchardet yaml-cpp re2 taglib exiv2 \
	libde265 libmodplug snappy libjsoncpp fmtlib
PKGS ?= $(REBUILD_SET)
## check-rebuild      rebuild Debian packages plain and with the plugin, compare (PKGS=...; long)
check-rebuild:
	@scripts/check-rebuild.py $(PKGS)
	@scripts/rebuild-report.py build/rebuild/results.jsonl > build/rebuild/table.md
	@python3 scripts/mflib record-rebuild build/rebuild/results.jsonl
	@echo "table in build/rebuild/table.md (runs: doc/results/rebuild.md, records: doc/results/rebuild.jsonl)"

# make check-switches [SWITCH_PKG=lz4]: one package, lz4 unless given,
# after check-fallbacks.
SWITCH_PKG ?= lz4
## check-switches     the distribution switches on one real package (SWITCH_PKG=lz4)
check-switches: check-fallbacks
	@scripts/check-switches.sh $(SWITCH_PKG)

# The switch never makes a build fail: a plugin built for another GCC,
# none for this compiler, another major's only (scripts/check-fallbacks.sh;
# a few minutes, run by CI).
.PHONY: check-fallbacks
## check-fallbacks    the switch never makes a build fail
check-fallbacks: $(B)/mergefn.so $(TEST_PLUGINS)
	@scripts/check-fallbacks.sh

# Linux (Debian's linux-source-6.1) built plain and with the plugin at -O2
# and -Os, booted in qemu-system-x86_64 with a busybox self-check, and
# KUnit plain and with the plugin (doc/kernel.md; scripts/check-kernel.sh).
#   make check-kernel [KERNEL_CONFIGS="tiny kunit"] [PLUGIN=/abs/mergefn.so]
#   make check-kernel KERNEL_CONFIGS=defconfig     (modules, ftrace, UBSAN: long)
#   make check-kernel KERNEL_CONFIGS=arm64-tiny    (aarch64-linux-gnu-gcc-12,
#     qemu-system-aarch64; PLUGIN=$$(GCC=aarch64-linux-gnu-gcc-12 scripts/snapshot-plugin.sh))
# PLUGIN defaults to scripts/snapshot-plugin.sh HEAD (for arm64-tiny, the
# same for aarch64-linux-gnu-gcc-12).
KERNEL_CONFIGS ?= tiny kunit
.PHONY: check-kernel
## check-kernel       Linux built, booted and KUnit-tested without and with the plugin (long)
check-kernel:
	@PLUGIN="$(if $(PLUGIN),$(abspath $(PLUGIN)))" scripts/check-kernel.sh $(KERNEL_CONFIGS)

# A change that must not change behaviour (issue 24's redesign): the merges
# (report lines) and the objects of the corpora, with the plugin of BASE and
# of NEW (default HEAD; "worktree": build/mergefn.so), must be identical.
#   make check-same BASE=<rev> [NEW=<rev>|worktree] [SAME_CORPORA=testsuite,torture,zstd,fmt]
# Each side's results are kept in build/same/<commit>/ (scripts/check-same.py).
.PHONY: check-same
## check-same         merges and objects identical between BASE=<rev> and NEW (issue 24)
check-same:
	@test -n "$(BASE)" || { echo "make check-same needs BASE=<revision>" >&2; exit 2; }
	@GCC=$(GCC) JOBS=$(JOBS) python3 scripts/check-same.py --base '$(BASE)' \
	  --new '$(or $(NEW),HEAD)' $(if $(SAME_CORPORA),--corpora '$(SAME_CORPORA)')

# The plugin's files and which call which, failing on a cycle or on a
# header of ours that shadows one of GCC's (scripts/import-graph.py); and
# the house's rules grep and the objects prove: only compat.h tests GCC's
# version, only symtab-edit.c edits the symbol table, the comparator
# keeps no mutable global (scripts/check-house.py).  make check runs both
# (tests infra-imports.c, infra-house.c).
.PHONY: check-imports
## check-imports      the plugin's import graph (no cycle, no shadowed GCC header) and the house rules
check-imports: $(B)/mergefn.so
	@GCC=$(GCC) python3 scripts/import-graph.py --build $(B)
	@python3 scripts/check-house.py --build $(B)

# Across units (plugin/share.c, doc/across-units.md): no content name that
# two units gave to different code, among the objects, archives and
# programs of a link.
#   make check-names FILES="a.o b.o libx.a prog"
.PHONY: check-names
## check-names        no content name with two digests in FILES (objects, archives, programs): doc/across-units.md
check-names:
	@python3 scripts/check-names.py $(FILES)

# Across units on git, built per unit (scripts/check-across.sh): .text,
# compile CPU and check-names without the plugin, with per-unit merging and
# across units; TESTS=1 also runs git's test suite on the across build.
#   make check-across [OPTS="Os O2"] [PLUGIN=...] [TESTS=1]
.PHONY: check-across
## check-across       git built per unit: plain, per-unit, across units (.text, CPU, check-names; TESTS=1: git's tests)
check-across:
	@PLUGIN="$(if $(PLUGIN),$(abspath $(PLUGIN)))" TESTS=$(TESTS) scripts/check-across.sh $(OPTS)

# Firmware at -Os with cross compilers (doc/architectures.md, "Firmware"):
# Debian's U-Boot for QEMU boards, plain and with the plugin, booted in
# qemu-system-* with a fixed list of commands whose output is compared;
# and a bare-metal Cortex-M3 program (gcc-arm-none-eabi, newlib) under
# QEMU with semihosting.  Not part of make check.
#   make check-uboot [UBOOT_BOARDS="qemu_arm64 qemu_arm"] [PLUGIN_REV=HEAD]
#   make check-baremetal [PLUGIN_REV=HEAD]
# The plugin is scripts/snapshot-plugin.sh's for PLUGIN_REV, built for each
# board's compiler.
UBOOT_BOARDS ?= qemu_arm64 qemu_arm
.PHONY: check-uboot check-baremetal
## check-uboot        Debian's U-Boot for QEMU's arm64 and arm boards at -Os, plain and with the plugin, booted and compared (long)
check-uboot:
	@$(if $(PLUGIN_REV),PLUGIN_REV=$(PLUGIN_REV)) scripts/check-uboot.sh $(UBOOT_BOARDS)
## check-baremetal    a Cortex-M3 program (gcc-arm-none-eabi) plain and with the plugin, run under QEMU
check-baremetal:
	@$(if $(PLUGIN_REV),PLUGIN_REV=$(PLUGIN_REV)) scripts/check-baremetal.sh

# The differential fuzzer (fuzz/, doc/fuzz.md); not part of make check.
#   make fuzz [N=20] [SEED=1] [JOBS=2] [PLUGIN=/abs/mergefn.so] [FUZZFLAGS=...]
# Program i uses seed SEED+i; results in build/fuzz/ (runs.jsonl, results/).
# PLUGIN defaults to build/mergefn.so, built first; for long runs use a copy
# that cannot change under them: PLUGIN=$(scripts/snapshot-plugin.sh HEAD).
N ?= 20
SEED ?= 1
JOBS ?= 2
.PHONY: fuzz
## fuzz               the differential fuzzer (N=20 SEED=1 JOBS=2)
fuzz: $(if $(PLUGIN),,$(B)/mergefn.so)
	@fuzz/ensure-tools.sh
	@GXX=$(TARGET_CXX) $(if $(MF_CROSS),MERGEFN_EXEC_PREFIX="$$(scripts/cross-target.sh $(MF_CROSS) exec)") \
	  python3 fuzz/fuzz.py --n $(N) --seed $(SEED) --jobs $(JOBS) \
	  --plugin '$(abspath $(or $(PLUGIN),$(B)/mergefn.so))' $(FUZZFLAGS)

# The fuzzer's self-test (doc/fuzz.md): one plugin per deliberate comparator
# bug (include/mergefn/fault.h), each of which the fuzzer must catch.
#   make fuzz-selftest [N=60] [SEED=1] [JOBS=1] [FAULTS="const swap ..."]
# Plugins in build/fault/<fault>/mergefn.so, runs in build/fuzz-selftest/.
# Only the files with a hook (an "MF_FAULT" in them: fault.h says which
# and why) are rebuilt with -DMF_FAULT; the other objects are the normal
# build's.
# The faults and their numbers are include/mergefn/fault.h's, read from it
# (scripts/mflib/faults.py; fuzz/selftest.py reads the same): name:number.
FAULT_LIST := $(shell python3 scripts/mflib faults --numbers 2>/dev/null | tr ' ' :)
FAULTS ?= $(foreach f,$(FAULT_LIST),$(firstword $(subst :, ,$(f))))
FAULT_SRCS := $(shell grep -l MF_FAULT plugin/*.c)
FAULT_OBJS = $(filter-out $(FAULT_SRCS:plugin/%.c=$(B)/%.o),$(OBJS))
define fault_plugin
$(B)/fault/$(1)/%.o: plugin/%.c $$(HDRS)
	@mkdir -p $$(@D)
	$$(CXX) $$(PLUGIN_CXXFLAGS) $$(CXXFLAGS) -DMF_FAULT=$(2) -c -o $$@ $$<
$(B)/fault/$(1)/mergefn.so: $$(FAULT_OBJS) $$(patsubst plugin/%.c,$(B)/fault/$(1)/%.o,$$(FAULT_SRCS))
	$$(CXX) -shared -o $$@.tmp $$^ && mv -f $$@.tmp $$@
endef
$(foreach f,$(FAULT_LIST),$(eval $(call fault_plugin,$(firstword $(subst :, ,$(f))),$(lastword $(subst :, ,$(f))))))
# N, SEED and JOBS default to 60, 1 and 1 here unless given.
ST_N = $(if $(filter file,$(origin N)),60,$(N))
ST_JOBS = $(if $(filter file,$(origin JOBS)),1,$(JOBS))
.PHONY: fuzz-selftest
## fuzz-selftest      the fuzzer must catch every fault of include/mergefn/fault.h
fuzz-selftest: $(foreach f,$(FAULTS),$(B)/fault/$(f)/mergefn.so)
	@fuzz/ensure-tools.sh
	@GXX=$(CXX) python3 fuzz/selftest.py --n $(ST_N) --seed $(SEED) --jobs $(ST_JOBS) \
	  --fuzzflags='$(FUZZFLAGS)' $(FAULTS)

# The benchmark (bench/README.md); not part of make check.  It measures the
# plugin of the current commit (scripts/snapshot-plugin.sh), or PLUGIN=.
#   make bench [QUICK=1] [PLUGIN=/abs/mergefn.so] [JOBS=2] [BENCHFLAGS=...]
.PHONY: bench
## bench              mergefn against ICF, clang and gold (hours; QUICK=1 for less)
bench:
	@python3 bench/bench.py $(if $(QUICK),--quick) --jobs $(JOBS) \
	  $(if $(PLUGIN),--plugin '$(abspath $(PLUGIN))') $(BENCHFLAGS)

# Parameterised merging against identical-only mergefn, GCC's ICF and
# LLVM's MergeFunctions at -Os and -O2, on the three corpora; results in
# bench/params/ (the full run's bench/results.md stays as it is).
#   make bench-params [PLUGIN=/abs/mergefn.so] [JOBS=2] [BENCHFLAGS=...]
PARAMS_CONFIGS = O2-noicf,O2,O2-noicf+mf,O2-noicf+mf-params,Os-noicf,Os,Os-noicf+mf-ident,Os-noicf+mf,clang-O2,clang-O2+mf,clang-Os,clang-Os+mf
.PHONY: bench-params
## bench-params       parameterised merging against the others; bench/params/
bench-params:
	@python3 bench/bench.py --out params --stages corpora,report --jobs $(JOBS) \
	  --configs '$(PARAMS_CONFIGS)' $(if $(PLUGIN),--plugin '$(abspath $(PLUGIN))') $(BENCHFLAGS)

# Run time at -O2 (issue 27): zstd -b, sqlite's speedtest1 and fmt's
# format-test built without merging, with identical merging alone and with
# parameterised merging, timed in ROUNDS interleaved rounds; results in
# bench/runtime/ (bench/README.md).  About 25 min with 5 rounds on 2 idle
# cores; BENCHFLAGS takes bench/runtime.py's other options.
#   make bench-runtime [ROUNDS=5] [RUNTIME_CONFIGS=plain,ident,params]
#                      [PLUGIN=/abs/mergefn.so] [JOBS=2] [BENCHFLAGS=...]
ROUNDS ?= 5
RUNTIME_CONFIGS ?= plain,ident,params
.PHONY: bench-runtime
## bench-runtime      run time at -O2: params against params=0 and no merging; bench/runtime/
bench-runtime:
	@python3 bench/runtime.py --rounds $(ROUNDS) --configs '$(RUNTIME_CONFIGS)' --jobs $(JOBS) \
	  $(if $(PLUGIN),--plugin '$(abspath $(PLUGIN))') $(BENCHFLAGS)

# The newest compilers (issue 13): GCC 16 against its own ICF and clang 21
# with and without LLVM's MergeFunctions, on fmt's tests at -O2, inside
# Debian sid's chroot (scripts/chroot.sh); results in bench/newest/.  The
# plugin is built there for that GCC from this tree.
#   make bench-newest [CORPORA=fmt] [NEWEST_GCC=gcc-16] [NEWEST_CLANG=clang-21]
#                     [JOBS=2] [BENCHFLAGS=...]
#   make bench-newest BENCHFLAGS='--stages report'   (the report again, from bench/newest/data)
CORPORA ?= fmt
NEWEST_GCC ?= gcc-16
NEWEST_CLANG ?= clang-21
# O2-noicf+mf-params: the same plugin with parameterised merging on
# request (issue 16), beside identical merging alone.
NEWEST_CONFIGS = O2-noicf,O2,O2-noicf+mf,O2-noicf+mf-params,clang-O2,clang-O2+mf
NEWEST_OUT = newest
.PHONY: bench-newest
## bench-newest       GCC 16 and clang 21 in the sid chroot; bench/newest/
bench-newest:
	@commit=$$(git log -1 --format=%h -- plugin include Makefile); \
	CHROOT_COPY_BACK="bench/$(NEWEST_OUT)" scripts/chroot.sh sid sh -c \
	  "make GCC=$(NEWEST_GCC) >/dev/null && echo $$commit > build/$(NEWEST_GCC)/mergefn.so.commit && \
	   python3 bench/bench.py --out $(NEWEST_OUT) --stages corpora,report --jobs $(JOBS) \
	     --gcc $(NEWEST_GCC) --clang $(NEWEST_CLANG) --corpora '$(CORPORA)' --configs '$(NEWEST_CONFIGS)' \
	     --plugin /src/build/$(NEWEST_GCC)/mergefn.so $(BENCHFLAGS)"

# bench-params with the newest compilers (issue 27: GCC 16 beside GCC 12's
# bench/params/): the same configurations at -Os and -O2 in the sid chroot;
# results in bench/params-newest/.  BENCHFLAGS='--runs 1' for sizes alone.
#   make bench-params-newest [CORPORA=fmt,sqlite3,libzstd] [BENCHFLAGS=...]
.PHONY: bench-params-newest
## bench-params-newest  bench-params with GCC 16 and clang 21 (sid); bench/params-newest/
bench-params-newest:
	@$(MAKE) --no-print-directory bench-newest NEWEST_OUT=params-newest \
	  NEWEST_CONFIGS='$(PARAMS_CONFIGS)' CORPORA='$(if $(filter command line,$(origin CORPORA)),$(CORPORA),fmt,sqlite3,libzstd)'

## demo               what the plugin merges on a small example
## help               this list
# Each target's line is the "## <target> <what>" comment above it; a
# .PHONY target without one fails here, so the list stays complete.
.PHONY: help
help:
	@sed -n 's/^## \([a-z-]*\)/  \1/p' $(firstword $(MAKEFILE_LIST))
	@missing=$$(for t in $$(sed -n 's/^\.PHONY: *//p' $(firstword $(MAKEFILE_LIST))); do \
	  [ "$$t" = FORCE ] || grep -q "^## $$t " $(firstword $(MAKEFILE_LIST)) || echo "$$t"; done); \
	  [ -z "$$missing" ] || { echo "make help: no '## <target>' line for:" $$missing >&2; exit 1; }

demo: $(B)/mergefn.so
	@GCC=$(GCC) scripts/demo.sh

# clean removes what make builds and no more: the objects and plugins of
# build/ (and of every build/<gcc>/, the directories with a "compiler"
# file), the test, fault and switch plugins, make demo's outputs and the
# testsuite's.  Cached chroots, downloaded sources, snapshot plugins,
# check-same's baselines and the runs of the long suites stay in build/
# (chroot/, cache/, same/, fuzz/, rebuild/, results/ ...): distclean
# removes them too.
.PHONY: distclean
## clean              remove what make builds (objects, plugins, the testsuite's outputs); keeps chroots, caches and runs
clean:
	rm -rf build/*.o build/mergefn.so build/mergefn.so.tmp build/mergefn.so.commit \
	  build/compiler build/test-plugins build/fault build/mergefn-switch build/demo
	for c in build/*/compiler; do if [ -f "$$c" ]; then rm -rf "$${c%/compiler}"; fi; done
	rm -rf testsuite/tmp testsuite/*.log testsuite/*.sum testsuite/site.exp

## distclean          clean, and all of build/: cached chroots, sources, baselines, fuzz, rebuild and results state
distclean: clean
	rm -rf build
