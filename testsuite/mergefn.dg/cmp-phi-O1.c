/* Level variant of cmp-phi.c (its source is included and the checks are the
   same) at -O1: whatever this level did to the bodies before the pass, the
   near-duplicates stay apart and the control pair merges.  */
/* { dg-do run } */
/* { dg-options "-O1 -fno-ipa-icf -fno-inline" } */

#include "cmp-phi.c"

/* { dg-final { mergefn-differ "phi_k" "phi_l" "^constant$" } } */
/* { dg-final { mergefn-differ "phi_a" "phi_b" "^parameter$" } } */
/* { dg-final { mergefn-not-merged "phi_k" } } */
/* { dg-final { mergefn-not-merged "phi_l" } } */
/* { dg-final { mergefn-not-merged "phi_a" } } */
/* { dg-final { mergefn-not-merged "phi_b" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
