/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare-operand.c: order operands: SSA names, decls, constants, and
   memory references with their aliasing.

   Function-local things (SSA names, params, locals, labels) compare by
   their canonical serials from body.c; symbols by identity; constants by
   value and type.  A memory access additionally compares volatility and
   its alias sets (when the function uses strict aliasing), so two bodies
   that read the same bytes through differently aliased types stay apart:
   once merged, the survivor may be inlined where those types matter.  */
#include "compat.h"
#include "tree-cfg.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"

static int cmp_tree (struct mf_cmp *c, tree x, tree y);

int
mf_cmp_wide (tree x, tree y)
{
  return wi::cmps (wi::to_widest (x), wi::to_widest (y));
}

static symtab_node *
resolved_symbol (tree decl)
{
  symtab_node *n = symtab_node::get (decl);
  return n ? mf_resolve_symbol (n) : NULL;
}

int
mf_cmp_symbol (struct mf_cmp *c, tree x, tree y)
{
  if (x == y)
    return 0;
  symtab_node *nx = resolved_symbol (x), *ny = resolved_symbol (y);
  MF_CMP (c, mf_cmp_int (nx != NULL, ny != NULL), "referenced symbol");
  if (!nx)
    return mf_differ (c, mf_cmp_unordered (c, x, y), "referenced symbol");
  return mf_differ (c, mf_cmp_int (nx->order, ny->order), "referenced symbol");
}

int
mf_cmp_label (struct mf_cmp *c, tree x, tree y)
{
  /* Landing pads that lost their label (removed handlers) have none.  */
  if (!x || !y)
    return mf_differ (c, mf_cmp_int (x != NULL, y != NULL), "jump target");
  if (!c->a)
    return mf_cmp_unordered (c, x, y);
  basic_block bx = label_to_block (c->a->fn, x);
  basic_block by = label_to_block (c->b->fn, y);
  int px = bx ? mf_block_pos (c->a, bx) : -1;
  int py = by ? mf_block_pos (c->b, by) : -1;
  return mf_differ (c, mf_cmp_int (px, py), "jump target");
}

/* ------------------------------------------------------------------ */
/* Local declarations and SSA names.  */

static bool
local_p (const struct mf_body *body, tree decl)
{
  return body && auto_var_in_fn_p (decl, body->node->decl);
}

static int
cmp_local_var (struct mf_cmp *c, tree x, tree y)
{
  MF_CMP (c, mf_cmp_uint (mf_decl_serial (c->a, x), mf_decl_serial (c->b, y)),
	  "local variable");
  MF_CMP (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)),
	  "local variable type");
  /* GCC's devirtualizer takes an automatic object's declared type for its
     dynamic type: objects of two polymorphic classes stay apart however
     alike their layout (with parameterised merging, the constructor call
     or vtable store that told them apart may have become a parameter).  */
  bool px = contains_polymorphic_type_p (TREE_TYPE (x));
  MF_CMP (c, mf_cmp_int (px, contains_polymorphic_type_p (TREE_TYPE (y))),
	  "polymorphic local variable");
  if (px)
    MF_CMP (c, mf_cmp_type_identity (c, TREE_TYPE (x), TREE_TYPE (y)),
	    "polymorphic local variable class");
  MF_CMP (c, mf_cmp_int (DECL_ALIGN (x), DECL_ALIGN (y)), "local alignment");
  MF_CMP (c, mf_cmp_int (TREE_ADDRESSABLE (x), TREE_ADDRESSABLE (y)),
	  "local variable address taken");
#if MF_FAULT != MF_FAULT_VOLATILE	/* Fault: volatile locals are plain.  */
  MF_CMP (c, mf_cmp_int (TREE_THIS_VOLATILE (x), TREE_THIS_VOLATILE (y)),
	  "volatile variable");
#endif
  MF_CMP (c, mf_cmp_int (DECL_NOT_GIMPLE_REG_P (x), DECL_NOT_GIMPLE_REG_P (y)),
	  "local variable in memory");
  MF_CMP (c, mf_cmp_int (DECL_BY_REFERENCE (x), DECL_BY_REFERENCE (y)),
	  "local by reference");
  MF_CMP (c, mf_cmp_int (DECL_HARD_REGISTER (x), DECL_HARD_REGISTER (y)),
	  "register variable");
  if (DECL_HARD_REGISTER (x))
    MF_CMP (c, strcmp (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (x)),
		    IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (y))),
	    "register variable");
  return mf_differ (c, cmp_tree (c, DECL_SIZE (x), DECL_SIZE (y)),
		    "local variable size");
}

/* Variables X and Y, accessed directly at a memory access whose base
   becomes a parameter: the shared body accesses either through a
   pointer to the first's type, so their types must agree, and so must
   the alias sets of those types.  */
static int
cmp_base_var (struct mf_cmp *c, tree x, tree y)
{
  MF_CMP (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)),
	  "type of variable accessed");
  return mf_differ (c, mf_cmp_int (get_alias_set (TREE_TYPE (x)),
				get_alias_set (TREE_TYPE (y))),
		    "alias set of variable accessed");
}

static int
cmp_decl (struct mf_cmp *c, tree x, tree y)
{
  switch (TREE_CODE (x))
    {
    case PARM_DECL:
    case RESULT_DECL:
      if (!c->a)
	return mf_cmp_unordered (c, x, y);
      return mf_differ (c, mf_cmp_uint (mf_decl_serial (c->a, x),
				     mf_decl_serial (c->b, y)), "parameter");
    case VAR_DECL:
      {
	bool lx = local_p (c->a, x), ly = local_p (c->b, y);
	MF_CMP (c, mf_cmp_int (lx, ly), "local vs global variable");
	if (lx)
	  return cmp_local_var (c, x, y);
	if (c->base_a && x == c->base_a && y == c->base_b)
	  return cmp_base_var (c, x, y);
	return mf_cmp_symbol (c, x, y);
      }
    case FUNCTION_DECL:
      return mf_cmp_symbol (c, x, y);
    case LABEL_DECL:
      return mf_cmp_label (c, x, y);
    case CONST_DECL:
      MF_CMP (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)),
	      "constant type");
      return cmp_tree (c, DECL_INITIAL (x), DECL_INITIAL (y));
    case FIELD_DECL:
      return mf_cmp_field (c, x, y);
    default:
      return mf_cmp_unordered (c, x, y);
    }
}

static int
cmp_default_def (struct mf_cmp *c, tree x, tree y)
{
  tree vx = SSA_NAME_VAR (x), vy = SSA_NAME_VAR (y);
  MF_CMP (c, mf_cmp_int (vx ? (int) TREE_CODE (vx) : 0,
			 vy ? (int) TREE_CODE (vy) : 0),
	  "incoming value");
  if (vx && TREE_CODE (vx) != VAR_DECL)
    MF_CMP (c, cmp_decl (c, vx, vy), "incoming value");
  return mf_differ (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)),
		    "incoming value type");
}

static int
cmp_ssa_use (struct mf_cmp *c, tree x, tree y)
{
  if (!c->a)
    return mf_cmp_unordered (c, x, y);
  MF_CMP (c, mf_cmp_uint (c->a->ssa_serial[SSA_NAME_VERSION (x)],
		       c->b->ssa_serial[SSA_NAME_VERSION (y)]), "data flow");
  bool dx = SSA_NAME_IS_DEFAULT_DEF (x), dy = SSA_NAME_IS_DEFAULT_DEF (y);
  MF_CMP (c, mf_cmp_int (dx, dy), "data flow");
  return dx ? cmp_default_def (c, x, y) : 0;
}

/* The integer range stored with X and Y (compat.h reads every GCC's
   storage into one view).  */
static int
cmp_int_range (struct mf_cmp *c, tree x, tree y)
{
  mf_int_range rx, ry;
  bool hx = mf_int_range_read (x, rx), hy = mf_int_range_read (y, ry);
  MF_CMP (c, mf_cmp_int (hx, hy), "value range");
  if (!hx)
    return 0;
  signop sgn = TYPE_SIGN (TREE_TYPE (x));
  MF_CMP (c, mf_cmp_int (rx.inverted, ry.inverted), "value range");
  MF_CMP (c, mf_cmp_uint (rx.pairs, ry.pairs), "value range");
  for (unsigned i = 0; i < rx.pairs; i++)
    {
      MF_CMP (c, wi::cmp (rx.lower (i), ry.lower (i), sgn), "value range");
      MF_CMP (c, wi::cmp (rx.upper (i), ry.upper (i), sgn), "value range");
    }
  MF_CMP (c, wi::cmp (rx.unknown_mask (), ry.unknown_mask (), UNSIGNED),
	  "known bits");
  return mf_differ (c,
		    wi::cmp (rx.known_value (), ry.known_value (), UNSIGNED),
		    "known bits");
}

static int
cmp_real_value (const REAL_VALUE_TYPE *x, const REAL_VALUE_TYPE *y,
		machine_mode mode)
{
  long bx[8], by[8];
  memset (bx, 0, sizeof bx);
  memset (by, 0, sizeof by);
  real_to_target (bx, x, mode);
  real_to_target (by, y, mode);
  /* Each long holds 32 bits of the image: compared as unsigned 32-bit
     words, so that the order (and the name of a shared body, the first
     member's) does not depend on the width of the build host's long.  */
  for (int i = 0; i < 8; i++)
    if (int r = mf_cmp_uint (bx[i] & 0xffffffffUL, by[i] & 0xffffffffUL))
      return r;
  return 0;
}

/* The float range stored with X and Y (GCC 13 and later).  */
static int
cmp_float_range (struct mf_cmp *c, tree x, tree y)
{
  int kx = 0, ky = 0;
  REAL_VALUE_TYPE lx, ux, ly, uy;
  bool px = false, nx = false, py = false, ny = false;
  bool hx = mf_float_range_read (x, &kx, &lx, &ux, &px, &nx);
  bool hy = mf_float_range_read (y, &ky, &ly, &uy, &py, &ny);
  MF_CMP (c, mf_cmp_int (hx, hy), "float range");
  if (!hx)
    return 0;
  MF_CMP (c, mf_cmp_int (kx, ky), "float range");
  MF_CMP (c, mf_cmp_int (px, py), "float range");
  MF_CMP (c, mf_cmp_int (nx, ny), "float range");
  if (kx != 3)
    return 0;
  machine_mode mode = TYPE_MODE (TREE_TYPE (x));
  MF_CMP (c, cmp_real_value (&lx, &ly, mode), "float range");
  return mf_differ (c, cmp_real_value (&ux, &uy, mode), "float range");
}

/* What earlier passes learned about a value (ranges, alignment, nonnull)
   travels with the survivor's body; require it to be the same.  */
int
mf_cmp_flow_info (struct mf_cmp *c, tree x, tree y)
{
  tree type = TREE_TYPE (x);
  MF_CMP (c,
	  mf_cmp_int (POINTER_TYPE_P (type), POINTER_TYPE_P (TREE_TYPE (y))),
	  "value type");
  MF_CMP (c,
	  mf_cmp_int (INTEGRAL_TYPE_P (type), INTEGRAL_TYPE_P (TREE_TYPE (y))),
	  "value type");
  if (POINTER_TYPE_P (type))
    {
      struct ptr_info_def *px = SSA_NAME_PTR_INFO (x);
      struct ptr_info_def *py = SSA_NAME_PTR_INFO (y);
      MF_CMP (c, mf_cmp_int (px != NULL, py != NULL), "pointer info");
      if (!px)
	return 0;
      unsigned ax = 0, mx = 0, ay = 0, my = 0;
      bool kx = get_ptr_info_alignment (px, &ax, &mx);
      bool ky = get_ptr_info_alignment (py, &ay, &my);
      MF_CMP (c, mf_cmp_int (kx, ky), "pointer alignment");
      MF_CMP (c, mf_cmp_uint (ax, ay), "pointer alignment");
      MF_CMP (c, mf_cmp_uint (mx, my), "pointer alignment");
      return mf_differ (c, mf_cmp_int (px->pt.null, py->pt.null),
			"pointer may be null");
    }
  if (INTEGRAL_TYPE_P (type))
    return cmp_int_range (c, x, y);
  if (SCALAR_FLOAT_TYPE_P (type))
    return cmp_float_range (c, x, y);
  return 0;
}

int
mf_cmp_ssa_def (struct mf_cmp *c, tree x, tree y)
{
  MF_CMP (c, cmp_ssa_use (c, x, y), "data flow");
  MF_CMP (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)), "value type");
  return mf_differ (c, mf_cmp_int (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (x),
				SSA_NAME_OCCURS_IN_ABNORMAL_PHI (y)),
		    "abnormal value");
}

/* ------------------------------------------------------------------ */
/* Constants.  */

static int
cmp_real (struct mf_cmp *c, tree x, tree y)
{
  return mf_differ (c, cmp_real_value (TREE_REAL_CST_PTR (x),
				    TREE_REAL_CST_PTR (y),
				    TYPE_MODE (TREE_TYPE (x))),
		    "floating-point constant");
}

static int
cmp_constructor (struct mf_cmp *c, tree x, tree y)
{
  MF_CMP (c, mf_cmp_int (TREE_CLOBBER_P (x), TREE_CLOBBER_P (y)), "clobber");
  if (TREE_CLOBBER_P (x))
    MF_CMP (c, mf_cmp_int (CLOBBER_KIND (x), CLOBBER_KIND (y)),
	    "clobber kind");
  MF_CMP (c,
	  mf_cmp_int (CONSTRUCTOR_NO_CLEARING (x),
		      CONSTRUCTOR_NO_CLEARING (y)),
	  "initializer clearing");
  unsigned n = CONSTRUCTOR_NELTS (x);
  MF_CMP (c, mf_cmp_uint (n, CONSTRUCTOR_NELTS (y)), "initializer length");
  for (unsigned i = 0; i < n; i++)
    {
      constructor_elt *ex = CONSTRUCTOR_ELT (x, i);
      constructor_elt *ey = CONSTRUCTOR_ELT (y, i);
      MF_CMP (c, cmp_tree (c, ex->index, ey->index), "initializer index");
      MF_CMP (c, cmp_tree (c, ex->value, ey->value), "initializer value");
    }
  return 0;
}

static int
cmp_constant (struct mf_cmp *c, tree x, tree y)
{
  switch (TREE_CODE (x))
    {
    case INTEGER_CST:
#if MF_FAULT == MF_FAULT_CONST
      /* Fault: every integer constant of a type is equal.  */
      return 0;
#endif
      return mf_differ (c, mf_cmp_wide (x, y), "constant");
    case REAL_CST:
      return cmp_real (c, x, y);
    case FIXED_CST:
      MF_CMP (c, mf_cmp_int (TREE_FIXED_CST (x).data.high,
			  TREE_FIXED_CST (y).data.high), "constant");
      return mf_differ (c, mf_cmp_uint (TREE_FIXED_CST (x).data.low,
				     TREE_FIXED_CST (y).data.low), "constant");
    case COMPLEX_CST:
      MF_CMP (c, cmp_tree (c, TREE_REALPART (x), TREE_REALPART (y)),
	      "constant");
      return cmp_tree (c, TREE_IMAGPART (x), TREE_IMAGPART (y));
    case VECTOR_CST:
      {
	unsigned HOST_WIDE_INT nx, ny;
	if (!VECTOR_CST_NELTS (x).is_constant (&nx)
	    || !VECTOR_CST_NELTS (y).is_constant (&ny))
	  return mf_cmp_unordered (c, x, y);
	MF_CMP (c, mf_cmp_uint (nx, ny), "vector constant");
	for (unsigned i = 0; i < nx; i++)
	  MF_CMP (c,
		  cmp_tree (c, VECTOR_CST_ELT (x, i), VECTOR_CST_ELT (y, i)),
		  "vector constant");
	return 0;
      }
    case STRING_CST:
      MF_CMP (c, mf_cmp_int (TREE_STRING_LENGTH (x), TREE_STRING_LENGTH (y)),
	      "string constant");
      return mf_differ (c, memcmp (TREE_STRING_POINTER (x),
				TREE_STRING_POINTER (y),
				TREE_STRING_LENGTH (x)), "string constant");
    default:
      return mf_cmp_unordered (c, x, y);
    }
}

/* ------------------------------------------------------------------ */
/* References.  */

static int
cmp_ref_flags (struct mf_cmp *c, tree x, tree y)
{
#if MF_FAULT != MF_FAULT_VOLATILE	/* Fault: volatile accesses are plain.  */
  MF_CMP (c, mf_cmp_int (TREE_THIS_VOLATILE (x), TREE_THIS_VOLATILE (y)),
	  "volatile access");
#endif
  switch (TREE_CODE (x))
    {
    case MEM_REF:
      MF_CMP (c,
	      mf_cmp_int (MR_DEPENDENCE_CLIQUE (x), MR_DEPENDENCE_CLIQUE (y)),
	      "restrict information");
      MF_CMP (c, mf_cmp_int (MR_DEPENDENCE_BASE (x), MR_DEPENDENCE_BASE (y)),
	      "restrict information");
      /* Fall through.  */
    case BIT_FIELD_REF:
      MF_CMP (c, mf_cmp_int (REF_REVERSE_STORAGE_ORDER (x),
			  REF_REVERSE_STORAGE_ORDER (y)), "storage order");
      break;
    default:
      break;
    }
  if (TREE_CODE (x) == MEM_REF || TREE_CODE (x) == ARRAY_REF
      || TREE_CODE (x) == ARRAY_RANGE_REF)
    MF_CMP (c, mf_cmp_int (TREE_THIS_NOTRAP (x), TREE_THIS_NOTRAP (y)),
	    "trapping access");
  return 0;
}

static int
cmp_operands (struct mf_cmp *c, tree x, tree y, int from)
{
  int n = TREE_OPERAND_LENGTH (x);
  MF_CMP (c, mf_cmp_int (n, TREE_OPERAND_LENGTH (y)), "number of operands");
  for (int i = from; i < n; i++)
    MF_CMP (c, cmp_tree (c, TREE_OPERAND (x, i), TREE_OPERAND (y, i)),
	    "operand");
  return 0;
}

static int
cmp_tree (struct mf_cmp *c, tree x, tree y)
{
  if (x == y)
    return 0;
  if (!x || !y)
    return mf_differ (c, x ? 1 : -1, "missing operand");
  enum tree_code code = TREE_CODE (x);
  MF_CMP (c, mf_cmp_int (code, TREE_CODE (y)), "kind of operand");

  if (code == SSA_NAME)
    return cmp_ssa_use (c, x, y);
  if (DECL_P (x))
    return cmp_decl (c, x, y);
  if (code == TREE_LIST || code == CASE_LABEL_EXPR)
    return mf_cmp_unordered (c, x, y);

  MF_CMP (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)), "operand type");
  if (CONSTANT_CLASS_P (x))
    return cmp_constant (c, x, y);

  switch (code)
    {
    case CONSTRUCTOR:
      return cmp_constructor (c, x, y);
    case MEM_REF:
      MF_CMP (c, cmp_ref_flags (c, x, y), "memory access");
      MF_CMP (c, cmp_tree (c, TREE_OPERAND (x, 0), TREE_OPERAND (y, 0)),
	      "address");
      /* The offset's value; its pointer type carries the alias set,
	 which accesses compare as a whole.  */
      return mf_differ (c,
			mf_cmp_wide (TREE_OPERAND (x, 1), TREE_OPERAND (y, 1)),
			"offset");
    case TARGET_MEM_REF:
      return mf_cmp_unordered (c, x, y);
    case OBJ_TYPE_REF:
      MF_CMP (c, cmp_operands (c, x, y, 0), "virtual call");
      return mf_differ (c, mf_cmp_type_identity (c, obj_type_ref_class (x),
					      obj_type_ref_class (y)),
			"virtual call class");
    default:
      break;
    }
  if (REFERENCE_CLASS_P (x) || code == ADDR_EXPR || code == WITH_SIZE_EXPR
      || EXPR_P (x))
    {
      if (REFERENCE_CLASS_P (x))
	MF_CMP (c, cmp_ref_flags (c, x, y), "memory access");
      return cmp_operands (c, x, y, 0);
    }
  return mf_cmp_unordered (c, x, y);
}

/* What cmp_tree requires of equal operands: it stops wherever cmp_tree
   compares an identity, a serial or a class (SSA names, decls but
   fields, and what cmp_tree leaves unordered).  */
void
mf_hash_operand (inchash::hash &h, tree x)
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
	mf_hash_field (h, x);
      return;
    }
  mf_hash_type (h, TREE_TYPE (x));
  if (CONSTANT_CLASS_P (x))
    {
#if MF_FAULT != MF_FAULT_CONST	/* The fault's comparator ignores values.  */
      if (code == INTEGER_CST)
	mf_hash_integer (h, x);
#endif
      return;
    }
  switch (code)
    {
    case MEM_REF:
      /* The offset by value only: its type is the alias pointer type.  */
      mf_hash_operand (h, TREE_OPERAND (x, 0));
      mf_hash_integer (h, TREE_OPERAND (x, 1));
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
	mf_hash_operand (h, TREE_OPERAND (x, i));
    }
}

/* ------------------------------------------------------------------ */

/* Alias sets along the access, so TBAA sees the same thing in both.  */
static int
cmp_alias_sets (struct mf_cmp *c, tree x, tree y)
{
  ao_ref rx, ry;
  ao_ref_init (&rx, x);
  ao_ref_init (&ry, y);
  MF_CMP (c, mf_cmp_int (ao_ref_alias_set (&rx), ao_ref_alias_set (&ry)),
	  "alias set of access");
  MF_CMP (c,
	  mf_cmp_int (ao_ref_base_alias_set (&rx),
		      ao_ref_base_alias_set (&ry)),
	  "alias set of accessed object");
  for (; handled_component_p (x) && handled_component_p (y);
       x = TREE_OPERAND (x, 0), y = TREE_OPERAND (y, 0))
    MF_CMP (c, mf_cmp_int (get_alias_set (TREE_TYPE (x)),
			get_alias_set (TREE_TYPE (y))), "alias set of access path");
  return 0;
}

/* An object nothing can point to (a parameter or local whose address is
   never taken) is told apart from other accesses by its identity, never
   by type: its accesses' alias sets cannot matter, here or wherever the
   body is inlined.  Whether the base is such an object is compared as
   part of the reference (its decl's addressability).
   The body's own automatic variables whose address is taken are born in
   the body too, so classes form without their alias sets (GCC 14's
   std::vector keeps a guard object of a class nested in the vector type
   on the stack and passes its address to the guard's destructor).  But
   the alias set of such a variable against the body's accesses through
   pointers decides which of them may be reordered: a local `struct bar *`
   stored to, then a store through a `struct foo **` that points at it
   (GCC's gcc.dg/lto/pr113907), is in order for the function whose local
   is a `struct foo *` only.  So the strict comparison (STRICT_TBAA)
   compares them: a class that disagrees drops its pointer accesses' type
   information (then they may alias the variable), and lto1, which cannot
   drop it, keeps such functions apart.  */
static bool
escaped_auto_var_p (tree ref)
{
  tree base = get_base_address (ref);
  return base && VAR_P (base) && auto_var_p (base) && may_be_aliased (base);
}

static bool
strict_tbaa_p (const struct mf_cmp *c)
{
  return c->env && c->env->strict_tbaa;
}

static bool
tbaa_relevant_p (const struct mf_cmp *c, tree ref)
{
  if (escaped_auto_var_p (ref))
    return strict_tbaa_p (c);
  tree base = get_base_address (ref);
  return !(base && DECL_P (base) && !may_be_aliased (base));
}

int
mf_cmp_value (struct mf_cmp *c, tree x, tree y)
{
  return cmp_tree (c, x, y);
}

int
mf_cmp_param_slot (struct mf_cmp *c, tree x, tree y, bool memory)
{
  if (c->shape)
    {
      const struct mf_param_slots *slots = c->env->slots;
      bool addresses = slots->addresses_p (c->a->node);
      if (slots->constant_p (x, addresses)
	  && slots->constant_p (y, addresses)
	  && TREE_CODE (x) == TREE_CODE (y))
	return mf_differ (c, mf_cmp_type (c, TREE_TYPE (x), TREE_TYPE (y)),
			  "constant type");
      if (!addresses && slots->constant_p (x, true)
	  && slots->constant_p (y, true) && TREE_CODE (x) == ADDR_EXPR
	  && TREE_CODE (y) == ADDR_EXPR)
	return mf_cmp_kept_constant (c, cmp_tree (c, x, y),
				     "address (in a section of its own, "
				     "addresses stay constants)");
    }
  return memory ? mf_cmp_operand (c, x, y) : cmp_tree (c, x, y);
}

int
mf_cmp_operand (struct mf_cmp *c, tree x, tree y)
{
  bool mx = mf_memory_ref_p (x), my = mf_memory_ref_p (y);
  MF_CMP (c, mf_cmp_int (mx, my), "memory access vs value");
  /* Both functions have the same options, so the first one decides.  */
  if (mx && (!c->a || opt_for_fn (c->a->node->decl, flag_strict_aliasing)))
    {
      bool rx = tbaa_relevant_p (c, x), ry = tbaa_relevant_p (c, y);
      /* A base passed by address: the shared body's accesses are
	 through a pointer, where alias sets count.  */
      if (c->base_a)
	rx = ry = true;
      MF_CMP (c, mf_cmp_int (rx, ry), "object may be aliased");
      bool px = mf_through_pointer_p (x), py = mf_through_pointer_p (y);
      MF_CMP (c, mf_cmp_int (px, py), "access through a pointer");
      /* Accesses through pointers may differ in alias sets: the merger
	 then drops their type-based alias information (tbaa.c).  */
      if (rx && (!px || strict_tbaa_p (c)))
	MF_CMP (c, cmp_alias_sets (c, x, y), "aliasing");
      /* In lto1 alias sets come from types merged by structure, but GCC's
	 summaries (IPA-CP's jump functions) were made at compile time with
	 each unit's own: a struct bar * and a struct foo * local, one alias
	 set here, were two there (gcc.dg/lto/pr113907).  An escaped
	 automatic variable's type then counts by identity.  Asked of both
	 sides, so that the order stays antisymmetric.  */
      if (c->env && c->env->in_lto)
	{
	  bool ex = escaped_auto_var_p (x), ey = escaped_auto_var_p (y);
	  MF_CMP (c, mf_cmp_int (ex, ey),
		  "escaped local vs other object (lto1)");
	  if (ex)
	    MF_CMP (c,
		    mf_cmp_type_identity (c, TREE_TYPE (get_base_address (x)),
					  TREE_TYPE (get_base_address (y))),
		    "type of escaped local (lto1)");
	}
    }
  return cmp_tree (c, x, y);
}
