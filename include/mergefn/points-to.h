/* SPDX-License-Identifier: GPL-3.0-or-later */
/* points-to.h: points-to sets after variable merges (points-to.c).  */
#ifndef MERGEFN_POINTS_TO_H
#define MERGEFN_POINTS_TO_H

/* points-to.c: after variable merges, make points-to sets agree.  */

/* What the merges of one variable round did, mended at its end: a part
   of the pass's run (include/run.h), zeroed to start.  */
struct mf_pt_pair
{
  unsigned from;
  unsigned to;
};
struct mf_points_to
{
  /* Sets that name FROM must name TO too.  */
  vec<mf_pt_pair> pending;
  /* The functions whose sets may name a merged variable, each once.  */
  vec<cgraph_node *> to_fix;
  /* Keyed by order (mf_symbol_key); the nodes in TO_FIX outlive the
     variable round that fixes them (only variables merge there).  */
  hash_set<mf_symbol_key> *to_fix_set;
};

/* MERGED has become an alias of SURVIVOR: note it in PT.  */
void mf_points_to_merged (struct mf_points_to *pt, varpool_node *merged,
			  varpool_node *survivor);
/* Mend the sets PT noted, and empty it.  */
void mf_points_to_fixup (struct mf_points_to *pt);
void mf_points_to_release (struct mf_points_to *pt);

#endif
