/* Rule: int and long are different value types on LP64 (size, mode,
   precision), so bodies that differ only in int vs long must stay apart;
   the comparator meets the alignment first ("type alignment").  With
   unsigned arithmetic the results differ visibly: 0x80000000 * 2 + 1 is
   1 in 32 bits and 0x100000001 in 64.  The two int functions i1/i2 and
   the two long functions l1/l2 are identical pairs and must merge.  */
/* { dg-do run } */
/* { dg-mergefn-target "lp64" "int and long have one size on ILP32 targets (armhf, i386)" } */

volatile unsigned in = 0x80000000u;

#define NOINLINE __attribute__ ((noinline))

static unsigned NOINLINE
wi (unsigned x)
{
  return x * 2 + 1;
}

static unsigned long NOINLINE
wl (unsigned long x)
{
  return x * 2 + 1;
}

/* Positive controls.  */
static int NOINLINE
i1 (int x, int y)
{
  return (x & y) - 3;
}

static int NOINLINE
i2 (int x, int y)
{
  return (x & y) - 3;
}

static long NOINLINE
l1 (long x, long y, long z)
{
  return (x | y) + z;
}

static long NOINLINE
l2 (long x, long y, long z)
{
  return (x | y) + z;
}

int
main (void)
{
  unsigned u = in;
  if (wi (u) != 1u || wl (u) != 0x100000001ul)
    __builtin_abort ();
  if (i1 (12, (int) (u >> 28)) != 5 || i2 (7, (int) (u >> 28)) != -3)
    __builtin_abort ();
  if (l1 (u, 1, 1) != 0x80000002l || l2 (u, 1, (long) u) != 0x100000001l)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "wi" "wl" "^type alignment$" } } */
/* { dg-final { mergefn-not-merged "wi" } } */
/* { dg-final { mergefn-not-merged "wl" } } */
/* { dg-final { mergefn-merged "i2" "i1" "alias" } } */
/* { dg-final { mergefn-merged "l2" "l1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
