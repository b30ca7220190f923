/* Rule: merged symbols stay right across LTRANS partitions.  With
   -flto-partition=max every function is in a partition of its own: an
   alias (hash_b, the static step, the table tbl_b) and its target, a
   wrapper (fold_b) and its target, each called from other partitions.
   See part-main.h.  */
/* { dg-do run } */
/* { dg-additional-sources "part-aux.c" } */
/* { dg-mergefn-link-options "-flto=2 -flto-partition=max" } */

#include "part-main.h"

/* { dg-final { mergefn-merged "hash_b" "hash_a" "alias" } } */
/* { dg-final { mergefn-merged "fold_b" "fold_a" "wrapper" } } */
/* { dg-final { mergefn-merged "step" "step" "alias" } } */
/* { dg-final { mergefn-merged "tbl_b" "tbl_a" "alias" } } */
/* { dg-final { mergefn-not-merged "user_a" } } */
/* { dg-final { mergefn-not-merged "user_b" } } */
/* { dg-final { mergefn-not-merged "call_hash_a" } } */
/* { dg-final { mergefn-differ "call_hash_a" "call_hash_b" "" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
/* { dg-final { scan-mergefn-dump "^;; 11 functions take part$" } } */
