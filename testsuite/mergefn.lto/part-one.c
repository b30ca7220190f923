/* Rule: merged symbols stay right across LTRANS partitions, here with
   -flto-partition=one: the whole program in one LTRANS unit.
   An alias (hash_b, the static step, the table tbl_b) and its target, a
   wrapper (fold_b) and its target, used from both units.  See
   part-main.h.  */
/* { dg-do run } */
/* { dg-additional-sources "part-aux.c" } */
/* { dg-mergefn-link-options "-flto-partition=one" } */

#include "part-main.h"

/* { dg-final { mergefn-merged "hash_b" "hash_a" "alias" } } */
/* { dg-final { mergefn-merged "fold_b" "fold_a" "wrapper" } } */
/* { dg-final { mergefn-merged "step" "step" "alias" } } */
/* { dg-final { mergefn-merged "tbl_b" "tbl_a" "alias" } } */
/* { dg-final { mergefn-not-merged "user_a" } } */
/* { dg-final { mergefn-not-merged "user_b" } } */
