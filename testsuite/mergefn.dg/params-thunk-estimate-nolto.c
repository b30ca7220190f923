/* Rule: outside lto1 parameterised merging counts a thunk at its bytes
   even optimizing for speed: the pair of params-thunk-estimate.h, which
   stays apart in lto1 at -O2 (mergefn.lto/params-thunk-estimate-O2.c),
   shares one body here and each still computes with its own constant.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-params -fno-inline" } */

#include "../mergefn.lto/params-thunk-estimate.h"

/* { dg-final { mergefn-params "mix_3" "mix_3" "1" } } */
/* { dg-final { mergefn-params "mix_5" "mix_3" "1" } } */
