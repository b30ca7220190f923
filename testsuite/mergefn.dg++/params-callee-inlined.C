// Rule: where members differ in the function they call, the call becomes
// a call through a parameter, and a callee the inliner would have copied
// into its only caller and dropped (an inline function, emitted only if
// used) then stays out of line: its size counts against the merge.
// use_a/use_b call step_a/step_b, each called only there: apart (yaml-cpp's
// std::_Deque_base constructors and _M_initialize_map).  use_c/use_d call
// step_c/step_d, which other functions call too, so that inlining them
// everywhere would grow the program: merged.  -O2 with parameterised
// merging asked for.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-params" }

extern "C" void abort ();

// OP gives step_d a shape of its own: were step_c and step_d merged
// first, their thunks would be the callees, and (tiny, inlined
// everywhere) would count against use_c/use_d's merge in turn (GCC 16).
#define STEP(NAME, K, OP)						\
  inline unsigned							\
  NAME (unsigned *p, unsigned n)					\
  {									\
    unsigned s = n;							\
    for (unsigned i = 0; i < n; i++)					\
      {									\
	s = s * (K) + (p[i] ^ (s >> 3));				\
	if ((s & 12u) == 4u)						\
	  p[i] OP s >> 5;						\
      }									\
    return s;								\
  }
STEP (step_a, 31u, ^=)
STEP (step_b, 37u, ^=)
STEP (step_c, 41u, ^=)
STEP (step_d, 43u, +=)

// OP keeps the two pairs in classes of their own.  Not noinline (a
// noinline function is never made a thunk): main calls them only through
// the array uses, indexed by a loop's variable, so out of line.
#define USE(NAME, STEP, OP)						\
  unsigned								\
  NAME (unsigned *p, unsigned n)					\
  {									\
    unsigned t = 0;							\
    for (unsigned i = 0; i < n; i++)					\
      {									\
	p[i] = p[i] * 7u + t;						\
	t OP p[i] >> (i & 7u);						\
	if (t > 100000u)						\
	  t %= 9973u;							\
      }									\
    return STEP (p, n) + t;						\
  }
USE (use_a, step_a, ^=)
USE (use_b, step_b, ^=)
USE (use_c, step_c, +=)
USE (use_d, step_d, +=)

#define OTHER(NAME, STEP, M)						\
  __attribute__ ((noinline)) unsigned					\
  NAME (unsigned *p, unsigned n)					\
  { p[0] += (M); return STEP (p, n) ^ (M); }
OTHER (other_c1, step_c, 3u) OTHER (other_c2, step_c, 5u)
OTHER (other_c3, step_c, 7u) OTHER (other_c4, step_c, 9u)
OTHER (other_d1, step_d, 3u) OTHER (other_d2, step_d, 5u)
OTHER (other_d3, step_d, 7u) OTHER (other_d4, step_d, 9u)

static unsigned
ref_step (unsigned k, unsigned *p, unsigned n)
{
  unsigned s = n;
  for (unsigned i = 0; i < n; i++)
    {
      s = s * k + (p[i] ^ (s >> 3));
      if ((s & 12u) == 4u)
	{
	  if (k == 43u)
	    p[i] += s >> 5;
	  else
	    p[i] ^= s >> 5;
	}
    }
  return s;
}

static unsigned
ref_use (unsigned k, unsigned *p, unsigned n)
{
  unsigned t = 0;
  for (unsigned i = 0; i < n; i++)
    {
      p[i] = p[i] * 7u + t;
      if (k < 40u)
	t ^= p[i] >> (i & 7u);
      else
	t += p[i] >> (i & 7u);
      if (t > 100000u)
	t %= 9973u;
    }
  return ref_step (k, p, n) + t;
}

typedef unsigned (*use_fn) (unsigned *, unsigned);

int
main ()
{
  static const use_fn uses[] = { use_a, use_b, use_c, use_d };
  static const unsigned ks[] = { 31u, 37u, 41u, 43u };
  for (unsigned f = 0; f < 4; f++)
    for (unsigned n = 1; n < 9; n++)
      {
	unsigned a[8], b[8];
	for (unsigned i = 0; i < 8; i++)
	  a[i] = b[i] = i * 2654435761u + n;
	if (uses[f] (a, n) != ref_use (ks[f], b, n))
	  abort ();
	for (unsigned i = 0; i < 8; i++)
	  if (a[i] != b[i])
	    abort ();
      }
  unsigned a[4] = { 1, 2, 3, 4 }, b[4] = { 1, 2, 3, 4 };
  unsigned x = other_c1 (a, 4) + other_c2 (a, 4) + other_c3 (a, 4)
	       + other_c4 (a, 4) + other_d1 (a, 4) + other_d2 (a, 4)
	       + other_d3 (a, 4) + other_d4 (a, 4);
  unsigned y = 0;
  static const unsigned ms[] = { 3u, 5u, 7u, 9u };
  for (unsigned i = 0; i < 8; i++)
    {
      b[0] += ms[i % 4];
      y += ref_step (i < 4 ? 41u : 43u, b, 4) ^ ms[i % 4];
    }
  if (x != y)
    abort ();
  return 0;
}

// { dg-final { mergefn-apart "_Z5use_bPjj" "_Z5use_aPjj" "^params: callees now inlined would stay out of line: \[0-9\]+ \\+ \[0-9\]+ >= \[0-9\]+$" } }
// { dg-final { mergefn-not-merged "_Z5use_aPjj" } }
// { dg-final { mergefn-not-merged "_Z5use_bPjj" } }
// { dg-final { mergefn-params "_Z5use_dPjj" "_Z5use_cPjj" "1" } }
