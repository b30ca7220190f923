/* Rule: when GCC's copy of the first body does not walk like the body
   (at link time, the copy of high folds its constant operand differently),
   no shared body is made, the copy is removed, and the dump says why.
   Found by the fuzzer (seed 10000201 on GCC 16, reduced with cvise):
   before, the unused copy kept dominator information and lto1 stopped
   with an internal compiler error in release_function_body.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -flto" } */

int tab = 0;

__attribute__ ((noinline)) int
low (int a)
{
  int acc = 0;
  for (int i = 2; i < 4; i++)
    {
      acc = acc + 1;
      if (tab <= 0)
	acc = ((int) ((unsigned) acc << (a & 15)) >= 0) ? 0 : (short) a;
    }
  return acc - 15518u;
}

__attribute__ ((noinline)) int
high (int a)
{
  int acc = 0;
  for (int i = 2; i < 4; i++)
    {
      acc = acc + 1;
      if (tab <= 0)
	acc = ((int) ((unsigned) acc << (a & 15)) >= 0) ? 0 : (short) a;
    }
  return acc - (unsigned) -15518;
}

int
main (void)
{
  if (low (3) != -15518 || high (3) != 15518)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "low" "high" "^params: the copy of the first body has other constants than it$" } } */
/* { dg-final { mergefn-not-merged "low" } } */
/* { dg-final { mergefn-not-merged "high" } } */
