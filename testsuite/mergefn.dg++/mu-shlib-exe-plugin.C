// Rule (doc/cxx.md, constraint 1): the reverse of mu-shlib-lib-plugin.C:
// the program is built with the plugin (its wrappers and survivors bind
// first at run time) and the shared library without it.  The library's
// plain copies are preempted by the program's definitions where the
// program has one, and used where it does not.
// { dg-do run }
// { dg-mergefn-shlib "mu-mixed-aux.C" "-O2" }
// { dg-mergefn-object "mu-mixed-aux2.C" "-O2" after }
// { dg-mergefn-object "mu-mixed-aux3.C" "-O0" after }

#include "mu-mixed.h"
#include "mu-mixed-main.h"

// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN2mx5scaleIiEET_S1_" "_ZN2mx5scaleINS_1EEEET_S2_" "redirect" } }
// { dg-final { mergefn-pass-not-run "mu-mixed-aux.C" } }
