/* SPDX-License-Identifier: GPL-3.0-or-later */
/* body.c: build the canonical view of a function body (see body.h).

   The walk that numbers SSA names and decls visits every operand of every
   non-debug statement, so the comparator never meets a name without a
   serial, and it is also where constructs we cannot compare are found and
   turned into a refusal.  */
#include "compat.h"
#include "tree-cfg.h"
#include "mergefn/body.h"
#include "mergefn/reason.h"
#include "mergefn/this-flow.h"

/* ------------------------------------------------------------------ */
/* Interned option sets (the round's, ROUND).  */

void
mf_body_round_release (struct mf_body_round *round)
{
  round->interned_opts.release ();
  round->interned_targets.release ();
  mf_this_flow_release (&round->this_flow);
}

/* Return an id (from 1) that is equal for two option nodes exactly when
   their options are equal.  Ids follow first appearance, which follows
   the (deterministic) order candidates are built in.  */
static unsigned
intern_options (struct mf_body_round *round, tree node, bool target)
{
  vec<tree> *table = target ? &round->interned_targets : &round->interned_opts;
  if (!node)
    node = target ? target_option_default_node : optimization_default_node;
  for (unsigned i = 0; i < table->length (); i++)
    {
      tree known = (*table)[i];
      if (known == node)
	return i + 1;
      bool same = target
	? cl_target_option_eq (TREE_TARGET_OPTION (known),
			       TREE_TARGET_OPTION (node))
	: cl_optimization_option_eq (TREE_OPTIMIZATION (known),
				     TREE_OPTIMIZATION (node));
      if (same)
	return i + 1;
    }
  table->safe_push (node);
  return table->length ();
}

/* ------------------------------------------------------------------ */
/* Canonical successor order.  */

struct succ_key
{
  edge e;
  unsigned key;
  unsigned index;
};

static int
cmp_succ_key (const void *pa, const void *pb)
{
  const succ_key *a = (const succ_key *) pa;
  const succ_key *b = (const succ_key *) pb;
  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* The rank of E among BB's successors: what the edge means, not where the
   compiler happened to put it.  */
static unsigned
succ_rank (function *fn, gimple *last, edge e)
{
  if (e->flags & EDGE_EH)
    return 1u << 30;
  if (e->flags & EDGE_ABNORMAL)
    return (1u << 30) + 1;
  if (last && gimple_code (last) == GIMPLE_COND)
    return (e->flags & EDGE_TRUE_VALUE) ? 0 : 1;
  if (last && gimple_code (last) == GIMPLE_SWITCH)
    {
      gswitch *sw = as_a <gswitch *> (last);
      for (unsigned i = 0; i < gimple_switch_num_labels (sw); i++)
	if (label_to_block (fn, CASE_LABEL (gimple_switch_label (sw, i)))
	    == e->dest)
	  return i;
    }
  if (last && gimple_code (last) == GIMPLE_ASM)
    {
      gasm *as = as_a <gasm *> (last);
      for (unsigned i = 0; i < gimple_asm_nlabels (as); i++)
	if (label_to_block (fn, TREE_VALUE (gimple_asm_label_op (as, i)))
	    == e->dest)
	  return i + 1;
    }
  return 0;
}

static vec<edge>
canonical_succs (function *fn, basic_block bb)
{
  vec<edge> out = vNULL;
  /* Most blocks have one successor: nothing to order.  */
  if (EDGE_COUNT (bb->succs) <= 1)
    {
      if (EDGE_COUNT (bb->succs))
	out.safe_push (EDGE_SUCC (bb, 0));
      return out;
    }
  gimple *last = mf_last_stmt (bb);
  auto_vec<succ_key, 4> keys;
  edge e;
  edge_iterator ei;
  unsigned idx = 0;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      succ_key k = { e, succ_rank (fn, last, e), idx++ };
      keys.safe_push (k);
    }
  keys.qsort (cmp_succ_key);
  out.reserve_exact (keys.length ());
  for (unsigned i = 0; i < keys.length (); i++)
    out.quick_push (keys[i].e);
  return out;
}

/* ------------------------------------------------------------------ */
/* Block order: DFS preorder from the entry over canonical successors.  */

static bool
order_blocks (struct mf_body *body)
{
  function *fn = body->fn;
  body->n_block_index = last_basic_block_for_fn (fn);
  body->block_pos = XNEWVEC (int, body->n_block_index);
  for (unsigned i = 0; i < body->n_block_index; i++)
    body->block_pos[i] = -1;
  unsigned n_real = n_basic_blocks_for_fn (fn) - NUM_FIXED_BLOCKS;
  body->blocks.reserve_exact (n_real);

  /* A block's successors are ordered when the walk first reaches it;
     the stack holds positions, as BODY->blocks may move.  */
  struct frame { unsigned pos; unsigned next; };
  auto_vec<frame, 32> stack;
  basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fn));
  body->block_pos[first->index] = 0;
  mf_block b0 = { first, canonical_succs (fn, first), vNULL };
  body->blocks.safe_push (b0);
  frame f0 = { 0, 0 };
  stack.safe_push (f0);
  while (!stack.is_empty ())
    {
      frame &top = stack.last ();
      const vec<edge> &out = body->blocks[top.pos].succs;
      if (top.next >= out.length ())
	{
	  stack.pop ();
	  continue;
	}
      basic_block dest = out[top.next++]->dest;
      if (dest == EXIT_BLOCK_PTR_FOR_FN (fn) || body->block_pos[dest->index] >= 0)
	continue;
      unsigned pos = body->blocks.length ();
      body->block_pos[dest->index] = pos;
      mf_block nb = { dest, canonical_succs (fn, dest), vNULL };
      body->blocks.safe_push (nb);
      frame nf = { pos, 0 };
      stack.safe_push (nf);
    }
  return body->blocks.length () == n_real;
}

struct pred_key
{
  int pos;
  unsigned index;
};

static int
cmp_pred_key (const void *pa, const void *pb)
{
  const pred_key *a = (const pred_key *) pa;
  const pred_key *b = (const pred_key *) pb;
  if (a->pos != b->pos)
    return a->pos < b->pos ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

static void
order_preds (struct mf_body *body)
{
  for (unsigned i = 0; i < body->blocks.length (); i++)
    {
      mf_block &b = body->blocks[i];
      auto_vec<pred_key, 4> keys;
      for (unsigned j = 0; j < EDGE_COUNT (b.bb->preds); j++)
	{
	  basic_block src = EDGE_PRED (b.bb, j)->src;
	  int pos = src == ENTRY_BLOCK_PTR_FOR_FN (body->fn)
		    ? -3 : mf_block_pos (body, src);
	  pred_key k = { pos, j };
	  keys.safe_push (k);
	}
      keys.qsort (cmp_pred_key);
      b.preds.reserve_exact (keys.length ());
      for (unsigned j = 0; j < keys.length (); j++)
	b.preds.quick_push (keys[j].index);
    }
}

/* ------------------------------------------------------------------ */
/* The canonical operand walk.  */

tree *
mf_operand_ref (const struct mf_operand &op)
{
  if (gphi *phi = dyn_cast <gphi *> (op.stmt))
    return op.slot == MF_PHI_RESULT ? gimple_phi_result_ptr (phi)
	   : gimple_phi_arg_def_ptr (phi, op.slot);
  if (op.role == MF_ROLE_ASM_OUTPUT)
    return &TREE_VALUE (gimple_asm_output_op (as_a <gasm *> (op.stmt),
					      op.slot));
  if (op.role == MF_ROLE_ASM_INPUT)
    return &TREE_VALUE (gimple_asm_input_op (as_a <gasm *> (op.stmt),
					     op.slot));
  return gimple_op_ptr (op.stmt, op.slot);
}

static void
push_operand (vec<mf_operand> *out, gimple *stmt, unsigned slot,
	      enum mf_operand_role role, enum mf_position_kind position)
{
  mf_operand op = { stmt, slot, role, position };
  out->safe_push (op);
}

/* A memory access's position kind, else KIND.  */
static enum mf_position_kind
memory_or (tree op, enum mf_position_kind kind)
{
  return op && TREE_CODE (op) != SSA_NAME && mf_memory_ref_p (op)
	 ? MF_POSITION_MEMORY : kind;
}

void
mf_statement_operands (gimple *stmt, const struct mf_block &blk,
		       vec<mf_operand> *out)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_PHI:
      push_operand (out, stmt, MF_PHI_RESULT, MF_ROLE_RESULT,
		    MF_POSITION_NONE);
      for (unsigned i = 0; i < blk.preds.length (); i++)
	push_operand (out, stmt, blk.preds[i], MF_ROLE_VALUE,
		      MF_POSITION_ANY);
      break;
    case GIMPLE_ASSIGN:
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	push_operand (out, stmt, i, MF_ROLE_OPERAND,
		      memory_or (gimple_op (stmt, i), MF_POSITION_ASSIGN));
      push_operand (out, stmt, 0, MF_ROLE_RESULT,
		    memory_or (gimple_op (stmt, 0), MF_POSITION_NONE));
      break;
    case GIMPLE_CALL:
      /* gimple operand 0 is the result, 1 the function, 2 the static
	 chain, then the arguments.  */
      push_operand (out, stmt, 1, MF_ROLE_CALLEE, MF_POSITION_CALLEE);
      push_operand (out, stmt, 2, MF_ROLE_VALUE, MF_POSITION_NONE);
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	push_operand (out, stmt, i + 3, MF_ROLE_OPERAND,
		      memory_or (gimple_call_arg (stmt, i),
				 MF_POSITION_CALL_ARG));
      push_operand (out, stmt, 0, MF_ROLE_RESULT,
		    memory_or (gimple_call_lhs (stmt), MF_POSITION_NONE));
      break;
    case GIMPLE_COND:
      push_operand (out, stmt, 0, MF_ROLE_VALUE, MF_POSITION_ANY);
      push_operand (out, stmt, 1, MF_ROLE_VALUE, MF_POSITION_ANY);
      break;
    case GIMPLE_SWITCH:
      push_operand (out, stmt, 0, MF_ROLE_VALUE, MF_POSITION_NONE);
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	push_operand (out, stmt, i, MF_ROLE_CASE, MF_POSITION_NONE);
      break;
    case GIMPLE_RETURN:
      push_operand (out, stmt, 0, MF_ROLE_OPERAND, MF_POSITION_ANY);
      break;
    case GIMPLE_GOTO:
      push_operand (out, stmt, 0, MF_ROLE_VALUE, MF_POSITION_NONE);
      break;
    case GIMPLE_ASM:
      {
	/* SLOT counts outputs and inputs apart (gimple_asm_output_op).  */
	gasm *as = as_a <gasm *> (stmt);
	for (unsigned i = 0; i < gimple_asm_noutputs (as); i++)
	  push_operand (out, stmt, i, MF_ROLE_ASM_OUTPUT, MF_POSITION_NONE);
	for (unsigned i = 0; i < gimple_asm_ninputs (as); i++)
	  push_operand (out, stmt, i, MF_ROLE_ASM_INPUT, MF_POSITION_NONE);
      }
      break;
    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* Numbering walk.  */

struct numbering
{
  struct mf_body *body;
  unsigned next_ssa;
  unsigned next_decl;
  const char *refusal;
};

unsigned
mf_decl_serial (const struct mf_body *body, tree decl)
{
  unsigned *slot = body->decl_serial->get (decl);
  return slot ? *slot : 0;
}

static void
number_eh_region (numbering *nb, eh_region r)
{
  struct mf_body *body = nb->body;
  for (; r; r = r->outer)
    {
      if ((unsigned) r->index >= body->n_eh || body->eh_serial[r->index])
	return;
      body->eh_regions.safe_push (r);
      body->eh_serial[r->index] = body->eh_regions.length () - 1;
    }
}

eh_region
mf_stmt_eh_region (const struct mf_body *body, gimple *stmt, int *lp)
{
  *lp = lookup_stmt_eh_lp_fn (body->fn, stmt);
  if (*lp > 0)
    return get_eh_region_from_lp_number_fn (body->fn, *lp);
  if (*lp < 0)
    return get_eh_region_from_number_fn (body->fn, -*lp);
  return NULL;
}

void
mf_body_free (struct mf_body *body)
{
  mf_body_release (body);
  XDELETE (body);
}

bool
mf_memory_ref_p (tree arg)
{
  if (!arg)
    return false;
  switch (TREE_CODE (arg))
    {
    case MEM_REF:
    case TARGET_MEM_REF:
    case COMPONENT_REF:
    case ARRAY_REF:
    case ARRAY_RANGE_REF:
    case BIT_FIELD_REF:
    case REALPART_EXPR:
    case IMAGPART_EXPR:
    case VIEW_CONVERT_EXPR:
      return true;
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      return true;
    default:
      return false;
    }
}

bool
mf_through_pointer_p (tree ref)
{
  while (handled_component_p (ref))
    ref = TREE_OPERAND (ref, 0);
  return (TREE_CODE (ref) == MEM_REF || TREE_CODE (ref) == TARGET_MEM_REF)
	 && TREE_CODE (TREE_OPERAND (ref, 0)) != ADDR_EXPR;
}

tree
mf_direct_access_base (tree *ref, tree **slot)
{
  tree *t = ref;
  while (handled_component_p (*t))
    {
      if (TREE_CODE (*t) == VIEW_CONVERT_EXPR)
	return NULL_TREE;
      t = &TREE_OPERAND (*t, 0);
    }
  if (TREE_CODE (*t) == MEM_REF && TREE_CODE (TREE_OPERAND (*t, 0)) == ADDR_EXPR)
    t = &TREE_OPERAND (*t, 0);
  tree base = TREE_CODE (*t) == ADDR_EXPR ? TREE_OPERAND (*t, 0) : *t;
  if (!VAR_P (base) || !is_global_var (base))
    return NULL_TREE;
  if (slot)
    *slot = t;
  return base;
}

/* Operand tree codes the comparator knows how to order.  Anything else
   makes the function refuse, with the code's name as the reason.  */
bool
mf_supported_operand_code_p (enum tree_code code)
{
  switch (code)
    {
    case SSA_NAME: case VAR_DECL: case PARM_DECL: case RESULT_DECL:
    case FUNCTION_DECL: case LABEL_DECL: case FIELD_DECL: case CONST_DECL:
    case INTEGER_CST: case REAL_CST: case FIXED_CST: case COMPLEX_CST:
    case VECTOR_CST: case STRING_CST: case CONSTRUCTOR:
    case ADDR_EXPR: case MEM_REF: case COMPONENT_REF: case ARRAY_REF:
    case ARRAY_RANGE_REF: case BIT_FIELD_REF: case REALPART_EXPR:
    case IMAGPART_EXPR: case VIEW_CONVERT_EXPR: case OBJ_TYPE_REF:
    case WITH_SIZE_EXPR: case CASE_LABEL_EXPR: case TREE_LIST:
      return true;
    default:
      break;
    }
  enum tree_code_class cls = TREE_CODE_CLASS (code);
  return (cls == tcc_unary || cls == tcc_binary || cls == tcc_comparison
	  || code == COND_EXPR || code == VEC_COND_EXPR);
}

static tree
number_operand_r (tree *tp, int *walk_subtrees, void *data)
{
  numbering *nb = (numbering *) data;
  struct mf_body *body = nb->body;
  tree t = *tp;
  enum tree_code code = TREE_CODE (t);

  if (!mf_supported_operand_code_p (code))
    {
      nb->refusal = mf_reason ("unsupported operand",
			       get_tree_code_name (code));
      return t;
    }
  switch (code)
    {
    case SSA_NAME:
      if (!body->ssa_serial[SSA_NAME_VERSION (t)])
	body->ssa_serial[SSA_NAME_VERSION (t)] = nb->next_ssa++;
      *walk_subtrees = 0;
      break;
    case VAR_DECL:
      if (auto_var_in_fn_p (t, body->node->decl))
	{
	  bool existed;
	  unsigned &slot = body->decl_serial->get_or_insert (t, &existed);
	  if (!existed)
	    slot = nb->next_decl++;
	}
      *walk_subtrees = 0;
      break;
    case LABEL_DECL:
      if (FORCED_LABEL (t))
	nb->refusal = "address of a label is taken";
      else if (DECL_NONLOCAL (t) || !label_to_block (body->fn, t))
	nb->refusal = "non-local label";
      *walk_subtrees = 0;
      break;
    case POLY_INT_CST:
      nb->refusal = "unsupported operand poly_int_cst";
      break;
    default:
      if (DECL_P (t) || CONSTANT_CLASS_P (t))
	*walk_subtrees = 0;
      break;
    }
  return nb->refusal ? t : NULL_TREE;
}

static void
number_tree (numbering *nb, tree t)
{
  if (t && !nb->refusal)
    walk_tree (&t, number_operand_r, nb, NULL);
}

/* Does STMT call a builtin that reads the caller's own frame or return
   address?  A wrapper merge would change what it sees.  */
static bool
frame_exposing_call_p (gimple *stmt)
{
  if (!is_gimple_call (stmt))
    return false;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (fndecl))
    {
    case BUILT_IN_RETURN_ADDRESS:
    case BUILT_IN_FRAME_ADDRESS:
    case BUILT_IN_EXTRACT_RETURN_ADDR:
    case BUILT_IN_EH_RETURN:
    case BUILT_IN_APPLY_ARGS:
      return true;
    default:
      return false;
    }
}

/* Why statement STMT makes its function unmergeable, or NULL.  */
static const char *
statement_refusal (gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN: case GIMPLE_CALL: case GIMPLE_COND:
    case GIMPLE_SWITCH: case GIMPLE_RETURN: case GIMPLE_GOTO:
    case GIMPLE_LABEL: case GIMPLE_ASM: case GIMPLE_RESX:
    case GIMPLE_EH_DISPATCH: case GIMPLE_PREDICT: case GIMPLE_NOP:
      break;
    default:
      if (startswith (gimple_code_name[gimple_code (stmt)], "gimple_omp"))
	return "OpenMP/OpenACC construct";
      return mf_reason ("unsupported statement",
			gimple_code_name[gimple_code (stmt)]);
    }
  if (frame_exposing_call_p (stmt))
    return "reads its own frame or return address";
  if (is_gimple_call (stmt) && gimple_call_internal_p (stmt))
    switch (gimple_call_internal_fn (stmt))
      {
      case IFN_GOMP_SIMD_LANE: case IFN_GOMP_SIMD_VF:
      case IFN_GOMP_SIMD_LAST_LANE: case IFN_GOMP_SIMT_ENTER:
      case IFN_GOMP_USE_SIMT: case IFN_UNIQUE:
	return "OpenMP/OpenACC construct";
      default:
	break;
      }
  return NULL;
}

/* Count BODY's statements and find a statement it cannot take part
   with; no operand is looked at.  */
static const char *
scan_statements (struct mf_body *body)
{
  for (unsigned i = 0; i < body->blocks.length (); i++)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (body->blocks[i].bb);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      {
	const char *why = statement_refusal (gsi_stmt (gsi));
	if (why)
	  return why;
	body->n_stmts++;
      }
  return NULL;
}

static void
number_statement (numbering *nb, gimple *stmt)
{
  struct mf_body *body = nb->body;
  int lp;
  number_eh_region (nb, mf_stmt_eh_region (body, stmt, &lp));
  if (gresx *resx = dyn_cast <gresx *> (stmt))
    number_eh_region (nb, get_eh_region_from_number_fn
			    (body->fn, gimple_resx_region (resx)));
  if (geh_dispatch *d = dyn_cast <geh_dispatch *> (stmt))
    number_eh_region (nb, get_eh_region_from_number_fn
			    (body->fn, gimple_eh_dispatch_region (d)));
  for (unsigned i = 0; i < gimple_num_ops (stmt) && !nb->refusal; i++)
    number_tree (nb, gimple_op (stmt, i));
}

static const char *
number_body (struct mf_body *body)
{
  numbering nb = { body, 1, 1, NULL };
  for (tree p = DECL_ARGUMENTS (body->node->decl); p; p = DECL_CHAIN (p))
    body->decl_serial->put (p, nb.next_decl++);
  body->decl_serial->put (DECL_RESULT (body->node->decl), nb.next_decl++);

  for (unsigned i = 0; i < body->blocks.length () && !nb.refusal; i++)
    {
      mf_block &b = body->blocks[i];
      for (gphi_iterator gsi = gsi_start_phis (b.bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  if (virtual_operand_p (gimple_phi_result (phi)))
	    continue;
	  number_tree (&nb, gimple_phi_result (phi));
	  for (unsigned j = 0; j < b.preds.length (); j++)
	    number_tree (&nb, gimple_phi_arg_def (phi, b.preds[j]));
	  mf_statement_operands (phi, b, &body->operands);
	}
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (b.bb);
	   !gsi_end_p (gsi) && !nb.refusal; gsi_next_nondebug (&gsi))
	{
	  number_statement (&nb, gsi_stmt (gsi));
	  mf_statement_operands (gsi_stmt (gsi), b, &body->operands);
	}
    }
  return nb.refusal;
}

/* ------------------------------------------------------------------ */

static void
map_call_edges (struct mf_body *body)
{
  body->call_edges = new hash_map<gimple *, cgraph_edge *>;
  for (cgraph_edge *e = body->node->callees; e; e = e->next_callee)
    if (e->call_stmt)
      body->call_edges->put (e->call_stmt, e);
}

const char *
mf_body_outline (struct mf_body *body, cgraph_node *node)
{
  memset ((void *) body, 0, sizeof *body);
  body->node = node;
  body->fn = DECL_STRUCT_FUNCTION (node->decl);
  function *fn = body->fn;
  if (!fn || !fn->cfg || !gimple_in_ssa_p (fn))
    return "body is not in SSA form";
  if (fn->static_chain_decl)
    return "nested function";
  if (fn->has_nonlocal_label)
    return "non-local label";
  if (fn->has_forced_label_in_static)
    return "address of a label is taken";
  if (fn->calls_eh_return)
    return "calls __builtin_eh_return";
  if (fn->has_omp_target || fn->has_simduid_loops)
    return "OpenMP/OpenACC function";

  const char *why = NULL;
  if (!order_blocks (body))
    why = "unreachable blocks";
  if (!why)
    why = scan_statements (body);
  if (why)
    mf_body_release (body);
  return why;
}

const char *
mf_body_complete (struct mf_body *body, struct mf_body_round *round)
{
  function *fn = body->fn;
  body->decl_serial = new hash_map<tree, unsigned>;
  body->n_ssa = SSANAMES (fn) ? SSANAMES (fn)->length () : 0;
  body->ssa_serial = XCNEWVEC (unsigned, body->n_ssa + 1);
  body->n_eh = fn->eh && fn->eh->region_array
	       ? vec_safe_length (fn->eh->region_array) : 0;
  body->eh_serial = XCNEWVEC (unsigned, body->n_eh + 1);
  body->eh_regions.safe_push (NULL);

  order_preds (body);
  const char *why = number_body (body);
  if (why)
    {
      mf_body_release (body);
      return why;
    }
  map_call_edges (body);
  body->opts_id
    = intern_options (round,
		      DECL_FUNCTION_SPECIFIC_OPTIMIZATION (body->node->decl),
		      false);
  body->target_id
    = intern_options (round, DECL_FUNCTION_SPECIFIC_TARGET (body->node->decl),
		      true);
  body->this_type_matters
    = mf_this_type_matters_p (body->node, &round->this_flow);
  return NULL;
}

const char *
mf_body_build (struct mf_body *body, cgraph_node *node,
	       struct mf_body_round *round)
{
  const char *why = mf_body_outline (body, node);
  return why ? why : mf_body_complete (body, round);
}

void
mf_body_release (struct mf_body *body)
{
  for (unsigned i = 0; i < body->blocks.length (); i++)
    {
      body->blocks[i].succs.release ();
      body->blocks[i].preds.release ();
    }
  body->blocks.release ();
  body->operands.release ();
  body->eh_regions.release ();
  XDELETEVEC (body->block_pos);
  XDELETEVEC (body->ssa_serial);
  XDELETEVEC (body->eh_serial);
  delete body->decl_serial;
  delete body->call_edges;
  body->block_pos = NULL;
  body->ssa_serial = NULL;
  body->eh_serial = NULL;
  body->decl_serial = NULL;
  body->call_edges = NULL;
}
