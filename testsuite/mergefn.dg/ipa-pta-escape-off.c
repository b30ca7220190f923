/* ipa-pta-escape.c's rule holds under -fipa-pta only: without it, equal
   functions merge whether their addresses escape or not.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf" } */

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

int
main (void)
{
  set_local (&y);
  hook (&x);
  return x != 1 || y != 1;
}

/* { dg-final { scan-mergefn-dump "^merge set_(local|escaping) -> set_(local|escaping) " } } */
/* { dg-final { scan-mergefn-dump-not "^apart set_" } } */
