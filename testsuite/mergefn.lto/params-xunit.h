/* The functions of params-xunit.c and params-xunit-aux.c: equal except
   for one integer constant.  Not noinline (a noinline function is never
   made a thunk): the tests compile and link with -fno-inline instead.  */
#define SCALED(NAME, K)							\
  int								\
  NAME (const int *p, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = p[i] * K;						\
	s = s * 3 + (v > 40 ? v : v + s / 2);				\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
int scaled_3 (const int *, int);
int scaled_5 (const int *, int);
int scaled_7 (const int *, int);
