/* Rule: params=0 switches parameterised merging off at -Os too.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fplugin-arg-mergefn-params=0 -fno-inline" } */

#include "params-kinds.h"

/* { dg-final { mergefn-differ "scaled_3" "scaled_5" "^constant$" } } */
/* { dg-final { mergefn-not-merged "scaled_3" } } */
/* { dg-final { mergefn-not-merged "weighted_half" } } */
/* { dg-final { mergefn-not-merged "lookup_up" } } */
/* { dg-final { mergefn-not-merged "apply_twice" } } */
/* { dg-final { scan-mergefn-dump-not ";; functions that differ only in constants" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 } } */
