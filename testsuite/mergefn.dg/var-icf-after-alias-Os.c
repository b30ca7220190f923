/* var-icf-after-alias.c at -Os (GCC's ICF on).  */
/* { dg-do run } */
/* { dg-options "-Os -fno-inline" } */

#include "var-icf-after-alias.h"

/* { dg-final { mergefn-merged "never_set_b" "never_set_a" "alias" } } */
/* { dg-final { mergefn-merged "never_set_c" "never_set_a" "alias" } } */
/* { dg-final { mergefn-merged "ten_b" "ten_a" "alias" } } */
