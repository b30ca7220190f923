/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-plan.h: the plan of parameterised merging (params-plan.c):
   the positions of a body, the classes of one shape and the groups taken
   from them, for params.c to build.  Which positions may take a
   parameter is params-rules.h's; what a group costs, params-cost.h's.  */
#ifndef MERGEFN_PARAMS_PLAN_H
#define MERGEFN_PARAMS_PLAN_H

#include "mergefn/params-group.h"

/* Does parameterised merging run at all, and does NODE take part (as
   asked, or by default when NODE is optimized for size)?  */
bool mf_params_enabled_p (void);
bool mf_params_for_fn_p (cgraph_node *node);

/* Every position of BODY holding a constant a parameter could carry, in
   the order of its canonical walk, and each one's constant
   (params-plan.c).  */
void mf_param_positions (const mf_body *body, vec<mf_operand> *out,
			 vec<tree> *values);
/* Are the members of M methods of classes devirtualization could tell
   apart (their shared body is then made no method)?  */
bool mf_params_classes_differ_p (const vec<param_member> &m);
/* The comparator's environment for the shape order.  */
void mf_params_env (struct mf_compare_env *env, bool strict_tbaa);
/* FNS sorted by shape; each class of two or more, with its members'
   positions, pushed onto CLASSES.  */
void mf_params_classes (vec<mf_function> &fns,
			const struct mf_compare_env *env,
			vec<vec<param_member> > *classes);
/* The next group of LEFT to merge, and its PLAN; false (and why, in the
   dump) when the group taken does not merge.  */
bool mf_params_next_group (vec<param_member> &left,
			   vec<param_member> *group, param_plan *plan);
/* Do M's members disagree in the alias sets of accesses through pointers
   (which the shape order leaves out)?  */
bool mf_params_alias_sets_differ_p (const vec<param_member> &m,
				    const struct mf_compare_env *env);

#endif
