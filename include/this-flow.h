/* this-flow.h: may what the class of a method says about `this' be used
   by GCC's devirtualizer (this-flow.c)?  Asked once per body, when it is
   completed (body.c); the comparator compares the answers as data.  */
#ifndef MERGEFN_THIS_FLOW_H
#define MERGEFN_THIS_FLOW_H

/* Does devirtualization read the type of `this' in NODE, or in what
   `this' is passed to?  Answers depend on NODE's callees: they are cached
   until the reset (each round: merges change callees).  */
bool mf_this_type_matters_p (cgraph_node *node);
void mf_this_flow_reset (void);

#endif
