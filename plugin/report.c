/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report.c: dump lines, -fopt-info notes and the JSON report.

   Decisions are made elsewhere; this file only says them.  Dump lines
   (tests scan these; keep the format):
     refuse <symbol>: <reason>
     differ <symbol> <symbol>: <first difference>
     apart <symbol> <survivor>: <why equal symbols were not merged>
     defer <symbol> <other>: <why it is left to the pass after inlining>
     merge <symbol> -> <survivor> (<how>)
     merge <symbol> -> <shared body> (params, <n> added)
   The report appends one JSON object per merge to the file named by
   report=FILE, all lines of one compilation in a single write() under an
   exclusive lock, so parallel compilers never interleave or lose lines.  */
#include "compat.h"
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include "lto-streamer.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/report.h"

/* The report's lines, written out once per execution of either pass:
   pass.c's and late.c's execute each call mf_report_begin and
   mf_report_end.  Not a part of the pass's run (include/run.h): the late
   pass has none, and every room says its merges through report.c, as it
   writes GCC's dump_file, without a report to pass down.  */
static struct obstack report_lines;
static bool report_started;

static const char *
name_of (symtab_node *node)
{
  return node->asm_name ();
}

/* Under -flto, the object file each symbol was read from.  GCC forgets it
   once a body is loaded, so it is noted before (mf_note_unit).  Kept for
   the whole compilation: the first pass notes the units, and the late
   pass's merges are reported with them too.  */
static hash_map<mf_symbol_key, const char *> *lto_units;

void
mf_note_unit (symtab_node *node)
{
  if (!node->lto_file_data || !node->lto_file_data->file_name)
    return;
  if (!lto_units)
    lto_units = new hash_map<mf_symbol_key, const char *>;
  lto_units->put (mf_key (node), node->lto_file_data->file_name);
}

/* The translation unit a symbol came from: under -flto, the object file
   it was read from; otherwise the main input.  */
static const char *
unit_of (symtab_node *node)
{
  const char **unit = lto_units ? lto_units->get (mf_key (node)) : NULL;
  if (unit)
    return *unit;
  if (node->lto_file_data && node->lto_file_data->file_name)
    return node->lto_file_data->file_name;
  return main_input_filename ? main_input_filename : "";
}

void
mf_note_refusal (symtab_node *node, const char *reason)
{
  if (dump_file)
    fprintf (dump_file, "refuse %s: %s\n", name_of (node), reason);
}

void
mf_note_differ (symtab_node *a, symtab_node *b, const char *reason)
{
  if (dump_file)
    fprintf (dump_file, "differ %s %s: %s\n", name_of (a), name_of (b),
	     reason);
}

void
mf_note_apart (symtab_node *node, symtab_node *into, const char *reason)
{
  if (dump_file)
    fprintf (dump_file, "apart %s %s: %s\n", name_of (node), name_of (into),
	     reason);
}

void
mf_note_defer (symtab_node *node, symtab_node *other, const char *reason)
{
  if (dump_file)
    fprintf (dump_file, "defer %s %s: %s\n", name_of (node), name_of (other),
	     reason);
}

void
mf_note_tbaa (symtab_node *node)
{
  if (dump_file)
    fprintf (dump_file, "tbaa %s: pointer accesses may alias anything "
	     "(its class differs in their alias sets)\n", name_of (node));
}

void
mf_note_candidates (const char *what, unsigned count)
{
  if (dump_file)
    fprintf (dump_file, ";; %u %s take part\n", count, what);
}

void
mf_note_summaries_written (unsigned count, unsigned hashed)
{
  if (dump_file)
    fprintf (dump_file, ";; compile-time summary written: %u symbols, "
	     "%u with a hash\n", count, hashed);
}

void
mf_note_summaries_read (unsigned count, unsigned units, unsigned all)
{
  if (dump_file)
    fprintf (dump_file, ";; compile-time summaries read: %u symbols from "
	     "%u of %u units\n", count, units, all);
}

void
mf_note_summary_ignored (const char *file, unsigned version)
{
  if (dump_file)
    fprintf (dump_file, ";; compile-time summary of %s ignored: not of "
	     "format %u\n", file, version);
}

/* ROUND 0: the parameterised merging after the rounds.  */
void
mf_note_round (unsigned round)
{
  if (dump_file && round)
    fprintf (dump_file, ";; round %u\n", round);
  else if (dump_file)
    fprintf (dump_file, ";; functions that differ only in constants\n");
}

/* ------------------------------------------------------------------ */
/* JSON.  */

static void
json_string (const char *s)
{
  obstack_1grow (&report_lines, '"');
  for (; *s; s++)
    {
      unsigned char ch = *s;
      if (ch == '"' || ch == '\\')
	{
	  obstack_1grow (&report_lines, '\\');
	  obstack_1grow (&report_lines, ch);
	}
      else if (ch < 0x20)
	{
	  char buf[8];
	  snprintf (buf, sizeof buf, "\\u%04x", ch);
	  obstack_grow (&report_lines, buf, strlen (buf));
	}
      else
	obstack_1grow (&report_lines, ch);
    }
  obstack_1grow (&report_lines, '"');
}

static void
json_field (const char *key, const char *value, bool first = false)
{
  if (!first)
    obstack_grow (&report_lines, ", ", 2);
  json_string (key);
  obstack_grow (&report_lines, ": ", 2);
  json_string (value);
}

static void
json_number (const char *key, HOST_WIDE_INT value)
{
  char buf[64];
  obstack_grow (&report_lines, ", ", 2);
  json_string (key);
  snprintf (buf, sizeof buf, ": " HOST_WIDE_INT_PRINT_DEC, value);
  obstack_grow (&report_lines, buf, strlen (buf));
}

static void
note_merge (symtab_node *node, symtab_node *into, const char *how,
	    HOST_WIDE_INT size, int params);

void
mf_note_merge (symtab_node *node, symtab_node *into, const char *how,
	       HOST_WIDE_INT size)
{
  note_merge (node, into, how, size, -1);
}

void
mf_note_params_merge (symtab_node *node, symtab_node *into,
		      HOST_WIDE_INT size, int params)
{
  note_merge (node, into, "params", size, params);
}

/* PARAMS: the parameters a parameterised merge added, or -1.  */
static void
note_merge (symtab_node *node, symtab_node *into, const char *how,
	    HOST_WIDE_INT size, int params)
{
  bool is_function = is_a <cgraph_node *> (node);
  if (dump_file && params >= 0)
    fprintf (dump_file, "merge %s -> %s (%s, %d added)\n", name_of (node),
	     name_of (into), how, params);
  else if (dump_file)
    fprintf (dump_file, "merge %s -> %s (%s)\n", name_of (node),
	     name_of (into), how);

  expanded_location loc = expand_location (DECL_SOURCE_LOCATION (node->decl));
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_location_t
		       (DECL_SOURCE_LOCATION (node->decl)),
		     "merged %s %qs into %qs (%s)\n",
		     is_function ? "function" : "variable",
		     node->dump_asm_name (), into->dump_asm_name (), how);
  if (!report_started)
    return;
  obstack_1grow (&report_lines, '{');
  json_field ("unit", unit_of (node), true);
  json_field ("function", name_of (node));
  json_field ("into", name_of (into));
  json_field ("into_unit", unit_of (into));
  json_field ("how", how);
  json_field ("kind", is_function ? "function" : "variable");
  json_number (is_function ? "insns" : "bytes", size);
  if (params >= 0)
    json_number ("params", params);
  if (loc.file)
    {
      char *where = xasprintf ("%s:%d", loc.file, loc.line);
      json_field ("location", where);
      free (where);
    }
  obstack_grow (&report_lines, "}\n", 2);
}

/* NODE (under the name it had, WAS) is now the body every unit shares
   under the content name KEY_NAME, or (REASON) it is not.  */
void
mf_note_shared (symtab_node *node, const char *was, const char *key_name,
		HOST_WIDE_INT size)
{
  if (dump_file)
    fprintf (dump_file, "share %s %s\n", was, key_name);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_location_t
		       (DECL_SOURCE_LOCATION (node->decl)),
		     "%s %qs shared across units as %qs\n",
		     is_a <cgraph_node *> (node) ? "function" : "table", was,
		     key_name);
  if (!report_started)
    return;
  obstack_1grow (&report_lines, '{');
  json_field ("unit", unit_of (node), true);
  json_field ("function", was);
  json_field ("into", key_name);
  json_field ("how", "across-units");
  if (is_a <cgraph_node *> (node))
    {
      json_field ("kind", "function");
      json_number ("insns", size);
    }
  else
    {
      json_field ("kind", "variable");
      json_number ("bytes", size);
    }
  obstack_grow (&report_lines, "}\n", 2);
}

void
mf_note_first_name (const char *was, const char *key_name)
{
  if (dump_file)
    fprintf (dump_file, "share %s %s\n", was, key_name);
}

void
mf_note_keyed (symtab_node *node, const char *key_name)
{
  if (dump_file)
    fprintf (dump_file, "keyed %s %s\n", name_of (node), key_name);
}

void
mf_note_not_shared_name (const char *name, const char *reason)
{
  if (dump_file)
    fprintf (dump_file, "unshared %s: %s\n", name, reason);
}

void
mf_note_not_shared (symtab_node *node, const char *reason)
{
  mf_note_not_shared_name (name_of (node), reason);
}

/* ------------------------------------------------------------------ */

static int
open_report (void)
{
  return open (mf_opts.report_file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	       0666);
}

bool
mf_report_check_writable (void)
{
  int fd = open_report ();
  if (fd < 0)
    {
      error ("mergefn: cannot write the report file %qs: %m",
	     mf_opts.report_file);
      return false;
    }
  close (fd);
  return true;
}

void
mf_report_begin (void)
{
  /* -fcompare-debug compiles the unit twice, the second time with
     -fcompare-debug-second: the first compilation's lines are the
     report.  */
  if (!mf_opts.report_file || flag_compare_debug)
    return;
  obstack_init (&report_lines);
  report_started = true;
}

void
mf_report_end (void)
{
  if (!report_started)
    return;
  report_started = false;
  size_t len = obstack_object_size (&report_lines);
  char *text = (char *) obstack_finish (&report_lines);
  if (len)
    {
      int fd = open_report ();
      bool ok = fd >= 0 && flock (fd, LOCK_EX) == 0;
      size_t done = 0;
      while (ok && done < len)
	{
	  ssize_t n = write (fd, text + done, len - done);
	  if (n < 0 && errno == EINTR)
	    continue;
	  ok = n > 0;
	  done += ok ? n : 0;
	}
      if (!ok)
	error ("mergefn: cannot write the report file %qs: %m",
	       mf_opts.report_file);
      if (fd >= 0)
	close (fd);
    }
  obstack_free (&report_lines, NULL);
}
