/* params-stack-body.h: a large body of five arguments, shared by
   params-stack-large.c and det-compare-debug-params.c.  BIG defines one
   with the constants K and L (two more arguments once they are
   parameters: seven, one on the stack on x86-64); ref_big computes the
   same with K and L given.  */
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

static long
ref_big (const int *p, int n, volatile int k, volatile int l, int a, int b,
	 int c)
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
