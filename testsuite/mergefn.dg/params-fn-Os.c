/* Rule: parameterised merging is on by default for functions optimized
   for size, judged by each function's own options, not the command
   line's.  In a unit compiled at -O2, small_3 and small_5 (optimize
   ("Os")) differ only in a constant and share a body; fast_3 and fast_5
   (the unit's -O2) stay apart, as params-O2.c has it.
   params-fn-O2.c is the other direction (-Os, optimize ("O2")).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

#define SIZE __attribute__ ((optimize ("Os")))
#define SPEED

#include "params-fn.h"

/* { dg-final { mergefn-params "small_3" "small_3" "1" } } */
/* { dg-final { mergefn-params "small_5" "small_3" "1" } } */
/* { dg-final { mergefn-not-merged "fast_3" } } */
/* { dg-final { mergefn-not-merged "fast_5" } } */
