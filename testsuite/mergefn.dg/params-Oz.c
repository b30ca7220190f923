/* Rule: at -Oz too (as at -Os: params-Os.c), functions equal except for constants merge into one
   shared body taking the constants as parameters, one per differing
   position, and each keeps its symbol as a thunk passing its own
   (params-kinds.h: integer, floating, variable address, callee).  The
   ref_* functions compute the same things with the constant as a value;
   they have a different shape and stay apart.  */
/* { dg-do run } */
/* { dg-mergefn-target "gcc >= 12" "-Oz is GCC 12's (GCC 11 rejects it)" } */
/* { dg-options "-Oz -fno-ipa-icf -fno-inline" } */

#include "params-kinds.h"

/* { dg-final { mergefn-differ "scaled_3" "scaled_5" "^constant$" } } */
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
/* twice and thrice differ in a constant too, but are too small to pay:
   by the floor where GCC's early passes turned apply_*'s indirect call
   into a direct one (GCC 14), by the margin where they are called only
   through their address (GCC 12, 13, 16).  */
/* { dg-final { mergefn-apart "thrice" "twice" "^params: (the body is too small to share: \[0-9\]+ < 16|small bodies called only through their address would save too little: .*)$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 9 } } */
