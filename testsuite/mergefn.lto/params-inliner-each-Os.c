/* Rule: the other direction of params-inliner-each-O2.c: optimizing for
   size the inliner does not copy freely, and two copies are larger than
   one shared body, so under -flto inl_a/inl_b share one body (as do
   big_a/big_b), and each still computes with its own constant.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -flto" } */

#include "params-inliner-each.h"

/* { dg-final { mergefn-params "inl_a" "inl_a" "1" } } */
/* { dg-final { mergefn-params "inl_b" "inl_a" "1" } } */
/* { dg-final { mergefn-params "big_a" "big_a" "1" } } */
/* { dg-final { mergefn-params "big_b" "big_a" "1" } } */
