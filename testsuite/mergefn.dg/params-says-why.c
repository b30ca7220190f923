/* Rule: every function that takes part in parameterised merging and is
   not merged says why in the dump, the group's first member too:
   - a, b, c share a shape; a and b differ in one constant and share a
     body, c differs from them in two and may not join (params=1): the
     last one left, it says so, next to the group it could not join;
   - small_a, small_b: too small to share, each says so;
   - lone_a, lone_b: differ in two constants, neither can join the other.
   -Os with at most one added parameter.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fplugin-arg-mergefn-params=1 -fno-inline" } */

#define F(NAME, K, M)							\
  unsigned NAME (unsigned x)						\
  {									\
    unsigned s = x;							\
    for (unsigned i = 0; i < (x & 7u) + 3u; i++)			\
      {									\
	s = s * (K) + (i ^ (s >> 3));					\
	if ((s & 12u) == 4u)						\
	  s ^= s >> (M);						\
      }									\
    return s + (x >> 2);						\
  }
F (a, 31u, 5)
F (b, 37u, 5)
F (c, 41u, 6)

#define G(NAME, K, M)							\
  unsigned NAME (unsigned x)						\
  {									\
    unsigned s = x * (K);						\
    for (unsigned i = 0; i < (x & 3u) + 2u; i++)			\
      s = (s ^ (s >> (M))) + i * 7u + (x >> (M));			\
    if (s & 64u)							\
      s -= x;								\
    return s;								\
  }
G (lone_a, 3u, 2)
G (lone_b, 5u, 4)

unsigned small_a (unsigned x) { return x * 3u + 1u; }
unsigned small_b (unsigned x) { return x * 5u + 1u; }

static unsigned
ref (unsigned k, unsigned m, unsigned x)
{
  unsigned s = x;
  for (unsigned i = 0; i < (x & 7u) + 3u; i++)
    {
      s = s * k + (i ^ (s >> 3));
      if ((s & 12u) == 4u)
	s ^= s >> m;
    }
  return s + (x >> 2);
}

static unsigned
ref_lone (unsigned k, unsigned m, unsigned x)
{
  unsigned s = x * k;
  for (unsigned i = 0; i < (x & 3u) + 2u; i++)
    s = (s ^ (s >> m)) + i * 7u + (x >> m);
  if (s & 64u)
    s -= x;
  return s;
}

int
main (void)
{
  for (unsigned x = 0; x < 50; x++)
    if (a (x) != ref (31u, 5, x) || b (x) != ref (37u, 5, x)
	|| c (x) != ref (41u, 6, x) || lone_a (x) != ref_lone (3u, 2, x)
	|| lone_b (x) != ref_lone (5u, 4, x) || small_a (x) != x * 3u + 1u
	|| small_b (x) != x * 5u + 1u)
      __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "a" "a" "1" } } */
/* { dg-final { mergefn-params "b" "a" "1" } } */
/* { dg-final { mergefn-not-merged "c" } } */
/* { dg-final { mergefn-apart "c" "a" "^params: more constants differ than parameters may be added: 2 > 1$" } } */
/* { dg-final { mergefn-apart "small_a" "small_b" "^params: the body is too small to share: \[0-9\]+ < 16$" } } */
/* { dg-final { mergefn-apart "small_b" "small_a" "^params: the body is too small to share: \[0-9\]+ < 16$" } } */
/* { dg-final { mergefn-apart "lone_a" "lone_b" "^params: more constants differ than parameters may be added: 2 > 1$" } } */
/* { dg-final { mergefn-apart "lone_b" "lone_a" "^params: more constants differ than parameters may be added: 2 > 1$" } } */
/* { dg-final { scan-mergefn-dump-times "^apart " 5 } } */
