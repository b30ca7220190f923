/* Rule: in lto1, where every caller is known, optimizing for speed,
   parameterised merging leaves alone a small body the inliner would copy
   into each of its callers by its own limit (max-inline-insns-single
   for one declared inline, -auto for others) and then drop: shared, it
   becomes calls and a body that stays (re2's Prefilter::Info::
   AnyCharOrAnyByte and NoMatch made libre2.so larger than identical
   merging did, doc/results/rebuild.md).  inl_a/inl_b stay apart with
   the reason; big_a/big_b, which exceed -auto, share one body.  Without
   -flto the same inl_a/inl_b pair merges (mergefn.dg/params-inliner.c);
   at -Os too (params-inliner-each-Os.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-params" } */

#include "params-inliner-each.h"

/* { dg-final { mergefn-apart "inl_b" "inl_a" "^params: the inliner would copy it into each of its callers: growth \[0-9\]+ <= 70$" } } */
/* { dg-final { mergefn-not-merged "inl_a" } } */
/* { dg-final { mergefn-not-merged "inl_b" } } */
/* { dg-final { mergefn-params "big_a" "big_a" "1" } } */
/* { dg-final { mergefn-params "big_b" "big_a" "1" } } */
