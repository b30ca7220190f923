/* Rule (doc/merge-rules.md "The arguments' registers"): a large body
   whose thunks would pass arguments on the stack merges, each thunk's
   frame counted: big_a/big_b take five arguments and differ in two
   constants (seven arguments).  once_a/once_b, the same bodies static
   and called once, stay apart: the inliner copies each into its caller,
   where a thunk building a frame would replace it.  The small
   five-argument pair of params-cap-2.c stays apart too.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */

extern void abort (void);

#include "params-stack-body.h"

BIG (__attribute__ ((aligned (16))), big_a, 3, 10)
BIG (__attribute__ ((aligned (16))), big_b, 5, 20)
BIG (static, once_a, 3, 10)
BIG (static, once_b, 5, 20)

/* main calls big_a and big_b through these, so out of line without
   noinline (which keeps a function from becoming a thunk) or -fno-inline
   (which would keep once_a and once_b out of line too).  Their
   alignment, compared as an attribute and nothing else here, keeps them
   in a class apart from once_a and once_b, as noinline did before.  */
long (*volatile pbig_a) (const int *, int, int, int, int) = big_a;
long (*volatile pbig_b) (const int *, int, int, int, int) = big_b;

int data[9] = { 4, -7, 19, 23, 8, -2, 11, 5, 30 };

int
main ()
{
  for (int b = 0; b < 30; b += 7)
    if (pbig_a (data, 9, 1, b, 3) != ref_big (data, 9, 3, 10, 1, b, 3)
	|| pbig_b (data, 9, 1, b, 3) != ref_big (data, 9, 5, 20, 1, b, 3))
      abort ();
  if (once_a (data, 9, 2, 4, 6) != ref_big (data, 9, 3, 10, 2, 4, 6)
      || once_b (data, 8, 2, 4, 6) != ref_big (data, 8, 5, 20, 2, 4, 6))
    abort ();
  return 0;
}

/* { dg-final { mergefn-params "big_a" "big_b" "2" } } */
/* { dg-final { mergefn-params "big_b" "big_b" "2" } } */
/* { dg-final { mergefn-apart "once_b" "once_a" "^params: with the added parameters, arguments would go on the stack$" } } */
/* { dg-final { mergefn-not-merged "once_a" } } */
/* { dg-final { mergefn-not-merged "once_b" } } */
