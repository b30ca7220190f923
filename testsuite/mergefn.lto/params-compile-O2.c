/* Rule: under -flto, parameterised merging is off by default for
   functions compiled at -O2 even when the link line says -Os (the other
   direction of params-compile-Os.c): scaled_3, scaled_5 and scaled_7
   (params-xunit.h) stay apart.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline -flto" } */
/* { dg-additional-sources "params-xunit-aux.c" } */
/* { dg-mergefn-link-options "-Os" } */

#include "params-xunit-main.h"

/* { dg-final { mergefn-not-merged "scaled_3" } } */
/* { dg-final { mergefn-not-merged "scaled_5" } } */
/* { dg-final { mergefn-not-merged "scaled_7" } } */
/* { dg-final { scan-mergefn-dump-not ";; functions that differ only in constants" } } */
