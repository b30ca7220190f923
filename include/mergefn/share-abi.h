/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-abi.h: what the callers of a shared body learn from the copy this
   unit compiled (share-abi.c).  */
#ifndef MERGEFN_SHARE_ABI_H
#define MERGEFN_SHARE_ABI_H

/* What GCC lets a caller compiled after its callee rely on: the
   registers the callee's code really changes (-fipa-ra) and the stack
   alignment it really needs (-fipa-stack-alignment).  KNOWN false: the
   callers assume the base ABI's clobbers.  STACK_BOUNDARY 0: the usual
   alignment.  */
struct mf_callee_abi
{
  bool known;
  HARD_REG_SET clobbers;
  unsigned stack_boundary;
};

/* What the current function's RTL, as it stands, tells its callers
   (read just before final).  */
void mf_callee_abi_of_current (struct mf_callee_abi *out);
/* Its serialization, for a name that covers it: appended to *TEXT.  */
void mf_callee_abi_text (const struct mf_callee_abi *abi, vec<char> *text);
/* After final: NULL if the code final emitted is within PROMISED, and
   GCC's record for the callers then says exactly PROMISED; else why
   not.  */
const char *mf_callee_abi_keep (const struct mf_callee_abi *promised);

#endif
