/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share.c: across units without LTO.  Builds that compile one unit at a
   time emit the same static helper out of line in unit after unit; no
   per-unit pass sees two of them.  Every ELF linker already keeps one
   copy of each COMDAT group, by its name: so a local function whose
   content key (content-key.c) it can take becomes a hidden function
   named by that key, alone in a group of that name, and its callers call
   that name.  The units that compile the same helper all name it alike,
   and the linker keeps one.

   Which functions: local ones, defined here, that nothing else names (no
   address taken, no aliases: the linker may keep another unit's copy,
   so this unit's own address must never be seen), and that the opt-outs
   and entry rules leave alone (candidates.c).  Everything else keeps its
   own symbol, with its reason in the dump.

   Two more things keep a discarded copy harmless: callers rely on how
   this unit compiled its copy (IPA-RA) only as far as its final name,
   taken just before final, covers it (share-name.c); and its section is
   printed under its usual name ("S.__mf_<key>" is printed as "S", so the
   kernel's and U-Boot's linker scripts take it, and no orphan section
   appears).  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/candidates.h"
#include "mergefn/content-key.h"
#include "mergefn/options.h"
#include "mergefn/reason.h"
#include "mergefn/report.h"
#include "mergefn/share.h"
#include "mergefn/share-scope.h"
#include "mergefn/share-data.h"
#include "mergefn/share-name.h"
#include "mergefn/symtab-edit.h"

static void (*gcc_named_section) (const char *, unsigned int, tree);

bool
mf_share_enabled_p (void)
{
  return mf_opts.across_units != 0 && !in_lto_p && !flag_generate_lto
	 && !flag_generate_offload && !flag_wpa;
}

/* Why a whole unit shares nothing, or NULL.  An x86-64 kernel's objtool
   writes, after the compiler, a record of every function's code (ORC's
   .orc_unwind_ip, the retpoline and return sites) into sections of its
   own, outside any COMDAT group: a discarded copy would leave them
   pointing into a discarded section, and the kernel's link fails.  The
   kernel's code model says which unit that is.  */
static const char *
unit_refusal (void)
{
  const char *model = NULL;
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const char *text = save_decoded_options[i].orig_option_with_args_text;
      if (text && startswith (text, "-mcmodel="))
	model = text + strlen ("-mcmodel=");
    }
  if (model && !strcmp (model, "kernel"))
    return "a kernel's code (-mcmodel=kernel): objtool records every "
	   "function's address outside its group";
  return NULL;
}

/* "S.__mf_<32 hex>" -> the length of S, or 0.  */
static size_t
content_suffix_at (const char *name)
{
  size_t n = strlen (name);
  const size_t tail = 1 + MF_KEY_NAME_SIZE - 1;
  if (n <= tail || strncmp (name + n - tail, ".__mf_", 6))
    return 0;
  for (const char *p = name + n - 32; *p; p++)
    if (!ISXDIGIT (*p))
      return 0;
  return n - tail;
}

static void
named_section (const char *name, unsigned int flags, tree decl)
{
  size_t base = (flags & SECTION_LINKONCE) ? content_suffix_at (name) : 0;
  if (!base)
    {
      gcc_named_section (name, flags, decl);
      return;
    }
  char *printed = xstrndup (name, base);
  gcc_named_section (printed, flags, decl);
  free (printed);
}

void
mf_share_init (const char *plugin_name)
{
  if (mf_opts.across_units != 0)
    mf_share_name_init (plugin_name);
}

static bool
address_referred_p (cgraph_node *node)
{
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_referring (i, ref); i++)
    if (ref->use != IPA_REF_ALIAS)
      return true;
  return false;
}

/* Why NODE keeps its own symbol whatever its content, or NULL.  */
static const char *
share_refusal (cgraph_node *node)
{
  /* Each unit would need a thunk under the function's own name, which
     saves only where another unit has the same body under another name,
     and no unit can know that (doc/across-units.md).  */
  if (node->get_comdat_group ())
    return "already in a COMDAT group: the linker keeps one copy by its "
	   "own name";
  if (TREE_PUBLIC (node->decl) || DECL_EXTERNAL (node->decl))
    return "public: its own name is already the one every unit uses";
  /* What other units compile too comes from the files they share (a
     header's static inline helpers).  Keyed, a function counts as called
     from elsewhere, which costs this unit's IPA passes what they prove
     of its callers (ipa-cp, ipa-sra, -fipa-pta): not for the unit's own
     functions, which no other unit has.  */
  if (const char *why = mf_share_file_refusal (DECL_SOURCE_FILE (node->decl)))
    return why;
  /* A header's plain static function is often a fragment that one unit
     alone includes (pcre2's JIT SIMD code): nothing to share, and keyed
     it loses what IPA proves of its callers.  Its inline helpers are what
     unit after unit compiles.  */
  if (mf_opts.across_units < 0 && !DECL_DECLARED_INLINE_P (node->decl))
    return "not declared inline: by default only a header's inline "
	   "helpers are shared (across-units: every function of a header)";
  if (node->inlined_to || node->clone_of)
    return "a clone";
  if (const char *why = mf_function_refusal (node))
    return why;
  if (node->address_taken || address_referred_p (node))
    return "its address is used: this unit's copy must keep its own "
	   "address";
  if (node->has_aliases_p ())
    return "it has aliases";
  if (const char *why = mf_role_refusal (node, MF_AS_ALIAS))
    return why;
  if (const char *why = mf_role_refusal (node, MF_AS_REDIRECT))
    return why;
  if (DECL_STATIC_CONSTRUCTOR (node->decl) || DECL_STATIC_DESTRUCTOR (node->decl))
    return "a constructor or destructor";
  if (node->force_output || lookup_attribute ("used", DECL_ATTRIBUTES (node->decl)))
    return "used or retained: kept as written";
  if (DECL_STATIC_CHAIN (node->decl))
    return "a nested function";
  if (lookup_attribute ("interrupt", DECL_ATTRIBUTES (node->decl))
      || lookup_attribute ("naked", DECL_ATTRIBUTES (node->decl)))
    return "an interrupt handler or naked function";
  return NULL;
}

/* The functions keyed by the first pass, to be renamed by the late one
   (after inlining), in the first pass's order.  */
struct pending_share
{
  tree decl;
  struct mf_content_key key;
};
static vec<pending_share> pending;

bool
mf_share_pending_p (void)
{
  return pending.length () != 0 || mf_share_tables_pending_p ();
}

unsigned
mf_share_across_units (hash_set<mf_symbol_key> *merged_away)
{
  if (!mf_share_enabled_p ())
    return 0;
  if (const char *why = unit_refusal ())
    {
      if (dump_file)
	fprintf (dump_file, "unshared unit: %s\n", why);
      return 0;
    }
  struct mf_key_table *table = NULL;
  cgraph_node *node;
  /* Keys first, for every function, before any edit.  */
  FOR_EACH_MF_FUNCTION (node, merged_away)
    {
      const char *why = share_refusal (node);
      struct mf_content_key key;
      if (!why)
	why = mf_content_key (&table, node, &key);
      if (why)
	{
	  mf_note_not_shared (node, why);
	  continue;
	}
      char name[MF_KEY_NAME_SIZE];
      mf_key_name (&key, name);
      mf_note_keyed (node, name);
      pending_share p = { node->decl, key };
      pending.safe_push (p);
    }
  unsigned tables = mf_share_key_tables (&table, merged_away);
  mf_key_table_release (&table);
  /* Until it is renamed, after inlining: this unit's IPA passes must not
     specialize it for this unit's callers (ipa-cp's constants, ipa-sra's
     signature), since other units will call whichever copy is kept.  */
  for (unsigned i = 0; i < pending.length (); i++)
    mf_edit_keep_for_unknown_callers (cgraph_node::get (pending[i].decl));
  return pending.length () + tables;
}

/* Why the keyed NODE cannot be renamed now, after inlining, or NULL.  */
static const char *
rename_refusal (cgraph_node *node)
{
  if (!node || !node->definition)
    return "inlined into every caller, or no longer needed";
  if (node->inlined_to)
    return "inlined into every caller";
  if (node->alias || node->thunk || node->has_aliases_p ())
    return "merged by GCC's ICF since";
  if (node->get_comdat_group ())
    return "put into a COMDAT group since";
  if (node->address_taken || address_referred_p (node))
    return "its address is used since";
  return NULL;
}

unsigned
mf_share_rename (void)
{
  if (!gcc_named_section)
    {
      gcc_named_section = targetm.asm_out.named_section;
      targetm.asm_out.named_section = named_section;
    }
  hash_map<nofree_string_hash, tree> names;
  unsigned shared = 0;
  for (unsigned i = 0; i < pending.length (); i++)
    {
      cgraph_node *node = cgraph_node::get (pending[i].decl);
      char name[MF_KEY_NAME_SIZE];
      mf_key_name (&pending[i].key, name);
      if (const char *why = rename_refusal (node))
	{
	  /* By name: the node may be gone.  */
	  mf_note_not_shared_name
	    (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (pending[i].decl)), why);
	  continue;
	}
      /* Per-unit merging keeps apart what it cannot prove equal; the
	 key, wider than the comparator in what it serializes, should
	 too.  Never two definitions of one name.  */
      if (tree *other = names.get (name))
	{
	  mf_note_not_shared (node,
			      mf_reason ("the same key as a function kept "
					 "apart in this unit",
					 IDENTIFIER_POINTER (DECL_NAME (*other))));
	  continue;
	}
      char *was = xstrdup (node->asm_name ());
      names.put (xstrdup (name), node->decl);
      mf_edit_share_by_name (node, name);
      ipa_size_summary *size = ipa_size_summaries
			       ? ipa_size_summaries->get (node) : NULL;
      mf_note_first_name (was, name);
      mf_share_name_later (node, &pending[i].key, was, size ? size->size : 0);
      free (was);
      shared++;
    }
  pending.release ();
  return shared + mf_share_rename_tables ();
}
