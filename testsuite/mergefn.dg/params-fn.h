/* The program of params-fn-Os.c and params-fn-O2.c: small_3/small_5 and
   fast_3/fast_5, equal but for a constant, declared with the SIZE and
   SPEED attributes each test defines (which of them is optimized for
   size); main checks every result against its own computation.  */

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

