#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""rebuild-report RESULTS.jsonl...: check-rebuild's results as a Markdown
table with totals (doc/rebuild.md).  The last record of each package and
variant counts, files read in the order given (a package redone in another
work directory, BUILD_USER=nobody for libuv1, goes last)."""
import glob, json, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mflib import rebuild  # noqa: E402

WORK = os.path.dirname(os.path.abspath(sys.argv[1]))
# The test summaries are read again from the kept logs, with the current
# patterns (mflib.rebuild), so that a pattern added later counts for old
# runs too.

recs = {}
order = []
work_of = {}
for results in sys.argv[1:]:
    for line in open(results):
        r = json.loads(line)
        key = (r['pkg'], r['variant'])
        if r['pkg'] not in order:
            order.append(r['pkg'])
        r['_work'] = os.path.dirname(os.path.abspath(results))
        recs[key] = r
        if r['variant'] == 'plain':
            work_of[r['pkg']] = r['_work']
for (pkg, v), r in recs.items():
    vd = os.path.join(r['_work'], pkg, v)
    if os.path.exists(os.path.join(vd, 'build.log')):
        r['tests'] = rebuild.tests(vd)
for (pkg, v), r in recs.items():
    base = recs.get((pkg, rebuild.reference(v)))
    if v.startswith('mergefn') and base:
        r['tests_equal'] = rebuild.same_tests(r['tests'], base['tests'])


def lto_seen(r):
    # A package whose debian/rules sets DEB_BUILD_MAINT_OPTIONS itself
    # overrides optimize=+lto: say so rather than count it as an LTO build.
    try:
        with open(os.path.join(r['_work'], r['pkg'], r['variant'],
                               'build.log'),
                  errors='replace') as f:
            return '-flto' in f.read()
    except OSError:
        return None


def cell(r, plain):
    if r is None:
        return 'not run'
    lto = ''
    if r['variant'].endswith('-lto') and lto_seen(r) is False:
        lto = ' (no -flto in the log)'
    if r.get('rc'):
        if plain is not None and plain.get('rc') == r['rc']:
            # Fails as the plain build does: still say whether the tests,
            # which ran before the failing step, agree.
            staged = ''
            if r.get('staged') and plain.get('staged'):
                # What the two failed builds staged for their packages.
                staged = ', staged files: %s' % (
                    'dynsym equal' if not r.get('dynsym_diffs')
                    and not r.get('gensymbols_c4') else 'DYNSYM DIFFER')
            return 'fails as plain does (rc %d), %s, %d merges%s%s' % (
                r['rc'], 'tests equal' if r.get('tests_equal') else
                'TESTS DIFFER', r.get('merges', 0), staged, lto)
        if plain is None and r.get('staged'):
            return 'build FAILED (rc %d); staged: %d ELF, .text %d B%s' % (
                r['rc'], r.get('elf', 0), r.get('text', 0), lto)
        return 'build FAILED (rc %d)%s' % (r['rc'], lto)
    bits = []
    if plain is not None:
        if plain.get('rc'):
            bits.append('plain failed')
        bits.append('tests equal' if r.get('tests_equal') else
                    'TESTS DIFFER')
        d = r.get('dynsym_diffs', [])
        g = r.get('gensymbols_c4', [])
        bits.append('dynsym equal' if not d else
                    'DYNSYM DIFFER in %d' % len(d))
        if g:
            bits.append('gensymbols -c4 FAILED in %d' % len(g))
        saved = r.get('text_plain', 0) - r.get('text', 0)
        bits.append('%d merges, .text %+d B' % (r.get('merges', 0), -saved))
        names = r.get('names')
        if names is not None:
            bits.append('names %s (%d files)' % (
                'FAILED' if names.get('rc') else 'honest', names['files']))
    else:
        bits.append('%d ELF (%d .so), .text %d B, %s' % (
            r.get('elf', 0), r.get('sos', 0), r.get('text', 0),
            ('%d test lines' % len(r['tests'])) if r.get('tests')
            else 'no test summary'))
    return ', '.join(bits) + lto


def kind(pkg):
    """C or C++ (from the plain build's compile lines), and the symbols
    files the source package ships."""
    syms = sorted(os.path.basename(p) for p in glob.glob(
        os.path.join(work_of.get(pkg, WORK), 'src', pkg, '*', 'debian',
                     '*.symbols*')))
    try:
        with open(os.path.join(work_of.get(pkg, WORK), pkg, 'plain',
                               'build.log'), errors='replace') as f:
            text = f.read()
        lang = ' and '.join(l for l, r in (('C', CC), ('C++', CXX))
                            if r.search(text)) or '?'
    except OSError:
        lang = '?'
    return lang + (', ' + ' '.join('`%s`' % s for s in syms) if syms else '')


CC = re.compile(r'(^|[\s/-])(gcc|cc)(-\d+)?\s.*\.c\b', re.M)
CXX = re.compile(r'(^|[\s/-])(g\+\+|c\+\+)(-\d+)?\s.*\.(cc|cpp|cxx|C)\b', re.M)

# (variant, column title); beyond plain and mergefn, only those run.  A switched-on
# variant is compared with check-rebuild's reference() for it.
TITLES = [('plain', 'plain'), ('mergefn', 'mergefn'), ('plain-lto', 'plain, LTO'),
          ('mergefn-lto', 'mergefn, LTO'), ('mergefn-params', 'mergefn params'),
          ('mergefn-params-lto', 'mergefn params, LTO'),
          ('mergefn-per-unit', 'mergefn per unit'),
          ('mergefn-across', 'mergefn across units'),
          ('mergefn-default', 'mergefn, its default (0.3)')]
COLUMNS = [(v, rebuild.reference(v) if v.startswith('mergefn') else None, t)
           for v, t in TITLES
           if v in ('plain', 'mergefn') or any(x == v for _, x in recs)]

print('| package | kind, symbols files | '
      + ' | '.join(t for _, _, t in COLUMNS) + ' |')
print('|---|---|' + '---|' * len(COLUMNS))
tot = {v: [0, 0, 0] for v, base, _ in COLUMNS if base}
larger = []
for p in order:
    if (p, 'plain') not in recs and (p, 'fetch') in recs:
        print('| %s | | fetch failed (apt-get source or build-dep) |%s'
              % (p, ' |' * len(COLUMNS)))
        continue
    row = [p, kind(p)]
    for v, base, _ in COLUMNS:
        r = recs.get((p, v))
        b = recs.get((p, base)) if base else None
        row.append(cell(r, b if base else None))
        # Merging within units alone: the variant that says so, else the
        # plain plugin's build of a plugin that had across units off.
        per_unit = recs.get((p, 'mergefn-per-unit')) or recs.get((p, 'mergefn'))
        if v in ('mergefn-across', 'mergefn-default') and r and per_unit \
           and not r.get('rc') \
           and not per_unit.get('rc'):
            # The measure: against per-unit merging alone.
            d = r.get('text', 0) - per_unit.get('text', 0)
            row[-1] += '; vs per-unit %+d B' % d
            if d > 0:
                larger.append('%s %s (%+d B)' % (p, v, d))
        if base and r and not r.get('rc') and b and not b.get('rc'):
            t = tot[v]
            t[0] += 1
            t[1] += r.get('merges', 0)
            t[2] += b.get('text', 0) - r.get('text', 0)
    print('| ' + ' | '.join(row) + ' |')
print()
bad = []
for p in order:
    for v, base, _ in COLUMNS:
        r, b = recs.get((p, v)), recs.get((p, base))
        if not base or r is None or b is None:
            continue
        names = r.get('names')
        if r.get('rc') != b.get('rc') or not r.get('tests_equal') \
           or r.get('dynsym_diffs') or r.get('gensymbols_c4') \
           or (names is not None and names.get('rc')):
            bad.append('%s %s' % (p, v))
print('- differences from the plain build (outcome, tests, dynamic '
      'symbols): %s' % (', '.join(bad) if bad else 'none'))
for v, (n, m, s) in tot.items():
    print('- %s: %d packages built on both sides, %d merges, .text %d bytes '
          'smaller in total' % (v, n, m, s))
if any(v in ('mergefn-across', 'mergefn-default') for v, _, _ in COLUMNS):
    print('- across units larger than per-unit merging: %s'
          % (', '.join(larger) if larger else 'none'))
