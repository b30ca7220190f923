/* report= given twice with the same file is that file, once: build
   systems repeat their CFLAGS (zstd's programs/Makefile passes them
   twice), and a repeated flag must not fail the build.  Every merge is
   written once.  args-report-twice.c: two different files are an
   error.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report% -fplugin-arg-mergefn-report=%report%" } */

static __attribute__ ((noinline)) int
twin_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

static __attribute__ ((noinline)) int
twin_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

volatile int in = 5;

int
main (void)
{
  if (twin_a (in) != twin_b (in))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "twin_b" "twin_a" "alias" } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"twin_b\"" 1 } } */
/* { dg-final { scan-mergefn-report-times "^." 1 } } */
