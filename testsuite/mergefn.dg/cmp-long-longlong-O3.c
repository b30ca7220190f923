/* Level variant of cmp-long-longlong.c (its source is included and the
   checks are the same) at -O3: whatever this level did to the bodies before
   the pass, the near-duplicates stay apart and the control pair merges.  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-ipa-icf" } */

#include "cmp-long-longlong.c"

/* { dg-final { mergefn-merged "mvv" "mv" "alias" } } */
/* { dg-final { mergefn-differ "rl" "rll" "^alias set of access$" } } */
/* { dg-final { mergefn-not-merged "rl" } } */
/* { dg-final { mergefn-not-merged "rll" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
