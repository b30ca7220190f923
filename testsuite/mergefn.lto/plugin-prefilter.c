/* Rule: at WPA, with summaries from compile time, a body is loaded only
   when another symbol shares its hash and its direct callees may end up
   in the same classes (prefilter.c).  mid_c has the hash of mid_a and
   mid_b but calls leaf_c, whose hash no one shares: it is not loaded, nor
   is leaf_c.  mid_b calls leaf_b, the twin of mid_a's leaf_a: both are
   loaded, the leaves merge and so do the callers.  */
/* { dg-do run } */
/* { dg-mergefn-lto-plugin both } */
/* { dg-additional-sources "plugin-prefilter-aux.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
leaf_a (int x)
{
  return x * 7 + 1;
}

NOINLINE int
leaf_c (int x)
{
  return x * 5 - 3;
}

NOINLINE int
mid_a (int x)
{
  return leaf_a (x) ^ 0x55;
}

NOINLINE int
mid_c (int x)
{
  return leaf_c (x) ^ 0x55;
}

extern int leaf_b (int);
extern int mid_b (int);

int
main (void)
{
  for (int x = -50; x < 50; x++)
    if (mid_a (x) != ((x * 7 + 1) ^ 0x55)
	|| mid_b (x) != ((x * 7 + 1) ^ 0x55)
	|| mid_c (x) != ((x * 5 - 3) ^ 0x55)
	|| leaf_b (x) != x * 7 + 1)
      __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "leaf_b" "leaf_a" "alias" } } */
/* { dg-final { mergefn-merged "mid_b" "mid_a" "alias" } } */
/* { dg-final { mergefn-not-merged "mid_c" } } */
/* { dg-final { mergefn-not-merged "leaf_c" } } */
/* { dg-final { scan-mergefn-dump "^;; 4 functions take part$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
