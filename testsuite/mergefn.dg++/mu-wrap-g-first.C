// Rule (doc/cxx.md, constraint 1): as mu-wrap-plugin-first.C, but a unit
// built without the plugin that defines only mu::g is linked first: the
// linker keeps its g (a plain body) and the plugin unit's f; the
// plugin-built wrapper of g is discarded.
// { dg-do run }
// { dg-mergefn-object "mu-wrap-only-g-aux.C" "-O2" before }
// { dg-additional-sources "mu-wrap-aux.C" }

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
