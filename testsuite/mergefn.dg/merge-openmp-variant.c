/* Rule: every function GCC marks for OpenMP or OpenACC is refused,
   whatever the spelling of its internal attribute in this GCC version:
   the variants of "declare variant" (var_a, var_b: "omp declare variant
   variant", which a fixed list of spellings missed, so they merged) and
   their bases.  (No "declare target" here: every spelling of it that
   GCC 12 takes is deprecated in GCC 16, a warning; merge-openmp.c has
   the other OpenMP functions.)
   An ordinary equal pair merges (the control).  */
/* { dg-do run } */
/* { dg-mergefn-require-link "-fopenmp" } */
/* { dg-options "-O2 -fno-ipa-icf -fopenmp" } */

#define BODY(k) { int s = 0; for (int i = 0; i < x; i++) s += (i * (k)) ^ x; return s; }
int __attribute__ ((noinline)) var_a (int x) BODY (3)
int __attribute__ ((noinline)) var_b (int x) BODY (3)
#pragma omp declare variant (var_a) match (user = {condition (1)})
int base_a (int x);
#pragma omp declare variant (var_b) match (user = {condition (1)})
int base_b (int x);
int base_a (int x) { return x; }
int base_b (int x) { return x + 1; }
static int __attribute__ ((noinline)) plain_a (int x) BODY (7)
static int __attribute__ ((noinline)) plain_b (int x) BODY (7)

static int
ref (int k, int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i * k) ^ x;
  return s;
}

volatile int in = 9;

int
main (void)
{
  int x = in;
  if (base_a (x) != ref (3, x) || base_b (x + 1) != ref (3, x + 1))
    __builtin_abort ();
  if (plain_a (x) != ref (7, x) || plain_b (x + 2) != ref (7, x + 2))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "var_a" "OpenMP/OpenACC function$" } } */
/* { dg-final { mergefn-refused "var_b" "OpenMP/OpenACC function$" } } */
/* { dg-final { mergefn-refused "base_b" "OpenMP/OpenACC function$" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
