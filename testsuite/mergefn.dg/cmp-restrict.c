/* Rule: restrict is part of a parameter's type ("restrict type"), so a
   function with restrict pointer parameters and the same function
   without restrict are different: the restrict one may be vectorized
   without an overlap check.  inc_r and inc (same loop) must stay apart:
   main calls inc with overlapping arrays, where only the sequential
   semantics of inc give 0, 1, 2, ...; were inc merged into inc_r (the
   earlier one, so the survivor), the vectorized loop would read the old
   values.  -O3 so that the loops are vectorized.  r1/r2 both have
   restrict parameters and must merge.  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-ipa-icf" } */

volatile int in = 0;

#define NOINLINE __attribute__ ((noinline))

static void NOINLINE
inc_r (int *restrict d, const int *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] + 1;
}

static void NOINLINE
inc (int *d, const int *s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] + 1;
}

/* Positive control.  */
static void NOINLINE
r1 (int *restrict d, const int *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] * 3;
}

static void NOINLINE
r2 (int *restrict d, const int *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] * 3;
}

int
main (void)
{
  int a[33], b[32];
  for (int i = 0; i < 33; i++)
    a[i] = in;
  inc (a + 1, a, 32);
  for (int i = 0; i < 33; i++)
    if (a[i] != i)
      __builtin_abort ();
  inc_r (b, a, 32);
  for (int i = 0; i < 32; i++)
    if (b[i] != i + 1)
      __builtin_abort ();
  r1 (b, a, 32);
  r2 (a, b, 16);
  for (int i = 0; i < 16; i++)
    if (b[i] != 3 * i || a[i] != 9 * i)
      __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "inc_r" "inc" "^restrict type$" } } */
/* { dg-final { mergefn-not-merged "inc_r" } } */
/* { dg-final { mergefn-not-merged "inc" } } */
/* { dg-final { mergefn-merged "r2" "r1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
