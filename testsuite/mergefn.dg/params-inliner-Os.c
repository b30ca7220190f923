/* Rule: optimizing for size, members the inliner would copy into their
   callers still share one body: two inlined copies are larger than one
   shared body (the kernel's csi_L and csi_M in vt.c, each called once,
   were left to the inliner by a first version of the rule, which
   inlined both, and the kernel grew).  once_a/once_b are static and
   called once each.  The -O2 counterpart is params-inliner.c.  -Os:
   parameterised merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

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

static unsigned once_a (unsigned x) BODY (41u)
static unsigned once_b (unsigned x) BODY (43u)

__attribute__ ((noinline)) unsigned c_once_a (unsigned x) { return once_a (x * 9u) ^ (x + 9u); }
__attribute__ ((noinline)) unsigned c_once_b (unsigned x) { return once_b (x * 7u) ^ (x + 7u); }

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

int
main (void)
{
  for (unsigned x = 0; x < 40; x++)
    if (c_once_a (x) != (ref (41u, x * 9u) ^ (x + 9u))
	|| c_once_b (x) != (ref (43u, x * 7u) ^ (x + 7u)))
      __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "once_a" "once_a" "1" } } */
/* { dg-final { mergefn-params "once_b" "once_a" "1" } } */
