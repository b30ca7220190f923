/* Rule: with -fexceptions, a variable with __attribute__ ((cleanup))
   puts the call that may throw in an EH region whose landing pad runs
   the cleanup; regions and landing pads are compared, and the cleanup
   calls are compared by callee.  cu1/cu2 have the same cleanup and must
   merge; cu3 runs another cleanup function and must stay apart
   ("callee"): merged, the wrong cleanup would run.  main checks which
   cleanups ran, in order (the normal path runs them as well).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fexceptions" } */
/* { dg-additional-sources "cmp-cleanup-aux.c" } */

extern int trace[16];
extern int ntrace;
extern void step (int);

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static void NOINLINE
release1 (int *p)
{
  step (100 + *p);
}

static void NOINLINE
release2 (int *p)
{
  step (200 + *p);
}

static int NOINLINE
cu1 (int x)
{
  int __attribute__ ((cleanup (release1))) a = x;
  step (x);
  return a * 2;
}

static int NOINLINE
cu2 (int x)
{
  int __attribute__ ((cleanup (release1))) a = x;
  step (x);
  return a * 2;
}

static int NOINLINE
cu3 (int x)
{
  int __attribute__ ((cleanup (release2))) a = x;
  step (x);
  return a * 2;
}

int
main (void)
{
  int v = in;
  if (cu1 (v) != 6 || cu2 (v + 1) != 8 || cu3 (v) != 6)
    __builtin_abort ();
  if (ntrace != 6 || trace[0] != 3 || trace[1] != 103 || trace[2] != 4
      || trace[3] != 104 || trace[4] != 3 || trace[5] != 203)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "cu2" "cu1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (cu3 cu\[12\]|cu\[12\] cu3): callee$" } } */
/* { dg-final { mergefn-not-merged "cu3" } } */
/* release1/release2 differ in a constant.  */
/* { dg-final { mergefn-differ "release1" "release2" "^constant$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
