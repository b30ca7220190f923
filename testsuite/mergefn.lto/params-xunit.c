/* Rule: under -flto, parameterised merging runs at link time on the whole
   program: scaled_3 here and scaled_5/scaled_7 in the other unit share
   one body, in whichever partition it lands, and each still computes
   with its own constant.  At -Os it is on without an argument.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline -flto" } */
/* { dg-additional-sources "params-xunit-aux.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */

#include "params-xunit-main.h"

/* { dg-final { mergefn-params "scaled_3" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_5" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_7" "scaled_3" "1" } } */
/* { dg-final { scan-mergefn-report-times "\"how\": \"params\"" 3 } } */
/* { dg-final { scan-mergefn-report "\"function\": \"scaled_5\", \"into\": \"scaled_3.mfparams.0\", .*\"params\": 1" } } */
