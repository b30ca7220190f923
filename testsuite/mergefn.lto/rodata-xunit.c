/* Rule: identical read-only tables merge across units, by alias only, with
   at most one observable address per class (merge-rules.md "Read-only
   variables").  tab_a and tab_b (public, one per unit) and two static
   tables called "lut" are read by index only: they merge.  odd_a and
   odd_b differ in one element: they stay apart.  cmp_a and cmp_b are
   equal, but their addresses are compared: one may become an alias of
   the other only if the comparison still says they differ, so they stay
   apart.  */
/* { dg-do run } */
/* { dg-additional-sources "rodata-xunit-aux.c" } */

#define NOINLINE __attribute__ ((noinline))

const int tab_a[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
const int odd_a[8] = { 2, 7, 1, 8, 2, 8, 1, 8 };
const int cmp_a[8] = { 1, 4, 1, 4, 2, 1, 3, 5 };
static const short lut[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

NOINLINE int
get_a (int i)
{
  return tab_a[i & 7] * 100 + odd_a[i & 7] * 10 + lut[i & 15];
}

extern int get_b (int);
extern const int *volatile p_cmp_b;
const int *volatile p_cmp_a = cmp_a;

volatile int idx = 5;

int
main (void)
{
  int i = idx;
  /* tab: 9, odd_a: 8 (odd_b: 9), lut[5]: 2.  */
  if (get_a (i) != 982 || get_b (i) != 992)
    __builtin_abort ();
  if (p_cmp_a == p_cmp_b || p_cmp_a[i] != 1 || p_cmp_b[i] != 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "tab_b" "tab_a" "alias" } } */
/* { dg-final { mergefn-merged "lut" "lut" "alias" } } */
/* { dg-final { mergefn-not-merged "odd_a" } } */
/* { dg-final { mergefn-not-merged "odd_b" } } */
/* { dg-final { mergefn-not-merged "cmp_a" } } */
/* { dg-final { mergefn-not-merged "cmp_b" } } */
/* { dg-final { mergefn-apart "cmp_b" "cmp_a" "address" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
