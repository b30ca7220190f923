/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-data.h: read-only tables shared across units (share-data.c).  */
#ifndef MERGEFN_SHARE_DATA_H
#define MERGEFN_SHARE_DATA_H

#include "mergefn/content-key.h"

/* With the functions (share.c, the first pass): every table that may be
   shared gets its content key; returns how many.  */
unsigned mf_share_key_tables (struct mf_key_table **table,
			      hash_set<mf_symbol_key> *merged_away);
/* With the functions (the late pass): those still defined take the name
   of their key; returns how many.  */
bool mf_share_tables_pending_p (void);
unsigned mf_share_rename_tables (void);

#endif
