/* Two functions that differ only in a constant stay apart, and the dump
   says why.  */
/* { dg-do run } */

static int __attribute__ ((noinline))
f (int x)
{
  return x * 3 + 7;
}

static int __attribute__ ((noinline))
g (int x)
{
  return x * 3 + 8;
}

int
main (void)
{
  if (f (1) != 10 || g (2) != 14)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "f" "g" "^constant" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "g" } } */
