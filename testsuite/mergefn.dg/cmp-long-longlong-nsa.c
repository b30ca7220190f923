/* Rule: with -fno-strict-aliasing no access is told apart by its alias
   set, so reading through long * and through long long * (same size,
   signedness and alignment) is the same body: rl and rll must merge here,
   while they stay apart under strict aliasing (cmp-long-longlong.c).
   rl/rshort are the negative check: reading long vs short still differs
   in the accessed type.  */
/* { dg-do run } */
/* { dg-mergefn-target "lp64" "long and long long have one size only on LP64 targets" } */
/* { dg-options "-O2 -fno-ipa-icf -fno-strict-aliasing" } */

volatile long in = 5;

#define NOINLINE __attribute__ ((noinline))

static long NOINLINE
rl (long *p)
{
  return p[0] * 7 + p[1];
}

static long long NOINLINE
rll (long long *p)
{
  return p[0] * 7 + p[1];
}

static long NOINLINE
rshort (short *p)
{
  return p[0] * 7 + p[1];
}

int
main (void)
{
  long v = in;
  long a[2] = { v, 1 };
  long long b[2] = { v, 2 };
  short s[2] = { (short) v, 3 };
  if (rl (a) != 36 || rll (b) != 37 || rshort (s) != 38)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "rll" "rl" "alias" } } */
/* { dg-final { mergefn-not-merged "rshort" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
