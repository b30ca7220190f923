/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare-stmt.c: order two statements at the same canonical position.

   Every statement kind the body walk accepts (body.c) is handled here;
   each compares its code, its flags, its EH region and then its operands
   as the canonical operand walk lists them (body.h: each with its role),
   so that the hash and the positions of parameterised merging, which read
   the same walk, see the same operands in the same order.  Values an SSA
   name is defined with go through mf_cmp_ssa_def, which also compares the
   name's type and flow information.  */
#include "compat.h"
#include "tree-cfg.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"

/* The EH region (by serial) and landing pad (by block) of a statement.  */
static int
cmp_eh (struct mf_cmp *c, gimple *s, gimple *t)
{
  int ls, lt;
  eh_region rs = mf_stmt_eh_region (c->a, s, &ls);
  eh_region rt = mf_stmt_eh_region (c->b, t, &lt);
  MF_CMP (c, mf_cmp_int ((ls > 0) - (ls < 0), (lt > 0) - (lt < 0)),
	  "exception handling");
  MF_CMP (c, mf_cmp_uint (rs ? c->a->eh_serial[rs->index] : 0,
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
  return mf_differ (c, mf_cmp_uint (rs ? c->a->eh_serial[rs->index] : 0,
				 rt ? c->b->eh_serial[rt->index] : 0),
		    "exception region");
}

/* A value defined (or a memory location stored) by a statement.  */
static int
cmp_result (struct mf_cmp *c, tree x, tree y)
{
  if (!x || !y)
    return mf_differ (c, mf_cmp_int (x != NULL, y != NULL), "result");
  bool sx = TREE_CODE (x) == SSA_NAME, sy = TREE_CODE (y) == SSA_NAME;
  MF_CMP (c, mf_cmp_int (sx, sy), "result");
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


/* May operand P be a parameter position in the shape order?  */
static bool
position_p (struct mf_cmp *c, const mf_operand &p)
{
  const struct mf_param_slots *slots = c->env->slots;
  return slots->position_p (p, slots->addresses_p (c->a->node));
}

static int
cmp_callee (struct mf_cmp *c, const mf_operand &p, const mf_operand &q)
{
  gcall *s = as_a <gcall *> (p.stmt), *t = as_a <gcall *> (q.stmt);
  bool is = gimple_call_internal_p (s), it = gimple_call_internal_p (t);
  MF_CMP (c, mf_cmp_int (is, it), "internal call");
  if (is)
    return mf_differ (c, mf_cmp_int (gimple_call_internal_fn (s),
				  gimple_call_internal_fn (t)),
		      "internal function");
  tree fs = gimple_call_fndecl (s), ft = gimple_call_fndecl (t);
  MF_CMP (c, mf_cmp_int (fs != NULL, ft != NULL), "direct vs indirect call");
#if MF_FAULT == MF_FAULT_CALLEE
  /* Fault: a direct call is a call to anything.  */
  if (fs)
    return 0;
#endif
  if (!fs)
    return mf_differ (c, mf_cmp_value (c, mf_operand_tree (p),
				    mf_operand_tree (q)),
		      "indirect callee");
  /* In the shape order a direct callee is a parameter position, but in
     code placed in a section of its own.  Whether it is one is compared
     first, so that the positions of the two bodies correspond (a static
     alias of a public function, one not a position, the other one,
     compared equal below, and the shorter list of positions was read
     past its end: an ICE the fuzzer found).  */
  if (c->shape)
    {
      bool ps = position_p (c, p);
      MF_CMP (c, mf_cmp_int (ps, position_p (c, q)),
	      "callee (one could be a parameter, the other not)");
      if (ps)
	return 0;
      const struct mf_param_slots *slots = c->env->slots;
      if (!slots->addresses_p (c->a->node)
	  && slots->position_p (p, true) && slots->position_p (q, true))
	return mf_cmp_kept_constant (c, mf_cmp_symbol (c, fs, ft),
				     "callee (in a section of its own, calls "
				     "stay direct)");
    }
  cgraph_node *ns = callee_node (c->a, s), *nt = callee_node (c->b, t);
  int ks = ns ? c->env->class_of (ns, c->env->data) : -1;
  int kt = nt ? c->env->class_of (nt, c->env->data) : -1;
  MF_CMP (c, mf_cmp_int (ks >= 0, kt >= 0), "callee");
  if (ks >= 0)
    return mf_differ (c, mf_cmp_int (ks, kt), "callee");
  MF_CMP (c, mf_cmp_int (ns != NULL, nt != NULL), "callee");
  if (ns)
    return mf_differ (c, mf_cmp_int (ns->order, nt->order), "callee");
  return mf_cmp_symbol (c, fs, ft);
}

static int
cmp_string (tree x, tree y)
{
  return strcmp (TREE_STRING_POINTER (x), TREE_STRING_POINTER (y));
}

/* An asm operand's TREE_LIST: its name and constraint, and its value.  */
static tree
asm_operand_list (const mf_operand &p)
{
  gasm *as = as_a <gasm *> (p.stmt);
  return p.role == MF_ROLE_ASM_OUTPUT ? gimple_asm_output_op (as, p.slot)
	 : gimple_asm_input_op (as, p.slot);
}

static int
cmp_asm_operand (struct mf_cmp *c, const mf_operand &p, const mf_operand &q)
{
  tree x = asm_operand_list (p), y = asm_operand_list (q);
  tree nx = TREE_PURPOSE (TREE_PURPOSE (x)), ny = TREE_PURPOSE (TREE_PURPOSE (y));
  MF_CMP (c, mf_cmp_int (nx != NULL, ny != NULL), "asm operand name");
  if (nx)
    MF_CMP (c, cmp_string (nx, ny), "asm operand name");
  MF_CMP (c, cmp_string (TREE_VALUE (TREE_PURPOSE (x)),
		      TREE_VALUE (TREE_PURPOSE (y))), "asm constraint");
  if (p.role == MF_ROLE_ASM_OUTPUT)
    return cmp_result (c, TREE_VALUE (x), TREE_VALUE (y));
  return mf_cmp_operand (c, TREE_VALUE (x), TREE_VALUE (y));
}

static int
cmp_case (struct mf_cmp *c, tree ls, tree lt)
{
  MF_CMP (c, mf_cmp_value (c, CASE_LOW (ls), CASE_LOW (lt)), "case value");
  MF_CMP (c, mf_cmp_value (c, CASE_HIGH (ls), CASE_HIGH (lt)), "case value");
  return mf_differ (c, mf_cmp_label (c, CASE_LABEL (ls), CASE_LABEL (lt)),
		    "case target");
}

/* What the dump says when operand P differs, if nothing deeper did
   (NULL: the statement's reason).  */
static const char *
operand_why (const mf_operand &p)
{
  switch (gimple_code (p.stmt))
    {
    case GIMPLE_PHI:
      return p.role == MF_ROLE_RESULT ? "PHI node" : "PHI argument";
    case GIMPLE_ASSIGN:
      return p.role == MF_ROLE_RESULT ? NULL : "operand";
    case GIMPLE_CALL:
      switch (p.role)
	{
	case MF_ROLE_CALLEE: return "callee";
	case MF_ROLE_VALUE: return "static chain";
	case MF_ROLE_OPERAND: return "call argument";
	default: return NULL;
	}
    case GIMPLE_COND:
      return "condition operand";
    case GIMPLE_SWITCH:
      return p.role == MF_ROLE_VALUE ? "switch index" : NULL;
    case GIMPLE_RETURN:
      return "returned value";
    case GIMPLE_GOTO:
      return "jump target";
    case GIMPLE_ASM:
      return p.role == MF_ROLE_ASM_OUTPUT ? "asm output" : "asm input";
    default:
      return NULL;
    }
}

/* Operands P and Q, at one place of the walks of two statements of one
   kind, compared as their role says; SLOT: as a parameter position.  */
static int
cmp_walk_operand_as (struct mf_cmp *c, const mf_operand &p,
		     const mf_operand &q, bool slot)
{
  tree x = mf_operand_tree (p), y = mf_operand_tree (q);
  switch (p.role)
    {
    case MF_ROLE_OPERAND:
      return slot ? mf_cmp_param_slot (c, x, y, true) : mf_cmp_operand (c, x, y);
    case MF_ROLE_VALUE:
      return slot ? mf_cmp_param_slot (c, x, y, false) : mf_cmp_value (c, x, y);
    case MF_ROLE_RESULT:
      return cmp_result (c, x, y);
    case MF_ROLE_CALLEE:
      return cmp_callee (c, p, q);
    case MF_ROLE_CASE:
      return cmp_case (c, x, y);
    default:
      return cmp_asm_operand (c, p, q);
    }
}

/* Memory accesses P and Q compared with their bases BX, BY, variables
   accessed directly, by type alone (as a parameter position).  */
static int
cmp_access_by_base_type (struct mf_cmp *c, const mf_operand &p,
			 const mf_operand &q, tree bx, tree by)
{
  c->base_a = bx;
  c->base_b = by;
  int r = cmp_walk_operand_as (c, p, q, true);
  c->base_a = c->base_b = NULL_TREE;
  return r;
}

/* Memory accesses P and Q that are not parameter positions (the shape
   order; R: their comparison as any operands): when they differ in
   their base variables alone, the policy's reason why a base stays a
   constant (a thread-local ...), so that the dump says it.  */
static int
kept_base (struct mf_cmp *c, const mf_operand &p, const mf_operand &q, int r)
{
  const struct mf_param_slots *slots = c->env->slots;
  const char *kept = slots->memory_kept (p, slots->addresses_p (c->a->node));
  tree bx = mf_direct_access_base (mf_operand_ref (p), NULL);
  tree by = mf_direct_access_base (mf_operand_ref (q), NULL);
  if (!kept || !bx || !by)
    return r;
  /* A probe: what it finds is not the difference to report.  */
  const char *why = c->difference;
  bool bases_alone = cmp_access_by_base_type (c, p, q, bx, by) == 0;
  c->difference = why;
#if MF_FAULT == MF_FAULT_GBASE
  /* Fault: two variables that must stay constants are one shape, so the
     shared body accesses the first member's.  */
  if (bases_alone)
    return 0;
#endif
  return bases_alone ? mf_cmp_kept_constant (c, r, kept) : r;
}

/* Operands P and Q, at one place of the walks of two statements of one
   kind, compared as their role says.  In the shape order, operands at a
   parameter position on both sides compare by kind and type alone when
   both are constants (mf_cmp_param_slot), and memory accesses there with
   their base variables by type (cmp_base_var); on one side only, as any
   operand, so that the order stays antisymmetric.  */
static int
cmp_walk_operand (struct mf_cmp *c, const mf_operand &p, const mf_operand &q)
{
  bool slot = c->shape && p.position != MF_POSITION_NONE
	      && position_p (c, p) && position_p (c, q);
  bool memory = c->shape && p.position == MF_POSITION_MEMORY
		&& q.position == MF_POSITION_MEMORY;
  int r;
  if (slot && memory)
    r = cmp_access_by_base_type (c, p, q,
				 mf_direct_access_base (mf_operand_ref (p), NULL),
				 mf_direct_access_base (mf_operand_ref (q), NULL));
  else
    r = cmp_walk_operand_as (c, p, q, slot);
  if (r && memory && !slot)
    r = kept_base (c, p, q, r);
  const char *why = operand_why (p);
  return why ? mf_differ (c, r, why) : r;
}

/* Operands FROM .. TO - 1 of two runs of one length.  */
static int
cmp_walk_operands (struct mf_cmp *c, const mf_operand_run &os,
		   const mf_operand_run &ot, unsigned from, unsigned to)
{
  gcc_checking_assert (to <= os.n && to <= ot.n);
  for (unsigned i = from; i < to; i++)
    if (int r = cmp_walk_operand (c, os.op[i], ot.op[i]))
      return r;
  return 0;
}

/* Is S one of UBSan's checks that are still internal calls here?  Their
   report's "file:line:column" is made later (sanopt, expansion) from
   the statement's own location, so two such checks at different places
   print different messages: the program's output differs.  (Checks that
   are already calls of __ubsan_handle_* pass a data variable holding
   their location, compared as any other symbol.)  */
static bool
located_check_p (gcall *s)
{
  if (!gimple_call_internal_p (s))
    return false;
  switch (gimple_call_internal_fn (s))
    {
    case IFN_UBSAN_NULL:
    case IFN_UBSAN_BOUNDS:
    case IFN_UBSAN_VPTR:
    case IFN_UBSAN_CHECK_ADD:
    case IFN_UBSAN_CHECK_SUB:
    case IFN_UBSAN_CHECK_MUL:
    case IFN_UBSAN_PTR:
    case IFN_UBSAN_OBJECT_SIZE:
      return true;
    default:
      return false;
    }
}

/* The location such a check reports, as UBSan expands it (macro
   expansion point; no -g needed), ordered by file name, line, column:
   never by location_t, whose numbering depends on the order of
   includes.  Not hashed: the hash stays a function of the shape.  */
static int
cmp_check_location (struct mf_cmp *c, gcall *s, gcall *t)
{
  expanded_location xs = expand_location (gimple_location (s));
  expanded_location xt = expand_location (gimple_location (t));
  MF_CMP (c, mf_cmp_int (xs.file != NULL, xt.file != NULL),
	  "sanitizer check location");
  if (xs.file)
    MF_CMP (c, mf_cmp_int (strcmp (xs.file, xt.file), 0),
	    "sanitizer check location");
  MF_CMP (c, mf_cmp_int (xs.line, xt.line), "sanitizer check location");
  return mf_differ (c, mf_cmp_int (xs.column, xt.column),
		    "sanitizer check location");
}

/* The walk lists a call's callee, static chain, arguments, then its
   result.  */
static int
cmp_call (struct mf_cmp *c, gcall *s, gcall *t, const mf_operand_run &os,
	  const mf_operand_run &ot)
{
  unsigned n = gimple_call_num_args (s);
  MF_CMP (c, mf_cmp_uint (n, gimple_call_num_args (t)), "number of arguments");
  MF_CMP (c, cmp_walk_operands (c, os, ot, 0, 1), "callee");
  MF_CMP (c, mf_cmp_uint (mf_call_flags (s), mf_call_flags (t)), "call flags");
  MF_CMP (c, mf_cmp_type (c, gimple_call_fntype (s), gimple_call_fntype (t)),
	  "call type");
  if (int r = cmp_walk_operands (c, os, ot, 1, os.n))
    return r;
  /* Same callee, so both or neither are checks.  */
  if (located_check_p (s))
    return cmp_check_location (c, s, t);
  return 0;
}

#if MF_FAULT == MF_FAULT_SWAP
/* Fault: order the operands X, Y of a non-commutative operation in BODY
   by BODY alone (a function of the body, so still a total order), so
   that swapped operands compare equal.  */
static void
fault_sort_operands (const struct mf_cmp *c, const struct mf_body *body,
		     tree *x, tree *y)
{
  struct mf_cmp self = { body, body, c->env, false, 0, 0, NULL_TREE, NULL_TREE,
			 NULL };
  if (mf_cmp_value (&self, *x, *y) > 0)
    {
      tree tmp = *x;
      *x = *y;
      *y = tmp;
    }
}

/* Fault: the operations whose operands it sorts.  */
static bool
fault_swappable_p (gimple *s)
{
  if (gimple_code (s) == GIMPLE_COND)
    return !commutative_tree_code (gimple_cond_code (s));
  enum tree_code code = gimple_assign_rhs_code (s);
  return gimple_num_ops (s) == 3 && !commutative_tree_code (code)
	 && (TREE_CODE_CLASS (code) == tcc_binary
	     || TREE_CODE_CLASS (code) == tcc_comparison);
}
#endif

/* The walk lists an assignment's operands, then its result.  */
static int
cmp_assign (struct mf_cmp *c, gimple *s, gimple *t, const mf_operand_run &os,
	    const mf_operand_run &ot)
{
  MF_CMP (c,
	  mf_cmp_int (gimple_assign_rhs_code (s), gimple_assign_rhs_code (t)),
	  "operation");
  unsigned n = gimple_num_ops (s);
  MF_CMP (c, mf_cmp_uint (n, gimple_num_ops (t)), "operation");
  MF_CMP (c,
	  mf_cmp_int (gimple_assign_nontemporal_move_p (as_a <gassign *> (s)),
		      gimple_assign_nontemporal_move_p (as_a <gassign *> (t))),
	  "nontemporal store");
#if MF_FAULT == MF_FAULT_SWAP
  if (fault_swappable_p (s))
    {
      tree x1 = gimple_op (s, 1), x2 = gimple_op (s, 2);
      tree y1 = gimple_op (t, 1), y2 = gimple_op (t, 2);
      fault_sort_operands (c, c->a, &x1, &x2);
      fault_sort_operands (c, c->b, &y1, &y2);
      MF_CMP (c, mf_cmp_operand (c, x1, y1), "operand");
      MF_CMP (c, mf_cmp_operand (c, x2, y2), "operand");
      return cmp_result (c, gimple_assign_lhs (s), gimple_assign_lhs (t));
    }
#endif
  return cmp_walk_operands (c, os, ot, 0, os.n);
}

/* The walk lists a switch's index, then its cases.  */
static int
cmp_switch (struct mf_cmp *c, gswitch *s, gswitch *t, const mf_operand_run &os,
	    const mf_operand_run &ot)
{
  MF_CMP (c, cmp_walk_operands (c, os, ot, 0, 1), "switch index");
  unsigned n = gimple_switch_num_labels (s);
  MF_CMP (c, mf_cmp_uint (n, gimple_switch_num_labels (t)), "number of cases");
  return cmp_walk_operands (c, os, ot, 1, os.n);
}

/* The walk lists an asm's outputs, then its inputs.  */
static int
cmp_asm (struct mf_cmp *c, gasm *s, gasm *t, const mf_operand_run &os,
	 const mf_operand_run &ot)
{
  MF_CMP (c, strcmp (gimple_asm_string (s), gimple_asm_string (t)),
	  "asm text");
  MF_CMP (c, mf_cmp_int (gimple_asm_volatile_p (s), gimple_asm_volatile_p (t)),
	  "asm volatile");
  MF_CMP (c, mf_cmp_int (gimple_asm_inline_p (s), gimple_asm_inline_p (t)),
	  "asm inline");
  MF_CMP (c, mf_cmp_int (mf_gimple_asm_basic_p (s), mf_gimple_asm_basic_p (t)),
	  "basic asm");
  unsigned ni = gimple_asm_ninputs (s), no = gimple_asm_noutputs (s);
  unsigned nc = gimple_asm_nclobbers (s), nl = gimple_asm_nlabels (s);
  MF_CMP (c, mf_cmp_uint (ni, gimple_asm_ninputs (t)), "asm inputs");
  MF_CMP (c, mf_cmp_uint (no, gimple_asm_noutputs (t)), "asm outputs");
  MF_CMP (c, mf_cmp_uint (nc, gimple_asm_nclobbers (t)), "asm clobbers");
  MF_CMP (c, mf_cmp_uint (nl, gimple_asm_nlabels (t)), "asm labels");
  MF_CMP (c, cmp_walk_operands (c, os, ot, 0, os.n), "asm operand");
  for (unsigned i = 0; i < nc; i++)
    MF_CMP (c, cmp_string (TREE_VALUE (gimple_asm_clobber_op (s, i)),
			TREE_VALUE (gimple_asm_clobber_op (t, i))), "asm clobber");
  for (unsigned i = 0; i < nl; i++)
    MF_CMP (c, mf_cmp_label (c, TREE_VALUE (gimple_asm_label_op (s, i)),
			  TREE_VALUE (gimple_asm_label_op (t, i))), "asm label");
  return 0;
}

int
mf_cmp_phi (struct mf_cmp *c, const mf_operand_run &os,
	    const mf_operand_run &ot)
{
  return cmp_walk_operands (c, os, ot, 0, os.n);
}

/* The operands of STMT's walk that the hash takes (mf_hash_operand),
   in the order it has always taken them: an assignment's result first
   (any fixed order would do, but another would move every hash, and with
   the hashes the order classes are merged in, and so the bytes of the
   output); neither a call's callee (a class) nor its static chain, nor a
   computed goto's target, an asm's operands or a PHI's (their number is
   in the shape).  */
static void
hash_walk_operands (inchash::hash &h, gimple *stmt, const mf_block &blk)
{
  enum gimple_code code = gimple_code (stmt);
  if (code == GIMPLE_PHI || code == GIMPLE_GOTO || code == GIMPLE_ASM)
    return;
#if MF_FAULT == MF_FAULT_SWAP	/* The fault's comparator may swap them.  */
  if (code == GIMPLE_ASSIGN || code == GIMPLE_COND)
    return;
#endif
  auto_vec<mf_operand, 8> ops;
  mf_statement_operands (stmt, blk, &ops);
  if (code == GIMPLE_ASSIGN)
    mf_hash_operand (h, mf_operand_tree (ops.pop ()));
  for (unsigned i = 0; i < ops.length (); i++)
    {
      tree x = mf_operand_tree (ops[i]);
      switch (ops[i].role)
	{
	case MF_ROLE_VALUE:
	  if (code == GIMPLE_CALL)
	    break;
	  /* Fall through.  */
	case MF_ROLE_OPERAND:
	case MF_ROLE_RESULT:
	  mf_hash_operand (h, x);
	  break;
	case MF_ROLE_CASE:
	  mf_hash_operand (h, CASE_LOW (x));
	  mf_hash_operand (h, CASE_HIGH (x));
	  break;
	default:
	  break;
	}
    }
}

/* What mf_cmp_statement requires of equal statements: their kind and
   shape into H, and into DETAIL (when not NULL) the operands of their
   walk that the hash takes.  BLK is STMT's block.  */
void
mf_hash_statement (inchash::hash &h, inchash::hash *detail, gimple *stmt,
		   const mf_block &blk)
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
    hash_walk_operands (*detail, stmt, blk);
}

int
mf_cmp_statement (struct mf_cmp *c, gimple *s, gimple *t,
		  const mf_operand_run &os, const mf_operand_run &ot)
{
  MF_CMP (c, mf_cmp_int (gimple_code (s), gimple_code (t)),
	  "kind of statement");
  MF_CMP (c, cmp_eh (c, s, t), "exception handling");
  switch (gimple_code (s))
    {
    case GIMPLE_ASSIGN:
      return cmp_assign (c, s, t, os, ot);
    case GIMPLE_CALL:
      return cmp_call (c, as_a <gcall *> (s), as_a <gcall *> (t), os, ot);
    case GIMPLE_COND:
      MF_CMP (c, mf_cmp_int (gimple_cond_code (s), gimple_cond_code (t)),
	      "condition");
#if MF_FAULT == MF_FAULT_SWAP
      /* Fault: a < b is b < a (as for assignments above).  */
      if (fault_swappable_p (s))
	{
	  tree x1 = gimple_cond_lhs (s), x2 = gimple_cond_rhs (s);
	  tree y1 = gimple_cond_lhs (t), y2 = gimple_cond_rhs (t);
	  fault_sort_operands (c, c->a, &x1, &x2);
	  fault_sort_operands (c, c->b, &y1, &y2);
	  MF_CMP (c, mf_cmp_value (c, x1, y1), "condition operand");
	  return mf_differ (c, mf_cmp_value (c, x2, y2), "condition operand");
	}
#endif
      return cmp_walk_operands (c, os, ot, 0, os.n);
    case GIMPLE_SWITCH:
      return cmp_switch (c, as_a <gswitch *> (s), as_a <gswitch *> (t), os, ot);
    case GIMPLE_RETURN:
    case GIMPLE_GOTO:
      return cmp_walk_operands (c, os, ot, 0, os.n);
    case GIMPLE_ASM:
      return cmp_asm (c, as_a <gasm *> (s), as_a <gasm *> (t), os, ot);
    case GIMPLE_RESX:
      return cmp_region_number (c, gimple_resx_region (as_a <gresx *> (s)),
				gimple_resx_region (as_a <gresx *> (t)));
    case GIMPLE_EH_DISPATCH:
      return cmp_region_number
	       (c, gimple_eh_dispatch_region (as_a <geh_dispatch *> (s)),
		gimple_eh_dispatch_region (as_a <geh_dispatch *> (t)));
    case GIMPLE_PREDICT:
      MF_CMP (c, mf_cmp_int (gimple_predict_predictor (s),
			  gimple_predict_predictor (t)), "branch prediction");
      return mf_differ (c, mf_cmp_int (gimple_predict_outcome (s),
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
