/* SPDX-License-Identifier: GPL-3.0-or-later */
/* points-to.c: keep points-to information true after merging variables.

   Points-to sets name variables by uid.  Once G is an alias of S, a set
   that says "may point to G" must also say "may point to S", or the alias
   oracle could tell two pointers to the same bytes apart.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/points-to.h"

/* The sets this pass meets come from each function's own points-to
   analysis (IPA points-to runs after the IPA passes): they name a
   variable only where the function's body takes its address, and the
   symbol table records that reference, to the variable or to an alias
   an earlier round gave the variable's uid.  Only those functions can
   need a fix.  */
static bool
note_referrers (varpool_node *sym, void *data)
{
  mf_points_to *pt = (mf_points_to *) data;
  ipa_ref *ref;
  for (unsigned i = 0; sym->iterate_referring (i, ref); i++)
    if (cgraph_node *fn = dyn_cast <cgraph_node *> (ref->referring))
      if (!pt->to_fix_set->add (mf_key (fn)))
	pt->to_fix.safe_push (fn);
  return false;
}

void
mf_points_to_merged (mf_points_to *pt, varpool_node *g, varpool_node *s)
{
  if (!pt->to_fix_set)
    pt->to_fix_set = new hash_set<mf_symbol_key>;
  g->call_for_symbol_and_aliases (note_referrers, pt, true);
  mf_pt_pair p = { DECL_PT_UID (g->decl), DECL_PT_UID (s->decl) };
  pt->pending.safe_push (p);
  /* Later analyses see G as S.  */
  SET_DECL_PT_UID (g->decl, DECL_PT_UID (s->decl));
}

static void
fix_set (const vec<mf_pt_pair> &pending, struct pt_solution *pt)
{
  if (!pt->vars)
    return;
  for (unsigned i = 0; i < pending.length (); i++)
    if (bitmap_bit_p (pt->vars, pending[i].from))
      bitmap_set_bit (pt->vars, pending[i].to);
}

static void
fix_function (const vec<mf_pt_pair> &pending, function *fn)
{
  if (!fn || !fn->gimple_df || !gimple_in_ssa_p (fn))
    return;
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fn)
    if (POINTER_TYPE_P (TREE_TYPE (name)) && SSA_NAME_PTR_INFO (name))
      fix_set (pending, &SSA_NAME_PTR_INFO (name)->pt);
  fix_set (pending, &fn->gimple_df->escaped);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
	{
	  fix_set (pending, gimple_call_use_set (call));
	  fix_set (pending, gimple_call_clobber_set (call));
	}
}

void
mf_points_to_fixup (mf_points_to *pt)
{
  if (pt->pending.is_empty ())
    return;
  for (unsigned i = 0; i < pt->to_fix.length (); i++)
    fix_function (pt->pending, DECL_STRUCT_FUNCTION (pt->to_fix[i]->decl));
  mf_points_to_release (pt);
}

void
mf_points_to_release (mf_points_to *pt)
{
  pt->pending.release ();
  pt->to_fix.release ();
  delete pt->to_fix_set;
  pt->to_fix_set = NULL;
}
