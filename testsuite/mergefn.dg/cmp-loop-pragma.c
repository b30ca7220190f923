/* Rule: loop annotations are compared with the loop (doc/total-order.md:
   a block's loop role includes safelen and unroll), since later passes
   act on them.  #pragma GCC ivdep promises that the loop has no
   dependence that prevents vectorization: iv and plain have the same
   loop, with and without ivdep, and must stay apart ("loop safelen").
   main calls plain with overlapping arrays, where only the sequential
   loop gives 0, 1, 2, ...; had plain been merged into iv (the earlier
   one, so the survivor), the loop vectorized without an overlap check
   would read stale values.  u4/u2 differ only in #pragma GCC unroll 4 vs
   2 ("loop unroll"), u4/un in having an unroll pragma at all (a property
   of the function: "function properties").  iv1/iv2 and u4b/u4 are
   equal and must merge.  -O3 so that the loops are vectorized.  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-ipa-icf" } */

volatile int in = 0;

#define NOINLINE __attribute__ ((noinline))

static void NOINLINE
iv (int *d, int *s, int n)
{
#pragma GCC ivdep
  for (int i = 0; i < n; i++)
    d[i] = s[i] + 1;
}

static void NOINLINE
plain (int *d, int *s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] + 1;
}

static void NOINLINE
iv1 (int *d, int *s, int n)
{
#pragma GCC ivdep
  for (int i = 0; i < n; i++)
    d[i] = s[i] * 2;
}

static void NOINLINE
iv2 (int *d, int *s, int n)
{
#pragma GCC ivdep
  for (int i = 0; i < n; i++)
    d[i] = s[i] * 2;
}

static int NOINLINE
u4 (int *a, int n)
{
#pragma GCC unroll 4
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + 1;
  return a[0];
}

static int NOINLINE
u4b (int *a, int n)
{
#pragma GCC unroll 4
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + 1;
  return a[0];
}

static int NOINLINE
u2 (int *a, int n)
{
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + 1;
  return a[0];
}

static int NOINLINE
un (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + 1;
  return a[0];
}

int
main (void)
{
  int a[40], b[40];
  for (int i = 0; i < 40; i++)
    a[i] = in;
  plain (a + 1, a, 32);
  for (int i = 0; i < 33; i++)
    if (a[i] != i)
      __builtin_abort ();
  iv (b, a, 32);
  for (int i = 0; i < 32; i++)
    if (b[i] != i + 1)
      __builtin_abort ();
  iv1 (b, a, 32);
  iv2 (a, b, 16);
  for (int i = 0; i < 16; i++)
    if (b[i] != 2 * i || a[i] != 4 * i)
      __builtin_abort ();
  if (u4 (a, 8) != 1 || u4b (a, 8) != 4 || u2 (a, 8) != 13 || un (a, 8) != 40)
    __builtin_abort ();
  if (a[7] != 28 * 81 + 40)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "iv" "plain" "^loop safelen$" } } */
/* { dg-final { mergefn-not-merged "iv" } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { mergefn-merged "iv2" "iv1" "alias" } } */
/* { dg-final { mergefn-merged "u4b" "u4" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (u2 u4b?|u4b? u2): loop unroll$" } } */
/* { dg-final { mergefn-not-merged "u2" } } */
/* { dg-final { scan-mergefn-dump "^differ (un u\[24\]b?|u\[24\]b? un): function properties" } } */
/* { dg-final { mergefn-not-merged "un" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
