// Rule (doc/cxx.md, constraint 1): mu-stl-first.C with the unit built
// without the plugin linked first, so the linker keeps its plain copies
// of the standard library's groups and discards the plugin units'
// wrappers where it has its own.
// { dg-do run }
// { dg-mergefn-object "mu-stl-aux2.C" "-O2" before }
// { dg-additional-sources "mu-stl-aux.C" }

#include "mu-stl.h"
#include "mu-stl-main.h"

// { dg-final { mergefn-merged "_ZN3stl2ibEi" "_ZN3stl2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN3stl2ibEi" "_ZN3stl2iaEi" "wrapper" "mu-stl-aux.C" } }
