/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-rules.c: which positions of a body may take a parameter, and
   which constants there (params-rules.h says why each rule exists).  */
#include "compat.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/params-rules.h"

bool
mf_param_addresses_p (cgraph_node *node)
{
  return mf_explicit_section (node) == NULL;
}

bool
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

/* Why the variable VAR, accessed directly by the memory reference REF,
   must stay a constant rather than be passed by address, or NULL when it
   may be.  Its address must be one the shared body can be given and
   access through as the original did: not a thread-local (each thread
   its own), volatile (kept exactly as written), register or weak
   variable (no address, or perhaps none), nor one in a section of its
   own (placement, as for functions), nor a function's own static (its
   debug information lives in that function), nor an object of unknown
   size or reverse storage order; and the access must be one of the
   variable's own type's (a MEM_REF with another alias type is a pun GCC
   allows only on objects nothing points to).  */
static const char *
mf_param_base_kept (tree ref, tree var)
{
  tree type = TREE_TYPE (var);
  if (DECL_THREAD_LOCAL_P (var))
    return "variable accessed (thread-local: stays a constant)";
  if (TREE_THIS_VOLATILE (var) || TREE_THIS_VOLATILE (ref))
    return "variable accessed (volatile: stays a constant)";
  if (DECL_HARD_REGISTER (var))
    return "variable accessed (register variable: stays a constant)";
  if (DECL_WEAK (var))
    return "variable accessed (weak: stays a constant)";
  if (DECL_SECTION_NAME (var))
    return "variable accessed (in a section of its own: stays a constant)";
  if (DECL_CONTEXT (var) && TREE_CODE (DECL_CONTEXT (var)) == FUNCTION_DECL)
    return "variable accessed (a function's static: stays a constant)";
  if (DECL_HAS_VALUE_EXPR_P (var) || !COMPLETE_TYPE_P (type)
      || TYPE_ADDR_SPACE (type) != ADDR_SPACE_GENERIC
      || (AGGREGATE_TYPE_P (type) && TYPE_REVERSE_STORAGE_ORDER (type)))
    return "variable accessed (its address cannot be passed: stays a "
	   "constant)";
  tree inner = ref;
  while (handled_component_p (inner))
    inner = TREE_OPERAND (inner, 0);
  if (TREE_CODE (inner) == MEM_REF
      && get_alias_set (TREE_TYPE (TREE_TYPE (TREE_OPERAND (inner, 1))))
	 != get_alias_set (type))
    return "variable accessed (through another type: stays a constant)";
  return NULL;
}

/* May the memory access REF at a position of kind MF_POSITION_MEMORY in
   STMT have its base passed by address?  Not an argument of an internal
   function or a builtin (which may expand it in place).  */
static bool
mf_param_memory_p (gimple *stmt, tree ref)
{
  if (is_gimple_call (stmt)
      && (gimple_call_internal_p (stmt)
	  || (gimple_call_fndecl (stmt)
	      && fndecl_built_in_p (gimple_call_fndecl (stmt)))))
    return false;
  tree var = mf_direct_access_base (&ref, NULL);
  return var && !mf_param_base_kept (ref, var);
}

/* Assignments whose operands may be parameters: a constant assigned or
   stored, and arithmetic, logic and comparisons of values.  Others
   (vector permutations, bit-field insertion, exact divisions by an
   element size ...) keep their constants.  */
static bool
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
static bool
mf_param_callee_p (tree fndecl, bool addresses)
{
  if (!addresses)
    return false;
  /* What the indirect call loses of the callee's flags is only what
     optimizers may assume (const, pure ...: the shared body gives such
     a call the virtual operands of any call, params.c), except that a
     noreturn or returns-twice call shapes the control flow around it.  */
  return fndecl && !fndecl_built_in_p (fndecl) && !DECL_STATIC_CHAIN (fndecl)
	 && TREE_PUBLIC (fndecl)
	 && !(flags_from_decl_or_type (fndecl)
	      & (ECF_NORETURN | ECF_RETURNS_TWICE));
}

/* Is CODE one of the C library's functions whose pointer arguments are
   only the data it reads or writes (a buffer, a string, a format, a
   stream), so that passing another address there is an ordinary call?
   Judged by the builtin's function code, not its name: __builtin_memcpy
   is memcpy.  Every other builtin (object sizes, atomics whose folding
   depends on an address's alignment, trampolines, va_*, prefetch ...)
   keeps its arguments constant.  */
static bool
mf_builtin_data_pointers_p (enum built_in_function code)
{
  switch (code)
    {
    case BUILT_IN_MEMCPY: case BUILT_IN_MEMMOVE: case BUILT_IN_MEMSET:
    case BUILT_IN_MEMCMP: case BUILT_IN_MEMCHR: case BUILT_IN_MEMPCPY:
    case BUILT_IN_BCMP: case BUILT_IN_BCOPY: case BUILT_IN_BZERO:
    case BUILT_IN_STRCPY: case BUILT_IN_STRNCPY: case BUILT_IN_STPCPY:
    case BUILT_IN_STPNCPY: case BUILT_IN_STRCAT: case BUILT_IN_STRNCAT:
    case BUILT_IN_STRCMP: case BUILT_IN_STRNCMP: case BUILT_IN_STRCASECMP:
    case BUILT_IN_STRNCASECMP: case BUILT_IN_STRLEN: case BUILT_IN_STRNLEN:
    case BUILT_IN_STRCHR: case BUILT_IN_STRRCHR: case BUILT_IN_INDEX:
    case BUILT_IN_RINDEX: case BUILT_IN_STRSTR: case BUILT_IN_STRPBRK:
    case BUILT_IN_STRSPN: case BUILT_IN_STRCSPN: case BUILT_IN_STRDUP:
    case BUILT_IN_STRNDUP:
    case BUILT_IN_PRINTF: case BUILT_IN_FPRINTF: case BUILT_IN_SPRINTF:
    case BUILT_IN_SNPRINTF: case BUILT_IN_VPRINTF: case BUILT_IN_VFPRINTF:
    case BUILT_IN_VSPRINTF: case BUILT_IN_VSNPRINTF: case BUILT_IN_PUTS:
    case BUILT_IN_FPUTS: case BUILT_IN_FWRITE: case BUILT_IN_PRINTF_UNLOCKED:
    case BUILT_IN_FPRINTF_UNLOCKED: case BUILT_IN_PUTS_UNLOCKED:
    case BUILT_IN_FPUTS_UNLOCKED: case BUILT_IN_FWRITE_UNLOCKED:
    case BUILT_IN_SCANF: case BUILT_IN_FSCANF: case BUILT_IN_SSCANF:
    case BUILT_IN_FREE: case BUILT_IN_REALLOC:
      return true;
    default:
      return false;
    }
}

/* May argument ARG of CALL be a parameter?  Not those of internal
   functions, nor of builtins, except the pointer arguments of the C
   library's functions that mf_builtin_data_pointers_p lists (a format, a
   table): their integer arguments are often sizes that GCC folds (a
   memcpy of 16 bytes becomes two moves), and other builtins may need a
   constant (an alignment, a memory order, an object size type, an address
   whose object size or alignment GCC folds).  */
static bool
mf_param_call_arg_p (gcall *call, tree arg)
{
  if (gimple_call_internal_p (call))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl))
    return true;
  return fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
	 && mf_builtin_data_pointers_p (DECL_FUNCTION_CODE (fndecl))
	 && !INTEGRAL_TYPE_P (TREE_TYPE (arg));
}

bool
mf_param_position_p (const struct mf_operand &op, bool addresses)
{
  switch (op.position)
    {
    case MF_POSITION_ANY:
      return true;
    case MF_POSITION_ASSIGN:
      return mf_param_assign_code_p (gimple_assign_rhs_code (op.stmt));
    case MF_POSITION_CALL_ARG:
      return mf_param_call_arg_p (as_a <gcall *> (op.stmt),
				  mf_operand_tree (op));
    case MF_POSITION_CALLEE:
      return mf_param_callee_p (gimple_call_fndecl (op.stmt), addresses);
    case MF_POSITION_MEMORY:
      return addresses && mf_param_memory_p (op.stmt, mf_operand_tree (op));
    default:
      return false;
    }
}

const char *
mf_param_memory_kept (const struct mf_operand &op, bool addresses)
{
  tree ref = mf_operand_tree (op);
  tree var = mf_direct_access_base (mf_operand_ref (op), NULL);
  if (!var)
    return NULL;
  if (!addresses)
    return "variable accessed (in a section of its own, addresses stay "
	   "constants)";
  return mf_param_base_kept (ref, var);
}

tree
mf_param_value (const struct mf_operand &op)
{
  if (op.position != MF_POSITION_MEMORY)
    return mf_operand_tree (op);
  tree var = mf_direct_access_base (mf_operand_ref (op), NULL);
  return var ? build_fold_addr_expr (var) : NULL_TREE;
}
