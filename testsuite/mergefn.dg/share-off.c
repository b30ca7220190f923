/* Across units is on by default without LTO, and across-units=0 turns
   it off: no key, no content name, the helper keeps its own local
   symbol.  The variant with across-units says the same as the default.  */
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
  return 0;
}

/* { dg-final { scan-mergefn-dump "^share helper __mf_" } } */
/* { dg-final { scan-mergefn-dump-not "^(keyed|share|unshared) " "off" } } */
/* { dg-final { scan-mergefn-dump "^share helper __mf_" "on" } } */
