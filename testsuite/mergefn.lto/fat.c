/* Rule: with -ffat-lto-objects and the plugin on every line, the pass runs
   at compile time on each unit's native code (in_b, a public function,
   becomes a wrapper of in_a there: the unit does not see that nothing
   else calls it) and again at link time over the whole program from the
   LTO IR, which it finds unmerged: there in_b and x_b (the other unit)
   become aliases.  The compile-time merge must not leak into the IR.  See
   fat-main.h.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto -ffat-lto-objects" } */
/* { dg-mergefn-lto-plugin both } */
/* { dg-additional-sources "fat-aux.c" } */

#include "fat-main.h"

/* At compile time, in this unit.  */
/* { dg-final { mergefn-merged "in_b" "in_a" "wrapper" "fat.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 "fat.c" } } */
/* { dg-final { mergefn-not-merged "x_b" "fat-aux.c" } } */
/* At link time.  */
/* { dg-final { mergefn-merged "in_b" "in_a" "alias" } } */
/* { dg-final { mergefn-merged "x_b" "x_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
