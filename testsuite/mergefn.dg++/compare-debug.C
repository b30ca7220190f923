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
// { dg-final { mergefn-merged "_ZN2mx2CbC2Ev" "_ZN2mx2CaC2Ev" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" "with-g" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "with-g" } }
