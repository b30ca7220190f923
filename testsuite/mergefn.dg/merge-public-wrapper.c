/* Rule: public functions can have their addresses compared in other
   units, so two equal public functions never share an address: every
   one but the survivor (the earliest) becomes a wrapper, and &f != &g
   holds at run time, pairwise, for a class of three.  Calls through the
   pointers and direct calls still give each function's result.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 6;

#define MIX(x) ({ unsigned h_ = 2166136261u; for (int i_ = 0; i_ < (x); i_++) h_ = (h_ ^ (unsigned) i_) * 16777619u; (int) (h_ >> 3); })

int
mix_one (int x)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < x; i++)
    h = (h ^ (unsigned) i) * 16777619u;
  return (int) (h >> 3);
}

int
mix_two (int x)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < x; i++)
    h = (h ^ (unsigned) i) * 16777619u;
  return (int) (h >> 3);
}

int
mix_three (int x)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < x; i++)
    h = (h ^ (unsigned) i) * 16777619u;
  return (int) (h >> 3);
}

int (*volatile p1) (int) = mix_one;
int (*volatile p2) (int) = mix_two;
int (*volatile p3) (int) = mix_three;

int
main (void)
{
  int x = in;
  if (mix_one (x) != MIX (x) || mix_two (x + 1) != MIX (x + 1)
      || mix_three (x + 2) != MIX (x + 2))
    __builtin_abort ();
  if (p1 (x) != MIX (x) || p2 (x) != MIX (x) || p3 (x) != MIX (x))
    __builtin_abort ();
  if ((void *) p1 == (void *) p2 || (void *) p1 == (void *) p3
      || (void *) p2 == (void *) p3)
    __builtin_abort ();
  if ((void *) p2 != (void *) mix_two || (void *) p3 != (void *) mix_three)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "mix_two" "mix_one" "wrapper" } } */
/* { dg-final { mergefn-merged "mix_three" "mix_one" "wrapper" } } */
/* { dg-final { mergefn-not-merged "mix_one" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { scan-mergefn-dump-not "\\(alias\\)$" } } */
