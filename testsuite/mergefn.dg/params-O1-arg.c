/* Rule: at -O1, parameterised merging runs when asked for
   (-fplugin-arg-mergefn-params), with the same merges as at -Os
   (params-Os.c), and every program result stays the same.  */
/* { dg-do run } */
/* { dg-options "-O1 -fno-ipa-icf -fplugin-arg-mergefn-params -fno-inline" } */

#include "params-kinds.h"

/* { dg-final { mergefn-params "scaled_3" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_5" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_7" "scaled_3" "1" } } */
/* The shared body is named after the class's first member; floating
   constants sort by their words in the target's order, so on big-endian
   targets 0.1 comes first.  */
/* { dg-final { mergefn-params "weighted_half" "weighted_half" "1" { target little-endian } } } */
/* { dg-final { mergefn-params "weighted_tenth" "weighted_half" "1" { target little-endian } } } */
/* { dg-final { mergefn-params "weighted_half" "weighted_tenth" "1" { target big-endian } } } */
/* { dg-final { mergefn-params "weighted_tenth" "weighted_tenth" "1" { target big-endian } } } */
/* { dg-final { mergefn-params "lookup_up" "lookup_up" "1" } } */
/* { dg-final { mergefn-params "lookup_down" "lookup_up" "1" } } */
/* { dg-final { mergefn-params "apply_twice" "apply_twice" "1" } } */
/* { dg-final { mergefn-params "apply_thrice" "apply_twice" "1" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 9 } } */
