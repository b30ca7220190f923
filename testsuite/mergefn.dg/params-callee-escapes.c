/* Rule: a function whose direct calls a shared body now makes through a
   parameter has its address passed around: it is no longer local (all
   callers known), so no later pass may specialize it for the arguments of
   the direct calls it still sees, nor change its signature.  pong_a,
   pong_b and pong_c differ only in their callee (GCC splits each into a
   test and a .part.0 that recurses); the shared bodies call the callee
   through a parameter.  Before the rule, ipa-cp specialized
   pong_a.part.0 for main's call pong_a (9, 1), and the shared body's
   calls of it with other arguments computed garbage and crashed.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

unsigned ping_a (unsigned, unsigned);
unsigned ping_b (unsigned, unsigned);
unsigned ping_c (unsigned, unsigned);
unsigned pong_a (unsigned, unsigned);
unsigned pong_b (unsigned, unsigned);
unsigned pong_c (unsigned, unsigned);

int
main (void)
{
  unsigned s = ping_a (20, 3) + 3 * ping_b (20, 5) + 7 * ping_c (21, 9);
  s += pong_a (9, 1) + pong_b (8, 2) + pong_c (7, 3);
  if (s != 77571085u)
    __builtin_abort ();
  return 0;
}

unsigned
pong_a (unsigned n, unsigned x)
{
  if (n == 0)
    return x;
  return ping_a (n - 1, x * 2u + 36u) + n;
}

unsigned
pong_b (unsigned n, unsigned x)
{
  if (n == 0)
    return x;
  return ping_b (n - 1, x * 2u + 36u) + n;
}

unsigned
pong_c (unsigned n, unsigned x)
{
  if (n == 0)
    return x;
  return ping_c (n - 1, x * 2u + 36u) + n;
}

unsigned
ping_a (unsigned n, unsigned x)
{
  if (n == 0)
    return x;
  return pong_a (n - 1, x * 8u + 6277u) + (x >> 3);
}

unsigned
ping_b (unsigned n, unsigned x)
{
  if (n == 0)
    return x;
  return pong_b (n - 1, x * 8u + 6277u) + (x >> 3);
}

unsigned
ping_c (unsigned n, unsigned x)
{
  if (n == 0)
    return x;
  return pong_c (n - 1, x * 5u + 6277u) + (x >> 3);
}

/* { dg-final { scan-mergefn-dump "^merge pong_a\\.part\\.0 -> pong_a\\.part\\.0\\.mfparams\\.\[0-9\]+ \\(params, 1 added\\)$" } } */
/* { dg-final { mergefn-params "pong_c" "ping_a" "1" } } */
