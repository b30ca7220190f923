/* Rule: a direct call to a function local to the unit stays a constant
   position: GCC inlines such functions where it can, and called through
   a parameter of a shared body it could not (and it warned from their
   bodies compiled alone: GCC's gcc.dg/Warray-bounds-87.c at -Os).  run_a
   and run_b differ only in their static callee, so they stay apart.
   (Before that rule they were parameterised, and a second rule was
   needed, which this test checked: a callee whose address a thunk passes
   is no longer local, or ipa-cp specialized step_a itself for main's
   direct call step_a (9, 1), and run_a's results were wrong.)  The run
   checks both against the ref_* functions, out of every optimization's
   sight.  Public callees are parameterised (params-kinds.h).  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

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

/* { dg-final { scan-mergefn-dump "^differ run_a run_b: callee$" } } */
/* { dg-final { mergefn-not-merged "run_b" } } */
/* { dg-final { mergefn-not-merged "run_a" } } */
