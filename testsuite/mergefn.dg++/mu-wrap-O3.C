// Rule (doc/cxx.md, constraint 1 and the wrapper order): the wrapper
// loop shape at -O3: units A (this one) and B
// (mu-wrap-aux.C) define mu::f and mu::g in opposite orders and both make
// g a wrapper calling f, the smaller assembler name.  Link order: a unit
// built without the plugin that defines only g, then A, then B: the
// linker keeps the plain g and A's f.
// { dg-do run }
// { dg-options "-O3 -fno-ipa-icf" }
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
// { dg-final { mergefn-not-merged "_ZN2mu1fEi" } }
// { dg-final { mergefn-not-merged "_ZN2mu1fEi" "mu-wrap-aux.C" } }
