/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-cost.h: the price of a group of parameterised merging, in GCC's
   own size and inliner estimates (params-cost.c: the model to measure
   again at each GCC release).  */
#ifndef MERGEFN_PARAMS_COST_H
#define MERGEFN_PARAMS_COST_H

#include "mergefn/params-group.h"

/* How many of the arguments a thunk of M passes, K constants added, go
   on the stack.  */
int mf_params_stack_arguments (const vec<param_member> &m, unsigned k);
/* May M's thunks pass arguments on the stack (and the cost decide)?  */
bool mf_params_stack_arguments_pay_p (const vec<param_member> &m);
/* Why merging M as PLAN says does not pay, or NULL.  */
const char *mf_params_unprofitable (const vec<param_member> &m,
				    const param_plan &plan);
/* Why NODE is left to the inliner rather than shared with parameters,
   or NULL.  */
const char *mf_params_left_to_inliner (cgraph_node *node);

#endif
