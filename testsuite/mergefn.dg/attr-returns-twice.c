/* Rule (merge-rules.md, "Attributes", returns_twice): a function that
   may return twice (like setjmp) returns the second time to where it was
   called from.  Called from a wrapper, that second return would land in
   the wrapper's frame, which the first return already ended.  So no
   wrapper's (or parameterised thunk's) call may go to one.  An alias
   runs the same code from the same call sites, and redirected callers
   were already compiled for a call that returns twice: both are safe.
     r1, r2: public, equal: no alias (both addresses count); their
       callers are redirected... but r2 stays for its address, and cannot
       become a wrapper: "redirect", never "wrapper";
     s1, s2: static, equal, not address-taken: alias;
     p1, p2: public, equal, never called: apart (no alias, nothing to
       redirect, no wrapper);
     n1: the same body as s1 without returns_twice: differs;
     q1, q2 (variant "os", -Os): equal but for a constant: apart.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-variant os "%flags% -Os" } */

volatile int in = 7;
volatile int sink;

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i | (k)) * (x - i) + (s >> 4);			\
    sink = s;							\
    return s;							\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ | (k)) * ((x) - i_) + (s_ >> 4); s_; })

#define RT __attribute__ ((returns_twice))

RT int r1 (int x) BODY (3)
RT int r2 (int x) BODY (3)
static RT int s1 (int x) BODY (5)
static RT int s2 (int x) BODY (5)
RT int p1 (int x) BODY (9)
RT int p2 (int x) BODY (9)
static int n1 (int x) BODY (5)
RT int q1 (int x) BODY (12)
RT int q2 (int x) BODY (13)

int
main (void)
{
  int x = in;
  if (r1 (x) != REF (3, x) || r2 (x + 1) != REF (3, x + 1))
    __builtin_abort ();
  if (s1 (x) != REF (5, x) || s2 (x + 1) != REF (5, x + 1)
      || n1 (x + 2) != REF (5, x + 2))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "r2" "r1" "redirect" } } */
/* { dg-final { mergefn-merged "s2" "s1" "alias" } } */
/* { dg-final { mergefn-apart "p2" "p1" "^returns_twice: a second return would reach a wrapper's finished frame$" } } */
/* { dg-final { mergefn-not-merged "p2" } } */
/* { dg-final { scan-mergefn-dump "^differ (n1 \[a-z\]1|\[a-z\]1 n1): function flags" } } */
/* { dg-final { mergefn-not-merged "n1" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { scan-mergefn-dump "^apart q2 \[a-z\]1: params: returns_twice: a second return would reach a wrapper's finished frame$" "os" } } */
/* { dg-final { mergefn-not-merged "q2" "os" } } */
