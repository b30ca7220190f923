// Rule (doc/cxx.md, constraint 1): a program using the standard library
// the same way in three units (mu-stl.h): this one and mu-stl-aux.C built
// with the plugin (which merges template instantiations, inline functions
// and library internals across comdat groups), mu-stl-aux2.C without it.
// The plugin-built objects are linked first.  Every unit must compute the
// same results.
// { dg-do run }
// { dg-additional-sources "mu-stl-aux.C" }
// { dg-mergefn-object "mu-stl-aux2.C" "-O2" after }

#include "mu-stl.h"
#include "mu-stl-main.h"

// { dg-final { mergefn-merged "_ZN3stl2ibEi" "_ZN3stl2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN3stl2ibEi" "_ZN3stl2iaEi" "wrapper" "mu-stl-aux.C" } }
// { dg-final { mergefn-not-merged "_ZNSt6vectorIPlSaIS0_EE9push_backERKS0_" } }
