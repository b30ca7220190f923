/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tbaa.c: drop type-based alias information from a body's accesses
   through pointers.

   Template instantiations over types that share a layout
   (Holder<int*>::get and Holder<long*>::get) read the same bytes through
   different class types, whose alias sets differ.  Their bodies compute
   the same thing, but merged, the survivor's body (inlined into the other
   instantiation's callers, or summarized by ipa-modref for them) would
   tell the optimizer that its accesses cannot overlap the other type's,
   and a store and a load that do overlap could be reordered.  So when a
   class of equal functions disagrees on the alias sets of its pointer
   accesses, every member's pointer accesses are rewritten to go through a
   "may alias anything" pointer type (alias set 0, as for char), and the
   summaries GCC computed from the old body are recomputed.  Accesses to
   declared objects are never relaxed: the comparator keeps those strict.  */
#include "compat.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"
#include "mergefn/symtab-edit.h"
#include "mergefn/tbaa.h"

/* The offset operand of a MEM_REF or TARGET_MEM_REF carries the alias
   pointer type; give it the may-alias-all variant, same value.  */
static tree
alias_all (tree offset)
{
  tree type = TREE_TYPE (offset);
  if (TYPE_REF_CAN_ALIAS_ALL (type))
    return offset;
  tree all = build_pointer_type_for_mode (TREE_TYPE (type), TYPE_MODE (type),
					  true);
  return wide_int_to_tree (all, wi::to_wide (offset));
}

static bool
relax_access (tree ref)
{
  if (!ref || !mf_memory_ref_p (ref) || !mf_through_pointer_p (ref))
    return false;
  tree base = ref;
  while (handled_component_p (base))
    base = TREE_OPERAND (base, 0);
  TREE_OPERAND (base, 1) = alias_all (TREE_OPERAND (base, 1));
  return true;
}

static void
relax_asm_operands (gasm *as)
{
  for (unsigned i = 0; i < gimple_asm_noutputs (as); i++)
    relax_access (TREE_VALUE (gimple_asm_output_op (as, i)));
  for (unsigned i = 0; i < gimple_asm_ninputs (as); i++)
    relax_access (TREE_VALUE (gimple_asm_input_op (as, i)));
}

void
mf_drop_tbaa (cgraph_node *node)
{
  function *fn = DECL_STRUCT_FUNCTION (node->decl);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gasm *as = dyn_cast <gasm *> (stmt))
	  relax_asm_operands (as);
	else if (!is_gimple_debug (stmt))
	  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	    relax_access (gimple_op (stmt, i));
      }
  /* Summaries made from the old body (ipa-modref's list of what it reads
     and writes, by alias set, above all) are made again from the new:
     those of the function and of its calls (re-analysis creates fresh
     call summaries and must not find stale ones).  */
  mf_summarize_again (node);
}
