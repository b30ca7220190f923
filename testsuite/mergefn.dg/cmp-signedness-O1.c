/* Level variant of cmp-signedness.c (its source is included and the checks
   are the same) at -O1: whatever this level did to the bodies before the
   pass, the near-duplicates stay apart and the control pair merges.  */
/* { dg-do run } */
/* { dg-options "-O1 -fno-ipa-icf" } */

#include "cmp-signedness.c"

/* { dg-final { mergefn-differ "sdiv" "udiv" "^signedness$" } } */
/* { dg-final { mergefn-differ "sshr" "ushr" "^signedness$" } } */
/* { dg-final { mergefn-differ "slt" "ult" "^signedness$" } } */
/* Sign against zero extension: on ILP32 int and long have one size
   and there is no extension to tell apart.  */
/* { dg-final { mergefn-differ "swiden" "uwiden" "^signedness$" { target lp64 } } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
