/* Rule: fat LTO objects linked without LTO (-fno-lto on the link line) run
   the code compiled at compile time, where the pass ran per unit (in_b
   became a wrapper of in_a); lto1 never runs, so neither does the pass at
   link time, and nothing merges across units.  See fat-main.h.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto -ffat-lto-objects" } */
/* { dg-mergefn-lto-plugin both } */
/* { dg-additional-sources "fat-aux.c" } */
/* { dg-mergefn-link-options "-fno-lto" } */

#include "fat-main.h"

/* { dg-final { mergefn-merged "in_b" "in_a" "wrapper" "fat-nolto.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 "fat-nolto.c" } } */
/* { dg-final { mergefn-not-merged "x_b" "fat-aux.c" } } */
/* { dg-final { mergefn-pass-not-run } } */
