/* Rule: when a member can be neither an alias (its address is
   observable) nor a wrapper (too small to gain anything, or variadic),
   but neither it nor the survivor can be interposed, its direct callers
   are redirected to the survivor and its own body stays for everyone
   else (merge "redirect").  Its address stays distinct, calls through
   its pointer reach its own body, and redirected calls give the same
   results.  */
/* { dg-do run } */

#include <stdarg.h>

volatile int in = -3;

/* Too small for a wrapper.  */
int __attribute__ ((noinline))
clamp_a (int x)
{
  return x < 0 ? 0 : x;
}

int __attribute__ ((noinline))
clamp_b (int x)
{
  return x < 0 ? 0 : x;
}

/* Variadic: no wrapper can pass the arguments on.  */
int __attribute__ ((noinline))
vsum_a (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, int) * (i + 1);
  va_end (ap);
  return s;
}

int __attribute__ ((noinline))
vsum_b (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, int) * (i + 1);
  va_end (ap);
  return s;
}

/* Static, but both addresses are taken.  */
static int __attribute__ ((noinline))
vmax_a (int n, ...)
{
  va_list ap;
  int m = -1000;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    {
      int v = va_arg (ap, int);
      m = v > m ? v : m;
    }
  va_end (ap);
  return m;
}

static int __attribute__ ((noinline))
vmax_b (int n, ...)
{
  va_list ap;
  int m = -1000;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    {
      int v = va_arg (ap, int);
      m = v > m ? v : m;
    }
  va_end (ap);
  return m;
}

int (*volatile pca) (int) = clamp_a;
int (*volatile pcb) (int) = clamp_b;
int (*volatile psa) (int, ...) = vsum_a;
int (*volatile psb) (int, ...) = vsum_b;
int (*volatile pma) (int, ...) = vmax_a;
int (*volatile pmb) (int, ...) = vmax_b;

int __attribute__ ((noinline))
callers (int x)
{
  return clamp_b (x) + clamp_b (-x) * 10 + vsum_b (3, x, 2, 1) * 100
	 + vmax_b (3, x, 4, -x) * 10000;
}

int
main (void)
{
  int x = in;				/* -3 */
  if (clamp_a (x) != 0 || clamp_b (-x) != 3)
    __builtin_abort ();
  if (vsum_a (2, x, 5) != x + 10 || vsum_b (3, 1, 1, x) != 3 + 3 * x)
    __builtin_abort ();
  if (vmax_a (2, x, -7) != x || vmax_b (3, x, 9, 2) != 9)
    __builtin_abort ();
  if (callers (x) != 0 + 30 + (x + 4 + 3) * 100 + 4 * 10000)
    __builtin_abort ();
  if (pca == pcb || psa == psb || pma == pmb)
    __builtin_abort ();
  if (pcb (5) != 5 || psb (2, 1, 2) != 5 || pmb (2, 1, 2) != 2)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "clamp_b" "clamp_a" "redirect" } } */
/* { dg-final { mergefn-merged "vsum_b" "vsum_a" "redirect" } } */
/* { dg-final { mergefn-merged "vmax_b" "vmax_a" "redirect" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
