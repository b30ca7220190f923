/* The always_inline functions of attr-always-inline.c.  */

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i ^ (k)) * (x + i) + (s >> 3);			\
    return s;							\
  }

#define AI __attribute__ ((always_inline))

inline AI int ai1 (int x) BODY (5)
inline AI int ai2 (int x) BODY (5)
inline AI int ar1 (int x) BODY (7)
inline AI int ar2 (int x) BODY (7)
extern int ai1 (int), ai2 (int), ar1 (int), ar2 (int);

int (*volatile par1) (int) = ar1;
int (*volatile par2) (int) = ar2;
