#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-rebuild: rebuild Debian source packages with their own packaging,
without and with mergefn switched on the way a distribution would, and
compare (issue 14; doc/rebuild.md).

  scripts/check-rebuild.py [--variants plain,mergefn,plain-lto,mergefn-lto] PKG...

For each source package: apt-get source, apt-get build-dep, then
dpkg-buildpackage -b -uc -us (tests on) once per variant, each in its own
copy of the unpacked source:
  plain        the archive's flags
  mergefn      + a user buildflags.conf ($XDG_CONFIG_HOME/dpkg/buildflags.conf,
               so the host's /etc/dpkg/buildflags.conf is never touched)
               appending -fplugin=mergefn (and a report file) to CFLAGS,
               CXXFLAGS and LDFLAGS
  mergefn-params  mergefn with -fplugin-arg-mergefn-params (issue 16), on
               request: --variants mergefn-params,mergefn-params-lto
               compares with the plain builds kept from an earlier run
  mergefn-across  mergefn with -fplugin-arg-mergefn-across-units (issue
               41; the plugin's default when it is on), on request; every object,
               archive and shipped file of the build is then read by
               scripts/check-names.py, which fails the record when one
               content name has two digests
  mergefn-per-unit  mergefn with across-units=0: merging within units
               alone, on request
  mergefn-default  mergefn as it is, named apart from an earlier run's
               mergefn builds (by a plugin of other defaults), on request
  *-lto        the same with DEB_BUILD_MAINT_OPTIONS=optimize=+lto, and its
               flags (-flto=auto -ffat-lto-objects) appended by the same
               buildflags.conf, since a debian/rules exporting its own
               DEB_BUILD_MAINT_OPTIONS overrides the environment's
Compared against the plain build of the same LTO setting: build and test
outcome, the defined dynamic symbols of every shipped shared object
(nm -D --defined-only, and dpkg-gensymbols -c4 against a symbols file made
from the plain build), .text of every shipped ELF file, and the merges
reported.  The plugin must be installed (gcc-N-plugin-mergefn, or make
install) since the short name -fplugin=mergefn is what distributions use.
One JSON line per package and variant goes to WORK/results.jsonl; WORK is
build/rebuild unless $REBUILD_WORK says otherwise.  To take a result apart,
REBUILD_KEEP_TREE=1 keeps each variant's built source tree (objects and
all) and REBUILD_NOCHECK=1 skips the package's tests (DEB_BUILD_OPTIONS
nocheck; such a run compares sizes and symbols only).  BUILD_USER=nobody builds
as that user with fakeroot, as a buildd does (libuv1's tests refuse root).
"""
import argparse, glob, hashlib, json, os, re, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mflib.rebuild import reference, same_tests, tests  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.abspath(os.environ.get('REBUILD_WORK',
                                      os.path.join(ROOT, 'build', 'rebuild')))
APT = ['apt-get', '-o', 'Acquire::Check-Valid-Until=false',
       '-o', 'DPkg::Lock::Timeout=600']


def log(msg):
    print(time.strftime('%H:%M:%S'), msg, flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, **kw)


DEB_SRC = '/etc/apt/sources.list.d/mergefn-deb-src.sources'


def ensure_deb_src():
    """apt-get source and build-dep need deb-src entries; a stock Debian
    install has none.  Add the deb entries' twin once (as root, like the
    build-dep that follows) and refresh the package lists."""
    if run(APT + ['indextargets', '--format', '$(CREATED_BY)'],
           capture_output=True, text=True).stdout.count('Sources'):
        return
    r = run(APT + ['indextargets', '--format', '$(REPO_URI) $(RELEASE)'],
            capture_output=True, text=True).stdout.split('\n')
    repos = sorted({l for l in r if l.startswith('http') and 'debian' in l})
    with open(DEB_SRC, 'w') as f:
        for l in repos:
            uri, suite = l.split()
            f.write('Types: deb-src\nURIs: %s\nSuites: %s\n'
                    'Components: main\nSigned-By: '
                    '/usr/share/keyrings/debian-archive-keyring.gpg\n\n'
                    % (uri, suite))
    log('added %s' % DEB_SRC)
    run(APT + ['update', '-q'], stdout=subprocess.DEVNULL)


def src_releases():
    """Releases with source lists, security updates last."""
    out = run(APT + ['indextargets', '--format', '$(CREATED_BY) $(RELEASE)'],
              capture_output=True, text=True).stdout.split()
    rels = sorted({out[i + 1] for i in range(0, len(out) - 1, 2)
                   if out[i] == 'Sources'})
    return sorted(rels, key=lambda r: ('security' in r, r))


def fetch(pkg):
    """Unpacked source of PKG under WORK/src/PKG (fetched once)."""
    d = os.path.join(WORK, 'src', pkg)
    dirs = [p for p in glob.glob(os.path.join(d, '*')) if os.path.isdir(p)]
    if not dirs:
        os.makedirs(d, exist_ok=True)
        # The newest version first; where the archive cannot serve it (a
        # security update missing from a mirror), that of a release.
        for which in [pkg] + ['%s/%s' % (pkg, rel) for rel in src_releases()]:
            r = run(APT + ['source', '-q', which], cwd=d,
                    stdout=subprocess.DEVNULL)
            if not r.returncode:
                break
            log('%s: apt-get source %s failed' % (pkg, which))
        else:
            return None
        dirs = [p for p in glob.glob(os.path.join(d, '*')) if os.path.isdir(p)]
    env = dict(os.environ, DEBIAN_FRONTEND='noninteractive')
    if run(APT + ['build-dep', '-y', '-q', pkg], env=env,
           stdout=subprocess.DEVNULL).returncode:
        return None
    return dirs[0]


def buildflags_conf(path, report, lto, plugin_args):
    lines = []
    for var in ('CFLAGS', 'CXXFLAGS', 'LDFLAGS'):
        if lto:
            # What optimize=+lto adds (dpkg-buildflags(1)), here too since
            # many debian/rules export DEB_BUILD_MAINT_OPTIONS themselves
            # (libyaml: hardening=+all), which overrides the environment's.
            lines.append('APPEND %s -flto=auto -ffat-lto-objects' % var)
        if report:
            # The installed short name, as a distribution would use it;
            # the report argument only for this harness.
            lines.append('APPEND %s -fplugin=mergefn '
                         '-fplugin-arg-mergefn-report=%s' % (var, report))
            for arg in plugin_args:
                lines.append('APPEND %s -fplugin-arg-mergefn-%s' % (var, arg))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(''.join(l + '\n' for l in lines))


def build(pkg, src, variant, what='-b'):
    """dpkg-buildpackage in a fresh copy; returns the variant's directory."""
    vd = os.path.join(WORK, pkg, variant)
    shutil.rmtree(vd, ignore_errors=True)
    os.makedirs(vd)
    tree = os.path.join(vd, os.path.basename(src))
    shutil.copytree(src, tree, symlinks=True)
    env = dict(os.environ)
    for k in list(env):
        if k.startswith('DEB_') or k in ('CFLAGS', 'CXXFLAGS', 'LDFLAGS',
                                         'CPPFLAGS', 'MAKEFLAGS', 'MAKELEVEL',
                                         'MFLAGS'):
            del env[k]
    env['DEB_BUILD_OPTIONS'] = 'parallel=%s' % os.environ.get('JOBS', '2')
    if os.environ.get('REBUILD_NOCHECK'):
        env['DEB_BUILD_OPTIONS'] += ' nocheck'
    cfg = os.path.join(vd, 'config')
    env['XDG_CONFIG_HOME'] = cfg
    os.makedirs(cfg)
    report = os.path.join(vd, 'report.jsonl')
    lto = variant.endswith('-lto')
    if lto:
        env['DEB_BUILD_MAINT_OPTIONS'] = 'optimize=+lto'
    buildflags_conf(os.path.join(cfg, 'dpkg', 'buildflags.conf'),
                    report if variant.startswith('mergefn') else None, lto,
                    plugin_args(variant))
    flags = run(['dpkg-buildflags', '--get', 'CFLAGS'], env=env, cwd=tree,
                capture_output=True, text=True).stdout.strip()
    cmd = ['nice', 'dpkg-buildpackage', what, '-uc', '-us']
    user = os.environ.get('BUILD_USER')
    if user:
        # As a buildd builds: not as root (libuv1's tests refuse to run as
        # root), with fakeroot for the packaging steps.
        run(['chown', '-R', user, vd])
        env['HOME'] = vd
        cmd = ['runuser', '-u', user, '--'] + cmd + ['-rfakeroot']
    t0 = time.time()
    with open(os.path.join(vd, 'build.log'), 'w') as out:
        rc = run(cmd, cwd=tree, env=env, stdout=out,
                 stderr=subprocess.STDOUT).returncode
    secs = time.time() - t0
    if variant.startswith(('mergefn-across', 'mergefn-default')):
        names_check(tree, vd)
    if rc:
        # A build that fails late (tinyxml2 with LTO: its symbols file)
        # has staged its binary packages: keep those, to compare them.
        for d in sorted(glob.glob(os.path.join(tree, 'debian', '*', 'usr'))):
            name = os.path.basename(os.path.dirname(d))
            if name != 'tmp' and not name.endswith('-dbgsym'):
                shutil.copytree(os.path.dirname(d),
                                os.path.join(vd, 'staged', name), symlinks=True)
    if not os.environ.get('REBUILD_KEEP_TREE'):
        shutil.rmtree(tree, ignore_errors=True)  # keep the .debs and the log
    return vd, rc, secs, flags


def plugin_args(variant):
    """What a variant adds to -fplugin=mergefn."""
    if variant.startswith('mergefn-params'):
        # Parameterised merging at every level (issue 16), not only at -Os
        # where it is on by default.
        return ['params']
    if variant.startswith('mergefn-across'):
        return ['across-units']
    if variant.startswith('mergefn-per-unit'):
        return ['across-units=0']
    return []


def names_check(tree, vd):
    """scripts/check-names.py over every object and archive the build left
    in TREE (before the tree is removed), its output in vd/names.log."""
    files = []
    for dp, _, fs in os.walk(tree):
        for f in fs:
            p = os.path.join(dp, f)
            if f.endswith(('.o', '.a', '.so')) or '.so.' in f:
                if os.path.isfile(p) and not os.path.islink(p):
                    files.append(p)
    with open(os.path.join(vd, 'names.log'), 'w') as out:
        rc = run([sys.executable, os.path.join(ROOT, 'scripts', 'check-names.py')]
                 + sorted(files), stdout=out, stderr=subprocess.STDOUT
                 ).returncode if files else 0
    with open(os.path.join(vd, 'names.rc'), 'w') as f:
        f.write('%d %d\n' % (rc, len(files)))


def names_result(vd):
    """(check-names exit status, files read, its last line) or None."""
    try:
        with open(os.path.join(vd, 'names.rc')) as f:
            rc, n = f.read().split()
        with open(os.path.join(vd, 'names.log'), errors='replace') as f:
            last = (f.read().strip().splitlines() or [''])[-1]
    except OSError:
        return None
    return dict(rc=int(rc), files=int(n), last=last)


def unpack(vd):
    """Shipped files of every non-dbgsym .deb, under vd/root/<package>; of a
    failed build, what it staged (vd/staged/<package>)."""
    roots = {}
    if not glob.glob(os.path.join(vd, '*.deb')):
        for r in sorted(glob.glob(os.path.join(vd, 'staged', '*'))):
            roots[os.path.basename(r)] = r
        return roots
    for deb in sorted(glob.glob(os.path.join(vd, '*.deb'))):
        name = os.path.basename(deb).split('_')[0]
        if name.endswith('-dbgsym'):
            continue
        r = os.path.join(vd, 'root', name)
        shutil.rmtree(r, ignore_errors=True)
        os.makedirs(r)
        run(['dpkg-deb', '-x', deb, r])
        roots[name] = r
    return roots


def elf_files(root):
    for dp, _, fs in os.walk(root):
        for f in fs:
            p = os.path.join(dp, f)
            if os.path.islink(p) or not os.path.isfile(p):
                continue
            with open(p, 'rb') as fh:
                if fh.read(4) == b'\x7fELF':
                    yield p


def text_size(path):
    out = run(['size', '-A', path], capture_output=True, text=True).stdout
    m = re.search(r'^\.text\s+(\d+)', out, re.M)
    return int(m.group(1)) if m else 0


def dynsyms(path):
    r = run(['nm', '-D', '--defined-only', path], capture_output=True,
            text=True)
    # The address may differ; name and type must not.
    return sorted(' '.join(l.split()[1:]) for l in r.stdout.splitlines()
                  if len(l.split()) >= 3)


def shipped(vd):
    """{package/relative path: (text size, dynsyms or None)}"""
    res = {}
    for name, r in unpack(vd).items():
        for p in elf_files(r):
            rel = name + '/' + os.path.relpath(p, r)
            is_so = '.so' in os.path.basename(p)
            res[rel] = (text_size(p), dynsyms(p) if is_so else None)
    return res


def gensymbols(pkg, plain_vd, vd, roots_plain, roots):
    """dpkg-gensymbols -c4 of each package with shared objects, against a
    symbols file generated from the plain build.  Returns failures."""
    bad = []
    for name, r in roots.items():
        rp = roots_plain.get(name)
        if not rp:
            continue
        sos = [p for p in elf_files(rp) if '.so' in os.path.basename(p)]
        if not sos:
            continue
        ref = os.path.join(vd, name + '.plain.symbols')
        # Symbols files need a package name and version; any will do since
        # both sides use the same.
        cmd = ['dpkg-gensymbols', '-q', '-p' + name, '-v1', '-c0']
        g = run(cmd + ['-P' + rp, '-O' + ref], capture_output=True,
                text=True, cwd=vd)
        if g.returncode or not os.path.getsize(ref):
            continue
        c = run(['dpkg-gensymbols', '-p' + name, '-v1', '-c4', '-I' + ref,
                 '-P' + r, '-O' + os.path.join(vd, name + '.symbols')],
                capture_output=True, text=True, cwd=vd)
        if c.returncode:
            bad.append(name + ': ' + (c.stdout + c.stderr)[-2000:])
    return bad


def merges(vd):
    p = os.path.join(vd, 'report.jsonl')
    n = insns = 0
    if os.path.exists(p):
        with open(p, errors='replace') as f:
            for line in f:
                try:
                    m = json.loads(line)
                except ValueError:
                    continue
                n += 1
                insns += m.get('insns', 0)
    return n, insns


def last_record(results, pkg, variant):
    rec = None
    if os.path.exists(results):
        with open(results) as f:
            for line in f:
                r = json.loads(line)
                if r.get('pkg') == pkg and r.get('variant') == variant:
                    rec = r
    return rec


def earlier_build(results, pkg, variant):
    """The kept build of an earlier run, as {variant: (dir, files, record)},
    so that a variant added later (mergefn-params) is compared with the same
    plain build as the others; {} if there is none."""
    rec = last_record(results, pkg, variant)
    vd = os.path.join(WORK, pkg, variant)
    if rec is None or not os.path.exists(os.path.join(vd, 'build.log')):
        return {}
    log('%s: comparing with the %s build of %s' % (pkg, variant, rec['date']))
    return {variant: (vd, shipped(vd), rec)}


def plugin_sha():
    """Which plugin -fplugin=mergefn loads (the package version does not
    say): the first 16 hex digits of its sha256."""
    path = run(['gcc', '-print-file-name=plugin/mergefn.so'],
               capture_output=True, text=True).stdout.strip()
    try:
        with open(path, 'rb') as f:
            return hashlib.sha256(f.read()).hexdigest()[:16]
    except OSError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--variants', default='plain,mergefn,plain-lto,mergefn-lto')
    ap.add_argument('pkgs', nargs='+')
    a = ap.parse_args()
    if run(['gcc', '-fplugin=mergefn', '-E', '-x', 'c', '/dev/null'],
           stdout=subprocess.DEVNULL).returncode:
        sys.exit('check-rebuild: -fplugin=mergefn does not load: install '
                 'gcc-N-plugin-mergefn (debian/) or make install')
    os.makedirs(WORK, exist_ok=True)
    ensure_deb_src()
    plugin = plugin_sha()
    log('plugin %s' % plugin)
    results = os.path.join(WORK, 'results.jsonl')
    variants = a.variants.split(',')
    for pkg in a.pkgs:
        log('%s: fetching' % pkg)
        src = fetch(pkg)
        if not src:
            rec = dict(pkg=pkg, variant='fetch', ok=False)
            with open(results, 'a') as f:
                f.write(json.dumps(rec) + '\n')
            continue
        base = {}
        # As the plain build of an earlier run was made, if there is one.
        earlier = (last_record(results, pkg, 'plain')
                   or last_record(results, pkg, 'plain-lto') or {})
        what = earlier.get('build', '-b')
        for v in variants:
            log('%s: building %s' % (pkg, v))
            # Per build: a plugin installed during a run counts from then.
            plugin = plugin_sha()
            vd, rc, secs, flags = build(pkg, src, v, what)
            if rc and v == reference(v) and what == '-b':
                # The architecture-independent part (documentation) may
                # need tools this host has in another flavour (fmtlib's
                # docs: Debian's node modules; this host has nodesource's
                # node).  The plugin only touches compiled code: build
                # this package's architecture-dependent packages only,
                # every variant alike, as a buildd does for them.
                log('%s: -b failed; arch-only (-B) for every variant' % pkg)
                what = '-B'
                vd, rc, secs, flags = build(pkg, src, v, what)
            files = shipped(vd)
            rec = dict(pkg=pkg, version=os.path.basename(src), variant=v,
                       build=what, plugin=plugin,
                       user=os.environ.get('BUILD_USER', 'root'),
                       rc=rc, seconds=round(secs), cflags=flags,
                       tests=tests(vd),
                       text=sum(t for t, _ in files.values()),
                       elf=len(files),
                       sos=sum(1 for _, s in files.values() if s is not None),
                       staged=rc != 0 and bool(files),
                       date=time.strftime('%Y-%m-%d'))
            rec['merges'], rec['insns'] = merges(vd)
            if v.startswith(('mergefn-across', 'mergefn-default')):
                rec['names'] = names_result(vd)
            ref = reference(v)
            if ref not in base and ref not in variants:
                base.update(earlier_build(results, pkg, ref))
            if v == ref:
                base[v] = (vd, files, rec)
            elif ref in base:
                pvd, pfiles, prec = base[ref]
                rec['tests_equal'] = same_tests(rec['tests'], prec['tests'])
                rec['rc_equal'] = rc == prec['rc']
                rec['text_plain'] = prec['text']
                diffs = []
                for rel, (_, syms) in sorted(pfiles.items()):
                    if syms is None:
                        continue
                    other = files.get(rel, (0, None))[1]
                    if other != syms:
                        gone = sorted(set(syms) - set(other or []))
                        new = sorted(set(other or []) - set(syms))
                        diffs.append(dict(file=rel, gone=gone[:20],
                                          new=new[:20]))
                rec['dynsym_diffs'] = diffs
                if files and pfiles:
                    rec['gensymbols_c4'] = gensymbols(
                        pkg, pvd, vd, unpack(pvd), unpack(vd))
            with open(results, 'a') as f:
                f.write(json.dumps(rec) + '\n')
            log('%s %s: rc=%d %ds merges=%d text=%d' % (
                pkg, v, rc, secs, rec['merges'], rec['text']))


if __name__ == '__main__':
    main()
