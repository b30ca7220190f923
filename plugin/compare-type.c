/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare-type.c: order types by representation, and attribute lists.

   Two types compare equal when a value of one behaves exactly like a value
   of the other: same kind of value (integer, pointer, float, ...), mode,
   size, alignment, precision, signedness, and for aggregates the same
   fields at the same offsets.  Names do not matter (int vs an enum with
   the same range; long ** vs char **: a pointer is a pointer).  Aliasing
   is not decided here: memory accesses compare their alias sets
   separately (compare-operand.c).  */
#include "compat.h"
#include "mergefn/compare.h"

int
mf_cmp_unordered (struct mf_cmp *c, const_tree x, const_tree y)
{
  if (x == y)
    return 0;
  if (!x || !y)
    return x ? 1 : -1;
  MF_CMP (c, mf_cmp_int (TREE_CODE (x), TREE_CODE (y)), "tree kind");
  if (DECL_P (x))
    return mf_cmp_int (DECL_UID (x), DECL_UID (y));
  if (TYPE_P (x))
    return mf_cmp_int (TYPE_UID (x), TYPE_UID (y));
  return x < y ? -1 : 1;
}

int
mf_cmp_type_identity (struct mf_cmp *c, tree a, tree b)
{
  if (a == b)
    return 0;
  if (!a || !b)
    return a ? 1 : -1;
  return mf_cmp_unordered (c, TYPE_MAIN_VARIANT (a), TYPE_MAIN_VARIANT (b));
}

/* A value class: which codes hold the same kind of value (types of one
   kind may compare equal).  */
static int
type_kind (const_tree t)
{
  switch (TREE_CODE (t))
    {
    case INTEGER_TYPE: case ENUMERAL_TYPE: return 1;
    case BOOLEAN_TYPE: return 2;
    case POINTER_TYPE: return 3;
    case REFERENCE_TYPE: return 4;
    case OFFSET_TYPE: return 5;
    case REAL_TYPE: return 6;
    case FIXED_POINT_TYPE: return 7;
    case COMPLEX_TYPE: return 8;
    case VECTOR_TYPE: return 9;
    case ARRAY_TYPE: return 10;
    case RECORD_TYPE: return 11;
    case UNION_TYPE: return 12;
    case QUAL_UNION_TYPE: return 13;
    case VOID_TYPE: return 14;
    case FUNCTION_TYPE: return 15;
    case METHOD_TYPE: return 16;
    case NULLPTR_TYPE: return 17;
    default: return 100 + TREE_CODE (t);
    }
}

/* Sizes, offsets and bounds: constants by value; anything variable (VLAs)
   only when it is the same tree.  */
static int
cmp_size (struct mf_cmp *c, tree x, tree y)
{
  if (x == y)
    return 0;
  if (!x || !y)
    return x ? 1 : -1;
  bool cx = TREE_CODE (x) == INTEGER_CST, cy = TREE_CODE (y) == INTEGER_CST;
  if (cx != cy)
    return cx ? -1 : 1;
  if (cx)
    return wi::cmps (wi::to_widest (x), wi::to_widest (y));
  return mf_cmp_unordered (c, x, y);
}

static int
cmp_quals (struct mf_cmp *c, tree a, tree b)
{
#if MF_FAULT != MF_FAULT_VOLATILE	/* Fault: a volatile access's type too.  */
  MF_CMP (c, mf_cmp_int (TYPE_VOLATILE (a), TYPE_VOLATILE (b)),
	  "volatile type");
#endif
  MF_CMP (c, mf_cmp_int (TYPE_ATOMIC (a), TYPE_ATOMIC (b)), "atomic type");
  MF_CMP (c, mf_cmp_int (TYPE_RESTRICT (a), TYPE_RESTRICT (b)),
	  "restrict type");
  return 0;
}

int
mf_cmp_field (struct mf_cmp *c, tree f, tree g)
{
#if MF_FAULT != MF_FAULT_FIELD	/* Fault: a field is its type and size.  */
  MF_CMP (c, cmp_size (c, DECL_FIELD_OFFSET (f), DECL_FIELD_OFFSET (g)),
	  "field offset");
  MF_CMP (c,
	  cmp_size (c, DECL_FIELD_BIT_OFFSET (f), DECL_FIELD_BIT_OFFSET (g)),
	  "field offset");
#endif
  MF_CMP (c, cmp_size (c, DECL_SIZE (f), DECL_SIZE (g)), "field size");
  MF_CMP (c, mf_cmp_int (DECL_BIT_FIELD (f), DECL_BIT_FIELD (g)), "bit-field");
  MF_CMP (c, mf_cmp_int (DECL_NONADDRESSABLE_P (f), DECL_NONADDRESSABLE_P (g)),
	  "field addressability");
  MF_CMP (c,
	  mf_cmp_int (DECL_FIELD_ABI_IGNORED (f), DECL_FIELD_ABI_IGNORED (g)),
	  "field ABI");
  MF_CMP (c, mf_cmp_int (DECL_PADDING_P (f), DECL_PADDING_P (g)), "field ABI");
  return mf_cmp_type (c, TREE_TYPE (f), TREE_TYPE (g));
}

/* A size or offset as cmp_size compares it: constant ones by value.  */
static void
hash_size (inchash::hash &h, tree size)
{
  if (size && TREE_CODE (size) == INTEGER_CST)
    mf_hash_integer (h, size);
  else
    h.add_flag (size != NULL_TREE);
}

/* What mf_cmp_field requires of equal fields (their type is hashed where
   it is compared).  */
void
mf_hash_field (inchash::hash &h, tree field)
{
#if MF_FAULT != MF_FAULT_FIELD	/* The fault's comparator ignores offsets.  */
  hash_size (h, DECL_FIELD_OFFSET (field));
  hash_size (h, DECL_FIELD_BIT_OFFSET (field));
#endif
  hash_size (h, DECL_SIZE (field));
}

static tree
next_field (tree f)
{
  while (f && TREE_CODE (f) != FIELD_DECL)
    f = DECL_CHAIN (f);
  return f;
}

static int
cmp_fields (struct mf_cmp *c, tree a, tree b)
{
  MF_CMP (c, mf_cmp_int (TREE_ADDRESSABLE (a), TREE_ADDRESSABLE (b)),
	  "type passed by reference");
  MF_CMP (c, mf_cmp_int (TYPE_TRANSPARENT_AGGR (a), TYPE_TRANSPARENT_AGGR (b)),
	  "transparent aggregate");
  MF_CMP (c, mf_cmp_int (TYPE_REVERSE_STORAGE_ORDER (a),
		      TYPE_REVERSE_STORAGE_ORDER (b)), "storage order");
  tree f = next_field (TYPE_FIELDS (a)), g = next_field (TYPE_FIELDS (b));
  for (; f && g; f = next_field (DECL_CHAIN (f)), g = next_field (DECL_CHAIN (g)))
    MF_CMP (c, mf_cmp_field (c, f, g), "field");
  return mf_differ (c, mf_cmp_int (f != NULL, g != NULL), "number of fields");
}

static int
cmp_arg_types (struct mf_cmp *c, tree a, tree b)
{
  for (; a && b; a = TREE_CHAIN (a), b = TREE_CHAIN (b))
    MF_CMP (c, mf_cmp_type (c, TREE_VALUE (a), TREE_VALUE (b)),
	    "parameter type");
  return mf_differ (c, mf_cmp_int (a != NULL, b != NULL),
		    "number of parameters");
}

static int
cmp_by_kind (struct mf_cmp *c, tree a, tree b)
{
  switch (type_kind (a))
    {
    case 1: case 2:
      MF_CMP (c, mf_cmp_int (TYPE_PRECISION (a), TYPE_PRECISION (b)),
	      "precision");
#if MF_FAULT == MF_FAULT_SIGN
      /* Fault: int is unsigned (the range only follows the signedness).  */
      return 0;
#endif
      MF_CMP (c, mf_cmp_int (TYPE_UNSIGNED (a), TYPE_UNSIGNED (b)),
	      "signedness");
      MF_CMP (c, cmp_size (c, TYPE_MIN_VALUE (a), TYPE_MIN_VALUE (b)),
	      "type range");
      return mf_differ (c,
			cmp_size (c, TYPE_MAX_VALUE (a), TYPE_MAX_VALUE (b)),
			"type range");
    case 3: case 4:
      MF_CMP (c, mf_cmp_int (TYPE_ADDR_SPACE (TREE_TYPE (a)),
			  TYPE_ADDR_SPACE (TREE_TYPE (b))), "address space");
      return mf_differ (c, mf_cmp_int (TYPE_REF_CAN_ALIAS_ALL (a),
				    TYPE_REF_CAN_ALIAS_ALL (b)), "may_alias");
    case 5:
      MF_CMP (c, mf_cmp_int (TYPE_PRECISION (a), TYPE_PRECISION (b)),
	      "precision");
      return mf_cmp_type_identity (c, TYPE_OFFSET_BASETYPE (a),
				   TYPE_OFFSET_BASETYPE (b));
    case 6:
      return mf_differ (c, mf_cmp_int (TYPE_PRECISION (a), TYPE_PRECISION (b)),
			"precision");
    case 7:
      MF_CMP (c, mf_cmp_int (TYPE_PRECISION (a), TYPE_PRECISION (b)),
	      "precision");
      MF_CMP (c, mf_cmp_int (TYPE_IBIT (a), TYPE_IBIT (b)),
	      "fixed-point format");
      MF_CMP (c, mf_cmp_int (TYPE_FBIT (a), TYPE_FBIT (b)),
	      "fixed-point format");
      MF_CMP (c, mf_cmp_int (TYPE_SATURATING (a), TYPE_SATURATING (b)),
	      "saturation");
      return mf_differ (c, mf_cmp_int (TYPE_UNSIGNED (a), TYPE_UNSIGNED (b)),
			"signedness");
    case 8:
      return mf_cmp_type (c, TREE_TYPE (a), TREE_TYPE (b));
    case 9:
      {
	poly_uint64 na = TYPE_VECTOR_SUBPARTS (a), nb = TYPE_VECTOR_SUBPARTS (b);
	if (!na.is_constant () || !nb.is_constant ())
	  return mf_cmp_unordered (c, a, b);
	MF_CMP (c, mf_cmp_uint (na.to_constant (), nb.to_constant ()),
		"vector length");
	return mf_cmp_type (c, TREE_TYPE (a), TREE_TYPE (b));
      }
    case 10:
      {
	tree da = TYPE_DOMAIN (a), db = TYPE_DOMAIN (b);
	MF_CMP (c, mf_cmp_int (da != NULL, db != NULL), "array bounds");
	if (da)
	  {
	    MF_CMP (c, cmp_size (c, TYPE_MIN_VALUE (da), TYPE_MIN_VALUE (db)),
		    "array bounds");
	    MF_CMP (c, cmp_size (c, TYPE_MAX_VALUE (da), TYPE_MAX_VALUE (db)),
		    "array bounds");
	  }
	MF_CMP (c, mf_cmp_int (TYPE_NONALIASED_COMPONENT (a),
			    TYPE_NONALIASED_COMPONENT (b)), "array aliasing");
	MF_CMP (c,
		mf_cmp_int (TYPE_TYPELESS_STORAGE (a),
			    TYPE_TYPELESS_STORAGE (b)),
		"array aliasing");
	return mf_cmp_type (c, TREE_TYPE (a), TREE_TYPE (b));
      }
    case 11: case 12: case 13:
      return cmp_fields (c, a, b);
    case 14: case 17:
      return 0;
    case 15: case 16:
      MF_CMP (c, mf_cmp_type (c, TREE_TYPE (a), TREE_TYPE (b)), "return type");
      MF_CMP (c, cmp_arg_types (c, TYPE_ARG_TYPES (a), TYPE_ARG_TYPES (b)),
	      "parameter types");
      return mf_differ (c, mf_cmp_attributes (c, TYPE_ATTRIBUTES (a),
					   TYPE_ATTRIBUTES (b)),
			"function type attributes");
    default:
      return mf_cmp_type_identity (c, a, b);
    }
}

int
mf_cmp_type (struct mf_cmp *c, tree a, tree b)
{
  if (a == b)
    return 0;
  if (!a || !b)
    return mf_differ (c, a ? 1 : -1, "type");
  MF_CMP (c, mf_cmp_int (type_kind (a), type_kind (b)), "kind of type");
  MF_CMP (c, cmp_quals (c, a, b), "type qualifiers");
  /* Variants (typedefs) may change the alignment, nothing else here.  */
  MF_CMP (c, mf_cmp_int (TYPE_ALIGN (a), TYPE_ALIGN (b)), "type alignment");
  if (TYPE_MAIN_VARIANT (a) == TYPE_MAIN_VARIANT (b))
    return 0;
  /* Incomplete aggregates have no layout to compare.  */
  if (!COMPLETE_TYPE_P (a) || !COMPLETE_TYPE_P (b))
    {
      MF_CMP (c, mf_cmp_int (COMPLETE_TYPE_P (a), COMPLETE_TYPE_P (b)),
	      "incomplete type");
      if (type_kind (a) >= 10 && type_kind (a) <= 13)
	return mf_differ (c, mf_cmp_type_identity (c, a, b),
			  "incomplete type");
    }
  MF_CMP (c, mf_cmp_int (TYPE_MODE (a), TYPE_MODE (b)), "machine mode");
  MF_CMP (c, cmp_size (c, TYPE_SIZE (a), TYPE_SIZE (b)), "type size");
  return cmp_by_kind (c, a, b);
}

/* An integer constant's value; the common case without widest_int, which
   costs more than the rest of the hash.  */
void
mf_hash_integer (inchash::hash &h, tree cst)
{
  if (tree_fits_shwi_p (cst))
    h.add_hwi (tree_to_shwi (cst));
  else
    h.add_wide_int (wi::to_widest (cst));
}

/* What mf_cmp_type requires of equal types whatever their variants.  */
void
mf_hash_type (inchash::hash &h, tree type)
{
  if (!type)
    {
      h.add_int (0);
      return;
    }
  h.add_int (type_kind (type));
  h.add_int (TYPE_ALIGN (type));
  hash_size (h, TYPE_SIZE (type));
}

/* ------------------------------------------------------------------ */
/* Attribute lists, compared in order, arguments by value.  */

static int
cmp_attribute_arg (struct mf_cmp *c, tree x, tree y)
{
  if (x == y)
    return 0;
  if (!x || !y)
    return x ? 1 : -1;
  MF_CMP (c, mf_cmp_int (TREE_CODE (x), TREE_CODE (y)), "attribute argument");
  switch (TREE_CODE (x))
    {
    case IDENTIFIER_NODE:
      return strcmp (IDENTIFIER_POINTER (x), IDENTIFIER_POINTER (y));
    case STRING_CST:
      MF_CMP (c, mf_cmp_int (TREE_STRING_LENGTH (x), TREE_STRING_LENGTH (y)),
	      "attribute argument");
      return memcmp (TREE_STRING_POINTER (x), TREE_STRING_POINTER (y),
		     TREE_STRING_LENGTH (x));
    case INTEGER_CST:
      return wi::cmps (wi::to_widest (x), wi::to_widest (y));
    case TREE_LIST:
      for (; x && y; x = TREE_CHAIN (x), y = TREE_CHAIN (y))
	{
	  MF_CMP (c, cmp_attribute_arg (c, TREE_PURPOSE (x), TREE_PURPOSE (y)),
		  "attribute argument");
	  MF_CMP (c, cmp_attribute_arg (c, TREE_VALUE (x), TREE_VALUE (y)),
		  "attribute argument");
	}
      return mf_cmp_int (x != NULL, y != NULL);
    default:
      if (TYPE_P (x))
	return mf_cmp_type_identity (c, x, y);
      /* Anything else (an expression): equal only when shared.  */
      return mf_cmp_unordered (c, x, y);
    }
}

/* Attributes that do not change what the code does: where the symbol
   goes and who sees it (the merger decides those: merge-fn.c) and
   diagnostics the front end has already given.  */
static const char *const ignored_attributes[] = {
  "section", "visibility", "used", "externally_visible", "weak",
  "unused", "deprecated", "unavailable", NULL
};

/* A variable's alignment is in its declaration and the merger keeps the
   strictest (merge-var.c); a function's is compared as an attribute,
   since code may rely on the alignment of a function's address.  */
static const char *const ignored_variable_attributes[] = { "aligned", NULL };

static bool
in_list (const char *name, const char *const *names)
{
  for (unsigned i = 0; names && names[i]; i++)
    if (!strcmp (name, names[i]))
      return true;
  return false;
}

static tree
next_attribute (tree a, const char *const *also_ignored)
{
  while (a && (in_list (IDENTIFIER_POINTER (get_attribute_name (a)),
			ignored_attributes)
	       || in_list (IDENTIFIER_POINTER (get_attribute_name (a)),
			   also_ignored)))
    a = TREE_CHAIN (a);
  return a;
}

static int
cmp_attribute_lists (struct mf_cmp *c, tree a, tree b,
		     const char *const *also_ignored)
{
  for (a = next_attribute (a, also_ignored), b = next_attribute (b, also_ignored);
       a && b;
       a = next_attribute (TREE_CHAIN (a), also_ignored),
       b = next_attribute (TREE_CHAIN (b), also_ignored))
    {
      MF_CMP (c, strcmp (IDENTIFIER_POINTER (get_attribute_name (a)),
		      IDENTIFIER_POINTER (get_attribute_name (b))),
	      "attributes");
      MF_CMP (c, cmp_attribute_arg (c, TREE_VALUE (a), TREE_VALUE (b)),
	      "attribute arguments");
    }
  return mf_differ (c, mf_cmp_int (a != NULL, b != NULL), "attributes");
}

int
mf_cmp_attributes (struct mf_cmp *c, tree a, tree b)
{
  return cmp_attribute_lists (c, a, b, NULL);
}

int
mf_cmp_variable_attributes (struct mf_cmp *c, tree a, tree b)
{
  return cmp_attribute_lists (c, a, b, ignored_variable_attributes);
}
