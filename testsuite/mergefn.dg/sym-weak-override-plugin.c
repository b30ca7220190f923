/* Rule: as sym-weak-override.c, but the overriding object is compiled
   with the plugin too (and merges a pair of its own), and it overrides
   the merged weak function wb instead of the survivor wa: the override
   must win for wb only; wa keeps its body, and w_first, not overridden
   here, keeps behaving as its own weak body (now a wrapper of
   s_second).  Function definitions in sym-weak-override.h.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fexceptions -fno-inline" } */
/* { dg-mergefn-object "sym-weak-override-aux.c" "%flags% -DOVERRIDE_WB" } */

#include "sym-weak-override.h"

int
main (void)
{
  int x = in;
  if (wb (x) != -3 * x || call_wb (x) != -3 * x + 3)
    __builtin_abort ();
  if (wa (x) != DBL (x) || call_wa (x) != DBL (x) + 2)
    __builtin_abort ();
  if (w_first (x) != SUM (x) || pw (x) != SUM (x)
      || call_w_first (x) != SUM (x) + 1 || s_second (x) != SUM (x))
    __builtin_abort ();
  if (pw == ps)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "w_first" "s_second" "wrapper" } } */
/* { dg-final { mergefn-merged "wb" "wa" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { mergefn-merged "aux_two" "aux_one" "wrapper" "sym-weak-override-aux.c" } } */
