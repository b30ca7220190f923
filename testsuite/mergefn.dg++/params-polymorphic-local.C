// Rule: an automatic object of a polymorphic class keeps its class in the
// comparison, however alike two classes' layouts are.  GCC's devirtualizer
// takes an automatic object's declared type for its dynamic type; with
// parameterised merging (on at -Os) the calls that told the two functions
// apart (the constructors, the inlined virtual calls) could become
// parameters, and the shared body would call the first class's overrides
// for the second class's object.  Found by re2's tests (doc/rebuild.md):
// Regexp::NamedCaptures and Regexp::CaptureNames, each with a local walker.
// Before the rule this program aborted.  params-polymorphic-local-same.C:
// objects of one class still merge.
// { dg-do run }
// { dg-options "-Os -fno-ipa-icf" }

extern "C" void abort ();

#include "params-polymorphic-local.h"

// Apart: local objects of two classes.
__attribute__ ((noinline)) int twice_sum (int n) { twice w; return w.walk (n) + (int) *w.count; }
__attribute__ ((noinline)) int square_sum (int n) { square w; return w.walk (n) + (int) *w.count; }

int
main ()
{
  if (twice_sum (5) != 20 + 5)
    abort ();
  if (square_sum (5) != 30 + 5)
    abort ();
  return 0;
}

// { dg-final { mergefn-not-merged "_Z9twice_sumi" } }
// { dg-final { mergefn-not-merged "_Z10square_sumi" } }
