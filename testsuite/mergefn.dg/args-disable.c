/* -fplugin-arg-mergefn-disable: the plugin loads but its pass does not
   run.  The variant "enabled" compiles the same source with the pass on
   and must merge, so this test fails if disable is ignored or if the
   source stops being mergeable.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin=%plugin% -fplugin-arg-mergefn-disable -fplugin-arg-mergefn-dump -fplugin-arg-mergefn-verify" } */
/* { dg-mergefn-variant enabled "%mergefn% -O2 -fno-ipa-icf" } */

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

/* { dg-final { mergefn-pass-not-run } } */
/* { dg-final { mergefn-merged "g" "f" "alias" "enabled" } } */
