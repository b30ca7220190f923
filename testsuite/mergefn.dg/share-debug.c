/* Across units, -g changes no content key: a unit compiled with -g and
   one without name their helpers alike (the script compares the keyed
   lines of both dumps), so objects built with and without debug info
   share their bodies too.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -fplugin-arg-mergefn-across-units" } */
/* { dg-mergefn-variant "with-g" "%flags% -g" } */

#include "share-helpers.h"

int
main (void)
{
  int v[4] = { 4, 3, 2, 1 };
  struct point a = { 1, 2 }, b = { 3, 5 };
  if (sum_scaled (v, 4) != 34 || weighted (v, 4) != 58)
    __builtin_abort ();
  if (manhattan (&a, &b) != 1007)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^keyed sum_scaled __mf_" } } */
/* { dg-final { scan-mergefn-dump "^keyed sum_scaled __mf_" "with-g" } } */
/* { dg-final { mergefn-script "share-same-keys.sh" } } */
