// Rule (doc/cxx.md, constraint 1): four units instantiate the same
// templates, inline functions, virtual functions, constructors and
// destructors (mu-mixed.h); two are built with the plugin (this one at
// -O2, mu-mixed-aux.C at -O3), two without (-O2 and -O0).  The
// plugin-built objects are linked first, so the linker keeps their
// copies (wrappers and survivors) and discards the others'.  Every unit
// must compute the same results and see the same addresses.
// { dg-do run }
// { dg-mergefn-object "mu-mixed-aux.C" "%mergefn% -O3 -fno-ipa-icf" after }
// { dg-mergefn-object "mu-mixed-aux2.C" "-O2" after }
// { dg-mergefn-object "mu-mixed-aux3.C" "-O0" after }

#include "mu-mixed.h"
#include "mu-mixed-main.h"

// { dg-final { mergefn-merged "_ZN2mx5scaleIiEET_S1_" "_ZN2mx5scaleINS_1EEEET_S2_" "redirect" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" } }
// mu-mixed.h's Ca and Cb constructors and destructors are noinline (so
// that every unit emits them): a noinline function is never made a
// wrapper, so they now stay apart, and every unit keeps its own.  The
// wrappers of constructors across comdat groups are tested on plain ones
// in ctor-dtor.C and comdat-wrapper-group.C.
// { dg-final { mergefn-apart "_ZN2mx2CbC2Ev" "_ZN2mx2CaC2Ev" "^noinline: it is never made a wrapper, its callers could not inline the call$" } }
// { dg-final { mergefn-apart "_ZN2mx2CbD2Ev" "_ZN2mx2CaD2Ev" "^noinline: it is never made a wrapper, its callers could not inline the call$" } }
// { dg-final { mergefn-merged "_ZN2mx2ibEi" "_ZN2mx2iaEi" "wrapper" "mu-mixed-aux.C" } }
// { dg-final { mergefn-merged "_ZNK2mx3Tri4areaEi" "_ZNK2mx2Sq4areaEi" "wrapper" "mu-mixed-aux.C" } }
// { dg-final { mergefn-not-merged "_ZN2mx9counter_bEv" } }
// { dg-final { mergefn-merged "_ZN2mx5StackIPlE4pushES1_" "_ZN2mx5StackIPiE4pushES1_" "redirect" } }
// { dg-final { mergefn-merged "_ZN2mx5StackIPlE3popEv" "_ZN2mx5StackIPiE3popEv" "redirect" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZN2mx5StackIPiE3popEv: " } }
// { dg-final { mergefn-pass-not-run "mu-mixed-aux2.C" } }
