// Rule (doc/cxx.md, constraint 2 and the wrapper order): equal inline
// functions whose addresses are taken and compared keep their own
// symbols; across comdat groups the others become wrappers that call the
// smallest assembler name (never a larger one, so no mix of copies from
// different units can form a loop of wrappers), and &f != &g still
// holds.  The survivor is the smallest name whichever of the pair has its
// address taken: zz's is, aa is only called, and zz becomes the wrapper
// (a public inline function's address is observable in any case).  aa
// and zz are not noinline (a noinline function is never made a wrapper):
// -fno-inline keeps main's call of aa out of line.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }

// --- "header" ------------------------------------------------------------
namespace util
{
  inline int
  zeta (int x)
  {
    return (x * 31 + 6) ^ (x >> 4);
  }

  inline int
  mid (int x)
  {
    return (x * 31 + 6) ^ (x >> 4);
  }

  inline int
  alpha (int x)
  {
    return (x * 31 + 6) ^ (x >> 4);
  }

  // Only called; its twin zz has its address taken.
  inline int
  aa (int x)
  {
    return (x * 43 - 2) ^ (x >> 5);
  }

  inline int
  zz (int x)
  {
    return (x * 43 - 2) ^ (x >> 5);
  }
}
// --- end of "header" -----------------------------------------------------

typedef int (*fn) (int);
fn volatile ptrs[4];
volatile int in = 77;

int
main ()
{
  ptrs[0] = util::zeta;
  ptrs[1] = util::mid;
  ptrs[2] = util::alpha;
  ptrs[3] = util::zz;
  int x = in;
  for (int i = 0; i < 3; i++)
    if (ptrs[i] (x + i) != (((x + i) * 31 + 6) ^ ((x + i) >> 4)))
      __builtin_abort ();
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < i; j++)
      if (ptrs[i] == ptrs[j])
	__builtin_abort ();
  if (util::aa (x) != ((x * 43 - 2) ^ (x >> 5)) || ptrs[3] (x) != util::aa (x))
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN4util4zetaEi" "_ZN4util3midEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN4util5alphaEi" "_ZN4util3midEi" "wrapper" } }
// { dg-final { mergefn-not-merged "_ZN4util3midEi" } }
// { dg-final { mergefn-merged "_ZN4util2zzEi" "_ZN4util2aaEi" "wrapper" } }
// { dg-final { scan-mergefn-dump-times "^merge " 3 } }
