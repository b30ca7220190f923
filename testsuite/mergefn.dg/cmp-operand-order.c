/* Rule: operands are compared in order, so a non-commutative operation
   with its operands swapped is a different body: a - b vs b - a and
   a << b vs b << a must stay apart (the first difference is which
   parameter comes first: "parameter").  For a commutative operation GCC
   puts a constant operand second, so x + 5 and 5 + x are the same body
   and must merge (this is also the positive control).  a * b vs b * a
   between two parameters is not canonicalized by GCC (the operand order
   follows the SSA versions, i.e. first use), so whether that pair merges
   is not specified; main only checks that both still compute the
   product.  */
/* { dg-do run } */

volatile int in = 5;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
sub1 (int a, int b)
{
  return a - b;
}

static int NOINLINE
sub2 (int a, int b)
{
  return b - a;
}

static unsigned NOINLINE
shl1 (unsigned a, unsigned b)
{
  return (a << b) + 1;
}

static unsigned NOINLINE
shl2 (unsigned a, unsigned b)
{
  return (b << a) + 1;
}

static int NOINLINE
add1 (int x, int y)
{
  return (x + 5) * y;
}

static int NOINLINE
add2 (int x, int y)
{
  return (5 + x) * y;
}

static int NOINLINE
mul1 (int a, int b, int c)
{
  return a * b - c;
}

static int NOINLINE
mul2 (int a, int b, int c)
{
  return b * a - c;
}

int
main (void)
{
  int v = in;
  if (sub1 (v, 2) != 3 || sub2 (v, 2) != -3)
    __builtin_abort ();
  if (shl1 (v, 2) != 21 || shl2 (v, 2) != 65)
    __builtin_abort ();
  if (add1 (v, 3) != 30 || add2 (v, 4) != 40)
    __builtin_abort ();
  if (mul1 (v, 2, 1) != 9 || mul2 (v, 3, 1) != 14)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "sub1" "sub2" "^parameter$" } } */
/* { dg-final { mergefn-differ "shl1" "shl2" "^parameter$" } } */
/* { dg-final { mergefn-not-merged "sub1" } } */
/* { dg-final { mergefn-not-merged "sub2" } } */
/* { dg-final { mergefn-not-merged "shl1" } } */
/* { dg-final { mergefn-not-merged "shl2" } } */
/* { dg-final { mergefn-merged "add2" "add1" "alias" } } */
