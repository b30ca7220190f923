/* Level variant of cmp-constant.c (its source is included and the checks
   are the same) at -O1: whatever this level did to the bodies before the
   pass, the near-duplicates stay apart and the control pair merges.  */
/* { dg-do run } */
/* { dg-options "-O1 -fno-ipa-icf" } */

#include "cmp-constant.c"

/* { dg-final { mergefn-differ "f" "g" "^constant$" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
