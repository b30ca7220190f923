/* Used by params-inliner-each-O2.c and params-inliner-each-Os.c: two
   pairs that differ in one constant, each function called from three
   places (so inlining it everywhere grows the program).  By GCC's
   estimate each body is 24 and grows a caller by 18.  inl_a/inl_b are
   declared inline: optimizing for speed the inliner copies them into
   each caller (18 is within max-inline-insns-single) and drops them.
   big_a/big_b, the same body not declared inline, exceed
   max-inline-insns-auto (15 at -O2) and stay out of line.  Both pairs
   would be smaller shared, by the cost model alone.  */
#define BODY(K)								\
  {									\
    unsigned s = x, t = x >> 1;						\
    for (unsigned i = 0; i < (x & 7u) + 3u; i++)			\
      {									\
	s = s * (K) + (i ^ (s >> 3));					\
	if ((s & 12u) == 4u)						\
	  s ^= s >> 5;							\
	t += s & 0x55u;							\
      }									\
    return s + (x >> 2) + t * 3u;					\
  }

static inline unsigned inl_a (unsigned x) BODY (31u)
static inline unsigned inl_b (unsigned x) BODY (37u)
static unsigned big_a (unsigned x) BODY (47u)
static unsigned big_b (unsigned x) BODY (53u)

#define CALLER(NAME, F, M)						\
  __attribute__ ((noinline)) unsigned NAME (unsigned x)			\
  { return F (x * (M)) ^ (x + (M)); }
CALLER (c_inl_a1, inl_a, 3u) CALLER (c_inl_a2, inl_a, 5u) CALLER (c_inl_a3, inl_a, 7u)
CALLER (c_inl_b1, inl_b, 3u) CALLER (c_inl_b2, inl_b, 5u) CALLER (c_inl_b3, inl_b, 7u)
CALLER (c_big_a1, big_a, 3u) CALLER (c_big_a2, big_a, 5u) CALLER (c_big_a3, big_a, 7u)
CALLER (c_big_b1, big_b, 3u) CALLER (c_big_b2, big_b, 5u) CALLER (c_big_b3, big_b, 7u)

static unsigned
ref (unsigned k, unsigned x)
{
  unsigned s = x, t = x >> 1;
  for (unsigned i = 0; i < (x & 7u) + 3u; i++)
    {
      s = s * k + (i ^ (s >> 3));
      if ((s & 12u) == 4u)
	s ^= s >> 5;
      t += s & 0x55u;
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
    if (c_inl_a1 (x) != ref_caller (31u, 3u, x)
	|| c_inl_a2 (x) != ref_caller (31u, 5u, x)
	|| c_inl_a3 (x) != ref_caller (31u, 7u, x)
	|| c_inl_b1 (x) != ref_caller (37u, 3u, x)
	|| c_inl_b2 (x) != ref_caller (37u, 5u, x)
	|| c_inl_b3 (x) != ref_caller (37u, 7u, x)
	|| c_big_a1 (x) != ref_caller (47u, 3u, x)
	|| c_big_a2 (x) != ref_caller (47u, 5u, x)
	|| c_big_a3 (x) != ref_caller (47u, 7u, x)
	|| c_big_b1 (x) != ref_caller (53u, 3u, x)
	|| c_big_b2 (x) != ref_caller (53u, 5u, x)
	|| c_big_b3 (x) != ref_caller (53u, 7u, x))
      __builtin_abort ();
  return 0;
}
