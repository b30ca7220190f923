/* placement.c: which equal symbols may share one survivor.

   Symbols in different comdat groups, or in different explicit sections,
   are never merged with each other: the linker may keep or drop a comdat
   group as a whole, and the user chose the section.  A section chosen by
   -ffunction-sections/-fdata-sections does not count.  */
#include "compat.h"
#include "mergefn.h"

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

void
mf_placement_groups (const vec<symtab_node *> &members,
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

void
mf_release_groups (vec<vec<symtab_node *> > *groups)
{
  for (unsigned i = 0; i < groups->length (); i++)
    (*groups)[i].release ();
  groups->release ();
}

const char *
mf_placement_difference (symtab_node *a, symtab_node *b)
{
  if (a->get_comdat_group () != b->get_comdat_group ())
    return "different comdat groups";
  return "different sections";
}
