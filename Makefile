# mergefn: a GCC plugin that merges functions with identical bodies.
#   make            build build/mergefn.so
#   make check      run the DejaGnu testsuite
#   make demo       show what the plugin merges on a small example
#   make install    install into $(gcc -print-file-name=plugin)
#   make uninstall  remove it from there
#   make check-packages  build sqlite3, libzstd and jq from Debian's sources
#                   with and without the plugin and compare their own test
#                   suites (long; see doc/check-packages.md)
#   make check-gcc  GCC's torture tests without and with the plugin (long)
#   make check-determinism  byte-identical output checks (long)
#   make fuzz-selftest  the fuzzer must catch deliberate comparator bugs
#   make bench      mergefn against GCC's ICF, clang and gold on sqlite3,
#                   libzstd and fmt, plus scaling (hours; QUICK=1 for less;
#                   see bench/README.md)
# Missing build or test dependencies are installed (as root or with sudo),
# or the exact command to install them is printed.

GCC ?= gcc
CXX := $(patsubst %gcc,%g++,$(GCC))
ifeq ($(CXX),$(GCC))
CXX := g++
endif
export GCC CXX

PLUGIN_DIR = $(shell $(GCC) -print-file-name=plugin)
DEPS_OK := $(shell GCC=$(GCC) CXX=$(CXX) scripts/ensure-deps build >&2 && echo yes)
ifneq ($(DEPS_OK),yes)
$(error mergefn: build dependencies are missing (see above))
endif

CXXFLAGS ?= -O2 -g
PLUGIN_CXXFLAGS = -x c++ -std=gnu++17 -fPIC -fno-rtti -fno-exceptions \
	-Wall -Wextra -Wno-unused-parameter -Iinclude \
	-I$(PLUGIN_DIR)/include
SRCS := $(wildcard plugin/*.c)
OBJS := $(SRCS:plugin/%.c=build/%.o)
HDRS := $(wildcard include/*.h)

.PHONY: all check demo install uninstall clean check-packages
.PHONY: check-gcc check-determinism
all: build/mergefn.so

# Link to a temporary name and rename, so a compiler loading the plugin
# never sees a half-written file.
build/mergefn.so: $(OBJS)
	$(CXX) -shared -o $@.tmp $(OBJS) && mv -f $@.tmp $@

# A copy that claims to be built for another GCC, to test that refusal.
TEST_PLUGINS = build/mergefn-badversion.so
build/mergefn-badversion.so: $(filter-out build/mergefn.o,$(OBJS)) build/mergefn-badversion.o
	$(CXX) -shared -o $@.tmp $^ && mv -f $@.tmp $@

build/mergefn-badversion.o: plugin/mergefn.c $(HDRS) | build
	$(CXX) $(PLUGIN_CXXFLAGS) $(CXXFLAGS) -DMF_TEST_VERSION_MISMATCH -c -o $@ $<

build/%.o: plugin/%.c $(HDRS) | build
	$(CXX) $(PLUGIN_CXXFLAGS) $(CXXFLAGS) -c -o $@ $<

build:
	mkdir -p build

install: build/mergefn.so
	install -D -m 644 build/mergefn.so $(DESTDIR)$(PLUGIN_DIR)/mergefn.so

uninstall:
	rm -f $(DESTDIR)$(PLUGIN_DIR)/mergefn.so

check: build/mergefn.so $(TEST_PLUGINS)
	@GCC=$(GCC) scripts/ensure-deps check
	@scripts/run-tests

# Long suites, not part of make check.  PLUGIN=/abs/mergefn.so tests another
# build instead of a fresh build/mergefn.so, e.g. one commit's:
#   make check-gcc PLUGIN=$(scripts/snapshot-plugin HEAD)
# See doc/check-gcc.md and doc/determinism.md.
check-gcc: $(if $(PLUGIN),,build/mergefn.so)
	@GCC=$(GCC) PLUGIN="$(PLUGIN)" scripts/check-gcc

check-determinism: $(if $(PLUGIN),,build/mergefn.so)
	@GCC=$(GCC) PLUGIN="$(PLUGIN)" scripts/check-determinism

# Not part of check: it fetches sources and takes the better part of an hour.
#   make check-packages [PKGS="sqlite3 libzstd jq"] [LTO=libzstd] [PLUGIN=path]
# PLUGIN defaults to build/mergefn.so, built first; the script copies it.
PKGS ?= sqlite3 libzstd jq
LTO ?= libzstd
check-packages: $(if $(PLUGIN),,build/mergefn.so)
	@PLUGIN='$(abspath $(or $(PLUGIN),build/mergefn.so))' LTO='$(LTO)' \
	  CHECK_PACKAGES_COMMAND='make check-packages PKGS="$(PKGS)" LTO="$(LTO)"$(if $(PLUGIN), PLUGIN=$(PLUGIN))' \
	  scripts/check-packages $(PKGS)

# The differential fuzzer (fuzz/, doc/fuzz.md); not part of make check.
#   make fuzz [N=20] [SEED=1] [JOBS=2] [PLUGIN=/abs/mergefn.so] [FUZZFLAGS=...]
# Program i uses seed SEED+i; results in build/fuzz/ (runs.jsonl, results/).
# PLUGIN defaults to build/mergefn.so, built first; for long runs use a copy
# that cannot change under them: PLUGIN=$(scripts/snapshot-plugin HEAD).
N ?= 20
SEED ?= 1
JOBS ?= 2
.PHONY: fuzz
fuzz: $(if $(PLUGIN),,build/mergefn.so)
	@fuzz/ensure-tools
	@python3 fuzz/fuzz.py --n $(N) --seed $(SEED) --jobs $(JOBS) \
	  --plugin '$(abspath $(or $(PLUGIN),build/mergefn.so))' $(FUZZFLAGS)

# The fuzzer's self-test (doc/fuzz.md): one plugin per deliberate comparator
# bug (include/fault.h), each of which the fuzzer must catch.
#   make fuzz-selftest [N=60] [SEED=1] [JOBS=1] [FAULTS="const swap ..."]
# Plugins in build/fault/<fault>/mergefn.so, runs in build/fuzz-selftest/.
# The hooks are only in plugin/compare-*.c, plugin/hash.c and
# plugin/prefilter.c (which must not tell apart what the faulty comparator
# calls equal), so only those are rebuilt with -DMF_FAULT; the other
# objects are the normal build's.
FAULTS ?= const swap sign volatile callee field
FAULT_SRCS = $(wildcard plugin/compare-*.c) plugin/hash.c plugin/prefilter.c
FAULT_OBJS = $(filter-out $(FAULT_SRCS:plugin/%.c=build/%.o),$(OBJS))
define fault_plugin
build/fault/$(1)/%.o: plugin/%.c $$(HDRS)
	@mkdir -p $$(@D)
	$$(CXX) $$(PLUGIN_CXXFLAGS) $$(CXXFLAGS) -DMF_FAULT=$(2) -c -o $$@ $$<
build/fault/$(1)/mergefn.so: $$(FAULT_OBJS) $$(patsubst plugin/%.c,build/fault/$(1)/%.o,$$(FAULT_SRCS))
	$$(CXX) -shared -o $$@.tmp $$^ && mv -f $$@.tmp $$@
endef
$(eval $(call fault_plugin,const,1))
$(eval $(call fault_plugin,swap,2))
$(eval $(call fault_plugin,sign,3))
$(eval $(call fault_plugin,volatile,4))
$(eval $(call fault_plugin,callee,5))
$(eval $(call fault_plugin,field,6))
# N, SEED and JOBS default to 60, 1 and 1 here unless given.
ST_N = $(if $(filter file,$(origin N)),60,$(N))
ST_JOBS = $(if $(filter file,$(origin JOBS)),1,$(JOBS))
.PHONY: fuzz-selftest
fuzz-selftest: $(foreach f,$(FAULTS),build/fault/$(f)/mergefn.so)
	@fuzz/ensure-tools
	@python3 fuzz/selftest.py --n $(ST_N) --seed $(SEED) --jobs $(ST_JOBS) \
	  --fuzzflags '$(FUZZFLAGS)' $(FAULTS)

# The benchmark (bench/README.md); not part of make check.  It measures the
# plugin of the current commit (scripts/snapshot-plugin), or PLUGIN=.
#   make bench [QUICK=1] [PLUGIN=/abs/mergefn.so] [JOBS=2] [BENCHFLAGS=...]
.PHONY: bench
bench:
	@python3 bench/bench.py $(if $(QUICK),--quick) --jobs $(JOBS) \
	  $(if $(PLUGIN),--plugin '$(abspath $(PLUGIN))') $(BENCHFLAGS)

demo: build/mergefn.so
	@GCC=$(GCC) scripts/demo

clean:
	rm -rf build testsuite/tmp testsuite/*.log testsuite/*.sum testsuite/site.exp
