/* Rule: a call to a builtin compares the builtin like any other callee,
   by identity.  pc (__builtin_popcount) and lz (__builtin_clz) have the
   same shape and must stay apart ("callee"); merged, one would count the
   wrong bits.  pc and pc2 call the same builtin and must merge.  */
/* { dg-do run } */

volatile unsigned in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
pc (unsigned x)
{
  return __builtin_popcount (x) + 1;
}

static int NOINLINE
lz (unsigned x)
{
  return __builtin_clz (x) + 1;
}

static int NOINLINE
pc2 (unsigned x)
{
  return __builtin_popcount (x) + 1;
}

int
main (void)
{
  unsigned v = in;
  if (pc (v) != 3 || lz (v) != 31 || pc2 (v + 4) != 4)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "pc2" "pc" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (lz pc2?|pc2? lz): callee$" } } */
/* { dg-final { mergefn-not-merged "lz" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
