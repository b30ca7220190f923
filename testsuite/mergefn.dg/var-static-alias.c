/* Rule: identical read-only static tables whose addresses nobody can
   compare merge by alias (one copy of the data), whatever the element
   type, as long as the bytes are the same: int and unsigned tables,
   struct tables.  Tables that differ only in the sign of a zero
   (0.0 vs -0.0) are different bytes and must stay apart.  Functions
   reading merged tables merge too, in the same round.  */
/* { dg-do run } */

volatile int in = 2;

struct pt
{
  short x, y;
  int tag;
};

static const int ints_a[6] = { 4, 8, 15, 16, 23, 42 };
static const int ints_b[6] = { 4, 8, 15, 16, 23, 42 };
static const unsigned uns_c[6] = { 4, 8, 15, 16, 23, 42 };
static const struct pt pts_a[3] = { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 } };
static const struct pt pts_b[3] = { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 } };
static const double zero_pos[2] = { 0.0, 1.0 };
static const double zero_neg[2] = { -0.0, 1.0 };

static int __attribute__ ((noinline))
read_a (int i)
{
  return ints_a[i] * 3 + ints_a[i + 1];
}

static int __attribute__ ((noinline))
read_b (int i)
{
  return ints_b[i] * 3 + ints_b[i + 1];
}

static unsigned __attribute__ ((noinline))
read_c (int i)
{
  return uns_c[i] + uns_c[5 - i];
}

static int __attribute__ ((noinline))
read_pts (int i)
{
  return pts_a[i].x * 100 + pts_b[i].y * 10 + pts_a[i].tag + pts_b[i].tag;
}

static double __attribute__ ((noinline))
inv_pos (int i)
{
  return 1.0 / zero_pos[i];
}

static double __attribute__ ((noinline))
inv_neg (int i)
{
  return 1.0 / zero_neg[i];
}

int
main (void)
{
  int i = in;				/* 2 */
  if (read_a (i) != 15 * 3 + 16 || read_b (i + 1) != 16 * 3 + 23)
    __builtin_abort ();
  if (read_c (i) != 15 + 16)
    __builtin_abort ();
  if (read_pts (i - 1) != 400 + 50 + 12)
    __builtin_abort ();
  if (!(inv_pos (i - 2) > 0.0) || !(inv_neg (i - 2) < 0.0))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "ints_b" "ints_a" "alias" } } */
/* { dg-final { mergefn-merged "uns_c" "ints_a" "alias" } } */
/* { dg-final { mergefn-merged "pts_b" "pts_a" "alias" } } */
/* { dg-final { mergefn-not-merged "zero_neg" } } */
/* { dg-final { mergefn-not-merged "zero_pos" } } */
/* { dg-final { mergefn-merged "read_b" "read_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
