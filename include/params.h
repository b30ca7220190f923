/* params.h: the positions whose constants parameterised merging may pass
   as parameters (doc/merge-rules.md, "Merging functions that differ only
   in constants").  The comparator's shape order (compare-*.c) ignores the
   constants at exactly these positions, and params.c walks exactly these
   positions to build the shared body: both use these predicates (the
   comparator through the mf_param_slots params.c hands it; it does not
   include this header).

   A position is an operand of a statement, never part of a memory
   reference, a switch case, an asm operand or a builtin's argument: a
   constant there may be one the code needs constant (an alignment, a
   size the optimizer folds, an "i" constraint).  */
#ifndef MERGEFN_PARAMS_H
#define MERGEFN_PARAMS_H

/* params.c: parameterised merging of the functions FNS (bodies
   complete), after identical merging; returns the number merged.  */
bool mf_params_enabled_p (void);
bool mf_params_for_fn_p (cgraph_node *node);
unsigned mf_merge_params (vec<mf_function> &fns, bool strict_tbaa);
void mf_params_update_calls (cgraph_node *node);

/* May addresses (of functions, variables, string literals) be
   parameters of NODE's shared body, and its direct callees become
   indirect?  Not in code the user placed in a section of its own: such
   code may run where only PC-relative references work (the kernel's
   .head.text, before it is mapped where it was linked: a thunk passes an
   absolute address), or may call nothing indirectly (.noinstr.text,
   which objtool checks; a retpoline thunk lies outside it).  There only
   integer and floating constants are passed.  Members of one class are
   placed alike (compare-placement.c), so they agree on this.  */
static inline bool
mf_param_addresses_p (cgraph_node *node)
{
  return mf_explicit_section (node) == NULL;
}

/* A constant that a parameter can carry: an integer or floating
   constant, or, where ADDRESSES (mf_param_addresses_p), the address of a
   global symbol (a function, a variable with static storage, a string
   literal).  */
static inline bool
mf_param_constant_p (tree op, bool addresses)
{
  if (!op)
    return false;
  if (TREE_CODE (op) == INTEGER_CST || TREE_CODE (op) == REAL_CST)
    return true;
  if (!addresses || TREE_CODE (op) != ADDR_EXPR
      || !is_gimple_min_invariant (op))
    return false;
  tree base = get_base_address (TREE_OPERAND (op, 0));
  if (!base)
    return false;
  if (TREE_CODE (base) == FUNCTION_DECL || TREE_CODE (base) == STRING_CST)
    return true;
  return VAR_P (base) && (TREE_STATIC (base) || DECL_EXTERNAL (base))
	 && !DECL_THREAD_LOCAL_P (base);
}

/* Assignments whose operands may be parameters: a constant assigned or
   stored, and arithmetic, logic and comparisons of values.  Others
   (vector permutations, bit-field insertion, exact divisions by an
   element size ...) keep their constants.  */
static inline bool
mf_param_assign_code_p (enum tree_code code)
{
  switch (code)
    {
    case INTEGER_CST: case REAL_CST: case ADDR_EXPR: case SSA_NAME:
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case POINTER_PLUS_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case LSHIFT_EXPR: case RSHIFT_EXPR: case MIN_EXPR: case MAX_EXPR:
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case RDIV_EXPR:
    case LT_EXPR: case LE_EXPR: case GT_EXPR: case GE_EXPR:
    case EQ_EXPR: case NE_EXPR: case COND_EXPR:
      return true;
    default:
      return false;
    }
}

/* A direct callee a parameter can replace (the call becomes indirect):
   not a builtin (some take constant arguments or are expanded inline),
   and not a function local to the unit: GCC inlines those where it can,
   and called through a parameter it could not (nor drop its body; and
   its warnings then came from a body compiled alone: GCC's own
   gcc.dg/Warray-bounds-87.c).  */
static inline bool
mf_param_callee_p (tree fndecl, bool addresses)
{
  if (!addresses)
    return false;
  /* What the indirect call loses of the callee's flags is only what
     optimizers may assume (const, pure ...), except that a noreturn or
     returns-twice call shapes the control flow around it.  */
  return fndecl && !fndecl_built_in_p (fndecl) && !DECL_STATIC_CHAIN (fndecl)
	 && TREE_PUBLIC (fndecl)
	 && !(flags_from_decl_or_type (fndecl)
	      & (ECF_NORETURN | ECF_RETURNS_TWICE));
}

/* May argument ARG of CALL be a parameter?  Not those of internal
   functions, nor of builtins, except the C library's own functions
   (printf, memcpy ...), and of those only the addresses (a format, a
   table): their integer arguments are often sizes that GCC folds (a
   memcpy of 16 bytes becomes two moves).  A builtin named __builtin_...,
   __sync_..., __atomic_... or __*_chk may need a constant (an alignment,
   a memory order, an object size type).  */
static inline bool
mf_param_call_arg_p (gcall *call, tree arg)
{
  if (gimple_call_internal_p (call))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl))
    return true;
  return DECL_BUILT_IN_CLASS (fndecl) == BUILT_IN_NORMAL && DECL_NAME (fndecl)
	 && strncmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "__", 2) != 0
	 && !INTEGRAL_TYPE_P (TREE_TYPE (arg));
}

/* May CALL's direct callee and arguments be parameters at all?  */
static inline bool
mf_param_call_args_p (gcall *call)
{
  return !gimple_call_internal_p (call);
}

#endif
