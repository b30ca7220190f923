/* With -fcompare-debug the compiler runs twice (the second time with
   -fcompare-debug-second); the report has each merge once, from the
   first compilation.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fcompare-debug -fplugin-arg-mergefn-report=%report%" } */

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

int
main (void)
{
  if (f (1) != 10 || g (2) != 13)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "alias" } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"g\", \"into\": \"f\"" 1 } } */
/* { dg-final { scan-mergefn-report-times "^.+$" 1 } } */
