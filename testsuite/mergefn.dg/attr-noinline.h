/* Shared by attr-noinline.c and attr-noinline-aux.c: the body of every
   function of attr-noinline.c (K its one constant), its reference value,
   and what the other unit defines.  */
#define BODY(K)							\
  {								\
    int s = x;							\
    for (int i = 0; i < (x & 15) + 4; i++)			\
      {								\
	s = s * (K) + (i ^ (s >> 3));				\
	if (s > 100000)						\
	  s %= 9973;						\
      }								\
    return s;							\
  }

static inline int
ref (int x, volatile int k)
{
  int s = x;
  for (int i = 0; i < (x & 15) + 4; i++)
    {
      s = s * k + (i ^ (s >> 3));
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int r2 (int);
int a1 (int);
int a2 (int);
int aux_calls (int);
