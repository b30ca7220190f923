/* The out-of-line definitions of attr-inlining.c's extern inline x1 and
   x2 (the gnu_inline pattern), compiled like the test.  */
#define BODY							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i << 2) ^ (x + (s >> 5));				\
    return s;							\
  }
int x1 (int x) BODY
int x2 (int x) BODY
