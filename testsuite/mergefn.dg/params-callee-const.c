/* Calls to const and pure functions have no virtual definition (a pure
   one has only a use); made indirect through a parameter of a shared
   body, such a call is one that may write memory and needs both, which
   the shared body must then give it in SSA form.  In C the address of a
   const function has a const-qualified type, so its indirect call stays
   const; a pure one's does not.  All three pairs (const, pure, and
   callees that write memory) merge with the callee a parameter, and the
   run checks every result against values worked out by hand.  The C++
   twin, params-callee-const.C, crashed GCC before the virtual operands
   were renamed.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

extern void abort (void);

__attribute__ ((const)) int cf1 (int x) { return x * 3 + 1; }
__attribute__ ((const)) int cf2 (int x) { return x * 5 + 2; }
__attribute__ ((pure)) int pf1 (const int *p) { return *p + 1; }
__attribute__ ((pure)) int pf2 (const int *p) { return *p + 2; }
int w;
int wf1 (int x) { w += x; return x * 3 + 1; }
int wf2 (int x) { w += 2 * x; return x * 5 + 2; }

int g;

#define USE_CONST(name, f)						\
  int name (int x)							\
  {									\
    g += x;								\
    int r = f (x) + f (x + 1) + f (x + 2) * f (x + 3);			\
    g -= 1;								\
    return r * g + f (g);						\
  }
USE_CONST (use_c1, cf1)
USE_CONST (use_c2, cf2)
USE_CONST (use_w1, wf1)
USE_CONST (use_w2, wf2)

#define USE_PURE(name, f)						\
  int name (int *q)							\
  {									\
    *q += 1;								\
    int r = f (q) * f (q);						\
    *q += 3;								\
    r += f (q) * 7;							\
    *q ^= 5;								\
    return r + f (q) + *q;						\
  }
USE_PURE (use_p1, pf1)
USE_PURE (use_p2, pf2)

int
main (void)
{
  int v = 4;
  g = 1;
  /* g 3; 7 + 10 + 13 * 16 = 225; g 2; 450 + cf1 (2) = 457.  */
  if (use_c1 (2) != 457)
    abort ();
  /* g 4; 12 + 17 + 22 * 27 = 623; g 3; 1869 + cf2 (3) = 1886.  */
  if (use_c2 (2) != 1886)
    abort ();
  /* v 5; 6 * 6 = 36; v 8; + 63 = 99; v 13; 99 + 14 + 13 = 126.  */
  if (use_p1 (&v) != 126)
    abort ();
  /* v 14; 16 * 16 = 256; v 17; + 133 = 389; v 20; 389 + 22 + 20 = 431.  */
  if (use_p2 (&v) != 431)
    abort ();
  /* As use_c1 and use_c2, g set as it was; w sums what the callees saw.  */
  g = 1;
  if (use_w1 (2) != 457 || w != 2 + 3 + 4 + 5 + 2)
    abort ();
  g = 2;
  if (use_w2 (2) != 1886 || w != 16 + 2 * (2 + 3 + 4 + 5 + 3))
    abort ();
  return 0;
}

/* { dg-final { mergefn-params "use_c1" "use_c1" "1" } } */
/* { dg-final { mergefn-params "use_c2" "use_c1" "1" } } */
/* { dg-final { mergefn-params "use_p1" "use_p1" "1" } } */
/* { dg-final { mergefn-params "use_p2" "use_p1" "1" } } */
/* { dg-final { mergefn-params "use_w1" "use_w1" "1" } } */
/* { dg-final { mergefn-params "use_w2" "use_w1" "1" } } */
