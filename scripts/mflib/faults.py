# SPDX-License-Identifier: GPL-3.0-or-later
"""include/mergefn/fault.h's faults (deliberate comparator bugs for the fuzzer's
self-test): the one list, read from the header's MF_FAULT_<NAME> <n>
defines.  The name is the lower-cased <NAME>, also the directory name
under build/fault/."""
import os
import re

from . import TOP

DEFINE_RE = re.compile(r"^#define\s+MF_FAULT_([A-Z0-9_]+)\s+(\d+)\b", re.M)


def faults(header=None):
    """[(name, number)] in the header's order."""
    with open(header or os.path.join(TOP, "include", "mergefn", "fault.h")) as f:
        return [(m.group(1).lower(), int(m.group(2))) for m in DEFINE_RE.finditer(f.read())]


def names(header=None):
    return [n for n, _ in faults(header)]
