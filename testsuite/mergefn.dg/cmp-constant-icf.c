/* Level variant of cmp-constant.c (its source is included and the checks
   are the same) at plain -O2, with GCC's own ICF on: mergefn runs before
   ICF, so its decisions are all in its dump; the near-duplicates stay
   apart, the control pair merges, and the program still computes the right
   results after ICF.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "cmp-constant.c"

/* { dg-final { mergefn-differ "f" "g" "^constant$" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
