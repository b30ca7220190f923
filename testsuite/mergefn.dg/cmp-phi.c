/* Rule: PHI arguments are compared (in the canonical order of the
   predecessors), so two loops that differ only in the start value of an
   accumulator are not equal.  phi_k/phi_l start at the constants 1 and 2
   (the first difference is that constant); phi_a/phi_b start at their
   second vs their third parameter (the PHI argument is another incoming
   value).  Merging either pair would return the wrong start value.  The
   loops c1/c2 are identical and must merge.  -fno-inline (here and in
   every variant; it applies to all functions alike) keeps the calls in
   main out of line, so they really run the bodies the pass saw.
   Variants: cmp-phi-O1.c, cmp-phi-O3.c, cmp-phi-Os.c, cmp-phi-Os-noparams.c,
   cmp-phi-icf.c.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 6;

static int
phi_k (int n)
{
  int s = 1;
  for (int i = 0; i < n; i++)
    s = s * 3 + i;
  return s;
}

static int
phi_l (int n)
{
  int s = 2;
  for (int i = 0; i < n; i++)
    s = s * 3 + i;
  return s;
}

static int
phi_a (unsigned n, int a, int b)
{
  int s = a;
  while (n)
    {
      s = s * 5 - (int) n;
      n /= 3;
    }
  return s;
}

static int
phi_b (unsigned n, int a, int b)
{
  int s = b;
  while (n)
    {
      s = s * 5 - (int) n;
      n /= 3;
    }
  return s;
}

/* Positive control: identical loops of another shape.  */
static int
c1 (unsigned n, int k)
{
  int s = k;
  do
    s ^= (int) (n * 7u) + s / 2;
  while (n >>= 1);
  return s;
}

static int
c2 (unsigned n, int k)
{
  int s = k;
  do
    s ^= (int) (n * 7u) + s / 2;
  while (n >>= 1);
  return s;
}

int
main (void)
{
  int v = in;
  int zero = v - 6;
  if (phi_k (v) != 908 || phi_l (v) != 1637)
    __builtin_abort ();
  if (phi_k (zero) != 1 || phi_l (zero) != 2)
    __builtin_abort ();
  if (phi_a (v, 10, 20) != 218 || phi_b (v, 10, 20) != 468)
    __builtin_abort ();
  if (phi_a (zero, 10, 20) != 10 || phi_b (zero, 10, 20) != 20)
    __builtin_abort ();
  if (c1 (v, 3) != c2 (v, 3) || c1 (zero, 4) != 6 || c2 (zero, 5) != 7)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "phi_k" "phi_l" "^constant$" } } */
/* { dg-final { mergefn-differ "phi_a" "phi_b" "^parameter$" } } */
/* { dg-final { mergefn-not-merged "phi_k" } } */
/* { dg-final { mergefn-not-merged "phi_l" } } */
/* { dg-final { mergefn-not-merged "phi_a" } } */
/* { dg-final { mergefn-not-merged "phi_b" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
