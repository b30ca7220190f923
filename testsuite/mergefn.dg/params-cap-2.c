/* Rule: with params=2 the pair that differs in two constants merges
   (params-cap.c, whose program this is, keeps it apart with params=1),
   and the pair that differs in one joins it: all four differ in the same
   two positions, so one shared body with two parameters serves them all
   (the group takes, in order, every member that keeps it within the
   bound).  The five-argument pair would
   pass seven arguments, one on the stack: still apart.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fplugin-arg-mergefn-params=2 -fno-inline" } */

#include "params-cap.c"

/* { dg-final { mergefn-params "two_a" "two_a" "2" } } */
/* { dg-final { mergefn-params "two_b" "two_a" "2" } } */
/* { dg-final { mergefn-params "one_a" "two_a" "2" } } */
/* { dg-final { mergefn-params "one_b" "two_a" "2" } } */
/* { dg-final { mergefn-apart "wide_b" "wide_a" "^params: with the added parameters, arguments would go on the stack$" } } */
/* { dg-final { mergefn-not-merged "wide_a" } } */
/* { dg-final { mergefn-not-merged "wide_b" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
