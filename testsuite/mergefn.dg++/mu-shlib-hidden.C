// Rule (doc/cxx.md, constraint 1): a shared library built with the plugin
// and -fvisibility-inlines-hidden: its inline functions and template
// instantiations are hidden comdat symbols, bound inside the library, so
// its wrappers and redirected calls reach the library's own survivors
// while the program (built without the plugin) uses its own copies.  Both
// must compute the same results; the constructor and destructor counts
// (a global variable shared by both) must add up.
// { dg-do run }
// { dg-mergefn-no-plugin }
// { dg-mergefn-shlib "mu-mixed-aux.C" "%mergefn% -O2 -fno-ipa-icf -fvisibility-inlines-hidden" }
// { dg-mergefn-object "mu-mixed-aux2.C" "-O2" after }

#include "mu-mixed.h"

namespace mx
{
  int ctors, dtors;
}

volatile int in = 5;

int
main ()
{
  mx::fn pa[2], pb[2], pc[2];
  for (int x = in; x < 15; x++)
    {
      int want = mx::expected (x);
      if (mx::run_all (x, pa) != want || unit_b (x, pb) != want
	  || unit_c (x, pc) != want)
	__builtin_abort ();
      // The library's copies are its own; the program's are shared with
      // the other unit.
      if (pa[0] != pc[0] || pa[1] != pc[1] || pb[0] == pb[1])
	__builtin_abort ();
    }
  if (mx::ctors != 10 * 3 * 5 || mx::dtors != 10 * 3 * 5)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" "mu-mixed-aux.C" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "mu-mixed-aux.C" } }
// mu-mixed.h's Ca and Cb constructors and destructors are noinline (so
// that every unit emits them): a noinline function is never made a
// wrapper, so they now stay apart, and every unit keeps its own.  The
// wrappers of constructors across comdat groups are tested on plain ones
// in ctor-dtor.C and comdat-wrapper-group.C.
// { dg-final { mergefn-apart "_ZN2mx2CbC2Ev" "_ZN2mx2CaC2Ev" "^noinline: it is never made a wrapper, its callers could not inline the call$" "mu-mixed-aux.C" } }
// -fvisibility-inlines-hidden hides inline functions, not function
// template instances: scale<int> is exported, and in a shared object merges
// only after inlining, as a wrapper (doc/cxx.md, "Shared objects").
// scale is noinline in mu-mixed.h, and a noinline function is never made
// a wrapper: scale<int> now stays apart (an exported template instance
// in a shared object becoming a wrapper after inlining is tested on a
// plain one in dso-dynamic-symbols.C).
// { dg-final { mergefn-apart "_ZN2mx5scaleIiEET_S1_" "_ZN2mx5scaleINS_1EEEET_S2_" "^noinline: it is never made a wrapper, its callers could not inline the call$" "mu-mixed-aux.C" } }
