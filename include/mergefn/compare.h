/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare.h: the three-way total order over function bodies and read-only
   variables.  doc/total-order.md explains it top-down.

   Every function here returns <0, 0 or >0 and is a lexicographic
   comparison of a canonical encoding of each side, so each is a total
   order: antisymmetric and transitive.  0 means "behave the same".  The
   comparator knows nothing of merging: what may differ comes from its
   client through mf_compare_env (callee classes, strict TBAA, parameter
   positions), and the first difference goes back through it.  */
#ifndef MERGEFN_COMPARE_H
#define MERGEFN_COMPARE_H

#include "mergefn/fault.h"

struct mf_body;
struct mf_block;
struct mf_operand;

/* The positions whose constants parameterised merging may pass as
   parameters, as its rules say (params-plan.h, params-plan.c): the shape
   order compares the constants there by kind and type alone.
   ADDRESSES_P: may addresses and callees of NODE be parameters at all;
   POSITION_P: may operand OP of the canonical walk (body.h) hold a
   parameter, by the rule of its kind (ADDRESSES as ADDRESSES_P says);
   CONSTANT_P: may the constant X there be one; MEMORY_KEPT: why the
   variable the memory access OP makes directly must stay a constant
   (NULL: it need not, or OP is no such access), for the dump.  */
struct mf_param_slots
{
  bool (*addresses_p) (cgraph_node *node);
  bool (*position_p) (const struct mf_operand &op, bool addresses);
  bool (*constant_p) (tree x, bool addresses);
  const char *(*memory_kept) (const struct mf_operand &op, bool addresses);
};

/* What the comparator is told by its client: the policy, as data.
   CLASS_OF returns the class of a direct callee that is itself a merge
   candidate (two calls to members of one class behave the same), or -1
   when the callee is compared by identity.  STRICT_TBAA: compare the
   alias sets of accesses through pointers, and of the body's own
   address-taken locals, too; without it they are equal whatever their
   alias sets, and the client asks again with it which classes really
   agree (tbaa.c relaxes the others).  Strict throughout in lto1.
   SLOTS: the parameter positions of the shape order (mf_compare_shapes
   needs them; the identical order ignores them).  DIFFERENCE, when not
   NULL, receives why the comparison differed (NULL when equal).
   IN_LTO: the bodies are compared in lto1, where GCC's summaries were
   made with each unit's own types (compare-operand.c).  IPA_PTA: GCC
   runs -fipa-pta after the pass, so whether a symbol escapes is a key
   of its placement (compare-placement.c).  The client reads both from
   GCC; the comparator reads no global of its own.  */
struct mf_compare_env
{
  int (*class_of) (cgraph_node *callee, void *data);
  void *data;
  bool strict_tbaa;
  const struct mf_param_slots *slots;
  const char **difference;
  bool in_lto;
  bool ipa_pta;
};

/* A read-only variable prepared for comparison: its initializer as bytes
   when it has no relocations (BYTES NULL otherwise).  */
struct mf_var_image
{
  varpool_node *node;
  unsigned char *bytes;
  int n_bytes;
  hashval_t hash;
};

/* The comparison context for two bodies (NULL bodies when comparing
   constants outside any function, e.g. variable initializers).  */
struct mf_cmp
{
  const struct mf_body *a;
  const struct mf_body *b;
  const struct mf_compare_env *env;
  /* The shape order: constants at parameter positions (params-plan.h) compare
     by their kind and type alone, and flow information (ranges, points-to)
     not at all (the shared body of a parameterised merge drops it).  */
  bool shape;
  /* The next operand of each body's canonical walk (body.h): the blocks
     are compared in order, so the walks are read in order.  */
  unsigned next_a, next_b;
  /* In the shape order, at a memory access whose base variable may be
     passed by address (params-plan.h), the two bases: they compare by
     type, and the accesses as the shared body makes them, through a
     pointer.  NULL elsewhere.  */
  tree base_a, base_b;
  /* Why the comparison differs: the first difference found, the deepest
     one (a nested comparison records before its caller does), handed to
     the client through the environment's DIFFERENCE (or
     mf_compare_variables' out-argument) when the comparison returns.  */
  const char *difference;
};

/* Record WHY in C for a nonzero R unless a deeper comparison already
   did.  C may be NULL: a client outside the comparator asking for the
   order alone.  */
static inline int
mf_differ (struct mf_cmp *c, int r, const char *why)
{
  if (r && c && !c->difference)
    c->difference = why;
  return r;
}

/* R, a difference at a position that would take a parameter elsewhere,
   said as WHY whatever the deeper comparison said.  */
static inline int
mf_cmp_kept_constant (struct mf_cmp *c, int r, const char *why)
{
  if (r)
    c->difference = why;
  return r;
}

#define MF_CMP(c, expr, why)				\
  do {							\
    int mf_r_ = (expr);					\
    if (mf_r_)						\
      return mf_differ ((c), mf_r_, (why));		\
  } while (0)

static inline int
mf_cmp_int (HOST_WIDE_INT a, HOST_WIDE_INT b)
{
  return a < b ? -1 : a > b;
}

static inline int
mf_cmp_uint (unsigned HOST_WIDE_INT a, unsigned HOST_WIDE_INT b)
{
  return a < b ? -1 : a > b;
}

/* Trees we can only tell equal when they are the same node: equal if
   identical, otherwise ordered by uid.  Never claims two different things
   equal; the order it gives between them only affects the sort, never
   which functions are found equal.  */
int mf_cmp_unordered (struct mf_cmp *c, const_tree x, const_tree y);

/* compare-type.c */
int mf_cmp_type (struct mf_cmp *c, tree a, tree b);
int mf_cmp_attributes (struct mf_cmp *c, tree a, tree b);
int mf_cmp_variable_attributes (struct mf_cmp *c, tree a, tree b);
int mf_cmp_type_identity (struct mf_cmp *c, tree a, tree b);
/* Nonzero when A and B are methods whose classes devirtualization could
   tell apart (compare-fn.c).  */
int mf_cmp_polymorphic_class (struct mf_cmp *c, const struct mf_body *a,
			      const struct mf_body *b);
int mf_cmp_field (struct mf_cmp *c, tree f, tree g);
/* The structural hash (doc/total-order.md): each mf_hash_X mixes what
   its mf_cmp_X requires equal in every round, so that equal bodies hash
   equal under any class assignment.  */
void mf_hash_type (inchash::hash &h, tree type);
void mf_hash_field (inchash::hash &h, tree field);
void mf_hash_integer (inchash::hash &h, tree cst);

/* compare-operand.c */
int mf_cmp_operand (struct mf_cmp *c, tree x, tree y);
int mf_cmp_value (struct mf_cmp *c, tree x, tree y);
int mf_cmp_ssa_def (struct mf_cmp *c, tree x, tree y);
int mf_cmp_flow_info (struct mf_cmp *c, tree x, tree y);
int mf_cmp_symbol (struct mf_cmp *c, tree x, tree y);
int mf_cmp_label (struct mf_cmp *c, tree x, tree y);
int mf_cmp_wide (tree x, tree y);
/* An operand at a parameter position (params-plan.h), compared as an operand
   that may access memory (MEMORY) or as a value; in the shape order two
   parameter constants of one kind and type are equal.  */
int mf_cmp_param_slot (struct mf_cmp *c, tree x, tree y, bool memory);
void mf_hash_operand (inchash::hash &h, tree x);

/* compare-placement.c: where a symbol goes (its explicit section; under
   -fipa-pta, whether it escapes), a key of both orders: equal symbols are
   always placed alike.  */
int mf_cmp_placement (struct mf_cmp *c, symtab_node *a, symtab_node *b);
/* The explicit sections alone.  */
int mf_cmp_section (symtab_node *a, symtab_node *b);
void mf_hash_placement (inchash::hash &h, symtab_node *node);

/* compare-stmt.c */
/* A statement's run of operands in its body's canonical walk.  */
struct mf_operand_run
{
  const struct mf_operand *op;
  unsigned n;
};
/* Statements S and T, whose operands in the walk are OS and OT.  */
int mf_cmp_statement (struct mf_cmp *c, gimple *s, gimple *t,
		      const struct mf_operand_run &os,
		      const struct mf_operand_run &ot);
/* STMT's kind and shape into H, and into DETAIL (when not NULL) the
   operands of its walk that the hash takes; BLK is its block.  */
void mf_hash_statement (inchash::hash &h, inchash::hash *detail, gimple *stmt,
			const struct mf_block &blk);
/* Two PHI nodes, by their operands in the walk.  */
int mf_cmp_phi (struct mf_cmp *c, const struct mf_operand_run &os,
		const struct mf_operand_run &ot);

/* compare-fn.c: bodies A and B (same hash or not).  */
int mf_compare_functions (const struct mf_body *a, const struct mf_body *b,
			  const struct mf_compare_env *env);
/* The same in the shape order (struct mf_cmp, shape): 0 when the bodies
   differ at most in constants at parameter positions.  */
int mf_compare_shapes (const struct mf_body *a, const struct mf_body *b,
		       const struct mf_compare_env *env);
/* The structural hash: equal bodies hash equal.  *SHAPE gets the coarser
   hash of the control flow and statement kinds alone.  It mixes no
   identity (callee, global, type pointer) and runs on outlined bodies
   (body.h), before they are completed.  */
hashval_t mf_hash_body (const struct mf_body *body, hashval_t *shape);
/* That *SHAPE alone, for less: bodies of different shapes differ.  */
hashval_t mf_hash_shape (const struct mf_body *body);

/* compare-var.c */
void mf_var_image_build (struct mf_var_image *img, varpool_node *node);
void mf_var_image_release (struct mf_var_image *img);
/* Of ENV, variables read IN_LTO, IPA_PTA and DIFFERENCE (which, when not
   NULL, receives why they differ, or NULL); their initializers' accesses
   compare as without STRICT_TBAA, and callees by identity.  */
int mf_compare_variables (const struct mf_var_image *a,
			  const struct mf_var_image *b,
			  const struct mf_compare_env *env);

#endif
