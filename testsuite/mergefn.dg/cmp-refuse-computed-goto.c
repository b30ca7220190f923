/* Rule: a body that takes the address of a label (computed goto, &&l)
   is never merged: label addresses are values that identify this body's
   code.  cg1 and cg2 are identical, and both must be refused with the
   reason "address of a label is taken" and stay unmerged; main checks
   that each still jumps right.  c1/c2 (no label addresses) must merge.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
cg1 (int x)
{
  static void *const t[] = { &&even, &&odd };
  goto *t[x & 1];
even:
  return x * 10;
odd:
  return x + 20;
}

static int NOINLINE
cg2 (int x)
{
  static void *const t[] = { &&even, &&odd };
  goto *t[x & 1];
even:
  return x * 10;
odd:
  return x + 20;
}

/* Positive control.  */
static int NOINLINE
c1 (int x)
{
  return (x & 1) ? x + 20 : x * 10;
}

static int NOINLINE
c2 (int x)
{
  return (x & 1) ? x + 20 : x * 10;
}

int
main (void)
{
  int v = in;
  if (cg1 (v) != 23 || cg1 (v + 1) != 40 || cg2 (v) != 23 || cg2 (v + 3) != 60)
    __builtin_abort ();
  if (c1 (v) != 23 || c2 (v + 1) != 40)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "cg1" "^address of a label is taken$" } } */
/* { dg-final { mergefn-refused "cg2" "^address of a label is taken$" } } */
/* { dg-final { mergefn-not-merged "cg1" } } */
/* { dg-final { mergefn-not-merged "cg2" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
