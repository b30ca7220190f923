// Rule: GCC's -fcompare-debug (compile again with -g toggled, compare the
// final code) passes with the plugin on a C++ unit with merges across
// comdat groups (redirections, wrappers of inline, template, virtual and
// constructor functions): no merge decision may depend on debug
// information.  Checked without and with -g (the variant).
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fcompare-debug" }
// { dg-mergefn-variant with-g "%flags% -g" }

#include "mu-mixed.h"

namespace mx
{
  int ctors, dtors;
}

volatile int in = 4;

int
main ()
{
  mx::fn ptrs[2];
  for (int x = in; x < 12; x++)
    if (mx::run_all (x, ptrs) != mx::expected (x))
      __builtin_abort ();
  if (mx::ctors != 8 * 5 || mx::dtors != 8 * 5)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mx5scaleIiEET_S1_" "_ZN2mx5scaleINS_1EEEET_S2_" "redirect" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" } }
// mu-mixed.h's Ca and Cb constructors and destructors are noinline (so
// that every unit emits them): a noinline function is never made a
// wrapper, so they now stay apart, and every unit keeps its own.  The
// wrappers of constructors across comdat groups are tested on plain ones
// in ctor-dtor.C and comdat-wrapper-group.C.
// { dg-final { mergefn-apart "_ZN2mx2CbC2Ev" "_ZN2mx2CaC2Ev" "^noinline: it is never made a wrapper, its callers could not inline the call$" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" "with-g" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "with-g" } }
