/* Rule: setjmp is not refused; whether a body calls setjmp is one of the
   compared function properties, so two identical bodies that call setjmp
   are equal and may merge (an alias runs the very same code, so the
   setjmp/longjmp pairing is unchanged).  sj1/sj2 are identical and must
   merge by alias; sj3 differs in a constant and must stay apart.  main
   checks that every longjmp still comes back to the right setjmp with
   the right value.  */
/* { dg-do run } */

#include <setjmp.h>

static jmp_buf jb;
volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static void NOINLINE
jump (int v)
{
  if (v)
    longjmp (jb, v);
}

static int NOINLINE
sj1 (int x)
{
  volatile int r = 1;
  int k = setjmp (jb);
  if (k)
    return r + k * 100;
  r = x;
  jump (x);
  return r;
}

static int NOINLINE
sj2 (int x)
{
  volatile int r = 1;
  int k = setjmp (jb);
  if (k)
    return r + k * 100;
  r = x;
  jump (x);
  return r;
}

static int NOINLINE
sj3 (int x)
{
  volatile int r = 1;
  int k = setjmp (jb);
  if (k)
    return r + k * 1000;
  r = x;
  jump (x);
  return r;
}

int
main (void)
{
  int v = in;
  if (sj1 (v) != 303 || sj2 (v + 1) != 404 || sj3 (v) != 3003)
    __builtin_abort ();
  if (sj1 (0) != 0 || sj2 (0) != 0 || sj3 (0) != 0)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "sj2" "sj1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (sj3 sj\[12\]|sj\[12\] sj3): constant$" } } */
/* { dg-final { mergefn-not-merged "sj3" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
