/* report=FILE appends one JSON object per merge: functions merged by
   alias and a read-only variable (whose address is never compared).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report%" } */

static int __attribute__ ((noinline))
f (int x)
{
  return x * 3 + 7;
}

static int __attribute__ ((noinline))
g (int x)
{
  return x * 3 + 7;
}

static const int ta[4] = { 3, 1, 4, 1 };
static const int tb[4] = { 3, 1, 4, 1 };

/* Equal once tb is merged into ta.  */
static int __attribute__ ((noinline))
get_a (int i)
{
  return ta[i];
}

static int __attribute__ ((noinline))
get_b (int i)
{
  return tb[i];
}

int
main (void)
{
  if (f (1) != 10 || g (2) != 13)
    __builtin_abort ();
  if (get_a (2) != 4 || get_b (3) != 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report-basic\\.c\", \"function\": \"g\", \"into\": \"f\", \"into_unit\": \"\[^\"\]*\\/report-basic\\.c\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/report-basic\\.c:13\"\\}$" } } */
/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report-basic\\.c\", \"function\": \"tb\", \"into\": \"ta\", \"into_unit\": \"\[^\"\]*\\/report-basic\\.c\", \"how\": \"alias\", \"kind\": \"variable\", \"bytes\": 16, \"location\": \"\[^\"\]*\\/report-basic\\.c:19\"\\}$" } } */
/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report-basic\\.c\", \"function\": \"get_b\", \"into\": \"get_a\", \"into_unit\": \"\[^\"\]*\\/report-basic\\.c\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/report-basic\\.c:29\"\\}$" } } */
/* { dg-final { scan-mergefn-report-times "^\\{.*\\}$" 3 } } */
/* { dg-final { mergefn-merged "g" "f" "alias" } } */
/* { dg-final { mergefn-merged "tb" "ta" "alias" } } */
