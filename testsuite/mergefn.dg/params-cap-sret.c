/* Rule: the address of a returned aggregate is an argument too.  The
   five-argument pair returns a struct in memory: one parameter more and
   the seventh argument would go on the stack (pugixml's load_buffer, whose
   thunks then grew to 63 bytes each): apart.  The four-argument pair,
   otherwise the same, fits in six: merged.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

extern void abort (void);

struct res { long sum, last, count, pad[5]; };

#define FIVE(NAME, K)							\
  struct res								\
  NAME (const int *p, int n, int a, int b, int c)			\
  {									\
    struct res r = { a, 0, 0, { 0 } };					\
    for (int i = 0; i < n; i++)						\
      {									\
	r.last = p[i] * K + b;						\
	r.sum = r.sum * 3 + (r.last > c ? r.last : r.last + r.sum / 2);	\
	if (r.sum > 100000)						\
	  r.sum %= 9973;						\
	r.count++;							\
      }									\
    return r;								\
  }
FIVE (five_a, 3)
FIVE (five_b, 5)

#define FOUR(NAME, K)							\
  struct res								\
  NAME (const int *p, int n, int a, int b)				\
  {									\
    struct res r = { a, 0, 0, { 0 } };					\
    for (int i = 0; i < n; i++)						\
      {									\
	r.last = p[i] * K + b;						\
	r.sum = r.sum * 3 + (r.last > 7 ? r.last : r.last + r.sum / 2);	\
	if (r.sum > 100000)						\
	  r.sum %= 9973;						\
	r.count++;							\
      }									\
    return r;								\
  }
FOUR (four_a, 3)
FOUR (four_b, 5)

static long
ref (const int *p, int n, volatile int k, int a, int b, int c)
{
  long sum = a, last = 0;
  for (int i = 0; i < n; i++)
    {
      last = p[i] * k + b;
      sum = sum * 3 + (last > c ? last : last + sum / 2);
      if (sum > 100000)
	sum %= 9973;
    }
  return sum * 1000003 + last;
}

static long
key (struct res r)
{
  return r.sum * 1000003 + r.last;
}

int
main (void)
{
  static const int v[] = { 4, 9, -2, 17, 3, 40, 8, 1, 22, 5 };
  if (key (five_a (v, 10, 1, 2, 7)) != ref (v, 10, 3, 1, 2, 7)
      || key (five_b (v, 10, 1, 2, 7)) != ref (v, 10, 5, 1, 2, 7)
      || key (four_a (v, 10, 1, 2)) != ref (v, 10, 3, 1, 2, 7)
      || key (four_b (v, 10, 1, 2)) != ref (v, 10, 5, 1, 2, 7)
      || five_a (v, 10, 1, 2, 7).count != 10
      || four_b (v, 7, 1, 2).count != 7)
    abort ();
  return 0;
}

/* { dg-final { mergefn-params "four_b" "four_a" "1" } } */
/* { dg-final { mergefn-apart "five_b" "five_a" "^params: with the added parameters, arguments would go on the stack$" } } */
/* { dg-final { mergefn-not-merged "five_a" } } */
/* { dg-final { mergefn-not-merged "five_b" } } */
