/* Rule: the other direction of params-thunk-estimate-O2.c: optimizing
   for size, the same pair merges under -flto (each thunk counted at its
   bytes: the inliner does not spend a budget on growth at -Os), and each
   still computes with its own constant.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline -flto" } */

#include "params-thunk-estimate.h"

/* { dg-final { mergefn-params "mix_3" "mix_3" "1" } } */
/* { dg-final { mergefn-params "mix_5" "mix_3" "1" } } */
