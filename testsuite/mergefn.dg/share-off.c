/* Across units is on by default without LTO, for a header's inline
   helpers (helper), not for its plain static functions (plain_helper,
   which a header often holds for one unit alone); across-units shares
   both, and across-units=0 turns it off: no key, no content name, each
   helper keeps its own local symbol.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline" } */
/* { dg-mergefn-variant "off" "%flags% -fplugin-arg-mergefn-across-units=0" } */
/* { dg-mergefn-variant "on" "%flags% -fplugin-arg-mergefn-across-units" } */

#include "share-off.h"

int
main (void)
{
  if (helper (1) != 451 || helper (2) != 442)
    __builtin_abort ();
  if (plain_helper (1) != 235 || plain_helper (2) != 242)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^share helper __mf_" } } */
/* { dg-final { scan-mergefn-dump "^unshared plain_helper: not declared inline: by default only a header's inline helpers are shared" } } */
/* { dg-final { scan-mergefn-dump-not "^(keyed|share|unshared) " "off" } } */
/* { dg-final { scan-mergefn-dump "^share helper __mf_" "on" } } */
/* { dg-final { scan-mergefn-dump "^share plain_helper __mf_" "on" } } */
