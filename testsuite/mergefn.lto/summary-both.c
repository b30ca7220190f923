/* Rule: with the plugin on the compile lines, each unit leaves a
   compile-time summary (summary.c: a hash per function and table), and
   WPA loads only the bodies whose hash has a twin: of the program's
   functions only pair_a and pair_b take part (the unique ones u1 ... u8,
   ptab_b_at are never loaded, nor is anything of summary-aux2.c), of its
   tables only ptab_a and ptab_b.  The merges are the same as without
   summaries (summary-link.c, where every body is loaded).  See
   summary-main.h.  */
/* { dg-do run } */
/* { dg-mergefn-lto-plugin both } */
/* { dg-additional-sources "summary-aux.c summary-aux2.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */

#include "summary-main.h"

/* { dg-final { mergefn-merged "pair_b" "pair_a" "alias" } } */
/* { dg-final { mergefn-merged "ptab_b" "ptab_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { scan-mergefn-report-times "^." 2 } } */
/* { dg-final { scan-mergefn-report "\"unit\": \"\[^\"\]*\\/summary-aux\\.o\", \"function\": \"pair_b\", \"into\": \"pair_a\", \"into_unit\": \"\[^\"\]*\\/summary-both\\.o\", \"how\": \"alias\"" } } */
/* { dg-final { scan-mergefn-report "\"unit\": \"\[^\"\]*\\/summary-aux\\.o\", \"function\": \"ptab_b\", \"into\": \"ptab_a\", \"into_unit\": \"\[^\"\]*\\/summary-both\\.o\", \"how\": \"alias\"" } } */
/* { dg-final { scan-mergefn-dump "^;; 2 functions take part$" } } */
/* { dg-final { scan-mergefn-dump "^;; 2 variables take part$" } } */
/* At compile time the pass only wrote summaries.  */
/* { dg-final { mergefn-pass-not-run "summary-both.c" } } */
/* { dg-final { mergefn-pass-not-run "summary-aux.c" } } */
