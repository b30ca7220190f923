/* Level variant of cmp-phi.c (its source is included and the checks are the
   same) at -Os: whatever this level did to the bodies before the pass, the
   near-duplicates stay apart and the control pair merges.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

#include "cmp-phi.c"

/* { dg-final { mergefn-differ "phi_k" "phi_l" "^constant$" } } */
/* { dg-final { mergefn-differ "phi_a" "phi_b" "^parameter$" } } */
/* At -Os parameterised merging is on: phi_k and phi_l, which differ only
   in the constant that starts the accumulator, share one body that takes
   it as a parameter (params-Os.c); main's checks prove each still starts
   at its own.  params=0 keeps them apart (cmp-phi-Os-noparams.c).  */
/* { dg-final { mergefn-params "phi_k" "phi_k" "1" } } */
/* { dg-final { mergefn-params "phi_l" "phi_k" "1" } } */
/* { dg-final { mergefn-not-merged "phi_a" } } */
/* { dg-final { mergefn-not-merged "phi_b" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
