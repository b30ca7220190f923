// Rule (doc/cxx.md): equal instantiations of a function template over
// types with one representation (int and enum E : int by value; int * and
// float * used only as pointers) merge across comdat groups.  Every
// instantiation is a comdat group of its own, so an alias is never made:
// members that are only called are redirected to the smallest assembler
// name (the same survivor in every unit), members whose addresses are
// compared become wrappers calling the smaller name, and keep &f != &g.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }

#include "tmpl-same-repr.h"

// { dg-final { mergefn-merged "_Z5scaleIiET_S0_" "_Z5scaleI1EET_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z3midIiEPT_S1_S1_" "_Z3midIfEPT_S1_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z6beforeIiEbPT_S1_" "_Z6beforeIfEbPT_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z5twiceIiET_S0_" "_Z5twiceI1EET_S1_" "wrapper" } }
// { dg-final { scan-mergefn-dump-times "^merge " 4 } }
// { dg-final { scan-mergefn-dump-not "^apart " } }
