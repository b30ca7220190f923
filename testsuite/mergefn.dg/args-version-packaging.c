/* A plugin built against plugin headers that differ from this compiler's
   only in packaging (pkgversion, bug URL, date stamp: what a gcc upload
   changes) loads and merges.  test-plugins/pkgvariant (see the Makefile).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin=%testplugins%/pkgvariant/mergefn.so -fplugin-arg-mergefn-dump" } */

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
