// Rule: tmpl-same-repr.C at plain -O2 (GCC's own ICF on: it refuses across comdat groups, so the plugin still does these merges): equal
// instantiations over types with one representation merge across comdat
// groups by redirection (called only) or by a wrapper calling the smaller
// assembler name (addresses compared), never by an alias.
// { dg-do run }
// { dg-options "-O2 -fno-inline" }

#include "tmpl-same-repr.h"

// { dg-final { mergefn-merged "_Z5scaleIiET_S0_" "_Z5scaleI1EET_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z3midIiEPT_S1_S1_" "_Z3midIfEPT_S1_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z6beforeIiEbPT_S1_" "_Z6beforeIfEbPT_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z5twiceIiET_S0_" "_Z5twiceI1EET_S1_" "wrapper" } }
// { dg-final { scan-mergefn-dump-times "^merge " 4 } }
// { dg-final { scan-mergefn-dump-not "^apart " } }
