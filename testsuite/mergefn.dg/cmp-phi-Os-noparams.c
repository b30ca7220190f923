/* cmp-phi-Os.c with parameterised merging off (params=0): identical
   merging alone keeps both near-duplicate pairs apart at -Os.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fplugin-arg-mergefn-params=0 -fno-inline" } */

#include "cmp-phi.c"

/* { dg-final { mergefn-differ "phi_k" "phi_l" "^constant$" } } */
/* { dg-final { mergefn-differ "phi_a" "phi_b" "^parameter$" } } */
/* { dg-final { mergefn-not-merged "phi_k" } } */
/* { dg-final { mergefn-not-merged "phi_l" } } */
/* { dg-final { mergefn-not-merged "phi_a" } } */
/* { dg-final { mergefn-not-merged "phi_b" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
