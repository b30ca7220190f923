/* Rule: a switch compares which block each case jumps to.  st1 and st2
   have the same case values and the same blocks, but case 5 jumps to the
   "y * 3" block in st1 and to the "y + 11" block in st2; they must stay
   apart (the first difference is the target of case 5: "jump target").
   Merged, x == 5 would take the other branch.  tc1/tc2 are identical and
   must merge.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
st1 (int x, int y)
{
  int r;
  switch (x)
    {
    case 1: case 5: r = y * 3; break;
    case 3: r = y + 11; break;
    default: r = 0; break;
    }
  return r - 1;
}

static int NOINLINE
st2 (int x, int y)
{
  int r;
  switch (x)
    {
    case 1: r = y * 3; break;
    case 3: case 5: r = y + 11; break;
    default: r = 0; break;
    }
  return r - 1;
}

/* Positive control.  */
static int NOINLINE
tc1 (int x, int y)
{
  switch (x)
    {
    case 2: case 6: return y - 1;
    case 4: return y * y;
    default: return -y;
    }
}

static int NOINLINE
tc2 (int x, int y)
{
  switch (x)
    {
    case 2: case 6: return y - 1;
    case 4: return y * y;
    default: return -y;
    }
}

int
main (void)
{
  int v = in;
  if (st1 (v + 2, v) != 8 || st2 (v + 2, v) != 13)
    __builtin_abort ();
  if (st1 (1, v) != 8 || st2 (1, v) != 8 || st1 (v, v) != 13 || st2 (v, v) != 13)
    __builtin_abort ();
  if (tc1 (6, v) != 2 || tc2 (4, v) != 9 || tc2 (v, v) != -3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "st1" "st2" "^jump target$" } } */
/* { dg-final { mergefn-not-merged "st1" } } */
/* { dg-final { mergefn-not-merged "st2" } } */
/* { dg-final { mergefn-merged "tc2" "tc1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
