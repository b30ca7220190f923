/* Rule (merge-rules.md, "Attributes", target_clones and target): a
   function with target_clones becomes one clone per target and a
   resolver that picks one at load time; the clones and the dispatch are
   GCC's, and every clone is refused ("function multiversioning").  The
   resolvers differ in the clones they name.  Functions with the same
   target attribute are ordinary: they merge, by wrapper too (the
   wrapper is compiled for the same target, so its call is allowed), and
   never with a function for another target (cmp-attr-options.c).
     t1, t2: equal target_clones functions: never merged;
     v1, v2: public, target ("sse4.2"), equal: wrapper;
     v3: the same body for the default target: differs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-target "i?86-*-* x86_64-*-*" "target_clones of x86 ISA extensions (avx2)" } */

volatile int in = 6;

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i * (k)) ^ (x - (s >> 3));				\
    return s;							\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ * (k)) ^ ((x) - (s_ >> 3)); s_; })

#define CLONES __attribute__ ((target_clones ("avx2", "default")))
#define SSE42 __attribute__ ((target ("sse4.2")))

CLONES int t1 (int x) BODY (3)
CLONES int t2 (int x) BODY (3)
SSE42 int v1 (int x) BODY (5)
SSE42 int v2 (int x) BODY (5)
int v3 (int x) BODY (5)

int
main (void)
{
  int x = in;
  if (t1 (x) != REF (3, x) || t2 (x + 1) != REF (3, x + 1))
    __builtin_abort ();
  if (v3 (x) != REF (5, x))
    __builtin_abort ();
  if (__builtin_cpu_supports ("sse4.2")
      && (v1 (x) != REF (5, x) || v2 (x + 1) != REF (5, x + 1)))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^refuse t1\\.avx2\[.0-9\]*: function multiversioning$" } } */
/* { dg-final { scan-mergefn-dump "^refuse t2\\.avx2\[.0-9\]*: function multiversioning$" } } */
/* { dg-final { scan-mergefn-dump "^refuse t1\\.default\[.0-9\]*: function multiversioning$" } } */
/* { dg-final { scan-mergefn-dump "^refuse t2\\.default\[.0-9\]*: function multiversioning$" } } */
/* { dg-final { scan-mergefn-dump-not "^merge t\[12\]" } } */
/* { dg-final { mergefn-merged "v2" "v1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump "^differ (v3 v1|v1 v3): target options$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
