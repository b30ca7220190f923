/* Rule: in lto1, optimizing for speed, a parameterised merge must not
   grow GCC's own size estimate, with each thunk at GCC's estimate of it:
   there the inliner grows the whole program up to a share of GCC's
   estimate, so a merge that does not shrink the estimate lends it room
   (re2's libre2.so grew by 758 bytes, doc/rebuild.md).  mix_3 and mix_5
   (22 each) with two thunks of 11 and the calls that pass the constant
   would not be smaller, and stay apart with the reason; compiled without
   -flto they merge (counted in bytes), and at -Os under -flto too
   (params-thunk-estimate-Os.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline -flto" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-params" } */

#include "params-thunk-estimate.h"

/* { dg-final { mergefn-apart "mix_3" "mix_5" "^params: by GCC's estimate, which the inliner's budget follows, the shared body and thunks would not be smaller: \[0-9\]+ >= \[0-9\]+$" } } */
/* { dg-final { mergefn-not-merged "mix_3" } } */
/* { dg-final { mergefn-not-merged "mix_5" } } */
