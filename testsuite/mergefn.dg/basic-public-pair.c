/* Two identical public functions: both addresses can be observed, so the
   second becomes a wrapper calling the first, and &f != &g holds.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

int
f (int x)
{
  return x * 5 - 1;
}

int
g (int x)
{
  return x * 5 - 1;
}

/* Volatile, so the comparison is made at run time.  */
int (*volatile pf) (int) = f;
int (*volatile pg) (int) = g;

int
main (void)
{
  if (f (1) != 4 || g (2) != 9)
    __builtin_abort ();
  if (pf (3) != 14 || pg (4) != 19)
    __builtin_abort ();
  if (pf == pg)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "wrapper" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
