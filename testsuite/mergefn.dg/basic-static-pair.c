/* Two identical static functions, both called: one becomes an alias of
   the other (their addresses are never taken).  */
/* { dg-do run } */

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
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* { dg-final { mergefn-refused "main" "^main is never merged$" } } */
