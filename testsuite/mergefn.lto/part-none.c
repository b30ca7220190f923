/* Rule: merged symbols stay right across LTRANS partitions, here with
   -flto-partition=none: no WPA, a single lto1 optimizes and compiles the
   whole program (its dump is read as unit wpa).
   An alias (hash_b, the static step, the table tbl_b) and its target, a
   wrapper (fold_b) and its target, used from both units.  See
   part-main.h.  */
/* { dg-do run } */
/* { dg-additional-sources "part-aux.c" } */
/* { dg-mergefn-link-options "-flto-partition=none" } */

#include "part-main.h"

/* { dg-final { mergefn-merged "hash_b" "hash_a" "alias" } } */
/* { dg-final { mergefn-merged "fold_b" "fold_a" "wrapper" } } */
/* Without partitions lto1 has already renamed the two static step
   functions (step.lto_priv.N) when the pass runs.  */
/* { dg-final { scan-mergefn-dump "^merge step\\.lto_priv\\.\[0-9\]+ -> step\\.lto_priv\\.\[0-9\]+ \\(alias\\)$" } } */
/* { dg-final { mergefn-merged "tbl_b" "tbl_a" "alias" } } */
/* { dg-final { mergefn-not-merged "user_a" } } */
/* { dg-final { mergefn-not-merged "user_b" } } */
