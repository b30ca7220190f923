/* Rule: calls to merge candidates compare by the callee's class, found
   as a greatest fixpoint, so mutually recursive families merge: ping1 /
   pong1 and ping2 / pong2 call each other crosswise and are equal only
   if the other pair is, which the optimistic start followed by
   refinement proves: ping2 must merge into ping1 and pong2 into pong1.
   ping3/pong3 look the same except for one constant in pong3; the
   refinement must split pong3 off and then ping3 (which calls it), so
   neither merges; merged, ping3 would recurse into pong1 and return
   another count.  */
/* { dg-do run } */

volatile int in = 7;

#define NOINLINE __attribute__ ((noinline))

static int ping1 (int), pong1 (int), ping2 (int), pong2 (int);
static int ping3 (int), pong3 (int);

static int NOINLINE
ping1 (int n)
{
  return n <= 0 ? 0 : 1 + pong1 (n - 1);
}

static int NOINLINE
pong1 (int n)
{
  return n <= 0 ? 100 : 2 + ping1 (n - 1);
}

static int NOINLINE
ping2 (int n)
{
  return n <= 0 ? 0 : 1 + pong2 (n - 1);
}

static int NOINLINE
pong2 (int n)
{
  return n <= 0 ? 100 : 2 + ping2 (n - 1);
}

static int NOINLINE
ping3 (int n)
{
  return n <= 0 ? 0 : 1 + pong3 (n - 1);
}

static int NOINLINE
pong3 (int n)
{
  return n <= 0 ? 300 : 2 + ping3 (n - 1);
}

int
main (void)
{
  int v = in;
  if (ping1 (v) != 110 || ping2 (v) != 110 || ping3 (v) != 310)
    __builtin_abort ();
  if (pong1 (v) != 11 || pong2 (v - 1) != 109 || pong3 (v - 1) != 309)
    __builtin_abort ();
  if (ping2 (v - 1) != 9 || ping3 (v - 1) != 9)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "ping2" "ping1" "alias" } } */
/* { dg-final { mergefn-merged "pong2" "pong1" "alias" } } */
/* { dg-final { mergefn-not-merged "ping3" } } */
/* { dg-final { mergefn-not-merged "pong3" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
