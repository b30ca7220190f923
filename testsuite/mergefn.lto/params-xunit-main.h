/* The main unit's program of params-xunit.c, params-compile-Os.c and
   params-compile-O2.c: scaled_3 here (scaled_5 and scaled_7 are in
   params-xunit-aux.c), each checked against a computation of its own.  */
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
