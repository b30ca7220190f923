/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-scope.h: which definitions other units compile too
   (share-scope.c).  */
#ifndef MERGEFN_SHARE_SCOPE_H
#define MERGEFN_SHARE_SCOPE_H

/* Why what FILE defines is not what other units compile too (the unit's
   own file, a source file it includes), or NULL (a header).  */
const char *mf_share_file_refusal (const char *file);

#endif
