/* Rule: merged symbols stay right across LTRANS partitions, here with
   -flto=2 and balanced partitioning forced into several partitions
   (lto-min-partition=1, lto-partitions=4), so that the twins and their
   users are spread over them.
   An alias (hash_b, the static step, the table tbl_b) and its target, a
   wrapper (fold_b) and its target, used from both units.  See
   part-main.h.  */
/* { dg-do run } */
/* { dg-additional-sources "part-aux.c" } */
/* { dg-mergefn-link-options "-flto=2 --param=lto-min-partition=1 --param=lto-partitions=4" } */

#include "part-main.h"

/* { dg-final { mergefn-merged "hash_b" "hash_a" "alias" } } */
/* { dg-final { mergefn-merged "fold_b" "fold_a" "wrapper" } } */
/* { dg-final { mergefn-merged "step" "step" "alias" } } */
/* { dg-final { mergefn-merged "tbl_b" "tbl_a" "alias" } } */
/* { dg-final { mergefn-not-merged "user_a" } } */
/* { dg-final { mergefn-not-merged "user_b" } } */
