// Rule: the plugin is deterministic on C++ code too: compiling the same
// unit twice with the same flags gives byte-identical objects (survivors
// by assembler name, never by pointer or hash order), with and without
// -g.  The unit (mu-mixed.h) merges template instantiations, inline
// functions, virtual functions and constructors across comdat groups by
// redirection and wrappers, and library internals by alias.
// { dg-do run }
// { dg-mergefn-variant again "%flags%" }
// { dg-mergefn-variant g1 "%flags% -g" }
// { dg-mergefn-variant g2 "%flags% -g" }

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

// { dg-final { mergefn-same-object "det-same-object" "again" } }
// { dg-final { mergefn-same-object "g1" "g2" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" "g1" } }
// { dg-final { mergefn-merged "_ZN2mx5scaleIiEET_S1_" "_ZN2mx5scaleINS_1EEEET_S2_" "redirect" "again" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "g2" } }
