/* hash.c: the structural hash of a canonical body.

   It mixes only what the comparator compares for equality and never an
   identity (no callee, no global, no type pointer), so equal bodies hash
   equal under any class assignment; the sort then settles the rest.
   Beyond the shape it takes the values the comparator requires equal in
   every round: integer constants, field offsets, the kind, size and
   alignment of operand types, option sets.  At WPA this hash decides which bodies are
   loaded at all (summary.c), so every collision costs a body read.  */
#include "compat.h"
#include "body.h"
#include "compare.h"

/* An integer constant's value; the common case without widest_int, which
   costs more than the rest of the hash.  */
static void
hash_integer (inchash::hash &h, tree cst)
{
  if (tree_fits_shwi_p (cst))
    h.add_hwi (tree_to_shwi (cst));
  else
    h.add_wide_int (wi::to_widest (cst));
}

static void
hash_constant_size (inchash::hash &h, tree size)
{
  if (size && TREE_CODE (size) == INTEGER_CST)
    hash_integer (h, size);
  else
    h.add_flag (size != NULL_TREE);
}

/* What mf_cmp_type requires of equal types whatever their variants.  */
static void
hash_type (inchash::hash &h, tree type)
{
  if (!type)
    {
      h.add_int (0);
      return;
    }
  h.add_int (mf_type_kind (type));
  h.add_int (TYPE_ALIGN (type));
  hash_constant_size (h, TYPE_SIZE (type));
}

static void
hash_field (inchash::hash &h, tree field)
{
#if MF_FAULT != MF_FAULT_FIELD	/* The fault's comparator ignores offsets.  */
  hash_constant_size (h, DECL_FIELD_OFFSET (field));
  hash_constant_size (h, DECL_FIELD_BIT_OFFSET (field));
#endif
  hash_constant_size (h, DECL_SIZE (field));
}

/* Mirrors cmp_tree (compare-operand.c): stops wherever that compares an
   identity, a serial or a class.  */
static void
hash_tree (inchash::hash &h, tree x)
{
  if (!x)
    {
      h.add_int (0);
      return;
    }
  enum tree_code code = TREE_CODE (x);
  h.add_int (code);
  /* Hashed before its body is completed, so before an unsupported
     operand could refuse it: such a node may have no type.  */
  if (!mf_supported_operand_code_p (code))
    return;
  if (code == SSA_NAME || code == TREE_LIST || code == CASE_LABEL_EXPR)
    return;
  if (DECL_P (x))
    {
      if (code == FIELD_DECL)
	hash_field (h, x);
      return;
    }
  hash_type (h, TREE_TYPE (x));
  if (CONSTANT_CLASS_P (x))
    {
#if MF_FAULT != MF_FAULT_CONST	/* The fault's comparator ignores values.  */
      if (code == INTEGER_CST)
	hash_integer (h, x);
#endif
      return;
    }
  switch (code)
    {
    case MEM_REF:
      /* The offset by value only: its type is the alias pointer type.  */
      hash_tree (h, TREE_OPERAND (x, 0));
      hash_integer (h, TREE_OPERAND (x, 1));
      return;
    case CONSTRUCTOR:
    case TARGET_MEM_REF:
    case OBJ_TYPE_REF:
      return;
    default:
      break;
    }
  if (REFERENCE_CLASS_P (x) || code == ADDR_EXPR || code == WITH_SIZE_EXPR
      || EXPR_P (x))
    {
      int n = TREE_OPERAND_LENGTH (x);
      h.add_int (n);
      for (int i = 0; i < n; i++)
	hash_tree (h, TREE_OPERAND (x, i));
    }
}

/* The operands compare_stmt.c compares structurally, in its order.  */
static void
hash_operands (inchash::hash &h, gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
#if MF_FAULT != MF_FAULT_SWAP	/* The fault's comparator may swap them.  */
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	hash_tree (h, gimple_op (stmt, i));
#endif
      break;
    case GIMPLE_CALL:
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	hash_tree (h, gimple_call_arg (stmt, i));
      hash_tree (h, gimple_call_lhs (stmt));
      break;
    case GIMPLE_COND:
#if MF_FAULT != MF_FAULT_SWAP
      hash_tree (h, gimple_cond_lhs (stmt));
      hash_tree (h, gimple_cond_rhs (stmt));
#endif
      break;
    case GIMPLE_SWITCH:
      {
	gswitch *sw = as_a <gswitch *> (stmt);
	hash_tree (h, gimple_switch_index (sw));
	for (unsigned i = 0; i < gimple_switch_num_labels (sw); i++)
	  {
	    hash_tree (h, CASE_LOW (gimple_switch_label (sw, i)));
	    hash_tree (h, CASE_HIGH (gimple_switch_label (sw, i)));
	  }
      }
      break;
    case GIMPLE_RETURN:
      hash_tree (h, gimple_return_retval (as_a <greturn *> (stmt)));
      break;
    default:
      break;
    }
}

/* DETAIL may be null: the shape alone.  */
static void
hash_statement (inchash::hash &h, inchash::hash *detail, gimple *stmt)
{
  h.add_int (gimple_code (stmt));
  h.add_int (gimple_num_ops (stmt));
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      h.add_int (gimple_assign_rhs_code (stmt));
      /* A store, told cheaply: in SSA form, register lhs are SSA names.  */
      h.add_flag (TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME);
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
  if (detail)
    hash_operands (*detail, stmt);
}

/* Of the signature and placement, what compile time and WPA see alike
   (not the flags that IPA passes discover, such as pure or malloc).  */
static void
hash_signature (inchash::hash &h, cgraph_node *node)
{
  tree decl = node->decl;
  mf_hash_placement (h, node);
  for (tree parm = DECL_ARGUMENTS (decl); parm; parm = DECL_CHAIN (parm))
    hash_type (h, TREE_TYPE (parm));
  hash_type (h, TREE_TYPE (DECL_RESULT (decl)));
  h.add_flag (DECL_DECLARED_INLINE_P (decl));
  h.add_flag (DECL_UNINLINABLE (decl));
  tree opts = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl);
  tree target = DECL_FUNCTION_SPECIFIC_TARGET (decl);
  h.merge_hash (cl_optimization_hash
		  (TREE_OPTIMIZATION (opts ? opts : optimization_default_node)));
  /* A target without per-function target options (riscv in GCC 12) has
     no option node at all: nothing to hash.  */
  if (!target)
    target = target_option_default_node;
  if (target)
    h.merge_hash (cl_target_option_hash (TREE_TARGET_OPTION (target)));
}

/* The shape of BODY into H, and with DETAIL its operands.  */
static void
hash_walk (const struct mf_body *body, inchash::hash &h, inchash::hash *detail)
{
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
	hash_statement (h, detail, gsi_stmt (gsi));
    }
}

hashval_t
mf_hash_shape (const struct mf_body *body)
{
  inchash::hash h;
  hash_walk (body, h, NULL);
  return h.end ();
}

hashval_t
mf_hash_body (const struct mf_body *body, hashval_t *shape)
{
  inchash::hash h, detail;
  hash_signature (detail, body->node);
  hash_walk (body, h, &detail);
  *shape = h.end ();
  detail.merge_hash (*shape);
  return detail.end ();
}
