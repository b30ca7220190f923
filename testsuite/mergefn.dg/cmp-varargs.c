/* Rule: variadic functions are compared like any other (the va_arg
   machinery included), and a static pair merges by alias; a wrapper is
   impossible for them (merge-rules.md), an alias is not.  va1/va2 are
   identical and must merge by alias; va3 differs in a constant (the sum
   starts at 100) and must stay apart ("constant"), which main sees in
   the sums.  */
/* { dg-do run } */

#include <stdarg.h>

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
va1 (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, int) * (i + 1);
  va_end (ap);
  return s;
}

static int NOINLINE
va2 (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, int) * (i + 1);
  va_end (ap);
  return s;
}

static int NOINLINE
va3 (int n, ...)
{
  va_list ap;
  int s = 100;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, int) * (i + 1);
  va_end (ap);
  return s;
}

int
main (void)
{
  int v = in;
  if (va1 (3, v, 1, 2) != 11 || va2 (2, v, 1) != 5)
    __builtin_abort ();
  if (va3 (2, v, 1) != 105 || va3 (0) != 100)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "va2" "va1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (va3 va\[12\]|va\[12\] va3): constant$" } } */
/* { dg-final { mergefn-not-merged "va3" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
