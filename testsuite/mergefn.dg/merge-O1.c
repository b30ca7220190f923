/* Rule: the central merge rules hold at -O1 (no GCC ICF, less inlining):
   equal static functions alias, equal public ones become wrappers with
   distinct addresses, a static one aliases an equal public one, static
   functions whose addresses are taken keep them apart, and functions
   that differ are not merged.  The program is in merge-levels.h (shared
   with merge-O1.c, merge-O3.c, merge-Os.c and merge-O2-icf.c).  */
/* { dg-do run } */
/* { dg-options "-O1 -fno-ipa-icf -fno-inline" } */

#include "merge-levels.h"

/* { dg-final { mergefn-merged "st_b" "st_a" "alias" } } */
/* { dg-final { mergefn-merged "pub_b" "pub_a" "wrapper" } } */
/* { dg-final { mergefn-merged "mix_st" "mix_pub" "alias" } } */
/* { dg-final { mergefn-merged "addr_b" "addr_a" "wrapper" } } */
/* { dg-final { mergefn-differ "diff_a" "diff_b" "^constant" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
