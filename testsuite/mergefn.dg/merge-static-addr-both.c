/* Rule: two static functions whose addresses are both taken (and
   compared) must keep distinct addresses: no alias.  Both cannot be
   interposed, so the second one's direct callers are redirected to the
   survivor and its body becomes a wrapper (its address is still
   needed).  &f != &g at run time, and calls through either pointer and
   direct calls give the same results.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 7;

#define COLL(x) ({ int n_ = 0; unsigned v_ = (unsigned) (x); while (v_ != 1 && n_ < 1000) { v_ = (v_ & 1) ? 3 * v_ + 1 : v_ / 2; n_++; } n_; })

static int
steps_a (int x)
{
  int n = 0;
  unsigned v = (unsigned) x;
  while (v != 1 && n < 1000)
    {
      v = (v & 1) ? 3 * v + 1 : v / 2;
      n++;
    }
  return n;
}

static int
steps_b (int x)
{
  int n = 0;
  unsigned v = (unsigned) x;
  while (v != 1 && n < 1000)
    {
      v = (v & 1) ? 3 * v + 1 : v / 2;
      n++;
    }
  return n;
}

int (*volatile pa) (int);
int (*volatile pb) (int);

int
direct (int x)
{
  return steps_a (x) * 1000 + steps_b (x + 1);
}

int
main (void)
{
  int x = in;
  pa = steps_a;
  pb = steps_b;
  if (pa == pb)
    __builtin_abort ();
  if ((void *) pa != (void *) steps_a || (void *) pb != (void *) steps_b)
    __builtin_abort ();
  if (pa (x) != COLL (x) || pb (x + 2) != COLL (x + 2))
    __builtin_abort ();
  if (direct (x) != COLL (x) * 1000 + COLL (x + 1))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "steps_b" "steps_a" "wrapper" } } */
/* { dg-final { mergefn-not-merged "steps_a" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
