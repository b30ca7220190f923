/* cmp-long-longlong.c at -O1, where GCC does not enable strict aliasing:
   the alias sets are then not compared (nothing would use them), so
   reading through long * and long long * is the same body and rl/rll
   merge here with no "tbaa" line, as do the readers of local arrays
   dl/dll, of parameters pl/pll and the value pair mv/mvv.  The source is included; the checks
   differ from the -O2 test on purpose.  */
/* { dg-do run } */
/* { dg-mergefn-target "lp64" "long and long long have one size only on LP64 targets" } */
/* { dg-options "-O1 -fno-ipa-icf" } */

#include "cmp-long-longlong.c"

/* { dg-final { mergefn-merged "mvv" "mv" "alias" } } */
/* { dg-final { mergefn-merged "rll" "rl" "alias" } } */
/* { dg-final { mergefn-merged "dll" "dl" "alias" } } */
/* { dg-final { mergefn-merged "pll" "pl" "alias" } } */
/* { dg-final { scan-mergefn-dump-not "^tbaa " } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
