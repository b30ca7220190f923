/* Rule: a switch compares each case's value (and target), so two
   switches that differ in one case label are different bodies: sv1 has
   case 3 where sv2 has case 4 and they must stay apart (the first
   difference is that value: "constant"); merged, one of them would take
   the wrong branch for x == 3 or x == 4.  The case bodies use y so that
   GCC does not turn the switch into a table.  sc1/sc2 are identical
   switches and must merge.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
sv1 (int x, int y)
{
  int r;
  switch (x)
    {
    case 1: r = y * 3; break;
    case 3: r = y + 11; break;
    case 5: r = y ^ 6; break;
    default: r = 0; break;
    }
  return r + 1;
}

static int NOINLINE
sv2 (int x, int y)
{
  int r;
  switch (x)
    {
    case 1: r = y * 3; break;
    case 4: r = y + 11; break;
    case 5: r = y ^ 6; break;
    default: r = 0; break;
    }
  return r + 1;
}

/* Positive control: identical switches of another shape.  */
static int NOINLINE
sc1 (int x, int y)
{
  switch (x)
    {
    case 2: return y - 1;
    case 7: return y * y;
    default: return -y;
    }
}

static int NOINLINE
sc2 (int x, int y)
{
  switch (x)
    {
    case 2: return y - 1;
    case 7: return y * y;
    default: return -y;
    }
}

int
main (void)
{
  int v = in;
  if (sv1 (v, 2) != 14 || sv2 (v, 2) != 1)
    __builtin_abort ();
  if (sv1 (v + 1, 2) != 1 || sv2 (v + 1, 2) != 14)
    __builtin_abort ();
  if (sv1 (v - 2, 2) != 7 || sv2 (v + 2, 2) != 5)
    __builtin_abort ();
  if (sc1 (2, v) != 2 || sc2 (7, v) != 9 || sc2 (v, v) != -3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "sv1" "sv2" "^constant$" } } */
/* { dg-final { mergefn-not-merged "sv1" } } */
/* { dg-final { mergefn-not-merged "sv2" } } */
/* { dg-final { mergefn-merged "sc2" "sc1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
