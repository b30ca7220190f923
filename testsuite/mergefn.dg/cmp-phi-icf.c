/* Level variant of cmp-phi.c (its source is included and the checks are the
   same) at plain -O2, with GCC's own ICF on: mergefn runs before ICF, so
   its decisions are all in its dump; the near-duplicates stay apart, the
   control pair merges, and the program still computes the right results
   after ICF.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline" } */

#include "cmp-phi.c"

/* { dg-final { mergefn-differ "phi_k" "phi_l" "^constant$" } } */
/* { dg-final { mergefn-differ "phi_a" "phi_b" "^parameter$" } } */
/* { dg-final { mergefn-not-merged "phi_k" } } */
/* { dg-final { mergefn-not-merged "phi_l" } } */
/* { dg-final { mergefn-not-merged "phi_a" } } */
/* { dg-final { mergefn-not-merged "phi_b" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
