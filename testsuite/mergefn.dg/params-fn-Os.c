/* Rule: parameterised merging is on by default for functions optimized
   for size, judged by each function's own options, not the command
   line's.  In a unit compiled at -O2, small_3 and small_5 (optimize
   ("Os")) differ only in a constant and share a body; fast_3 and fast_5
   (the unit's -O2) stay apart, as params-O2.c has it.
   params-fn-O2.c is the other direction (-Os, optimize ("O2")).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf" } */

#define BODY(K)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < n; i++)					\
      {								\
	int v = p[i] * (K) + i;					\
	if (v > 100)						\
	  v -= p[(i * 5) & 7];					\
	s += v ^ (v >> 2);					\
      }								\
    return s;							\
  }
#define SIZE __attribute__ ((noinline, optimize ("Os")))
#define SPEED __attribute__ ((noinline))

SIZE int small_3 (const int *p, int n) BODY (3)
SIZE int small_5 (const int *p, int n) BODY (5)
SPEED int fast_3 (const int *p, int n) BODY (3)
SPEED int fast_5 (const int *p, int n) BODY (5)

static int
ref (const int *p, int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = p[i] * k + i;
      if (v > 100)
	v -= p[(i * 5) & 7];
      s += v ^ (v >> 2);
    }
  return s;
}

int data[8] = { 9, 40, 2, 77, 31, 5, 60, 12 };
volatile int n = 8;

int
main (void)
{
  if (small_3 (data, n) != ref (data, n, 3) || small_5 (data, n) != ref (data, n, 5)
      || fast_3 (data, n) != ref (data, n, 3) || fast_5 (data, n) != ref (data, n, 5))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "small_3" "small_3" "1" } } */
/* { dg-final { mergefn-params "small_5" "small_3" "1" } } */
/* { dg-final { mergefn-not-merged "fast_3" } } */
/* { dg-final { mergefn-not-merged "fast_5" } } */
