/* Rule: whether a function was declared inline is part of its
   declaration (as in GCC's own ICF), so two bodies that differ only in
   "inline" are not merged, and the dump says why; two equal functions
   that are both declared inline merge as usual (the control).
   -fno-inline keeps all four bodies out of their callers (the noinline
   attribute would conflict with inline).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 8;

#define BODY(k)						\
  {							\
    int s = 0;						\
    for (int i = 0; i < x; i++)				\
      s += (i | (k)) * (x - i);				\
    return s;						\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ | (k)) * ((x) - i_); s_; })

static inline int with_inline (int x) BODY (6)
static int without_inline (int x) BODY (6)

static inline int both_a (int x) BODY (9)
static inline int both_b (int x) BODY (9)

int
main (void)
{
  int x = in;
  if (with_inline (x) != REF (6, x) || without_inline (x + 1) != REF (6, x + 1))
    __builtin_abort ();
  if (both_a (x) != REF (9, x) || both_b (x + 1) != REF (9, x + 1))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "with_inline" "without_inline" "^declaration flags" } } */
/* { dg-final { mergefn-not-merged "with_inline" } } */
/* { dg-final { mergefn-not-merged "without_inline" } } */
/* { dg-final { mergefn-merged "both_b" "both_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
