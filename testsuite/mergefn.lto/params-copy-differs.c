/* Rule: when GCC's copy of the first body does not walk like the body
   (at link time, the copy folds the constant RET differently), no shared
   body is made, the copy is removed, and the dump says why.  Found by the
   fuzzer (seed 10000201 on GCC 16, reduced with cvise): before, the
   unused copy kept dominator information and lto1 stopped with an
   internal compiler error in release_function_body.  main's values are
   those of the program built without the plugin.  The pair is not
   noinline (a noinline function is never made a thunk, and the copy
   would not be made): -fno-inline keeps main's calls out of line.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline -flto" } */

int tab = 0;
extern void abort (void);

#define BODY(NAME, RET)							\
  int								\
  NAME (int a, const int *p)						\
  {									\
    int acc = 0;							\
    for (int i = 2; i < 4; i++)						\
      {									\
	acc = acc + p[i] * 3 + (p[i - 1] >> 2);				\
	if (tab <= 0)							\
	  acc = ((int) ((unsigned) acc << (a & 15)) >= 0) ? p[i] : (short) a; \
	acc ^= p[i - 2] * 7;						\
      }									\
    return acc - RET;							\
  }
BODY (low, 15518u)
BODY (high, (unsigned) -15518)

int data[4] = { 1, 2, 3, 4 };

int
main (void)
{
  if (low (3, data) != -15508 || high (3, data) != 15528)
    abort ();
  return 0;
}

/* { dg-final { mergefn-apart "low" "high" "^params: the copy of the first body has other constants than it$" } } */
/* { dg-final { mergefn-not-merged "low" } } */
/* { dg-final { mergefn-not-merged "high" } } */
