/* Rule: the user's no_icf and noipa attributes refuse a function
   outright, even when it equals others; a control pair with the same
   body and no attribute merges.  (GCC gives a noipa function an implied
   no_icf attribute too, so either reason is accepted for it.)  */
/* { dg-do run } */

volatile int in = 6;

#define BODY						\
  {							\
    int s = 0;						\
    for (int i = 0; i < x; i++)				\
      s += (i << 2) ^ (x * 5);				\
    return s;						\
  }
#define REF(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ << 2) ^ ((x) * 5); s_; })

static int __attribute__ ((noinline, no_icf)) kept_icf_a (int x) BODY
static int __attribute__ ((noinline, no_icf)) kept_icf_b (int x) BODY
static int __attribute__ ((noipa)) kept_ipa_a (int x) BODY
static int __attribute__ ((noipa)) kept_ipa_b (int x) BODY
static int __attribute__ ((noinline)) control_a (int x) BODY
static int __attribute__ ((noinline)) control_b (int x) BODY

int
main (void)
{
  int x = in;
  if (kept_icf_a (x) != REF (x) || kept_icf_b (x + 1) != REF (x + 1)
      || kept_ipa_a (x + 2) != REF (x + 2) || kept_ipa_b (x + 3) != REF (x + 3)
      || control_a (x + 4) != REF (x + 4) || control_b (x + 5) != REF (x + 5))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "kept_icf_a" "^no_icf attribute$" } } */
/* { dg-final { mergefn-refused "kept_icf_b" "^no_icf attribute$" } } */
/* { dg-final { mergefn-refused "kept_ipa_a" "^(noipa|no_icf) attribute$" } } */
/* { dg-final { mergefn-refused "kept_ipa_b" "^(noipa|no_icf) attribute$" } } */
/* { dg-final { mergefn-merged "control_b" "control_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* { dg-final { scan-mergefn-dump-not "-> kept_" } } */
