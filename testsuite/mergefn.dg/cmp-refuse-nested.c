/* Rule: a GNU nested function that uses its parent's frame (through the
   static chain) is refused ("nested function"): its body is only
   meaningful with that chain.  outer1 and outer2 are identical, each
   with a nested inner that reads the parent's k; both inner functions
   must be refused and none of the four may be merged (the parents read
   k in frames of two different types, and call two different refused
   functions).  jumper1/jumper2 are identical parents whose nested bail
   jumps to a label of the parent (a non-local goto): the parents must be
   refused ("non-local label"), their nested functions as nested
   functions.  c1/c2 must merge.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
outer1 (int x)
{
  int k = in + 1;
  int NOINLINE inner (int y) { return y * k; }
  return inner (x) + inner (x + 1);
}

static int NOINLINE
outer2 (int x)
{
  int k = in + 1;
  int NOINLINE inner (int y) { return y * k; }
  return inner (x) + inner (x + 1);
}

static int NOINLINE
jumper1 (int x)
{
  __label__ out;
  int NOINLINE bail (int y) { if (y > 2) goto out; return y; }
  return bail (x) * 10;
out:
  return -1;
}

static int NOINLINE
jumper2 (int x)
{
  __label__ out;
  int NOINLINE bail (int y) { if (y > 2) goto out; return y; }
  return bail (x) * 10;
out:
  return -1;
}

/* Positive control.  */
static int NOINLINE
c1 (int x, int k)
{
  return x * k + (x + 1) * k;
}

static int NOINLINE
c2 (int x, int k)
{
  return x * k + (x + 1) * k;
}

int
main (void)
{
  int v = in;
  if (outer1 (v) != 28 || outer2 (v + 1) != 36)
    __builtin_abort ();
  if (jumper1 (v) != -1 || jumper2 (v - 2) != 10 || jumper2 (v) != -1)
    __builtin_abort ();
  if (c1 (v, 4) != 28 || c2 (v, 5) != 35)
    __builtin_abort ();
  return 0;
}

/* GCC names the nested functions inner.N and bail.N.  */
/* { dg-final { scan-mergefn-dump-times "^refuse inner\\.\[0-9\]+: nested function$" 2 } } */
/* { dg-final { scan-mergefn-dump-times "^refuse bail\\.\[0-9\]+: nested function$" 2 } } */
/* { dg-final { mergefn-refused "jumper1" "^non-local label$" } } */
/* { dg-final { mergefn-refused "jumper2" "^non-local label$" } } */
/* { dg-final { mergefn-not-merged "outer1" } } */
/* { dg-final { mergefn-not-merged "outer2" } } */
/* { dg-final { scan-mergefn-dump-not "^merge inner" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
