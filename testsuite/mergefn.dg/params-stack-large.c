/* Rule (doc/merge-rules.md "The arguments' registers"): a large body
   whose thunks would pass arguments on the stack merges, each thunk's
   frame counted: big_a/big_b take five arguments and differ in two
   constants (seven arguments).  once_a/once_b, the same bodies static
   and called once, stay apart: the inliner copies each into its caller,
   where a thunk building a frame would replace it.  The small
   five-argument pair of params-cap-2.c stays apart too.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

extern void abort (void);

#define BIG(ATTR, NAME, K, L)						\
  ATTR long								\
  NAME (const int *p, int n, int a, int b, int c)			\
  {									\
    long s = a, t = b, u = c;						\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = p[i] * K + b;						\
	s = s * 3 + (v > L ? v : v + s / (c | 1));			\
	t ^= (s << 3) + (v >> 2) + i * L;				\
	u += (t & 0xff) * (i + K) - (s % 97);				\
	if (s > 100000)							\
	  s %= 9973;							\
	if (t > 1000000 || t < -1000000)				\
	  t = t % 10007 + u % 13;					\
	if (u > 5000000)						\
	  u = u / 3 - s;						\
	s += (u >> 5) ^ (t << 1);					\
	t -= (s & 0x3f3f) + (u % 101);					\
	u ^= (t >> 3) + (s * 5) + (p[i] << 2);				\
      }									\
    return s * 31 + t * 7 + u;						\
  }
BIG (__attribute__ ((noinline)), big_a, 3, 10)
BIG (__attribute__ ((noinline)), big_b, 5, 20)
BIG (static, once_a, 3, 10)
BIG (static, once_b, 5, 20)

static long
ref (const int *p, int n, volatile int k, volatile int l, int a, int b, int c)
{
  long s = a, t = b, u = c;
  for (int i = 0; i < n; i++)
    {
      int v = p[i] * k + b;
      s = s * 3 + (v > l ? v : v + s / (c | 1));
      t ^= (s << 3) + (v >> 2) + i * l;
      u += (t & 0xff) * (i + k) - (s % 97);
      if (s > 100000)
	s %= 9973;
      if (t > 1000000 || t < -1000000)
	t = t % 10007 + u % 13;
      if (u > 5000000)
	u = u / 3 - s;
      s += (u >> 5) ^ (t << 1);
      t -= (s & 0x3f3f) + (u % 101);
      u ^= (t >> 3) + (s * 5) + (p[i] << 2);
    }
  return s * 31 + t * 7 + u;
}

int data[9] = { 4, -7, 19, 23, 8, -2, 11, 5, 30 };

int
main ()
{
  for (int b = 0; b < 30; b += 7)
    if (big_a (data, 9, 1, b, 3) != ref (data, 9, 3, 10, 1, b, 3)
	|| big_b (data, 9, 1, b, 3) != ref (data, 9, 5, 20, 1, b, 3))
      abort ();
  if (once_a (data, 9, 2, 4, 6) != ref (data, 9, 3, 10, 2, 4, 6)
      || once_b (data, 8, 2, 4, 6) != ref (data, 8, 5, 20, 2, 4, 6))
    abort ();
  return 0;
}

/* { dg-final { mergefn-params "big_a" "big_b" "2" } } */
/* { dg-final { mergefn-params "big_b" "big_b" "2" } } */
/* { dg-final { mergefn-apart "once_b" "once_a" "^params: with the added parameters, arguments would go on the stack$" } } */
/* { dg-final { mergefn-not-merged "once_a" } } */
/* { dg-final { mergefn-not-merged "once_b" } } */
