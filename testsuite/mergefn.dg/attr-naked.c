/* Rule (merge-rules.md, "Attributes", naked): a naked function has no
   prologue or epilogue, only its asm: not a body GCC can compare or
   replace by a call.  It is refused outright ("naked function"; GCC
   also gives it noipa, so either reason).  Two equal naked functions
   stay apart; a plain pair with equal bodies (control) merges.  x86-64:
   the asm returns its argument plus one.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-target "x86_64-*-*" "the naked functions are written in x86-64 asm" } */

volatile int in = 41;

__attribute__ ((naked)) int
k1 (int x)
{
  __asm__ ("leal 1(%rdi), %eax\n\tret");
}

__attribute__ ((naked)) int
k2 (int x)
{
  __asm__ ("leal 1(%rdi), %eax\n\tret");
}

int
c1 (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i ^ (x << 1);
  return s;
}

int
c2 (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i ^ (x << 1);
  return s;
}

int
main (void)
{
  int x = in;
  if (k1 (x) != 42 || k2 (x) != 42 || c1 (x) != c2 (x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "k1" "^(naked function|noipa attribute)$" } } */
/* { dg-final { mergefn-refused "k2" "^(naked function|noipa attribute)$" } } */
/* { dg-final { mergefn-not-merged "k2" } } */
/* { dg-final { mergefn-merged "c2" "c1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
