/* Rule: inline asm compares its text, flags, and each operand with its
   constraint.  a1/a2 have the same asm and must merge.  a3 differs from
   them only in the asm text ("lea 2" vs "lea 1": "asm text") and must
   stay apart: merged, it would add 1 instead of 2.  m1/m2 have the same
   text but read their input through a register vs from memory ("r" vs
   "m": "asm constraint"); they must stay apart too (the constraint
   decides what the text means).  x86-64 asm.  */
/* { dg-do run } */
/* { dg-mergefn-target "x86_64-*-*" "the asm is x86-64 (lea with 64-bit registers)" } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
a1 (int x)
{
  int r;
  __asm__ ("lea 1(%q1), %0" : "=r" (r) : "r" (x));
  return r * 2;
}

static int NOINLINE
a2 (int x)
{
  int r;
  __asm__ ("lea 1(%q1), %0" : "=r" (r) : "r" (x));
  return r * 2;
}

static int NOINLINE
a3 (int x)
{
  int r;
  __asm__ ("lea 2(%q1), %0" : "=r" (r) : "r" (x));
  return r * 2;
}

static int NOINLINE
m1 (int x, int y)
{
  int r;
  __asm__ ("movl %1, %0" : "=r" (r) : "r" (x));
  return r - y;
}

static int NOINLINE
m2 (int x, int y)
{
  int r;
  __asm__ ("movl %1, %0" : "=r" (r) : "m" (x));
  return r - y;
}

int
main (void)
{
  int v = in;
  if (a1 (v) != 8 || a2 (v + 1) != 10 || a3 (v) != 10)
    __builtin_abort ();
  if (m1 (v, 1) != 2 || m2 (v, 2) != 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "a2" "a1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (a1|a2) a3: asm text$|^differ a3 (a1|a2): asm text$" } } */
/* { dg-final { mergefn-not-merged "a3" } } */
/* { dg-final { mergefn-differ "m1" "m2" "^asm constraint$" } } */
/* { dg-final { mergefn-not-merged "m1" } } */
/* { dg-final { mergefn-not-merged "m2" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
