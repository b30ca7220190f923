/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare-fn.c: the total order over whole functions.

   Order of comparison (cheap and decisive first): the signature and every
   property of the declaration that changes code or calling convention,
   then the blocks in canonical order (edges, loops, PHIs, statements),
   then the exception regions the statements used.  */
#include "compat.h"
#include "tree-cfg.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"

/* Declaration properties that change what the function does or how it
   may be called or optimized, packed to compare at once.  */
static unsigned
decl_bits (tree d)
{
  unsigned bits = 0, i = 0;
#define MF_BIT(x) (bits |= (unsigned) (!!(x)) << i++)
  MF_BIT (DECL_DECLARED_INLINE_P (d));
  MF_BIT (DECL_DISREGARD_INLINE_LIMITS (d));
  MF_BIT (DECL_UNINLINABLE (d));
  MF_BIT (DECL_NO_INLINE_WARNING_P (d));
  MF_BIT (DECL_NO_INSTRUMENT_FUNCTION_ENTRY_EXIT (d));
  MF_BIT (DECL_NO_LIMIT_STACK (d));
  MF_BIT (DECL_IS_OPERATOR_NEW_P (d));
  MF_BIT (DECL_IS_OPERATOR_DELETE_P (d));
  MF_BIT (DECL_IS_REPLACEABLE_OPERATOR (d));
  MF_BIT (DECL_CXX_CONSTRUCTOR_P (d));
  MF_BIT (DECL_CXX_DESTRUCTOR_P (d));
  MF_BIT (DECL_VIRTUAL_P (d));
  MF_BIT (DECL_FINAL_P (d));
  MF_BIT (DECL_STATIC_CHAIN (d));
  MF_BIT (DECL_IS_MALLOC (d));
  MF_BIT (DECL_IS_RETURNS_TWICE (d));
  MF_BIT (DECL_IS_NOVOPS (d));
  MF_BIT (DECL_PURE_P (d));
  MF_BIT (TREE_READONLY (d));
  MF_BIT (DECL_LOOPING_CONST_OR_PURE_P (d));
  MF_BIT (TREE_THIS_VOLATILE (d));
  MF_BIT (TREE_NOTHROW (d));
#undef MF_BIT
  return bits;
}

static unsigned
function_bits (function *f)
{
  unsigned bits = 0, i = 0;
#define MF_BIT(x) (bits |= (unsigned) (!!(x)) << i++)
  MF_BIT (f->calls_setjmp);
  MF_BIT (f->calls_alloca);
  MF_BIT (f->calls_eh_return);
  MF_BIT (f->has_nonlocal_label);
  MF_BIT (f->has_forced_label_in_static);
  MF_BIT (f->stdarg);
  MF_BIT (f->can_throw_non_call_exceptions);
  MF_BIT (f->can_delete_dead_exceptions);
  MF_BIT (f->returns_struct);
  MF_BIT (f->returns_pcc_struct);
  MF_BIT (f->has_local_explicit_reg_vars);
  MF_BIT (f->is_thunk);
  MF_BIT (f->has_force_vectorize_loops);
  MF_BIT (f->has_simduid_loops);
  MF_BIT (f->has_unroll);
  MF_BIT (f->coroutine_component);
  MF_BIT (f->has_omp_target);
#undef MF_BIT
  return bits;
}

/* Methods whose `this' type devirtualization reads must belong to the
   same class: merged across classes, the analysis of the survivor would
   assume the wrong dynamic type for the other's objects.  */
int
mf_cmp_polymorphic_class (struct mf_cmp *c, const struct mf_body *a,
			  const struct mf_body *b)
{
  bool ma = a->this_type_matters, mb = b->this_type_matters;
  MF_CMP (c, mf_cmp_int (ma, mb), "polymorphic class");
  if (!ma)
    return 0;
  return mf_differ (c, mf_cmp_type_identity
		      (c, TYPE_METHOD_BASETYPE (TREE_TYPE (a->node->decl)),
		       TYPE_METHOD_BASETYPE (TREE_TYPE (b->node->decl))),
		    "polymorphic class");
}

/* The size of what pointer type T points to, as __builtin_object_size
   counts it (void: 1), or -1 when unknown.  */
static HOST_WIDE_INT
pointee_size (tree t)
{
  tree pointee = TREE_TYPE (t);
  if (VOID_TYPE_P (pointee))
    return 1;
  tree size = TYPE_SIZE_UNIT (pointee);
  return size && tree_fits_shwi_p (size) ? tree_to_shwi (size) : -1;
}

/* The `access' attribute's size argument counts elements of the pointer
   parameter's target type: GCC's object size of a `void *' parameter
   with size N is N bytes, of an `int *' one 4N (builtin-dynamic-object-
   size-0.c of GCC's testsuite; parameter types otherwise compare as
   pointers, whatever they point to).  A loop of its own, after all the
   parameter types: the sizes are a key only when both sides have the
   attribute, and interleaved with the types the order would not be
   transitive.  */
static int
cmp_access_pointees (struct mf_cmp *c, tree da, tree db)
{
  bool xa = lookup_attribute ("access", TYPE_ATTRIBUTES (TREE_TYPE (da)))
	    || lookup_attribute ("access", DECL_ATTRIBUTES (da));
  bool xb = lookup_attribute ("access", TYPE_ATTRIBUTES (TREE_TYPE (db)))
	    || lookup_attribute ("access", DECL_ATTRIBUTES (db));
  MF_CMP (c, mf_cmp_int (xa, xb), "access attribute");
  if (!xa)
    return 0;
  tree pa = DECL_ARGUMENTS (da), pb = DECL_ARGUMENTS (db);
  for (; pa && pb; pa = DECL_CHAIN (pa), pb = DECL_CHAIN (pb))
    if (POINTER_TYPE_P (TREE_TYPE (pa)) && POINTER_TYPE_P (TREE_TYPE (pb)))
      MF_CMP (c, mf_cmp_int (pointee_size (TREE_TYPE (pa)),
			  pointee_size (TREE_TYPE (pb))),
	      "access attribute: size of the pointed-to type");
  return 0;
}

static int
cmp_parameters (struct mf_cmp *c, tree da, tree db)
{
  tree pa = DECL_ARGUMENTS (da), pb = DECL_ARGUMENTS (db);
  for (; pa && pb; pa = DECL_CHAIN (pa), pb = DECL_CHAIN (pb))
    {
      MF_CMP (c, mf_cmp_type (c, TREE_TYPE (pa), TREE_TYPE (pb)),
	      "parameter type");
      MF_CMP (c, mf_cmp_type (c, DECL_ARG_TYPE (pa), DECL_ARG_TYPE (pb)),
	      "parameter passing");
      MF_CMP (c, mf_cmp_int (DECL_BY_REFERENCE (pa), DECL_BY_REFERENCE (pb)),
	      "parameter passing");
    }
  MF_CMP (c, mf_cmp_int (pa != NULL, pb != NULL), "number of parameters");
  MF_CMP (c, cmp_access_pointees (c, da, db), "access attribute");
  tree ra = DECL_RESULT (da), rb = DECL_RESULT (db);
  MF_CMP (c, mf_cmp_type (c, TREE_TYPE (ra), TREE_TYPE (rb)), "return type");
  return mf_differ (c,
		    mf_cmp_int (DECL_BY_REFERENCE (ra),
				DECL_BY_REFERENCE (rb)),
		    "return passing");
}

static int
cmp_signature (struct mf_cmp *c, const struct mf_body *a,
	       const struct mf_body *b)
{
  tree da = a->node->decl, db = b->node->decl;
  MF_CMP (c, mf_cmp_placement (c, a->node, b->node), "placement");
  MF_CMP (c,
	  mf_cmp_int (TREE_CODE (TREE_TYPE (da)), TREE_CODE (TREE_TYPE (db))),
	  "function vs method");
  MF_CMP (c, mf_cmp_type (c, TREE_TYPE (da), TREE_TYPE (db)), "function type");
  MF_CMP (c, mf_cmp_int (flags_from_decl_or_type (da),
		      flags_from_decl_or_type (db)),
	  "function flags (const, pure, noreturn, ...)");
  MF_CMP (c, mf_cmp_uint (decl_bits (da), decl_bits (db)),
	  "declaration flags (inline, noinline, ...)");
  MF_CMP (c, mf_cmp_uint (function_bits (a->fn), function_bits (b->fn)),
	  "function properties (setjmp, alloca, varargs, ...)");
  MF_CMP (c, mf_cmp_uint (a->opts_id, b->opts_id), "optimization options");
  MF_CMP (c, mf_cmp_uint (a->target_id, b->target_id), "target options");
  MF_CMP (c, mf_cmp_attributes (c, DECL_ATTRIBUTES (da), DECL_ATTRIBUTES (db)),
	  "attributes");
  tree qa = DECL_FUNCTION_PERSONALITY (da), qb = DECL_FUNCTION_PERSONALITY (db);
  MF_CMP (c, mf_cmp_int (qa != NULL, qb != NULL), "personality");
  if (qa)
    MF_CMP (c, mf_cmp_symbol (c, qa, qb), "personality");
  return cmp_parameters (c, da, db);
}

/* ------------------------------------------------------------------ */

/* What earlier passes proved of how often a loop iterates: later ones
   unroll, vectorize and drop exit tests by it.  GCC streams it with the
   body, so at link time two bodies may be equal but for it: the split-off
   loops of pr115277.c (GCC 16's torture suite), bounded by 3 and by 10
   iterations.  */
static int
cmp_loop_bounds (struct mf_cmp *c, class loop *lx, class loop *ly)
{
  MF_CMP (c, mf_cmp_int (lx->any_upper_bound, ly->any_upper_bound),
	  "loop bound");
  if (lx->any_upper_bound)
    MF_CMP (c, wi::cmpu (lx->nb_iterations_upper_bound,
		      ly->nb_iterations_upper_bound), "loop bound");
  MF_CMP (c,
	  mf_cmp_int (lx->any_likely_upper_bound, ly->any_likely_upper_bound),
	  "loop bound");
  if (lx->any_likely_upper_bound)
    MF_CMP (c, wi::cmpu (lx->nb_iterations_likely_upper_bound,
		      ly->nb_iterations_likely_upper_bound), "loop bound");
  MF_CMP (c, mf_cmp_int (lx->any_estimate, ly->any_estimate), "loop estimate");
  if (lx->any_estimate)
    MF_CMP (c,
	    wi::cmpu (lx->nb_iterations_estimate, ly->nb_iterations_estimate),
	    "loop estimate");
  return 0;
}

/* SHAPE: the shape order, which leaves out the bounds (they follow from
   the constants, and a shared body forgets them).  */
static int
cmp_loop (struct mf_cmp *c, basic_block x, basic_block y, bool shape)
{
  class loop *lx = x->loop_father, *ly = y->loop_father;
  MF_CMP (c, mf_cmp_int (lx != NULL, ly != NULL), "loop");
  if (!lx)
    return 0;
  MF_CMP (c, mf_cmp_int (x == lx->header, y == ly->header), "loop header");
  MF_CMP (c, mf_cmp_int (x == lx->latch, y == ly->latch), "loop latch");
  MF_CMP (c, mf_cmp_int (loop_depth (lx), loop_depth (ly)), "loop depth");
  MF_CMP (c, mf_cmp_int (lx->safelen, ly->safelen), "loop safelen");
  MF_CMP (c, mf_cmp_int (lx->simdlen, ly->simdlen), "loop simdlen");
  MF_CMP (c, mf_cmp_int (lx->can_be_parallel, ly->can_be_parallel),
	  "loop flags");
  MF_CMP (c, mf_cmp_int (lx->dont_vectorize, ly->dont_vectorize),
	  "loop flags");
  MF_CMP (c, mf_cmp_int (lx->force_vectorize, ly->force_vectorize),
	  "loop flags");
  MF_CMP (c, mf_cmp_int (lx->finite_p, ly->finite_p), "loop finiteness");
  MF_CMP (c, mf_cmp_int (lx->unroll, ly->unroll), "loop unroll");
  if (!shape && x == lx->header)
    MF_CMP (c, cmp_loop_bounds (c, lx, ly), "loop bound");
  return mf_differ (c, mf_cmp_int (lx->simduid != NULL, ly->simduid != NULL),
		    "simd loop");
}

/* The run of STMT's operands in BODY's walk, from *NEXT on.  */
static mf_operand_run
take_operands (const struct mf_body *body, unsigned *next, gimple *stmt)
{
  mf_operand_run run = { body->operands.address () + *next, 0 };
  while (*next < body->operands.length ()
	 && body->operands[*next].stmt == stmt)
    {
      ++*next;
      run.n++;
    }
  return run;
}

static int
cmp_phis (struct mf_cmp *c, const mf_block &x, const mf_block &y)
{
  MF_CMP (c, mf_cmp_uint (x.preds.length (), y.preds.length ()),
	  "number of predecessors");
  gphi_iterator gx = gsi_start_phis (x.bb), gy = gsi_start_phis (y.bb);
  while (true)
    {
      while (!gsi_end_p (gx) && virtual_operand_p (gimple_phi_result (gx.phi ())))
	gsi_next (&gx);
      while (!gsi_end_p (gy) && virtual_operand_p (gimple_phi_result (gy.phi ())))
	gsi_next (&gy);
      if (gsi_end_p (gx) || gsi_end_p (gy))
	return mf_differ (c, mf_cmp_int (!gsi_end_p (gx), !gsi_end_p (gy)),
			  "number of PHI nodes");
      mf_operand_run rx = take_operands (c->a, &c->next_a, gx.phi ());
      mf_operand_run ry = take_operands (c->b, &c->next_b, gy.phi ());
      if (int r = mf_cmp_phi (c, rx, ry))
	return r;
      gsi_next (&gx);
      gsi_next (&gy);
    }
}

static int
cmp_block (struct mf_cmp *c, const mf_block &x, const mf_block &y)
{
  MF_CMP (c, mf_cmp_uint (x.succs.length (), y.succs.length ()),
	  "number of successors");
  for (unsigned i = 0; i < x.succs.length (); i++)
    {
      MF_CMP (c, mf_cmp_int (mf_block_pos (c->a, x.succs[i]->dest),
			  mf_block_pos (c->b, y.succs[i]->dest)), "control flow");
      MF_CMP (c, mf_cmp_int (x.succs[i]->flags & MF_EDGE_FLAGS,
			  y.succs[i]->flags & MF_EDGE_FLAGS), "control flow");
    }
  MF_CMP (c, cmp_loop (c, x.bb, y.bb, c->shape), "loop");
  MF_CMP (c, cmp_phis (c, x, y), "PHI node");
  gimple_stmt_iterator gx = gsi_start_nondebug_bb (x.bb);
  gimple_stmt_iterator gy = gsi_start_nondebug_bb (y.bb);
  for (; !gsi_end_p (gx) && !gsi_end_p (gy);
       gsi_next_nondebug (&gx), gsi_next_nondebug (&gy))
    {
      gimple *s = gsi_stmt (gx), *t = gsi_stmt (gy);
      mf_operand_run rs = take_operands (c->a, &c->next_a, s);
      mf_operand_run rt = take_operands (c->b, &c->next_b, t);
      MF_CMP (c, mf_cmp_statement (c, s, t, rs, rt), "statement");
    }
  return mf_differ (c, mf_cmp_int (!gsi_end_p (gx), !gsi_end_p (gy)),
		    "number of statements");
}

/* ------------------------------------------------------------------ */
/* Exception regions the statements use, in order of first use.  */

static int
cmp_type_list (struct mf_cmp *c, tree x, tree y)
{
  for (; x && y; x = TREE_CHAIN (x), y = TREE_CHAIN (y))
    {
      tree vx = TREE_VALUE (x), vy = TREE_VALUE (y);
      if (vx && vy && TYPE_P (vx) && TYPE_P (vy))
	MF_CMP (c, mf_cmp_type_identity (c, vx, vy), "exception type");
      else if (vx && vy && TREE_CODE (vx) == INTEGER_CST
	       && TREE_CODE (vy) == INTEGER_CST)
	MF_CMP (c, mf_cmp_wide (vx, vy), "exception filter");
      else
	MF_CMP (c, mf_cmp_unordered (c, vx, vy), "exception type");
    }
  return mf_differ (c, mf_cmp_int (x != NULL, y != NULL), "exception types");
}

static unsigned
region_serial (const struct mf_body *body, eh_region r)
{
  return r ? body->eh_serial[r->index] : 0;
}

static int
cmp_region (struct mf_cmp *c, eh_region x, eh_region y)
{
  MF_CMP (c, mf_cmp_int (x->type, y->type), "exception region kind");
  MF_CMP (c, mf_cmp_uint (region_serial (c->a, x->outer),
		       region_serial (c->b, y->outer)), "exception region nesting");
  switch (x->type)
    {
    case ERT_TRY:
      {
	eh_catch cx = x->u.eh_try.first_catch, cy = y->u.eh_try.first_catch;
	for (; cx && cy; cx = cx->next_catch, cy = cy->next_catch)
	  {
	    MF_CMP (c, cmp_type_list (c, cx->type_list, cy->type_list),
		    "catch");
	    MF_CMP (c, cmp_type_list (c, cx->filter_list, cy->filter_list),
		    "catch");
	    MF_CMP (c, mf_cmp_int (cx->label != NULL, cy->label != NULL),
		    "catch");
	    if (cx->label)
	      MF_CMP (c, mf_cmp_label (c, cx->label, cy->label), "catch");
	  }
	MF_CMP (c, mf_cmp_int (cx != NULL, cy != NULL), "number of catches");
	break;
      }
    case ERT_ALLOWED_EXCEPTIONS:
      MF_CMP (c,
	      cmp_type_list (c, x->u.allowed.type_list,
			     y->u.allowed.type_list),
	      "exception specification");
      MF_CMP (c, mf_cmp_int (x->u.allowed.filter, y->u.allowed.filter),
	      "exception specification");
      MF_CMP (c, mf_cmp_int (x->u.allowed.label != NULL,
			  y->u.allowed.label != NULL), "exception specification");
      if (x->u.allowed.label)
	MF_CMP (c, mf_cmp_label (c, x->u.allowed.label, y->u.allowed.label),
		"exception specification");
      break;
    case ERT_MUST_NOT_THROW:
      MF_CMP (c, mf_cmp_symbol (c, x->u.must_not_throw.failure_decl,
			     y->u.must_not_throw.failure_decl),
	      "must-not-throw handler");
      break;
    default:
      break;
    }
  eh_landing_pad lx = x->landing_pads, ly = y->landing_pads;
  for (; lx && ly; lx = lx->next_lp, ly = ly->next_lp)
    MF_CMP (c, mf_cmp_label (c, lx->post_landing_pad, ly->post_landing_pad),
	    "landing pad");
  return mf_differ (c, mf_cmp_int (lx != NULL, ly != NULL), "landing pads");
}

static int
cmp_regions (struct mf_cmp *c)
{
  unsigned n = c->a->eh_regions.length ();
  MF_CMP (c, mf_cmp_uint (n, c->b->eh_regions.length ()),
	  "number of exception regions");
  for (unsigned i = 1; i < n; i++)
    MF_CMP (c, cmp_region (c, c->a->eh_regions[i], c->b->eh_regions[i]),
	    "exception region");
  return 0;
}

/* ------------------------------------------------------------------ */

/* SSA names by serial (index 0 unused).  */
static void
names_by_serial (const struct mf_body *body, vec<tree> *out)
{
  unsigned last = 0;
  for (unsigned v = 0; v < body->n_ssa; v++)
    last = MAX (last, body->ssa_serial[v]);
  out->safe_grow_cleared (last + 1);
  for (unsigned v = 0; v < body->n_ssa; v++)
    if (body->ssa_serial[v] && (*SSANAMES (body->fn))[v])
      (*out)[body->ssa_serial[v]] = (*SSANAMES (body->fn))[v];
}

/* Flow information of every value, compared last so that the dump
   reports a structural difference when there is one.  */
static int
cmp_flow (struct mf_cmp *c, const struct mf_body *a, const struct mf_body *b)
{
  auto_vec<tree> na, nb;
  names_by_serial (a, &na);
  names_by_serial (b, &nb);
  unsigned n = MIN (na.length (), nb.length ());
  for (unsigned i = 1; i < n; i++)
    {
      MF_CMP (c, mf_cmp_int (na[i] != NULL, nb[i] != NULL), "data flow");
      if (na[i])
	MF_CMP (c, mf_cmp_flow_info (c, na[i], nb[i]), "flow information");
    }
  return mf_differ (c, mf_cmp_uint (na.length (), nb.length ()), "data flow");
}

static int
compare_bodies (struct mf_cmp *c)
{
  const struct mf_body *a = c->a, *b = c->b;
  if (a == b)
    return 0;
  MF_CMP (c, cmp_signature (c, a, b), "signature");
  unsigned n = a->blocks.length ();
  MF_CMP (c, mf_cmp_uint (n, b->blocks.length ()), "number of blocks");
  for (unsigned i = 0; i < n; i++)
    MF_CMP (c, cmp_block (c, a->blocks[i], b->blocks[i]), "block");
  MF_CMP (c, cmp_regions (c), "exception regions");
  /* After the body, so that a real difference is what the dump says.
     Not in the shape order: the shared body of a parameterised merge
     whose members' classes differ is no method of either (params.c).  */
  if (!c->shape)
    MF_CMP (c, mf_cmp_polymorphic_class (c, a, b), "polymorphic class");
  return c->shape ? 0 : cmp_flow (c, a, b);
}

static int
compare (const struct mf_body *a, const struct mf_body *b,
	 const struct mf_compare_env *env, bool shape)
{
  gcc_checking_assert (!shape || env->slots);
  struct mf_cmp c = { a, b, env, shape, 0, 0, NULL_TREE, NULL_TREE, NULL };
  int r = compare_bodies (&c);
  if (env->difference)
    *env->difference = c.difference;
  return r;
}

int
mf_compare_functions (const struct mf_body *a, const struct mf_body *b,
		      const struct mf_compare_env *env)
{
  return compare (a, b, env, false);
}

int
mf_compare_shapes (const struct mf_body *a, const struct mf_body *b,
		   const struct mf_compare_env *env)
{
  return compare (a, b, env, true);
}

/* ------------------------------------------------------------------ */
/* The structural hash: what the order above requires equal.  */

/* Of what cmp_signature compares, what compile time and WPA see alike
   (not the flags that IPA passes discover, such as pure or malloc).  */
static void
hash_signature (inchash::hash &h, cgraph_node *node)
{
  tree decl = node->decl;
  mf_hash_placement (h, node);
  for (tree parm = DECL_ARGUMENTS (decl); parm; parm = DECL_CHAIN (parm))
    mf_hash_type (h, TREE_TYPE (parm));
  mf_hash_type (h, TREE_TYPE (DECL_RESULT (decl)));
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

/* What compare_bodies requires of equal bodies: the shape of BODY into
   H, and with DETAIL its operands.  */
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
	mf_hash_statement (h, detail, gsi_stmt (gsi), b);
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
