# SPDX-License-Identifier: GPL-3.0-or-later
"""What is compared: the configurations (compiler, flags, plugin or not),
the compilers in use (--gcc, --clang), the packages they need and the
plugin measured."""
import hashlib
import os
import subprocess
import sys

from common import CACHE, TOP, die, log

sys.path.insert(0, os.path.join(TOP, "scripts"))
from mflib import identity  # noqa: E402


# Every configuration of the side-by-side tables.  cc: gcc or clang (g++ or
# clang++ for C++); opt: compile (and link) flags; mf: load the plugin;
# ld: extra link flags; relink: the configuration whose objects are linked
# again with other link flags (gold's ICF only changes the link).
CONFIGS = [
    dict(name="O2-noicf", cc="gcc", opt="-O2 -fno-ipa-icf",
         what="baseline: -O2, GCC's ICF off"),
    dict(name="O2", cc="gcc", opt="-O2", what="GCC's ICF (-O2)"),
    dict(name="O2-noicf+mf", cc="gcc", opt="-O2 -fno-ipa-icf", mf=True,
         what="mergefn alone"),
    dict(name="O2+mf", cc="gcc", opt="-O2", mf=True,
         what="mergefn, then GCC's ICF"),
    dict(name="Os-noicf", cc="gcc", opt="-Os -fno-ipa-icf",
         what="-Os baseline, GCC's ICF off"),
    dict(name="Os", cc="gcc", opt="-Os", what="GCC's ICF (-Os)"),
    dict(name="Os-noicf+mf", cc="gcc", opt="-Os -fno-ipa-icf", mf=True,
         what="mergefn alone, -Os"),
    dict(name="Os+mf", cc="gcc", opt="-Os", mf=True,
         what="mergefn, then GCC's ICF, -Os"),
    # Parameterised merging (doc/merge-rules.md): on by default at -Os, so
    # Os-noicf+mf has it and Os-noicf+mf-ident is identical merging alone;
    # at -O2 only with the argument.
    dict(name="Os-noicf+mf-ident", cc="gcc", opt="-Os -fno-ipa-icf", mf=True,
         mfargs=["params=0"], what="mergefn identical merging only (params=0), -Os"),
    dict(name="O2-noicf+mf-params", cc="gcc", opt="-O2 -fno-ipa-icf", mf=True,
         mfargs=["params"], what="mergefn with parameterised merging (params), -O2"),
    dict(name="clang-Os", cc="clang", opt="-Os", what="clang -Os"),
    dict(name="clang-Os+mf", cc="clang", opt="-Os -Xclang -fmerge-functions",
         what="clang -Os with LLVM's MergeFunctions"),
    dict(name="clang-O2", cc="clang", opt="-O2", what="clang -O2"),
    dict(name="clang-O2+mf", cc="clang", opt="-O2 -Xclang -fmerge-functions",
         what="clang -O2 with LLVM's MergeFunctions"),
    dict(name="gold", cc="gcc", opt="-O2 -fno-ipa-icf -ffunction-sections",
         ld="-fuse-ld=gold", what="gold, no ICF (reference for the next two)"),
    dict(name="gold-icf-safe", cc="gcc", opt="-O2 -fno-ipa-icf -ffunction-sections",
         ld="-fuse-ld=gold -Wl,--icf=safe -Wl,--print-icf-sections", relink="gold",
         what="gold --icf=safe"),
    dict(name="gold-icf-all", cc="gcc", opt="-O2 -fno-ipa-icf -ffunction-sections",
         ld="-fuse-ld=gold -Wl,--icf=all -Wl,--print-icf-sections", relink="gold",
         what="gold --icf=all"),
]
QUICK_CONFIGS = ["O2-noicf", "O2", "O2-noicf+mf", "O2+mf"]
BASELINE = {"O2": "O2-noicf", "Os": "Os-noicf", "clang-Os": "clang-Os", "clang": "clang-O2",
            "gold": "gold"}

# -O2 -flto: the plugin goes on the compile and the link lines.
LTO_CONFIGS = [
    dict(name="lto-O2-noicf", cc="gcc", opt="-O2 -flto -fno-ipa-icf",
         what="LTO baseline, GCC's ICF off"),
    dict(name="lto-O2", cc="gcc", opt="-O2 -flto", what="LTO with GCC's ICF"),
    dict(name="lto-O2-noicf+mf", cc="gcc", opt="-O2 -flto -fno-ipa-icf", mf=True,
         what="LTO with mergefn alone"),
    dict(name="lto-O2+mf", cc="gcc", opt="-O2 -flto", mf=True,
         what="LTO with mergefn and GCC's ICF"),
]
# Run time at -O2 (bench/runtime.py, issue 27): no merging, identical
# merging alone and parameterised merging.  ident says params=0 although
# -O2 has it off today, so that the row keeps its meaning if -O2 ever
# takes parameterised merging by default.
RUNTIME_CONFIGS = [
    dict(name="plain", cc="gcc", opt="-O2 -fno-ipa-icf",
         what="no merging, no plugin"),
    dict(name="ident", cc="gcc", opt="-O2 -fno-ipa-icf", mf=True, mfargs=["params=0"],
         what="mergefn, identical merging alone"),
    dict(name="params", cc="gcc", opt="-O2 -fno-ipa-icf", mf=True, mfargs=["params"],
         what="mergefn with parameterised merging"),
]
DEPS = ["gcc", "g++", "gcc-12-plugin-dev", "make", "cmake", "clang", "binutils",
        "time", "tcl", "dpkg-dev", "googletest", "libgtest-dev", "libgmock-dev",
        "python3", "file"]


def plugin_flags(plugin, report):
    return ["-fplugin=" + plugin, "-fplugin-arg-mergefn-report=" + report]


def compiler_deps():
    """DEPS with the packages of the compilers in use: gcc-N and its plugin
    headers, clang-M (plain names where the host's are used)."""
    deps = [d for d in DEPS if d not in ("gcc", "g++", "gcc-12-plugin-dev", "clang")]
    major = subprocess.run([GCC_CMD, "-dumpversion"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True).stdout.strip().split(".")[0]
    if not major:
        major = GCC_CMD.rsplit("-", 1)[-1]
    return deps + [GCC_CMD, cxx_of(GCC_CMD), "gcc-%s-plugin-dev" % major, CLANG_CMD]


def ensure_deps():
    missing = []
    for p in compiler_deps():
        r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", p], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
        if "install ok installed" not in r.stdout:
            missing.append(p)
    if not missing:
        return
    if os.geteuid() != 0:
        die("missing packages: %s; run: sudo apt-get install %s"
            % (" ".join(missing), " ".join(missing)))
    log("installing " + " ".join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if subprocess.run(["apt-get", "install", "-y", "-q"] + missing, env=env).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], env=env)
        if subprocess.run(["apt-get", "install", "-y", "-q"] + missing, env=env).returncode != 0:
            die("could not install " + " ".join(missing))


def snapshot_plugin(arg):
    """The plugin to measure, in a directory of its own and named
    mergefn.so (the argument prefix comes from the file name), and the
    commit it was built from."""
    if arg:
        src = os.path.abspath(arg)
        data = open(src, "rb").read()
        digest = hashlib.sha256(data).hexdigest()[:12]
        d = os.path.join(CACHE, "plugin-file-" + digest)
        os.makedirs(d, exist_ok=True)
        dst = os.path.join(d, "mergefn.so")
        if not os.path.exists(dst):
            with open(dst + ".tmp", "wb") as f:
                f.write(data)
            os.rename(dst + ".tmp", dst)
        commit = identity.commit_file(src) or "unknown (file %s, sha256 %s)" % (src, digest)
        return dst, commit
    # The last commit that changed what the plugin is built from: results
    # stored by --resume stay valid across commits that touch only tests,
    # docs or this script.
    rev = subprocess.run(["git", "-C", TOP, "log", "-1", "--format=%H", "--",
                          "plugin", "include", "Makefile"],
                         stdout=subprocess.PIPE, text=True).stdout.strip() or "HEAD"
    out = subprocess.run([os.path.join(TOP, "scripts", "snapshot-plugin.sh"), rev],
                         stdout=subprocess.PIPE, text=True)
    if out.returncode != 0:
        die("scripts/snapshot-plugin.sh failed")
    so = out.stdout.strip().splitlines()[-1]
    commit = identity.commit_file(so)
    return so, commit


# The compilers (--gcc, --clang): the host's by default; gcc-16 and
# clang-21 in Debian sid's chroot for the newest compilers' rows.
GCC_CMD = "gcc"
CLANG_CMD = "clang"


def cxx_of(cc):
    """gcc-16 -> g++-16, clang-21 -> clang++-21."""
    return cc.replace("gcc", "g++", 1) if "gcc" in cc else cc.replace("clang", "clang++", 1)


def cc_for(cfg, lang):
    cc = CLANG_CMD if cfg["cc"] == "clang" else GCC_CMD
    return cxx_of(cc) if lang == "c++" else cc


def count_flags(cfg):
    """Flags of the counting build: GCC's ICF dump where ICF runs."""
    if cfg["cc"] == "gcc" and "-fno-ipa-icf" not in cfg["opt"].split():
        return ["-fdump-ipa-icf-details"]
    return []


def cfg_flags(ctx, cfg, report, counting):
    f = cfg["opt"].split()
    if cfg.get("mf"):
        f += plugin_flags(ctx.plugin, report)
        f += ["-fplugin-arg-mergefn-" + x for x in cfg.get("mfargs", [])]
    if counting:
        f += count_flags(cfg)
    return f
