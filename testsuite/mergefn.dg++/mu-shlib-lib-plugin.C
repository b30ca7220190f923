// Rule (doc/cxx.md, constraint 1): a shared library built with the plugin
// (mu-mixed-aux.C: wrappers, redirected calls) used by a program built
// without it that instantiates the same templates and inline functions.
// At run time the dynamic linker binds each symbol to one definition
// (the program's, which comes first), so the library's wrappers call the
// program's survivors and the program's plain copies serve the
// library's calls; addresses, static locals and object counts are shared.
// { dg-do run }
// { dg-mergefn-no-plugin }
// { dg-mergefn-shlib "mu-mixed-aux.C" "%mergefn% -O2 -fno-ipa-icf" }
// { dg-mergefn-object "mu-mixed-aux2.C" "-O2" after }
// { dg-mergefn-object "mu-mixed-aux3.C" "-O0" after }

#include "mu-mixed.h"
#include "mu-mixed-main.h"

// In a shared object, exported inline functions and template instances
// merge only after inlining (doc/cxx.md, "Shared objects"): ib is also
// inlined into its callers there, so its body stays; scale<int> merges as
// a wrapper, not by redirecting its callers.
// { dg-final { mergefn-apart "_ZN2mx2ibEi" "_ZN2mx2iaEi" "^its body is also inlined or cloned elsewhere$" "mu-mixed-aux.C" } }
// GCC 16 also inlines Tri::area into a caller in the library.
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "mu-mixed-aux.C" { target gcc < 16 } } }
// { dg-final { mergefn-apart "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "^its body is also inlined or cloned elsewhere$" "mu-mixed-aux.C" { target gcc >= 16 } } }
// mu-mixed.h's Ca and Cb constructors and destructors are noinline (so
// that every unit emits them): a noinline function is never made a
// wrapper, so they now stay apart, and every unit keeps its own.  The
// wrappers of constructors across comdat groups are tested on plain ones
// in ctor-dtor.C and comdat-wrapper-group.C.
// { dg-final { mergefn-apart "_ZN2mx2CbC2Ev" "_ZN2mx2CaC2Ev" "^noinline: it is never made a wrapper, its callers could not inline the call$" "mu-mixed-aux.C" } }
// scale is noinline in mu-mixed.h, and a noinline function is never made
// a wrapper: scale<int> now stays apart (an exported template instance
// in a shared object becoming a wrapper after inlining is tested on a
// plain one in dso-dynamic-symbols.C).
// { dg-final { mergefn-apart "_ZN2mx5scaleIiEET_S1_" "_ZN2mx5scaleINS_1EEEET_S2_" "^noinline: it is never made a wrapper, its callers could not inline the call$" "mu-mixed-aux.C" } }
// { dg-final { mergefn-pass-not-run } }
