/* Rule: at -O2 parameterised merging is off unless asked for (an extra
   parameter costs a little speed): the functions of params-kinds.h, which
   merge at -Os (params-Os.c) or with the argument (params-O2-arg.c), stay
   as they are.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

#include "params-kinds.h"

/* { dg-final { mergefn-differ "scaled_3" "scaled_5" "^constant$" } } */
/* { dg-final { mergefn-not-merged "scaled_3" } } */
/* { dg-final { mergefn-not-merged "scaled_5" } } */
/* { dg-final { mergefn-not-merged "weighted_half" } } */
/* { dg-final { mergefn-not-merged "lookup_up" } } */
/* { dg-final { mergefn-not-merged "apply_twice" } } */
/* { dg-final { scan-mergefn-dump-not ";; functions that differ only in constants" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 } } */
