// Rule (doc/cxx.md, constraint 1 and the wrapper order): two units built
// with the plugin define the equal inline functions mu::f and mu::g in
// opposite orders; both make g a wrapper calling f (the smaller assembler
// name), never f a wrapper of g, so no mix of copies can loop.  Here the
// plugin-built objects come first (the linker keeps their copies), then
// units built without the plugin that define only g or only f.
// { dg-do run }
// { dg-additional-sources "mu-wrap-aux.C" }
// { dg-mergefn-object "mu-wrap-only-g-aux.C" "-O2" after }
// { dg-mergefn-object "mu-wrap-only-f-aux.C" "-O2" after }

#include "mu-wrap.h"

extern fn only_g_ptr, only_f_ptr;

int
main ()
{
  check_ab ();
  if (only_g_ptr != a_ptrs[1] || only_f_ptr != a_ptrs[0])
    __builtin_abort ();
  calls = 0;
  if (only_g_ptr (3) != want (3) || only_f_ptr (4) != want (4) || calls != 2)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN2mu1gEi" "_ZN2mu1fEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mu1gEi" "_ZN2mu1fEi" "wrapper" "mu-wrap-aux.C" } }
// { dg-final { mergefn-not-merged "_ZN2mu1fEi" } }
// { dg-final { mergefn-not-merged "_ZN2mu1fEi" "mu-wrap-aux.C" } }
// { dg-final { mergefn-pass-not-run "mu-wrap-only-g-aux.C" } }
