/* Rule: of two equal static functions only the second has its address
   taken.  One observable address per class is allowed, so they still
   merge by alias, and the survivor is the one whose address is taken
   (doc/merge-rules.md, survivor: "then one whose address is
   observable"), though it is defined later.  The pointer must still
   compare equal to the function it was taken from and differ from
   other functions.  */
/* { dg-do run } */

volatile int in = 9;

#define DIG(x) ({ int s_ = 0; for (unsigned v_ = (unsigned) (x) * 12345u; v_; v_ /= 10) s_ += (int) (v_ % 10) * 2; s_; })

static int __attribute__ ((noinline))
digits_plain (int x)
{
  int s = 0;
  for (unsigned v = (unsigned) x * 12345u; v; v /= 10)
    s += (int) (v % 10) * 2;
  return s;
}

static int __attribute__ ((noinline))
digits_taken (int x)
{
  int s = 0;
  for (unsigned v = (unsigned) x * 12345u; v; v /= 10)
    s += (int) (v % 10) * 2;
  return s;
}

static int __attribute__ ((noinline))
other (int x)
{
  int s = 1;
  for (unsigned v = (unsigned) x * 54321u; v; v /= 10)
    s *= (int) (v % 3) + 1;
  return s;
}

int (*volatile pt) (int);
int (*volatile po) (int);

int
main (void)
{
  int x = in;
  pt = digits_taken;
  po = other;
  if ((void *) pt != (void *) digits_taken || (void *) pt == (void *) po)
    __builtin_abort ();
  if (pt (x) != DIG (x) || digits_plain (x + 1) != DIG (x + 1))
    __builtin_abort ();
  if (digits_taken (x + 2) != DIG (x + 2) || po (x) == 0)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "digits_plain" "digits_taken" "alias" } } */
/* { dg-final { mergefn-not-merged "digits_taken" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
