/* SPDX-License-Identifier: GPL-3.0-or-later */
/* symtab-edit.h: the only room that changes the symbol table or GCC's
   summaries.  Each edit is one sequence that must stay in step with GCC
   (as its own ICF does them, ipa-icf.cc): removal hooks, body release,
   alias or wrapper creation, insertion hooks.  Why an edit is made is
   decided elsewhere (merge-*.c, params.c).  */
#ifndef MERGEFN_SYMTAB_EDIT_H
#define MERGEFN_SYMTAB_EDIT_H

/* G becomes an alias of S, its body released.  */
void mf_edit_function_alias (cgraph_node *g, cgraph_node *s);
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

/* Make NODE's summaries again from its changed body (and leave no
   dominators behind).  */
void mf_summarize_again (cgraph_node *node);
/* GCC's analyses leave dominators behind; a body released later (an
   unreachable node) must not have any.  */
void mf_free_dominators (cgraph_node *node);

#endif
