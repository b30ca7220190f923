/* Rule: writable variables are never merged ("Writable variables are
   never considered", doc/merge-rules.md), even when two are identical
   and the program happens never to write them: they are distinct
   objects.  Checked with a pair that is never written (wa, wb) and a
   pair of which one is written at run time (wc, wd), while an equal
   const pair merges (the control).  */
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

/* { dg-final { mergefn-not-merged "wa" } } */
/* { dg-final { mergefn-not-merged "wb" } } */
/* { dg-final { mergefn-not-merged "wc" } } */
/* { dg-final { mergefn-not-merged "wd" } } */
/* { dg-final { mergefn-merged "cb" "ca" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
