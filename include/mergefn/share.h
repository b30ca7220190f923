/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share.h: one body for all units across them, without LTO (share.c).  */
#ifndef MERGEFN_SHARE_H
#define MERGEFN_SHARE_H

/* On for this compilation (across-units, and not under LTO)?  */
bool mf_share_enabled_p (void);
/* At plugin_init: the hook that makes shared bodies opaque to their
   callers once the IPA passes end.  */
void mf_share_init (const char *plugin_name);
/* After this unit's merges (the first pass): every function that may be
   shared gets its content key, and is kept from this unit's
   specializations; returns how many.  */
unsigned mf_share_across_units (hash_set<mf_symbol_key> *merged_away);
/* After inlining (the late pass): those still emitted out of line become
   the bodies named by their keys; returns how many.  */
bool mf_share_pending_p (void);
unsigned mf_share_rename (void);

#endif
