# SPDX-License-Identifier: GPL-3.0-or-later
"""mflib: what mergefn's test and report scripts share (issue 24).

    dejagnu   .sum files, result kinds, what counts as failed, problems
              in a .log (internal compiler errors, lto-wrapper, verify,
              -fcompare-debug)
    identity  which commit a plugin was built from
    boards    DejaGnu boards and site.exp for GCC's own testsuite
    rebuild   check-rebuild's reading of a package's build log
    faults    include/mergefn/fault.h's list of deliberate comparator bugs

Scripts import it with scripts/ on sys.path; shell scripts call
`python3 scripts/mflib COMMAND ...` (scripts/mflib/__main__.py).
"""
import os

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
