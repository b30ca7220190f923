/* Rule: a variadic function cannot become a wrapper (the arguments
   cannot be passed on).  Two equal public variadic functions that no
   one here calls directly (so nothing can be redirected) stay apart
   with that reason, and keep distinct addresses.  Two equal static
   variadic functions whose addresses are not taken still merge by
   alias, which needs no wrapper.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

#include <stdarg.h>

volatile int in = 4;

int
vpub_a (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s = s * 3 + va_arg (ap, int);
  va_end (ap);
  return s;
}

int
vpub_b (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s = s * 3 + va_arg (ap, int);
  va_end (ap);
  return s;
}

static int
vstat_a (int n, ...)
{
  va_list ap;
  int s = 1;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s = s * 5 - va_arg (ap, int);
  va_end (ap);
  return s;
}

static int
vstat_b (int n, ...)
{
  va_list ap;
  int s = 1;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s = s * 5 - va_arg (ap, int);
  va_end (ap);
  return s;
}

int (*volatile pa) (int, ...) = vpub_a;
int (*volatile pb) (int, ...) = vpub_b;

int
main (void)
{
  int x = in;
  if (pa == pb)
    __builtin_abort ();
  if (pa (3, x, 1, 2) != (x * 3 + 1) * 3 + 2 || pb (2, x, x) != x * 4)
    __builtin_abort ();
  if (vstat_a (2, x, 1) != (5 - x) * 5 - 1 || vstat_b (1, x) != 5 - x)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "vpub_b" "vpub_a" "variadic" } } */
/* { dg-final { mergefn-not-merged "vpub_b" } } */
/* { dg-final { mergefn-merged "vstat_b" "vstat_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
