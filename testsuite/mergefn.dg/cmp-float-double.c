/* Rule: float and double are different value types (size, mode,
   precision), so two bodies that are the same except for float vs double
   must stay apart; the comparator meets the alignment first ("type
   alignment").  Merged, the float function would be called with a
   double argument (or the reverse) and compute with garbage.  The float
   pair f1/f2 and the double pair d1/d2 are each identical and must
   merge.  */
/* { dg-do run } */

volatile double in = 2.5;

#define NOINLINE __attribute__ ((noinline))

static double NOINLINE
fd (double x)
{
  return x * 2.5 + 1.0;
}

static float NOINLINE
ff (float x)
{
  return x * 2.5f + 1.0f;
}

/* Positive controls.  */
static float NOINLINE
f1 (float x, float y)
{
  return x / y - 1.0f;
}

static float NOINLINE
f2 (float x, float y)
{
  return x / y - 1.0f;
}

static double NOINLINE
d1 (double x, double y, double z)
{
  return x * y - z;
}

static double NOINLINE
d2 (double x, double y, double z)
{
  return x * y - z;
}

int
main (void)
{
  double d = in;
  float f = (float) d;
  if (fd (d) != 7.25 || ff (f) != 7.25f)
    __builtin_abort ();
  if (f1 (f, 0.5f) != 4.0f || f2 (f, 2.0f) != 0.25f)
    __builtin_abort ();
  if (d1 (d, 2.0, 1.0) != 4.0 || d2 (d, 4.0, 0.5) != 9.5)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "fd" "ff" "^type alignment$" } } */
/* { dg-final { mergefn-not-merged "fd" } } */
/* { dg-final { mergefn-not-merged "ff" } } */
/* { dg-final { mergefn-merged "f2" "f1" "alias" } } */
/* { dg-final { mergefn-merged "d2" "d1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
