/* Rule: floating-point constants compare by their bit pattern, so 0.0
   and -0.0 are different constants although 0.0 == -0.0.  mz and mnz
   multiply by 0.0 and by -0.0; for a positive x the results are +0.0 and
   -0.0, which signbit tells apart, so merging them is wrong: they must
   stay apart ("floating-point constant").  pz/nz do the same with a
   returned constant.  c1/c2 use the same constant and must merge.  */
/* { dg-do run } */

volatile double in = 2.5;

#define NOINLINE __attribute__ ((noinline))

static double NOINLINE
mz (double x)
{
  return x * 0.0;
}

static double NOINLINE
mnz (double x)
{
  return x * -0.0;
}

static double NOINLINE
pz (double x, int k)
{
  return k ? x : 0.0;
}

static double NOINLINE
nz (double x, int k)
{
  return k ? x : -0.0;
}

/* Positive control.  */
static double NOINLINE
c1 (double x, double y)
{
  return x * 0.5 - y;
}

static double NOINLINE
c2 (double x, double y)
{
  return x * 0.5 - y;
}

int
main (void)
{
  double d = in;
  if (mz (d) != 0.0 || __builtin_signbit (mz (d)))
    __builtin_abort ();
  if (mnz (d) != 0.0 || !__builtin_signbit (mnz (d)))
    __builtin_abort ();
  if (__builtin_signbit (pz (d, 0)) || !__builtin_signbit (nz (d, 0)))
    __builtin_abort ();
  if (pz (d, 1) != 2.5 || nz (d, 1) != 2.5)
    __builtin_abort ();
  if (c1 (d, 1.0) != 0.25 || c2 (d, 2.0) != -0.75)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "mz" "mnz" "^floating-point constant$" } } */
/* { dg-final { mergefn-differ "pz" "nz" "^floating-point constant$" } } */
/* { dg-final { mergefn-not-merged "mz" } } */
/* { dg-final { mergefn-not-merged "mnz" } } */
/* { dg-final { mergefn-not-merged "pz" } } */
/* { dg-final { mergefn-not-merged "nz" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
