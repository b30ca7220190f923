/* Rule: a weak and a strong definition with equal bodies in one unit:
   the survivor is the one that cannot be interposed (the strong one,
   though defined second); the weak one keeps its own symbol as a
   wrapper, so a strong definition elsewhere could still override it;
   &weak != &strong; an equal static copy aliases the strong one.
   The weak function's flags must match: GCC proves nothrow only for
   definitions that cannot be interposed, so without -fexceptions (the
   variant "noexc") the pair differs in its function flags, as in GCC's
   own ICF; here -fexceptions and a callee in another unit make the
   flags equal.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fexceptions -fno-inline" } */
/* { dg-additional-sources "sym-weak-strong-aux.c" } */
/* { dg-mergefn-variant noexc "%mergefn% -O2 -fno-ipa-icf -fno-inline" } */

extern int step (int);

volatile int in = 6;

#define BODY						\
  {							\
    int s = 7;						\
    for (int i = 0; i < x; i++)				\
      s = s * 3 - step (i);				\
    return s;						\
  }
#define REF(x) ({ int s_ = 7; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 3 - (i_ + 4); s_; })

int __attribute__ ((weak)) weak_f (int x) BODY
int strong_f (int x) BODY
static int static_f (int x) BODY

int (*volatile pw) (int) = weak_f;
int (*volatile ps) (int) = strong_f;

int
main (void)
{
  int x = in;
  if (pw == ps)
    __builtin_abort ();
  if (weak_f (x) != REF (x) || strong_f (x + 1) != REF (x + 1)
      || static_f (x + 2) != REF (x + 2))
    __builtin_abort ();
  if (pw (x) != REF (x) || ps (x) != REF (x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "weak_f" "strong_f" "wrapper" } } */
/* { dg-final { mergefn-merged "static_f" "strong_f" "alias" } } */
/* { dg-final { mergefn-not-merged "strong_f" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { scan-mergefn-dump "^differ (weak_f \[a-z_\]+|\[a-z_\]+ weak_f): function flags" "noexc" } } */
/* { dg-final { mergefn-not-merged "weak_f" "noexc" } } */
