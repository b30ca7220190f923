/* SPDX-License-Identifier: GPL-3.0-or-later */
/* reason.h: the words of a refusal, shared by every room that refuses
   (reason.c).  */
#ifndef MERGEFN_REASON_H
#define MERGEFN_REASON_H

/* WHAT and DETAIL as one reason ("unsupported operand BIT_FIELD_REF"),
   interned: it lives as long as the compilation, so a refusal may keep
   it without owning it.  */
const char *mf_reason (const char *what, const char *detail);

#endif
