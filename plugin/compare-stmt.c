/* compare-stmt.c: order two statements at the same canonical position.

   Every statement kind the body walk accepts (body.c) is handled here;
   each compares its code, its flags, its EH region and every operand.
   Values an SSA name is defined with go through mf_cmp_ssa_def, which
   also compares the name's type and flow information.  */
#include "compat.h"
#include "tree-cfg.h"
#include "candidates.h"
#include "body.h"
#include "compare.h"

/* The EH region (by serial) and landing pad (by block) of a statement.  */
static int
cmp_eh (struct mf_cmp *c, gimple *s, gimple *t)
{
  int ls, lt;
  eh_region rs = mf_stmt_eh_region (c->a, s, &ls);
  eh_region rt = mf_stmt_eh_region (c->b, t, &lt);
  MF_CMP (mf_cmp_int ((ls > 0) - (ls < 0), (lt > 0) - (lt < 0)),
	  "exception handling");
  MF_CMP (mf_cmp_uint (rs ? c->a->eh_serial[rs->index] : 0,
		       rt ? c->b->eh_serial[rt->index] : 0), "exception region");
  if (ls > 0)
    {
      eh_landing_pad ps = get_eh_landing_pad_from_number_fn (c->a->fn, ls);
      eh_landing_pad pt = get_eh_landing_pad_from_number_fn (c->b->fn, lt);
      return mf_cmp_label (c, ps->post_landing_pad, pt->post_landing_pad);
    }
  return 0;
}

static int
cmp_region_number (struct mf_cmp *c, int ns, int nt)
{
  eh_region rs = get_eh_region_from_number_fn (c->a->fn, ns);
  eh_region rt = get_eh_region_from_number_fn (c->b->fn, nt);
  return mf_differ (mf_cmp_uint (rs ? c->a->eh_serial[rs->index] : 0,
				 rt ? c->b->eh_serial[rt->index] : 0),
		    "exception region");
}

/* A value defined (or a memory location stored) by a statement.  */
static int
cmp_result (struct mf_cmp *c, tree x, tree y)
{
  if (!x || !y)
    return mf_differ (mf_cmp_int (x != NULL, y != NULL), "result");
  bool sx = TREE_CODE (x) == SSA_NAME, sy = TREE_CODE (y) == SSA_NAME;
  MF_CMP (mf_cmp_int (sx, sy), "result");
  return sx ? mf_cmp_ssa_def (c, x, y) : mf_cmp_operand (c, x, y);
}

static cgraph_node *
callee_node (const struct mf_body *body, gimple *stmt)
{
  cgraph_edge **e = body->call_edges->get (stmt);
  if (!e || !(*e)->callee)
    return NULL;
  return mf_resolve_callee ((*e)->callee);
}

static int
cmp_callee (struct mf_cmp *c, gcall *s, gcall *t)
{
  bool is = gimple_call_internal_p (s), it = gimple_call_internal_p (t);
  MF_CMP (mf_cmp_int (is, it), "internal call");
  if (is)
    return mf_differ (mf_cmp_int (gimple_call_internal_fn (s),
				  gimple_call_internal_fn (t)),
		      "internal function");
  tree fs = gimple_call_fndecl (s), ft = gimple_call_fndecl (t);
  MF_CMP (mf_cmp_int (fs != NULL, ft != NULL), "direct vs indirect call");
#if MF_FAULT == MF_FAULT_CALLEE
  /* Fault: a direct call is a call to anything.  */
  if (fs)
    return 0;
#endif
  if (!fs)
    return mf_differ (mf_cmp_value (c, gimple_call_fn (s), gimple_call_fn (t)),
		      "indirect callee");
  /* In the shape order a direct callee is a parameter position, but in
     code placed in a section of its own.  Whether it is one is compared
     first: params-plan.c walks the positions of each body on its own, and the
     lists must correspond (a static alias of a public function, one not a
     position, the other one, compared equal below, and the walk read past
     the end of the shorter list: an ICE the fuzzer found).  */
  if (c->shape)
    {
      const struct mf_param_slots *slots = c->env->slots;
      bool addresses = slots->addresses_p (c->a->node);
      bool ps = slots->callee_p (fs, addresses);
      MF_CMP (mf_cmp_int (ps, slots->callee_p (ft, addresses)),
	      "callee (one could be a parameter, the other not)");
      if (ps)
	return 0;
      if (!addresses && slots->callee_p (fs, true)
	  && slots->callee_p (ft, true))
	return mf_cmp_kept_constant (mf_cmp_symbol (fs, ft),
				     "callee (in a section of its own, calls "
				     "stay direct)");
    }
  cgraph_node *ns = callee_node (c->a, s), *nt = callee_node (c->b, t);
  int ks = ns ? c->env->class_of (ns, c->env->data) : -1;
  int kt = nt ? c->env->class_of (nt, c->env->data) : -1;
  MF_CMP (mf_cmp_int (ks >= 0, kt >= 0), "callee");
  if (ks >= 0)
    return mf_differ (mf_cmp_int (ks, kt), "callee");
  MF_CMP (mf_cmp_int (ns != NULL, nt != NULL), "callee");
  if (ns)
    return mf_differ (mf_cmp_int (ns->order, nt->order), "callee");
  return mf_cmp_symbol (fs, ft);
}

static int
cmp_call (struct mf_cmp *c, gcall *s, gcall *t)
{
  unsigned n = gimple_call_num_args (s);
  MF_CMP (mf_cmp_uint (n, gimple_call_num_args (t)), "number of arguments");
  MF_CMP (cmp_callee (c, s, t), "callee");
  MF_CMP (mf_cmp_uint (mf_call_flags (s), mf_call_flags (t)), "call flags");
  MF_CMP (mf_cmp_type (gimple_call_fntype (s), gimple_call_fntype (t)),
	  "call type");
  MF_CMP (mf_cmp_value (c, gimple_call_chain (s), gimple_call_chain (t)),
	  "static chain");
  for (unsigned i = 0; i < n; i++)
    {
      tree x = gimple_call_arg (s, i), y = gimple_call_arg (t, i);
      /* A slot only when it is one in both calls, so that the order stays
	 antisymmetric.  (Outside the shape order a slot compares as any
	 operand.)  */
      bool slot = c->shape && c->env->slots->call_arg_p (s, x)
		  && c->env->slots->call_arg_p (t, y);
      MF_CMP (slot ? mf_cmp_param_slot (c, x, y, true)
	      : mf_cmp_operand (c, x, y), "call argument");
    }
  return cmp_result (c, gimple_call_lhs (s), gimple_call_lhs (t));
}

#if MF_FAULT == MF_FAULT_SWAP
/* Fault: order the operands X, Y of a non-commutative operation in BODY
   by BODY alone (a function of the body, so still a total order), so
   that swapped operands compare equal.  */
static void
fault_sort_operands (const struct mf_cmp *c, const struct mf_body *body,
		     tree *x, tree *y)
{
  struct mf_cmp self = { body, body, c->env, false };
  const char *why = mf_difference;
  if (mf_cmp_value (&self, *x, *y) > 0)
    {
      tree tmp = *x;
      *x = *y;
      *y = tmp;
    }
  mf_difference = why;
}
#endif

static int
cmp_assign (struct mf_cmp *c, gimple *s, gimple *t)
{
  MF_CMP (mf_cmp_int (gimple_assign_rhs_code (s), gimple_assign_rhs_code (t)),
	  "operation");
  unsigned n = gimple_num_ops (s);
  MF_CMP (mf_cmp_uint (n, gimple_num_ops (t)), "operation");
  MF_CMP (mf_cmp_int (gimple_assign_nontemporal_move_p (as_a <gassign *> (s)),
		      gimple_assign_nontemporal_move_p (as_a <gassign *> (t))),
	  "nontemporal store");
#if MF_FAULT == MF_FAULT_SWAP
  enum tree_code code = gimple_assign_rhs_code (s);
  if (n == 3 && !commutative_tree_code (code)
      && (TREE_CODE_CLASS (code) == tcc_binary
	  || TREE_CODE_CLASS (code) == tcc_comparison))
    {
      tree x1 = gimple_op (s, 1), x2 = gimple_op (s, 2);
      tree y1 = gimple_op (t, 1), y2 = gimple_op (t, 2);
      fault_sort_operands (c, c->a, &x1, &x2);
      fault_sort_operands (c, c->b, &y1, &y2);
      MF_CMP (mf_cmp_operand (c, x1, y1), "operand");
      MF_CMP (mf_cmp_operand (c, x2, y2), "operand");
      return cmp_result (c, gimple_assign_lhs (s), gimple_assign_lhs (t));
    }
#endif
  bool slots = c->shape
	       && c->env->slots->assign_code_p (gimple_assign_rhs_code (s));
  for (unsigned i = 1; i < n; i++)
    MF_CMP (slots ? mf_cmp_param_slot (c, gimple_op (s, i), gimple_op (t, i),
				       true)
	    : mf_cmp_operand (c, gimple_op (s, i), gimple_op (t, i)), "operand");
  return cmp_result (c, gimple_assign_lhs (s), gimple_assign_lhs (t));
}

static int
cmp_switch (struct mf_cmp *c, gswitch *s, gswitch *t)
{
  MF_CMP (mf_cmp_value (c, gimple_switch_index (s), gimple_switch_index (t)),
	  "switch index");
  unsigned n = gimple_switch_num_labels (s);
  MF_CMP (mf_cmp_uint (n, gimple_switch_num_labels (t)), "number of cases");
  for (unsigned i = 0; i < n; i++)
    {
      tree ls = gimple_switch_label (s, i), lt = gimple_switch_label (t, i);
      MF_CMP (mf_cmp_value (c, CASE_LOW (ls), CASE_LOW (lt)), "case value");
      MF_CMP (mf_cmp_value (c, CASE_HIGH (ls), CASE_HIGH (lt)), "case value");
      MF_CMP (mf_cmp_label (c, CASE_LABEL (ls), CASE_LABEL (lt)), "case target");
    }
  return 0;
}

static int
cmp_string (tree x, tree y)
{
  return strcmp (TREE_STRING_POINTER (x), TREE_STRING_POINTER (y));
}

static int
cmp_asm_operand (struct mf_cmp *c, tree x, tree y, bool output)
{
  tree nx = TREE_PURPOSE (TREE_PURPOSE (x)), ny = TREE_PURPOSE (TREE_PURPOSE (y));
  MF_CMP (mf_cmp_int (nx != NULL, ny != NULL), "asm operand name");
  if (nx)
    MF_CMP (cmp_string (nx, ny), "asm operand name");
  MF_CMP (cmp_string (TREE_VALUE (TREE_PURPOSE (x)),
		      TREE_VALUE (TREE_PURPOSE (y))), "asm constraint");
  if (output)
    return cmp_result (c, TREE_VALUE (x), TREE_VALUE (y));
  return mf_cmp_operand (c, TREE_VALUE (x), TREE_VALUE (y));
}

static int
cmp_asm (struct mf_cmp *c, gasm *s, gasm *t)
{
  MF_CMP (strcmp (gimple_asm_string (s), gimple_asm_string (t)), "asm text");
  MF_CMP (mf_cmp_int (gimple_asm_volatile_p (s), gimple_asm_volatile_p (t)),
	  "asm volatile");
  MF_CMP (mf_cmp_int (gimple_asm_inline_p (s), gimple_asm_inline_p (t)),
	  "asm inline");
  MF_CMP (mf_cmp_int (mf_gimple_asm_basic_p (s), mf_gimple_asm_basic_p (t)),
	  "basic asm");
  unsigned ni = gimple_asm_ninputs (s), no = gimple_asm_noutputs (s);
  unsigned nc = gimple_asm_nclobbers (s), nl = gimple_asm_nlabels (s);
  MF_CMP (mf_cmp_uint (ni, gimple_asm_ninputs (t)), "asm inputs");
  MF_CMP (mf_cmp_uint (no, gimple_asm_noutputs (t)), "asm outputs");
  MF_CMP (mf_cmp_uint (nc, gimple_asm_nclobbers (t)), "asm clobbers");
  MF_CMP (mf_cmp_uint (nl, gimple_asm_nlabels (t)), "asm labels");
  for (unsigned i = 0; i < no; i++)
    MF_CMP (cmp_asm_operand (c, gimple_asm_output_op (s, i),
			     gimple_asm_output_op (t, i), true), "asm output");
  for (unsigned i = 0; i < ni; i++)
    MF_CMP (cmp_asm_operand (c, gimple_asm_input_op (s, i),
			     gimple_asm_input_op (t, i), false), "asm input");
  for (unsigned i = 0; i < nc; i++)
    MF_CMP (cmp_string (TREE_VALUE (gimple_asm_clobber_op (s, i)),
			TREE_VALUE (gimple_asm_clobber_op (t, i))), "asm clobber");
  for (unsigned i = 0; i < nl; i++)
    MF_CMP (mf_cmp_label (c, TREE_VALUE (gimple_asm_label_op (s, i)),
			  TREE_VALUE (gimple_asm_label_op (t, i))), "asm label");
  return 0;
}

int
mf_cmp_statement (struct mf_cmp *c, gimple *s, gimple *t)
{
  MF_CMP (mf_cmp_int (gimple_code (s), gimple_code (t)), "kind of statement");
  MF_CMP (cmp_eh (c, s, t), "exception handling");
  switch (gimple_code (s))
    {
    case GIMPLE_ASSIGN:
      return cmp_assign (c, s, t);
    case GIMPLE_CALL:
      return cmp_call (c, as_a <gcall *> (s), as_a <gcall *> (t));
    case GIMPLE_COND:
      MF_CMP (mf_cmp_int (gimple_cond_code (s), gimple_cond_code (t)),
	      "condition");
#if MF_FAULT == MF_FAULT_SWAP
      /* Fault: a < b is b < a (as for assignments above).  */
      if (!commutative_tree_code (gimple_cond_code (s)))
	{
	  tree x1 = gimple_cond_lhs (s), x2 = gimple_cond_rhs (s);
	  tree y1 = gimple_cond_lhs (t), y2 = gimple_cond_rhs (t);
	  fault_sort_operands (c, c->a, &x1, &x2);
	  fault_sort_operands (c, c->b, &y1, &y2);
	  MF_CMP (mf_cmp_value (c, x1, y1), "condition operand");
	  return mf_differ (mf_cmp_value (c, x2, y2), "condition operand");
	}
#endif
      MF_CMP (mf_cmp_param_slot (c, gimple_cond_lhs (s), gimple_cond_lhs (t),
				 false), "condition operand");
      return mf_differ (mf_cmp_param_slot (c, gimple_cond_rhs (s),
					   gimple_cond_rhs (t), false),
			"condition operand");
    case GIMPLE_SWITCH:
      return cmp_switch (c, as_a <gswitch *> (s), as_a <gswitch *> (t));
    case GIMPLE_RETURN:
      return mf_differ (mf_cmp_param_slot
			  (c, gimple_return_retval (as_a <greturn *> (s)),
			   gimple_return_retval (as_a <greturn *> (t)), true),
			"returned value");
    case GIMPLE_GOTO:
      return mf_differ (mf_cmp_value (c, gimple_goto_dest (s),
				      gimple_goto_dest (t)), "jump target");
    case GIMPLE_ASM:
      return cmp_asm (c, as_a <gasm *> (s), as_a <gasm *> (t));
    case GIMPLE_RESX:
      return cmp_region_number (c, gimple_resx_region (as_a <gresx *> (s)),
				gimple_resx_region (as_a <gresx *> (t)));
    case GIMPLE_EH_DISPATCH:
      return cmp_region_number
	       (c, gimple_eh_dispatch_region (as_a <geh_dispatch *> (s)),
		gimple_eh_dispatch_region (as_a <geh_dispatch *> (t)));
    case GIMPLE_PREDICT:
      MF_CMP (mf_cmp_int (gimple_predict_predictor (s),
			  gimple_predict_predictor (t)), "branch prediction");
      return mf_differ (mf_cmp_int (gimple_predict_outcome (s),
				    gimple_predict_outcome (t)),
			"branch prediction");
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
      return 0;
    default:
      /* body.c refuses every other statement; should one get here, it
	 is never called equal.  */
      return s < t ? -1 : 1;
    }
}
