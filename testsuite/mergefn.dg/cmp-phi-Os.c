/* Level variant of cmp-phi.c (its source is included and the checks are the
   same) at -Os: whatever this level did to the bodies before the pass, the
   near-duplicates stay apart and the control pair merges.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#include "cmp-phi.c"

/* { dg-final { mergefn-differ "phi_k" "phi_l" "^constant$" } } */
/* { dg-final { mergefn-differ "phi_a" "phi_b" "^parameter$" } } */
/* At -Os parameterised merging is on, but phi_k and phi_l, which differ
   only in the constant that starts the accumulator, are too small to pay
   for a shared body (params-Os.c has larger ones that merge).  */
/* { dg-final { mergefn-apart "phi_l" "phi_k" "^params: the body is too small to share: \[0-9\]+ < 16$" } } */
/* { dg-final { mergefn-not-merged "phi_k" } } */
/* { dg-final { mergefn-not-merged "phi_l" } } */
/* { dg-final { mergefn-not-merged "phi_a" } } */
/* { dg-final { mergefn-not-merged "phi_b" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
