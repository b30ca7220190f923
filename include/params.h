/* params.h: parameterised merging, as the pass sees it (params.c builds,
   params-plan.c plans: include/params-plan.h).  */
#ifndef MERGEFN_PARAMS_H
#define MERGEFN_PARAMS_H

/* Merge the functions FNS (bodies complete) that differ only in
   constants, after identical merging; returns the number merged.  */
unsigned mf_merge_params (vec<mf_function> &fns, bool strict_tbaa);
/* Make NODE's call statements name the callees of its call edges.  */
void mf_params_update_calls (cgraph_node *node);

#endif
