/* Rule: writable variables are never merged: a static that is written
   (wc, wd) stays apart even when identical.  A static that GCC proves is
   never written and whose address is never taken (wa, wb) is constant
   (GCC marks it read-only) and no one can tell two copies apart, so it
   merges like a const table (doc/merge-rules.md).  An equal const pair
   merges too (the control).  */
/* { dg-do run } */

volatile int in = 2;

static int wa[4] = { 11, 12, 13, 14 };
static int wb[4] = { 11, 12, 13, 14 };
static int wc[4] = { 21, 22, 23, 24 };
static int wd[4] = { 21, 22, 23, 24 };
static const int ca[4] = { 31, 32, 33, 34 };
static const int cb[4] = { 31, 32, 33, 34 };

static int __attribute__ ((noinline))
read_never_written (int i)
{
  return wa[i] * 100 + wb[i + 1];
}

static void __attribute__ ((noinline))
write_one (int i, int v)
{
  wd[i] = v;
}

static int __attribute__ ((noinline))
read_written (int i)
{
  return wc[i] * 100 + wd[i];
}

static int __attribute__ ((noinline))
read_const (int i)
{
  return ca[i] * 100 + cb[i + 1];
}

int
main (void)
{
  int i = in;
  if (read_never_written (i) != 1314)
    __builtin_abort ();
  write_one (i, 99);
  if (read_written (i) != 2399 || read_written (i + 1) != 2424)
    __builtin_abort ();
  if (read_const (i) != 3334)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "wb" "wa" "alias" } } */
/* { dg-final { mergefn-not-merged "wc" } } */
/* { dg-final { mergefn-not-merged "wd" } } */
/* { dg-final { mergefn-merged "cb" "ca" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
