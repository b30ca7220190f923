/* Rule: an enum compares as the integer type it is laid out as.  In GCC's
   C, an enum without negative enumerators is compatible with unsigned
   int, one with a negative enumerator with int.  So:
   - eu (enum U) and uu (unsigned) are the same body and must merge;
   - eu and iu (int) differ in "signedness" and must stay apart: with the
     value -3 converted to each type, x / 3 is 1431655764 for the unsigned
     ones and -1 for int (each returns its own type, so that the bodies
     have the same shape);
   - es (enum S, has -1) and is (int) must merge;
   - through pointers, enum U * and unsigned * read the same object type
     for aliasing purposes (enums alias their underlying type, and C lets
     unsigned alias int), so peu/pu must merge as well.  */
/* { dg-do run } */

enum U { UA, UB, UC };
enum S { SM = -1, SP = 1 };

volatile int in = -3;

#define NOINLINE __attribute__ ((noinline))

static unsigned NOINLINE
eu (enum U x)
{
  return x / 3;
}

static unsigned NOINLINE
uu (unsigned x)
{
  return x / 3;
}

static int NOINLINE
iu (int x)
{
  return x / 3;
}

static int NOINLINE
es (enum S x, int y)
{
  return x / 5 + y;
}

static int NOINLINE
is (int x, int y)
{
  return x / 5 + y;
}

static unsigned NOINLINE
peu (enum U *p)
{
  return p[0] * 3 + p[1];
}

static unsigned NOINLINE
pu (unsigned *p)
{
  return p[0] * 3 + p[1];
}

int
main (void)
{
  int v = in;
  if (eu ((enum U) v) != 1431655764 || uu ((unsigned) v) != 1431655764
      || iu (v) != -1)
    __builtin_abort ();
  if (es ((enum S) (v * 4), 1) != -1 || is (v * 4, 2) != 0)
    __builtin_abort ();
  enum U a[2] = { UC, UB };
  unsigned b[2] = { 2, 2 };
  if (peu (a) != 7 || pu (b) != 8)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "uu" "eu" "alias" } } */
/* The dump names one member of the class {eu, uu} next to iu.  */
/* { dg-final { scan-mergefn-dump "^differ (iu (eu|uu)|(eu|uu) iu): signedness$" } } */
/* { dg-final { mergefn-not-merged "iu" } } */
/* { dg-final { mergefn-merged "is" "es" "alias" } } */
/* { dg-final { mergefn-merged "pu" "peu" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
