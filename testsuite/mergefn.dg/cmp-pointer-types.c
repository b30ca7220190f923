/* Rule: pointer types compare by representation (a pointer is a
   pointer), so long ** and char ** parameters are equal: advl/advc only
   do arithmetic on them and must merge.  Loading the pointed-to pointers
   is another matter: under strict aliasing GCC gives long * and char *
   objects different alias sets, so cntl/cntc, which read *p, must stay
   apart ("alias set of access").  Without strict aliasing (the variant
   "nsa", compiled from this file, not run) they merge too.  */
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
  return 0;
}

/* { dg-final { mergefn-merged "advc" "advl" "alias" } } */
/* { dg-final { mergefn-differ "cntl" "cntc" "^alias set of access$" } } */
/* { dg-final { mergefn-not-merged "cntl" } } */
/* { dg-final { mergefn-not-merged "cntc" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* { dg-final { mergefn-merged "advc" "advl" "alias" "nsa" } } */
/* { dg-final { mergefn-merged "cntc" "cntl" "alias" "nsa" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "nsa" } } */
