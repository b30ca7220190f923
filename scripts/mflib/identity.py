# SPDX-License-Identifier: GPL-3.0-or-later
"""Which commit a plugin was built from.

<so>.commit, written by scripts/snapshot-plugin.sh, names it.  Else the
plugin of the work tree's build (DEFAULT) is the tree's HEAD, "-dirty"
when plugin/, include/ or the Makefile have uncommitted changes; any
other file is "unknown (<path>)".
"""
import os
import subprocess

from . import TOP


def commit_file(plugin):
    """The contents of <plugin>.commit, or None."""
    try:
        with open(plugin + ".commit") as f:
            return f.read().strip()
    except OSError:
        return None


def default_plugin():
    return os.path.join(os.environ.get("MERGEFN_BUILD") or os.path.join(TOP, "build"),
                        "mergefn.so")


def git(*args, top=TOP):
    try:
        r = subprocess.run(["git", "-C", top] + list(args), stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
    except OSError:
        return None
    return r.stdout.strip() if r.returncode == 0 else None


def tree_commit(top=TOP):
    """HEAD of the work tree, with -dirty when what the plugin is built
    from has uncommitted changes."""
    c = git("rev-parse", "HEAD", top=top) or "unknown"
    if git("status", "--porcelain", "--", "plugin", "include", "Makefile", top=top):
        c += "-dirty"
    return c


def plugin_commit(plugin, default=None, top=TOP):
    c = commit_file(plugin)
    if c is not None:
        return c
    default = default or default_plugin()
    if os.path.realpath(plugin) == os.path.realpath(default):
        return tree_commit(top)
    return "unknown (%s)" % plugin
