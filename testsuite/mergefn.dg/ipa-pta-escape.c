/* Rule: under -fipa-pta a function whose address escapes does not merge
   with one whose address does not: the other's calls would reach an
   escaping body, and the points-to analysis would lose what it proved of
   them.  set_local and set_escaping are equal; x escapes through
   publish (&x).  IPA-PTA proves that set_local (&y) does not write x, so
   the test of x folds away and link_error is never referenced; merged,
   the program failed to link.  (As GCC's gcc.dg/ipa/ipa-pta-13.c does,
   which failed with the plugin: doc/results/check-gcc.md.)  Without -fipa-pta
   they merge (ipa-pta-escape-off.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fipa-pta -fno-ipa-icf -fno-ipa-modref" } */

static int x, y;

static __attribute__ ((noinline, noclone)) void
set_local (int *p)
{
  *p = 1;
}

static __attribute__ ((noinline, noclone)) void
set_escaping (int *p)
{
  *p = 1;
}

void (*hook) (int *) = set_escaping;
void *volatile sink;

extern void link_error (void);

__attribute__ ((noinline)) void
publish (int *p)
{
  sink = p;
}

int
main (void)
{
  publish (&x);
  x = 0;
  set_local (&y);
  if (x != 0)
    link_error ();
  hook (&x);
  return x != 1 || y != 1;
}

/* { dg-final { mergefn-differ "set_escaping" "set_local" "^with -fipa-pta, only one of them escapes$" } } */
/* { dg-final { mergefn-not-merged "set_local" } } */
/* { dg-final { mergefn-not-merged "set_escaping" } } */
