/* SPDX-License-Identifier: GPL-3.0-or-later */
/* merge.h: merging one class of equal symbols (merge.c) and the kinds of merge (merge-fn.c, merge-var.c).  */
#ifndef MERGEFN_MERGE_H
#define MERGEFN_MERGE_H

/* merge.c: merge one class of equal symbols (listed in symtab order)
   through KIND; returns the number merged away.  */
struct mf_merger
{
  /* Merge G into S; *OWNER_TAKEN says an observable address already sits
     at S's (set it when G's lands there).  True if G was merged.  */
  bool (*merge) (symtab_node *g, symtab_node *s, bool *owner_taken,
		 void *data);
};
unsigned mf_merge_class (vec<symtab_node *> &members,
			 const struct mf_merger *kind, void *data);
/* A definition the linker may drop or the LTO resolution replaced.  */
bool mf_discardable_p (symtab_node *node);
/* Both in one comdat group, or both in none.  */
bool mf_same_comdat_group_p (symtab_node *a, symtab_node *b);
/* Why G cannot become an alias of S (wherever their addresses go), or
   NULL.  */
const char *mf_alias_refusal (symtab_node *g, symtab_node *s);
/* Is NODE's definition one that others may replace (weak, or public in
   code for a shared object)?  */
bool mf_interposable_p (symtab_node *node);

/* merge-fn.c, merge-var.c: the kinds.  DATA of the function kinds is a
   struct mf_function_merge.  */
struct mf_function_merge
{
  /* What merged away: each function merged joins it (the pass's run,
     include/run.h, then the late pass's, late.c).  */
  hash_set<mf_symbol_key> *merged_away;
  /* The first pass's only: set when an alias made two addresses equal.  */
  bool *address_changed;
};
extern const struct mf_merger mf_function_merger;
/* After inlining: wrapper or alias only, never redirected callers.  */
extern const struct mf_merger mf_late_function_merger;
/* Why G's body cannot become a call that passes its parameters through
   to TARGET (a wrapper of TARGET, or a parameterised thunk of a copy of
   TARGET's body: params.c), or NULL.  */
const char *mf_forwarding_refusal (cgraph_node *g, cgraph_node *target);
/* Must G, become a wrapper of S (or a thunk of it), stay out of its
   callers?  */
bool mf_never_inlined_p (cgraph_node *g, cgraph_node *s);
/* GCC's size estimate of NODE's body (0 without summaries), as the
   report gives a merged function's.  */
int mf_body_size (cgraph_node *node);
/* DATA of the variable kind: the run's struct mf_points_to
   (points-to.h).  */
extern const struct mf_merger mf_variable_merger;

#endif
