/* Rule: parameterised merging leaves alone a body the inliner would copy
   into its callers anyway (GCC's size estimates are taken before
   inlining; sharing such a body made libzstd larger under -flto,
   doc/rebuild.md): one called once (once_a/once_b: inlining it into its
   caller does not grow the program).  Declared inline and small does not
   decide it outside lto1 (that test cost fmt 0.9% of its code there; in
   lto1 it holds: mergefn.lto/params-inliner-each-O2.c): inl_a/inl_b,
   three callers each, share one body, as does the same body not
   declared inline (big_a/big_b).
   The rule is for small bodies only (below 32 by GCC's estimate): the
   larger long_a/long_b, each called once too, share one body.
   -O2 with parameterised merging asked for.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-params" } */

#define BODY(K)								\
  {									\
    unsigned s = x;							\
    for (unsigned i = 0; i < (x & 7u) + 3u; i++)			\
      {									\
	s = s * (K) + (i ^ (s >> 3));					\
	if ((s & 12u) == 4u)						\
	  s ^= s >> 5;							\
      }									\
    return s + (x >> 2);						\
  }

#define LONG_BODY(K)							\
  {									\
    unsigned s = x, t = x ^ (K);					\
    for (unsigned i = 0; i < (x & 7u) + 3u; i++)			\
      {									\
	s = s * (K) + (i ^ (s >> 3));					\
	t += (s & 0x5a5u) * (i + 1u);					\
	if ((s & 12u) == 4u)						\
	  s ^= s >> 5;							\
	if ((t & 48u) == 16u)						\
	  t = (t >> 4) * 13u + s;					\
	s += (t >> 7) ^ (i << 2);					\
      }									\
    return s + (x >> 2) + t * 3u;					\
  }

static inline unsigned inl_a (unsigned x) BODY (31u)
static inline unsigned inl_b (unsigned x) BODY (37u)
static unsigned once_a (unsigned x) BODY (41u)
static unsigned once_b (unsigned x) BODY (43u)
static unsigned big_a (unsigned x) BODY (47u)
static unsigned big_b (unsigned x) BODY (53u)
static unsigned long_a (unsigned x) LONG_BODY (59u)
static unsigned long_b (unsigned x) LONG_BODY (61u)

#define CALLER(NAME, F, M)						\
  __attribute__ ((noinline)) unsigned NAME (unsigned x)			\
  { return F (x * (M)) ^ (x + (M)); }
CALLER (c_inl_a1, inl_a, 3u) CALLER (c_inl_a2, inl_a, 5u) CALLER (c_inl_a3, inl_a, 7u)
CALLER (c_inl_b1, inl_b, 3u) CALLER (c_inl_b2, inl_b, 5u) CALLER (c_inl_b3, inl_b, 7u)
CALLER (c_once_a, once_a, 9u) CALLER (c_once_b, once_b, 9u)
CALLER (c_long_a, long_a, 9u) CALLER (c_long_b, long_b, 11u)
CALLER (c_big_a1, big_a, 3u) CALLER (c_big_a2, big_a, 5u) CALLER (c_big_a3, big_a, 7u)
CALLER (c_big_b1, big_b, 3u) CALLER (c_big_b2, big_b, 5u) CALLER (c_big_b3, big_b, 7u)

static unsigned
ref (unsigned k, unsigned x)
{
  unsigned s = x;
  for (unsigned i = 0; i < (x & 7u) + 3u; i++)
    {
      s = s * k + (i ^ (s >> 3));
      if ((s & 12u) == 4u)
	s ^= s >> 5;
    }
  return s + (x >> 2);
}

static unsigned
ref_long (unsigned k, unsigned x)
{
  unsigned s = x, t = x ^ k;
  for (unsigned i = 0; i < (x & 7u) + 3u; i++)
    {
      s = s * k + (i ^ (s >> 3));
      t += (s & 0x5a5u) * (i + 1u);
      if ((s & 12u) == 4u)
	s ^= s >> 5;
      if ((t & 48u) == 16u)
	t = (t >> 4) * 13u + s;
      s += (t >> 7) ^ (i << 2);
    }
  return s + (x >> 2) + t * 3u;
}

static unsigned
ref_caller (unsigned k, unsigned m, unsigned x)
{
  return ref (k, x * m) ^ (x + m);
}

int
main (void)
{
  for (unsigned x = 0; x < 40; x++)
    {
      if (c_inl_a1 (x) != ref_caller (31u, 3u, x)
	  || c_inl_a2 (x) != ref_caller (31u, 5u, x)
	  || c_inl_a3 (x) != ref_caller (31u, 7u, x)
	  || c_inl_b1 (x) != ref_caller (37u, 3u, x)
	  || c_inl_b2 (x) != ref_caller (37u, 5u, x)
	  || c_inl_b3 (x) != ref_caller (37u, 7u, x)
	  || c_once_a (x) != ref_caller (41u, 9u, x)
	  || c_once_b (x) != ref_caller (43u, 9u, x)
	  || c_big_a1 (x) != ref_caller (47u, 3u, x)
	  || c_big_a2 (x) != ref_caller (47u, 5u, x)
	  || c_big_a3 (x) != ref_caller (47u, 7u, x)
	  || c_big_b1 (x) != ref_caller (53u, 3u, x)
	  || c_big_b2 (x) != ref_caller (53u, 5u, x)
	  || c_big_b3 (x) != ref_caller (53u, 7u, x)
	  || c_long_a (x) != (ref_long (59u, x * 9u) ^ (x + 9u))
	  || c_long_b (x) != (ref_long (61u, x * 11u) ^ (x + 11u)))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { mergefn-apart "once_b" "once_a" "^params: the inliner would copy it into its callers: that does not grow the program$" } } */
/* { dg-final { mergefn-not-merged "once_a" } } */
/* { dg-final { mergefn-not-merged "once_b" } } */
/* { dg-final { mergefn-params "big_a" "big_a" "1" } } */
/* { dg-final { mergefn-params "big_b" "big_a" "1" } } */
/* { dg-final { mergefn-params "inl_a" "inl_a" "1" } } */
/* { dg-final { mergefn-params "inl_b" "inl_a" "1" } } */
/* { dg-final { mergefn-params "long_a" "long_a" "1" } } */
/* { dg-final { mergefn-params "long_b" "long_a" "1" } } */
