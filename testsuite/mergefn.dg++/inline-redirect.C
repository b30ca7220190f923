// Rule (doc/cxx.md): equal inline functions (each a comdat group of its
// own) that this unit only calls are merged by redirecting the calls to
// the smallest assembler name, the survivor every unit chooses; the
// others are then not emitted here at all (a unit that needs one emits
// its own copy).  Never an alias: the linker may keep the survivor's
// group from another unit and discard this one's.  The functions are in
// a header-like namespace block.  The survivor is mid: smallest by
// assembler name (_ZN4util3midEi, the length comes first), neither the
// first defined (zeta) nor the first in source-name order (alpha).
// { dg-do run }

// --- "header" ------------------------------------------------------------
namespace util
{
  inline __attribute__ ((noinline)) int
  zeta (int x)
  {
    return (x * 29 + 4) ^ (x >> 3);
  }

  inline __attribute__ ((noinline)) int
  mid (int x)
  {
    return (x * 29 + 4) ^ (x >> 3);
  }

  inline __attribute__ ((noinline)) int
  alpha (int x)
  {
    return (x * 29 + 4) ^ (x >> 3);
  }

  // Not equal: another constant.
  inline __attribute__ ((noinline)) int
  other (int x)
  {
    return (x * 29 + 5) ^ (x >> 3);
  }
}
// --- end of "header" -----------------------------------------------------

volatile int in = 21;

int
main ()
{
  int x = in;
  int want = (x * 29 + 4) ^ (x >> 3);
  if (util::zeta (x) != want || util::mid (x) != want
      || util::alpha (x) != want || util::other (x) != ((x * 29 + 5) ^ (x >> 3)))
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN4util4zetaEi" "_ZN4util3midEi" "redirect" } }
// { dg-final { mergefn-merged "_ZN4util5alphaEi" "_ZN4util3midEi" "redirect" } }
// { dg-final { mergefn-not-merged "_ZN4util5otherEi" } }
// { dg-final { mergefn-not-merged "_ZN4util3midEi" } }
// { dg-final { scan-mergefn-dump-times "^merge " 2 } }
