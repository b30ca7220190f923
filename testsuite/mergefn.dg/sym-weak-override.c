/* Rule: a weak definition overridden at link time keeps being overridden
   after merging, and the functions it was merged with keep their own
   behaviour (doc/merge-rules.md 4).  Here the overriding object,
   sym-weak-override-aux.c, is compiled without the plugin.
     w_first (weak) + s_second (strong): the strong one survives, the weak
       one becomes a wrapper; the override of w_first must win, also for
       calls from this unit, and s_second keeps its body;
     wa + wb (both weak): wa survives, wb becomes a wrapper of wa's local
       alias; the override of wa (the survivor) must win for wa only, wb
       keeps calling the original body.
   -fexceptions and a callee in another unit keep the weak functions'
   flags equal to the strong one's (see sym-weak-strong.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fexceptions -fno-inline" } */
/* { dg-mergefn-object "sym-weak-override-aux.c" "-O2" } */

#include "sym-weak-override.h"

int
main (void)
{
  int x = in;
  /* The overrides: w_first (x) == -x, wa (x) == -2 * x.  */
  if (w_first (x) != -x || pw (x) != -x || call_w_first (x) != -x + 1)
    __builtin_abort ();
  if (s_second (x) != SUM (x) || ps (x) != SUM (x))
    __builtin_abort ();
  if (pw == ps)
    __builtin_abort ();
  if (wa (x) != -2 * x || call_wa (x) != -2 * x + 2)
    __builtin_abort ();
  if (wb (x) != DBL (x) || call_wb (x) != DBL (x) + 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "w_first" "s_second" "wrapper" } } */
/* { dg-final { mergefn-merged "wb" "wa" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
