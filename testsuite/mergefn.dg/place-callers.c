/* Rule: placement is a key of the order: callers of equal code placed
   apart stay apart, at one level and two (the program and its story are
   in place-callers.h; place-callers-os.c is the same at -Os).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

#include "place-callers.h"

/* { dg-final { mergefn-differ "h_boot" "h_any" "^section$" } } */
/* { dg-final { mergefn-differ "f" "g" "^callee$" } } */
/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "g2" } } */
/* { dg-final { mergefn-not-merged "m2" } } */
/* { dg-final { mergefn-not-merged "gp" } } */
/* { dg-final { mergefn-not-merged "p_any" } } */
/* { dg-final { mergefn-merged "hs2" "hs1" "alias" } } */
/* { dg-final { mergefn-merged "gs" "fs" "wrapper" } } */
