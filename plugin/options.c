/* SPDX-License-Identifier: GPL-3.0-or-later */
/* options.c: -fplugin-arg-mergefn-<key>[=<value>] parsing and validation.
   Unknown keys and bad values are errors, never ignored.  */
#include "compat.h"
#include "mergefn/options.h"

/* Set once, by mf_parse_arguments in plugin_init, and only read after:
   every run of both passes reads the same options, so they are a global
   of the plugin, not state of a run (include/run.h).  */
struct mf_options mf_opts;

const char *const mf_help =
  "Merge functions (and read-only variables) with identical bodies.\n"
  "Arguments, as -fplugin-arg-mergefn-<key>:\n"
  "  disable       do not run the pass\n"
  "  dump          write the pass dump next to the output (<base>.*i.mergefn)\n"
  "  across-units[=0|1]  share a header's static function (and read-only\n"
  "                table) with the other units that compile it, without\n"
  "                LTO, under a name made of its content; by default its\n"
  "                inline functions and tables, with it every function of\n"
  "                a header; across-units=0 turns it off\n"
  "  params[=N]    merge functions that differ only in constants, passing\n"
  "                them as at most N added parameters (default 8; on\n"
  "                without it at -Os and -Oz; params=0 turns it off)\n"
  "  preserve-debug  keep every merged function's own entry for debuggers:\n"
  "                merge only into wrappers that callers never inline\n"
  "  report=FILE   append one JSON line per merge to FILE\n"
  "  verify        check the comparator's order and the merges as it goes\n";

static bool
flag_argument (const char *plugin, const struct plugin_argument *arg,
	       bool *flag)
{
  if (arg->value)
    {
      error ("mergefn: %<-fplugin-arg-%s-%s%> takes no value (got %qs)",
	     plugin, arg->key, arg->value);
      return false;
    }
  *flag = true;
  return true;
}

/* KEY, KEY=1 (on) or KEY=0 (off).  */
static bool
switch_argument (const char *plugin, const struct plugin_argument *arg,
		 int *value)
{
  if (!arg->value || !strcmp (arg->value, "1"))
    *value = 1;
  else if (!strcmp (arg->value, "0"))
    *value = 0;
  else
    {
      error ("mergefn: %<-fplugin-arg-%s-%s=%s%>: the value is 1 (on) or 0 "
	     "(off)", plugin, arg->key, arg->value);
      return false;
    }
  return true;
}

/* params, params=N: N from 0 (off) to 16.  */
static bool
params_argument (const char *plugin, const struct plugin_argument *arg)
{
  if (!arg->value)
    {
      mf_opts.params = MF_PARAMS_DEFAULT;
      return true;
    }
  char *end;
  errno = 0;
  long n = strtol (arg->value, &end, 10);
  if (!*arg->value || *end || errno || n < 0 || n > 16)
    {
      error ("mergefn: %<-fplugin-arg-%s-params=%s%>: the value is the most "
	     "parameters a merge may add, from 0 (off) to 16", plugin,
	     arg->value);
      return false;
    }
  mf_opts.params = n;
  return true;
}

bool
mf_parse_arguments (const struct plugin_name_args *info)
{
  bool ok = true;
  memset (&mf_opts, 0, sizeof mf_opts);
  mf_opts.params = -1;
  mf_opts.across_units = -1;
  for (int i = 0; i < info->argc; i++)
    {
      const struct plugin_argument *arg = &info->argv[i];
      if (!strcmp (arg->key, "disable"))
	ok &= flag_argument (info->base_name, arg, &mf_opts.disable);
      else if (!strcmp (arg->key, "dump"))
	ok &= flag_argument (info->base_name, arg, &mf_opts.dump);
      else if (!strcmp (arg->key, "verify"))
	ok &= flag_argument (info->base_name, arg, &mf_opts.verify);
      else if (!strcmp (arg->key, "params"))
	ok &= params_argument (info->base_name, arg);
      else if (!strcmp (arg->key, "across-units"))
	ok &= switch_argument (info->base_name, arg, &mf_opts.across_units);
      else if (!strcmp (arg->key, "preserve-debug"))
	ok &= flag_argument (info->base_name, arg, &mf_opts.preserve_debug);
      else if (!strcmp (arg->key, "report"))
	{
	  if (!arg->value || !*arg->value)
	    {
	      error ("mergefn: %<-fplugin-arg-%s-report%> needs a file name: "
		     "%<-fplugin-arg-%s-report=FILE%>",
		     info->base_name, info->base_name);
	      ok = false;
	    }
	  else if (mf_opts.report_file
		   && !strcmp (mf_opts.report_file, arg->value))
	    /* The same file again: build systems repeat CFLAGS (zstd's
	       programs/Makefile passes them twice).  */
	    ;
	  else if (mf_opts.report_file)
	    {
	      /* Which one was meant?  A build system appending flags may
		 have added a second one by mistake.  */
	      error ("mergefn: %<-fplugin-arg-%s-report%> given twice "
		     "(%qs and %qs)", info->base_name, mf_opts.report_file,
		     arg->value);
	      ok = false;
	    }
	  else
	    mf_opts.report_file = arg->value;
	}
      else
	{
	  error ("mergefn: unknown argument %<-fplugin-arg-%s-%s%>; "
		 "the keys are: across-units, across-units=0, disable, dump, params, params=N, "
		 "preserve-debug, report=FILE, verify",
		 info->base_name, arg->key);
	  ok = false;
	}
    }
  return ok;
}
