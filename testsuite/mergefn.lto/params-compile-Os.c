/* Rule: under -flto, whether a function takes part in parameterised
   merging by default follows its own options (those of its compile
   line), not the link line's: the units are compiled at -Os and linked
   at -O2, and scaled_3, scaled_5 and scaled_7 (params-xunit.h) share one
   body as in params-xunit.c.  params-compile-O2.c is the other
   direction.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -flto" } */
/* { dg-additional-sources "params-xunit-aux.c" } */
/* { dg-mergefn-link-options "-O2" } */

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
