/* Rule: under -flto, whether a function takes part in parameterised
   merging by default follows its own options (those of its compile
   line), not the link line's: the units are compiled at -Os and linked
   at -O2, and scaled_3, scaled_5 and scaled_7 (params-xunit.h) share one
   body as in params-xunit.c.  params-compile-O2.c is the other
   direction.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline -flto" } */
/* { dg-additional-sources "params-xunit-aux.c" } */
/* { dg-mergefn-link-options "-O2" } */

#include "params-xunit-main.h"

/* { dg-final { mergefn-params "scaled_3" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_5" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_7" "scaled_3" "1" } } */
