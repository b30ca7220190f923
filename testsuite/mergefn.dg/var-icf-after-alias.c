/* Regression test (found by gcc.c-torture/execute/20180921-1.c at -O3 and
   -Os): static variables that are never written are read-only, and
   mergefn merges equal ones by alias.  GCC's own ICF, which runs after
   it, had already collected them at summary time; unless it is told
   that a variable became an alias (the varpool removal hooks), it later
   asks whether that alias's address matters and crashes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

#include "var-icf-after-alias.h"

/* { dg-final { mergefn-merged "never_set_b" "never_set_a" "alias" } } */
/* { dg-final { mergefn-merged "never_set_c" "never_set_a" "alias" } } */
/* { dg-final { mergefn-merged "ten_b" "ten_a" "alias" } } */
