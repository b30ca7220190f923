/* points-to.h: points-to sets after variable merges (points-to.c).  */
#ifndef MERGEFN_POINTS_TO_H
#define MERGEFN_POINTS_TO_H

/* points-to.c: after variable merges, make points-to sets agree.  */
void mf_points_to_merged (varpool_node *merged, varpool_node *survivor);
void mf_points_to_fixup (void);

#endif
