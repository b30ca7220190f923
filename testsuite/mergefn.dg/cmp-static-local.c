/* Rule: two functions that each keep their own static variable must never
   merge, however alike their bodies: their behaviour depends on separate
   state.  count1 and count2 each increment their own static counter; the
   references reach different symbols ("referenced symbol"), so they must
   stay apart, and main checks that the counts stay independent.  Sharing
   one global counter is another matter: bump1/bump2 both increment the
   same global and are interchangeable, so they must merge.  */
/* { dg-do run } */

int shared;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
count1 (void)
{
  static int n;
  return ++n;
}

static int NOINLINE
count2 (void)
{
  static int n;
  return ++n;
}

/* Positive control: the same (global) state.  */
static int NOINLINE
bump1 (int k)
{
  shared += k;
  return shared;
}

static int NOINLINE
bump2 (int k)
{
  shared += k;
  return shared;
}

int
main (void)
{
  if (count1 () != 1 || count2 () != 1 || count1 () != 2
      || count1 () != 3 || count2 () != 2)
    __builtin_abort ();
  if (bump1 (2) != 2 || bump2 (3) != 5 || bump1 (1) != 6)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "count1" "count2" "^referenced symbol$" } } */
/* { dg-final { mergefn-not-merged "count1" } } */
/* { dg-final { mergefn-not-merged "count2" } } */
/* { dg-final { mergefn-merged "bump2" "bump1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
