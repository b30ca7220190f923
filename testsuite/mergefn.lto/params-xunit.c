/* Rule: under -flto, parameterised merging runs at link time on the whole
   program: scaled_3 here and scaled_5/scaled_7 in the other unit share
   one body, in whichever partition it lands, and each still computes
   with its own constant.  At -Os it is on without an argument.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -flto" } */
/* { dg-additional-sources "params-xunit-aux.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */

#include "params-xunit.h"

extern void abort (void);

SCALED (scaled_3, 3)

static int
ref (const int *p, int n, volatile int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = p[i] * k;
      s = s * 3 + (v > 40 ? v : v + s / 2);
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int data[8] = { 4, 11, 2, 30, 8, 1, 6, 7 };

int
main (void)
{
  if (scaled_3 (data, 8) != ref (data, 8, 3)
      || scaled_5 (data, 8) != ref (data, 8, 5)
      || scaled_7 (data, 8) != ref (data, 8, 7))
    abort ();
  return 0;
}

/* { dg-final { mergefn-params "scaled_3" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_5" "scaled_3" "1" } } */
/* { dg-final { mergefn-params "scaled_7" "scaled_3" "1" } } */
/* { dg-final { scan-mergefn-report-times "\"how\": \"params\"" 3 } } */
/* { dg-final { scan-mergefn-report "\"function\": \"scaled_5\", \"into\": \"scaled_3.mfparams.0\", .*\"params\": 1" } } */
