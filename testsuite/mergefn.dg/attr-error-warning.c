/* Rule (merge-rules.md, "Attributes", error and warning): GCC diagnoses
   every call to a function with the error or warning attribute that
   survives optimization, naming the function called.  Callers of such a
   function are never redirected to an equal one, and the wrapper it may
   become is never inlined into them: either would make the diagnostic
   name the other function (seen: "call to 'w1'" for a call to w2).  An
   alias keeps every call naming its own function.  A wrapper's own call
   is not diagnosed (GCC treats it as a thunk's), so such functions may
   be wrappers and be called by them.
     w1, w2: public, equal, called: w2 becomes a wrapper, main's call
       still names w2 (before the rule: redirected, it named w1);
     e1, e2: public, equal, error attribute, never called: wrapper, and
       the unit still compiles;
     s1, s2: static, equal, called: alias, each call named as written;
     o1: the same body as w1, another message: differs;
     variant "os" (-Os, parameterised merging): e3, e4 (error) and k1,
       k2 (warning, k2 called) differ only in a constant: each becomes a
       thunk calling the shared copy, which keeps the attribute; the
       thunks' calls are not diagnosed, and main's call still names k2.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-variant os "%flags% -Os" } */

volatile int in = 5;

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      {								\
	s += (i * (k)) ^ (x + (s >> 2));			\
	if (s > 1000)						\
	  s = s % 997 + (x >> 1);				\
      }								\
    return s;							\
  }
/* (Large enough to pay for parameterised merging in variant os.)  */
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) { s_ += (i_ * (k)) ^ ((x) + (s_ >> 2)); if (s_ > 1000) s_ = s_ % 997 + ((x) >> 1); } s_; })

#define WARN(m) __attribute__ ((warning (m)))

WARN ("slow path") int w1 (int x) BODY (3)
WARN ("slow path") int w2 (int x) BODY (3)
WARN ("other path") int o1 (int x) BODY (3)
__attribute__ ((error ("never call"))) int e1 (int x) BODY (7)
__attribute__ ((error ("never call"))) int e2 (int x) BODY (7)
static WARN ("static path") int s1 (int x) BODY (9)
static WARN ("static path") int s2 (int x) BODY (9)
__attribute__ ((error ("never call"))) int e3 (int x) BODY (21)
__attribute__ ((error ("never call"))) int e4 (int x) BODY (23)
WARN ("k path") int k1 (int x) BODY (25)
WARN ("k path") int k2 (int x) BODY (27)

int
main (void)
{
  int x = in;
  if (w2 (x) != REF (3, x)) /* { dg-warning "call to 'w2' declared with attribute warning: slow path" } */
    __builtin_abort ();
  if (s1 (x) != REF (9, x)) /* { dg-warning "call to 's1' declared with attribute warning: static path" } */
    __builtin_abort ();
  if (s2 (x + 1) != REF (9, x + 1)) /* { dg-warning "call to 's2' declared with attribute warning: static path" } */
    __builtin_abort ();
  if (k2 (x) != REF (27, x)) /* { dg-warning "call to 'k2' declared with attribute warning: k path" } */
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "w2" "w1" "wrapper" } } */
/* { dg-final { mergefn-merged "e2" "e1" "wrapper" } } */
/* { dg-final { mergefn-merged "s2" "s1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (o1 \[wes\]\[12\]|\[wes\]\[12\] o1): attribute" } } */
/* { dg-final { mergefn-not-merged "o1" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
/* { dg-final { scan-mergefn-dump "^merge e3 -> e\[134\]\\.mfparams\\.\[0-9\]+ \\(params, 1 added\\)$" "os" } } */
/* { dg-final { scan-mergefn-dump "^merge e4 -> e\[134\]\\.mfparams\\.\[0-9\]+ \\(params, 1 added\\)$" "os" } } */
/* { dg-final { scan-mergefn-dump "^merge k2 -> k\[12\]\\.mfparams\\.\[0-9\]+ \\(params, 1 added\\)$" "os" } } */
