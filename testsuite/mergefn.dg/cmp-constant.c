/* Rule: two bodies that differ in a single integer constant are not equal
   (the comparator orders constants by type and value).  Merging them
   would make one function compute with the other's constant.  f/g differ
   only in "+ 7" vs "+ 8" and must stay apart, with "constant" as the first
   difference; c1/c2 are identical and must merge, so a plugin that merges
   nothing fails too.  Variants at other levels: cmp-constant-O1.c,
   cmp-constant-O3.c, cmp-constant-Os.c, cmp-constant-icf.c.  */
/* { dg-do run } */

volatile int in = 5;

static int __attribute__ ((noinline))
f (int x)
{
  return x * 3 + 7;
}

static int __attribute__ ((noinline))
g (int x)
{
  return x * 3 + 8;
}

/* Positive control: same bodies, another shape than f/g.  */
static int __attribute__ ((noinline))
c1 (int x, int y)
{
  return (x ^ y) * 5 - y;
}

static int __attribute__ ((noinline))
c2 (int x, int y)
{
  return (x ^ y) * 5 - y;
}

int
main (void)
{
  int v = in;
  if (f (v) != 22 || g (v) != 23)
    __builtin_abort ();
  if (f (v + 1) != 25 || g (v + 1) != 26)
    __builtin_abort ();
  if (c1 (v, 3) != 27 || c2 (v, 6) != 9)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "f" "g" "^constant$" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
