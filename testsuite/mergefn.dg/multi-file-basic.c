/* Two units linked together, both compiled with the plugin: each merges
   its own pair (the plugin sees one unit at a time without -flto), and
   calls across units still reach the right bodies.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-additional-sources "multi-file-basic-aux.c" } */

extern int aux_sum (int);
extern int aux_one (int);
extern int aux_two (int);

static int
f (int x)
{
  return x * 3 + 7;
}

static int
g (int x)
{
  return x * 3 + 7;
}

int
main (void)
{
  if (f (1) != 10 || g (2) != 13)
    __builtin_abort ();
  if (aux_one (3) != 23 || aux_two (4) != 88 || aux_sum (5) != 46)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* { dg-final { mergefn-merged "aux_two" "aux_one" "wrapper" "multi-file-basic-aux.c" } } */
/* { dg-final { mergefn-merged "h2" "h1" "alias" "multi-file-basic-aux.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "multi-file-basic-aux.c" } } */
