# SPDX-License-Identifier: GPL-3.0-or-later
"""How things are measured: CPU time and memory of a command, -ftime-report
rows, .text sizes, the merges each tool reports, the machine, and the
store of results that --resume reuses."""
import json
import os
import platform
import re
import statistics
import subprocess
import tempfile

import configs
from common import RESULTS, capture, die, log, q


def timed(args, cwd=None, env=None, stderr_path=None, procs=1, stdout_path=None):
    """Run ARGS under /usr/bin/time -v; returns user, sys, cpu, wall,
    maxrss_kb and the exit status (the output goes to STDOUT_PATH and
    STDERR_PATH when given).  A run whose CPU time exceeds what PROCS
    processes could use in its wall time (a clock glitch seen on this VM)
    is repeated, up to three times."""
    for attempt in range(3):
        fd, tfile = tempfile.mkstemp(prefix="bench-time-")
        os.close(fd)
        err = open(stderr_path, "wb") if stderr_path else subprocess.DEVNULL
        out = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
        try:
            r = subprocess.run(["/usr/bin/time", "-v", "-o", tfile] + args, cwd=cwd, env=env,
                               stdout=out, stderr=err)
        finally:
            if stderr_path:
                err.close()
            if stdout_path:
                out.close()
        txt = open(tfile).read()
        os.unlink(tfile)
        m = {}
        for key, pat in (("user", r"User time \(seconds\): ([\d.]+)"),
                         ("sys", r"System time \(seconds\): ([\d.]+)"),
                         ("maxrss_kb", r"Maximum resident set size \(kbytes\): (\d+)"),
                         ("wall", r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)")):
            mm = re.search(pat, txt)
            if not mm:
                die("cannot read /usr/bin/time output for %s:\n%s" % (q(args), txt))
            m[key] = mm.group(1)
        wall = 0.0
        for part in m["wall"].split(":"):
            wall = wall * 60 + float(part)
        res = dict(user=float(m["user"]), sys=float(m["sys"]), wall=wall,
                   maxrss_kb=int(m["maxrss_kb"]), status=r.returncode)
        res["cpu"] = round(res["user"] + res["sys"], 2)
        if res["cpu"] <= procs * wall * 1.05 + 0.05:
            return res
        log("discarding a run whose CPU time (%.2f s) exceeds %d x its wall time (%.2f s)"
            % (res["cpu"], procs, wall))
    return res


ROW_RE = re.compile(r"^ ([^:\n]*?)\s*:\s+([\d.]+) \(\s*\d+%\)\s+([\d.]+) \(\s*\d+%\)"
                    r"\s+([\d.]+) \(\s*\d+%\)")


def time_report_rows(text):
    """-ftime-report rows name -> usr+sys seconds, summed over every report
    in TEXT (under -flto: WPA and each LTRANS).  TOTAL is read apart."""
    rows = {}
    for line in text.splitlines():
        m = ROW_RE.match(line)
        if m:
            name = m.group(1).strip()
            rows[name] = round(rows.get(name, 0.0) + float(m.group(2)) + float(m.group(3)), 2)
        elif line.startswith(" TOTAL"):
            parts = line.split()
            try:
                rows["TOTAL"] = round(rows.get("TOTAL", 0.0) + float(parts[2]) + float(parts[3]), 2)
            except (IndexError, ValueError):
                pass
    return rows


def text_bytes(path):
    out = capture(["size", "-A", path])
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == ".text":
            return int(parts[1])
    die("no .text in %s:\n%s" % (path, out))


ICF_DUMP_RE = re.compile(r"\.\d+i\.icf$")


def count_icf_dumps(root, remove=True):
    """GCC's ICF merges, from -fdump-ipa-icf-details dumps under ROOT: the
    'Unified; ...' lines (a 'Semantic equality hit' may still be refused,
    'Not unifying; ...').  Removes the dumps (they are large)."""
    fn = var = refused = files = 0
    for d, _, names in os.walk(root):
        for n in names:
            if not ICF_DUMP_RE.search(n):
                continue
            p = os.path.join(d, n)
            files += 1
            with open(p, errors="replace") as f:
                for line in f:
                    if line.startswith("Unified; "):
                        if "Variable" in line:
                            var += 1
                        else:
                            fn += 1
                    elif line.startswith("Not unifying; "):
                        refused += 1
            if remove:
                os.unlink(p)
    return dict(icf_functions=fn, icf_variables=var, icf_refused=refused, icf_dumps=files)


def count_report(path):
    """mergefn's merges from its report (one JSON line per merge)."""
    res = dict(mf_functions=0, mf_variables=0, mf_how={})
    if not os.path.exists(path):
        return res
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            r = json.loads(line)
            if r.get("kind") == "variable":
                res["mf_variables"] += 1
            else:
                res["mf_functions"] += 1
                res["mf_how"][r.get("how", "?")] = res["mf_how"].get(r.get("how", "?"), 0) + 1
    return res


def count_gold(logtext):
    return len(re.findall(r"ICF folding section '", logtext))


def fn_symbols(path):
    """Defined function symbols of PATH: (count, count of 5-byte ones, the
    size of a `jmp rel32` thunk)."""
    out = capture(["nm", "--defined-only", "-S", path])
    total = thunks = 0
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in ("t", "T", "W", "w", "i"):
            total += 1
            if int(parts[1], 16) == 5:
                thunks += 1
    return total, thunks


def median(xs):
    xs = [x for x in xs if x is not None]
    return round(statistics.median(xs), 3) if xs else None


def machine_info():
    cpu = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem_kb = 0
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                mem_kb = int(line.split()[1])
    def ver(args):
        try:
            return capture(args).splitlines()[0].strip()
        except (OSError, IndexError):
            return "?"
    osrel = "?"
    if os.path.exists("/etc/os-release"):
        for line in open("/etc/os-release"):
            if line.startswith("PRETTY_NAME="):
                osrel = line.split("=", 1)[1].strip().strip('"')
    return dict(nproc=os.cpu_count(), cpu=cpu, ram_gib=round(mem_kb / 1048576, 1), os=osrel,
                kernel=platform.release(), gcc=ver([configs.GCC_CMD, "--version"]),
                clang=ver([configs.CLANG_CMD, "--version"]), ld=ver(["ld", "--version"]),
                gold=ver(["ld.gold", "--version"]), cmake=ver(["cmake", "--version"]))


class Store:
    """Results of one measurement each, as JSON under build/bench/results;
    with --resume, reused when the key (plugin, settings) matches."""

    def __init__(self, key, resume):
        self.key = key
        self.resume = resume
        os.makedirs(RESULTS, exist_ok=True)

    def path(self, name):
        return os.path.join(RESULTS, name + ".json")

    def get(self, name, plugin_free=False):
        """PLUGIN_FREE: a build without the plugin, whose result depends
        on neither the plugin nor the number of timed runs."""
        p = self.path(name)
        if self.resume and os.path.exists(p):
            d = json.load(open(p))
            if d.get("key") == self.key:
                return d["value"]
            if plugin_free and isinstance(d.get("key"), dict):
                loose = ("plugin", "runs")
                if {k: v for k, v in d["key"].items() if k not in loose} == \
                        {k: v for k, v in self.key.items() if k not in loose}:
                    return d["value"]
        return None

    def put(self, name, value):
        p = self.path(name)
        with open(p + ".tmp", "w") as f:
            json.dump(dict(key=self.key, value=value), f, indent=1)
        os.rename(p + ".tmp", p)
        return value


def merges_summary(cfg, d, report_path, gold_log=None):
    m = {}
    if cfg.get("mf"):
        m.update(count_report(report_path))
    if cfg["cc"] == "gcc" and "-fno-ipa-icf" not in cfg["opt"].split():
        m.update(count_icf_dumps(d))
    else:
        count_icf_dumps(d)  # nothing to count; clean up
    if gold_log is not None:
        m["gold_folded"] = count_gold(gold_log)
    return m


def strip_counting(args, report):
    """A timed command: the counting dump dropped, the plugin's report
    to a scratch file, the output to a scratch object."""
    out = []
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a.startswith("-fdump-ipa-icf"):
            continue
        if a.startswith("-fplugin-arg-mergefn-report="):
            a = "-fplugin-arg-mergefn-report=" + report
        if a == "-o":
            out += ["-o", report + ".o"]
            skip = True
            continue
        out.append(a)
    return out


def mean(xs):
    xs = [x for x in xs if x is not None]
    return round(sum(xs) / len(xs), 4) if xs else None
