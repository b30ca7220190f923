/* merge.c: merging one class of equal symbols, whatever their kind.

   For each class: split it by placement (members in different comdat
   groups or explicit sections never share a survivor: the linker keeps
   or drops a comdat group as a whole, and the user chose the section; a
   section from -ffunction-sections does not count); in each group choose
   the survivor by the kind's rank (never by pointer or hash); merge every
   other member into it (merge-fn.c, merge-var.c say how); with verify,
   check that no two observable addresses became one.  */
#include "compat.h"
#include "mergefn.h"

bool
mf_discardable_p (symtab_node *node)
{
  return node->can_be_discarded_p ()
	 || (node->resolution != LDPR_UNKNOWN
	     && !decl_binds_to_current_def_p (node->decl));
}

bool
mf_clear_rtl (symtab_node *node, void *)
{
  SET_DECL_RTL (node->decl, NULL);
  return false;
}

static const char *
explicit_section (symtab_node *node)
{
  return node->implicit_section ? NULL : node->get_section ();
}

static bool
same_placement (symtab_node *a, symtab_node *b)
{
  if (a->get_comdat_group () != b->get_comdat_group ())
    return false;
  const char *sa = explicit_section (a), *sb = explicit_section (b);
  if (!sa || !sb)
    return sa == sb;
  return strcmp (sa, sb) == 0;
}

static const char *
placement_difference (symtab_node *a, symtab_node *b)
{
  if (a->get_comdat_group () != b->get_comdat_group ())
    return "different comdat groups";
  return "different sections";
}

/* Groups of MEMBERS that may share one survivor, in MEMBERS' order.  */
static void
placement_groups (const vec<symtab_node *> &members,
		  vec<vec<symtab_node *> > *groups)
{
  auto_vec<bool> done (members.length ());
  done.quick_grow_cleared (members.length ());
  for (unsigned first = 0; first < members.length (); first++)
    {
      if (done[first])
	continue;
      vec<symtab_node *> group = vNULL;
      for (unsigned k = first; k < members.length (); k++)
	if (!done[k] && same_placement (members[first], members[k]))
	  {
	    group.safe_push (members[k]);
	    done[k] = true;
	  }
      groups->safe_push (group);
    }
}

static unsigned
merge_group (const vec<symtab_node *> &group, const struct mf_merger *kind,
	     void *data, symtab_node *first_member, bool first_group)
{
  symtab_node *s = group[0];
  for (unsigned k = 1; k < group.length (); k++)
    if (kind->rank (group[k]) < kind->rank (s))
      s = group[k];
  if (!first_group)
    mf_note_apart (s, first_member, placement_difference (s, first_member));
  auto_vec<bool> mattered (group.length ());
  for (unsigned k = 0; k < group.length (); k++)
    mattered.quick_push (group[k]->address_matters_p ());
  /* At most one observable address may land on the survivor's.  */
  bool owner_taken = s->address_matters_p ();
  unsigned merged = 0;
  for (unsigned k = 0; k < group.length (); k++)
    if (group[k] != s && kind->merge (group[k], s, &owner_taken, data))
      merged++;
  if (mf_opts.verify)
    mf_verify_merged (group, mattered);
  return merged;
}

unsigned
mf_merge_class (vec<symtab_node *> &members, const struct mf_merger *kind,
		void *data)
{
  auto_vec<vec<symtab_node *> > groups;
  placement_groups (members, &groups);
  unsigned merged = 0;
  for (unsigned i = 0; i < groups.length (); i++)
    merged += merge_group (groups[i], kind, data, members[0], i == 0);
  for (unsigned i = 0; i < groups.length (); i++)
    groups[i].release ();
  return merged;
}
