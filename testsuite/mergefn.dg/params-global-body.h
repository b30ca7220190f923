/* params-global-body.h: the body that params-global-kept.c,
   params-global-kept2.c and params-global-register.c give each function,
   reading and writing the variable V directly (FN defines one; a test's
   reference function takes BODY (*v)).  */
#define BODY(V)								\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	V += p[i & 7];							\
	s = s * 3 + V;							\
	if (s > 100000)							\
	  s %= 9973;							\
	if ((s & 15) == 3)						\
	  V ^= p[(i * 5) & 7];						\
      }									\
    return s;								\
  }
#define FN(NAME, V) int NAME (const int *p, int n) BODY (V)
