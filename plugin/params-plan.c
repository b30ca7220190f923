/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-plan.c: the plan of parameterised merging
   (doc/merge-rules.md, "Parameterised merging"); params.c builds what it
   plans.

   After identical merging, the functions left are sorted by the shape
   order (compare-fn.c, mf_compare_shapes: equal except for constants at
   the positions params.h allows), then by the full order, so that each
   run of equal shapes is a class, in the same order whatever the input.
   For a group of members, the constants at each position (walked here in
   the same canonical order for every member) either agree, and stay
   constants, or differ, and become parameters (positions whose constants
   differ alike share one).  A group merges only when it pays by GCC's
   size estimates, and only with at most params_limit () added
   parameters; a class whose members differ in too many constants is
   taken greedily, in its canonical order, as groups that each stay
   within the bound.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"
#include "mergefn/params-cost.h"
#include "mergefn/params-plan.h"
#include "mergefn/params-rules.h"
#include "mergefn/reason.h"
#include "mergefn/report.h"
#include "mergefn/runs.h"

/* Every position of BODY holding a constant a parameter could carry:
   the operands of its canonical walk that the rules allow, in the walk's
   order, which the shape order compares in too, so that two bodies of
   one shape give lists of one length whose elements correspond.  */
void
mf_param_positions (const mf_body *body, vec<mf_operand> *out,
		    vec<tree> *values)
{
  bool addresses = mf_param_addresses_p (body->node);
  for (unsigned i = 0; i < body->operands.length (); i++)
    {
      const mf_operand &op = body->operands[i];
      if (!mf_param_position_p (op, addresses))
	continue;
      tree value = mf_param_value (op);
      if (mf_param_constant_p (value, addresses))
	{
	  out->safe_push (op);
	  values->safe_push (value);
	}
    }
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
  mf_param_addresses_p, mf_param_position_p, mf_param_constant_p,
  mf_param_memory_kept
};

/* The comparator's environment for the shape order: callees by
   identity.  */
void
mf_params_env (struct mf_compare_env *env, bool strict_tbaa)
{
  env->class_of = no_classes;
  env->data = NULL;
  env->strict_tbaa = strict_tbaa;
  env->slots = &param_slots;
  env->difference = NULL;
  env->in_lto = in_lto_p;
  env->ipa_pta = flag_ipa_pta;
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

/* Do the members of M agree at position J?  */
static bool
same_constants_p (const vec<param_member> &m, unsigned j)
{
  for (unsigned i = 1; i < m.length (); i++)
    if (!operand_equal_p (m[0].val[j], m[i].val[j], 0))
      return false;
  return true;
}

/* Do the members of M hold equal constants at positions J and L?  */
static bool
same_column_p (const vec<param_member> &m, unsigned j, unsigned l)
{
  for (unsigned i = 0; i < m.length (); i++)
    {
      tree x = m[i].val[j], y = m[i].val[l];
      if (!types_compatible_p (TREE_TYPE (x), TREE_TYPE (y))
	  || !operand_equal_p (x, y, 0))
	return false;
    }
  return true;
}

/* Are M's members methods of classes that devirtualization could tell
   apart?  Their shared body is then no method (params.c), and merging
   pays even when no constant differs: identical merging keeps such
   methods apart, its survivor being one of them.  */
bool
mf_params_classes_differ_p (const vec<param_member> &m)
{
  for (unsigned i = 1; i < m.length (); i++)
    if (mf_cmp_polymorphic_class (NULL, m[0].body, m[i].body))
      return true;
  return false;
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
	  tree first = m[0].val[j];
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
  return plan->types.is_empty () && !mf_params_classes_differ_p (m)
	 ? "no constant differs" : NULL;
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
  if (mf_params_stack_arguments (m, k) && !mf_params_stack_arguments_pay_p (m))
    return "with the added parameters, arguments would go on the stack";
  return NULL;
}

/* Do the members of M disagree in the alias sets of their accesses
   through pointers (which the shape order, like the identical one outside
   lto1, leaves out)?  */
bool
mf_params_alias_sets_differ_p (const vec<param_member> &m,
		     const struct mf_compare_env *env)
{
  if (env->strict_tbaa)
    return false;
  struct mf_compare_env strict = *env;
  strict.strict_tbaa = true;
  strict.difference = NULL;
  bool differ = false;
  for (unsigned i = 1; i < m.length () && !differ; i++)
    differ = mf_compare_shapes (m[0].body, m[i].body, &strict) != 0;
  return differ;
}

/* Take the next group from LEFT (a class's members left, in canonical
   order): its first member and, in order, every other one that keeps the
   group within the bound on added parameters.  True, with GROUP and its
   PLAN, when the group is to be merged; false when it is not, the reason
   noted in the dump.  LEFT keeps the members not taken.  */
bool
mf_params_next_group (vec<param_member> &left, vec<param_member> *group,
		      param_plan *plan)
{
  auto_vec<param_member> rest;
  group->safe_push (left[0]);
  for (unsigned i = 1; i < left.length (); i++)
    {
      group->safe_push (left[i]);
      const char *no = plan_parameters (*group, plan);
      if (!no)
	no = too_many_parameters (*group, *plan);
      if (no)
	{
	  group->pop ();
	  rest.safe_push (left[i]);
	  if (!rest.last ().why)
	    {
	      rest.last ().why = no;
	      rest.last ().why_with = left[0].node;
	    }
	}
    }
  const char *why = NULL;
  if (group->length () >= 2)
    {
      plan_parameters (*group, plan);
      why = mf_params_unprofitable (*group, *plan);
      /* Every member says why, the first next to the second.  */
      if (why)
	for (unsigned i = 0; i < group->length (); i++)
	  mf_note_apart ((*group)[i].node, (*group)[i ? 0 : 1].node,
			 mf_reason ("params:", why));
    }
  else
    {
      /* No other could join the first: it says why, as when it could
	 not join a group before, or with the first that could not join
	 it.  */
      param_member &x = (*group)[0];
      why = x.why ? x.why : rest[0].why;
      mf_note_apart (x.node, x.why ? x.why_with : rest[0].node,
		     mf_reason ("params:", why));
    }
  left.truncate (0);
  left.safe_splice (rest);
  return !why;
}

/* ------------------------------------------------------------------ */
/* Partition by shape.  */

/* FNS, and how their shapes are compared.  */
struct shape_order
{
  vec<mf_function> *fns;
  const struct mf_compare_env *env;
};

static int
cmp_shape_then_order (unsigned i, unsigned j, void *data)
{
  const struct shape_order *o = (const struct shape_order *) data;
  const struct mf_compare_env *env = o->env;
  const mf_function *a = &(*o->fns)[i], *b = &(*o->fns)[j];
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

/* One shape: J, after I in that order, differs at most in constants at
   parameter positions.  */
static bool
same_shape (unsigned i, unsigned j, void *data)
{
  const struct shape_order *o = (const struct shape_order *) data;
  const mf_function *a = &(*o->fns)[i], *b = &(*o->fns)[j];
  return a->shape == b->shape && !mf_compare_shapes (a->body, b->body, o->env);
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

/* Sort FNS by shape, then by the full order, and push each run of equal
   shapes (two members or more), with each member's positions, onto
   CLASSES, in the order of their first members; a function alone in its
   shape says why in the dump.  */
void
mf_params_classes (vec<mf_function> &fns, const struct mf_compare_env *env,
		   vec<vec<param_member> > *classes)
{
  struct shape_order o = { &fns, env };
  auto_vec<unsigned> items, starts;
  mf_items (&items, fns.length ());
  unsigned n_runs = mf_sort_runs (items, cmp_shape_then_order, same_shape,
				  &o, &starts);
  auto_vec<mf_function *> order;
  for (unsigned k = 0; k < items.length (); k++)
    order.safe_push (&fns[items[k]]);
  /* Classes in the order of their first member, as elsewhere.  */
  for (unsigned r = 0; r < n_runs; r++)
    {
      unsigned s = starts[r], e = starts[r + 1];
      if (e - s == 1 && dump_file)
	note_shape_alone (order, s, env);
      if (e - s > 1)
	{
	  vec<param_member> m = vNULL;
	  for (unsigned i = s; i < e; i++)
	    {
	      param_member pm = { order[i]->node, order[i]->body, vNULL,
				  vNULL, NULL, NULL };
	      mf_param_positions (pm.body, &pm.pos, &pm.val);
	      m.safe_push (pm);
	    }
	  classes->safe_push (m);
	}
    }
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
