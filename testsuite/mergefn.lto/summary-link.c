/* Rule: with the plugin on the link line only there are no compile-time
   summaries, so WPA loads every body: all of the program's functions but
   main (pair_a, pair_b, u1 ... u8, ptab_b_at) and all its read-only
   tables take part, many more than with summaries (summary-both.c, 2
   functions and 2 tables), for the same merges.  See summary-main.h.  */
/* { dg-do run } */
/* { dg-mergefn-lto-plugin link } */
/* { dg-additional-sources "summary-aux.c summary-aux2.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */

#include "summary-main.h"

/* { dg-final { mergefn-merged "pair_b" "pair_a" "alias" } } */
/* { dg-final { mergefn-merged "ptab_b" "ptab_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { scan-mergefn-report-times "^." 2 } } */
/* { dg-final { scan-mergefn-report "\"unit\": \"\[^\"\]*\\/summary-aux\\.o\", \"function\": \"pair_b\", \"into\": \"pair_a\", \"into_unit\": \"\[^\"\]*\\/summary-link\\.o\", \"how\": \"alias\"" } } */
/* { dg-final { scan-mergefn-report "\"unit\": \"\[^\"\]*\\/summary-aux\\.o\", \"function\": \"ptab_b\", \"into\": \"ptab_a\", \"into_unit\": \"\[^\"\]*\\/summary-link\\.o\", \"how\": \"alias\"" } } */
/* { dg-final { scan-mergefn-dump "^;; 11 functions take part$" } } */
/* { dg-final { scan-mergefn-dump "^;; 4 variables take part$" } } */
