/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tbaa.h: dropping type-based alias information before a merge that needs it (tbaa.c).  */
#ifndef MERGEFN_TBAA_H
#define MERGEFN_TBAA_H

/* tbaa.c */
void mf_drop_tbaa (cgraph_node *node);

#endif
