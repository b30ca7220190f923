/* Rule: optimizing for speed, GCC inlines a parameterised thunk into its
   callers, so every call of a member passes the constants itself, and
   the merge must pay for that too.  many_a/many_b, called from sixteen
   places each, cost more in their calls than sharing their body saves:
   apart.  few_a/few_b, of the same size, called from two places each:
   merged.  -O2 with parameterised merging asked for.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-params" } */

#define BODY(K) BODY_OP (K, +=)
#define BODY_OP(K, OP)								\
  {									\
    unsigned s = x;							\
    for (unsigned i = 0; i < (x & 3u) + 2u; i++)			\
      {									\
	s = s * (K) + (i ^ (s >> 3));					\
	if ((s & 12u) == 4u)						\
	  s ^= s >> 5;							\
	else if ((s & 48u) == 16u)					\
	  s OP x >> 2;							\
      }									\
    return s + (x >> 3);						\
  }
__attribute__ ((noipa)) static unsigned keep (unsigned x) { return x; }

static unsigned many_a (unsigned x) BODY (31u)
static unsigned many_b (unsigned x) BODY (37u)
/* Another shape (-=), so that identical merging keeps them from many_*.  */
static unsigned few_a (unsigned x) BODY_OP (31u, -=)
static unsigned few_b (unsigned x) BODY_OP (37u, -=)

#define CALLS8(F, X)							\
  (F (keep (X)) + F (keep (X + 1)) + F (keep (X + 2)) + F (keep (X + 3))	\
   + F (keep (X + 4)) + F (keep (X + 5)) + F (keep (X + 6))		\
   + F (keep (X + 7)))
#define CALLS(F, X) (CALLS8 (F, X) + CALLS8 (F, X + 8))

__attribute__ ((noinline)) unsigned use_many_a (unsigned x) { return CALLS (many_a, x); }
__attribute__ ((noinline)) unsigned use_many_b (unsigned x) { return CALLS (many_b, x) ^ 1u; }
__attribute__ ((noinline)) unsigned use_few_a (unsigned x) { return few_a (keep (x)) + few_a (keep (x + 1)); }
__attribute__ ((noinline)) unsigned use_few_b (unsigned x) { return few_b (keep (x)) - few_b (keep (x + 1)); }

static unsigned
ref_op (unsigned k, unsigned x, int minus)
{
  unsigned s = x;
  for (unsigned i = 0; i < (x & 3u) + 2u; i++)
    {
      s = s * k + (i ^ (s >> 3));
      if ((s & 12u) == 4u)
	s ^= s >> 5;
      else if ((s & 48u) == 16u)
	s = minus ? s - (x >> 2) : s + (x >> 2);
    }
  return s + (x >> 3);
}

#define ref(K, X) ref_op (K, X, 0)
#define ref_few(K, X) ref_op (K, X, 1)

int
main (void)
{
  for (unsigned x = 0; x < 30; x++)
    {
      unsigned a = 0, b = 0;
      for (unsigned j = 0; j < 16; j++)
	a += ref (31u, x + j), b += ref (37u, x + j);
      if (use_many_a (x) != a || use_many_b (x) != (b ^ 1u)
	  || use_few_a (x) != ref_few (31u, x) + ref_few (31u, x + 1)
	  || use_few_b (x) != ref_few (37u, x) - ref_few (37u, x + 1))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { mergefn-apart "many_b" "many_a" "^params: the shared body and thunks would not be smaller: \[0-9\]+ >= \[0-9\]+$" } } */
/* { dg-final { mergefn-not-merged "many_a" } } */
/* { dg-final { mergefn-not-merged "many_b" } } */
/* { dg-final { mergefn-params "few_b" "few_a" "1" } } */
