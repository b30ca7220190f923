/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params.h: parameterised merging, as the pass sees it (params.c builds,
   params-plan.c plans: include/params-plan.h).  */
#ifndef MERGEFN_PARAMS_H
#define MERGEFN_PARAMS_H

/* Merge the functions FNS (bodies complete) that differ only in
   constants, after identical merging, in the pass's RUN (include/run.h);
   returns the number merged.  */
struct mf_run;
unsigned mf_merge_params (vec<mf_function> &fns, bool strict_tbaa,
			  struct mf_run *run);

#endif
