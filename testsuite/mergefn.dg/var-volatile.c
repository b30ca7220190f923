/* Rule: a volatile read-only variable ("volatile const") may change
   behind the program's back (hardware, another agent): every read must
   reach that object, so it is refused, even when two are identical.  An
   equal pair without volatile merges (the control).  */
/* { dg-do run } */

volatile int in = 1;

static const volatile int vol_a[3] = { 5, 10, 15 };
static const volatile int vol_b[3] = { 5, 10, 15 };
static const int plain_a[3] = { 6, 12, 18 };
static const int plain_b[3] = { 6, 12, 18 };

static int __attribute__ ((noinline))
read_all (int i)
{
  return vol_a[i] + vol_b[i + 1] * 100 + plain_a[i] * 10000
	 + plain_b[i + 1] * 1000000;
}

int
main (void)
{
  if (read_all (in) != 10 + 1500 + 120000 + 18000000)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "vol_a" "^volatile$" } } */
/* { dg-final { mergefn-refused "vol_b" "^volatile$" } } */
/* { dg-final { mergefn-not-merged "vol_b" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
