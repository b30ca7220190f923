/* Rule: a function whose direct calls a shared body now makes through a
   parameter has its address passed around: it is no longer local (all
   callers known), so no later pass may specialize it for the arguments of
   the direct calls it still sees, nor change its signature.  run_a and
   run_b differ only in their callee; their shared body calls step_a or
   step_b through a parameter.  main's step_a (9, 1) is the only direct
   call of step_a left: before the rule, ipa-cp specialized step_a itself
   for n = 9, x = 1, and run_a's results were wrong (the test aborted).
   The ref_* functions compute the same, out of every optimization's
   sight.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

extern void abort (void);

static __attribute__ ((noinline)) unsigned
step_a (unsigned n, unsigned x)
{
  unsigned s = x;
  for (unsigned i = 0; i < n; i++)
    s = s * 31u + (i ^ x);
  return s;
}

static __attribute__ ((noinline)) unsigned
step_b (unsigned n, unsigned x)
{
  unsigned s = x ^ 0x5555u;
  for (unsigned i = 0; i < n; i++)
    s = s * 17u + (i | x);
  return s;
}

#define RUN(NAME, STEP)							\
  __attribute__ ((noinline)) unsigned					\
  NAME (const unsigned *p, int n)					\
  {									\
    unsigned s = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	s += STEP (p[i] & 15, s + p[i]);				\
	if (s > 100000u)						\
	  s %= 9973u;							\
      }									\
    return s;								\
  }
RUN (run_a, step_a)
RUN (run_b, step_b)

/* The same computations, out of every optimization's sight.  */
static __attribute__ ((noipa)) unsigned
ref_step (int which, unsigned n, unsigned x)
{
  unsigned s = which ? x ^ 0x5555u : x;
  for (unsigned i = 0; i < n; i++)
    s = which ? s * 17u + (i | x) : s * 31u + (i ^ x);
  return s;
}

static __attribute__ ((noipa)) unsigned
ref (const unsigned *p, int n, int which)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += ref_step (which, p[i] & 15, s + p[i]);
      if (s > 100000u)
	s %= 9973u;
    }
  return s;
}

unsigned data[6] = { 4, 11, 2, 30, 8, 1 };

int
main (void)
{
  /* The one direct call of step_a left outside the shared body.  */
  if (step_a (9, 1) != ref_step (0, 9, 1))
    abort ();
  if (run_a (data, 6) != ref (data, 6, 0)
      || run_b (data, 6) != ref (data, 6, 1))
    abort ();
  return 0;
}

/* { dg-final { mergefn-params "run_a" "run_a" "1" } } */
/* { dg-final { mergefn-params "run_b" "run_a" "1" } } */
