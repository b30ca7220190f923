/* Rule: in the shape order, whether a direct callee could be a parameter
   is compared before the callee itself, so that the positions params.c
   walks in each body correspond.  m0 (public) and m1 (static) are equal,
   and round 1 makes m1 an alias of m0; c0 and c1 differ in a constant and
   call m0 and m1.  A call to m0 is a parameter position, one to the
   static m1 is not, yet the two callees compared equal: the plugin of
   89b6705 read past the end of c1's shorter list (an internal compiler
   error the fuzzer found, seed 80000186).  They stay apart and say why.
   c2 (used) calls c0; c1's address escapes.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

__attribute__ ((noinline)) unsigned
m0 (unsigned a)
{
  unsigned s = 1;
  for (unsigned i = 0; i < a; i++)
    s = s * 5u + (a ^ i);
  return s;
}
static __attribute__ ((noinline)) unsigned
m1 (unsigned a)
{
  unsigned s = 1;
  for (unsigned i = 0; i < a; i++)
    s = s * 5u + (a ^ i);
  return s;
}
static unsigned c0 (unsigned a) { return m0 (a) + 25723u; }
static unsigned c1 (unsigned a) { return m1 (a) + 25724u; }
static __attribute__ ((used, noinline)) unsigned c2 (unsigned a) { return c0 (a); }
unsigned (*volatile fp) (unsigned) = c1;

volatile unsigned in = 6;

int
main (void)
{
  unsigned a = in;
  if (c2 (a) + 1 != fp (a) || c2 (a) != m0 (a) + 25723u)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "m1" "m0" "alias" } } */
/* { dg-final { mergefn-apart "c1" "c0" "^params: callee \\(one could be a parameter, the other not\\)$" } } */
