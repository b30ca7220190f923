/* Rule: two static functions whose addresses are never taken merge by
   alias (doc/merge-rules.md, "How a class ... is merged", 3: static
   functions whose address is not taken always alias), however many
   places call them.  An alias is the cheapest merge and the one that
   must be chosen here; every call site, in several callers and nested,
   must still compute the function's own result.  */
/* { dg-do run } */

volatile int in = 5;

#define POLY(x) ({ int s_ = 0; for (int i_ = 0; i_ <= (x); i_++) s_ = s_ * 7 + (i_ ^ (x)); s_; })

static int __attribute__ ((noinline))
poly_a (int x)
{
  int s = 0;
  for (int i = 0; i <= x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

static int __attribute__ ((noinline))
poly_b (int x)
{
  int s = 0;
  for (int i = 0; i <= x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

int __attribute__ ((noinline))
use1 (int x)
{
  return poly_a (x) + poly_b (x + 1);
}

int __attribute__ ((noinline))
use2 (int x)
{
  return poly_b (x) - 3 * poly_a (x - 1);
}

int __attribute__ ((noinline))
use3 (int x)
{
  return poly_b (poly_a (x) & 7) ^ poly_b (2);
}

int
main (void)
{
  int x = in;
  if (poly_a (x) != POLY (x) || poly_b (x + 2) != POLY (x + 2))
    __builtin_abort ();
  if (use1 (x) != POLY (x) + POLY (x + 1))
    __builtin_abort ();
  if (use2 (x) != POLY (x) - 3 * POLY (x - 1))
    __builtin_abort ();
  if (use3 (x) != (POLY (POLY (x) & 7) ^ POLY (2)))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "poly_b" "poly_a" "alias" } } */
/* { dg-final { mergefn-not-merged "poly_a" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* { dg-final { scan-mergefn-dump-not "^apart " } } */
