/* Rule: parameterised merging follows each function's own options (the
   other direction of params-fn-Os.c): in a unit compiled at -Os, fast_3
   and fast_5 (optimize ("O2")) stay apart, small_3 and small_5 (the
   unit's -Os) share a body.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#define SIZE
#define SPEED __attribute__ ((optimize ("O2")))

#include "params-fn.h"

/* { dg-final { mergefn-params "small_3" "small_3" "1" } } */
/* { dg-final { mergefn-params "small_5" "small_3" "1" } } */
/* { dg-final { mergefn-not-merged "fast_3" } } */
/* { dg-final { mergefn-not-merged "fast_5" } } */
