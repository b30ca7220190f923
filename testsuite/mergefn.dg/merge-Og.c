/* Rule: at -Og and -O0 nothing is merged (as GCC's ICF does not run
   there): code is kept as written for the debugger.  A function compiled
   for debugging by attribute (optimize ("Og") or ("O0")) in an optimized
   unit does not take part either ("compiled for debugging").  The
   variant at -O1 shows the pairs are mergeable otherwise.  */
/* { dg-do run } */
/* { dg-options "-Og -fno-ipa-icf" } */
/* { dg-mergefn-variant O0 "%mergefn% -O0" } */
/* { dg-mergefn-variant O1 "%mergefn% -O1 -fno-ipa-icf" } */

static int __attribute__ ((noinline))
f (int x)
{
  return x * 3 + 7;
}

static int __attribute__ ((noinline))
g (int x)
{
  return x * 3 + 7;
}

static int __attribute__ ((noinline, optimize ("Og")))
dbg_a (int x)
{
  return (x ^ 0x55) * 11;
}

static int __attribute__ ((noinline, optimize ("Og")))
dbg_b (int x)
{
  return (x ^ 0x55) * 11;
}

static int __attribute__ ((noinline, optimize ("O0")))
zero_a (int x)
{
  return (x ^ 0x33) * 13;
}

static int __attribute__ ((noinline, optimize ("O0")))
zero_b (int x)
{
  return (x ^ 0x33) * 13;
}

volatile int in = 4;

int
main (void)
{
  int x = in;
  if (f (x) != 19 || g (x) != 19)
    __builtin_abort ();
  if (dbg_a (x) != dbg_b (x) || zero_a (x) != zero_b (x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-pass-not-run } } */
/* { dg-final { mergefn-pass-not-run "O0" } } */
/* { dg-final { mergefn-merged "g" "f" "alias" "O1" } } */
/* { dg-final { mergefn-refused "dbg_a" "^compiled for debugging \\(-O0 or -Og\\)$" "O1" } } */
/* { dg-final { mergefn-refused "dbg_b" "^compiled for debugging \\(-O0 or -Og\\)$" "O1" } } */
/* { dg-final { mergefn-refused "zero_a" "^compiled for debugging \\(-O0 or -Og\\)$" "O1" } } */
/* { dg-final { mergefn-not-merged "dbg_b" "O1" } } */
/* { dg-final { mergefn-not-merged "zero_b" "O1" } } */
