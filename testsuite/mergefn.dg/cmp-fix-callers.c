/* Rule: callers of equal functions are equal: h1 calls f1, h2 calls f2,
   f1 and f2 are identical, so h1/h2 compare equal through the callees'
   class and must merge as well as f1/f2 (whichever way the merges are
   done, every call still reaches an f with the same body).  */
/* { dg-do run } */

volatile int in = 7;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
f1 (int x)
{
  return x * 5 + 3;
}

static int NOINLINE
f2 (int x)
{
  return x * 5 + 3;
}

static int NOINLINE
h1 (int x)
{
  return f1 (x) - f1 (x + 1);
}

static int NOINLINE
h2 (int x)
{
  return f2 (x) - f2 (x + 1);
}

int
main (void)
{
  int v = in;
  if (f1 (v) != 38 || f2 (v) != 38)
    __builtin_abort ();
  if (h1 (v) != -5 || h2 (v + 1) != -5)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "f2" "f1" "alias" } } */
/* { dg-final { mergefn-merged "h2" "h1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
