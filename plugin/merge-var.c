/* merge-var.c: merge one class of equal read-only variables.

   Variables are only ever merged by alias: there is no wrapper for data.
   So every member but one must have an address nobody can compare (or
   the user asked for it with -fmerge-all-constants, which GCC folds into
   address_can_be_compared_p).  The survivor must be a definition the
   linker keeps, and at least as aligned as every member it absorbs.  */
#include "compat.h"
#include "mergefn.h"

static bool
clear_rtl (symtab_node *node, void *)
{
  SET_DECL_RTL (node->decl, NULL);
  return false;
}

static bool
set_addressable (varpool_node *node, void *)
{
  TREE_ADDRESSABLE (node->decl) = 1;
  return false;
}

static bool
discardable_p (varpool_node *node)
{
  return node->can_be_discarded_p ()
	 || (node->resolution != LDPR_UNKNOWN
	     && !decl_binds_to_current_def_p (node->decl));
}

static int
survivor_rank (varpool_node *node)
{
  return (discardable_p (node) ? 2 : 0) + (node->address_matters_p () ? 0 : 1);
}

static void
make_alias (varpool_node *g, varpool_node *s)
{
  /* Passes holding summaries of G (GCC's own ICF among them) must
     forget it before it becomes an alias.  */
  symtab->call_varpool_removal_hooks (g);
  g->analyzed = false;
  DECL_INITIAL (g->decl) = NULL;
  ((symtab_node *) g)->call_for_symbol_and_aliases (clear_rtl, NULL, true);
  g->remove_all_references ();
  if (TREE_ADDRESSABLE (g->decl))
    s->call_for_symbol_and_aliases (set_addressable, NULL, true);
  varpool_node::create_alias (g->decl, s->decl);
  g->resolve_alias (s);
}

static const char *
alias_refusal (varpool_node *g, varpool_node *s, bool owner_taken)
{
  if (!TARGET_SUPPORTS_ALIASES)
    return "the target has no symbol aliases";
  if (DECL_EXTERNAL (g->decl))
    return "external definition";
  if (discardable_p (s))
    return "the survivor may be discarded by the linker";
  if (owner_taken && g->address_matters_p ())
    return "both addresses may be compared";
  if (DECL_ALIGN (s->decl) < DECL_ALIGN (g->decl))
    {
      if (!s->can_increase_alignment_p ())
	return "the survivor is less aligned and cannot be realigned";
      if (DECL_ALIGN (s->decl) != DECL_ALIGN (g->decl)
	  && sanitize_flags_p (SANITIZE_ADDRESS, s->decl))
	return "AddressSanitizer needs equal alignment";
    }
  return NULL;
}

unsigned
mf_merge_variables (vec<symtab_node *> &members)
{
  unsigned merged = 0;
  auto_vec<vec<symtab_node *> > groups;
  mf_placement_groups (members, &groups);
  for (unsigned i = 0; i < groups.length (); i++)
    {
      vec<symtab_node *> &group = groups[i];
      varpool_node *s = dyn_cast <varpool_node *> (group[0]);
      for (unsigned k = 1; k < group.length (); k++)
	if (survivor_rank (dyn_cast <varpool_node *> (group[k]))
	    < survivor_rank (s))
	  s = dyn_cast <varpool_node *> (group[k]);
      if (i > 0)
	mf_note_apart (s, members[0], mf_placement_difference (s, members[0]));
      auto_vec<bool> mattered (group.length ());
      for (unsigned k = 0; k < group.length (); k++)
	mattered.quick_push (group[k]->address_matters_p ());
      bool owner_taken = s->address_matters_p ();
      for (unsigned k = 0; k < group.length (); k++)
	{
	  varpool_node *g = dyn_cast <varpool_node *> (group[k]);
	  if (g == s)
	    continue;
	  const char *why = alias_refusal (g, s, owner_taken);
	  if (why)
	    {
	      mf_note_apart (g, s, why);
	      continue;
	    }
	  if (DECL_ALIGN (s->decl) < DECL_ALIGN (g->decl))
	    SET_DECL_ALIGN (s->decl, DECL_ALIGN (g->decl));
	  if (g->address_matters_p ())
	    owner_taken = true;
	  HOST_WIDE_INT size = tree_to_shwi (DECL_SIZE_UNIT (g->decl));
	  mf_note_merge (g, s, "alias", size);
	  make_alias (g, s);
	  mf_points_to_merged (g->decl, s->decl);
	  merged++;
	}
      if (mf_opts.verify)
	mf_verify_merged (group, mattered);
    }
  mf_release_groups (&groups);
  return merged;
}
