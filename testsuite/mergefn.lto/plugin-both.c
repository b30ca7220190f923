/* Rule: the plugin on the compile lines and the link line gives the same
   merges as on the link line only (part-max.c, the same program and
   partitioning), but from compile-time summaries: WPA loads only the
   bodies whose hash has a twin, so fewer functions take part than the 11
   of part-max.c: not call_hash_a and call_hash_b, whose hashes differ
   in a constant (part-max.c loads them, and they stay apart there).  With -flto-partition=max the alias, the wrapper and
   their targets are each in a partition of their own.  See part-main.h.  */
/* { dg-do run } */
/* { dg-mergefn-lto-plugin both } */
/* { dg-additional-sources "part-aux.c" } */
/* { dg-mergefn-link-options "-flto=2 -flto-partition=max -fplugin-arg-mergefn-report=%report%" } */

#include "part-main.h"

/* { dg-final { mergefn-merged "hash_b" "hash_a" "alias" } } */
/* { dg-final { mergefn-merged "fold_b" "fold_a" "wrapper" } } */
/* { dg-final { mergefn-merged "step" "step" "alias" } } */
/* { dg-final { mergefn-merged "tbl_b" "tbl_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
/* { dg-final { scan-mergefn-report-times "^." 4 } } */
/* { dg-final { scan-mergefn-dump "^;; 6 functions take part$" } } */
