/* SPDX-License-Identifier: GPL-3.0-or-later */
/* symtab-edit.h: the only room that changes the symbol table or GCC's
   summaries (symtab-edit.c).  Each edit is one sequence that must stay
   in step with GCC (as its own ICF does them, ipa-icf.cc): removal
   hooks, body release, alias or wrapper creation, insertion hooks, and
   the life of a parameterised merge's shared body.  Why an edit is made
   is decided elsewhere (merge-*.c, params.c, pass.c).  */
#ifndef MERGEFN_SYMTAB_EDIT_H
#define MERGEFN_SYMTAB_EDIT_H

/* G becomes an alias of S, its body released.  */
void mf_edit_function_alias (cgraph_node *g, cgraph_node *s);
/* S's local alias (S.localalias), which no other definition can replace:
   made when S has none yet; NULL if GCC cannot make one.  */
cgraph_node *mf_edit_local_alias (cgraph_node *s);
/* G becomes a tail call of TARGET (S itself, or its local alias), with
   S's profile merged; never inlined into its callers if NEVER_INLINED.  */
void mf_edit_wrapper (cgraph_node *g, cgraph_node *target, cgraph_node *s,
		      bool never_inlined);
/* G's direct callers (but thunks) call S instead; returns how many.  */
unsigned mf_edit_redirect_callers (cgraph_node *g, cgraph_node *s);
/* G's body goes (its callers were redirected to S).  */
void mf_edit_drop_body (cgraph_node *g, cgraph_node *s);
/* After inlining: the inline clones only G's old body would have
   materialized go with it.  */
void mf_edit_drop_inline_clones (cgraph_node *g);
/* G's wrapper call of SHARED (mf_edit_wrapper) also passes CONSTS.  */
void mf_edit_params_call (cgraph_node *g, cgraph_node *shared,
			  const vec<tree> &consts);
/* Read-only variable G becomes an alias of S.  */
void mf_edit_variable_alias (varpool_node *g, varpool_node *s);

/* The shared body of a parameterised merge (params.c) is a copy of the
   first member's: made (NULL if GCC cannot), discarded whole if it does
   not do, made pure where its added pointer parameters are read (a
   const function may not read through them), and summarized again once
   its statements have changed (never cloned per caller again, with
   NO_CLONES).  */
cgraph_node *mf_edit_copy_body (cgraph_node *first, const char *suffix);
void mf_edit_discard_copy (cgraph_node *copy);
void mf_edit_const_to_pure (cgraph_node *node);
void mf_edit_copy_changed (cgraph_node *copy, bool no_clones);
/* Make NODE's call statements name the callees of its call edges.
   Identical merging redirects edges only (GCC updates the statements
   when it materializes the body); the positions and the copy of a
   shared body are read from the statements, so a stale callee there
   would be copied and called after its body is gone.  */
void mf_edit_update_call_stmts (cgraph_node *node);

/* Across units (share.c): NODE, a local function, becomes NAME, hidden,
   alone in a COMDAT group of that name, so the linker keeps one copy
   of all the units'.  */
void mf_edit_share_by_name (cgraph_node *node, const char *name);
/* The same for VAR, a read-only table: NAME, hidden, weak (so that no
   unit raises its alignment beyond what its key covers).  */
void mf_edit_share_variable_by_name (varpool_node *var, const char *name);
/* Until then: NODE is treated as called from elsewhere (no ipa-cp
   constants or ipa-sra changes of its own body).  */
void mf_edit_keep_for_unknown_callers (cgraph_node *node);
/* Just before final (share-name.c): NODE, shared, takes NAME, its
   final one, for its symbol, its group and its section's suffix.  */
void mf_edit_rename_shared (cgraph_node *node, const char *name);
/* Or keeps its first name, as a weak definition, on whose code its
   callers may rely on nothing (IPA-RA's registers, stack alignment).  */
void mf_edit_share_without_promise (cgraph_node *node);

/* Make NODE's summaries again from its changed body (and leave no
   dominators behind).  */
void mf_summarize_again (cgraph_node *node);
/* GCC's analyses leave dominators behind; a body released later (an
   unreachable node) must not have any.  */
void mf_free_dominators (cgraph_node *node);

#endif
