/* Rule: functions are equal only with equal optimization options
   (doc/total-order.md, "optimization options").  Under -flto each
   function keeps the options its unit was compiled with: wrap_a here and
   wrap_b in xunit-options-aux.c (-fwrapv) have the same GIMPLE but not
   the same semantics of signed overflow, so they stay apart; plain_a and
   plain_b, both from units without -fwrapv, are the control (the other
   unit is compiled with the test's flags).  */
/* { dg-do run } */
/* { dg-additional-sources "xunit-options-aux.c" } */
/* { dg-mergefn-object "xunit-options-aux2.c" "%flags% -fwrapv" } */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
wrap_a (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x * i + (s >> 3);
  return s;
}

NOINLINE int
plain_a (int x, int n)
{
  int s = 1;
  for (int i = 0; i < n; i++)
    s = s * x - (s >> 3);
  return s;
}

extern int wrap_b (int, int);
extern int plain_b (int, int);

volatile int vx = 7, vn = 5;

int
main (void)
{
  int x = vx, n = vn;
  if (wrap_a (x, n) != wrap_b (x, n) || plain_a (x, n) != plain_b (x, n))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "wrap_a" "wrap_b" "^optimization options$" } } */
/* { dg-final { mergefn-not-merged "wrap_a" } } */
/* { dg-final { mergefn-not-merged "wrap_b" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
