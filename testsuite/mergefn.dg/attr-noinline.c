/* Rule (merge-rules.md, "noinline: the decision"; GCC's ICF does the
   same): a function with the noinline attribute is never made a wrapper
   nor a parameterised thunk, since its callers could never inline the
   call the wrapper adds; it may still become an alias where no address
   is observable, and its direct callers may still be redirected to an
   equal survivor.  Both directions:
     s1, s2: static noinline, called by main: s2 becomes an alias;
     r1, r2: public noinline, called by main and by attr-noinline-aux.c:
       main's call of r2 is redirected to r1, and r2 stays (the other
       unit links with it);
     a1, a2: public noinline, called only by attr-noinline-aux.c: nothing
       here to redirect, and no wrapper: apart, with the reason;
     k3, k5: noinline, equal but for a constant (parameterised merging is
       on at -Os): no thunk, apart with the reason;
     w1, w2: the same bodies without noinline, public, called through
       volatile pointers: w2 becomes a wrapper of w1, as always.
   Every function is checked at run time against its value computed
   here.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf" } */
/* { dg-additional-sources "attr-noinline-aux.c" } */

#include "attr-noinline.h"

#define NOINLINE __attribute__ ((noinline))

static NOINLINE int s1 (int x) BODY (17)
static NOINLINE int s2 (int x) BODY (17)

NOINLINE int r1 (int x) BODY (7)
NOINLINE int r2 (int x) BODY (7)

NOINLINE int a1 (int x) BODY (11)
NOINLINE int a2 (int x) BODY (11)

NOINLINE int k3 (int x) BODY (3)
NOINLINE int k5 (int x) BODY (5)

int w1 (int x) BODY (13)
int w2 (int x) BODY (13)

int (*volatile pw1) (int) = w1;
int (*volatile pw2) (int) = w2;

volatile int in = 9;

int
main (void)
{
  int x = in;
  if (s1 (x) != ref (x, 17) || s2 (x + 1) != ref (x + 1, 17))
    __builtin_abort ();
  if (r1 (x) != ref (x, 7) || r2 (x + 1) != ref (x + 1, 7))
    __builtin_abort ();
  if (k3 (x) != ref (x, 3) || k5 (x) != ref (x, 5))
    __builtin_abort ();
  if (pw1 == pw2 || pw1 (x) != ref (x, 13) || pw2 (x + 1) != ref (x + 1, 13))
    __builtin_abort ();
  if (aux_calls (x) != ref (x, 7) + ref (x, 11) + ref (x + 1, 11))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "s2" "s1" "alias" } } */
/* { dg-final { mergefn-merged "r2" "r1" "redirect" } } */
/* { dg-final { mergefn-apart "a2" "a1" "^noinline: it is never made a wrapper, its callers could not inline the call$" } } */
/* { dg-final { mergefn-not-merged "a2" } } */
/* { dg-final { mergefn-not-merged "a1" } } */
/* All the noinline functions but s1 and s2 have one shape, so the
   parameterised merging of any two of them is refused.  */
/* { dg-final { mergefn-apart "k3" "k5" "^params: noinline: it is never made a wrapper, its callers could not inline the call$" } } */
/* { dg-final { mergefn-not-merged "k3" } } */
/* { dg-final { mergefn-not-merged "k5" } } */
/* { dg-final { mergefn-merged "w2" "w1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
/* The other unit (compiled with the plugin too) merges nothing.  */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 "attr-noinline-aux.c" } } */
