# SPDX-License-Identifier: GPL-3.0-or-later
"""check-rebuild's reading of a package build (scripts/check-rebuild.py
and scripts/rebuild-report.py, which reads the kept logs again with the
current patterns, so that a pattern added later counts for old runs too)."""
import os
import re

# Test summaries of the usual harnesses: automake, ctest, meson, gtest;
# a failing test also fails the build (dpkg-buildpackage's exit status).
TEST_LINES = re.compile(
    r'^(# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR): +\d+'
    r'|\d+% tests passed, \d+ tests failed out of \d+'
    r'|(Ok|Expected Fail|Fail|Unexpected Pass|Skipped|Timeout): +\d+'
    r'|\[  (PASSED|FAILED)  \] \d+ tests?.*'
    r'|All \d+ tests passed.*|\d+ of \d+ tests failed.*'
    r'|Ran \d+ tests\.'  # double-conversion's run_tests
    r'|\*\*\* zlib .*test OK \*\*\*'
    r'|obj/(\S+/)?test/\S+ +(PASS|FAIL).*'  # re2's make test
    r'|PASSED all \d+ tests!|(PASS|FAIL): \S.*'  # zstd's tests
    r'|(\d+: )?not ok \d+ - .*)\s*$')  # TAP failures (libuv1's)


def tests(vd):
    """The test summary lines of VD/build.log."""
    lines = []
    with open(os.path.join(vd, 'build.log'), errors='replace') as f:
        for line in f:
            line = re.sub(r'^.*?(# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):)',
                          r'\1', line.rstrip('\n'))
            if TEST_LINES.match(line.strip()):
                lines.append(line.strip())
    return lines


def same_tests(a, b):
    """Two builds' test summary lines say the same.  In any order: a
    parallel harness (automake's with make -j) prints each test's line
    as it finishes."""
    return sorted(a) == sorted(b)


def reference(variant):
    """The plain build a variant is compared with."""
    return 'plain-lto' if variant.endswith('-lto') else 'plain'
