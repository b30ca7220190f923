/* Rule: integer types compare by precision, signedness and range, so an
   operation on int and the same operation on unsigned are different
   bodies even when the statements look the same: division, right shift,
   comparison and widening all depend on the sign.  Each pair below
   differs only in int vs unsigned (in the signature, so the incoming
   values' types differ) and must stay apart with "signedness" as the
   first difference; merging one would give the other the wrong sign
   semantics, which main sees with a negative input.  c1/c2 are identical
   and must merge.  Variants: cmp-signedness-O1.c, -O3.c, -Os.c, -icf.c.  */
/* { dg-do run } */

volatile int in = -7;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
sdiv (int a)
{
  return a / 3;
}

static unsigned NOINLINE
udiv (unsigned a)
{
  return a / 3;
}

static int NOINLINE
sshr (int a)
{
  return a >> 2;
}

static unsigned NOINLINE
ushr (unsigned a)
{
  return a >> 2;
}

static int NOINLINE
slt (int a, int b)
{
  return a < b;
}

static int NOINLINE
ult (unsigned a, unsigned b)
{
  return a < b;
}

static long NOINLINE
swiden (int a)
{
  return a;
}

static long NOINLINE
uwiden (unsigned a)
{
  return a;
}

/* Positive control.  */
static int NOINLINE
c1 (int a, int b, int c)
{
  return (a % b) * 7 - c;
}

static int NOINLINE
c2 (int a, int b, int c)
{
  return (a % b) * 7 - c;
}

int
main (void)
{
  int v = in;
  unsigned u = v;
  if (sdiv (v) != -2 || udiv (u) != 0x55555553u)
    __builtin_abort ();
  if (sshr (v) != -2 || ushr (u) != 0x3ffffffeu)
    __builtin_abort ();
  if (slt (v, 1) != 1 || ult (u, 1) != 0)
    __builtin_abort ();
  if (swiden (v) != -7L || uwiden (u) != 0xfffffff9L)
    __builtin_abort ();
  if (c1 (v, 4, 1) != -22 || c2 (v, 5, 2) != -16)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "sdiv" "udiv" "^signedness$" } } */
/* { dg-final { mergefn-differ "sshr" "ushr" "^signedness$" } } */
/* { dg-final { mergefn-differ "slt" "ult" "^signedness$" } } */
/* Sign against zero extension: on ILP32 int and long have one size
   and there is no extension to tell apart.  */
/* { dg-final { mergefn-differ "swiden" "uwiden" "^signedness$" { target lp64 } } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
