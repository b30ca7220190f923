/* Rule: variables reach a fixpoint as functions do.  Once a2 is merged
   into a1 (their addresses are not compared: -fmerge-all-constants), the
   tables p1 and p2, which point into them, are equal and merge too, in a
   second pass over the variables.  p3 points into a3, which differs, so
   p3 stays apart.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fmerge-all-constants" } */

static const int a1[] = { 1, 2, 3, 4 };
static const int a2[] = { 1, 2, 3, 4 };
static const int a3[] = { 1, 2, 3, 5 };
static const int *const p1[] = { a1, a1 + 2 };
static const int *const p2[] = { a2, a2 + 2 };
static const int *const p3[] = { a3, a3 + 2 };

volatile int in = 1;

static int __attribute__ ((noinline))
get (const int *const *p, int i, int j)
{
  return p[i][j];
}

int
main (void)
{
  int i = in;
  if (get (p1, i, 1) != 4 || get (p2, i - 1, 2) != 3 || get (p3, i, 1) != 5)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "a2" "a1" "alias" } } */
/* { dg-final { mergefn-merged "p2" "p1" "alias" } } */
/* { dg-final { mergefn-not-merged "p3" } } */
/* { dg-final { mergefn-not-merged "a3" } } */
