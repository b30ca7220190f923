/* Rule: parameterised merging follows each function's own options (the
   other direction of params-fn-Os.c): in a unit compiled at -Os, fast_3
   and fast_5 (optimize ("O2")) stay apart, small_3 and small_5 (the
   unit's -Os) share a body.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

#define SIZE __attribute__ ((noinline))
#define SPEED __attribute__ ((noinline, optimize ("O2")))
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
