/* SPDX-License-Identifier: GPL-3.0-or-later */
/* this-flow.c: can GCC's devirtualizer use what a method's class says
   about `this'?

   In a method of a polymorphic class, GCC takes the class as a fact about
   the dynamic type of `this' (ipa-polymorphic-call.cc): virtual calls on
   `this', on its subobjects, or on them passed to a function whose body
   GCC sees, may be resolved to that class's overrides.  Merged across
   classes, the survivor's body would run for the other class's objects
   with that fact false.  The fact only travels with the pointer value:
   through copies, conversions, pointer arithmetic, addresses of
   subobjects and PHIs, into calls.  A value loaded through the pointer
   carries nothing of it.  So a method whose `this' reaches no indirect
   call, no store, no return, no asm, and only parameters of callees that
   in turn pass it nowhere, may merge with a method of another class: its
   class can decide nothing.  Everything not understood counts as
   reaching (that keeps the class compared).

   The answer for a (function, parameter) pair depends on its body and its
   callees' alone, computed by a depth-first walk; results that a depth
   limit or a call cycle cut short are not cached, so the answer never
   depends on which comparison asked first.  */
#include "compat.h"
#include "mergefn/candidates.h"
#include "mergefn/this-flow.h"

/* Deep enough for accessors calling accessors; beyond, assume it reaches.  */
#define MF_THIS_FLOW_DEPTH 6
/* Parameters past this index are assumed to reach.  */
#define MF_THIS_FLOW_PARAMS 64

enum flow_state { FLOW_VISITING = 1, FLOW_NO = 2, FLOW_YES = 3 };

/* The answers so far, by (function uid, parameter): a part of the
   pass's run (include/body.h, struct mf_body_round), made on first use.  */
struct mf_this_flow
{
  hash_map<int_hash <int, -1, -2>, int> cache;
};

void
mf_this_flow_release (struct mf_this_flow **flow)
{
  delete *flow;
  *flow = NULL;
}

static bool param_reaches (mf_this_flow *flow, cgraph_node *node,
			   unsigned index, unsigned depth, bool *cut);

/* Does passing a marked value as argument INDEX of the call STMT (made in
   CALLER) let the callee use what the value's type says?  */
static bool
call_arg_reaches (mf_this_flow *flow, cgraph_node *caller, gcall *stmt,
		  unsigned index, unsigned depth, bool *cut)
{
  if (gimple_call_internal_p (stmt))
    return true;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl)
    return true;
  /* The edge, not the statement: it sees this pass's redirections.  */
  cgraph_edge *e = caller->get_edge (stmt);
  cgraph_node *callee = e && e->callee ? e->callee : cgraph_node::get (fndecl);
  if (!callee)
    return true;
  cgraph_node *target = mf_resolve_callee (callee);
  if (!target)
    return true;
  /* A body GCC does not see here cannot be told anything.  */
  if (!target->definition)
    return false;
  if (target->thunk || target->clone_of || target->alias
      || !gimple_has_body_p (target->decl))
    return true;
  return param_reaches (flow, target, index, depth + 1, cut);
}

/* Is SSA name X marked?  */
static bool
marked_p (bitmap marks, tree x)
{
  return x && TREE_CODE (x) == SSA_NAME
	 && bitmap_bit_p (marks, SSA_NAME_VERSION (x));
}

/* Does the tree T (an operand) contain a marked SSA name?  */
static tree
find_marked (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      return marked_p ((bitmap) data, *tp) ? *tp : NULL_TREE;
    }
  if (TYPE_P (*tp) || DECL_P (*tp) || CONSTANT_CLASS_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static bool
mentions_marked (bitmap marks, tree t)
{
  return t && walk_tree (&t, find_marked, marks, NULL) != NULL_TREE;
}

/* A load: the value read through a marked pointer carries nothing.  */
static bool
load_p (tree rhs)
{
  if (TREE_CODE (rhs) == ADDR_EXPR || TREE_CODE (rhs) == SSA_NAME
      || CONSTANT_CLASS_P (rhs))
    return false;
  tree base = get_base_address (rhs);
  return base && (DECL_P (base) || TREE_CODE (base) == MEM_REF
		  || TREE_CODE (base) == TARGET_MEM_REF);
}

/* One statement of a body in which MARKS are the values carrying the
   fact.  Returns true when the fact reaches something that could use
   it; marks the statement's result when it carries the fact on.  */
static bool
stmt_reaches (mf_this_flow *flow, cgraph_node *node, gimple *stmt,
	      bitmap marks, bool *changed, unsigned depth, bool *cut)
{
  if (is_gimple_debug (stmt))
    return false;
  bool uses = false;
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (marked_p (marks, gimple_phi_arg_def (phi, i)))
	  uses = true;
    }
  else
    {
      ssa_op_iter it;
      tree use;
      FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
	if (marked_p (marks, use))
	  uses = true;
    }
  if (!uses)
    return false;
  tree lhs = NULL_TREE;
  switch (gimple_code (stmt))
    {
    case GIMPLE_PHI:
      lhs = gimple_phi_result (stmt);
      break;
    case GIMPLE_ASSIGN:
      lhs = gimple_assign_lhs (stmt);
      if (TREE_CODE (lhs) != SSA_NAME)
	{
	  /* A store: through the pointer is fine, of it is not.  */
	  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	    if (mentions_marked (marks, gimple_op (stmt, i)))
	      return true;
	  return false;
	}
      if (gimple_assign_single_p (stmt) && load_p (gimple_assign_rhs1 (stmt)))
	return false;
      break;
    case GIMPLE_COND:
    case GIMPLE_SWITCH:
      return false;
    case GIMPLE_CALL:
      {
	gcall *call = as_a <gcall *> (stmt);
	if (mentions_marked (marks, gimple_call_fn (call))
	    || mentions_marked (marks, gimple_call_chain (call)))
	  return true;
	for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	  if (mentions_marked (marks, gimple_call_arg (call, i))
	      && (i >= MF_THIS_FLOW_PARAMS
		  || call_arg_reaches (flow, node, call, i, depth, cut)))
	    return true;
	/* Only the store of a result through a marked pointer is left.  */
	return false;
      }
    default:
      /* Returns, asm, and whatever else: assume it reaches.  */
      return true;
    }
  if (TREE_CODE (lhs) == SSA_NAME
      && !bitmap_bit_p (marks, SSA_NAME_VERSION (lhs)))
    {
      bitmap_set_bit (marks, SSA_NAME_VERSION (lhs));
      *changed = true;
    }
  return false;
}

/* Does parameter INDEX of NODE reach anything that could use its type?
   Sets *CUT when the answer was cut short (depth, cycle).  */
static bool
walk_param (mf_this_flow *flow, cgraph_node *node, unsigned index,
	    unsigned depth, bool *cut)
{
  tree parm = DECL_ARGUMENTS (node->decl);
  for (unsigned i = 0; parm && i < index; i++)
    parm = DECL_CHAIN (parm);
  if (!parm)
    return true;
  function *fn = DECL_STRUCT_FUNCTION (node->decl);
  if (!fn || !fn->cfg || !gimple_in_ssa_p (fn) || !is_gimple_reg (parm))
    return true;
  tree def = ssa_default_def (fn, parm);
  if (!def)
    return false;
  auto_bitmap marks;
  bitmap_set_bit (marks, SSA_NAME_VERSION (def));
  /* Forward over the body until no new value is marked.  */
  bool changed = true;
  while (changed)
    {
      changed = false;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	{
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (stmt_reaches (flow, node, gsi.phi (), marks, &changed, depth,
			      cut))
	      return true;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (stmt_reaches (flow, node, gsi_stmt (gsi), marks, &changed,
			      depth, cut))
	      return true;
	}
    }
  return false;
}

static bool
param_reaches (mf_this_flow *flow, cgraph_node *node, unsigned index,
	       unsigned depth, bool *cut)
{
  if (depth > MF_THIS_FLOW_DEPTH)
    {
      *cut = true;
      return true;
    }
  int key = node->get_uid () * MF_THIS_FLOW_PARAMS + (int) index;
  if (int *state = flow->cache.get (key))
    {
      if (*state == FLOW_VISITING)
	{
	  *cut = true;
	  return true;
	}
      return *state == FLOW_YES;
    }
  flow->cache.put (key, FLOW_VISITING);
  bool my_cut = false;
  bool reaches = walk_param (flow, node, index, depth, &my_cut);
  if (my_cut)
    {
      /* Cut short: another start could answer otherwise.  */
      flow->cache.remove (key);
      *cut = true;
    }
  else
    flow->cache.put (key, reaches ? FLOW_YES : FLOW_NO);
  return reaches;
}

/* Does `this' of method NODE reach something that could use its type?  */
static bool
this_type_reaches_p (mf_this_flow **flow, cgraph_node *node)
{
  if (!*flow)
    *flow = new mf_this_flow;
  bool cut = false;
  return param_reaches (*flow, node, 0, 0, &cut);
}

/* Does NODE make a call devirtualization could reason about: an indirect
   one, or one to a function whose body GCC sees?  GCC's own ICF takes
   the type of `this' to matter in every method that does.  */
static bool
makes_visible_calls_p (cgraph_node *node)
{
  if (node->indirect_calls)
    return true;
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    if (e->callee->definition && opt_for_fn (e->callee->decl, flag_devirtualize))
      return true;
  return false;
}

/* Does devirtualization read the type of `this' in NODE?  It does in
   every constructor of a polymorphic class (the vtable pointer store).
   In a method of one, only if the method makes calls it could reason
   about (without any, as GCC's ICF has it, nothing could use the type)
   and `this' reaches something that could use it (this-flow.c): an
   indirect call it takes part in, a store, or a callee that passes it
   on to one.  */
bool
mf_this_type_matters_p (cgraph_node *node, struct mf_this_flow **flow)
{
  tree decl = node->decl;
  tree type = TREE_TYPE (decl);
  if (TREE_CODE (type) != METHOD_TYPE || !opt_for_fn (decl, flag_devirtualize)
      || !contains_polymorphic_type_p (TYPE_METHOD_BASETYPE (type)))
    return false;
  if (DECL_CXX_CONSTRUCTOR_P (decl))
    return true;
  return makes_visible_calls_p (node) && this_type_reaches_p (flow, node);
}
