/* SPDX-License-Identifier: GPL-3.0-or-later */
/* this-flow.h: may what the class of a method says about `this' be used
   by GCC's devirtualizer (this-flow.c)?  Asked once per body, when it is
   completed (body.c); the comparator compares the answers as data.  */
#ifndef MERGEFN_THIS_FLOW_H
#define MERGEFN_THIS_FLOW_H

/* Does devirtualization read the type of `this' in NODE, or in what
   `this' is passed to?  Answers depend on NODE's callees: they are kept
   in *FLOW (made on first use) until it is released, each round (merges
   change callees; *FLOW is a part of the pass's run, include/body.h).  */
struct mf_this_flow;
bool mf_this_type_matters_p (cgraph_node *node, struct mf_this_flow **flow);
void mf_this_flow_release (struct mf_this_flow **flow);

#endif
