// Rule (doc/cxx.md, constraint 1 and the wrapper order): the reverse link
// order of mu-wrap-plugin-first.C: unit B (plugin, g defined before f)
// comes first, so the linker keeps B's f and B's g (a wrapper calling f),
// then this unit, whose copies are discarded, then a unit built without
// the plugin that defines only g.
// { dg-do run }
// { dg-mergefn-object "mu-wrap-aux.C" "%flags%" before }
// { dg-mergefn-object "mu-wrap-only-g-aux.C" "-O2" after }

#include "mu-wrap.h"

extern fn only_g_ptr;

int
main ()
{
  check_ab ();
  if (only_g_ptr != a_ptrs[1])
    __builtin_abort ();
  calls = 0;
  if (only_g_ptr (3) != want (3) || calls != 1)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN2mu1gEi" "_ZN2mu1fEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mu1gEi" "_ZN2mu1fEi" "wrapper" "mu-wrap-aux.C" } }
