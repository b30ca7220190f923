/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-group.h: the members of a group of parameterised merging and
   its plan, the types its rooms hand each other (params-plan.c plans,
   params-cost.c prices, params.c builds).  No module is behind it.  */
#ifndef MERGEFN_PARAMS_GROUP_H
#define MERGEFN_PARAMS_GROUP_H

struct mf_body;
struct mf_compare_env;

/* A member of a class of one shape, its positions (operands of its
   canonical walk, body.h) and the constant each holds
   (mf_param_value); WHY: why it could not join the first group it was
   tried with, whose first member is WHY_WITH, or NULL.  */
struct param_member
{
  cgraph_node *node;
  const mf_body *body;
  vec<mf_operand> pos;
  vec<tree> val;
  const char *why;
  cgraph_node *why_with;
};

/* A group of members and what merging it takes: PARAM_OF[j], the added
   parameter position j becomes (-1: it stays a constant), and TYPES,
   the added parameters' types.  */
struct param_plan
{
  auto_vec<int> param_of;
  auto_vec<tree> types;
};

#endif
