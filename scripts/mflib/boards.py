# SPDX-License-Identifier: GPL-3.0-or-later
"""DejaGnu boards and site.exp for running GCC's own testsuite against an
installed compiler, the way GCC's contrib/test_installed does
(scripts/check-gcc.sh; doc/results/check-gcc.md shows what they look like)."""

WRITER = "scripts/check-gcc.sh"


def board(mode, cflags, cross="", qemu="", sysroot="", gcc=""):
    """boards/mergefn-<mode>.exp: the stock native board with CFLAGS on
    every compiler command (the plugin's flags, or empty); for a cross
    target, DejaGnu's simulator board running the programs under QEMU with
    SYSROOT as their root (doc/architectures.md)."""
    if cross:
        return """# Written by %s: programs of %s run under qemu-user.
load_generic_config "sim"
set_board_info sim "%s"
set_board_info sim,options "-L %s"
set_board_info cflags "%s"
set_board_info compiler "%s"
set_board_info is_simulator 1
process_multilib_options ""
""" % (WRITER, cross, qemu, sysroot, cflags, gcc)
    return """# Written by %s: the stock native board, plus the plugin.
load_base_board_description "unix"
set_board_info cflags "%s"
# A board whose name is not the host's is taken as remote: it is not.
unset_board_info isremote
set_board_info isremote 0
""" % (WRITER, cflags)


def site(jobdir, srcdir, gcc, cxx=None, torture=None, lto_torture=True):
    """site.exp of one runtest process in JOBDIR (its boards in
    JOBDIR/boards).  TORTURE: the one torture level it runs (else GCC's own
    lists).  lto_torture=False stops GCC 13's gcc-dg-runtest from adding
    its -flto lists to TORTURE_OPTIONS (an LTO_TORTURE_OPTIONS that exists
    makes it skip torture-init)."""
    s = """# Written by %s, after GCC's contrib/test_installed.
set rootme "."
set tmpdir "%s"
set srcdir "%s"
set CFLAGS ""
set CXXFLAGS ""
set GCC_UNDER_TEST "%s"
""" % (WRITER, jobdir, srcdir, gcc)
    if cxx:
        s += 'set GXX_UNDER_TEST "%s"\n' % cxx
    if torture is not None:
        s += "set TORTURE_OPTIONS [list { %s }]\n" % torture
    s += 'lappend boards_dir "%s/boards"\n' % jobdir
    if not lto_torture:
        s += 'set LTO_TORTURE_OPTIONS ""\n'
    return s
