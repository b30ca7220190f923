/* Rule: a constant that must stay a constant is never a parameter, so
   functions that differ only there stay apart, even at -Os where
   parameterised merging is on: switch case values, an asm operand with
   an "i" constraint, arguments of GCC's builtins (prefetch locality,
   assumed alignment), the integer arguments of the C library's builtins
   (a memcpy size GCC folds into moves), and constants narrower than int
   (callers and callees would have to agree on who extends them).  Each
   pair would otherwise pay (params-Os.c has pairs of the same size that
   merge).  main checks every result.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

extern void abort (void);
extern void *memcpy (void *, const void *, __SIZE_TYPE__);

#define SWITCHED(NAME, K)						\
  int									\
  NAME (const int *p, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      switch (p[i] & 7)							\
	{								\
	case 1: s += 3; break;						\
	case K: s = s * 5 + p[i]; break;				\
	case 6: s -= p[i] >> 1; break;					\
	default: s ^= p[i];						\
	}								\
    return s;								\
  }
SWITCHED (switch_2, 2)
SWITCHED (switch_4, 4)

#define ASM(NAME, K)							\
  int									\
  NAME (const int *p, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = p[i];							\
	__asm__ ("# %1" : "+r" (v) : "i" (K));				\
	s = s * 3 + (v > 10 ? v - 10 : v + s / 2);			\
      }									\
    return s;								\
  }
ASM (asm_5, 5)
ASM (asm_9, 9)

#define PREFETCH(NAME, K)						\
  int									\
  NAME (const int *p, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	__builtin_prefetch (p + i + 8, 0, K);				\
	s = s * 3 + (p[i] > 10 ? p[i] - 10 : p[i] + s / 2);		\
      }									\
    return s;								\
  }
PREFETCH (prefetch_1, 1)
PREFETCH (prefetch_3, 3)

#define ALIGNED(NAME, K)						\
  int									\
  NAME (const int *p, int n)						\
  {									\
    const int *q = __builtin_assume_aligned (p, K);			\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      s = s * 3 + (q[i] > 10 ? q[i] - 10 : q[i] + s / 2);		\
    return s;								\
  }
ALIGNED (aligned_16, 16)
ALIGNED (aligned_32, 32)

#define COPIED(NAME, K)							\
  int									\
  NAME (const int *p, int n)						\
  {									\
    int buf[16] = { 0 };						\
    memcpy (buf, p, K);							\
    int s = 0;								\
    for (int i = 0; i < 16 && i < n; i++)				\
      s = s * 3 + (buf[i] > 10 ? buf[i] - 10 : buf[i] + s / 2);		\
    return s;								\
  }
COPIED (copied_24, 24)
COPIED (copied_40, 40)

#define MARKED(NAME, K)							\
  int									\
  NAME (char *out, const int *p, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	out[i] = p[i] > 10 ? K : '.';					\
	s = s * 3 + (p[i] > 10 ? p[i] - 10 : p[i] + s / 2);		\
      }									\
    return s;								\
  }
MARKED (marked_x, 'x')
MARKED (marked_y, 'y')

int data[16] __attribute__ ((aligned (32)))
  = { 4, 11, 2, 30, 8, 1, 6, 7, 12, 3, 5, 9, 22, 14, 0, 2 };

static int
ref (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 3 + (p[i] > 10 ? p[i] - 10 : p[i] + s / 2);
  return s;
}

int
main (void)
{
  char out[16];
  if (switch_2 (data, 16) == switch_4 (data, 16))
    abort ();
  if (asm_5 (data, 16) != ref (data, 16) || asm_9 (data, 16) != ref (data, 16))
    abort ();
  if (prefetch_1 (data, 8) != ref (data, 8)
      || prefetch_3 (data, 8) != ref (data, 8))
    abort ();
  if (aligned_16 (data, 16) != ref (data, 16)
      || aligned_32 (data, 16) != ref (data, 16))
    abort ();
  if (copied_24 (data, 6) != ref (data, 6)
      || copied_40 (data, 10) != ref (data, 10))
    abort ();
  if (marked_x (out, data, 4) != ref (data, 4) || out[1] != 'x'
      || marked_y (out, data, 4) != ref (data, 4) || out[3] != 'y')
    abort ();
  return 0;
}

/* { dg-final { mergefn-not-merged "switch_2" } } */
/* { dg-final { mergefn-not-merged "switch_4" } } */
/* { dg-final { mergefn-not-merged "asm_5" } } */
/* { dg-final { mergefn-not-merged "asm_9" } } */
/* { dg-final { mergefn-not-merged "prefetch_1" } } */
/* { dg-final { mergefn-not-merged "prefetch_3" } } */
/* { dg-final { mergefn-not-merged "aligned_16" } } */
/* { dg-final { mergefn-not-merged "aligned_32" } } */
/* { dg-final { mergefn-not-merged "copied_24" } } */
/* { dg-final { mergefn-not-merged "copied_40" } } */
/* { dg-final { mergefn-not-merged "marked_x" } } */
/* { dg-final { mergefn-not-merged "marked_y" } } */
/* { dg-final { mergefn-apart "marked_y" "marked_x" "^params: a differing constant is narrower than int$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 } } */
