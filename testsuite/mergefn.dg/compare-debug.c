/* GCC's -fcompare-debug works with the plugin loaded: the unit is
   compiled again with -g toggled and the final code compared, so a merge
   decision that depends on debug info fails here.  Checked without and
   with -g (the variant).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fcompare-debug" } */
/* { dg-mergefn-variant with-g "%flags% -g" } */

static int __attribute__ ((noinline))
f (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 3;
  return s;
}

static int __attribute__ ((noinline))
g (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 3;
  return s;
}

int
main (void)
{
  if (f (3) != 9 || g (4) != 18)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "alias" } } */
/* { dg-final { mergefn-merged "g" "f" "alias" "with-g" } } */
