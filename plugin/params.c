/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params.c: parameterised merging, the build (params-plan.c plans it):
   for each group, a copy of the first member's body, with the parameters
   appended, is the shared body, and every member becomes a thunk that
   calls it with its own constants.

   The shared body drops what earlier passes learned from the constants:
   value ranges, known bits and points-to sets of its SSA names, and the
   iteration bounds of its loops, all of which may hold for one member's
   constants only.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"
#include "mergefn/params.h"
#include "mergefn/params-cost.h"
#include "mergefn/params-plan.h"
#include "mergefn/dynsym.h"
#include "mergefn/fault.h"
#include "mergefn/merge.h"
#include "mergefn/reason.h"
#include "mergefn/report.h"
#include "mergefn/run.h"
#include "mergefn/symtab-edit.h"
#include "mergefn/tbaa.h"
#include "mergefn/verify.h"

/* ------------------------------------------------------------------ */
/* The shared body.  */

/* A copy of FIRST's declaration type with TYPES appended to its
   parameters.  NO_CLASS: a method's type becomes a function's, `this'
   an ordinary first parameter that is still never null.  */
static tree
extended_type (tree decl, const vec<tree> &types, bool no_class)
{
  tree fntype = TREE_TYPE (decl);
  tree args = NULL_TREE;
  tree a = TYPE_ARG_TYPES (fntype);
  bool method = TREE_CODE (fntype) == METHOD_TYPE;
  tree attributes = TYPE_ATTRIBUTES (fntype);
  if (method && no_class)
    {
      method = false;
      if (opt_for_fn (decl, flag_delete_null_pointer_checks))
	attributes = tree_cons (get_identifier ("nonnull"),
				build_tree_list (NULL_TREE, integer_one_node),
				attributes);
    }
  /* A method type's list starts with `this', which
     build_method_type_directly adds itself.  */
  else if (method)
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
  return build_type_attribute_variant (type, attributes);
}

/* Append to SHARED's declaration a parameter of each of TYPES; their
   default definitions in its body go into *DEFS.  NO_CLASS: make it no
   method, constructor or destructor of any class, so that GCC's
   devirtualizer takes nothing for the dynamic type of its first
   parameter (ipa-polymorphic-call.cc reads it from those alone).  */
static void
add_parameters (cgraph_node *shared, const vec<tree> &types, vec<tree> *defs,
		bool no_class)
{
  tree decl = shared->decl;
  TREE_TYPE (decl) = extended_type (decl, types, no_class);
  if (no_class)
    {
      DECL_CXX_CONSTRUCTOR_P (decl) = 0;
      DECL_CXX_DESTRUCTOR_P (decl) = 0;
    }
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

/* Make the memory access at *REF, of a variable accessed directly,
   access it through ADDRESS, a parameter holding its address: `v.f'
   becomes `MEM[(T *) address].f', with the variable's own type and alias
   set, `MEM[&v + 8]' becomes `MEM[address + 8]'.  The access cannot trap
   where the original could not: the address is an object's.  */
static void
access_through (tree *ref, tree address)
{
  *ref = unshare_expr (*ref);
  tree *inner = ref;
  while (handled_component_p (*inner))
    inner = &TREE_OPERAND (*inner, 0);
  if (TREE_CODE (*inner) == MEM_REF)
    {
      bool trapped = tree_could_trap_p (*inner);
      TREE_OPERAND (*inner, 0) = address;
      TREE_THIS_NOTRAP (*inner) = !trapped;
      return;
    }
  tree var = *inner;
  tree mem = build2 (MEM_REF, TREE_TYPE (var), address,
		     build_int_cst (reference_alias_ptr_type (var), 0));
  TREE_THIS_NOTRAP (mem) = 1;
  *inner = mem;
}

/* Make the shared body of MEMBER, the first of its group, whose position
   POS[j] becomes its added parameter PARAM_OF[j] (or stays a constant:
   -1); TYPES are the added parameters' types; NO_CLASS, as for
   add_parameters.  NULL, and why in *WHY, if it cannot.  RUN: the
   pass's.  */
static cgraph_node *
make_shared_body (mf_run *run, const param_member &member,
		  const vec<int> &param_of, const vec<tree> &types,
		  bool no_class, const char **why)
{
  cgraph_node *first = member.node;
  *why = "GCC cannot copy the first body";
  if (!tree_versionable_function_p (first->decl))
    return NULL;
  quiet_dump quiet;
  cgraph_node *shared = mf_edit_copy_body (first, "mfparams");
  if (!shared)
    return NULL;
  auto_vec<tree> defs;
  add_parameters (shared, types, &defs, no_class);

  /* The copy's positions, in the same canonical order as FIRST's, each
     of the same kind and holding the same constant.  A copy walks as
     its original; should it not (GCC's copy folded something: in lto1 a
     load of a variable found read-only became its value, or holds what
     the walk refuses), it is removed whole: parameters, dominators and
     all.  */
  mf_body body;
  auto_vec<mf_operand> copy;
  auto_vec<tree> values;
  bool walks_alike = false;
  if (const char *refused = mf_body_build (&body, shared, &run->bodies))
    *why = mf_reason ("the copy of the first body is refused:", refused);
  else
    {
      mf_param_positions (&body, &copy, &values);
      walks_alike = copy.length () == member.pos.length ();
      for (unsigned j = 0; walks_alike && j < copy.length (); j++)
	walks_alike = copy[j].position == member.pos[j].position
		      && operand_equal_p (values[j], member.val[j], 0);
      if (!walks_alike)
	*why = "the copy of the first body has other constants than it";
    }
  if (!walks_alike)
    {
      mf_body_release (&body);
      mf_edit_discard_copy (shared);
      return NULL;
    }
  push_cfun (DECL_STRUCT_FUNCTION (shared->decl));
  for (unsigned j = 0; j < copy.length (); j++)
    if (param_of[j] >= 0)
      {
	if (copy[j].position == MF_POSITION_MEMORY)
	  {
	    access_through (mf_operand_ref (copy[j]), defs[param_of[j]]);
	    /* A const function may read read-only variables, but not
	       through its pointer arguments: the shared body is pure.  */
	    mf_edit_const_to_pure (shared);
	  }
	else
	  *mf_operand_ref (copy[j]) = defs[param_of[j]];
	if (!is_a <gphi *> (copy[j].stmt))
	  update_stmt (copy[j].stmt);
      }
  /* A call to a const or pure function has no virtual definition; made
     indirect it is a call that may write memory, and update_stmt gave it
     the bare virtual operand, which must be renamed into SSA form (left
     so, lto1's ipa-prop crashed walking it on re2's tests:
     params-callee-const.c, .C).  */
  if (cfun->gimple_df->rename_vops)
    update_ssa (TODO_update_ssa_only_virtuals);
  forget_flow_information (cfun);
  pop_cfun ();
  mf_body_release (&body);
  /* Copies (ipa-cp clones) of the shared body per caller's constants
     would undo the merge.  */
  mf_edit_copy_changed (shared, true);
  return shared;
}

/* ------------------------------------------------------------------ */
/* The thunks: each member G becomes a call of SHARED, the body G shares
   with FIRST, the group's first member, passing G's own parameters and
   then CONSTS, the constants that were G's at the positions SHARED takes
   as parameters.  */

/* Why G cannot become such a thunk, or NULL.  Its parameters are passed
   through to the copy of FIRST's, so their types must be compatible.  */
static const char *
thunk_refusal (cgraph_node *g, cgraph_node *first)
{
  if (DECL_EXTERNAL (g->decl))
    return "external definition";
  /* The shared body is a copy of FIRST's, attributes included.  */
  return mf_forwarding_refusal (g, first);
}

static void
make_thunk (hash_set<mf_symbol_key> *merged_away, cgraph_node *g,
	    cgraph_node *shared, const vec<tree> &consts)
{
  merged_away->add (mf_key (g));
  mf_note_params_merge (g, shared, mf_body_size (g), consts.length ());
  /* A wrapper calling SHARED with G's parameters only; then its call
     gets the constants too.  */
  mf_edit_wrapper (g, shared, shared, mf_never_inlined_p (g, shared));
  mf_edit_params_call (g, shared, consts);
}

/* ------------------------------------------------------------------ */
/* Groups.  */

/* Merge the group M as PLAN says; returns the number merged.  */
static unsigned
merge_group (mf_run *run, vec<param_member> &m, const param_plan &plan,
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
	  c[plan.param_of[j]] = m[i].val[j];
      consts.quick_push (c);
    }
#if MF_FAULT == MF_FAULT_PARAMS
  /* Each thunk passes the next member's constants.  */
  vec<tree> first = consts[0];
  for (unsigned i = 0; i + 1 < consts.length (); i++)
    consts[i] = consts[i + 1];
  consts[consts.length () - 1] = first;
#endif
  bool tbaa_differs = mf_params_alias_sets_differ_p (m, env);
  const char *why;
  cgraph_node *shared = make_shared_body (run, m[0], plan.param_of,
					  plan.types,
					  mf_params_classes_differ_p (m), &why);
  if (!shared)
    {
      for (unsigned i = 0; i < m.length (); i++)
	mf_note_apart (m[i].node, m[i ? 0 : 1].node,
		       mf_reason ("params:", why));
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
	make_thunk (run->merged_away, m[i].node, shared, consts[i]);
    }
  for (unsigned i = 0; i < consts.length (); i++)
    consts[i].release ();
  return shared ? m.length () : 0;
}

/* Merge the class M (canonical order) in groups (mf_params_next_group).
   Returns the number merged.  */
static unsigned
merge_class (mf_run *run, vec<param_member> &m,
	     const struct mf_compare_env *env)
{
  /* Members that cannot be thunks leave the class, and so do, in code
     for a shared object, exported functions GCC emits only if used and
     the functions that reach them: merging them could change what is
     exported (doc/cxx.md, "Shared objects"), and bodies the inliner
     would copy into their callers anyway.  Each is named next to the
     class's first member (the second for the first itself).  */
  cgraph_node *first = m[0].node, *second = m[1].node;
  for (unsigned i = 0; i < m.length ();)
    if (const char *why
	  = mf_dynsym_reach_p (run->dynsym_reach, m[i].node)
	    ? "in a shared object, it is or reaches an exported function "
	      "emitted only if used"
	    : (thunk_refusal (m[i].node, m[0].node)
	       ?: mf_params_left_to_inliner (m[i].node)))
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
      auto_vec<param_member> group;
      param_plan plan;
      if (mf_params_next_group (left, &group, &plan))
	merged += merge_group (run, group, plan, env);
    }
  /* The last one left could join no group: it says why.  */
  if (left.length () == 1 && left[0].why)
    mf_note_apart (left[0].node, left[0].why_with,
		   mf_reason ("params:", left[0].why));
  else if (left.length () == 1)
    mf_note_apart (left[0].node, left[0].node == first ? second : first,
		   "params: no other member left");
  return merged;
}

unsigned
mf_merge_params (vec<mf_function> &fns, bool strict_tbaa, struct mf_run *run)
{
  struct mf_compare_env shape_env;
  mf_params_env (&shape_env, strict_tbaa);
  const struct mf_compare_env *env = &shape_env;
  auto_vec<vec<param_member> > classes;
  mf_params_classes (fns, env, &classes);
  unsigned merged = 0;
  for (unsigned c = 0; c < classes.length (); c++)
    {
      vec<param_member> &m = classes[c];
      if (mf_verify_ok)
	merged += merge_class (run, m, env);
      for (unsigned i = 0; i < m.length (); i++)
	{
	  m[i].pos.release ();
	  m[i].val.release ();
	}
      m.release ();
    }
  return merged;
}
