/* SPDX-License-Identifier: GPL-3.0-or-later */
/* merge-var.c: merge one class of equal read-only variables.

   Variables are only ever merged by alias: there is no wrapper for data.
   So every member but one must have an address nobody can compare (or
   the user asked for it with -fmerge-all-constants, which GCC folds into
   address_can_be_compared_p).  The survivor must be a definition the
   linker keeps, and at least as aligned as every member it absorbs.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/merge.h"
#include "mergefn/points-to.h"
#include "mergefn/report.h"
#include "mergefn/symtab-edit.h"

static const char *
alias_refusal (varpool_node *g, varpool_node *s, bool owner_taken)
{
  if (DECL_EXTERNAL (g->decl))
    return "external definition";
  /* Data has no wrapper: where no alias is possible, no merge is.  */
  if (const char *why = mf_alias_refusal (g, s))
    return why;
  if (owner_taken && g->address_matters_p ())
    return "both addresses may be compared";
  /* ASan pads each global by its own alignment and registers it by name:
     an alias of another alignment, either way round, overlaps the padding
     (a false global-buffer-overflow; GCC's c-c++-common/asan/pr99168.c).  */
  if (DECL_ALIGN (s->decl) != DECL_ALIGN (g->decl)
      && (sanitize_flags_p (SANITIZE_ADDRESS, s->decl)
	  || sanitize_flags_p (SANITIZE_ADDRESS, g->decl)))
    return "AddressSanitizer needs equal alignment";
  if (DECL_ALIGN (s->decl) < DECL_ALIGN (g->decl)
      && !s->can_increase_alignment_p ())
    return "the survivor is less aligned and cannot be realigned";
  return NULL;
}

/* DATA: the run's struct mf_points_to.  */
static bool
merge_variable (symtab_node *gn, symtab_node *sn, bool *owner_taken,
		void *data)
{
  varpool_node *g = dyn_cast <varpool_node *> (gn);
  varpool_node *s = dyn_cast <varpool_node *> (sn);
  const char *why = alias_refusal (g, s, *owner_taken);
  if (why)
    {
      mf_note_apart (g, s, why);
      return false;
    }
  if (DECL_ALIGN (s->decl) < DECL_ALIGN (g->decl))
    SET_DECL_ALIGN (s->decl, DECL_ALIGN (g->decl));
  if (g->address_matters_p ())
    *owner_taken = true;
  mf_note_merge (g, s, "alias", tree_to_shwi (DECL_SIZE_UNIT (g->decl)));
  /* Before G's references change.  */
  mf_points_to_merged ((mf_points_to *) data, g, s);
  mf_edit_variable_alias (g, s);
  return true;
}

const struct mf_merger mf_variable_merger = { merge_variable };
