/* A plugin built for another snapshot of the same development branch
   (another date stamp wherever this compiler's plugin headers hold it:
   gcc-snapshot's configure line names its build directory after the
   date; another revision) loads and merges when every layout check
   passes, as after a packaging-only update.  On a release compiler the
   date stamp appears only where pkgvariant changes it too.
   test-plugins/otherdate (see the Makefile).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin=%testplugins%/otherdate/mergefn.so -fplugin-arg-mergefn-dump" } */

static int __attribute__ ((noinline))
f (int x)
{
  return x * 5 + 1;
}

static int __attribute__ ((noinline))
g (int x)
{
  return x * 5 + 1;
}

int
main (void)
{
  if (f (1) != 6 || g (2) != 11)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "alias" } } */
