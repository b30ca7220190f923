// Rule (doc/cxx.md, constraint 1): mu-mixed-first.C with the units
// interleaved: with the plugin at -O3 (mu-mixed-aux.C, which inlines
// most and emits fewest groups), without the plugin at -O2, this unit
// (plugin, -O2), without the plugin at -O0.  The linker takes each group
// from the first of them that emits it, so the program mixes wrappers
// and survivors of the plugin units with plain copies.
// { dg-do run }
// { dg-mergefn-object "mu-mixed-aux.C" "%mergefn% -O3 -fno-ipa-icf" before }
// { dg-mergefn-object "mu-mixed-aux2.C" "-O2" before }
// { dg-mergefn-object "mu-mixed-aux3.C" "-O0" after }

#include "mu-mixed.h"
#include "mu-mixed-main.h"

// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" "mu-mixed-aux.C" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "mu-mixed-aux.C" } }
