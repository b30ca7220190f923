/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-abi.c: what the callers of a shared body learn from this unit's
   copy.  A caller compiled after its callee, when the callee binds to
   this unit's definition, relies on the callee's compiled code: the
   registers it changes (-fipa-ra: values stay in call-clobbered
   registers across the call) and the stack alignment it needs
   (-fipa-stack-alignment).  A content-named body is one copy among
   every unit's, and the linker keeps any one; each unit compiled its
   copy with its own callees in view, so the copies may differ there.
   Its name therefore covers what this copy tells its callers
   (share-name.c), read from the final RTL just before final, by the rule
   GCC itself records it with after final; once final is done, the code
   it emitted is checked to be within that promise, and GCC's record is
   made to say exactly it, so every unit's callers assume the same.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/share-abi.h"

static bool
self_call_p (const rtx_insn *insn)
{
  return get_call_fndecl (insn) == current_function_decl
	 && decl_binds_to_current_def_p (current_function_decl);
}

/* The registers the current function's insns may change, as GCC's
   -fipa-ra counts them: fixed ones always, and every callee's clobbers
   but its own.  */
static void
clobbered_registers (HARD_REG_SET *out)
{
  HARD_REG_SET set = fixed_reg_set;
#ifdef STACK_REGS
  /* Not tracked precisely by GCC: always counted.  */
  for (int r = FIRST_STACK_REG; r <= LAST_STACK_REG; r++)
    SET_HARD_REG_BIT (set, r);
#endif
  for (rtx_insn *insn = get_insns (); insn; insn = next_insn (insn))
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      if (CALL_P (insn) && !self_call_p (insn))
	set |= insn_callee_abi (insn).full_and_partial_reg_clobbers ();
      HARD_REG_SET changed;
      find_all_hard_reg_sets (insn, &changed, false);
      set |= changed;
    }
  *out = set;
}

void
mf_callee_abi_of_current (struct mf_callee_abi *out)
{
  tree decl = current_function_decl;
  memset (out, 0, sizeof *out);
  /* When final records them (final.cc): callers use them only then.  */
  out->known = flag_ipa_ra && targetm.call_fusage_contains_non_callee_clobbers
	       && !lookup_attribute ("noipa", DECL_ATTRIBUTES (decl))
	       && !lookup_attribute ("naked", DECL_ATTRIBUTES (decl));
  if (out->known)
    {
      HARD_REG_SET abi_clobbers = crtl->abi->full_and_partial_reg_clobbers ();
      clobbered_registers (&out->clobbers);
      if (hard_reg_set_subset_p (abi_clobbers, out->clobbers))
	{
	  /* Everything the ABI allows: nothing is recorded.  */
	  out->known = false;
	  CLEAR_HARD_REG_SET (out->clobbers);
	}
      else
	out->clobbers &= abi_clobbers;
    }
  if (flag_ipa_stack_alignment && decl_binds_to_current_def_p (decl))
    out->stack_boundary = MAX (crtl->preferred_stack_boundary,
			       crtl->stack_alignment_needed);
}

static void
append (vec<char> *text, const char *s)
{
  while (*s)
    text->safe_push (*s++);
}

void
mf_callee_abi_text (const struct mf_callee_abi *abi, vec<char> *text)
{
  char buf[32];
  append (text, "callee-abi clobbers");
  if (!abi->known)
    append (text, " base");
  else
    for (unsigned r = 0; r < FIRST_PSEUDO_REGISTER; r++)
      if (TEST_HARD_REG_BIT (abi->clobbers, r))
	{
	  snprintf (buf, sizeof buf, " %u", r);
	  append (text, buf);
	}
  snprintf (buf, sizeof buf, "; stack %u;", abi->stack_boundary);
  append (text, buf);
}

const char *
mf_callee_abi_keep (const struct mf_callee_abi *promised)
{
  struct mf_callee_abi emitted;
  mf_callee_abi_of_current (&emitted);
  if (promised->known
      && (!emitted.known
	  || !hard_reg_set_subset_p (emitted.clobbers, promised->clobbers)))
    return "final changed registers its name does not cover";
  if (promised->stack_boundary
      && emitted.stack_boundary > promised->stack_boundary)
    return "final needs a stack alignment its name does not cover";
  cgraph_node *node = cgraph_node::get (current_function_decl);
  cgraph_rtl_info *record = node ? node->rtl : NULL;
  if (!record)
    {
      if (!promised->known && !promised->stack_boundary)
	return NULL;
      record = cgraph_node::rtl_info (current_function_decl);
    }
  if (promised->known)
    record->function_used_regs = promised->clobbers;
  else
    SET_HARD_REG_SET (record->function_used_regs);
  record->preferred_incoming_stack_boundary = promised->stack_boundary;
  return NULL;
}
