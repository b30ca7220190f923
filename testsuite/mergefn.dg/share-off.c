/* Across units is off unless asked for (for now: it costs hot code what
   IPA proves of its callers, doc/across-units.md), and across-units=0
   turns it off: no key, no content name, the helper keeps its own local
   symbol.  The variant with across-units shows the same helper would be
   shared.  */
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

/* { dg-final { scan-mergefn-dump-not "^(keyed|share|unshared) " } } */
/* { dg-final { scan-mergefn-dump-not "^(keyed|share|unshared) " "off" } } */
/* { dg-final { scan-mergefn-dump "^share helper __mf_" "on" } } */
