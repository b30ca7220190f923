/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-data.c: across units without LTO, for read-only tables.  A
   header's "static const" table is emitted in every unit that reads it;
   like a shared function (share.c), it becomes a hidden symbol named by
   its content key (content-key.c), alone in a COMDAT group of that name,
   and the linker keeps one copy.

   Only where no one can tell the copies apart: read-only, from a file
   other units include, and with an address nobody may compare (it is
   only loaded from, or -fmerge-all-constants said so).  A table whose
   address is used keeps its own symbol, as C's distinct objects must.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/candidates.h"
#include "mergefn/content-key.h"
#include "mergefn/reason.h"
#include "mergefn/report.h"
#include "mergefn/share-data.h"
#include "mergefn/share-scope.h"
#include "mergefn/share-name.h"
#include "mergefn/symtab-edit.h"

/* Why VAR keeps its own symbol, or NULL.  */
static const char *
table_refusal (varpool_node *var)
{
  tree decl = var->decl;
  if (TREE_PUBLIC (decl) || DECL_EXTERNAL (decl))
    return "public: its own name is already the one every unit uses";
  if (!TREE_READONLY (decl) || !DECL_INITIAL (decl))
    return "unit-local writable data: each unit has its own";
  if (const char *why = mf_share_file_refusal (DECL_SOURCE_FILE (decl)))
    return why;
  if (DECL_ARTIFICIAL (decl))
    return "made by the compiler";
  if (var->get_comdat_group ())
    return "already in a COMDAT group";
  if (const char *why = mf_variable_refusal (var))
    return why;
  if (var->alias || var->has_aliases_p ())
    return "it has aliases";
  if (var->force_output || DECL_PRESERVE_P (decl))
    return "used or retained: kept as written";
  if (var->dynamically_initialized)
    return "initialized at run time";
  if (flag_sanitize & (SANITIZE_ADDRESS | SANITIZE_HWADDRESS))
    return "AddressSanitizer registers each unit's globals as its own";
  if (var->address_matters_p ())
    return "its address may be compared: this unit's copy must keep its "
	   "own address";
  return NULL;
}

struct pending_table
{
  tree decl;
  struct mf_content_key key;
};
static vec<pending_table> pending;

unsigned
mf_share_key_tables (struct mf_key_table **table,
		     hash_set<mf_symbol_key> *merged_away)
{
  varpool_node *var;
  /* Every defined variable, writable ones too (for their reason).  */
  FOR_EACH_DEFINED_VARIABLE (var)
    {
      if (var->alias || mf_merged_away_p (merged_away, var))
	continue;
      const char *why = table_refusal (var);
      struct mf_content_key key;
      if (!why)
	why = mf_variable_content_key (table, var, &key);
      if (why)
	{
	  /* Public variables are the unit's own: no line for each.  */
	  if (!TREE_PUBLIC (var->decl))
	    mf_note_not_shared (var, why);
	  continue;
	}
      char name[MF_KEY_NAME_SIZE];
      mf_key_name (&key, name);
      mf_note_keyed (var, name);
      pending_table p = { var->decl, key };
      pending.safe_push (p);
    }
  return pending.length ();
}

bool
mf_share_tables_pending_p (void)
{
  return pending.length () != 0;
}

unsigned
mf_share_rename_tables (void)
{
  hash_map<nofree_string_hash, tree> names;
  unsigned shared = 0;
  for (unsigned i = 0; i < pending.length (); i++)
    {
      varpool_node *var = varpool_node::get (pending[i].decl);
      if (!var || !var->definition)
	{
	  /* By name: the node may be gone.  */
	  mf_note_not_shared_name
	    (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (pending[i].decl)),
	     "no longer needed");
	  continue;
	}
      /* What the IPA passes did since: merged, or its address taken.  */
      if (const char *why = table_refusal (var))
	{
	  mf_note_not_shared (var, mf_reason ("since:", why));
	  continue;
	}
      char name[MF_KEY_NAME_SIZE];
      mf_key_name (&pending[i].key, name);
      if (tree *other = names.get (name))
	{
	  mf_note_not_shared (var, mf_reason ("the same key as a table kept "
					      "apart in this unit",
					      IDENTIFIER_POINTER
						(DECL_NAME (*other))));
	  continue;
	}
      char *was = xstrdup (var->asm_name ());
      names.put (xstrdup (name), var->decl);
      mf_edit_share_variable_by_name (var, name);
      mf_share_leave_record (&pending[i].key);
      mf_share_leave_own_name (was, name, "object");
      mf_note_shared (var, was, name,
		      tree_to_shwi (DECL_SIZE_UNIT (var->decl)));
      free (was);
      shared++;
    }
  pending.release ();
  return shared;
}
