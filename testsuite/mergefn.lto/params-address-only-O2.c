/* Rule: in lto1, optimizing for speed, GCC's estimate only refuses a
   merge that would grow it (params-thunk-estimate-O2.c); one that
   shrinks it at all leaves the inliner less room, and the bytes decide.
   Ten small functions called only through their address, differing in
   one constant (yaml-cpp's exception destructors, reached only through
   their vtables): by GCC's estimate the ten thunks and the shared body
   are barely smaller than the ten bodies (79 against 80), below the
   floor for small bodies, but in bytes far smaller (39 against 80), so
   the ten share one body (c56b0ca and 33ab6f1 kept them apart: "small
   bodies called only through their address would save too little"),
   and each still computes with its own constant.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-params" } */

#define F(N, K)								\
  __attribute__ ((noipa)) static int N##_ref (int x) BODY (K)	\
  static int N (int x) BODY (K)
#define BODY(K) { return (x * (K)) ^ (x >> 3) ^ (x & 7); }
F (f0, 3) F (f1, 5) F (f2, 7) F (f3, 11) F (f4, 13)
F (f5, 17) F (f6, 19) F (f7, 23) F (f8, 29) F (f9, 31)

typedef int (*fn) (int);
fn volatile table[10] = { f0, f1, f2, f3, f4, f5, f6, f7, f8, f9 };
fn volatile refs[10] = { f0_ref, f1_ref, f2_ref, f3_ref, f4_ref,
			 f5_ref, f6_ref, f7_ref, f8_ref, f9_ref };

int
main (void)
{
  for (int i = 0; i < 10; i++)
    for (int x = -20; x < 20; x++)
      if (table[i] (x) != refs[i] (x))
	__builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "f1" "f0" "1" } } */
/* { dg-final { mergefn-params "f9" "f0" "1" } } */
