/* Rule (merge-rules.md, "Attributes"): aarch64_vector_pcs is a calling
   convention (a type attribute): such a function keeps q8-q23 for its
   callers, which therefore keep vector values there across the call; a
   plain function only keeps the low halves of v8-v15.  So a function
   never merges with one of the other convention: v1, v2 (vector pcs)
   merge by wrapper (public), p (plain, the same body) stays apart
   ("attributes").  The callers keep vector values live across the calls,
   so a wrong merge would corrupt them.  */
/* { dg-do run } */
/* { dg-mergefn-target "aarch64*-*-*" "aarch64_vector_pcs is aarch64's" } */
/* Calls stay out of line with -fno-inline: noinline functions never
   become wrappers (merge-rules.md, "noinline: the decision").  */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

typedef float v4sf __attribute__ ((vector_size (16)));

volatile float fin = 1.5f;
volatile int in = 5;

#define BODY							\
  {								\
    v4sf s = a;							\
    for (int i = 0; i < k; i++)					\
      s = s * b + (v4sf) { i, 1, 2, 3 };			\
    return s;							\
  }
#define ARGS (v4sf a, v4sf b, int k)
#define VPCS __attribute__ ((aarch64_vector_pcs))

VPCS v4sf v1 ARGS BODY
VPCS v4sf v2 ARGS BODY
v4sf p ARGS BODY

static int
same (v4sf x, v4sf y)
{
  for (int i = 0; i < 4; i++)
    if (x[i] != y[i])
      return 0;
  return 1;
}

int
main (void)
{
  float f = fin;
  int k = in;
  v4sf a = { f, f + 1, f + 2, f + 3 }, b = { 0.5f, 0.25f, 1, 2 };
  /* Values live across the calls, in registers a callee of one
     convention keeps and one of the other may not.  */
  v4sf keep0 = a * b, keep1 = a + b, keep2 = a - b, keep3 = a * a;
  v4sf w = p (a, b, k);
  v4sf r1 = v1 (a, b, k);
  v4sf r2 = v2 (a, b, k);
  if (!same (w, r1) || !same (w, r2))
    __builtin_abort ();
  if (!same (keep0, a * b) || !same (keep1, a + b) || !same (keep2, a - b)
      || !same (keep3, a * a))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "v2" "v1" "wrapper" } } */
/* { dg-final { mergefn-differ "v1" "p" "^(attributes|function type attributes)$" } } */
/* { dg-final { mergefn-not-merged "p" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
