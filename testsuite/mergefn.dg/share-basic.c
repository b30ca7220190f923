/* Across units without LTO: the same static helpers, from a header, in two
   units compiled one at a time.  Each unit names each helper by its
   content key; the linked program keeps one body per helper, and both
   units' calls reach it and compute what they did.  The script checks the
   objects (one COMDAT group per helper, in .text, not an orphan section;
   no name with two digests) and the program (one body each).  */
/* { dg-do run } */
/* { dg-options "-Os -fno-inline -fplugin-arg-mergefn-across-units" } */
/* { dg-additional-sources "share-basic-aux.c" } */

#include "share-helpers.h"

extern int aux_all (const int *p, int n);

int (*volatile check_aux) (const int *, int) = aux_all;

int
main (void)
{
  int v[10] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
  struct point a = { 12, 30 }, b = { -4, 18 };
  if (sum_scaled (v, 10) != 190)
    __builtin_abort ();
  if (weighted (v, 10) != 389)
    __builtin_abort ();
  if (gcd_steps (12, 18) != 6003)
    __builtin_abort ();
  if (manhattan (&a, &b) != 6031 || manhattan (&b, &a) != 6031)
    __builtin_abort ();
  if (check_aux (v, 10) != 190 + 389 + 6003 + 6031 + 6031)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^keyed sum_scaled __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump "^keyed weighted __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump "^keyed gcd_steps __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump "^keyed manhattan __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump-times "^share (sum_scaled|weighted|gcd_steps|manhattan) __mf_" 4 } } */
/* { dg-final { scan-mergefn-dump-times "^share (sum_scaled|weighted|gcd_steps|manhattan) __mf_" 4 "share-basic-aux.c" } } */
/* { dg-final { scan-mergefn-dump "^unshared main: public" } } */
/* { dg-final { mergefn-script "share-linked.sh" } } */
