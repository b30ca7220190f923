/* SPDX-License-Identifier: GPL-3.0-or-later */
/* reason.c: reasons made of two words, for the dump (reason.h).  A room
   of its own so that the rooms that refuse (body, candidates, params...)
   need not reach the report to say why.  */
#include "compat.h"
#include "mergefn/reason.h"

const char *
mf_reason (const char *what, const char *detail)
{
  char *text = concat (what, " ", detail, NULL);
  const char *interned = IDENTIFIER_POINTER (get_identifier (text));
  free (text);
  return interned;
}
