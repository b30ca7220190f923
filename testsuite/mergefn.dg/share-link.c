/* Across units, the ways a program is put together: the helpers of
   share-helpers.h compiled into this unit, into a unit linked from a
   static archive, and into a shared library; linked by GNU ld, and by
   gold and lld where installed (the script).  The shared library's
   dynamic symbols are those it has without the plugin (its hidden
   content names stay inside), and every program computes what it does
   without the plugin.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-inline -fplugin-arg-mergefn-across-units" } */
/* { dg-additional-sources "share-basic-aux.c" } */
/* { dg-mergefn-shlib "share-link-lib.c" "%flags%" } */

#include "share-helpers.h"

extern int aux_all (const int *p, int n);
extern int lib_all (const int *p, int n);

int
main (void)
{
  int v[10] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
  int want = 190 + 389 + 6003 + 6031 + 6031;
  if (sum_scaled (v, 10) != 190 || weighted (v, 10) != 389)
    __builtin_abort ();
  if (aux_all (v, 10) != want || lib_all (v, 10) != want)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-script "share-link.sh" } } */
