/* Two functions of five arguments that differ in one constant, used by
   params-thunk-estimate-O2.c, params-thunk-estimate-Os.c and
   mergefn.dg/params-thunk-estimate-nolto.c.  By GCC's
   estimate (ipa-fnsummary) each body is 22 and each thunk passing six
   arguments 11; counted in bytes a thunk is 3.  Not noinline (a noinline
   function is never made a thunk): the tests keep their calls out of
   line with -fno-inline.  */
#define MIX(NAME, K)							\
  int								\
  NAME (int a, int b, int c, int d, const int *p)			\
  {									\
    int s = a * (K) + b;						\
    if (s > c)								\
      s -= p[d & 3];							\
    if (s < d)								\
      s += p[c & 3] * b;						\
    return s ^ (c + d);							\
  }
MIX (mix_3, 3)
MIX (mix_5, 5)

static int
mix_ref (int k, int a, int b, int c, int d, const int *p)
{
  int s = a * k + b;
  if (s > c)
    s -= p[d & 3];
  if (s < d)
    s += p[c & 3] * b;
  return s ^ (c + d);
}

int tab[4] = { 11, -7, 5, 40 };

int
main (void)
{
  for (int a = -6; a < 6; a++)
    for (int d = 0; d < 9; d++)
      if (mix_3 (a, 2, 1, d, tab) != mix_ref (3, a, 2, 1, d, tab)
	  || mix_5 (a, -3, 4, d, tab) != mix_ref (5, a, -3, 4, d, tab))
	__builtin_abort ();
  return 0;
}
