/* SPDX-License-Identifier: GPL-3.0-or-later */
/* candidates.h: which symbols may take part and why not, and what a
   symbol really is (resolution through aliases, its explicit section):
   facts of the symbol table alone, read by the comparator and the
   mergers alike.  */
#ifndef MERGEFN_CANDIDATES_H
#define MERGEFN_CANDIDATES_H

#include "mergefn/common.h"

/* What a reference to NODE really reaches: through an alias only when
   neither the alias nor its final target can be replaced at link or load
   time.  */
symtab_node *mf_resolve_symbol (symtab_node *node);
/* The same for a direct call's CALLEE; NULL if that is no function.  */
cgraph_node *mf_resolve_callee (cgraph_node *callee);
/* The section the user chose for NODE, or NULL (none, or one GCC chose
   itself: -ffunction-sections).  */
const char *mf_explicit_section (symtab_node *node);

/* candidates.c: NULL when NODE may take part, else why not.  Nodes that
   are not definitions of their own (aliases, thunks, clones, external)
   are skipped without a reason: see mf_own_function_p.  */
bool mf_own_function_p (cgraph_node *node);
const char *mf_function_refusal (cgraph_node *node);
bool mf_variable_considered_p (varpool_node *node);
const char *mf_variable_refusal (varpool_node *node);
/* Is NODE in MERGED_AWAY (which may be NULL)?  (Wrappers keep a body but
   must not take part again.)  */
bool mf_merged_away_p (hash_set<mf_symbol_key> *merged_away,
		       symtab_node *node);
/* The functions (variables) that may take part in a round, in the
   symbol table's order: their own definitions (mf_own_function_p;
   mf_variable_considered_p), none of MERGED_AWAY.  Whether each really
   takes part is the caller's to ask (its refusals).  */
cgraph_node *mf_next_function (cgraph_node *node,
			       hash_set<mf_symbol_key> *merged_away);
varpool_node *mf_next_variable (varpool_node *node,
				hash_set<mf_symbol_key> *merged_away);
#define FOR_EACH_MF_FUNCTION(node, merged_away)			\
  for ((node) = mf_next_function (NULL, (merged_away)); (node);	\
       (node) = mf_next_function ((node), (merged_away)))
#define FOR_EACH_MF_VARIABLE(node, merged_away)			\
  for ((node) = mf_next_variable (NULL, (merged_away)); (node);	\
       (node) = mf_next_variable ((node), (merged_away)))
/* Code for a shared object (-fPIC, not -fPIE; -shared under -flto)?  */
bool mf_shared_object_p (void);
/* A symbol a shared object built from this code may export?  */
bool mf_dynamic_symbol_p (symtab_node *node);
/* Emitted only if some use of it survives (comdat, static)?  */
bool mf_emitted_if_used_p (symtab_node *node);

/* What a merge may make of a function, as far as its attributes say
   (doc/merge-rules.md, "Attributes"):
     MF_AS_WRAPPER  its body replaced by a call to an equal function;
     MF_AS_CALLEE   called by such a wrapper or parameterised thunk;
     MF_AS_ALIAS    sharing its address with an equal function;
     MF_AS_REDIRECT its direct callers made to call an equal function
                    (or such callers gained).
   mf_role_refusal says why not, or NULL.  */
enum mf_role { MF_AS_WRAPPER, MF_AS_CALLEE, MF_AS_ALIAS, MF_AS_REDIRECT };
const char *mf_role_refusal (cgraph_node *node, enum mf_role role);
/* Must calls to NODE reach its own entry (a patchable area, -pg's
   profiling call)?  Then calls to it are never compared by class.  */
bool mf_own_entry_p (cgraph_node *node);

#endif
