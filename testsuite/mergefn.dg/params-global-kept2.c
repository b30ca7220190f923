/* Rule: a variable accessed directly stays a constant (more of
   params-global-kept.c's reasons; the register variable is
   params-global-register.c): an object of reverse storage order (its
   address cannot be passed: rev_a/rev_b), and an object read through
   another type (bytes of an int: pun_a/pun_b).  The controls share one body: ok_a/ok_b on plain
   ints, and okrev_a/okrev_b, which read plain structs of the same shape as
   the reversed ones.  -Os: parameterised merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#include "params-global-body.h"

int ok_x, ok_y;
FN (ok_a, ok_x)
FN (ok_b, ok_y)

/* the order opposite to the target's */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define REVERSED "big-endian"
#else
#define REVERSED "little-endian"
#endif
struct __attribute__ ((scalar_storage_order (REVERSED))) rev { int v; };
struct rev rev_x, rev_y;
FN (rev_a, rev_x.v)
FN (rev_b, rev_y.v)

struct plain { int v; };
struct plain okrev_x, okrev_y;
FN (okrev_a, okrev_x.v)
FN (okrev_b, okrev_y.v)

/* Byte 1 of an int, read and written as unsigned char: a MEM_REF of
   another alias type than the variable's.  */
int pun_x, pun_y;
#define PUN(NAME, V)							\
  int NAME (const int *p, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	((unsigned char *) &V)[1] += p[i & 7];				\
	s = s * 3 + ((unsigned char *) &V)[1];				\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
PUN (pun_a, pun_x)
PUN (pun_b, pun_y)

static int
ref (int *v, const int *p, int n)
BODY (*v)

static int
ref_pun (int *v, const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      ((unsigned char *) v)[1] += p[i & 7];
      s = s * 3 + ((unsigned char *) v)[1];
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int
main (void)
{
  static const int p[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  int (*f[6]) (const int *, int)
    = { ok_a, ok_b, rev_a, rev_b, okrev_a, okrev_b };
  int state[8] = { 0 };
  for (int round = 0; round < 2; round++)
    {
      for (int k = 0; k < 6; k++)
	if (f[k] (p, 5 + k + round) != ref (&state[k], p, 5 + k + round))
	  __builtin_abort ();
      if (pun_a (p, 7 + round) != ref_pun (&state[6], p, 7 + round)
	  || pun_b (p, 9 + round) != ref_pun (&state[7], p, 9 + round))
	__builtin_abort ();
    }
  if (ok_x != state[0] || ok_y != state[1] || rev_x.v != state[2]
      || rev_y.v != state[3] || okrev_x.v != state[4] || okrev_y.v != state[5]
      || pun_x != state[6] || pun_y != state[7])
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "ok_b" "ok_a" "1" } } */
/* { dg-final { mergefn-params "okrev_b" "okrev_a" "1" } } */
/* { dg-final { mergefn-apart "rev_b" "rev_a" "^params: variable accessed \\(its address cannot be passed: stays a constant\\)$" } } */
/* { dg-final { mergefn-apart "pun_b" "pun_a" "^params: variable accessed \\(through another type: stays a constant\\)$" } } */
/* { dg-final { mergefn-not-merged "rev_a" } } */
/* { dg-final { mergefn-not-merged "rev_b" } } */
/* { dg-final { mergefn-not-merged "pun_a" } } */
/* { dg-final { mergefn-not-merged "pun_b" } } */
