/* Rule: every compilation appends its own lines to the report, naming
   its own unit, and never rewrites what others wrote: three units of
   one program (this one and two more, dg-additional-sources), each with
   its merges, give exactly their lines, each with the right unit and
   location.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report%" } */
/* { dg-additional-sources "merge-report-multi-aux.c merge-report-multi-aux2.c" } */

extern int aux_total (int), aux2_total (int);

volatile int in = 3;

static int __attribute__ ((noinline))
main_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 9 + 1;
  return s;
}

static int __attribute__ ((noinline))
main_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 9 + 1;
  return s;
}

int
main (void)
{
  int x = in;
  if (main_a (x) != 30 || main_b (x) != 30)
    __builtin_abort ();
  if (aux_total (x) != 2 * (0 + 7 + 14) + 3 * 3)
    __builtin_abort ();
  if (aux2_total (x) != 3 * 12)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-report-times "^.+$" 4 } } */
/* { dg-final { scan-mergefn-report-times "^\\{\"unit\": \"\[^\"\]*\\/merge-report-multi\\.c\", \"function\": \"main_b\", \"into\": \"main_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-multi\\.c\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/merge-report-multi\\.c:24\"\\}$" 1 } } */
/* { dg-final { scan-mergefn-report-times "^\\{\"unit\": \"\[^\"\]*\\/merge-report-multi-aux\\.c\", \"function\": \"aux_b\", \"into\": \"aux_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-multi-aux\\.c\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/merge-report-multi-aux\\.c:13\"\\}$" 1 } } */
/* { dg-final { scan-mergefn-report-times "^\\{\"unit\": \"\[^\"\]*\\/merge-report-multi-aux\\.c\", \"function\": \"aux_c\", \"into\": \"aux_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-multi-aux\\.c\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/merge-report-multi-aux\\.c:22\"\\}$" 1 } } */
/* { dg-final { scan-mergefn-report-times "^\\{\"unit\": \"\[^\"\]*\\/merge-report-multi-aux2\\.c\", \"function\": \"aux2_b\", \"into\": \"aux2_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-multi-aux2\\.c\", \"how\": \"alias\", \"kind\": \"variable\", \"bytes\": 12, \"location\": \"\[^\"\]*\\/merge-report-multi-aux2\\.c:4\"\\}$" 1 } } */
/* { dg-final { mergefn-merged "main_b" "main_a" "alias" } } */
/* { dg-final { mergefn-merged "aux_c" "aux_a" "alias" "merge-report-multi-aux.c" } } */
/* { dg-final { mergefn-merged "aux2_b" "aux2_a" "alias" "merge-report-multi-aux2.c" } } */
