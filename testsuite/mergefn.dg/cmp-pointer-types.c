/* Rule: pointer types compare by representation (a pointer is a
   pointer), so long ** and char ** parameters are equal: advl/advc only
   do arithmetic on them and must merge.  Loading the pointed-to pointers
   reads objects of different alias sets (long * and char *), through
   pointers: cntl/cntc merge too, after their accesses through pointers
   are made may-alias-all ("tbaa" lines; doc/cxx.md).  Reading a global
   of each type (gl/gc) reads declared objects, whose alias sets are
   kept, and the two are different objects anyway: apart.  Without
   strict aliasing (the variant "nsa", compiled from this file, not run)
   the readers merge with no "tbaa" line.  */
/* { dg-do run } */
/* { dg-mergefn-variant "nsa" "%flags% -fno-strict-aliasing" } */

volatile int in = 2;

#define NOINLINE __attribute__ ((noinline))

static long ** NOINLINE
advl (long **p, int n)
{
  return p + n * 2;
}

static char ** NOINLINE
advc (char **p, int n)
{
  return p + n * 2;
}

static int NOINLINE
cntl (long **p)
{
  int n = 0;
  while (*p++)
    n++;
  return n;
}

static int NOINLINE
cntc (char **p)
{
  int n = 0;
  while (*p++)
    n++;
  return n;
}

long *glob_l = &(long) { 5 };
char *glob_c = "x";

static int NOINLINE
gl (void)
{
  return glob_l != 0;
}

static int NOINLINE
gc (void)
{
  return glob_c != 0;
}

int
main (void)
{
  int v = in;
  long x = 1;
  long *pl[4] = { &x, &x, 0, 0 };
  char *pc[5] = { "a", "b", "c", 0, 0 };
  if (advl (pl, v - 1) != pl + 2 || advc (pc, v) != pc + 4)
    __builtin_abort ();
  if (cntl (pl) != 2 || cntc (pc) != 3)
    __builtin_abort ();
  if (gl () != 1 || gc () != 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "advc" "advl" "alias" } } */
/* { dg-final { mergefn-merged "cntc" "cntl" "alias" } } */
/* { dg-final { scan-mergefn-dump "^tbaa cntl: " } } */
/* { dg-final { scan-mergefn-dump "^tbaa cntc: " } } */
/* { dg-final { scan-mergefn-dump-not "^tbaa adv" } } */
/* { dg-final { mergefn-not-merged "gl" } } */
/* { dg-final { mergefn-not-merged "gc" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { mergefn-merged "advc" "advl" "alias" "nsa" } } */
/* { dg-final { mergefn-merged "cntc" "cntl" "alias" "nsa" } } */
/* { dg-final { scan-mergefn-dump-not "^tbaa " "nsa" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "nsa" } } */
