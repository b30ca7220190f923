/* Rule: function attributes that change how a function may be optimized
   or called are compared (the ECF flags, the declaration flags and the
   attribute list), so the same body with and without const, pure or
   noinline must stay apart, and with the same attribute must merge.
   GCC discovers on its own that cn and pn are const/pure, so the flags
   are equal and the first difference is the attribute list itself
   ("attributes"); noinline differs in the declaration flags.  Merging a
   function into one declared const or pure would let callers of the
   survivor assume what its own callers did not promise.
     const:    c1, c2 (merge)      cn (apart)
     pure:     p1, p2 (merge)      pn (apart)
     noinline: n1, n2 (merge)      nn (apart; public so that its body is
                                        kept although it gets inlined)
   n1 and n2 are public and noinline, which is never made a wrapper (the
   rule of attr-noinline.c): main's call of n2 is redirected to n1, and
   both symbols stay.  */
/* { dg-do run } */

int g = 4;
volatile int in = 3;

static int __attribute__ ((noinline, const))
c1 (int x)
{
  return x * 7 + 1;
}

static int __attribute__ ((noinline, const))
c2 (int x)
{
  return x * 7 + 1;
}

static int __attribute__ ((noinline))
cn (int x)
{
  return x * 7 + 1;
}

static int __attribute__ ((noinline, pure))
p1 (int x, int y)
{
  return (g ^ x) - y;
}

static int __attribute__ ((noinline, pure))
p2 (int x, int y)
{
  return (g ^ x) - y;
}

static int __attribute__ ((noinline))
pn (int x, int y)
{
  return (g ^ x) - y;
}

int __attribute__ ((noinline))
n1 (int x, int y, int z)
{
  return x * y + z * 11;
}

int __attribute__ ((noinline))
n2 (int x, int y, int z)
{
  return x * y + z * 11;
}

int
nn (int x, int y, int z)
{
  return x * y + z * 11;
}

int
main (void)
{
  int v = in;
  if (c1 (v) != 22 || c2 (v + 1) != 29 || cn (v) != 22)
    __builtin_abort ();
  if (p1 (v, 1) != 6 || p2 (v, 2) != 5 || pn (v, 3) != 4)
    __builtin_abort ();
  if (n1 (v, 2, 1) != 17 || n2 (v, 3, 1) != 20 || nn (v, 4, 1) != 23)
    __builtin_abort ();
  return 0;
}

/* The dump names one member of each merged class next to the odd one.  */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (cn c\[12\]|c\[12\] cn): attributes$" } } */
/* { dg-final { mergefn-not-merged "cn" } } */
/* { dg-final { mergefn-merged "p2" "p1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (pn p\[12\]|p\[12\] pn): attributes$" } } */
/* { dg-final { mergefn-not-merged "pn" } } */
/* { dg-final { mergefn-merged "n2" "n1" "redirect" } } */
/* { dg-final { scan-mergefn-dump "^differ (nn n\[12\]|n\[12\] nn): declaration flags" } } */
/* { dg-final { mergefn-not-merged "nn" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
