/* Rule: params=N caps the parameters one merge may add, and a merge
   whose arguments would no longer all fit in registers (six on x86-64)
   is not made.  two_a/two_b differ in two constants: apart with
   params=1; one_a/one_b in one: merged.  wide_a/wide_b take five
   arguments and differ in two constants: apart.  params-cap-2.c is the
   same program with params=2.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fplugin-arg-mergefn-params=1 -fno-inline" } */

extern void abort (void);

#define TWO(NAME, K, L)							\
  int									\
  NAME (const int *p, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = p[i] * K;						\
	s = s * 3 + (v > L ? v : v + s / 2);			\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
TWO (two_a, 3, 10)
TWO (two_b, 5, 20)
TWO (one_a, 7, 30)
TWO (one_b, 7, 40)

#define WIDE(NAME, K, L)						\
  int									\
  NAME (const int *p, int n, int a, int b, int c)			\
  {									\
    int s = a;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = p[i] * K + b;						\
	s = s * 3 + (v > L ? v : v + s / c);			\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
WIDE (wide_a, 3, 10)
WIDE (wide_b, 5, 20)

static int
ref (const int *p, int n, volatile int k, volatile int l, int a, int b, int c)
{
  int s = a;
  for (int i = 0; i < n; i++)
    {
      int v = p[i] * k + b;
      s = s * 3 + (v > l ? v : v + s / c);
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int data[8] = { 4, 11, 2, 30, 8, 1, 6, 7 };

int
main (void)
{
  if (two_a (data, 8) != ref (data, 8, 3, 10, 0, 0, 2)
      || two_b (data, 8) != ref (data, 8, 5, 20, 0, 0, 2)
      || one_a (data, 8) != ref (data, 8, 7, 30, 0, 0, 2)
      || one_b (data, 8) != ref (data, 8, 7, 40, 0, 0, 2)
      || wide_a (data, 8, 1, 2, 3) != ref (data, 8, 3, 10, 1, 2, 3)
      || wide_b (data, 8, 1, 2, 3) != ref (data, 8, 5, 20, 1, 2, 3))
    abort ();
  return 0;
}

/* { dg-final { mergefn-apart "two_b" "two_a" "^params: more constants differ than parameters may be added: 2 > 1$" } } */
/* { dg-final { mergefn-not-merged "two_a" } } */
/* { dg-final { mergefn-not-merged "two_b" } } */
/* { dg-final { mergefn-params "one_b" "one_a" "1" } } */
/* { dg-final { mergefn-params "one_a" "one_a" "1" } } */
/* { dg-final { mergefn-apart "wide_b" "wide_a" "^params: more constants differ than parameters may be added: 2 > 1$" } } */
/* { dg-final { mergefn-not-merged "wide_a" } } */
/* { dg-final { mergefn-not-merged "wide_b" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
