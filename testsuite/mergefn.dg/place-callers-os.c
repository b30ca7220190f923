/* Rule: placement is a key of the shape order too: at -Os (parameterised
   merging on by default) bodies that differ only in a constant are never
   shared across sections, and callers of code placed apart stay apart
   (place-callers.h).  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#include "place-callers.h"

/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-not-merged "g2" } } */
/* { dg-final { mergefn-not-merged "m2" } } */
/* { dg-final { mergefn-not-merged "gp" } } */
/* { dg-final { mergefn-not-merged "p_any" } } */
/* { dg-final { mergefn-not-merged "p_boot" } } */
/* { dg-final { mergefn-apart "p_any" "p_boot" "^params: section$" } } */
/* { dg-final { mergefn-merged "hs2" "hs1" "alias" } } */
/* { dg-final { mergefn-merged "gs" "fs" } } */
