/* -fopt-info-ipa-optimized notes each merge at the merged function's
   declaration; notes of other passes are pruned.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-ipa-optimized" } */

static int __attribute__ ((noinline))
f (int x)
{
  return x * 3 + 7;
}

static int __attribute__ ((noinline))
g (int x) /* { dg-message "^optimized: merged function 'g/\[0-9\]+' into 'f/\[0-9\]+' \\(alias\\)$" "g merged" } */
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

/* { dg-bogus "merged function 'f/" "f survives" { target *-*-* } 0 } */
/* { dg-final { mergefn-merged "g" "f" "alias" } } */
