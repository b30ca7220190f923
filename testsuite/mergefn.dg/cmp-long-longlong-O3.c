/* Level variant of cmp-long-longlong.c (its source is included and the
   checks are the same) at -O3: whatever this level did to the bodies before
   the pass, the same pairs merge and stay apart.  */
/* { dg-do run } */
/* { dg-mergefn-target "lp64" "long and long long have one size only on LP64 targets" } */
/* { dg-options "-O3 -fno-ipa-icf" } */

#include "cmp-long-longlong.c"

/* { dg-final { mergefn-merged "mvv" "mv" "alias" } } */
/* { dg-final { mergefn-merged "rll" "rl" "alias" } } */
/* { dg-final { scan-mergefn-dump "^tbaa rl: " } } */
/* { dg-final { mergefn-merged "dll" "dl" "alias" } } */
/* { dg-final { mergefn-not-merged "pl" } } */
/* { dg-final { mergefn-not-merged "pll" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
