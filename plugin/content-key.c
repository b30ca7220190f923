/* SPDX-License-Identifier: GPL-3.0-or-later */
/* content-key.c: the content key of a function body.

   Units compiled one at a time each emit their own out-of-line copy of
   the same static helper.  The key names a copy by everything that
   decides what it does, so every unit that gives two bodies one key gives
   them the same behaviour, whatever else it knows.  It is taken on
   GIMPLE, at IPA time, not on RTL before final: callers in every unit
   must call the shared name, and the callers compiled before the body
   would already have named something else.  The price: two bodies equal
   in code but not in source (zstd's target-attribute twins) get two keys.

   The serialization walks the canonical body (body.h): blocks in their
   canonical order, each statement with its operands as the comparator
   sees them.  It is deliberately wider than the comparator, and
   whitelisted: whatever it does not know refuses the key (a function
   without a key is simply not shared).  What it covers:
     the compiler (version, configuration: the target), the key format;
     every global option that can change code (all but warnings,
       diagnostics, dumps, debug info and file names), the function's
       optimization and target options, its section, attributes and
       declaration flags;
     the body: statements, operands, types by layout and by name (their
       names decide strict aliasing), constants by value;
     names: callees and globals by assembler name, with what this unit
       declares of them (weak, visibility, thread-local model);
       unit-local callees and read-only data by their own content, the
       function itself by a token (self-recursion); other cycles refuse.
   Not covered, and why that is sound: what this unit alone knows of the
   program (a callee's body, a global's initializer): every copy behaves
   the same however each was optimized, and whichever copy the linker
   keeps is called only through the name, never with knowledge of its
   insides (share.c makes the shared body opaque to IPA-RA).

   Each write goes to two digests: the key (SHA-256) and an independent
   one (MD5) that the honesty check compares across units.  A fault for
   the fuzzer's self-test leaves a component out of the key only.  */
#include "compat.h"
#include "md5.h"
#include "mergefn/common.h"
#include "mergefn/body.h"
#include "mergefn/content-key.h"
#include "mergefn/digest.h"
#include "mergefn/fault.h"
#include "mergefn/reason.h"

/* What a write belongs to, so that a fault can leave one out.  */
enum component
{
  C_COMPILER,
  C_OPTIONS,
  C_BODY,
  C_NAMES
};

struct writer
{
  struct mf_sha256 key;
  struct md5_ctx digest;
  cgraph_node *node;
  struct mf_body *body;
  struct mf_key_table **table;
  const char *refusal;
};

struct key_entry
{
  struct mf_content_key key;
  const char *refusal;
  bool in_progress;
};

struct mf_key_table
{
  hash_map<tree, key_entry> *functions;
  /* A type's serialization, once: its key and digest parts.  */
  hash_map<tree, struct mf_content_key> *types;
};

static const char *compiler_identity;

static bool
leave_out_p (enum component c)
{
#if MF_FAULT == MF_FAULT_KEY_OPTIONS
  if (c == C_OPTIONS)
    return true;
#elif MF_FAULT == MF_FAULT_KEY_NAMES
  if (c == C_NAMES)
    return true;
#endif
  (void) c;
  return false;
}

static void
put_bytes (struct writer *w, enum component c, const void *p, size_t n)
{
  if (!leave_out_p (c))
    mf_sha256_add (&w->key, p, n);
  md5_process_bytes (p, n, &w->digest);
}

static void
put_u (struct writer *w, enum component c, unsigned HOST_WIDE_INT v)
{
  /* Fixed width, little-endian: the same bytes on every host.  */
  unsigned char b[8];
  for (unsigned i = 0; i < 8; i++)
    b[i] = (unsigned char) (v >> (8 * i));
  put_bytes (w, c, b, 8);
}

static void
put_str (struct writer *w, enum component c, const char *s)
{
  if (!s)
    {
      put_u (w, c, ~(unsigned HOST_WIDE_INT) 0);
      return;
    }
  size_t n = strlen (s);
  put_u (w, c, n);
  put_bytes (w, c, s, n);
}

static bool
refuse (struct writer *w, const char *why)
{
  if (!w->refusal)
    w->refusal = why;
  return false;
}

static void
writer_init (struct writer *w)
{
  memset ((void *) w, 0, sizeof *w);
  mf_sha256_init (&w->key);
  md5_init_ctx (&w->digest);
}

static void
writer_finish (struct writer *w, struct mf_content_key *out)
{
  unsigned char full[32];
  mf_sha256_finish (&w->key, full);
  memcpy (out->key, full, sizeof out->key);
  md5_finish_ctx (&w->digest, out->digest);
}

/* A finished sub-serialization, written into W as its two digests.  */
static void
put_sub (struct writer *w, enum component c, const struct mf_content_key *k)
{
  if (!leave_out_p (c))
    mf_sha256_add (&w->key, k->key, sizeof k->key);
  md5_process_bytes (k->digest, sizeof k->digest, &w->digest);
}

/* ------------------------------------------------------------------ */
/* Options.  */

/* Printed option sets hold a line per option; the debug-info ones
   (var-tracking follows -g) must not split what -g leaves alone.  */
static void
put_printed_options (struct writer *w, char *text)
{
  for (char *line = strtok (text, "\n"); line; line = strtok (NULL, "\n"))
    if (!strstr (line, "var_tracking") && !strstr (line, "debug"))
      put_str (w, C_OPTIONS, line);
}

static bool
put_option_node (struct writer *w, tree node, bool target)
{
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  if (!f)
    return refuse (w, "key: cannot print the option set");
  if (target)
    cl_target_option_print (f, 0, TREE_TARGET_OPTION (node));
  else
    cl_optimization_print (f, 0, TREE_OPTIMIZATION (node));
  fclose (f);
  put_printed_options (w, text);
  free (text);
  return true;
}

/* Global options that cannot change code: warnings, diagnostics, dumps,
   debug info, file and directory names, preprocessing.  Everything else
   counts, including options this list has never heard of.  */
static bool
option_irrelevant_p (unsigned i)
{
  const struct cl_option *o = &cl_options[i];
  if (o->flags & (CL_WARNING | CL_OPTIMIZATION))
    return true;	/* Optimization options: the function's node.  */
  const char *n = o->opt_text + 1;	/* After the '-'.  */
  static const char *const prefixes[] = {
    "g", "d", "o", "aux", "quiet", "version", "I", "D", "U", "M", "i",
    "fdump", "fdiagnostics", "fmessage-length", "frandom-seed", "fplugin",
    "fdebug", "fcompare-debug", "fpreprocessed", "fworking-directory",
    "fopt-info", "fstats", "ftime-report", "fmem-report", "fshow-column",
    "fverbose-asm", "frecord-gcc-switches", "fstack-usage",
    "fcallgraph-info", "fno-ident", "fident", "fcolor", "fmax-errors",
    "ffile-prefix-map", "fmacro-prefix-map", "fcanon-prefix-map",
    "fdeps-", "fsave-optimization-record", "flto", "fchecking",
    "fsyntax-only", "fcf-runtime", "w", "p", "fpch", "fdirectives-only",
    "ftrack-macro-expansion", "fextended-identifiers", "finput-charset",
    "fexec-charset", "fwide-exec-charset", "fpermissive", "fpie-"
  };
  for (size_t k = 0; k < ARRAY_SIZE (prefixes); k++)
    if (startswith (n, prefixes[k]))
      return true;
  return false;
}

static void
put_global_options (struct writer *w)
{
  for (unsigned i = 0; i < cl_options_count; i++)
    {
      if (option_irrelevant_p (i))
	continue;
      struct cl_option_state state;
      if (!get_option_state (&global_options, (int) i, &state))
	continue;
      put_str (w, C_OPTIONS, cl_options[i].opt_text);
      if (state.data)
	put_bytes (w, C_OPTIONS, state.data, state.size);
      else
	put_u (w, C_OPTIONS, (unsigned char) state.ch);
    }
}

/* ------------------------------------------------------------------ */
/* Trees.  */

static bool put_tree (struct writer *w, tree t, bool address);
static bool put_type (struct writer *w, tree t, unsigned depth);

static bool
put_int_cst (struct writer *w, tree t)
{
  wide_int v = wi::to_wide (t);
  put_u (w, C_BODY, v.get_precision ());
  for (unsigned i = 0; i < v.get_len (); i++)
    put_u (w, C_BODY, (unsigned HOST_WIDE_INT) v.elt (i));
  return true;
}

static bool
put_size (struct writer *w, tree size)
{
  if (!size)
    {
      put_u (w, C_BODY, 0);
      return true;
    }
  if (TREE_CODE (size) != INTEGER_CST)
    return refuse (w, "key: a type of variable size");
  put_u (w, C_BODY, 1);
  return put_int_cst (w, size);
}

static void
put_name (struct writer *w, enum component c, tree name)
{
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  put_str (w, c, name && TREE_CODE (name) == IDENTIFIER_NODE
		 ? IDENTIFIER_POINTER (name) : NULL);
}

static bool
put_attributes (struct writer *w, tree attrs)
{
  unsigned n = 0;
  for (tree a = attrs; a; a = TREE_CHAIN (a))
    n++;
  put_u (w, C_BODY, n);
  for (tree a = attrs; a; a = TREE_CHAIN (a))
    {
      put_str (w, C_BODY, IDENTIFIER_POINTER (get_attribute_name (a)));
      for (tree v = TREE_VALUE (a); v; v = TREE_CHAIN (v))
	{
	  tree x = TREE_CODE (v) == TREE_LIST ? TREE_VALUE (v) : v;
	  if (!x)
	    put_u (w, C_BODY, 0);
	  else if (TREE_CODE (x) == IDENTIFIER_NODE)
	    put_str (w, C_BODY, IDENTIFIER_POINTER (x));
	  else if (TREE_CODE (x) == INTEGER_CST)
	    put_int_cst (w, x);
	  else if (TREE_CODE (x) == STRING_CST)
	    put_str (w, C_BODY, TREE_STRING_POINTER (x));
	  else
	    return refuse (w, "key: an attribute argument it cannot read");
	  if (TREE_CODE (v) != TREE_LIST)
	    break;
	}
    }
  return true;
}

/* A record's fields: their names, places, sizes and types.  */
static bool
put_fields (struct writer *w, tree type, unsigned depth)
{
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      put_name (w, C_BODY, DECL_NAME (f));
      if (!put_size (w, bit_position (f)) || !put_size (w, DECL_SIZE (f)))
	return false;
      put_u (w, C_BODY, (DECL_BIT_FIELD (f) << 0)
			| (DECL_NONADDRESSABLE_P (f) << 1)
			| (DECL_PACKED (f) << 2)
			| (TREE_THIS_VOLATILE (f) << 3));
      if (!put_type (w, TREE_TYPE (f), depth + 1))
	return false;
    }
  put_u (w, C_BODY, 0xf1e1d5);
  return true;
}

/* The type's own serialization (uncached).  Pointed-to records are
   named only: the name decides aliasing, and a type that points to
   itself must end.  */
static bool
put_type_fresh (struct writer *w, tree t, unsigned depth)
{
  enum tree_code code = TREE_CODE (t);
  put_u (w, C_BODY, (unsigned) code);
  put_u (w, C_BODY, (unsigned) TYPE_MODE_RAW (t));
  put_u (w, C_BODY, TYPE_ALIGN (t));
  put_u (w, C_BODY, (TYPE_UNSIGNED (t) << 0) | (TYPE_USER_ALIGN (t) << 1)
		    | (TYPE_QUALS (t) << 4));
  /* The main variant's name: a typedef's name is no type of its own
     (nor for aliasing), and which variant a temporary gets differs from
     unit to unit.  */
  put_name (w, C_BODY, TYPE_NAME (TYPE_MAIN_VARIANT (t)));
  if (!put_size (w, TYPE_SIZE (t)) || !put_attributes (w, TYPE_ATTRIBUTES (t)))
    return false;
  switch (code)
    {
    case VOID_TYPE:
      return true;
    case INTEGER_TYPE: case BOOLEAN_TYPE: case ENUMERAL_TYPE:
    case REAL_TYPE:
      put_u (w, C_BODY, TYPE_PRECISION (t));
      if (INTEGRAL_TYPE_P (t) && TYPE_MIN_VALUE (t) && TYPE_MAX_VALUE (t)
	  && TREE_CODE (TYPE_MIN_VALUE (t)) == INTEGER_CST
	  && TREE_CODE (TYPE_MAX_VALUE (t)) == INTEGER_CST)
	{
	  put_int_cst (w, TYPE_MIN_VALUE (t));
	  put_int_cst (w, TYPE_MAX_VALUE (t));
	}
      return true;
    case POINTER_TYPE: case REFERENCE_TYPE:
      {
	put_u (w, C_BODY, (TYPE_REF_CAN_ALIAS_ALL (t) << 0)
			  | (TYPE_ADDR_SPACE (TREE_TYPE (t)) << 1));
	tree to = TREE_TYPE (t);
	if (RECORD_OR_UNION_TYPE_P (to) || depth > 6)
	  {
	    /* Not its size: whether a unit sees the record complete
	       depends on its headers, not on this code.  */
	    put_u (w, C_BODY, (unsigned) TREE_CODE (to));
	    put_u (w, C_BODY, TYPE_QUALS (to));
	    put_name (w, C_BODY, TYPE_NAME (TYPE_MAIN_VARIANT (to)));
	    return true;
	  }
	return put_type (w, to, depth + 1);
      }
    case ARRAY_TYPE:
      {
	put_u (w, C_BODY, (TYPE_STRING_FLAG (t) << 0)
			  | (TYPE_NONALIASED_COMPONENT (t) << 1));
	tree domain = TYPE_DOMAIN (t);
	if (domain)
	  {
	    if (!put_size (w, TYPE_MIN_VALUE (domain))
		|| !put_size (w, TYPE_MAX_VALUE (domain)))
	      return false;
	  }
	else
	  put_u (w, C_BODY, 0xd0);
	return put_type (w, TREE_TYPE (t), depth + 1);
      }
    case RECORD_TYPE: case UNION_TYPE:
      if (depth > 8)
	return refuse (w, "key: records nested too deep");
      put_u (w, C_BODY, (TYPE_TRANSPARENT_AGGR (t) << 0)
			| (TYPE_PACKED (t) << 1)
			| (TYPE_REVERSE_STORAGE_ORDER (t) << 2)
			| (TYPE_CXX_ODR_P (t) << 3));
      return put_fields (w, t, depth);
    case FUNCTION_TYPE:
      {
	if (!put_type (w, TREE_TYPE (t), depth + 1))
	  return false;
	for (tree a = TYPE_ARG_TYPES (t); a; a = TREE_CHAIN (a))
	  if (!put_type (w, TREE_VALUE (a), depth + 1))
	    return false;
	put_u (w, C_BODY, stdarg_p (t) ? 0x5d : prototype_p (t) ? 0x9 : 0x0);
	return true;
      }
    case COMPLEX_TYPE:
      return put_type (w, TREE_TYPE (t), depth + 1);
    default:
      return refuse (w, mf_reason ("key: a type it does not cover",
				   get_tree_code_name (code)));
    }
}

static bool
put_type (struct writer *w, tree t, unsigned depth)
{
  if (!t)
    {
      put_u (w, C_BODY, 0);
      return true;
    }
  struct mf_key_table *table = *w->table;
  if (struct mf_content_key *known = table->types->get (t))
    {
      put_sub (w, C_BODY, known);
      return true;
    }
  struct writer sub;
  writer_init (&sub);
  sub.table = w->table;
  if (!put_type_fresh (&sub, t, depth))
    return refuse (w, sub.refusal);
  struct mf_content_key k;
  writer_finish (&sub, &k);
  /* Cached only at the top: below it, a type was cut at a depth.  */
  if (depth == 0)
    table->types->put (t, k);
  put_sub (w, C_BODY, &k);
  return true;
}

/* A local function's key, made first if need be.  */
static bool
put_local_function (struct writer *w, cgraph_node *callee)
{
  if (callee == w->node)
    {
      put_u (w, C_NAMES, 0x5e1f);
      return true;
    }
  struct mf_content_key k;
  if (const char *why = mf_content_key (w->table, callee, &k))
    return refuse (w, mf_reason ("key: a unit-local callee has none:",
				 startswith (why, "key: ") ? why + 5 : why));
  put_sub (w, C_NAMES, &k);
  return true;
}

/* A symbol with static storage: public ones by name; unit-local ones by
   their content, only where using them is not comparing their address.  */
static bool
put_symbol (struct writer *w, tree decl, bool address)
{
  if (TREE_CODE (decl) == VAR_DECL && DECL_HARD_REGISTER (decl))
    return refuse (w, "key: a global register variable");
  if (TREE_PUBLIC (decl) || DECL_EXTERNAL (decl))
    {
      put_u (w, C_NAMES, 0x91);
      put_str (w, C_NAMES, IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl)));
      put_u (w, C_NAMES, (DECL_WEAK (decl) << 0)
			 | (DECL_VISIBILITY (decl) << 1)
			 | ((VAR_P (decl) && DECL_THREAD_LOCAL_P (decl)
			     ? DECL_TLS_MODEL (decl) : 0) << 4)
			 | ((TREE_CODE (decl) == FUNCTION_DECL) << 8));
      return true;
    }
  /* __func__ and its kin: a string the compiler made for the function,
     as a string literal is (whose address C leaves open), and as a C++
     inline function's is: one for every copy.  */
  bool function_name_string
    = (VAR_P (decl) && DECL_ARTIFICIAL (decl) && TREE_READONLY (decl)
       && DECL_INITIAL (decl) && TREE_CODE (DECL_INITIAL (decl)) == STRING_CST);
  if (address && !function_name_string)
    return refuse (w, "key: the address of a unit-local symbol is used: "
		      "each unit's copy would see its own");
  if (TREE_CODE (decl) == FUNCTION_DECL)
    {
      cgraph_node *callee = cgraph_node::get (decl);
      if (!callee)
	return refuse (w, "key: a unit-local function without a node");
      callee = callee->ultimate_alias_target ();
      return put_local_function (w, callee);
    }
  if (!VAR_P (decl) || !TREE_READONLY (decl) || TREE_THIS_VOLATILE (decl)
      || !DECL_INITIAL (decl) || DECL_INITIAL (decl) == error_mark_node)
    return refuse (w, "key: unit-local writable data: each unit has its own");
  /* Read-only data: by what it holds.  */
  put_u (w, C_NAMES, 0x10ca1);
  put_u (w, C_NAMES, DECL_ALIGN (decl));
  if (!put_type (w, TREE_TYPE (decl), 0))
    return false;
  return put_tree (w, DECL_INITIAL (decl), false);
}

static bool
put_decl (struct writer *w, tree t, bool address)
{
  switch (TREE_CODE (t))
    {
    case PARM_DECL: case RESULT_DECL:
      put_u (w, C_BODY, mf_decl_serial (w->body, t));
      put_u (w, C_BODY, DECL_BY_REFERENCE (t));
      return put_type (w, TREE_TYPE (t), 0);
    case VAR_DECL:
      if (!is_global_var (t))
	{
	  if (DECL_HARD_REGISTER (t))
	    return refuse (w, "key: a register variable");
	  put_u (w, C_BODY, mf_decl_serial (w->body, t));
	  put_u (w, C_BODY, (TREE_ADDRESSABLE (t) << 0)
			    | (TREE_THIS_VOLATILE (t) << 1)
			    | (DECL_NONLOCAL_FRAME (t) << 2));
	  put_u (w, C_BODY, DECL_ALIGN (t));
	  return put_type (w, TREE_TYPE (t), 0);
	}
      return put_symbol (w, t, address);
    case FUNCTION_DECL:
      return put_symbol (w, t, address);
    case CONST_DECL:
      return put_tree (w, DECL_INITIAL (t), false);
    case LABEL_DECL:
      {
	if (FORCED_LABEL (t) || DECL_NONLOCAL (t))
	  return refuse (w, "key: a label whose address is taken");
	basic_block bb = label_to_block (w->body->fn, t);
	put_u (w, C_BODY, bb ? (unsigned HOST_WIDE_INT) mf_block_pos (w->body, bb)
			     : 0xbad);
	return true;
      }
    case FIELD_DECL:
      put_name (w, C_BODY, DECL_NAME (t));
      if (!put_size (w, bit_position (t)) || !put_size (w, DECL_SIZE (t)))
	return false;
      put_u (w, C_BODY, (DECL_BIT_FIELD (t) << 0)
			| (DECL_NONADDRESSABLE_P (t) << 1));
      put_name (w, C_BODY, TYPE_NAME (TYPE_MAIN_VARIANT (DECL_CONTEXT (t))));
      return put_type (w, TREE_TYPE (t), 0);
    default:
      return refuse (w, mf_reason ("key: a declaration it does not cover",
				   get_tree_code_name (TREE_CODE (t))));
    }
}

static bool
put_constant (struct writer *w, tree t)
{
  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
      return put_int_cst (w, t);
    case REAL_CST:
      {
	long words[4] = { 0, 0, 0, 0 };
	real_to_target (words, TREE_REAL_CST_PTR (t), TYPE_MODE (TREE_TYPE (t)));
	for (unsigned i = 0; i < 4; i++)
	  put_u (w, C_BODY, (unsigned HOST_WIDE_INT) words[i]);
	return true;
      }
    case COMPLEX_CST:
      return put_tree (w, TREE_REALPART (t), false)
	     && put_tree (w, TREE_IMAGPART (t), false);
    case STRING_CST:
      put_u (w, C_BODY, TREE_STRING_LENGTH (t));
      put_bytes (w, C_BODY, TREE_STRING_POINTER (t), TREE_STRING_LENGTH (t));
      return true;
    case CONSTRUCTOR:
      {
	put_u (w, C_BODY, (TREE_CLOBBER_P (t) << 0)
			  | (CONSTRUCTOR_NO_CLEARING (t) << 1));
	if (TREE_CLOBBER_P (t))
	  put_u (w, C_BODY, (unsigned) CLOBBER_KIND (t));
	put_u (w, C_BODY, CONSTRUCTOR_NELTS (t));
	unsigned i;
	tree index, value;
	FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (t), i, index, value)
	  if (!put_tree (w, index, false) || !put_tree (w, value, false))
	    return false;
	return true;
      }
    default:
      return refuse (w, mf_reason ("key: a constant it does not cover",
				   get_tree_code_name (TREE_CODE (t))));
    }
}

/* T, an operand or part of one.  ADDRESS: T's address is the value (a
   symbol reached here is compared by address, not only read).  */
static bool
put_tree (struct writer *w, tree t, bool address)
{
  if (w->refusal)
    return false;
  if (!t)
    {
      put_u (w, C_BODY, 0);
      return true;
    }
  enum tree_code code = TREE_CODE (t);
  put_u (w, C_BODY, (unsigned) code + 1);
  if (code == SSA_NAME)
    {
      put_u (w, C_BODY, w->body->ssa_serial[SSA_NAME_VERSION (t)]);
      if (SSA_NAME_IS_DEFAULT_DEF (t) && SSA_NAME_VAR (t))
	{
	  if (!put_tree (w, SSA_NAME_VAR (t), false))
	    return false;
	}
      else
	put_u (w, C_BODY, 0);
      return put_type (w, TREE_TYPE (t), 0);
    }
  if (DECL_P (t))
    return put_decl (w, t, address);
  if (CONSTANT_CLASS_P (t) || code == CONSTRUCTOR)
    return put_type (w, TREE_TYPE (t), 0) && put_constant (w, t);
  switch (code)
    {
    case ADDR_EXPR:
      return put_type (w, TREE_TYPE (t), 0)
	     && put_tree (w, TREE_OPERAND (t, 0), true);
    case MEM_REF:
      {
	/* The base's address is dereferenced here, not kept: a direct
	   access to the symbol.  */
	tree base = TREE_OPERAND (t, 0);
	put_u (w, C_BODY, (TREE_THIS_VOLATILE (t) << 0)
			  | (TREE_THIS_NOTRAP (t) << 1)
			  | (REF_REVERSE_STORAGE_ORDER (t) << 2));
	put_u (w, C_BODY, (MR_DEPENDENCE_CLIQUE (t) << 16)
			  | MR_DEPENDENCE_BASE (t));
	if (!put_type (w, TREE_TYPE (t), 0))
	  return false;
	if (TREE_CODE (base) == ADDR_EXPR)
	  {
	    put_u (w, C_BODY, 0xad);
	    if (!put_tree (w, TREE_OPERAND (base, 0), address))
	      return false;
	  }
	else if (!put_tree (w, base, false))
	  return false;
	/* The offset's type is the access's alias type.  */
	return put_type (w, TREE_TYPE (TREE_OPERAND (t, 1)), 0)
	       && put_int_cst (w, TREE_OPERAND (t, 1));
      }
    case COMPONENT_REF: case ARRAY_REF: case ARRAY_RANGE_REF:
    case REALPART_EXPR: case IMAGPART_EXPR: case BIT_FIELD_REF:
    case VIEW_CONVERT_EXPR:
      {
	put_u (w, C_BODY, (TREE_THIS_VOLATILE (t) << 0)
			  | (TREE_THIS_NOTRAP (t) << 1)
			  | ((code == BIT_FIELD_REF || code == COMPONENT_REF
			      || code == ARRAY_REF)
			     ? REF_REVERSE_STORAGE_ORDER (t) << 2 : 0));
	if (!put_type (w, TREE_TYPE (t), 0))
	  return false;
	/* The object keeps the address context; indices are values.  */
	if (!put_tree (w, TREE_OPERAND (t, 0), address))
	  return false;
	for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	  if (!put_tree (w, TREE_OPERAND (t, i), false))
	    return false;
	return true;
      }
    default:
      break;
    }
  enum tree_code_class cls = TREE_CODE_CLASS (code);
  if (cls != tcc_unary && cls != tcc_binary && cls != tcc_comparison
      && code != COND_EXPR && code != WITH_SIZE_EXPR)
    return refuse (w, mf_reason ("key: an operand it does not cover",
				 get_tree_code_name (code)));
  if (!put_type (w, TREE_TYPE (t), 0))
    return false;
  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    if (!put_tree (w, TREE_OPERAND (t, i), false))
      return false;
  return true;
}

/* ------------------------------------------------------------------ */
/* Statements.  */

static cgraph_node *
edge_callee (struct writer *w, gimple *stmt)
{
  if (cgraph_edge **e = w->body->call_edges->get (stmt))
    return (*e)->callee;
  return NULL;
}

static bool
put_callee (struct writer *w, gimple *stmt, tree fn)
{
  cgraph_node *callee = edge_callee (w, stmt);
  tree decl = callee ? callee->decl : TREE_CODE (fn) == ADDR_EXPR
			 ? TREE_OPERAND (fn, 0) : NULL_TREE;
  if (!decl || TREE_CODE (decl) != FUNCTION_DECL)
    return refuse (w, "key: a direct call it cannot resolve");
  if (fndecl_built_in_p (decl))
    {
      put_u (w, C_NAMES, 0xb1);
      put_u (w, C_NAMES, (unsigned) DECL_BUILT_IN_CLASS (decl));
      put_u (w, C_NAMES, (unsigned) DECL_UNCHECKED_FUNCTION_CODE (decl));
    }
  if (!TREE_PUBLIC (decl) && !DECL_EXTERNAL (decl))
    {
      cgraph_node *local = callee ? callee : cgraph_node::get (decl);
      if (!local)
	return refuse (w, "key: a unit-local callee without a node");
      return put_local_function (w, local->ultimate_alias_target ());
    }
  return put_symbol (w, decl, false);
}

static bool
put_operand (struct writer *w, const struct mf_operand &op)
{
  put_u (w, C_BODY, ((unsigned) op.role << 8) | op.slot);
  tree t = mf_operand_tree (op);
  /* A call's function: direct (a declaration, read from its edge), or a
     value (an indirect call), or none (an internal function).  */
  if (op.role == MF_ROLE_CALLEE && (edge_callee (w, op.stmt)
				    || (t && TREE_CODE (t) == ADDR_EXPR)))
    return put_callee (w, op.stmt, t);
  if (op.role == MF_ROLE_CASE)
    return put_tree (w, CASE_LOW (t), false) && put_tree (w, CASE_HIGH (t), false)
	   && put_tree (w, CASE_LABEL (t), false);
  return put_tree (w, t, false);
}

static bool
put_statement (struct writer *w, gimple *stmt, const struct mf_block &blk)
{
  enum gimple_code code = gimple_code (stmt);
  switch (code)
    {
    case GIMPLE_ASSIGN: case GIMPLE_CALL: case GIMPLE_COND:
    case GIMPLE_SWITCH: case GIMPLE_RETURN: case GIMPLE_LABEL:
    case GIMPLE_PREDICT: case GIMPLE_NOP:
      break;
    case GIMPLE_ASM:
      /* It may record this copy's address in another section (exception
	 tables, alternatives, jump labels): a discarded copy would leave
	 that record dangling.  */
      return refuse (w, "key: inline asm: it may record this copy's address "
			"in another section");
    default:
      return refuse (w, mf_reason ("key: a statement it does not cover",
				   gimple_code_name[code]));
    }
  int lp = 0;
  if (mf_stmt_eh_region (w->body, stmt, &lp) || lp)
    return refuse (w, "key: exception handling regions");
  put_u (w, C_BODY, (unsigned) code);
  /* The raw subcode: the operation and every flag GIMPLE keeps there.  */
  put_u (w, C_BODY, stmt->subcode);
  put_u (w, C_BODY, gimple_num_ops (stmt));
  put_u (w, C_BODY, gimple_has_volatile_ops (stmt));
  if (is_gimple_call (stmt))
    {
      if (gimple_call_internal_p (stmt))
	put_u (w, C_BODY, (unsigned) gimple_call_internal_fn (stmt));
      if (!put_type (w, gimple_call_fntype (stmt), 0))
	return false;
      if (gimple_call_chain (stmt))
	return refuse (w, "key: a call with a static chain");
    }
  if (code == GIMPLE_LABEL)
    return put_tree (w, gimple_label_label (as_a <glabel *> (stmt)), false);
  if (code == GIMPLE_PREDICT)
    {
      put_u (w, C_BODY, (unsigned) gimple_predict_predictor (stmt));
      put_u (w, C_BODY, (unsigned) gimple_predict_outcome (stmt));
      return true;
    }
  auto_vec<mf_operand, 8> ops;
  mf_statement_operands (stmt, blk, &ops);
  put_u (w, C_BODY, ops.length ());
  for (unsigned i = 0; i < ops.length (); i++)
    if (!put_operand (w, ops[i]))
      return false;
  return true;
}

static bool
put_body (struct writer *w)
{
  struct mf_body *body = w->body;
  put_u (w, C_BODY, body->blocks.length ());
  for (unsigned b = 0; b < body->blocks.length (); b++)
    {
      const struct mf_block &blk = body->blocks[b];
      put_u (w, C_BODY, 0xb10c);
      put_u (w, C_BODY, blk.succs.length ());
      for (unsigned i = 0; i < blk.succs.length (); i++)
	{
	  edge e = blk.succs[i];
	  put_u (w, C_BODY, e->flags & (EDGE_FALLTHRU | EDGE_ABNORMAL
					| EDGE_EH | EDGE_TRUE_VALUE
					| EDGE_FALSE_VALUE));
	  put_u (w, C_BODY, (unsigned HOST_WIDE_INT) mf_block_pos (body, e->dest));
	}
      for (gphi_iterator psi = gsi_start_phis (blk.bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	{
	  gphi *phi = psi.phi ();
	  if (virtual_operand_p (gimple_phi_result (phi)))
	    continue;
	  auto_vec<mf_operand, 8> ops;
	  mf_statement_operands (phi, blk, &ops);
	  put_u (w, C_BODY, 0x9f1);
	  for (unsigned i = 0; i < ops.length (); i++)
	    if (!put_operand (w, ops[i]))
	      return false;
	}
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (blk.bb);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	if (!put_statement (w, gsi_stmt (gsi), blk))
	  return false;
    }
  return true;
}

/* The function's declaration: type, attributes, flags, section,
   options.  */
static bool
put_declaration (struct writer *w, cgraph_node *node)
{
  tree decl = node->decl;
  if (!put_type (w, TREE_TYPE (decl), 0)
      || !put_attributes (w, DECL_ATTRIBUTES (decl)))
    return false;
  put_u (w, C_BODY, (DECL_DECLARED_INLINE_P (decl) << 0)
		    | (DECL_IS_MALLOC (decl) << 1)
		    | (TREE_READONLY (decl) << 2)
		    | (DECL_PURE_P (decl) << 3)
		    | (TREE_THIS_VOLATILE (decl) << 4)
		    | (TREE_NOTHROW (decl) << 5)
		    | (DECL_UNINLINABLE (decl) << 6)
		    | (DECL_NO_INSTRUMENT_FUNCTION_ENTRY_EXIT (decl) << 7)
		    | (DECL_NO_LIMIT_STACK (decl) << 8)
		    | (DECL_STATIC_CHAIN (decl) << 9)
		    | (DECL_LOOPING_CONST_OR_PURE_P (decl) << 10));
  put_u (w, C_BODY, DECL_ALIGN (decl));
  put_u (w, C_OPTIONS, 0x5ec);
  put_str (w, C_OPTIONS, node->get_section ());
  tree opts = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl);
  tree target = DECL_FUNCTION_SPECIFIC_TARGET (decl);
  return put_option_node (w, opts ? opts : optimization_default_node, false)
	 && put_option_node (w, target ? target : target_option_default_node,
			     true);
}

static void
table_ensure (struct mf_key_table **table)
{
  if (*table)
    return;
  *table = XCNEW (struct mf_key_table);
  (*table)->functions = new hash_map<tree, key_entry>;
  (*table)->types = new hash_map<tree, struct mf_content_key>;
}

const char *
mf_content_key (struct mf_key_table **table, cgraph_node *node,
		struct mf_content_key *out)
{
  table_ensure (table);
  bool existed;
  key_entry &slot = (*table)->functions->get_or_insert (node->decl, &existed);
  if (existed)
    {
      if (slot.in_progress)
	return "key: in a cycle of unit-local calls";
      if (!slot.refusal)
	*out = slot.key;
      return slot.refusal;
    }
  slot.in_progress = true;
  slot.refusal = NULL;

  const char *why = NULL;
  struct mf_body *body = XCNEW (struct mf_body);
  if (!node->definition || node->alias || node->thunk || !node->has_gimple_body_p ()
      || !gimple_in_ssa_p (DECL_STRUCT_FUNCTION (node->decl)))
    why = "key: no body in SSA form";
  else
    {
      struct mf_body_round round;
      memset ((void *) &round, 0, sizeof round);
      why = mf_body_build (body, node, &round);
      mf_body_round_release (&round);
      if (why)
	why = mf_reason ("key:", why);
    }
  struct mf_content_key key;
  if (!why)
    {
      struct writer w;
      writer_init (&w);
      w.node = node;
      w.body = body;
      w.table = table;
      put_str (&w, C_COMPILER, compiler_identity);
      put_u (&w, C_COMPILER, MF_KEY_FORMAT);
      put_global_options (&w);
      if (put_declaration (&w, node))
	put_body (&w);
      why = w.refusal;
      writer_finish (&w, &key);
      mf_body_release (body);
    }
  XDELETE (body);
  /* The slot may have moved while callees were keyed.  */
  key_entry *entry = (*table)->functions->get (node->decl);
  entry->in_progress = false;
  entry->refusal = why;
  if (!why)
    {
      entry->key = key;
      *out = key;
    }
  return why;
}

/* A read-only variable's key: what its bytes and its place are made of.
   Global options too, as for a function: the same initializer is other
   bytes under another byte order or ABI (-mbig-endian, -fpack-struct are
   in the layout, but not every such option is).  A tag keeps a
   variable's key apart from any function's.  */
const char *
mf_variable_content_key (struct mf_key_table **table, varpool_node *var,
			 struct mf_content_key *out)
{
  table_ensure (table);
  tree decl = var->decl;
  tree init = var->get_constructor ();
  if (!init || init == error_mark_node)
    return "key: no initializer to read";
  struct writer w;
  writer_init (&w);
  w.table = table;
  put_str (&w, C_COMPILER, compiler_identity);
  put_u (&w, C_COMPILER, MF_KEY_FORMAT);
  put_u (&w, C_BODY, 0xda7a);
  put_global_options (&w);
  put_u (&w, C_OPTIONS, 0x5ec);
  put_str (&w, C_OPTIONS, var->get_section ());
  if (put_type (&w, TREE_TYPE (decl), 0)
      && put_attributes (&w, DECL_ATTRIBUTES (decl)))
    {
      put_u (&w, C_BODY, DECL_ALIGN (decl));
      put_u (&w, C_BODY, (DECL_USER_ALIGN (decl) << 0)
			 | (TREE_READONLY (decl) << 1)
			 | (DECL_COMMON (decl) << 2));
      put_tree (&w, init, false);
    }
  writer_finish (&w, out);
  return w.refusal;
}

void
mf_key_table_release (struct mf_key_table **table)
{
  if (!*table)
    return;
  delete (*table)->functions;
  delete (*table)->types;
  XDELETE (*table);
  *table = NULL;
}

static void
to_hex (const unsigned char *bytes, unsigned n, char *out)
{
  static const char digits[] = "0123456789abcdef";
  for (unsigned i = 0; i < n; i++)
    {
      out[2 * i] = digits[bytes[i] >> 4];
      out[2 * i + 1] = digits[bytes[i] & 15];
    }
  out[2 * n] = 0;
}

void
mf_key_name (const struct mf_content_key *key, char name[MF_KEY_NAME_SIZE])
{
  memcpy (name, "__mf_", 5);
  to_hex (key->key, sizeof key->key, name + 5);
}

void
mf_key_extend (struct mf_content_key *key, const void *data, size_t n)
{
  struct writer w;
  writer_init (&w);
  put_sub (&w, C_BODY, key);
  put_u (&w, C_BODY, n);
  put_bytes (&w, C_BODY, data, n);
  writer_finish (&w, key);
}

char *
mf_key_record (const struct mf_content_key *key)
{
  char name[MF_KEY_NAME_SIZE];
  char digest[2 * sizeof key->digest + 1];
  mf_key_name (key, name);
  to_hex (key->digest, sizeof key->digest, digest);
  return xasprintf ("mergefn-key %d %s %s", MF_KEY_FORMAT, name, digest);
}

void
mf_key_set_compiler (const struct plugin_gcc_version *version)
{
  compiler_identity = xasprintf ("%s %s %s %s | %s", version->basever,
				 version->datestamp, version->devphase,
				 version->revision,
				 version->configuration_arguments);
}
