/* Rule (doc/merge-rules.md "When it pays"): bodies below the floor of 16
   (GCC's estimate) that are only ever called through their address (a
   table of handlers) merge with parameters when all together they save
   at least the floor; called directly, they stay apart ("the body is too
   small to share"), and so do two whose merge would save too little.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

typedef int (*op_fn) (int, int);

#define OP(name, k)							\
  static int name (int x, int y)					\
  {									\
    return ((x * k) ^ (y >> 3)) + (x & 0x5a5) * (y | k);		\
  }

OP (op_a, 3)
OP (op_b, 5)
OP (op_c, 7)
OP (op_d, 11)
OP (op_e, 13)
OP (op_f, 17)
OP (op_g, 19)
OP (op_h, 23)

op_fn table[] = { op_a, op_b, op_c, op_d, op_e, op_f, op_g, op_h };

/* The same bodies called directly (-fno-inline keeps the calls out of
   line).  Their alignment, compared as an attribute and nothing else
   here, keeps them in a class apart from op_a .. op_h; noinline did that
   before, and now refuses the thunks themselves.  */
#define DOP(name, k)							\
  __attribute__ ((aligned (16))) int name (int x, int y)		\
  {									\
    return ((x * k) ^ (y >> 3)) + (x & 0x5a5) * (y | k);		\
  }

DOP (dop_a, 3)
DOP (dop_b, 5)
DOP (dop_c, 7)
DOP (dop_d, 11)

/* Two only, through their address: too little to save.  */
static int two_a (int x, int y) { return ((x * 29) ^ (y >> 4)) - (x & 0x3c3) * (y | 29); }
static int two_b (int x, int y) { return ((x * 31) ^ (y >> 4)) - (x & 0x3c3) * (y | 31); }
op_fn pair[] = { two_a, two_b };

static int ks[] = { 3, 5, 7, 11, 13, 17, 19, 23 };

volatile int in_x = 1234, in_y = 987;

int
main ()
{
  int x = in_x, y = in_y;
  for (int i = 0; i < 8; i++)
    if (table[i] (x, y) != (((x * ks[i]) ^ (y >> 3)) + (x & 0x5a5) * (y | ks[i])))
      __builtin_abort ();
  if (dop_a (x, y) + dop_b (x, y) + dop_c (x, y) + dop_d (x, y)
      != table[0] (x, y) + table[1] (x, y) + table[2] (x, y) + table[3] (x, y))
    __builtin_abort ();
  if (pair[0] (x, y) != ((x * 29) ^ (y >> 4)) - (x & 0x3c3) * (y | 29)
      || pair[1] (x, y) != ((x * 31) ^ (y >> 4)) - (x & 0x3c3) * (y | 31))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "op_a" "op_a" "1" } } */
/* { dg-final { mergefn-params "op_h" "op_a" "1" } } */
/* { dg-final { scan-mergefn-dump-times "^merge op_\[a-h\] -> op_a\\.mfparams\\.\[0-9\]+ \\(params, 1 added\\)$" 8 } } */
/* { dg-final { mergefn-apart "dop_b" "dop_a" "^params: the body is too small to share: " } } */
/* { dg-final { mergefn-not-merged "dop_a" } } */
/* { dg-final { mergefn-apart "two_a" "two_b" "^params: small bodies called only through their address would save too little: " } } */
/* { dg-final { mergefn-not-merged "two_b" } } */
