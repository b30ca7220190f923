/* Rule: equality is by body, never by name.  Two static functions called
   "scale" in two units differ (another multiplier): they stay apart, and
   each unit keeps calling its own.  The test's "scale" equals the other
   unit's public "triple": those two merge, the other unit's "scale" must
   not be taken for either (merge-rules.md "Equality").  */
/* { dg-do run } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */
/* { dg-additional-sources "xunit-static-differ-aux.c" } */

#define NOINLINE __attribute__ ((noinline))

static NOINLINE int
scale (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x * 3 + i;
  return s;
}

NOINLINE int
run_a (int x, int n)
{
  return scale (x, n) - n;
}

extern int run_b (int, int);
extern int triple (int, int);

static int
ref (int x, int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x * k + i;
  return s;
}

volatile int vx = 11, vn = 6;

int
main (void)
{
  int x = vx, n = vn;
  if (run_a (x, n) != ref (x, n, 3) - n)
    __builtin_abort ();
  if (run_b (x, n) != ref (x, n, 5) - n)
    __builtin_abort ();
  if (triple (x, n) != ref (x, n, 3))
    __builtin_abort ();
  return 0;
}

/* The test's scale and the other unit's triple: one of them survives.  */
/* { dg-final { scan-mergefn-dump "^merge (triple -> scale|scale -> triple) \\(" } } */
/* The dump names the other unit's "scale" against a neighbour of its
   shape from the merged class: the test's "scale" or "triple".  */
/* { dg-final { scan-mergefn-dump "^differ (scale (scale|triple)|(scale|triple) scale): constant$" } } */
/* run_a and run_b call different classes.  */
/* { dg-final { mergefn-not-merged "run_a" } } */
/* { dg-final { mergefn-not-merged "run_b" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* The report names the units: scale in the test, triple in the other.  */
/* { dg-final { scan-mergefn-report "\"function\": \"triple\", \"into\": \"scale\", \"into_unit\": \"\[^\"\]*\\/xunit-static-differ\\.o\"" } } */
