/* hash.c: the structural hash of a canonical body.

   It mixes only what the comparator compares for equality and never an
   identity (no callee, no global, no type pointer), so equal bodies hash
   equal under any class assignment; the sort then settles the rest.  */
#include "compat.h"
#include "mergefn.h"
#include "body.h"

static void
hash_statement (inchash::hash &h, gimple *stmt)
{
  h.add_int (gimple_code (stmt));
  h.add_int (gimple_num_ops (stmt));
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      h.add_int (gimple_assign_rhs_code (stmt));
      h.add_flag (gimple_store_p (stmt));
      break;
    case GIMPLE_COND:
      h.add_int (gimple_cond_code (stmt));
      break;
    case GIMPLE_CALL:
      h.add_flag (gimple_call_internal_p (stmt));
      if (gimple_call_internal_p (stmt))
	h.add_int (gimple_call_internal_fn (stmt));
      else
	h.add_flag (gimple_call_fndecl (stmt) != NULL_TREE);
      h.add_flag (gimple_call_lhs (stmt) != NULL_TREE);
      break;
    case GIMPLE_SWITCH:
      h.add_int (gimple_switch_num_labels (as_a <gswitch *> (stmt)));
      break;
    case GIMPLE_ASM:
      h.add_int (gimple_asm_ninputs (as_a <gasm *> (stmt)));
      h.add_int (gimple_asm_noutputs (as_a <gasm *> (stmt)));
      break;
    default:
      break;
    }
}

hashval_t
mf_hash_body (const struct mf_body *body)
{
  inchash::hash h;
  tree decl = body->node->decl;
  h.add_int (list_length (DECL_ARGUMENTS (decl)));
  h.add_flag (stdarg_p (TREE_TYPE (decl)));
  h.add_int (body->blocks.length ());
  h.add_int (body->n_stmts);
  for (unsigned i = 0; i < body->blocks.length (); i++)
    {
      const mf_block &b = body->blocks[i];
      h.add_int (b.succs.length ());
      for (unsigned j = 0; j < b.succs.length (); j++)
	{
	  h.add_int (mf_block_pos (body, b.succs[j]->dest));
	  h.add_int (b.succs[j]->flags & MF_EDGE_FLAGS);
	}
      unsigned nphis = 0;
      for (gphi_iterator gsi = gsi_start_phis (b.bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  nphis++;
      h.add_int (nphis);
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (b.bb);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	hash_statement (h, gsi_stmt (gsi));
    }
  return h.end ();
}
