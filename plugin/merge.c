/* SPDX-License-Identifier: GPL-3.0-or-later */
/* merge.c: merging one class of equal symbols, whatever their kind.

   For each class (its members placed alike: the order compares
   placement, compare-placement.c): choose the survivor by rule (never by
   pointer or hash); merge every other member into it
   (merge-fn.c, merge-var.c say how, including what comdat groups allow);
   with verify, check that no two observable addresses became one.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/compare.h"
#include "mergefn/merge.h"
#include "mergefn/verify.h"

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

bool
mf_interposable_p (symtab_node *node)
{
  return node->get_availability () <= AVAIL_INTERPOSABLE;
}

/* Lower is a better survivor, for functions and variables alike: a
   definition the linker keeps, that cannot be interposed (a static
   member then keeps its own body or bytes and the weak or public one
   becomes an alias or wrapper that can still be overridden), whose
   address is observable.  */
static int
survivor_rank (symtab_node *node)
{
  return (mf_discardable_p (node) ? 4 : 0)
	 + (mf_interposable_p (node) ? 2 : 0)
	 + (node->address_matters_p () ? 0 : 1);
}

/* <0 if A is a better survivor than B: by rank, then the same in every
   unit for comdat members, else the earlier symbol (a total order).  */
static int
prefer_survivor (symtab_node *a, symtab_node *b)
{
  int rank_a = survivor_rank (a), rank_b = survivor_rank (b);
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

unsigned
mf_merge_class (vec<symtab_node *> &members, const struct mf_merger *kind,
		void *data)
{
  /* Members are placed alike: placement is a key of the order
     (compare-placement.c), never a split made here, after callers were
     found equal through this class.  (Verified for sections only: whether
     a symbol escapes may change before the late pass, which runs after
     -fipa-pta has used the classes' split.)  */
  if (mf_opts.verify)
    for (unsigned k = 1; k < members.length (); k++)
      if (mf_cmp_section (members[0], members[k]))
	{
	  mf_verify_failed ("a class of symbols placed apart",
			    members[k]->dump_asm_name ());
	  return 0;
	}
  symtab_node *s = members[0];
  for (unsigned k = 1; k < members.length (); k++)
    if (prefer_survivor (members[k], s) < 0)
      s = members[k];
  auto_vec<bool> mattered (members.length ());
  for (unsigned k = 0; k < members.length (); k++)
    mattered.quick_push (members[k]->address_matters_p ());
  /* At most one observable address may land on the survivor's.  */
  bool owner_taken = s->address_matters_p ();
  unsigned merged = 0;
  for (unsigned k = 0; k < members.length (); k++)
    if (members[k] != s && kind->merge (members[k], s, &owner_taken, data))
      merged++;
  if (mf_opts.verify)
    mf_verify_merged (members, mattered);
  return merged;
}
