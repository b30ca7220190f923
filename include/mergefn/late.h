/* SPDX-License-Identifier: GPL-3.0-or-later */
/* late.h: the late pass, after inlining (late.c).  */
#ifndef MERGEFN_LATE_H
#define MERGEFN_LATE_H

/* late.c: the second pass, after inlining, for classes of functions
   whose dynamic symbols must not change (mf_emitted_if_used_p).  */
void mf_defer_class (const vec<symtab_node *> &members);
/* At the end of the first pass's run: the functions it merged away,
   which late.c now owns.  */
void mf_late_hand_over (hash_set<mf_symbol_key> *merged_away);
opt_pass *mf_make_late_pass (gcc::context *ctxt);

#endif
