/* Rule: merged symbols stay right across LTRANS partitions, here with
   -flto=auto: parallel LTRANS (GNU make's jobserver or as many jobs as
   CPUs), the default balanced partitioning.
   An alias (hash_b, the static step, the table tbl_b) and its target, a
   wrapper (fold_b) and its target, used from both units.  See
   part-main.h.  */
/* { dg-do run } */
/* { dg-additional-sources "part-aux.c" } */
/* { dg-mergefn-link-options "-flto=auto" } */

#include "part-main.h"

/* { dg-final { mergefn-merged "hash_b" "hash_a" "alias" } } */
/* { dg-final { mergefn-merged "fold_b" "fold_a" "wrapper" } } */
/* { dg-final { mergefn-merged "step" "step" "alias" } } */
/* { dg-final { mergefn-merged "tbl_b" "tbl_a" "alias" } } */
/* { dg-final { mergefn-not-merged "user_a" } } */
/* { dg-final { mergefn-not-merged "user_b" } } */
