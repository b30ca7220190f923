// Rule (doc/cxx.md, constraint 1): as mu-wrap-plugin-first.C, but a unit
// built without the plugin that defines only mu::f is linked first, then
// unit B (plugin, g defined before f), then this unit: the linker keeps
// the plain f and B's g, a wrapper calling that f.
// { dg-do run }
// { dg-mergefn-object "mu-wrap-only-f-aux.C" "-O2" before }
// { dg-mergefn-object "mu-wrap-aux.C" "%flags%" before }

#include "mu-wrap.h"

extern fn only_f_ptr;

int
main ()
{
  check_ab ();
  if (only_f_ptr != a_ptrs[0])
    __builtin_abort ();
  calls = 0;
  if (only_f_ptr (3) != want (3) || calls != 1)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN2mu1gEi" "_ZN2mu1fEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mu1gEi" "_ZN2mu1fEi" "wrapper" "mu-wrap-aux.C" } }
