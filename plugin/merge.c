/* merge.c: merging one class of equal symbols, whatever their kind.

   For each class: split it by placement (members in different explicit
   sections never share a survivor: the user chose the section; one from
   -ffunction-sections does not count); in each group choose the survivor
   by the kind's preference (never by pointer or hash); merge every other
   member into it (merge-fn.c, merge-var.c say how, including what comdat
   groups allow); with verify, check that no two observable addresses
   became one.  */
#include "compat.h"
#include "mergefn.h"

/* Under -flto the linker says which definition prevails; any other
   resolution means this definition will not be emitted.  (A prevailing
   one that may be interposed at load time, in a shared library, is still
   emitted: that is interposition, not discarding.)  */
static bool
preempted_p (symtab_node *node)
{
  switch (node->resolution)
    {
    case LDPR_UNKNOWN:
    case LDPR_PREVAILING_DEF:
    case LDPR_PREVAILING_DEF_IRONLY:
    case LDPR_PREVAILING_DEF_IRONLY_EXP:
      return false;
    default:
      return true;
    }
}

bool
mf_discardable_p (symtab_node *node)
{
  return node->can_be_discarded_p () || preempted_p (node);
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
  const char *sa = explicit_section (a), *sb = explicit_section (b);
  if (!sa || !sb)
    return sa == sb;
  return strcmp (sa, sb) == 0;
}

bool
mf_same_comdat_group_p (symtab_node *a, symtab_node *b)
{
  return a->get_comdat_group () == b->get_comdat_group ();
}

const char *
mf_alias_refusal (symtab_node *g, symtab_node *s)
{
  if (!TARGET_SUPPORTS_ALIASES)
    return "the target has no symbol aliases";
  /* An alias puts G's symbol where S is: only inside one comdat group
     (the linker keeps or drops a group whole) or outside any.  */
  if (!mf_same_comdat_group_p (g, s))
    return "different comdat groups";
  if (s->get_comdat_group () ? preempted_p (s) : mf_discardable_p (s))
    return "the survivor may be discarded by the linker";
  return NULL;
}

int
mf_cmp_survivors (int rank_a, int rank_b, symtab_node *a, symtab_node *b)
{
  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  /* Between comdat members, the same choice in every unit: the smallest
     assembler name.  Units then redirect to the same survivor, and
     wrappers across groups only ever call a smaller name, so no mix of
     groups the linker keeps can close a loop.  */
  if (a->get_comdat_group () && b->get_comdat_group ())
    return strcmp (a->asm_name (), b->asm_name ());
  return a->order < b->order ? -1 : a->order > b->order;
}

/* Under -fipa-pta, may NODE's address reach code the points-to analysis
   cannot see?  Its parameters and contents then point to anything that
   escaped.  */
static bool
escapes_p (symtab_node *node)
{
  return node->address_taken || node->externally_visible;
}

/* May A and B share one survivor?  Not across sections; and under
   -fipa-pta not when only one of them escapes: the other's calls or
   accesses would reach an escaping symbol, and the analysis would lose
   what it proved of them (gcc.dg/ipa/ipa-pta-13.c then failed to link:
   its link_error call was no longer removed).  */
static bool
may_share_survivor (symtab_node *a, symtab_node *b)
{
  return same_placement (a, b)
	 && (!flag_ipa_pta || escapes_p (a) == escapes_p (b));
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
	if (!done[k] && may_share_survivor (members[first], members[k]))
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
    if (kind->prefer (group[k], s) < 0)
      s = group[k];
  if (!first_group)
    mf_note_apart (s, first_member,
		   !same_placement (s, first_member) ? "different sections"
		   : "with -fipa-pta, only one of them escapes (merged, the "
		     "other would lose what points-to analysis proved)");
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
