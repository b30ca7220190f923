/* Rule: callers of functions that are not equal are not equal.  k1 and
   k2 have the same shape but call f and g, which differ in a constant,
   so they must stay apart ("callee"); merged, k2 would call f.  m1 and
   m2 call e1 and e2, which are identical and merge, but m2 also passes
   another constant: the callee class is equal, the argument is not
   ("constant"), so m1/m2 must stay apart too.  e1/e2 must merge.  */
/* { dg-do run } */

volatile int in = 7;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
f (int x)
{
  return x * 5 + 3;
}

static int NOINLINE
g (int x)
{
  return x * 5 + 4;
}

static int NOINLINE
k1 (int x)
{
  return f (x) * 3;
}

static int NOINLINE
k2 (int x)
{
  return g (x) * 3;
}

static int NOINLINE
e1 (int x, int y)
{
  return x * y - 1;
}

static int NOINLINE
e2 (int x, int y)
{
  return x * y - 1;
}

static int NOINLINE
m1 (int x)
{
  return e1 (x, 2) + 1;
}

static int NOINLINE
m2 (int x)
{
  return e2 (x, 3) + 1;
}

int
main (void)
{
  int v = in;
  if (k1 (v) != 114 || k2 (v) != 117)
    __builtin_abort ();
  if (m1 (v) != 14 || m2 (v) != 21 || e1 (v, 1) != 6 || e2 (v, 0) != -1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "f" "g" "^constant$" } } */
/* { dg-final { mergefn-differ "k1" "k2" "^callee$" } } */
/* { dg-final { mergefn-differ "m1" "m2" "^constant$" } } */
/* { dg-final { mergefn-not-merged "k1" } } */
/* { dg-final { mergefn-not-merged "k2" } } */
/* { dg-final { mergefn-not-merged "m1" } } */
/* { dg-final { mergefn-not-merged "m2" } } */
/* { dg-final { mergefn-merged "e2" "e1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
