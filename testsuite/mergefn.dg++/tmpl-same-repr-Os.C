// Rule: tmpl-same-repr.C at -Os: equal
// instantiations over types with one representation merge across comdat
// groups by redirection (called only) or by a wrapper calling the smaller
// assembler name (addresses compared), never by an alias.
// { dg-do run }
// { dg-options "-Os -fno-ipa-icf -fno-inline" }

#include "tmpl-same-repr.h"

// { dg-final { mergefn-merged "_Z5scaleIiET_S0_" "_Z5scaleI1EET_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z3midIiEPT_S1_S1_" "_Z3midIfEPT_S1_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z6beforeIiEbPT_S1_" "_Z6beforeIfEbPT_S1_" "redirect" } }
// { dg-final { mergefn-merged "_Z5twiceIiET_S0_" "_Z5twiceI1EET_S1_" "wrapper" } }
// { dg-final { scan-mergefn-dump-times "^merge " 4 } }
// Identical merging keeps nothing apart; parameterised merging (on at -Os)
// finds twice and scale equal but for a constant, and too small to pay:
// each of the two says so.
// { dg-final { mergefn-apart "_Z5twiceI1EET_S1_" "_Z5scaleI1EET_S1_" "^params: the body is too small to share: \[0-9\]+ < 16$" } }
// { dg-final { mergefn-apart "_Z5scaleI1EET_S1_" "_Z5twiceI1EET_S1_" "^params: the body is too small to share: \[0-9\]+ < 16$" } }
// { dg-final { scan-mergefn-dump-times "^apart " 2 } }
