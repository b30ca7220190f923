/* Rule: under -flto, parameterised merging is off by default for
   functions compiled at -O2 even when the link line says -Os (the other
   direction of params-compile-Os.c): scaled_3, scaled_5 and scaled_7
   (params-xunit.h) stay apart.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto" } */
/* { dg-additional-sources "params-xunit-aux.c" } */
/* { dg-mergefn-link-options "-Os" } */

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

/* { dg-final { mergefn-not-merged "scaled_3" } } */
/* { dg-final { mergefn-not-merged "scaled_5" } } */
/* { dg-final { mergefn-not-merged "scaled_7" } } */
/* { dg-final { scan-mergefn-dump-not ";; functions that differ only in constants" } } */
