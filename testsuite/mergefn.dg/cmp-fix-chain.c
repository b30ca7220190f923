/* Rule: equality through callees reaches any depth: a1 -> b1 -> c1 and
   a2 -> b2 -> c2 are three-level chains whose leaves are identical, so
   all three levels must merge pairwise.  a3 -> b3 -> c3 is the same
   chain except for a constant in the leaf c3: the refinement has to
   propagate that difference up two levels, so none of a3, b3, c3 may
   merge; merged, a3 would end in c1 and return another value.  */
/* { dg-do run } */

volatile int in = 4;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
c1 (int x)
{
  return x * 3 + 1;
}

static int NOINLINE
b1 (int x)
{
  return c1 (x) + c1 (x - 1);
}

static int NOINLINE
a1 (int x)
{
  return b1 (x) * 2 - x;
}

static int NOINLINE
c2 (int x)
{
  return x * 3 + 1;
}

static int NOINLINE
b2 (int x)
{
  return c2 (x) + c2 (x - 1);
}

static int NOINLINE
a2 (int x)
{
  return b2 (x) * 2 - x;
}

static int NOINLINE
c3 (int x)
{
  return x * 3 + 2;
}

static int NOINLINE
b3 (int x)
{
  return c3 (x) + c3 (x - 1);
}

static int NOINLINE
a3 (int x)
{
  return b3 (x) * 2 - x;
}

int
main (void)
{
  int v = in;
  if (a1 (v) != 42 || a2 (v) != 42 || a3 (v) != 46)
    __builtin_abort ();
  if (b1 (v) != 23 || b2 (v) != 23 || b3 (v) != 25)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { mergefn-merged "b2" "b1" "alias" } } */
/* { dg-final { mergefn-merged "a2" "a1" "alias" } } */
/* { dg-final { mergefn-not-merged "a3" } } */
/* { dg-final { mergefn-not-merged "b3" } } */
/* { dg-final { mergefn-not-merged "c3" } } */
/* { dg-final { scan-mergefn-dump "^differ (c3 c\[12\]|c\[12\] c3): constant$" } } */
/* { dg-final { scan-mergefn-dump "^differ (b3 b\[12\]|b\[12\] b3): callee$" } } */
/* { dg-final { scan-mergefn-dump "^differ (a3 a\[12\]|a\[12\] a3): callee$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
