/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-rules.h: the positions whose constants parameterised merging may pass
   as parameters (doc/merge-rules.md, "Merging functions that differ only
   in constants").  The comparator's shape order (compare-*.c) ignores the
   constants at exactly these positions, and params-plan.c walks exactly
   these positions for params.c to build the shared body: both use these
   rules (params-rules.c; the comparator through the mf_param_slots
   params-plan.c hands it: it does not include this header).

   A position is an operand of a statement, never part of a memory
   reference, a switch case, an asm operand or a builtin's argument: a
   constant there may be one the code needs constant (an alignment, a
   size the optimizer folds, an "i" constraint).  */
#ifndef MERGEFN_PARAMS_RULES_H
#define MERGEFN_PARAMS_RULES_H

/* May addresses (of functions, variables, string literals) be
   parameters of NODE's shared body, and its direct callees become
   indirect?  Not in code the user placed in a section of its own: such
   code may run where only PC-relative references work (the kernel's
   .head.text, before it is mapped where it was linked: a thunk passes an
   absolute address), or may call nothing indirectly (.noinstr.text,
   which objtool checks; a retpoline thunk lies outside it).  There only
   integer and floating constants are passed.  Members of one class are
   placed alike (compare-placement.c), so they agree on this.  */
bool mf_param_addresses_p (cgraph_node *node);

/* A constant that a parameter can carry: an integer or floating
   constant, or, where ADDRESSES (mf_param_addresses_p), the address of a
   global symbol (a function, a variable with static storage, a string
   literal).  */
bool mf_param_constant_p (tree op, bool addresses);

/* May operand OP of the canonical walk (body.h) hold a parameter, by the
   rule of its kind (whatever it holds: mf_param_constant_p says which
   constants)?  */
bool mf_param_position_p (const struct mf_operand &op, bool addresses);

/* Why the variable that the memory access OP (of kind
   MF_POSITION_MEMORY) makes directly must stay a constant, or NULL.  */
const char * mf_param_memory_kept (const struct mf_operand &op, bool addresses);

/* The constant operand OP (a position) holds: at a memory access, the
   address of the variable it accesses; elsewhere the operand.  */
tree mf_param_value (const struct mf_operand &op);

#endif
