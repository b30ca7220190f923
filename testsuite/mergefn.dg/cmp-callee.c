/* Rule: a direct call to a function that is not a merge candidate (here
   external, defined in cmp-callee-aux.c) compares by the callee's
   identity.  ca1 and ca2 differ only in calling ext1 vs ext2 and must
   stay apart ("callee"); merged, one would call the other's function.
   cc1/cc2 call the same external function and must merge.  */
/* { dg-do run } */
/* { dg-additional-sources "cmp-callee-aux.c" } */

extern int ext1 (int);
extern int ext2 (int);

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
ca1 (int x)
{
  return ext1 (x) * 2;
}

static int NOINLINE
ca2 (int x)
{
  return ext2 (x) * 2;
}

/* Positive control: the same callee.  */
static int NOINLINE
cc1 (int x, int y)
{
  return ext1 (x + y) - y;
}

static int NOINLINE
cc2 (int x, int y)
{
  return ext1 (x + y) - y;
}

int
main (void)
{
  int v = in;
  if (ca1 (v) != 206 || ca2 (v) != 406)
    __builtin_abort ();
  if (cc1 (v, 1) != 103 || cc2 (v, 2) != 103)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "ca1" "ca2" "^callee$" } } */
/* { dg-final { mergefn-not-merged "ca1" } } */
/* { dg-final { mergefn-not-merged "ca2" } } */
/* { dg-final { mergefn-merged "cc2" "cc1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
