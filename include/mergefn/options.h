/* SPDX-License-Identifier: GPL-3.0-or-later */
/* options.h: -fplugin-arg-mergefn-* and what they set (options.c).  */
#ifndef MERGEFN_OPTIONS_H
#define MERGEFN_OPTIONS_H

/* options.c */
struct mf_options
{
  bool disable;
  bool dump;
  bool verify;
  /* Debuggers must find every merged function's own entry: wrappers
     only, never inlined into callers.  */
  bool preserve_debug;
  const char *report_file;
  /* Parameterised merging: the most parameters a merge may add; 0: off;
     -1: not given (on at -Os and -Oz only, with MF_PARAMS_DEFAULT).  */
  int params;
  /* Across units without LTO (share.c): 1 every function of a header, 0
     off, -1 not given (on, for a header's inline helpers: a plain static
     function of a header is often a fragment only one unit includes,
     which sharing only costs what IPA proves of its callers;
     doc/across-units.md).  */
  int across_units;
};
#define MF_PARAMS_DEFAULT 8
extern struct mf_options mf_opts;
extern const char *const mf_help;
/* Parse -fplugin-arg-mergefn-*; false (after reporting errors) if bad.  */
bool mf_parse_arguments (const struct plugin_name_args *info);

#endif
