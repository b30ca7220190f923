/* points-to.c: keep points-to information true after merging variables.

   Points-to sets name variables by uid.  Once G is an alias of S, a set
   that says "may point to G" must also say "may point to S", or the alias
   oracle could tell two pointers to the same bytes apart.  */
#include "compat.h"
#include "mergefn.h"

struct pt_pair
{
  unsigned from;
  unsigned to;
};
static vec<pt_pair> pending;

void
mf_points_to_merged (tree g, tree s)
{
  pt_pair p = { DECL_PT_UID (g), DECL_PT_UID (s) };
  pending.safe_push (p);
  /* Later analyses see G as S.  */
  SET_DECL_PT_UID (g, DECL_PT_UID (s));
}

static void
fix_set (struct pt_solution *pt)
{
  if (!pt->vars)
    return;
  for (unsigned i = 0; i < pending.length (); i++)
    if (bitmap_bit_p (pt->vars, pending[i].from))
      bitmap_set_bit (pt->vars, pending[i].to);
}

void
mf_points_to_fixup (void)
{
  if (pending.is_empty ())
    return;
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    {
      function *fn = DECL_STRUCT_FUNCTION (node->decl);
      if (!fn || !fn->gimple_df || !gimple_in_ssa_p (fn))
	continue;
      unsigned i;
      tree name;
      FOR_EACH_SSA_NAME (i, name, fn)
	if (POINTER_TYPE_P (TREE_TYPE (name)) && SSA_NAME_PTR_INFO (name))
	  fix_set (&SSA_NAME_PTR_INFO (name)->pt);
      fix_set (&fn->gimple_df->escaped);
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
	    {
	      fix_set (gimple_call_use_set (call));
	      fix_set (gimple_call_clobber_set (call));
	    }
    }
  pending.release ();
}
