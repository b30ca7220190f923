/* SPDX-License-Identifier: GPL-3.0-or-later */
/* version-check.c: may this plugin run inside the compiler that loaded
   it?  GCC's own check (plugin_default_version_check) compares the whole
   configure line, which holds the distribution's package revision: every
   gcc upload, security fixes included, would refuse the plugin.  Here the
   strings that only name the packaging are left out, and what the
   plugin's compiled code really depends on is verified instead: the size
   of every GCC global it reads (the running compiler's own symbol table
   gives them), the identity of every tree and GIMPLE code and the size
   of GCC's tree and GIMPLE node structures (asked of the compiler's own
   functions and tables), and the place of the options it reads.  doc/version-check.md says why that is enough and what it
   cannot see.  */
#include "compat.h"
#include "plugin-version.h"
#include "mergefn/version-check.h"
#include <dlfcn.h>
#include <link.h>

/* The sentence of a refusal, read by plugin_init before any pass runs.  */
static char why[512];

/* Refuse: WHY gets the sentence.  */
static const char * ATTRIBUTE_PRINTF_1
refuse (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (why, sizeof why, fmt, ap);
  va_end (ap);
  return why;
}

/* The development phases GCC's own sources set (DEV-PHASE).  Anything
   else is a vendor's text: Fedora writes "Red Hat 14.2.1-3" there, which
   changes with every package release.  Not inlined: the build's own
   phase is a constant, and GCC would warn about comparing it.  */
static bool __attribute__ ((noinline))
upstream_phase_p (const char *phase)
{
  return !*phase || !strcmp (phase, "experimental")
	 || !strcmp (phase, "prerelease");
}

/* One word of a configure line: [START, START + LEN).  */
struct conf_word
{
  const char *start;
  size_t len;
};

/* Split LINE into words (single quotes group, as configure's own quoting
   does), leaving out the configure script's path (the first word) and the
   words that only name the packaging.  At most MAX words; the count.  */
static size_t
configure_words (const char *line, struct conf_word *words, size_t max)
{
  size_t n = 0;
  bool first = true;
  const char *p = line;
  while (*p)
    {
      while (*p == ' ')
	p++;
      if (!*p)
	break;
      const char *start = p;
      bool quoted = false;
      while (*p && (quoted || *p != ' '))
	{
	  if (*p == '\'')
	    quoted = !quoted;
	  p++;
	}
      size_t len = p - start;
      if (first)
	{
	  first = false;
	  continue;
	}
      if (startswith (start, "--with-pkgversion=")
	  || startswith (start, "--with-bugurl="))
	continue;
      if (n == max)
	break;
      words[n].start = start;
      words[n].len = len;
      n++;
    }
  return n;
}

/* The value of --target= in LINE's words, or "the host" if none.  */
static const char *
target_of (const struct conf_word *words, size_t n, char *buf, size_t size)
{
  for (size_t i = 0; i < n; i++)
    if (words[i].len > 9 && !strncmp (words[i].start, "--target=", 9))
      {
	snprintf (buf, size, "%.*s", (int) (words[i].len - 9),
		  words[i].start + 9);
	return buf;
      }
  return "the host";
}

/* Whether the words B and R are the same, where B holds the date stamp
   of the compiler the plugin was built for (DATE_B) in the places where
   R holds the running compiler's (DATE_R).  A development snapshot is
   named by its date, and configure lines can hold that name: Debian's
   gcc-snapshot is built in a directory named after it, which
   --enable-offload-targets= records.  The date stamp is packaging there
   too; what differs between two snapshots is left to the layout
   checks, as for any other packaging.  */
static bool
same_word (const struct conf_word *b, const char *date_b,
	   const struct conf_word *r, const char *date_r)
{
  size_t lb = strlen (date_b), lr = strlen (date_r);
  size_t i = 0, j = 0;
  while (i < b->len && j < r->len)
    {
      if (lb && lr && i + lb <= b->len && j + lr <= r->len
	  && !memcmp (b->start + i, date_b, lb)
	  && !memcmp (r->start + j, date_r, lr))
	{
	  i += lb;
	  j += lr;
	  continue;
	}
      if (b->start[i] != r->start[j])
	return false;
      i++;
      j++;
    }
  return i == b->len && j == r->len;
}

#define MAX_WORDS 256

/* The configure lines, packaging left out, must be the same: DATE_B and
   DATE_R are the two compilers' date stamps (same_word).  */
static const char *
configure_refusal (const char *built, const char *date_b,
		   const char *running, const char *date_r)
{
  static struct conf_word b[MAX_WORDS], r[MAX_WORDS];
  size_t nb = configure_words (built, b, MAX_WORDS);
  size_t nr = configure_words (running, r, MAX_WORDS);
  char tb[128], tr[128];
  const char *target_b = target_of (b, nb, tb, sizeof tb);
  const char *target_r = target_of (r, nr, tr, sizeof tr);
  if (strcmp (target_b, target_r))
    return refuse ("it was built for target %s, and this compiler's target "
		   "is %s", target_b, target_r);
  for (size_t i = 0; i < nb || i < nr; i++)
    {
      if (i < nb && i < nr && same_word (&b[i], date_b, &r[i], date_r))
	continue;
      if (i >= nr)
	return refuse ("it was built for a compiler configured with '%.*s', "
		       "which this compiler's configuration lacks",
		       (int) b[i].len, b[i].start);
      if (i >= nb)
	return refuse ("this compiler is configured with '%.*s', which the "
		       "one it was built for was not", (int) r[i].len,
		       r[i].start);
      return refuse ("it was built for a compiler configured with '%.*s' "
		     "where this one has '%.*s'", (int) b[i].len, b[i].start,
		     (int) r[i].len, r[i].start);
    }
  return NULL;
}

/* The size the running compiler's dynamic symbol table gives the object
   at ADDR, which must be NAME's; false if it has no such entry.  */
static bool
symbol_size (const void *addr, const char *name, size_t *size)
{
  Dl_info info;
  const ElfW(Sym) *sym = NULL;
  if (!dladdr1 (addr, &info, (void **) &sym, RTLD_DL_SYMENT) || !sym
      || !info.dli_sname || strcmp (info.dli_sname, name)
      || info.dli_saddr != addr)
    return false;
  *size = sym->st_size;
  return true;
}

/* Every global the plugin reads (compat.h's list) has the size it had
   when the plugin was built.  */
static const char *
globals_refusal (void)
{
  struct checked { const char *name; const void *addr; size_t size; };
#define MF_CHECKED(sym, bytes) { #sym, (const void *) &sym, bytes },
  static const struct checked globals[] = { MF_CHECKED_GLOBALS (MF_CHECKED) };
#undef MF_CHECKED
  for (size_t i = 0; i < ARRAY_SIZE (globals); i++)
    {
      size_t want = globals[i].size, have;
#ifdef MF_TEST_LAYOUT_MISMATCH
      /* A test build (make check): as if GCC's options had grown by one
	 field since this plugin was built.  */
      if (!strcmp (globals[i].name, "global_options"))
	want += 8;
#endif
      if (!symbol_size (globals[i].addr, globals[i].name, &have))
	return refuse ("this compiler's symbol table does not give the size "
		       "of '%s'", globals[i].name);
      if (have != want)
	return refuse ("'%s' takes %lu bytes in this compiler and took %lu "
		       "in the one it was built for", globals[i].name,
		       (unsigned long) have, (unsigned long) want);
    }
  return NULL;
}

/* Every GIMPLE code names the statement it named at build time (the
   compiler's gimple_code_name, whose size globals_refusal checked), and
   every GIMPLE statement structure has the size it had at build time, as
   the compiler's own gimple_size says (which also reads its own
   gss_for_code_, checked likewise).  */
static const char *
gimple_refusal (void)
{
#define DEFGSCODE(sym, name, gss) name,
  static const char *const names[] = {
#include "gimple.def"
  };
#undef DEFGSCODE
  static_assert (ARRAY_SIZE (names) == LAST_AND_UNUSED_GIMPLE_CODE,
		 "gimple.def gives every GIMPLE code");
  for (int c = 0; c < LAST_AND_UNUSED_GIMPLE_CODE; c++)
    if (strcmp (gimple_code_name[c], names[c]))
      return refuse ("GIMPLE code %d is %s in this compiler and was %s in "
		     "the one it was built for", c, gimple_code_name[c],
		     names[c]);
  /* The structure each code uses, and the size of each structure.  */
#define DEFGSCODE(sym, name, gss) gss,
  static const enum gimple_statement_structure_enum gss_of[] = {
#include "gimple.def"
  };
#undef DEFGSCODE
#define DEFGSSTRUCT(sym, type, has_tree_op) sizeof (type),
  static const size_t built[] = {
#include "gsstruct.def"
  };
#undef DEFGSSTRUCT
  for (int c = 0; c < LAST_AND_UNUSED_GIMPLE_CODE; c++)
    {
      enum gimple_code code = (enum gimple_code) c;
      if (gss_for_code (code) != gss_of[c])
	return refuse ("a %s statement has structure kind %d in this "
		       "compiler and had %d in the one it was built for",
		       names[c], (int) gss_for_code (code), (int) gss_of[c]);
      size_t have = gimple_size (code), want = built[gss_of[c]];
      if (have != want)
	return refuse ("a %s statement takes %lu bytes in this compiler and "
		       "took %lu in the one it was built for",
		       gimple_code_name[c], (unsigned long) have,
		       (unsigned long) want);
    }
  return NULL;
}

/* Every tree code names the node it named at build time (so a reordered
   list of codes is caught, and tree_code_size below is asked only about
   the kind of node it expects: asked about another, it may stop with an
   internal error), and the tree nodes the plugin reads fields of have the
   size they had at build time, as the compiler's own tree_code_size
   says.  */
static const char *
tree_refusal (void)
{
#define DEFTREECODE(sym, name, type, len) name,
#define END_OF_BASE_TREE_CODES NULL,
  static const char *const names[] = {
#include "all-tree.def"
  };
#undef DEFTREECODE
#undef END_OF_BASE_TREE_CODES
  static_assert (ARRAY_SIZE (names) == MAX_TREE_CODES,
		 "all-tree.def gives every tree code");
  for (int c = 0; c < (int) MAX_TREE_CODES; c++)
    {
      const char *have = get_tree_code_name ((enum tree_code) c);
      if (names[c] && strcmp (have, names[c]))
	return refuse ("tree code %d is %s in this compiler and was %s in "
		       "the one it was built for", c, have, names[c]);
    }
  struct checked { enum tree_code code; size_t size; };
  static const struct checked nodes[] = {
    { FUNCTION_DECL, sizeof (struct tree_function_decl) },
    { VAR_DECL, sizeof (struct tree_var_decl) },
    { PARM_DECL, sizeof (struct tree_parm_decl) },
    { RESULT_DECL, sizeof (struct tree_result_decl) },
    { FIELD_DECL, sizeof (struct tree_field_decl) },
    { LABEL_DECL, sizeof (struct tree_label_decl) },
    { CONST_DECL, sizeof (struct tree_const_decl) },
    { TYPE_DECL, sizeof (struct tree_type_decl) },
    { RECORD_TYPE, sizeof (struct tree_type_non_common) },
    { SSA_NAME, sizeof (struct tree_ssa_name) },
    { BLOCK, sizeof (struct tree_block) },
    { CONSTRUCTOR, sizeof (struct tree_constructor) },
    { TREE_LIST, sizeof (struct tree_list) },
  };
  for (size_t i = 0; i < ARRAY_SIZE (nodes); i++)
    {
      size_t have = tree_code_size (nodes[i].code);
      if (have != nodes[i].size)
	return refuse ("a %s node takes %lu bytes in this compiler and took "
		       "%lu in the one it was built for",
		       get_tree_code_name (nodes[i].code),
		       (unsigned long) have, (unsigned long) nodes[i].size);
    }
  return NULL;
}

/* The options the plugin reads sit where they sat at build time: the
   number of options (so every OPT_* names the same option), the size of
   the compiler's option table, and the offset in global_options of each
   flag the plugin reads, from that table.  */
static const char *
options_refusal (void)
{
  if (cl_options_count != N_OPTS)
    return refuse ("this compiler has %u command-line options and the one "
		   "it was built for had %u", cl_options_count,
		   (unsigned) N_OPTS);
  size_t have;
  if (!symbol_size (cl_options, "cl_options", &have))
    return refuse ("this compiler's symbol table does not give the size "
		   "of 'cl_options'");
  if (have != N_OPTS * sizeof (struct cl_option))
    return refuse ("'cl_options' takes %lu bytes in this compiler and took "
		   "%lu in the one it was built for", (unsigned long) have,
		   (unsigned long) (N_OPTS * sizeof (struct cl_option)));
  struct checked { size_t opt; const char *text; size_t offset; };
#define MF_OPTION(opt, text, field) \
  { opt, text, offsetof (struct gcc_options, field) },
  static const struct checked flags[] = {
    MF_OPTION (OPT_fstrict_aliasing, "-fstrict-aliasing", x_flag_strict_aliasing)
    MF_OPTION (OPT_fdevirtualize, "-fdevirtualize", x_flag_devirtualize)
    MF_OPTION (OPT_fpic, "-fpic", x_flag_pic)
    MF_OPTION (OPT_fpie, "-fpie", x_flag_pie)
    MF_OPTION (OPT_fipa_pta, "-fipa-pta", x_flag_ipa_pta)
    MF_OPTION (OPT_Winline, "-Winline", x_warn_inline)
  };
#undef MF_OPTION
  for (size_t i = 0; i < ARRAY_SIZE (flags); i++)
    {
      const struct cl_option *o = &cl_options[flags[i].opt];
      if (strcmp (o->opt_text, flags[i].text))
	return refuse ("option number %lu is %s in this compiler and was %s "
		       "in the one it was built for",
		       (unsigned long) flags[i].opt, o->opt_text,
		       flags[i].text);
      if (o->flag_var_offset != flags[i].offset)
	return refuse ("option %s is kept at offset %u of 'global_options' "
		       "in this compiler and was at %lu in the one it was "
		       "built for", flags[i].text, o->flag_var_offset,
		       (unsigned long) flags[i].offset);
    }
  return NULL;
}

#ifdef MF_TEST_UNRESOLVED
/* A test build (make check): a plugin that needs a symbol the compiler
   does not have, as one built for another GCC may; loading it fails
   before any check here can run.  */
extern "C" int mf_test_symbol_not_in_gcc;
#endif

const char *
mf_version_refusal (const struct plugin_gcc_version *running)
{
  const struct plugin_gcc_version *built = &gcc_version;
#ifdef MF_TEST_UNRESOLVED
  if (mf_test_symbol_not_in_gcc)
    return refuse ("unreachable");
#endif
  if (strcmp (built->basever, running->basever))
    return refuse ("it was built for GCC %s, and this is GCC %s",
		   built->basever, running->basever);
  if ((upstream_phase_p (built->devphase)
       || upstream_phase_p (running->devphase))
      && strcmp (built->devphase, running->devphase))
    return refuse ("it was built for GCC %s%s%s, and this is GCC %s%s%s",
		   built->basever, *built->devphase ? " " : "",
		   built->devphase, running->basever,
		   *running->devphase ? " " : "", running->devphase);
  const char *r = configure_refusal (built->configuration_arguments,
				     built->datestamp,
				     running->configuration_arguments,
				     running->datestamp);
  if (!r)
    r = options_refusal ();
  if (!r)
    r = globals_refusal ();
  if (!r)
    r = gimple_refusal ();
  if (!r)
    r = tree_refusal ();
  return r;
}
