/* SPDX-License-Identifier: GPL-3.0-or-later */
/* body.h: the canonical view of one function body, built once per round
   and read by the hash and the comparator.

   "Canonical" means: everything that two equal bodies could present in a
   different order (block layout, SSA version numbers, decl identities,
   EH region numbers) is replaced by positions in one fixed walk, so the
   comparator can compare two bodies element by element and the result is
   a lexicographic order: a total order by construction.  */
#ifndef MERGEFN_BODY_H
#define MERGEFN_BODY_H

/* The canonical operand walk (body.c, mf_statement_operands): which
   operands of a statement the order compares one by one, in the order it
   compares them, and as what.  The hash, the comparator and
   parameterised merging's positions all read it, so they cannot
   disagree on an operand.  */
enum mf_operand_role
{
  /* Read, and may be a memory access (its aliasing is compared).  */
  MF_ROLE_OPERAND,
  /* A value (a condition's operand, a PHI argument, a static chain, a
     switch index, a computed goto's target, an indirect callee).  */
  MF_ROLE_VALUE,
  /* Defined or stored by the statement (an SSA name or memory).  */
  MF_ROLE_RESULT,
  /* A direct call's function (gimple operand 1).  */
  MF_ROLE_CALLEE,
  /* A switch case (its CASE_LABEL_EXPR: values and target).  */
  MF_ROLE_CASE,
  /* An asm's output or input (its TREE_LIST: name, constraint, value;
     the value read as a result or as an operand).  */
  MF_ROLE_ASM_OUTPUT,
  MF_ROLE_ASM_INPUT
};

/* Where an operand may hold a constant that parameterised merging passes
   as a parameter, if its policy (params-plan.h) agrees.  */
enum mf_position_kind
{
  MF_POSITION_NONE,
  /* Always (a condition's operand, a returned value, a PHI argument).  */
  MF_POSITION_ANY,
  /* As the assignment's operation allows.  */
  MF_POSITION_ASSIGN,
  /* As the call allows for this argument.  */
  MF_POSITION_CALL_ARG,
  /* A direct callee, which would become indirect.  */
  MF_POSITION_CALLEE,
  /* A memory access (loaded, stored, or passed by value) whose base may
     be a variable accessed directly, which would be accessed through
     its address (mf_direct_access_base).  */
  MF_POSITION_MEMORY
};

/* One operand of the walk: gimple operand SLOT of STMT; for a PHI its
   argument SLOT (its result: MF_PHI_RESULT); for an asm its output or
   input SLOT.  */
struct mf_operand
{
  gimple *stmt;
  unsigned slot;
  enum mf_operand_role role : 8;
  enum mf_position_kind position : 8;
};

#define MF_PHI_RESULT (~0u)

/* Where operand OP lives in its statement.  */
tree *mf_operand_ref (const struct mf_operand &op);

static inline tree
mf_operand_tree (const struct mf_operand &op)
{
  return *mf_operand_ref (op);
}

/* One basic block in canonical position.  */
struct mf_block
{
  basic_block bb;
  /* Outgoing edges in canonical order: true before false, switch edges
     in case order, normal before EH before abnormal.  */
  vec<edge> succs;
  /* Indices into BB->preds sorted by the source block's position: the
     order in which PHI arguments are compared.  */
  vec<unsigned> preds;
};

/* Append the operands of STMT (a statement or a non-virtual PHI of
   block BLK) to OUT, in the walk's order: for a PHI its result, then its
   arguments in BLK's predecessor order; for an assignment its operands,
   then its result; for a call its callee, static chain, arguments, then
   its result; a condition's two operands; a switch's index, then its
   cases; a return's value; a computed goto's target; an asm's outputs,
   then its inputs.  Nothing else of a statement is an operand here
   (labels, EH regions and asm clobbers are compared with the statement).  */
void mf_statement_operands (gimple *stmt, const struct mf_block &blk,
			    vec<mf_operand> *out);

struct mf_body
{
  cgraph_node *node;
  function *fn;
  /* Blocks in DFS preorder from the entry.  */
  vec<mf_block> blocks;
  /* bb->index -> canonical position, or -1.  */
  int *block_pos;
  unsigned n_block_index;
  /* SSA version -> serial number of its first occurrence (from 1).  */
  unsigned *ssa_serial;
  unsigned n_ssa;
  /* PARM_DECLs (1..n), the RESULT_DECL (n+1), then local variables in
     order of first occurrence.  */
  hash_map<tree, unsigned> *decl_serial;
  /* EH region index -> serial of first occurrence (from 1), or 0.  */
  unsigned *eh_serial;
  unsigned n_eh;
  /* Every operand of the walk, block by block (PHIs, then statements),
     each statement's run in mf_statement_operands' order.  Recorded by
     the numbering walk when the body is completed.  */
  vec<mf_operand> operands;
  /* EH regions in serial order (element 0 unused).  */
  vec<eh_region> eh_regions;
  /* Direct call statement -> its cgraph edge, so callees are read from the
     symbol table (which sees redirections) rather than the statement.  */
  hash_map<gimple *, cgraph_edge *> *call_edges;
  /* Interned optimize()/target() option sets: equal ids, equal options.  */
  unsigned opts_id;
  unsigned target_id;
  hashval_t hash;
  unsigned n_stmts;
  /* Does devirtualization read the type of `this' here (this-flow.h)?
     Asked when the body is completed, before any merge of its round.  */
  bool this_type_matters;
};

/* What completing bodies shares within one round, a part of the pass's
   run (include/run.h): the option sets interned so far (ids follow first
   appearance) and this-flow.c's answers (they depend on callees, which
   merges change).  Zeroed to start; mf_body_round_release empties it.  */
struct mf_this_flow;
struct mf_body_round
{
  vec<tree> interned_opts;
  vec<tree> interned_targets;
  struct mf_this_flow *this_flow;
};
void mf_body_round_release (struct mf_body_round *round);

/* Build BODY for NODE.  Returns NULL on success, or why the body cannot
   take part (an unsupported construct); BODY is then released.  */
const char *mf_body_build (struct mf_body *body, cgraph_node *node,
			   struct mf_body_round *round);
/* The same in two steps.  The outline (block order, statement count, the
   statements' refusals) is all the hash needs and costs little; only the
   bodies the hash gives a twin are completed (operands numbered, call
   edges mapped) for the comparator.  Either step may refuse as above.  */
const char *mf_body_outline (struct mf_body *body, cgraph_node *node);
const char *mf_body_complete (struct mf_body *body,
			      struct mf_body_round *round);
void mf_body_release (struct mf_body *body);


/* Position of BB in BODY, -2 for the exit block, -1 if not reached.  */
static inline int
mf_block_pos (const struct mf_body *body, basic_block bb)
{
  if (bb == EXIT_BLOCK_PTR_FOR_FN (body->fn))
    return -2;
  if ((unsigned) bb->index >= body->n_block_index)
    return -1;
  return body->block_pos[bb->index];
}

/* Serial of a local decl (param, result, auto variable), 0 if none.  */
unsigned mf_decl_serial (const struct mf_body *body, tree decl);

/* The EH region a statement belongs to, with its landing pad number in
   *LP (0: none, >0: landing pad, <0: must-not-throw region).  */
eh_region mf_stmt_eh_region (const struct mf_body *body, gimple *stmt,
			     int *lp);

/* Can the comparator order operands of tree code CODE?  (Others refuse
   their function when it is completed; the hash, which runs before
   that, skips them.)  */
bool mf_supported_operand_code_p (enum tree_code code);

/* mf_body_release, and free BODY itself (allocated with XNEW).  */
void mf_body_free (struct mf_body *body);

/* Is ARG a reference to memory (as opposed to a value)?  */
bool mf_memory_ref_p (tree arg);
/* Is the memory reference REF an access through a pointer (not to a
   declared object)?  */
bool mf_through_pointer_p (tree ref);

/* The variable with static storage that the memory reference at *REF
   accesses directly (`v', `v.f', `v[i].g', `MEM[&v + 8]'), or NULL (an
   access through a pointer, to a local, or punned through a
   VIEW_CONVERT_EXPR).  *SLOT, when given, is where the base lives: the
   decl's own slot, or the innermost MEM_REF's address operand.  */
tree mf_direct_access_base (tree *ref, tree **slot);


/* The edge flags that carry meaning (the rest describe layout or are
   analysis results).  */
#define MF_EDGE_FLAGS (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE | EDGE_EH \
		       | EDGE_ABNORMAL | EDGE_ABNORMAL_CALL)

#endif
