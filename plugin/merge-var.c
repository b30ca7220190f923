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

static const char *
section_of (varpool_node *node)
{
  return node->implicit_section ? NULL : node->get_section ();
}

static bool
same_placement (varpool_node *a, varpool_node *b)
{
  if (a->get_comdat_group () != b->get_comdat_group ())
    return false;
  const char *sa = section_of (a), *sb = section_of (b);
  if (!sa || !sb)
    return sa == sb;
  return strcmp (sa, sb) == 0;
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
mf_merge_variables (vec<varpool_node *> &members)
{
  unsigned merged = 0;
  auto_vec<bool> done (members.length ());
  done.quick_grow_cleared (members.length ());
  for (unsigned first = 0; first < members.length (); first++)
    {
      if (done[first])
	continue;
      auto_vec<varpool_node *> group;
      for (unsigned k = first; k < members.length (); k++)
	if (!done[k] && same_placement (members[first], members[k]))
	  {
	    group.safe_push (members[k]);
	    done[k] = true;
	  }
      varpool_node *s = group[0];
      for (unsigned k = 1; k < group.length (); k++)
	if (survivor_rank (group[k]) < survivor_rank (s))
	  s = group[k];
      if (first > 0)
	mf_note_apart (s, members[0],
		       members[0]->get_comdat_group () != s->get_comdat_group ()
		       ? "different comdat groups" : "different sections");
      bool owner_taken = s->address_matters_p ();
      for (unsigned k = 0; k < group.length (); k++)
	{
	  varpool_node *g = group[k];
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
	  make_alias (g, s);
	  mf_note_merge (g, s, "alias", size);
	  mf_points_to_merged (g->decl, s->decl);
	  merged++;
	}
    }
  return merged;
}
