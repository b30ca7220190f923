/* params.c: merging functions that differ only in constants
   (doc/merge-rules.md, "Parameterised merging").

   After identical merging, the functions left are sorted by the shape
   order (compare-fn.c, mf_compare_shapes: equal except for constants at
   the positions params.h allows), then by the full order, so that each
   run of equal shapes is a class, in the same order whatever the input.
   For a group of members, the constants at each position (walked here in
   the same canonical order for every member) either agree, and stay
   constants, or differ, and become parameters (positions whose constants
   differ alike share one): a copy of the first member's body, with the
   parameters appended, is the shared body, and every member becomes a
   thunk that calls it with its own constants.  Only when it pays by GCC's
   size estimates, and only with at most params_limit () added parameters.
   A class whose members differ in too many constants is taken greedily,
   in its canonical order, as groups that each stay within the bound.

   The shared body drops what earlier passes learned from the constants:
   value ranges, known bits and points-to sets of its SSA names, and the
   iteration bounds of its loops, all of which may hold for one member's
   constants only.  */
#include "compat.h"
#include "mergefn.h"
#include "options.h"
#include "candidates.h"
#include "body.h"
#include "compare.h"
#include "params.h"
#include "dynsym.h"
#include "fault.h"
#include "merge.h"
#include "report.h"
#include "symtab-edit.h"
#include "tbaa.h"
#include "verify.h"

/* One parameter position: the operand SLOT of STMT (for a PHI, the
   argument index).  */
struct param_pos
{
  gimple *stmt;
  unsigned slot;
};

static tree *
pos_ref (const param_pos &p)
{
  if (gphi *phi = dyn_cast <gphi *> (p.stmt))
    return gimple_phi_arg_def_ptr (phi, p.slot);
  return gimple_op_ptr (p.stmt, p.slot);
}

static void
add_pos (vec<param_pos> *out, gimple *stmt, unsigned slot, bool addresses)
{
  param_pos p = { stmt, slot };
  if (mf_param_constant_p (*pos_ref (p), addresses))
    out->safe_push (p);
}

/* Every position of BODY holding a constant a parameter could carry, in
   canonical order: the order the shape comparison walks, so that two
   bodies of one shape give lists of the same length whose elements
   correspond.  */
static void
collect_positions (const mf_body *body, vec<param_pos> *out)
{
  bool addresses = mf_param_addresses_p (body->node);
  for (unsigned b = 0; b < body->blocks.length (); b++)
    {
      const mf_block &blk = body->blocks[b];
      for (gphi_iterator gp = gsi_start_phis (blk.bb); !gsi_end_p (gp);
	   gsi_next (&gp))
	if (!virtual_operand_p (gimple_phi_result (gp.phi ())))
	  for (unsigned i = 0; i < blk.preds.length (); i++)
	    add_pos (out, gp.phi (), blk.preds[i], addresses);
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (blk.bb);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  switch (gimple_code (stmt))
	    {
	    case GIMPLE_ASSIGN:
	      if (mf_param_assign_code_p (gimple_assign_rhs_code (stmt)))
		for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
		  add_pos (out, stmt, i, addresses);
	      break;
	    case GIMPLE_COND:
	      add_pos (out, stmt, 0, addresses);
	      add_pos (out, stmt, 1, addresses);
	      break;
	    case GIMPLE_CALL:
	      {
		gcall *call = as_a <gcall *> (stmt);
		if (!mf_param_call_args_p (call))
		  break;
		if (mf_param_callee_p (gimple_call_fndecl (call), addresses))
		  add_pos (out, stmt, 1, addresses);
		for (unsigned i = 0; i < gimple_call_num_args (call); i++)
		  if (mf_param_call_arg_p (call, gimple_call_arg (call, i)))
		    add_pos (out, stmt, i + 3, addresses);
		break;
	      }
	    case GIMPLE_RETURN:
	      add_pos (out, stmt, 0, addresses);
	      break;
	    default:
	      break;
	    }
	}
    }
}

/* ------------------------------------------------------------------ */
/* The shared body.  */

/* Remove SHARED, a copy that will not be used, with what the copy and
   the analyses of it left (dominators).  */
static void
discard_shared_body (cgraph_node *shared)
{
  mf_free_dominators (shared);
  shared->remove ();
}

/* A copy of FIRST's declaration type with TYPES appended to its
   parameters.  */
static tree
extended_type (tree fntype, const vec<tree> &types)
{
  tree args = NULL_TREE;
  tree a = TYPE_ARG_TYPES (fntype);
  bool method = TREE_CODE (fntype) == METHOD_TYPE;
  /* A method type's list starts with `this', which
     build_method_type_directly adds itself.  */
  if (method)
    a = TREE_CHAIN (a);
  for (; a && a != void_list_node; a = TREE_CHAIN (a))
    args = tree_cons (NULL_TREE, TREE_VALUE (a), args);
  for (unsigned i = 0; i < types.length (); i++)
    args = tree_cons (NULL_TREE, types[i], args);
  args = nreverse (args);
  args = chainon (args, void_list_node);
  tree type = method
	      ? build_method_type_directly (TYPE_METHOD_BASETYPE (fntype),
					    TREE_TYPE (fntype), args)
	      : build_function_type (TREE_TYPE (fntype), args);
  return build_type_attribute_variant (type, TYPE_ATTRIBUTES (fntype));
}

/* Append to SHARED's declaration a parameter of each of TYPES; their
   default definitions in its body go into *DEFS.  */
static void
add_parameters (cgraph_node *shared, const vec<tree> &types, vec<tree> *defs)
{
  tree decl = shared->decl;
  TREE_TYPE (decl) = extended_type (TREE_TYPE (decl), types);
  tree *last = &DECL_ARGUMENTS (decl);
  while (*last)
    last = &DECL_CHAIN (*last);
  function *fn = DECL_STRUCT_FUNCTION (decl);
  for (unsigned i = 0; i < types.length (); i++)
    {
      tree parm = build_decl (DECL_SOURCE_LOCATION (decl), PARM_DECL,
			      create_tmp_var_name ("mf_param"), types[i]);
      DECL_ARTIFICIAL (parm) = 1;
      DECL_IGNORED_P (parm) = 1;
      DECL_ARG_TYPE (parm) = types[i];
      DECL_CONTEXT (parm) = decl;
      TREE_USED (parm) = 1;
      *last = parm;
      last = &DECL_CHAIN (parm);
      defs->safe_push (get_or_create_ssa_default_def (fn, parm));
    }
}

/* Forget what earlier passes derived in FN's body from its constants.  */
static void
forget_flow_information (function *fn)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fn)
    {
      if (POINTER_TYPE_P (TREE_TYPE (name)))
	SSA_NAME_PTR_INFO (name) = NULL;
      else
	reset_flow_sensitive_info (name);
    }
  if (fn->cfg && loops_for_fn (fn))
    {
      /* The recorded bounds too: freeing the estimates keeps them, and
	 later passes only ever lower them (a loop that runs 2 times for
	 one member's constant and 3 for another's was cut at 2).  */
      for (auto loop : loops_list (fn, 0))
	{
	  loop->any_upper_bound = false;
	  loop->any_likely_upper_bound = false;
	  loop->any_estimate = false;
	}
      free_numbers_of_iterations_estimates (fn);
    }
}

/* Make the shared body of FIRST, whose position POS[j] becomes its
   added parameter PARAM_OF[j] (or stays a constant: -1); TYPES are the
   added parameters' types.  NULL, and why in *WHY, if it cannot.  */
static cgraph_node *
make_shared_body (cgraph_node *first, const vec<param_pos> &pos,
		  const vec<int> &param_of, const vec<tree> &types,
		  const char **why)
{
  *why = "GCC cannot copy the first body";
  if (!tree_versionable_function_p (first->decl))
    return NULL;
  quiet_dump quiet;
  cgraph_node *shared
    = first->create_version_clone_with_body (vNULL, NULL, NULL, NULL, NULL,
					     "mfparams");
  if (!shared)
    return NULL;
  auto_vec<tree> defs;
  add_parameters (shared, types, &defs);

  /* The copy's positions, in the same canonical order as FIRST's.  A
     copy walks as its original; should it not (GCC's copy folded
     something, or holds what the walk refuses), it is removed whole:
     parameters, dominators and all.  */
  mf_body body;
  auto_vec<param_pos> copy;
  bool walks_alike = false;
  if (const char *refused = mf_body_build (&body, shared))
    *why = mf_reason ("the copy of the first body is refused:", refused);
  else
    {
      collect_positions (&body, &copy);
      walks_alike = copy.length () == pos.length ();
      if (!walks_alike)
	*why = "the copy of the first body has other constants than it";
    }
  if (!walks_alike)
    {
      mf_body_release (&body);
      discard_shared_body (shared);
      return NULL;
    }
  push_cfun (DECL_STRUCT_FUNCTION (shared->decl));
  for (unsigned j = 0; j < copy.length (); j++)
    if (param_of[j] >= 0)
      {
	*pos_ref (copy[j]) = defs[param_of[j]];
	if (!is_a <gphi *> (copy[j].stmt))
	  update_stmt (copy[j].stmt);
      }
  forget_flow_information (cfun);
  pop_cfun ();
  mf_body_release (&body);
  /* Its summaries were made from FIRST's body before the change: those
     of its calls too, which rebuilding the edges drops.  */
  for (cgraph_edge *e = shared->callees; e; e = e->next_callee)
    symtab->call_edge_removal_hooks (e);
  for (cgraph_edge *e = shared->indirect_calls; e; e = e->next_callee)
    symtab->call_edge_removal_hooks (e);
  push_cfun (DECL_STRUCT_FUNCTION (shared->decl));
  cgraph_edge::rebuild_edges ();
  cgraph_edge::rebuild_references ();
  pop_cfun ();
  /* Copies (ipa-cp clones) of the shared body per caller's constants
     would undo the merge.  */
  DECL_ATTRIBUTES (shared->decl)
    = tree_cons (get_identifier ("noclone"), NULL_TREE,
		 DECL_ATTRIBUTES (shared->decl));
  mf_summarize_again (shared);
  return shared;
}

/* ------------------------------------------------------------------ */
/* Classes.  */

/* Callees compare by identity: after identical merging, a call to a
   merged function already reaches its survivor.  */
static int
no_classes (cgraph_node *, void *)
{
  return -1;
}

/* The positions of params.h, for the comparator's shape order.  */
static const struct mf_param_slots param_slots = {
  mf_param_addresses_p, mf_param_constant_p, mf_param_callee_p,
  mf_param_call_arg_p, mf_param_assign_code_p
};

static const struct mf_compare_env by_identity
  = { no_classes, NULL, false, &param_slots, NULL };
static const struct mf_compare_env by_identity_strict
  = { no_classes, NULL, true, &param_slots, NULL };

struct param_member
{
  cgraph_node *node;
  const mf_body *body;
  vec<param_pos> pos;
};

/* GCC's size estimate of NODE's body.  */
static int
self_size (cgraph_node *node)
{
  ipa_size_summary *s = ipa_size_summaries ? ipa_size_summaries->get (node)
			: NULL;
  return s ? s->self_size : 0;
}

/* A parameter may not be narrower than int: callers and callees would
   have to agree on who extends it.  */
static bool
parameter_type_ok_p (tree type)
{
  if (INTEGRAL_TYPE_P (type))
    return TYPE_PRECISION (type) >= TYPE_PRECISION (integer_type_node);
  return POINTER_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type);
}

static unsigned
count_parameters (tree decl)
{
  unsigned n = 0;
  for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p))
    n++;
  return n;
}

/* The estimated size of a thunk passing K constants, and of the shared
   body's cost for taking them: a move per constant, a jump.  */
#define MF_THUNK_SIZE(k) (2 + (k))

/* A group of members and what merging it takes: PARAM_OF[j], the added
   parameter position j becomes (-1: it stays a constant), and TYPES,
   the added parameters' types.  */
struct param_plan
{
  auto_vec<int> param_of;
  auto_vec<tree> types;
};

/* Do the members of M agree at position J?  */
static bool
same_constants_p (const vec<param_member> &m, unsigned j)
{
  for (unsigned i = 1; i < m.length (); i++)
    if (!operand_equal_p (*pos_ref (m[0].pos[j]), *pos_ref (m[i].pos[j]), 0))
      return false;
  return true;
}

/* Do the members of M hold equal constants at positions J and L?  */
static bool
same_column_p (const vec<param_member> &m, unsigned j, unsigned l)
{
  for (unsigned i = 0; i < m.length (); i++)
    {
      tree x = *pos_ref (m[i].pos[j]), y = *pos_ref (m[i].pos[l]);
      if (!types_compatible_p (TREE_TYPE (x), TREE_TYPE (y))
	  || !operand_equal_p (x, y, 0))
	return false;
    }
  return true;
}

/* Fill PLAN for the group M; the reason it cannot merge at all, or
   NULL.  */
static const char *
plan_parameters (const vec<param_member> &m, param_plan *plan)
{
  unsigned n = m[0].pos.length ();
  plan->param_of.truncate (0);
  plan->types.truncate (0);
  auto_vec<unsigned> first_of;
  for (unsigned j = 0; j < n; j++)
    {
      int p = -1;
      if (!same_constants_p (m, j))
	{
	  tree first = *pos_ref (m[0].pos[j]);
	  if (!parameter_type_ok_p (TREE_TYPE (first)))
	    return "a differing constant is narrower than int";
	  for (unsigned q = 0; q < first_of.length () && p < 0; q++)
	    if (same_column_p (m, first_of[q], j))
	      p = q;
	  if (p < 0)
	    {
	      p = first_of.length ();
	      first_of.safe_push (j);
	      plan->types.safe_push (TREE_TYPE (first));
	    }
	}
      plan->param_of.safe_push (p);
    }
  return plan->types.is_empty () ? "no constant differs" : NULL;
}

/* The most parameters a merge may add.  */
static int
params_limit (void)
{
  return mf_opts.params < 0 ? MF_PARAMS_DEFAULT : mf_opts.params;
}

/* Why the parameters PLAN adds to M's functions are too many, or NULL.  */
static const char *
too_many_parameters (const vec<param_member> &m, const param_plan &plan)
{
  unsigned k = plan.types.length ();
  if (k > (unsigned) params_limit ())
    return mf_reason ("more constants differ than parameters may be added:",
		      xasprintf ("%u > %d", k, params_limit ()));
  /* x86-64 and most ABIs pass six integer arguments in registers.  */
  if (count_parameters (m[0].node->decl) + k > 6)
    return "with the added parameters, arguments would go on the stack";
  return NULL;
}

/* The smallest body worth sharing, by GCC's size estimate.  Smaller ones
   GCC inlines at their call sites anyway, or they cost about what a thunk
   and the calls through parameters cost: merging them made fmt's tests
   and sqlite3 larger at -Os, not smaller (doc/merge-rules.md).  */
#define MF_PARAMS_MIN_BODY 16

/* Why merging the group M as PLAN says would not pay, or NULL.  */
static const char *
unprofitable (const vec<param_member> &m, const param_plan &plan)
{
  unsigned k = plan.types.length ();
  if (self_size (m[0].node) < MF_PARAMS_MIN_BODY)
    return mf_reason ("the body is too small to share:",
		      xasprintf ("%d < %d", self_size (m[0].node),
				 MF_PARAMS_MIN_BODY));
  int before = 0;
  for (unsigned i = 0; i < m.length (); i++)
    before += self_size (m[i].node);
  int after = self_size (m[0].node) + k + m.length () * MF_THUNK_SIZE (k);
  if (after >= before)
    return mf_reason ("the shared body and thunks would not be smaller:",
		      xasprintf ("%d >= %d", after, before));
  return NULL;
}

/* Do the members of M disagree in the alias sets of their accesses
   through pointers (which the shape order, like the identical one outside
   lto1, leaves out)?  */
static bool
alias_sets_differ_p (const vec<param_member> &m,
		     const struct mf_compare_env *env)
{
  if (env->strict_tbaa)
    return false;
  bool differ = false;
  for (unsigned i = 1; i < m.length () && !differ; i++)
    differ = mf_compare_shapes (m[0].body, m[i].body,
				&by_identity_strict) != 0;
  return differ;
}

/* Merge the group M as PLAN says; returns the number merged.  */
static unsigned
merge_group (vec<param_member> &m, const param_plan &plan,
	     const struct mf_compare_env *env)
{
  unsigned k = plan.types.length ();
  /* Each member's constants, before the bodies go: for each parameter,
     its first position's.  */
  auto_vec<vec<tree> > consts (m.length ());
  for (unsigned i = 0; i < m.length (); i++)
    {
      vec<tree> c = vNULL;
      c.safe_grow_cleared (k);
      for (unsigned j = plan.param_of.length (); j-- > 0;)
	if (plan.param_of[j] >= 0)
	  c[plan.param_of[j]] = *pos_ref (m[i].pos[j]);
      consts.quick_push (c);
    }
#if MF_FAULT == MF_FAULT_PARAMS
  /* Each thunk passes the next member's constants.  */
  vec<tree> first = consts[0];
  for (unsigned i = 0; i + 1 < consts.length (); i++)
    consts[i] = consts[i + 1];
  consts[consts.length () - 1] = first;
#endif
  bool tbaa_differs = alias_sets_differ_p (m, env);
  const char *why;
  cgraph_node *shared = make_shared_body (m[0].node, m[0].pos, plan.param_of,
					  plan.types, &why);
  if (!shared)
    {
      for (unsigned i = 1; i < m.length (); i++)
	mf_note_apart (m[i].node, m[0].node, mf_reason ("params:", why));
    }
  else
    {
      /* The shared body reads the others' objects through the first's
	 types, as identical merging's survivor does (tbaa.c).  */
      if (tbaa_differs)
	{
	  mf_note_tbaa (shared);
	  mf_drop_tbaa (shared);
	}
      for (unsigned i = 0; i < m.length (); i++)
	mf_make_params_thunk (m[i].node, shared, consts[i]);
    }
  for (unsigned i = 0; i < consts.length (); i++)
    consts[i].release ();
  return shared ? m.length () : 0;
}

/* Merge the class M (canonical order) in groups: each takes the first
   member left and, in order, every other one that keeps the group within
   the bound on added parameters.  Returns the number merged.  */
static unsigned
merge_class (vec<param_member> &m, const struct mf_compare_env *env)
{
  /* Members that cannot be thunks leave the class, and so do, in code
     for a shared object, exported functions GCC emits only if used and
     the functions that reach them: merging them could change what is
     exported (doc/cxx.md, "Shared objects").  Each is named next to the
     class's first member (the second for the first itself).  */
  cgraph_node *first = m[0].node, *second = m[1].node;
  for (unsigned i = 0; i < m.length ();)
    if (const char *why
	  = mf_dynsym_reach_p (m[i].node)
	    ? "in a shared object, it is or reaches an exported function "
	      "emitted only if used"
	    : mf_params_thunk_refusal (m[i].node, m[0].node))
      {
	mf_note_apart (m[i].node, m[i].node == first ? second : first,
		       mf_reason ("params:", why));
	m.ordered_remove (i);
      }
    else
      i++;
  unsigned merged = 0;
  auto_vec<param_member> left;
  left.safe_splice (m);
  while (left.length () >= 2)
    {
      auto_vec<param_member> group, rest;
      param_plan plan;
      group.safe_push (left[0]);
      const char *why = NULL;
      for (unsigned i = 1; i < left.length (); i++)
	{
	  group.safe_push (left[i]);
	  const char *no = plan_parameters (group, &plan);
	  if (!no)
	    no = too_many_parameters (group, plan);
	  if (no && group.length () == 2)
	    why = no;
	  if (no)
	    {
	      group.pop ();
	      rest.safe_push (left[i]);
	    }
	}
      if (group.length () >= 2)
	{
	  plan_parameters (group, &plan);
	  why = unprofitable (group, plan);
	}
      if (why)
	for (unsigned i = 1; i < group.length (); i++)
	  mf_note_apart (group[i].node, group[0].node,
			 mf_reason ("params:", why));
      else
	merged += merge_group (group, plan, env);
      /* The first member's own reason, when no other could join it.  */
      if (group.length () == 1 && why && !rest.is_empty ())
	mf_note_apart (rest[0].node, group[0].node, mf_reason ("params:", why));
      left.truncate (0);
      left.safe_splice (rest);
    }
  return merged;
}

/* ------------------------------------------------------------------ */
/* Partition by shape.  */

static int
cmp_shape_then_order (const void *x, const void *y, void *data)
{
  const struct mf_compare_env *env = (const struct mf_compare_env *) data;
  const mf_function *a = *(const mf_function *const *) x;
  const mf_function *b = *(const mf_function *const *) y;
  if (a->shape != b->shape)
    return a->shape < b->shape ? -1 : 1;
  if (int r = mf_compare_shapes (a->body, b->body, env))
    return r;
  /* Within a class, by the constants (the full order), so that the
     groups and the body that is copied do not depend on the order of
     files; equal bodies were merged before.  */
  if (int r = mf_compare_functions (a->body, b->body, env))
    return r;
  return a->node->order < b->node->order ? -1 : a->node->order > b->node->order;
}

/* ORDER[I] shares its shape hash with a neighbour in ORDER but not its
   shape: say where they first differ (a placement, a callee), so that
   every function that took part has its line in the dump.  */
static void
note_shape_alone (const vec<mf_function *> &order, unsigned i,
		  const struct mf_compare_env *env)
{
  unsigned n = i;
  if (i > 0 && order[i - 1]->shape == order[i]->shape)
    n = i - 1;
  else if (i + 1 < order.length () && order[i + 1]->shape == order[i]->shape)
    n = i + 1;
  if (n == i)
    return;
  const char *why = NULL;
  struct mf_compare_env asking = *env;
  asking.difference = &why;
  mf_compare_shapes (order[i]->body, order[n]->body, &asking);
  mf_note_apart (order[i]->node, order[n]->node,
		 mf_reason ("params:", why ? why : "shape"));
}

/* Make NODE's call statements name the callees of its call edges.
   Identical merging redirected edges only (GCC updates the statements
   when it materializes the body); the positions and the copy of a shared
   body are read from the statements, so a stale callee there would be
   copied and called after its body is gone.  */
void
mf_params_update_calls (cgraph_node *node)
{
  bool pushed = false;
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    if (e->call_stmt && !e->speculative
	&& gimple_call_fndecl (e->call_stmt) != e->callee->decl)
      {
	if (!pushed)
	  push_cfun (DECL_STRUCT_FUNCTION (node->decl));
	pushed = true;
	cgraph_edge::redirect_call_stmt_to_callee (e);
      }
  if (pushed)
    pop_cfun ();
}

/* Does NODE take part: as asked, or by default when NODE itself is
   optimized for size (its own options: an optimize attribute, or under
   -flto those of its compile line, not the link line's).  */
bool
mf_params_for_fn_p (cgraph_node *node)
{
  if (mf_opts.params >= 0)
    return mf_opts.params > 0;
  return opt_for_fn (node->decl, optimize_size);
}

bool
mf_params_enabled_p (void)
{
  if (mf_opts.params >= 0)
    return mf_opts.params > 0;
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    if (mf_params_for_fn_p (node))
      return true;
  return false;
}

unsigned
mf_merge_params (vec<mf_function> &fns, bool strict_tbaa)
{
  const struct mf_compare_env *env
    = strict_tbaa ? &by_identity_strict : &by_identity;
  auto_vec<mf_function *> order;
  for (unsigned i = 0; i < fns.length (); i++)
    order.safe_push (&fns[i]);
  order.sort (cmp_shape_then_order, (void *) env);
  /* Classes in the order of their first member, as elsewhere.  */
  auto_vec<vec<param_member> > classes;
  for (unsigned s = 0; s < order.length ();)
    {
      unsigned e = s + 1;
      while (e < order.length () && order[e]->shape == order[s]->shape
	     && !mf_compare_shapes (order[s]->body, order[e]->body, env))
	e++;
      if (e - s == 1 && dump_file)
	note_shape_alone (order, s, env);
      if (e - s > 1)
	{
	  vec<param_member> m = vNULL;
	  for (unsigned i = s; i < e; i++)
	    {
	      param_member pm = { order[i]->node, order[i]->body, vNULL };
	      collect_positions (pm.body, &pm.pos);
	      m.safe_push (pm);
	    }
	  classes.safe_push (m);
	}
      s = e;
    }
  unsigned merged = 0;
  for (unsigned c = 0; c < classes.length (); c++)
    {
      vec<param_member> &m = classes[c];
      if (mf_verify_ok)
	merged += merge_class (m, env);
      for (unsigned i = 0; i < m.length (); i++)
	m[i].pos.release ();
      m.release ();
    }
  return merged;
}
